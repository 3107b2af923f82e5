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
  disabledWarning,
  SERVER_NAME,
  type ServerCommand,
} from "./clients.ts";
import { readJsonEntry } from "./_jsonc.ts";
import { readTomlEntry } from "./_toml.ts";
import { staleLocalEntries, staleLocalWarnings } from "./_claude.ts";
import { exists } from "./_write.ts";
import { claudeCode } from "./_claude_cli.ts";
import {
  asEntry,
  change,
  type ClientChange,
  editJson,
  editToml,
  readText,
  type RegisterDeps,
  type RegisterOptions,
} from "./_edit_file.ts";

export type { ChangeAction, ClientChange, RegisterDeps, RegisterOptions } from "./_edit_file.ts";
export { readText, TooLargeError } from "./_edit_file.ts";

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
        changes.push(await editToml(client, path, server, deps.config, options));
      } else if (client.cli === "claude") {
        changes.push(await claudeCode(deps, client, path, server, claude, options));
      } else {
        changes.push(await editJson(client, path, server, deps.config, options));
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
