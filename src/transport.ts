/**
 * Where a key may travel: the one rule for the team key (`CTX_API_URL`) and the vendor keys
 * (`VENDORA_BASE_URL`, …). A key goes over `https://`, or plain `http://` to this machine
 * (a local proxy, a test server); plain `http://` to another machine only when the user said
 * they accept that the key crosses the network in clear text (`CTX_API_ALLOW_HTTP`,
 * `CTX_BACKEND_ALLOW_HTTP`).
 */
import { ConfigError, type ErrorCode } from "./errors.ts";

/**
 * True when `hostname` (as `URL` gives it) is this machine: 127.0.0.0/8, ::1 (also written as
 * an IPv4-mapped address), or `localhost`.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
  if (host === "localhost" || host === "::1") return true;
  // `URL` writes every IPv4 form (`127.1`, `0x7f.1`) as four decimal numbers.
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) return true;
  // `::ffff:127.0.0.1`, which `URL` writes as `::ffff:7f00:1`.
  return /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(host);
}

/**
 * A server URL as compared, saved and shown: origin plus path, no trailing slash, query or
 * fragment (a query could carry a token).
 */
export function normalizeServerUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, "")}`;
}

/** True when a key sent to `url` would cross the network in clear text: plain HTTP elsewhere. */
export function isCleartextToOtherMachine(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === "http:" && !isLoopbackHost(parsed.hostname);
}

export interface CleartextRule {
  /** The key in words: `the team key`, `the Vendor A API key`. */
  key: string;
  /** The variable that allows plain HTTP (`CTX_API_ALLOW_HTTP`), and whether it is on. */
  allowVariable: string;
  allowed: boolean;
  /** How to get an https URL instead, e.g. `use an https:// URL in VENDORA_BASE_URL`. */
  fix: string;
  code: ErrorCode;
}

/**
 * Throws a `ConfigError` (before anything is sent) unless the key may travel to `url` (shown as
 * `shown`, without query or credentials): see the module's rule.
 */
export function refuseCleartext(url: string, shown: string, rule: CleartextRule): void {
  if (rule.allowed || !isCleartextToOtherMachine(url)) return;
  throw new ConfigError(
    `Refusing to send ${rule.key} to "${shown}": it is plain HTTP to another machine, so anyone ` +
      "on the network could read the key",
    {
      code: rule.code,
      hint: `${rule.fix}, or set ${rule.allowVariable}=1 to accept the risk on a network you trust`,
    },
  );
}
