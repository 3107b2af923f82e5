/** Showing keys safely: masked forms and where a key came from (for the wizard and status). */
import type { Config } from "../config/mod.ts";
import { credentialsPath, type SavedBackend } from "../keychain/mod.ts";

export type Vendor = "vendor-a" | "vendor-b" | "vendor-c";
export type KeySource = "env" | "keychain" | "file";

/** The environment variable of each vendor's key (its name only is ever printed). */
export const KEY_ENV = {
  "vendor-a": "VENDORA_API_KEY",
  "vendor-b": "VENDORB_API_KEY",
  "vendor-c": "VENDORC_API_KEY",
} as const satisfies Record<Vendor, string>;

/**
 * A key masked for display: at most its first 4 and last 4 characters (`sk-a…f3k9`), fewer for
 * short keys, nothing for very short ones.
 */
export function maskKey(key: string): string {
  if (key.length >= 16) return `${key.slice(0, 4)}…${key.slice(-4)}`;
  if (key.length >= 10) return `${key.slice(0, 2)}…${key.slice(-2)}`;
  return "…";
}

/** The vendor's key from the environment (`config.vendorX.apiKey`). */
export function envKey(config: Pick<Config, "vendorA" | "vendorB" | "vendorC">, vendor: Vendor) {
  return {
    "vendor-a": config.vendorA,
    "vendor-b": config.vendorB,
    "vendor-c": config.vendorC,
  }[vendor].apiKey;
}

/** Where the key of the resolved backend came from: env, keychain or the key file. */
export function keySourceOf(
  config: Pick<Config, "vendorA" | "vendorB" | "vendorC">,
  resolution: { kind: string; apiKey?: string },
  saved: Pick<SavedBackend, "keySources">,
): KeySource | undefined {
  const kind = resolution.kind;
  if (kind !== "vendor-a" && kind !== "vendor-b" && kind !== "vendor-c") return undefined;
  if (resolution.apiKey !== undefined && resolution.apiKey === envKey(config, kind)) return "env";
  return saved.keySources[kind];
}

/**
 * One line for `ctx status`: where the resolved backend's key came from, masked, e.g.
 * `environment (VENDORA_API_KEY) sk-a…f3k9`, `keychain sk-a…f3k9`,
 * `key file "/…/credentials.json" sk-a…f3k9`, or `no key needed`.
 */
export function describeKeySource(
  config: Pick<Config, "vendorA" | "vendorB" | "vendorC" | "ctxHome">,
  resolution: { kind: string; apiKey?: string },
  saved: Pick<SavedBackend, "keySources">,
): string {
  const kind = resolution.kind;
  if (kind !== "vendor-a" && kind !== "vendor-b" && kind !== "vendor-c") return "no key needed";
  const masked = resolution.apiKey ? maskKey(resolution.apiKey) : "(none)";
  switch (keySourceOf(config, resolution, saved)) {
    case "env":
      return `environment (${KEY_ENV[kind]}) ${masked}`;
    case "keychain":
      return `keychain ${masked}`;
    case "file":
      return `key file "${credentialsPath(config)}" ${masked}`;
    default:
      return masked;
  }
}
