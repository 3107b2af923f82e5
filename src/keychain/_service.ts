/** What every keychain store of ctx shares: its service name, and how a failed command is said. */
import { KeychainError } from "../errors.ts";
import type { RunResult } from "../process.ts";
import type { SecretName } from "./types.ts";

/** The service name every keychain entry of ctx is filed under. */
export const SERVICE = "ctx";

/**
 * The error of a keychain command that failed: what it could not do with `name` in `store`, and
 * the tool's own words (`detail`, its standard error by default) or its timeout.
 */
export function keychainFailure(
  store: { label: string; hint: string },
  what: string,
  name: SecretName,
  result: RunResult,
  detail: string = result.stderr.trim(),
): KeychainError {
  const said = result.timedOut ? "no answer (timed out)" : detail || `exit code ${result.code}`;
  return new KeychainError(`Cannot ${what} "${name}" in the ${store.label}: ${said}`, {
    hint: store.hint,
  });
}
