/**
 * Editing one client's config file for `ctx install`: read (bounded), merge our entry into
 * what is there, edit with the JSONC, TOML or YAML editor, write atomically after a backup; and the
 * change reports. A client that locks its own file while writing it (`lock`) is edited holding
 * that lock.
 */
import { dirname, join } from "node:path";
import { readRegularTextFile } from "../fsutil.ts";
import {
  type ChangeAction,
  type Client,
  type ClientChange,
  type ClientConfig,
  disabledWarning,
  type Entry,
  type JsonClient,
  MAX_CONFIG_BYTES,
  type OwnedClient,
  type RegisterOptions,
  SERVER_NAME,
  type ServerCommand,
  type TableClient,
} from "./clients.ts";
import { editJsonEntry, readJsonEntry, withoutEmptyMembers } from "./jsonc.ts";
import { editTomlEntry, readTomlEntry, renderTomlTable } from "./_toml.ts";
import { editYamlEntry, readYamlEntry, renderYamlEntry } from "./_yaml.ts";
import {
  removeEmptyFolders,
  removeOwnFile,
  withDirLock,
  withFileLock,
  writeConfigFile,
  writeUninstalled,
} from "./write.ts";

/**
 * A JSON client's file: read, merge our entry into what is there (or use `value`, an entry
 * merged earlier), edit, write; holding the client's own lock on the file when it has one.
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
    const done = await applyEdit(client, path, config, options, {
      original: text,
      text: result.text,
      changed: result.changed,
      present: result.existing !== undefined,
      detail,
    });
    return withWarnings(done, [
      ...(text !== undefined ? await client.fileWarnings?.(text, server) ?? [] : []),
      ...(entry ? [disabledWarning(client, entry, path)] : []),
    ]);
  };
  if (options.dryRun) return await edit();
  if (client.flock) return await withFileLock(join(dirname(path), client.flock), 10_000, edit);
  if (!client.lock) return await edit();
  return await withDirLock(`${path}.lock`, client.lock, edit);
}

/** The editor of one table of a file, by the file's format. */
const TABLE_EDITORS = {
  toml: { read: readTomlEntry, edit: editTomlEntry },
  yaml: { read: readYamlEntry, edit: editYamlEntry },
} as const;

/** A TOML or YAML client's file: our entry is one table (Codex's, Goose's). */
export async function editTable(
  client: TableClient,
  path: string,
  server: ServerCommand,
  config: ClientConfig,
  options: RegisterOptions,
): Promise<ClientChange> {
  const text = await readText(path, client.maxBytes);
  if (text === undefined && options.uninstall) {
    return change(client, path, "not registered", "file");
  }
  const editor = TABLE_EDITORS[client.format];
  const read = editor.read(text ?? "", client.table);
  if (!read.ok) return change(client, path, "malformed", "file", read.error);
  const entry = options.uninstall ? undefined : client.merge(read.existing, server, config);
  const edit = editor.edit(text ?? "", client.table, entry);
  if (!edit.ok) return change(client, path, "malformed", "file", edit.error);
  const done = await applyEdit(client, path, config, options, {
    original: text,
    text: edit.text,
    changed: edit.changed,
    present: edit.existing !== undefined,
    detail: entry
      ? (client.format === "toml"
        ? renderTomlTable(client.table, maskEnv(entry))
        : renderYamlEntry(client.table, maskEnv(entry)))?.trimEnd() ??
        `[${client.table.join(".")}] ${JSON.stringify(maskEnv(entry))}`
      : undefined,
  });
  return withWarnings(done, entry ? [disabledWarning(client, entry, path)] : []);
}

/** Our entry in a client's config text, or why the text cannot be read. */
export function readEntry(
  client: Client,
  text: string,
): { ok: true; existing: unknown } | { ok: false; error: string } {
  if (client.format === "owned") {
    const existing = client.parse(text);
    return existing ? { ok: true, existing } : { ok: false, error: NOT_OURS };
  }
  return client.format === "json"
    ? readJsonEntry(text, client.serversKey, SERVER_NAME)
    : TABLE_EDITORS[client.format].read(text, client.table);
}

