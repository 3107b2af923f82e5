/**
 * Secrets (vendor keys, the team key) in the OS keychain — macOS `security`, Linux
 * `secret-tool`, Windows Credential Manager through PowerShell — or, when no keychain answers
 * within a short timeout or `CTX_KEYCHAIN=off`, in the 0600 file `$CTX_HOME/credentials.json`.
 * Every command goes through the injected `deps.run`, and secrets travel on stdin only.
 *
 * @example
 * const store = await openSecretStore(deps);
 * await store.set("vendor-a-api-key", key);
 * const { saved, cachedKeys } = await loadSavedBackend(deps);
 */
export * from "./types.ts";
export { credentialsPath, fileSecretStore } from "./_file.ts";
export { sessionBusAddress } from "./_secret_tool.ts";
export {
  fallbackStore,
  type KeychainDeps,
  openKeychain,
  openSecretStore,
  type OpenSecretStoreOptions,
} from "./_open.ts";
export {
  backendPreferencePath,
  forgetKey,
  loadSavedBackend,
  readSavedChoice,
  saveBackendChoice,
  type SavedBackend,
  type SavedKind,
  secretNameFor,
} from "./preference.ts";
