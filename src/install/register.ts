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
  CLIENTS,
  type JsonClient,
  SERVER_NAME,
  type ServerCommand,
  type TomlClient,
} from "./clients.ts";
import { editJsonEntry, isSubset, readJsonEntry } from "./_jsonc.ts";
import { editTomlTable, readTomlTable, renderTomlTable } from "./_toml.ts";
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
}

export interface RegisterOptions {
  uninstall?: boolean;
  /** Plan only: write nothing, run nothing. */
  dryRun?: boolean;
}

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
      if (client.format === "toml") {
        changes.push(await editToml(client, path, server, options));
      } else if (client.cli === "claude" && claude) {
        changes.push(await viaClaudeCli(deps, client, path, server, claude, options));
      } else {
        changes.push(await editJson(client, path, server, options));
      }
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
}

/**
 * Which clients found in the home directory have the `ctx` entry (for `ctx status`).
 * Reads only; runs nothing.
 */
export async function registeredClients(
  deps: Pick<Deps, "config">,
): Promise<ClientRegistration[]> {
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
      ? readTomlTable(text, client.table)
      : readJsonEntry(text, client.serversKey, SERVER_NAME);
    if (!read.ok) result.push({ ...base, registered: false, error: read.error });
    else {
      result.push({
        ...base,
        registered: "present" in read ? read.present : read.existing !== undefined,
      });
    }
  }
  return result;
}

async function editJson(
  client: JsonClient,
  path: string,
  server: ServerCommand,
  options: RegisterOptions,
): Promise<ClientChange> {
  const text = await readText(path);
  if (text === undefined && options.uninstall) {
    return change(client, path, "not registered", "file");
  }
  const entry = options.uninstall ? undefined : client.entry(server);
  const edit = editJsonEntry(text ?? "", client.serversKey, SERVER_NAME, entry);
  if (!edit.ok) return change(client, path, "malformed", "file", edit.error);
  const detail = entry ? `"${SERVER_NAME}": ${JSON.stringify(entry)}` : undefined;
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
  options: RegisterOptions,
): Promise<ClientChange> {
  const text = await readText(path);
  if (text === undefined && options.uninstall) {
    return change(client, path, "not registered", "file");
  }
  const block = options.uninstall
    ? undefined
    : renderTomlTable(client.table, client.fields(server));
  const edit = editTomlTable(text ?? "", client.table, block);
  if (!edit.ok) return change(client, path, "malformed", "file", edit.error);
  return await applyEdit(client, path, options, {
    original: text,
    text: edit.text,
    changed: edit.changed,
    present: edit.present,
    detail: block?.trimEnd(),
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

/** Claude Code: `claude mcp add --scope user` keeps its own file consistent. */
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
  const existing = read.existing;
  const remove = ["mcp", "remove", "--scope", "user", SERVER_NAME];
  const add = ["mcp", "add", "--scope", "user", SERVER_NAME, "--", server.command, ...server.args];
  if (options.uninstall) {
    if (existing === undefined) return change(client, path, "not registered", "cli");
    const detail = `claude ${remove.join(" ")}`;
    if (options.dryRun) return change(client, path, "removed", "cli", detail);
    const backup = await backupOriginal(path);
    const result = await deps.run(claude, remove, { timeoutMs: 60_000 });
    if (result.code !== 0) return editJson(client, path, server, options);
    return { ...change(client, path, "removed", "cli", detail), ...(backup ? { backup } : {}) };
  }
  if (isSubset(client.entry(server), existing)) return change(client, path, "unchanged", "cli");
  const action = existing === undefined ? "added" : "updated";
  const detail = `claude ${add.join(" ")}`;
  if (options.dryRun) return change(client, path, action, "cli", detail);
  const backup = await backupOriginal(path);
  if (existing !== undefined) await deps.run(claude, remove, { timeoutMs: 60_000 });
  const result = await deps.run(claude, add, { timeoutMs: 60_000 });
  // The CLI failed (old version, broken install): fall back to editing the file ourselves.
  if (result.code !== 0) return editJson(client, path, server, options);
  return { ...change(client, path, action, "cli", detail), ...(backup ? { backup } : {}) };
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

/** The text of a config file, or `undefined` when there is none. */
export async function readText(path: string): Promise<string | undefined> {
  try {
    return await Deno.readTextFile(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return undefined;
    throw error;
  }
}