/** `text` without our entry (the same text when it has none); undefined when it cannot be read. */
export function withoutEntry(client: JsonClient | TableClient, text: string): string | undefined {
  const edit = client.format === "json"
    ? editJsonEntry(text, client.serversKey, SERVER_NAME, undefined)
    : TABLE_EDITORS[client.format].edit(text, client.table, undefined);
  return edit.ok ? edit.text : undefined;
}

/** Why a file ctx owns is left alone: it is not as ctx wrote it. */
const NOT_OURS = "not as ctx wrote it (edited by hand?); hint: delete it, then run ctx install " +
  "again";

/**
 * A file that holds our entry alone: written whole (no backup: it is ctx's), deleted on
 * uninstall with the folder ctx made for it when that is left empty. A file there that is not as
 * ctx writes it is left untouched and reported as malformed.
 */
export async function editOwned(
  client: OwnedClient,
  path: string,
  server: ServerCommand,
  config: ClientConfig,
  options: RegisterOptions,
): Promise<ClientChange> {
  const text = await readText(path, client.maxBytes);
  const existing = text === undefined ? undefined : client.parse(text);
  if (text !== undefined && existing === undefined) {
    return change(client, path, "malformed", "file", NOT_OURS);
  }
  if (options.uninstall) {
    if (text === undefined) return change(client, path, "not registered", "file");
    if (!options.dryRun) await removeOwnFile(path);
    return change(client, path, "removed", "file");
  }
  const entry = client.merge(existing, server, config);
  const next = client.render(entry);
  if (text === next) return change(client, path, "unchanged", "file");
  const action = existing ? "updated" : "added";
  if (!options.dryRun) await writeConfigFile(path, next, false);
  return change(client, path, action, "file", JSON.stringify(maskEnv(entry)));
}

/** The common end of a config edit: report "unchanged", or write (unless a dry run) and report. */
async function applyEdit(
  client: JsonClient | TableClient,
  path: string,
  config: ClientConfig,
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
  if (options.uninstall && edit.original !== undefined) {
    const bare = client.format === "json"
      ? withoutEmptyMembers(edit.text, [client.serversKey])
      : undefined;
    const done = await writeUninstalled(path, edit.text, emptied(client, edit.text), bare);
    // A file ctx created, deleted: the folders made for it below the client's own go too.
    if (done === "deleted") {
      for (const marker of client.markers(config)) await removeEmptyFolders(dirname(path), marker);
    }
    const detail = done === "deleted"
      ? "the file held nothing else: deleted"
      : done === "restored"
      ? "the file is back to its original: its backup was deleted"
      : undefined;
    return change(client, path, action, "file", detail);
  }
  const original = edit.original !== undefined && !options.ctxOnly?.(path, edit.original);
  const backup = await writeConfigFile(path, edit.text, original);
  return { ...change(client, path, action, "file", edit.detail), ...(backup ? { backup } : {}) };
}

/** True when a config holds nothing but an empty servers object (no other key, no comment). */
function emptied(client: JsonClient | TableClient, text: string): boolean {
  const bare = text.replace(/\s+/g, "");
  if (client.format === "yaml") return bare === "";
  if (client.format === "toml") return bare === "" || bare === `[${client.table[0]}]`;
  return bare === "{}" || bare === `{${JSON.stringify(client.serversKey)}:{}}`;
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

/**
 * The text of a config file, or `undefined` when there is none; refused above `maxBytes`
 * (`TooLargeError`, also while reading: the assistant may be writing the file). Its bytes as they
 * are, a byte-order mark included (the file is written back).
 */
export async function readText(
  path: string,
  maxBytes = MAX_CONFIG_BYTES,
): Promise<string | undefined> {
  try {
    return await readRegularTextFile(path, maxBytes, { keepBom: true });
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return undefined;
    throw error;
  }
}
