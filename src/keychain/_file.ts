/**
 * The fallback secret store: `$CTX_HOME/credentials.json`, mode 0600, written atomically.
 * Used when no OS keychain answers or `CTX_KEYCHAIN=off`.
 */
import { join } from "node:path";
import { z } from "zod";
import type { Config } from "../config/mod.ts";
import { KeychainError } from "../errors.ts";
import { writeFileAtomic } from "../store/mod.ts";
import type { SecretName, SecretStore } from "./types.ts";
import { readJsonFile } from "./_json_file.ts";

const CredentialsFile = z.record(z.string(), z.string());

/** Path of the key file fallback. */
export function credentialsPath(config: Pick<Config, "ctxHome">): string {
  return join(config.ctxHome, "credentials.json");
}

/**
 * A `SecretStore` over the 0600 key file. `onUse` is called the first time a secret is written
 * to the file (at setup, `ctx auth`), so the caller can say once where the key went. Reading a
 * key says nothing: every command reads it, and `ctx status` shows where keys come from.
 */
export function fileSecretStore(
  config: Pick<Config, "ctxHome">,
  onUse: () => void = () => {},
): SecretStore {
  const path = credentialsPath(config);
  let used = false;
  const use = () => {
    if (!used) onUse();
    used = true;
  };
  const read = async (): Promise<Record<string, string>> => {
    const found = await readJsonFile(path, CredentialsFile);
    if (found.state === "missing") return {};
    if (found.state === "unreadable") {
      throw new KeychainError(`Cannot read "${path}": ${found.error}`, {
        hint: "check the file's permissions",
      });
    }
    if (found.state === "invalid") {
      throw new KeychainError(`Cannot read "${path}": not a JSON object of strings`, {
        hint: "delete the file and run ctx install --setup again",
      });
    }
    return found.value;
  };
  const write = async (data: Record<string, string>): Promise<void> => {
    // keepMode false: even a file someone loosened goes back to 0600.
    await writeFileAtomic(path, `${JSON.stringify(data, null, 2)}\n`, {
      mode: 0o600,
      keepMode: false,
    });
  };
  return {
    kind: "file",
    label: `key file "${path}" (mode 0600)`,
    async get(name: SecretName) {
      return (await read())[name];
    },
    async set(name: SecretName, value: string) {
      const data = await read();
      data[name] = value;
      await write(data);
      use();
    },
    async delete(name: SecretName) {
      const data = await read();
      if (!(name in data)) return false;
      delete data[name];
      if (Object.keys(data).length === 0) {
        await Deno.remove(path).catch(() => {});
      } else {
        await write(data);
      }
      return true;
    },
  };
}
