/**
 * Register (or unregister) the ctx MCP server with every client found in the home directory.
 * Merge, never clobber: only our entry changes; comments and other servers stay byte for byte;
 * a malformed file is reported and left untouched; nothing is written when nothing changes.
 */
import type { Deps } from "../deps.ts";
import { errorMessage } from "../errors.ts";
import { which } from "../process.ts";
import {
  type Client,
  type ClientConfig,
  CLIENTS,
  type Entry,
  type JsonClient,
  SERVER_NAME,
  type ServerCommand,
  type TomlClient,
} from "./clients.ts";
import { editJsonEntry, readJsonEntry, sameValue } from "./_jsonc.ts";
import { editTomlEntry, readTomlEntry, renderTomlTable } from "./_toml.ts";
import {
  claudeAddArgs,
  describeClaudeArgs,
  staleLocalEntries,
  staleLocalWarnings,
} from "./_claude.ts";
import { backupOriginal, exists, writeConfigFile } from "./_write.ts";

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

/** Config files larger than this are not editor configs: refused, not read whole. */
const MAX_CONFIG_BYTES = 16 * 1024 * 1024;

/** The command every client gets: this ctx, with `mcp` appended. */
export function serverCommand(self: Deps["self"]): ServerCommand {
  return { command: self.command, args: [...self.args, "mcp"] };
}

/** The clients whose config dir exists. */
export async function foundClients(config: Deps["config"]): Promise<Client[]> {
  const found: Client[] = [];
  for (const client of CLIENTS) {
    for (const marker of client.markers(config)) {
      if (await exists(marker)) {
        found.push(client);
        break;
      }
    }
  }
  return found;
}

/** Add (or with `uninstall`, remove) our entry in every client found. */
export async function registerClients(
  deps: RegisterDeps,
  options: RegisterOptions = {},
): Promise<ClientChange[]> {
  const server = serverCommand(deps.self);
  const claude = await which("claude", deps.config.path, deps.config.os);
  const changes: ClientChange[] = [];
  for (const client of await foundClients(deps.config)) {
    const path = client.file(deps.config);
    try {
      let result: ClientChange;
      if (client.format === "toml") {
        result = await editToml(client, path, server, deps.config, options);
      } else if (client.cli === "claude" && claude) {
        result = await viaClaudeCli(deps, client, path, server, claude, options);
      } else {
        result = await editJson(client, path, server, deps.config, options);
      }
      changes.push(await withClaudeWarnings(client, path, server, result));
    } catch (error) {
      changes.push(change(client, path, "failed", "file", errorMessage(error)));
    }
  }
  return changes;
}

export interface ClientRegistration {
  client: string;
  id: string;
  path: string;
  registered: boolean;
  /** Set when the file could not be read or parsed. */
  error?: string;
  /** Problems to fix by hand (a stale local-scope Claude Code entry). */
  warnings?: string[];
}

/**
 * Which clients found in the home directory have the `ctx` entry (for `ctx status`), and
 * stale Claude Code local-scope entries (compared with `self`). Reads only; runs nothing.
 */
export async function registeredClients(
  deps: Pick<Deps, "config" | "self">,
): Promise<ClientRegistration[]> {
  const server = serverCommand(deps.self);
  const result: ClientRegistration[] = [];
  for (const client of await foundClients(deps.config)) {
    const path = client.file(deps.config);
    const base = { client: client.name, id: client.id, path };
    const text = await readText(path).catch((error) => new Error(errorMessage(error)));
    if (text instanceof Error) {
      result.push({ ...base, registered: false, error: text.message });
      continue;
    }
    if (text === undefined) {
      result.push({ ...base, registered: false });
      continue;
    }
    const read = client.format === "toml"
      ? readTomlEntry(text, client.table)
      : readJsonEntry(text, client.serversKey, SERVER_NAME);
    if (!read.ok) {
      result.push({ ...base, registered: false, error: read.error });
      continue;
    }
    const entry = asEntry(read.existing);
    const warnings = [
      ...(client.format === "json" && client.cli === "claude"
        ? staleLocalWarnings(staleLocalEntries(text, server))
        : []),
      ...(entry ? client.check?.(entry, deps.config) ?? [] : []),
    ];
    result.push({
      ...base,
      registered: read.existing !== undefined,
      ...(warnings.length ? { warnings } : {}),
    });
  }
  return result;
}

