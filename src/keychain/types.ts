/** The secret store interface; implementations live in this folder (see `mod.ts`). */

/** Names of the secrets ctx keeps. */
export const SECRET_NAMES = [
  "vendor-a-api-key",
  "vendor-b-api-key",
  "vendor-c-api-key",
  "team-api-key",
] as const;
export type SecretName = typeof SECRET_NAMES[number];

export interface SecretStore {
  /** Where secrets go: `keychain` (OS) or `file` (0600 fallback in CTX_HOME). */
  readonly kind: "keychain" | "file";
  /** Human description, e.g. `Linux Secret Service (secret-tool)`. */
  readonly label: string;
  get(name: SecretName): Promise<string | undefined>;
  set(name: SecretName, value: string): Promise<void>;
  /** Returns true when something was deleted. */
  delete(name: SecretName): Promise<boolean>;
}
