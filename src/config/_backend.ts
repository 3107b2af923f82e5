/**
 * The model backend's variables: the three vendors' keys and endpoints (and whether a key may go
 * to one over plain HTTP), the models and sampling, the subscription CLI's program and the
 * environment it gets, and `DEBUG_LLM_OUTPUT`.
 */
import { bool, int, num, url } from "./_parse.ts";
import { cliEnvironment } from "./_cli_env.ts";
import { claudeFolder } from "./_machine.ts";
import type { Env, Getter, Os } from "./_vars.ts";

export interface VendorConfig {
  apiKey: string | undefined;
  baseUrl: string;
}

export interface BackendConfig {
  vendorA: VendorConfig;
  vendorB: VendorConfig;
  vendorC: VendorConfig;
  /**
   * `CTX_BACKEND_ALLOW_HTTP`: a vendor key may go to a `*_BASE_URL` that is plain HTTP to another
   * machine (without it: HTTPS, or HTTP to this machine only).
   */
  backendAllowHttp: boolean;
  model: string | undefined;
  repairModel: string | undefined;
  temperature: number;
  topP: number;
  maxCompletionTokens: number;
  debugLlmOutput: boolean;
  /** Program the subscription CLI backend runs (`-p`, prompt on stdin). */
  cliBackend: string;
  /** The subscription CLI's environment: `cliEnvironment`'s allowlist (no key), and `CTX_HOME`. */
  cliEnv: Readonly<Record<string, string>>;
}

export const BACKEND_DEFAULTS = {
  vendorABaseUrl: "https://api.anthropic.com",
  vendorBBaseUrl: "https://api.openai.com/v1",
  vendorCBaseUrl: "https://integrate.api.nvidia.com/v1",
  temperature: 0,
  topP: 0.95,
  maxCompletionTokens: 4096,
  cliBackend: "claude",
} as const;

export function readBackend(
  get: Getter,
  env: Env,
  where: { os: Os; ctxHome: string },
): BackendConfig {
  return {
    vendorA: vendor(get, "VENDORA", BACKEND_DEFAULTS.vendorABaseUrl),
    vendorB: vendor(get, "VENDORB", BACKEND_DEFAULTS.vendorBBaseUrl),
    vendorC: vendor(get, "VENDORC", BACKEND_DEFAULTS.vendorCBaseUrl),
    backendAllowHttp: bool(get, "CTX_BACKEND_ALLOW_HTTP", false),
    model: get("MODEL"),
    repairModel: get("REPAIR_MODEL"),
    temperature: num(get, "TEMPERATURE", BACKEND_DEFAULTS.temperature, 0, 2),
    topP: num(get, "TOP_P", BACKEND_DEFAULTS.topP, 0, 1),
    maxCompletionTokens: int(
      get,
      "MAX_COMPLETION_TOKENS",
      BACKEND_DEFAULTS.maxCompletionTokens,
      16,
      1e6,
    ),
    debugLlmOutput: bool(get, "DEBUG_LLM_OUTPUT", false),
    cliBackend: get("CTX_CLI_BACKEND") ?? BACKEND_DEFAULTS.cliBackend,
    cliEnv: Object.freeze(
      cliEnvironment(env, where.ctxHome, claudeFolder(get, where.os).claudeConfigDir),
    ),
  };
}

function vendor(
  get: Getter,
  prefix: "VENDORA" | "VENDORB" | "VENDORC",
  defaultUrl: string,
): VendorConfig {
  return {
    apiKey: get(`${prefix}_API_KEY`),
    baseUrl: url(get, `${prefix}_BASE_URL`, defaultUrl).replace(/\/+$/, ""),
  };
}
