/**
 * Linux Secret Service through `secret-tool` (libsecret). The secret travels on stdin, never
 * on argv. `secret-tool lookup` prints the secret with no newline when stdout is a pipe, but
 * some versions add one: we write without a newline and strip exactly one on read.
 */
import { existsSync } from "node:fs";
import type { Config } from "../config/mod.ts";
import type { CommandRunner, RunResult } from "../process.ts";
import type { SecretName, SecretStore } from "./types.ts";
import { keychainFailure, SERVICE } from "./_service.ts";

export interface BusProbe {
  /** Current user id (`Deno.uid()`), null on Windows. */
  uid: number | null;
  exists: (path: string) => boolean;
}

/**
 * The D-Bus session bus to use: the configured `DBUS_SESSION_BUS_ADDRESS`, else the standard
 * per-user socket `/run/user/<uid>/bus` when it exists (MCP clients that filter the environment
 * drop the variable, but the bus is still there).
 */
export function sessionBusAddress(
  config: Pick<Config, "dbusSessionBusAddress">,
  probe: BusProbe = { uid: Deno.uid(), exists: existsSync },
): string | undefined {
  if (config.dbusSessionBusAddress) return config.dbusSessionBusAddress;
  if (probe.uid === null) return undefined;
  const socket = `/run/user/${probe.uid}/bus`;
  return probe.exists(socket) ? `unix:path=${socket}` : undefined;
}

export interface SecretToolOptions {
  run: CommandRunner;
  /** The bus address to hand the child when the environment lacks one. */
  busAddress: string | undefined;
  /** True when `busAddress` came from the environment (no need to pass it again). */
  busFromEnv: boolean;
  timeoutMs: number;
}

const LABEL = "Linux Secret Service (secret-tool)";
const STORE = {
  label: LABEL,
  hint: "unlock the keyring, or set CTX_KEYCHAIN=off to use the key file",
};

/** A `SecretStore` over `secret-tool`. */
export function secretToolStore(options: SecretToolOptions): SecretStore {
  const call = (args: string[], stdin?: string): Promise<RunResult> =>
    runSecretTool(options, args, stdin);
  const attrs = (name: SecretName) => ["service", SERVICE, "account", name];
  return {
    kind: "keychain",
    label: LABEL,
    async get(name) {
      const result = await call(["lookup", ...attrs(name)]);
      if (result.code === 0) return stripOneNewline(result.stdout) || undefined;
      if (result.code === 1 && result.stderr.trim() === "") return undefined;
      throw keychainFailure(STORE, "read", name, result);
    },
    async set(name, value) {
      const result = await call(["store", `--label=ctx ${name}`, ...attrs(name)], value);
      if (result.code !== 0) throw keychainFailure(STORE, "save", name, result);
    },
    async delete(name) {
      // `clear` exits 0 whether or not something matched: look first to report honestly.
      const existing = await this.get(name);
      if (existing === undefined) return false;
      const result = await call(["clear", ...attrs(name)]);
      if (result.code !== 0) throw keychainFailure(STORE, "delete", name, result);
      return true;
    },
  };
}

/** True when `secret-tool` answers a lookup (found or not found) within the timeout. */
export async function probeSecretTool(options: SecretToolOptions): Promise<boolean> {
  try {
    const result = await runSecretTool(options, [
      "lookup",
      "service",
      SERVICE,
      "account",
      "ctx-probe",
    ]);
    if (result.timedOut) return false;
    return result.code === 0 || (result.code === 1 && result.stderr.trim() === "");
  } catch {
    // Not installed (NotFound) or not runnable.
    return false;
  }
}

function runSecretTool(
  options: SecretToolOptions,
  args: string[],
  stdin?: string,
): Promise<RunResult> {
  const env = !options.busFromEnv && options.busAddress
    ? { DBUS_SESSION_BUS_ADDRESS: options.busAddress }
    : undefined;
  return options.run("secret-tool", args, {
    ...(stdin === undefined ? {} : { stdin }),
    ...(env ? { env } : {}),
    timeoutMs: options.timeoutMs,
  });
}

function stripOneNewline(text: string): string {
  return text.endsWith("\n") ? text.slice(0, -1) : text;
}
