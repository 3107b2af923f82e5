/** Opening the OS keychain, or the key file when no keychain answers. */
import type { Deps } from "../deps.ts";
import type { Output } from "../output.ts";
import { credentialsPath, fileSecretStore } from "./_file.ts";
import { macosStore, probeSecurity } from "./_macos.ts";
import {
  type BusProbe,
  probeSecretTool,
  secretToolStore,
  sessionBusAddress,
} from "./_secret_tool.ts";
import { probePowershell, windowsStore } from "./_windows.ts";
import type { SecretStore } from "./types.ts";

/** What the keychain layer needs from `Deps`. */
export type KeychainDeps = Pick<Deps, "config" | "run" | "output">;

export interface OpenSecretStoreOptions {
  /** How long a keychain may take to answer the first call before the file is used. */
  probeTimeoutMs?: number;
  /** How long later calls may take (unlock prompts can be slow). */
  timeoutMs?: number;
  /** Test seam for the D-Bus socket fallback. */
  bus?: BusProbe;
}

/** Outputs already told that the key file is in use (say it once per process). */
const told = new WeakSet<Output>();

/**
 * Open the OS keychain when it answers, else the 0600 key file. The file store says once on
 * stderr, the first time a secret is read from it or written to it, that the file was used.
 */
export async function openSecretStore(
  deps: KeychainDeps,
  options: OpenSecretStoreOptions = {},
): Promise<SecretStore> {
  const keychain = await openKeychain(deps, options);
  if (keychain.store) return keychain.store;
  return fallbackStore(deps, keychain.reason);
}

/**
 * The OS keychain only, or the reason it is not available (for `forgetKey` and `ctx status`,
 * which must look at both places).
 */
export async function openKeychain(
  deps: KeychainDeps,
  options: OpenSecretStoreOptions = {},
): Promise<{ store?: SecretStore; reason: string }> {
  const { config, run } = deps;
  const probeTimeoutMs = options.probeTimeoutMs ?? 3000;
  const timeoutMs = options.timeoutMs ?? 20_000;
  if (config.keychain === "off") return { reason: "CTX_KEYCHAIN=off" };
  if (config.os === "darwin") {
    const opts = { run, timeoutMs };
    if (await probeSecurity({ run, timeoutMs: probeTimeoutMs })) {
      return { store: macosStore(opts), reason: "" };
    }
    return { reason: "the macOS Keychain did not answer" };
  }
  if (config.os === "windows") {
    // PowerShell itself takes a second or two to start.
    const opts = { run, timeoutMs };
    if (await probePowershell({ run, timeoutMs: Math.max(probeTimeoutMs, 10_000) })) {
      return { store: windowsStore(opts), reason: "" };
    }
    return { reason: "PowerShell did not answer" };
  }
  const busAddress = options.bus
    ? sessionBusAddress(config, options.bus)
    : sessionBusAddress(config);
  if (!busAddress) {
    return {
      reason: "no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS unset, no /run/user/<uid>/bus)",
    };
  }
  const base = { run, busAddress, busFromEnv: busAddress === config.dbusSessionBusAddress };
  if (await probeSecretTool({ ...base, timeoutMs: probeTimeoutMs })) {
    return { store: secretToolStore({ ...base, timeoutMs }), reason: "" };
  }
  return { reason: "secret-tool is missing or no Secret Service answered" };
}

/** The key file store, announcing itself once on stderr when used. */
export function fallbackStore(deps: KeychainDeps, reason: string): SecretStore {
  return fileSecretStore(deps.config, () => {
    if (told.has(deps.output)) return;
    told.add(deps.output);
    deps.output.err(
      `Using the key file "${credentialsPath(deps.config)}" (mode 0600): ${reason}`,
    );
  });
}
