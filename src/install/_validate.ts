/**
 * Checking a key with one cheap, read-only call: list the models. Vendor A speaks the Messages
 * API (`GET {base}/v1/models`, `x-api-key`), B and C speak OpenAI-style (`GET {base}/models`,
 * Bearer). The key goes in a header only and never into a message.
 */
import type { Deps } from "../deps.ts";
import { checkEndpoint } from "../backends/mod.ts";
import { errorMessage } from "../errors.ts";
import type { Vendor } from "./keys.ts";

export type KeyCheck =
  | { status: "ok" }
  | { status: "rejected"; httpStatus: number }
  | { status: "unknown"; reason: string };

/** Validate `key` against the vendor's configured base URL. */
export async function checkKey(
  deps: Pick<Deps, "config" | "fetch">,
  vendor: Vendor,
  key: string,
  timeoutMs = 10_000,
): Promise<KeyCheck> {
  const { config } = deps;
  checkEndpoint(config, vendor);
  const request: { url: string; headers: Record<string, string> } = vendor === "vendor-a"
    ? {
      url: `${config.vendorA.baseUrl}/v1/models`,
      headers: { "x-api-key": key, "anthropic-version": "2023-06-01" },
    }
    : {
      url: `${(vendor === "vendor-b" ? config.vendorB : config.vendorC).baseUrl}/models`,
      headers: { authorization: `Bearer ${key}` },
    };
  try {
    const response = await deps.fetch(request.url, {
      headers: request.headers,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (response.ok) return { status: "ok" };
    if (response.status === 401 || response.status === 403) {
      return { status: "rejected", httpStatus: response.status };
    }
    return { status: "unknown", reason: `HTTP ${response.status} from "${request.url}"` };
  } catch (error) {
    const reason = error instanceof DOMException && error.name === "TimeoutError"
      ? "no answer within 10 s"
      : errorMessage(error);
    return { status: "unknown", reason: `"${request.url}" is unreachable: ${reason}` };
  }
}
