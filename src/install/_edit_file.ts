/**
 * Editing one client's config file for `ctx install`: read (bounded), merge our entry into
 * what is there, edit with the JSONC or TOML editor, write atomically after a backup; and the
 * change reports. Claude Code's file is edited holding Claude Code's own lock.
 */
import type { Deps } from "../deps.ts";
import { NOT_REGULAR_FILE } from "../fsutil.ts";
import {
  type Client,
  type ClientConfig,
  disabledWarning,
  type Entry,
  type JsonClient,
  MAX_CONFIG_BYTES,
  SERVER_NAME,
  type ServerCommand,
  type TomlClient,
} from "./clients.ts";
import { editJsonEntry, readJsonEntry } from "./_jsonc.ts";
import { editTomlEntry, readTomlEntry, renderTomlTable } from "./_toml.ts";
import { staleLocalEntries, staleLocalWarnings } from "./_claude.ts";
import { CLAUDE_LOCK, withDirLock, writeConfigFile } from "./_write.ts";

export type RegisterDeps = Pick<Deps, "config" | "run" | "self">;

export type ChangeAction =
  | "added"
  | "updated"
  | "removed"
  | "unchanged"
  | "not registered"
  | "malformed"
  | "failed";

export interface ClientChange {
  /** Human name, e.g. `Cursor`. */
  client: string;
  id: string;
  path: string;
  action: ChangeAction;
  /** How the change is made: by editing the file or through the client's own CLI. */
  via: "file" | "cli";
  /** What was (or would be) written or run, or why it failed. Never contains a key. */
  detail?: string;
  /** The backup made before the first change, when one was made now. */
  backup?: string;
  /** Problems the user should fix by hand (e.g. a stale local-scope entry hiding ours). */
  warnings?: string[];
}

export interface RegisterOptions {
  uninstall?: boolean;
  /** Plan only: write nothing, run nothing. */
  dryRun?: boolean;
}

/**
 * A JSON client's file: read, merge our entry into what is there (or use `value`, an entry
 * merged earlier), edit, write. Claude Code's file is edited holding Claude Code's own lock.
 */
export async function editJson(
  client: JsonClient,
  path: string,
  server: ServerCommand,
  config: ClientConfig,
  options: RegisterOptions,
  value?: Entry,
): Promise<ClientChange> {
  const edit = async () => {
    const text = await readText(path, client.maxBytes);
    if (text === undefined && options.uninstall) {
      return change(client, path, "not registered", "file");
    }
    let entry: Entry | undefined;
    if (!options.uninstall) {
      const read = readJsonEntry(text ?? "{}", client.serversKey, SERVER_NAME);
      if (!read.ok) return change(client, path, "malformed", "file", read.error);
      entry = value ?? client.merge(asEntry(read.existing), server, config);
    }
    const result = editJsonEntry(text ?? "", client.serversKey, SERVER_NAME, entry);
    if (!result.ok) return change(client, path, "malformed", "file", result.error);
    const detail = entry ? `"${SERVER_NAME}": ${JSON.stringify(maskEnv(entry))}` : undefined;
    const done = await applyEdit(client, path, options, {
      original: text,
      text: result.text,
      changed: result.changed,
      present: result.existing !== undefined,
      detail,
    });
    return withWarnings(done, [
      ...(client.cli === "claude" && text !== undefined ? staleWarnings(text, server) : []),
      ...(entry ? [disabledWarning(client, entry, path)] : []),
    ]);
  };
  if (client.cli !== "claude" || options.dryRun) return await edit();
  return await withDirLock(`${path}.lock`, CLAUDE_LOCK, edit);
}

export async function editToml(
  client: TomlClient,
  path: string,
  server: ServerCommand,
  config: ClientConfig,
  options: RegisterOptions,
): Promise<ClientChange> {
  const text = await readText(path, client.maxBytes);
  if (text === undefined && options.uninstall) {
    return change(client, path, "not registered", "file");
  }
  const read = readTomlEntry(text ?? "", client.table);
  if (!read.ok) return change(client, path, "malformed", "file", read.error);
  const entry = options.uninstall ? undefined : client.merge(read.existing, server, config);
  const edit = editTomlEntry(text ?? "", client.table, entry);
  if (!edit.ok) return change(client, path, "malformed", "file", edit.error);
  const done = await applyEdit(client, path, options, {
    original: text,
    text: edit.text,
    changed: edit.changed,
    present: edit.existing !== undefined,
    detail: entry
      ? renderTomlTable(client.table, maskEnv(entry))?.trimEnd() ??
        `[${client.table.join(".")}] ${JSON.stringify(maskEnv(entry))}`
      : undefined,
  });
  return withWarnings(done, entry ? [disabledWarning(client, entry, path)] : []);
}

/** The common end of a config edit: report "unchanged", or write (unless a dry run) and report. */
async function applyEdit(
  client: JsonClient | TomlClient,
  path: string,
  options: RegisterOptions,
  edit: {
    original: string | undefined;
    text: string;
    changed: boolean;
    present: boolean;
    detail: string | undefined;
  },
): Promise<ClientChange> {
  if (!edit.changed) {
    return change(client, path, options.uninstall ? "not registered" : "unchanged", "file");
  }
  const action = options.uninstall ? "removed" : edit.present ? "updated" : "added";
  if (options.dryRun) return change(client, path, action, "file", edit.detail);
  const backup = await writeConfigFile(path, edit.text, edit.original !== undefined);
  return { ...change(client, path, action, "file", edit.detail), ...(backup ? { backup } : {}) };
}

/** Claude Code's stale local-scope entries in `text`, as warnings. */
export function staleWarnings(text: string, server: ServerCommand): string[] {
  return staleLocalWarnings(staleLocalEntries(text, server));
}

export function withWarnings(
  result: ClientChange,
  warnings: Array<string | undefined>,
): ClientChange {
  const found = warnings.filter((w): w is string => w !== undefined);
  return found.length ? { ...result, warnings: found } : result;
}

export function change(
  client: Client,
  path: string,
  action: ChangeAction,
  via: "file" | "cli",
  detail?: string,
): ClientChange {
  return { client: client.name, id: client.id, path, action, via, ...(detail ? { detail } : {}) };
}

export function asEntry(value: unknown): Entry | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? value as Entry
    : undefined;
}

/** `env` values may be keys: details show the names only. */
function maskEnv(entry: Entry): Entry {
  const env = entry["env"];
  if (typeof env !== "object" || env === null || Array.isArray(env)) return entry;
  return { ...entry, env: Object.fromEntries(Object.keys(env).map((k) => [k, "…"])) };
}

/** A config file above its size limit: refused, not read. */
export class TooLargeError extends Error {}

/** The text of a config file, or `undefined` when there is none; refused above `maxBytes`. */
export async function readText(
  path: string,
  maxBytes = MAX_CONFIG_BYTES,
): Promise<string | undefined> {
  try {
    const st = await Deno.stat(path);
    // A FIFO (size 0) would block the read forever, a device never end.
    if (!st.isFile) throw new Error(NOT_REGULAR_FILE);
    if (st.size > maxBytes) {
      throw new TooLargeError(`the file is larger than ${maxBytes / 1024 / 1024} MiB`);
    }
    return await Deno.readTextFile(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return undefined;
    throw error;
  }
}
