/**
 * Where a vendor key goes: the vendor's endpoint (`VENDORA_BASE_URL`, … or else the vendor's own
 * public API). A key never goes over plain HTTP to another machine unless
 * `CTX_BACKEND_ALLOW_HTTP` says so (the rule of `src/transport.ts`, which the team key follows
 * too), and a key saved by `ctx install --setup` that goes anywhere but the vendor's own API is
 * said once: a variable set in a shell profile or a project's environment file would otherwise
 * send it elsewhere silently.
 */
import { type Config, DEFAULTS } from "../config/mod.ts";
import { ERROR_CODES } from "../errors.ts";
import { normalizeServerUrl, refuseCleartext } from "../transport.ts";
import type { Resolution } from "./resolve.ts";
import { BACKEND_NAMES, BASE_URL_VARIABLES, KEY_VARIABLES, type VendorKind } from "./types.ts";

type VendorsConfig = Pick<Config, "vendorA" | "vendorB" | "vendorC" | "backendAllowHttp">;

const VENDORS = {
  "vendor-a": { config: "vendorA", default: DEFAULTS.vendorABaseUrl },
  "vendor-b": { config: "vendorB", default: DEFAULTS.vendorBBaseUrl },
  "vendor-c": { config: "vendorC", default: DEFAULTS.vendorCBaseUrl },
} as const satisfies Record<VendorKind, { config: keyof VendorsConfig; default: string }>;

/** A vendor's endpoint, for `ctx status` and the checks below. */
export interface Endpoint {
  /** The base URL requests go to (no trailing slash). */
  url: string;
  /** The variable that moved it (`VENDORA_BASE_URL`); absent: the vendor's own API. */
  setBy?: string;
}

export function vendorEndpoint(config: VendorsConfig, kind: VendorKind): Endpoint {
  const url = config[VENDORS[kind].config].baseUrl;
  return normalizeServerUrl(url) === normalizeServerUrl(VENDORS[kind].default)
    ? { url }
    : { url, setBy: BASE_URL_VARIABLES[kind] };
}

/** Throws (a `ConfigError`, before anything is sent) unless `kind`'s key may go to its endpoint. */
export function checkEndpoint(config: VendorsConfig, kind: VendorKind): void {
  const { url, setBy } = vendorEndpoint(config, kind);
  refuseCleartext(url, normalizeServerUrl(url), {
    key: `the ${BACKEND_NAMES[kind]} key`,
    allowVariable: "CTX_BACKEND_ALLOW_HTTP",
    allowed: config.backendAllowHttp,
    fix: `use an https:// URL in ${setBy ?? BASE_URL_VARIABLES[kind]}`,
    code: ERROR_CODES.backendInsecure,
  });
}

/**
 * The warning for a resolution whose key was saved by `ctx install --setup` (not given in the
 * environment next to the endpoint) and goes to an endpoint a variable moved; else undefined.
 */
export function savedKeyElsewhere(
  config: VendorsConfig,
  resolution: Pick<Resolution, "kind" | "apiKey">,
): string | undefined {
  const kind = resolution.kind;
  if (kind === "cli" || resolution.apiKey === undefined) return undefined;
  if (resolution.apiKey === config[VENDORS[kind].config].apiKey) return undefined; // from the env
  const { url, setBy } = vendorEndpoint(config, kind);
  if (setBy === undefined) return undefined;
  return `The ${BACKEND_NAMES[kind]} key saved by ctx install --setup goes to "${
    normalizeServerUrl(url)
  }" ` +
    `(${setBy}), not to ${
      normalizeServerUrl(VENDORS[kind].default)
    }; unset ${setBy} unless you set it ` +
    `(or pass the key for that endpoint in ${KEY_VARIABLES[kind]})`;
}
