/**
 * The backend preference saved by `ctx install --setup`: the choice in `$CTX_HOME/backend.json`
 * (never the key), the key in the keychain — or in the 0600 key file when no keychain answers.
 * The backend resolver consumes `loadSavedBackend()`'s `saved` and `cachedKeys`.
 */
import { join } from "node:path";
import { z } from "zod";
import type { Config } from "../config/mod.ts";
import { errorMessage } from "../errors.ts";
import { writeFileAtomic } from "../store/mod.ts";
import { credentialsPath } from "./_file.ts";
import { fallbackStore, type KeychainDeps, openKeychain, openSecretStore } from "./_open.ts";
import type { SecretName, SecretStore } from "./types.ts";
import { readJsonFile } from "./_json_file.ts";
import { exists } from "../fsutil.ts";

const VENDORS = ["vendor-a", "vendor-b", "vendor-c"] as const;
type Vendor = typeof VENDORS[number];

/** What the wizard can save. */
export type SavedKind = "cli" | Vendor | "skip";

const PreferenceFile = z.object({
  version: z.literal(1),
  backend: z.enum(["cli", ...VENDORS, "skip"]),
  /** Vendors whose key was saved (names only), so loading asks the keychain only for those. */
  keys: z.array(z.enum(VENDORS)).default([]),
});
type PreferenceFile = z.infer<typeof PreferenceFile>;

export interface SavedBackend {
  saved?: { kind: SavedKind; key?: string };
  cachedKeys: Partial<Record<Vendor, string>>;
  /** Where `saved.key` came from. */
  keySource?: "keychain" | "file";
  /** Where each cached key came from (for `ctx status`). */
  keySources: Partial<Record<Vendor, "keychain" | "file">>;
}

/** `$CTX_HOME/backend.json`. */
export function backendPreferencePath(config: Pick<Config, "ctxHome">): string {
  return join(config.ctxHome, "backend.json");
}

/** The keychain entry that holds a vendor's key. */
export function secretNameFor(vendor: Vendor): SecretName {
  return `${vendor}-api-key`;
}

/**
 * Read the saved choice and every cached vendor key. Touches no keychain when nothing was
 * ever saved, so commands stay fast on a fresh machine. A malformed `backend.json` is
 * reported on stderr and ignored.
 *
 * @example
 * const { saved, cachedKeys } = await loadSavedBackend(deps);
 * await openBackend(deps, { saved, cachedKeys });
 */
export async function loadSavedBackend(deps: KeychainDeps): Promise<SavedBackend> {
  const pref = await readPreference(deps);
  const hasFile = await exists(credentialsPath(deps.config));
  const wanted: readonly Vendor[] = pref ? pref.keys : hasFile ? VENDORS : [];
  const cachedKeys: Partial<Record<Vendor, string>> = {};
  const sources: Partial<Record<Vendor, "keychain" | "file">> = {};
  if (wanted.length > 0) {
    const opened = pref && pref.keys.length > 0 ? await openKeychain(deps) : undefined;
    const keychain = opened?.store;
    const file = fallbackStore(deps, opened?.reason || "the key is not in the keychain");
    for (const vendor of wanted) {
      const name = secretNameFor(vendor);
      // A locked or broken keychain must not stop a run that has other ways to a backend.
      const fromKeychain = keychain
        ? await keychain.get(name).catch((error) => {
          deps.output.err(`warning: ${errorMessage(error)}`);
          return undefined;
        })
        : undefined;
      const value = fromKeychain ?? (hasFile ? await file.get(name) : undefined);
      if (value === undefined) continue;
      cachedKeys[vendor] = value;
      sources[vendor] = fromKeychain !== undefined ? "keychain" : "file";
    }
  }
  const keySources = sources;
  if (!pref) return { cachedKeys, keySources };
  const kind = pref.backend;
  if (kind === "cli" || kind === "skip") return { saved: { kind }, cachedKeys, keySources };
  const key = cachedKeys[kind];
  if (key === undefined) return { saved: { kind }, cachedKeys, keySources };
  return { saved: { kind, key }, cachedKeys, keySources, ...sourceOf(sources[kind]) };
}

function sourceOf(source: "keychain" | "file" | undefined): Pick<SavedBackend, "keySource"> {
  return source ? { keySource: source } : {};
}

/**
 * Save the wizard's choice: the key (if any) in the keychain or the key file, the choice in
 * `backend.json`. When the keychain took the key, a stale copy in the key file is removed.
 */
export async function saveBackendChoice(
  deps: KeychainDeps,
  choice: { kind: SavedKind; key?: string },
): Promise<{ store?: SecretStore }> {
  const pref = await readPreference(deps);
  const keys = new Set<Vendor>(pref?.keys ?? []);
  let store: SecretStore | undefined;
  if (choice.key !== undefined && isVendor(choice.kind)) {
    store = await openSecretStore(deps);
    const name = secretNameFor(choice.kind);
    await store.set(name, choice.key);
    if (store.kind === "keychain") await fallbackStore(deps, "").delete(name);
    keys.add(choice.kind);
  }
  await writePreference(deps.config, {
    version: 1,
    backend: choice.kind,
    keys: VENDORS.filter((v) => keys.has(v)),
  });
  return store ? { store } : {};
}

/**
 * Delete a vendor's saved key from the keychain and from the key file. Returns a description
 * of each place it was removed from (empty when there was nothing to remove).
 */
export async function forgetKey(deps: KeychainDeps, vendor: Vendor): Promise<string[]> {
  const name = secretNameFor(vendor);
  const removed: string[] = [];
  const { store } = await openKeychain(deps);
  if (store && (await store.delete(name))) removed.push(store.label);
  const file = fallbackStore(deps, "");
  if (await file.delete(name)) removed.push(file.label);
  const pref = await readPreference(deps);
  if (pref && pref.keys.includes(vendor)) {
    await writePreference(deps.config, { ...pref, keys: pref.keys.filter((v) => v !== vendor) });
  }
  return removed;
}

/** The saved choice without touching any keychain (for `ctx status`). */
export async function readSavedChoice(deps: KeychainDeps): Promise<SavedKind | undefined> {
  return (await readPreference(deps))?.backend;
}

async function readPreference(deps: KeychainDeps): Promise<PreferenceFile | undefined> {
  const path = backendPreferencePath(deps.config);
  const found = await readJsonFile(path, PreferenceFile);
  if (found.state === "unreadable") {
    deps.output.err(`Cannot read "${path}": ${found.error} (ignored)`);
  } else if (found.state === "invalid") {
    deps.output.err(
      `Cannot read "${path}": not a saved backend choice (ignored; run ctx install --setup)`,
    );
  }
  return found.state === "read" ? found.value : undefined;
}

async function writePreference(config: Pick<Config, "ctxHome">, pref: PreferenceFile) {
  await writeFileAtomic(backendPreferencePath(config), `${JSON.stringify(pref, null, 2)}\n`, {
    mode: 0o600,
  });
}

function isVendor(kind: SavedKind): kind is Vendor {
  return (VENDORS as readonly string[]).includes(kind);
}
