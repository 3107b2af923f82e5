/**
 * The model backend layer: one small interface (`Backend`), one file per wire protocol, and the
 * cross-cutting parts wrapped once — retry and timeout in `_http.ts`, `DEBUG_LLM_OUTPUT` here,
 * the concurrency limit in `_limit.ts` (applied by the pipeline).
 *
 * @example
 * const { backend, resolution } = await openBackend(deps, { saved, cachedKeys });
 * const limit = createLimiter(effectiveConcurrency(deps.config, backend.kind));
 * const { text } = await limit(() => backend.complete({ system, prompt }));
 * // The repair call: backend.complete({ system, prompt, model: deps.config.repairModel })
 */
import { which } from "../process.ts";
import { BackendError } from "../errors.ts";
import { loadSavedBackend } from "../keychain/mod.ts";
import { createChatCompletionsBackend } from "./chat_completions.ts";
import { createMessagesApiBackend } from "./messages_api.ts";
import { explainResolution, type Explanation } from "./explain.ts";
import type { Resolution, ResolveInput, SavedPreference } from "./resolve.ts";
import { sayOnce } from "./_notices.ts";
import { checkEndpoint, savedKeyElsewhere } from "./_endpoint.ts";
import { createSubscriptionCliBackend } from "./subscription_cli.ts";
import { type Backend, BACKEND_NAMES, type BackendDeps, type VendorKind } from "./types.ts";

export * from "./types.ts";
export { createLimiter, type Limiter } from "./_limit.ts";
export { HTTP_POLICY, type HttpPolicy } from "./_http.ts";
export {
  type Resolution,
  resolveBackend,
  type ResolveInput,
  type SavedPreference,
} from "./resolve.ts";
export { cliPrompt } from "./subscription_cli.ts";
export { cliScratchDir } from "./scratch.ts";
export { checkCliLogin, type CliLogin } from "./_cli_login.ts";
export { explainResolution, type Explanation, type ResolutionStep } from "./explain.ts";
export { checkEndpoint, type Endpoint, savedKeyElsewhere, vendorEndpoint } from "./_endpoint.ts";

/**
 * Build the backend `resolved` chose, wrapped with `DEBUG_LLM_OUTPUT` when it is on. Throws a
 * `ConfigError` (`backend.insecure_http`) when a vendor's key would go over plain HTTP to
 * another machine (see `checkEndpoint`).
 */
export function createBackend(resolved: Resolution, deps: BackendDeps): Backend {
  if (resolved.kind !== "cli") checkEndpoint(deps.config, resolved.kind);
  const backend = protocolBackend(resolved, deps);
  return deps.config.debugLlmOutput ? withDebugOutput(backend, deps) : backend;
}

function protocolBackend(resolved: Resolution, deps: BackendDeps): Backend {
  const kind = resolved.kind;
  switch (kind) {
    case "cli":
      return createSubscriptionCliBackend(deps);
    case "vendor-a":
      return createMessagesApiBackend(requireKey(resolved), deps);
    case "vendor-b":
    case "vendor-c":
      return createChatCompletionsBackend(kind, requireKey(resolved), deps);
    default:
      throw new Error(`Unknown backend kind ${kind satisfies never}`);
  }
}

export interface OpenBackendExtra {
  /** The preference saved by `ctx install --setup` (from the keychain work). */
  saved?: SavedPreference;
  /** Keys found in the keychain or key file. */
  cachedKeys?: Partial<Record<VendorKind, string>>;
}

/**
 * Resolve (design.md §3) and build the backend. Looks for `CTX_CLI_BACKEND` on `config.path`.
 * A configured key the resolution leaves unused is said once (`note: …` on stderr), and so is a
 * saved key that goes to an endpoint a variable moved (`warning: …`). Throws
 * `BackendError("No LLM backend available")` when nothing applies.
 */
export async function openBackend(
  deps: BackendDeps,
  extra: OpenBackendExtra = {},
): Promise<{ backend: Backend; resolution: Resolution }> {
  const explained = explainResolution(await resolveInput(deps, extra));
  const resolution = explained.resolution;
  if (!resolution) throw explained.error!;
  const backend = createBackend(resolution, deps);
  await sayOnce(deps, explained.notices);
  const elsewhere = savedKeyElsewhere(deps.config, resolution);
  if (elsewhere) await sayOnce(deps, [elsewhere], "warning");
  return { backend, resolution };
}

/** The resolution told rule by rule, without building a backend or saying anything (status). */
export async function explainBackend(
  deps: Pick<BackendDeps, "config" | "run" | "output">,
  extra: OpenBackendExtra = {},
): Promise<Explanation> {
  return explainResolution(await resolveInput(deps, extra));
}

/** What the resolution reads: env keys, the saved choice and keys, the CLI on PATH. */
async function resolveInput(
  deps: Pick<BackendDeps, "config" | "run" | "output">,
  extra: OpenBackendExtra,
): Promise<ResolveInput> {
  const { config } = deps;
  // Without an explicit preference, use what `ctx install --setup` saved (keychain + file).
  if (extra.saved === undefined && extra.cachedKeys === undefined) {
    extra = await loadSavedBackend(deps);
  }
  const cliOnPath = (await which(config.cliBackend, config.path, config.os)) !== undefined;
  return {
    envKeys: {
      "vendor-a": config.vendorA.apiKey,
      "vendor-b": config.vendorB.apiKey,
      "vendor-c": config.vendorC.apiKey,
    },
    saved: extra.saved,
    cachedKeys: extra.cachedKeys,
    cliOnPath,
    cliProgram: config.cliBackend,
  };
}

/** Print every raw answer on stderr (`DEBUG_LLM_OUTPUT=1`); stdout stays the product. */
export function withDebugOutput(backend: Backend, deps: Pick<BackendDeps, "output">): Backend {
  return {
    kind: backend.kind,
    model: backend.model,
    label: backend.label,
    async complete(request) {
      const result = await backend.complete(request);
      deps.output.err(
        `--- raw answer from ${BACKEND_NAMES[backend.kind]}, model ${result.model} ---`,
      );
      deps.output.err(result.text);
      deps.output.err("--- end of raw answer ---");
      return result;
    },
  };
}

function requireKey(resolved: Resolution): string {
  if (resolved.apiKey === undefined || resolved.apiKey === "") {
    throw new BackendError(`No key for the ${resolved.kind} backend`, {
      hint: "run ctx install --setup",
    });
  }
  return resolved.apiKey;
}