async function editJson(
  client: JsonClient,
  path: string,
  server: ServerCommand,
  config: ClientConfig,
  options: RegisterOptions,
  value?: Entry,
): Promise<ClientChange> {
  const text = await readText(path);
  if (text === undefined && options.uninstall) {
    return change(client, path, "not registered", "file");
  }
  let entry: Entry | undefined;
  if (!options.uninstall) {
    const read = readJsonEntry(text ?? "{}", client.serversKey, SERVER_NAME);
    if (!read.ok) return change(client, path, "malformed", "file", read.error);
    entry = value ?? client.merge(asEntry(read.existing), server, config);
  }
  const edit = editJsonEntry(text ?? "", client.serversKey, SERVER_NAME, entry);
  if (!edit.ok) return change(client, path, "malformed", "file", edit.error);
  const detail = entry ? `"${SERVER_NAME}": ${JSON.stringify(maskEnv(entry))}` : undefined;
  return await applyEdit(client, path, options, {
    original: text,
    text: edit.text,
    changed: edit.changed,
    present: edit.existing !== undefined,
    detail,
  });
}

async function editToml(
  client: TomlClient,
  path: string,
  server: ServerCommand,
  config: ClientConfig,
  options: RegisterOptions,
): Promise<ClientChange> {
  const text = await readText(path);
  if (text === undefined && options.uninstall) {
    return change(client, path, "not registered", "file");
  }
  const read = readTomlEntry(text ?? "", client.table);
  if (!read.ok) return change(client, path, "malformed", "file", read.error);
  const entry = options.uninstall ? undefined : client.merge(read.existing, server, config);
  const edit = editTomlEntry(text ?? "", client.table, entry);
  if (!edit.ok) return change(client, path, "malformed", "file", edit.error);
  return await applyEdit(client, path, options, {
    original: text,
    text: edit.text,
    changed: edit.changed,
    present: edit.existing !== undefined,
    detail: entry
      ? renderTomlTable(client.table, maskEnv(entry))?.trimEnd() ??
        `[${client.table.join(".")}] ${JSON.stringify(maskEnv(entry))}`
      : undefined,
  });
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

/**
 * Claude Code through its CLI: the entry is read from `~/.claude.json` first, so what the user
 * added to it (`env`, `timeout`) is re-added with `add-json`. When the CLI fails (old version,
 * broken install), the file is edited directly with the same entry.
 */
async function viaClaudeCli(
  deps: RegisterDeps,
  client: JsonClient,
  path: string,
  server: ServerCommand,
  claude: string,
  options: RegisterOptions,
): Promise<ClientChange> {
  const text = await readText(path);
  const read = readJsonEntry(text ?? "{}", client.serversKey, SERVER_NAME);
  if (!read.ok) return change(client, path, "malformed", "cli", read.error);
  const existing = asEntry(read.existing);
  const remove = ["mcp", "remove", "--scope", "user", SERVER_NAME];
  if (options.uninstall) {
    if (existing === undefined) return change(client, path, "not registered", "cli");
    const detail = `claude ${remove.join(" ")}`;
    if (options.dryRun) return change(client, path, "removed", "cli", detail);
    const backup = await backupOriginal(path);
    const result = await deps.run(claude, remove, { timeoutMs: 60_000 });
    if (result.code !== 0) return editJson(client, path, server, deps.config, options);
    return { ...change(client, path, "removed", "cli", detail), ...(backup ? { backup } : {}) };
  }
  const entry = client.merge(existing, server, deps.config);
  if (existing !== undefined && sameValue(existing, entry)) {
    return change(client, path, "unchanged", "cli");
  }
  const action = existing === undefined ? "added" : "updated";
  const add = claudeAddArgs(entry, server);
  const detail = describeClaudeArgs(add);
  if (options.dryRun) return change(client, path, action, "cli", detail);
  const backup = await backupOriginal(path);
  if (existing !== undefined) await deps.run(claude, remove, { timeoutMs: 60_000 });
  const result = await deps.run(claude, add, { timeoutMs: 60_000 });
  if (result.code !== 0) return editJson(client, path, server, deps.config, options, entry);
  return { ...change(client, path, action, "cli", detail), ...(backup ? { backup } : {}) };
}

/** Claude Code: add a warning for each stale local-scope entry (read after the change). */
async function withClaudeWarnings(
  client: Client,
  path: string,
  server: ServerCommand,
  result: ClientChange,
): Promise<ClientChange> {
  if (client.format !== "json" || client.cli !== "claude") return result;
  const text = await readText(path);
  const warnings = text === undefined ? [] : staleLocalWarnings(staleLocalEntries(text, server));
  return warnings.length ? { ...result, warnings } : result;
}

function change(
  client: Client,
  path: string,
  action: ChangeAction,
  via: "file" | "cli",
  detail?: string,
): ClientChange {
  return { client: client.name, id: client.id, path, action, via, ...(detail ? { detail } : {}) };
}

function asEntry(value: unknown): Entry | undefined {
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

/** The text of a config file, or `undefined` when there is none. */
export async function readText(path: string): Promise<string | undefined> {
  try {
    const st = await Deno.stat(path);
    if (st.size > MAX_CONFIG_BYTES) {
      throw new Error(`the file is larger than ${MAX_CONFIG_BYTES / 1024 / 1024} MiB`);
    }
    return await Deno.readTextFile(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return undefined;
    throw error;
  }
}
