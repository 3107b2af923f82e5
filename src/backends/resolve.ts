/**
 * Which backend to use, decided once, purely (design.md §3), first rule that applies:
 * 1. the preference saved by `ctx install --setup`, when its key is present (an env key for that
 *    vendor overrides the saved key for this process); a saved `cli` applies when the CLI is on
 *    PATH;
 * 2. `VENDORA_API_KEY`, `VENDORB_API_KEY`, `VENDORC_API_KEY`, in that order;
 * 3. keys cached in the keychain/file by an earlier setup, same order;
 * 4. the subscription CLI, when its program is on PATH;
 * 5. otherwise `No LLM backend available`.
 * A saved `skip` means: no backend unless an env key is set (rules 3 and 4 do not apply).
 */
import { BackendError, ERROR_CODES } from "../errors.ts";
import {
  BACKEND_NAMES,
  type BackendKind,
  KEY_VARIABLES,
  VENDOR_KINDS,
  type VendorKind,
} from "./types.ts";

/** The choice saved by `ctx install --setup`, with its key when the keychain holds one. */
export interface SavedPreference {
  kind: BackendKind | "skip";
  key?: string;
}

export interface ResolveInput {
  /** Keys from the environment (`config.vendorA.apiKey`, …). */
  envKeys: Partial<Record<VendorKind, string>>;
  saved?: SavedPreference;
  /** Keys found in the keychain or key file. */
  cachedKeys?: Partial<Record<VendorKind, string>>;
  /** Whether the subscription CLI program is on PATH. */
  cliOnPath: boolean;
  /** Its name, for the reason text (`CTX_CLI_BACKEND`, default `claude`). */
  cliProgram?: string;
}

export interface Resolution {
  kind: BackendKind;
  /** Set for the vendor kinds; never printed. */
  apiKey?: string;
  /** Why this backend, for `ctx status`, e.g. `VENDORB_API_KEY is set`. */
  reason: string;
  /** The rule of design.md §3 that chose it. */
  rule: 1 | 2 | 3 | 4;
}

/**
 * Apply the resolution order to `input`. Throws `BackendError("No LLM backend available")`
 * (exit code 3, hint `run ctx install --setup`) when nothing applies.
 *
 * @example
 * resolveBackend({ envKeys: { "vendor-b": key }, cliOnPath: true });
 * // { kind: "vendor-b", apiKey: key, reason: "VENDORB_API_KEY is set", rule: 2 }
 */
export function resolveBackend(input: ResolveInput): Resolution {
  const program = input.cliProgram ?? "claude";
  const saved = input.saved;
  if (saved !== undefined && saved.kind !== "skip") {
    const fromSaved = savedPreference(saved.kind, saved.key, input, program);
    if (fromSaved) return fromSaved;
  }
  for (const vendor of VENDOR_KINDS) {
    const key = present(input.envKeys[vendor]);
    if (key) {
      return { kind: vendor, apiKey: key, reason: `${KEY_VARIABLES[vendor]} is set`, rule: 2 };
    }
  }
  if (saved?.kind === "skip") {
    throw new BackendError("No LLM backend available", {
      code: ERROR_CODES.backendNone,
      exitCode: 3,
      hint: "run ctx install --setup (backend setup was skipped), or set VENDORA_API_KEY",
    });
  }
  for (const vendor of VENDOR_KINDS) {
    const key = present(input.cachedKeys?.[vendor]);
    if (key) {
      return {
        kind: vendor,
        apiKey: key,
        reason: `the ${BACKEND_NAMES[vendor]} key saved by ctx install --setup`,
        rule: 3,
      };
    }
  }
  if (input.cliOnPath) return { kind: "cli", reason: `"${program}" is on PATH`, rule: 4 };
  throw new BackendError("No LLM backend available", {
    code: ERROR_CODES.backendNone,
    exitCode: 3,
    hint: "run ctx install --setup",
  });
}

function savedPreference(
  kind: BackendKind,
  savedKey: string | undefined,
  input: ResolveInput,
  program: string,
): Resolution | undefined {
  if (kind === "cli") {
    if (!input.cliOnPath) return undefined;
    return { kind, reason: `saved preference: ${BACKEND_NAMES.cli} "${program}"`, rule: 1 };
  }
  const envKey = present(input.envKeys[kind]);
  if (envKey) {
    return {
      kind,
      apiKey: envKey,
      reason: `saved preference: ${BACKEND_NAMES[kind]}, key from ${KEY_VARIABLES[kind]}`,
      rule: 1,
    };
  }
  const key = present(savedKey) ?? present(input.cachedKeys?.[kind]);
  if (!key) return undefined;
  return {
    kind,
    apiKey: key,
    reason: `saved preference: ${BACKEND_NAMES[kind]}, key saved by ctx install --setup`,
    rule: 1,
  };
}

function present(key: string | undefined): string | undefined {
  return key !== undefined && key.trim() !== "" ? key : undefined;
}
