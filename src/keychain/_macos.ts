/**
 * macOS Keychain (generic passwords) through `security`. Reading and deleting put only the
 * service and account on argv; saving runs `security -i` with the command on stdin so the
 * secret never appears in the process list.
 */
import type { CommandRunner, RunResult } from "../process.ts";
import { KeychainError } from "../errors.ts";
import type { SecretName, SecretStore } from "./types.ts";
import { keychainFailure, SERVICE } from "./_service.ts";

const LABEL = "macOS Keychain (security)";
const STORE = {
  label: LABEL,
  hint: "unlock the keychain, or set CTX_KEYCHAIN=off to use the key file",
};
/** `security` exits 44 when the item does not exist. */
const NOT_FOUND = 44;

export interface SecurityOptions {
  run: CommandRunner;
  timeoutMs: number;
}

/** A `SecretStore` over the macOS `security` tool. */
export function macosStore(options: SecurityOptions): SecretStore {
  const call = (args: string[], stdin?: string): Promise<RunResult> =>
    options.run("security", args, {
      ...(stdin === undefined ? {} : { stdin }),
      timeoutMs: options.timeoutMs,
    });
  const get = async (name: SecretName): Promise<string | undefined> => {
    const result = await call(["find-generic-password", "-s", SERVICE, "-a", name, "-w"]);
    if (result.code === 0) {
      const value = result.stdout.endsWith("\n") ? result.stdout.slice(0, -1) : result.stdout;
      return value || undefined;
    }
    if (result.code === NOT_FOUND) return undefined;
    throw keychainFailure(STORE, "read", name, result);
  };
  return {
    kind: "keychain",
    label: LABEL,
    get,
    async set(name, value) {
      const result = await call(["-i"], securityCommandLine(name, value));
      // `security -i` does not always report a failed command in its exit code: read it back.
      if (result.code !== 0 || (await get(name)) !== value) {
        throw keychainFailure(STORE, "save", name, result);
      }
    },
    async delete(name) {
      const result = await call(["delete-generic-password", "-s", SERVICE, "-a", name]);
      if (result.code === 0) return true;
      if (result.code === NOT_FOUND) return false;
      throw keychainFailure(STORE, "delete", name, result);
    },
  };
}

/** The line fed to `security -i` to add or update a generic password. */
export function securityCommandLine(name: SecretName, value: string): string {
  if (!/^[\x21-\x7e]+$/.test(value) || /["\\]/.test(value)) {
    // `security -i` splits its input like a shell; refuse what it could mangle.
    throw new KeychainError(
      `Cannot save "${name}" in the ${LABEL}: the key has spaces, quotes or backslashes`,
      { hint: "check the key, or set CTX_KEYCHAIN=off to use the key file" },
    );
  }
  return `add-generic-password -U -s ${SERVICE} -a ${name} -l "ctx ${name}" -w "${value}"\n`;
}

/** True when `security` answers within the timeout. */
export async function probeSecurity(options: SecurityOptions): Promise<boolean> {
  try {
    const result = await options.run("security", ["default-keychain"], {
      timeoutMs: options.timeoutMs,
    });
    return !result.timedOut && result.code === 0;
  } catch {
    return false;
  }
}
