/**
 * Register (or unregister) the ctx MCP server with every client found in the home directory.
 * Merge, never clobber: only our entry changes; comments and other servers stay byte for byte;
 * a malformed file is reported and left untouched; nothing is written when nothing changes.
 */
import { mcpClients } from "../assistants/mod.ts";
import type { Deps } from "../deps.ts";
import {
  type Client,
  type ClientChange,
  disabledWarning,
  type RegisterDeps,
  type RegisterOptions,
  type ServerCommand,
} from "../edit/clients.ts";
import {
  asEntry,
  change,
  editJson,
  editOwned,
  editTable,
  readEntry,
  readText,
} from "../edit/mcp_entry.ts";
import { errorMessage } from "../errors.ts";
import { exists } from "../fsutil.ts";
import { which } from "../process.ts";
import { holdsOnlyCtx } from "./hooks.ts";

export type { ChangeAction, ClientChange, RegisterDeps, RegisterOptions } from "../edit/clients.ts";

/** The command every client gets: this ctx, with `mcp` appended. */
export function serverCommand(self: Deps["self"]): ServerCommand {
  return { command: self.command, args: [...self.args, "mcp"] };
}

/** The clients whose config dir exists. */
export async function foundClients(config: Deps["config"]): Promise<Client[]> {
  const found: Client[] = [];
  for (const client of mcpClients()) {
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
  const changes: ClientChange[] = [];
  const ctxOnly = (path: string, text: string) => holdsOnlyCtx(deps.config, path, text);
  for (const client of await foundClients(deps.config)) {
    const path = client.file(deps.config);
    try {
      changes.push(await registerClient(deps, client, path, server, { ...options, ctxOnly }));
    } catch (error) {
      changes.push(change(client, path, "failed", "file", errorMessage(error)));
    }
  }
  return changes;
}

/** One client: through its own CLI when it has one on PATH, else by editing its file. */
async function registerClient(
  deps: RegisterDeps,
  client: Client,
  path: string,
  server: ServerCommand,
  options: RegisterOptions,
): Promise<ClientChange> {
  if (client.format === "toml" || client.format === "yaml") {
    return await editTable(client, path, server, deps.config, options);
  }
  if (client.format === "owned") {
    return await editOwned(client, path, server, deps.config, options);
  }
  const program = client.cli && await which(client.cli.program, deps.config.path, deps.config.os);
  if (client.cli && program !== undefined) {
    const register = await client.cli.load();
    return await register(deps, client, path, server, program, options);
  }
  return await editJson(client, path, server, deps.config, options);
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
 * Which clients found in the home directory have the `ctx` entry (for `ctx status`), and the
 * problems a client's file has beyond it (Claude Code's stale local-scope entries, compared with
 * `self`). Reads only; runs nothing.
 */
export async function registeredClients(
  deps: Pick<Deps, "config" | "self">,
): Promise<ClientRegistration[]> {
  const server = serverCommand(deps.self);
  const result: ClientRegistration[] = [];
  for (const client of await foundClients(deps.config)) {
    const path = client.file(deps.config);
    const base = { client: client.name, id: client.id, path };
    const text = await readText(path, client.maxBytes).catch((error) =>
      new Error(errorMessage(error))
    );
    if (text instanceof Error) {
      result.push({ ...base, registered: false, error: text.message });
      continue;
    }
    if (text === undefined) {
      result.push({ ...base, registered: false });
      continue;
    }
    const read = readEntry(client, text);
    if (!read.ok) {
      result.push({ ...base, registered: false, error: read.error });
      continue;
    }
    const entry = asEntry(read.existing);
    const warnings = [
      ...(client.format === "json" ? await client.fileWarnings?.(text, server) ?? [] : []),
      ...(entry ? client.check?.(entry, deps.config) ?? [] : []),
      ...(entry ? [disabledWarning(client, entry, path)].filter((w) => w !== undefined) : []),
    ];
    result.push({
      ...base,
      registered: read.existing !== undefined,
      ...(warnings.length ? { warnings } : {}),
    });
  }
  return result;
}
