/**
 * What registering ctx in an assistant looks like, as every assistant module declares it: the
 * MCP client registration (which file, which format, which key holds the servers, our entry
 * there, the client's own CLI if it has one) and the session-end hook (which file, which event,
 * one entry of its list); plus the small pure helpers those declarations share (our entry's
 * merge, the per-OS config folders). Light on purpose: the declarations load at start-up.
 */
import { join } from "node:path";
import type { Config } from "../config/mod.ts";
import type { Deps } from "../deps.ts";
import type { DirLockOptions } from "./write.ts";

/** How to start the ctx MCP server. */
export interface ServerCommand {
  command: string;
  args: string[];
}

export type ClientConfig = Pick<
  Config,
  | "os"
  | "home"
  | "xdgConfigHome"
  | "appData"
  | "claudeConfigDir"
  | "codexHome"
  | "clineDataDir"
  | "xdgDataHome"
  | "localAppData"
  | "crushGlobalConfig"
  | "crushGlobalData"
  | "continueGlobalDir"
  | "copilotHome"
  | "qwenHome"
  | "goosePathRoot"
  | "envSet"
>;

/** An entry in a client's config (a JSON object, a TOML table or a YAML mapping). */
export type Entry = Record<string, unknown>;

interface RegistrationBase {
  /** Its id in `ctx install`'s reports, when not the assistant's (VS Code's `vscode`). */
  id?: string;
  /** Its name in messages, when not the assistant's label (`VS Code`). */
  name?: string;
  /** Paths whose existence means the client is installed (its config dir). */
  markers(c: ClientConfig): string[];
  /** The config file we edit. */
  file(c: ClientConfig): string;
  /**
   * Our entry, given the one already there: ctx owns `command` and `args` (and what `entry`
   * sets); every field the user added is kept.
   */
  merge(existing: Entry | undefined, server: ServerCommand, c: ClientConfig): Entry;
  /** Problems with our existing entry that `ctx status` should point out (none by default). */
  check?(existing: Entry, c: ClientConfig): string[];
  /** Files larger than this are refused, not read whole (default `MAX_CONFIG_BYTES`). */
  maxBytes?: number;
}

export interface JsonRegistration extends RegistrationBase {
  format: "json";
  /** Top-level key of the servers object. */
  serversKey: string;
  /** The lock the client takes around its own writes of the file: held while ctx edits it. */
  lock?: DirLockOptions;
  /**
   * A file beside the config on which the client takes an exclusive `flock` while it writes
   * (Copilot CLI's `.mcp-writer.lock`): held while ctx edits, when the file exists.
   */
  flock?: string;
  /** Problems in the file beyond our entry, said by `ctx install` and `ctx status`. */
  fileWarnings?(text: string, server: ServerCommand): Promise<string[]>;
  /** A CLI that registers servers itself, preferred when `program` is on PATH. */
  cli?: { program: string; load(): Promise<CliRegistrar> };
}

export interface TomlRegistration extends RegistrationBase {
  format: "toml";
  /** Path of our table, e.g. `["mcp_servers", "ctx"]`. */
  table: readonly [string, string];
}

/** Goose's `config.yaml`: our entry in a top-level block mapping, edited line by line. */
export interface YamlRegistration extends RegistrationBase {
  format: "yaml";
  /** Path of our entry, e.g. `["extensions", "ctx"]`. */
  table: readonly [string, string];
}

/**
 * A file that holds our entry alone, which ctx writes whole and deletes on uninstall (Continue
 * loads every file of its `mcpServers/` folder: `ctx.yaml` is ctx's). A file there that ctx did
 * not write as it is (edited by hand) is left untouched and reported.
 */
export interface OwnedRegistration extends RegistrationBase {
  format: "owned";
  /** The whole text of the file for our entry. */
  render(entry: Entry): string;
  /** Our entry in a file as ctx writes it; undefined when the text is not that (edited). */
  parse(text: string): Entry | undefined;
  /** What the file is, for the docs' table (e.g. `a YAML block of its own`). */
  describe: string;
}

/** How an assistant takes the ctx MCP server (`ctx install`). */
export type McpRegistration =
  | JsonRegistration
  | TomlRegistration
  | YamlRegistration
  | OwnedRegistration;

/** A registration as `ctx install` walks them: its id and name settled. */
export type JsonClient = JsonRegistration & { id: string; name: string };
export type TomlClient = TomlRegistration & { id: string; name: string };
export type YamlClient = YamlRegistration & { id: string; name: string };
export type OwnedClient = OwnedRegistration & { id: string; name: string };
/** A client whose entry is one table of a file ctx edits (TOML or YAML). */
export type TableClient = TomlClient | YamlClient;
export type Client = JsonClient | TableClient | OwnedClient;

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
  /**
   * True when a file's text holds ctx's entries and nothing else (ctx made it): it gets no
   * backup, which would keep ctx's own entry as "the original" and outlive `--uninstall`.
   */
  ctxOnly?: (path: string, text: string) => boolean;
}

/** Register (or remove) ctx through a client's own CLI found at `program`. */
export type CliRegistrar = (
  deps: RegisterDeps,
  client: JsonClient,
  path: string,
  server: ServerCommand,
  program: string,
  options: RegisterOptions,
) => Promise<ClientChange>;

/** Where a hook list lives and what one entry of it looks like. */
export interface HookShape {
  /** The event key under `hooks` (`SessionEnd`, Cursor's `sessionEnd`). */
  event: string;
  /** `grouped`: `hooks.<event>[] = {hooks: [entry]}` (Claude Code, Gemini CLI, Codex); `flat`: entries directly (Cursor). */
  layout: "grouped" | "flat";
  /** Top-level keys of a file ctx creates (Cursor's `version`). */
  newFile?: Record<string, unknown>;
  /** The key of an entry that holds the shell command (default `command`; Copilot CLI: `bash`). */
  commandKey?: string;
}

/** How an assistant takes ctx's session-end hook (`ctx install --hooks`). */
export interface HookRegistration extends HookShape {
  /** Paths whose existence means the assistant is installed. */
  markers(c: ClientConfig): string[];
  /** The file holding its user-level hooks. */
  file(c: ClientConfig): string;
  /**
   * Our entry in its hook list, given the command for `sh` and the same as words (for a client
   * that also takes a PowerShell command: see `powershellCommand`).
   */
  entry(command: string, argv: readonly string[]): Record<string, unknown>;
  /** Said after adding the hook: what the user still has to do. */
  note?: string;
  /**
   * A file of ctx's own in a folder the assistant loads (Copilot CLI's `hooks/ctx.json`): made
   * without a backup, and deleted by `--uninstall` when nothing but ctx's hook was in it.
   */
  owned?: boolean;
}

/** `argv` as one PowerShell command line (`& 'C:\ctx\ctx.exe' hook …`). */
export function powershellCommand(argv: readonly string[]): string {
  const quote = (word: string) =>
    /^[A-Za-z0-9_@%+=:,./\\-]+$/.test(word) ? word : `'${word.replaceAll("'", "''")}'`;
  return `& ${argv.map((w, i) => i === 0 ? `'${w.replaceAll("'", "''")}'` : quote(w)).join(" ")}`;
}

/** A hook registration as `ctx install --hooks` walks them: whose it is, by id and name. */
export interface HookTarget extends HookRegistration {
  client: string;
  name: string;
}

const MiB = 1024 * 1024;

/** Config files larger than this are not editor configs: refused, not read whole. */
export const MAX_CONFIG_BYTES = 16 * MiB;

/**
 * What `ctx install` says of a config file it left alone (`malformed`) or could not write
 * (`failed`), on stderr: the file, why, and what to do.
 */
export function refusalLines(
  path: string,
  action: "malformed" | "failed",
  detail?: string,
): string[] {
  return [
    action === "malformed"
      ? `error: Cannot edit "${path}": ${detail ?? "malformed"} (left untouched)`
      : `error: Cannot update "${path}": ${detail ?? "unknown error"}`,
    "hint: fix the file by hand (or move it away), then run the same ctx install command again",
  ];
}

/** The name of our entry in every client. */
export const SERVER_NAME = "ctx";

/**
 * The flags by which a client keeps an entry but does not start it: Codex's `enabled = false`,
 * the `"disabled": true` of Windsurf and Kiro (and `"enabled": false` where a JSON client uses
 * that form). ctx keeps them (the user set them) and says that ctx stays off.
 */
export function disabledWarning(client: Client, entry: Entry, file: string): string | undefined {
  const flag = entry["enabled"] === false
    ? client.format === "toml"
      ? "enabled = false"
      : client.format === "yaml"
      ? "enabled: false"
      : '"enabled": false'
    : entry["disabled"] === true
    ? '"disabled": true'
    : undefined;
  if (flag === undefined) return undefined;
  return `${client.name}: the "${SERVER_NAME}" entry has ${flag}, so ${client.name} does not ` +
    `start ctx; hint: remove ${flag} from "${file}" to turn ctx on`;
}

/** `existing` with our fields set, minus fields this client no longer accepts from us. */
export function mergeJson(
  existing: Entry | undefined,
  ours: Entry,
  obsolete: Entry = {},
): Entry {
  const merged: Entry = { ...(existing ?? {}), ...ours };
  for (const [key, value] of Object.entries(obsolete)) {
    if (JSON.stringify(merged[key]) === JSON.stringify(value)) delete merged[key];
  }
  return merged;
}

/** Our `command` and `args`. */
export const plain = (s: ServerCommand): Entry => ({ command: s.command, args: s.args });

/** The existing entry with our `command` and `args`. */
export const plainEntry = (existing: Entry | undefined, s: ServerCommand): Entry =>
  mergeJson(existing, plain(s));

/** The same with `type: "stdio"` (Claude Code, VS Code). */
export const stdioEntry = (existing: Entry | undefined, s: ServerCommand): Entry =>
  mergeJson(existing, { type: "stdio", ...plain(s) });

/** `~/.config` on Linux (XDG), for clients that follow it. */
export function xdgConfig(c: Pick<ClientConfig, "home" | "xdgConfigHome">): string {
  return c.xdgConfigHome && c.xdgConfigHome.startsWith("/")
    ? c.xdgConfigHome
    : join(c.home, ".config");
}

/** The per-OS application config root (VS Code, Claude Desktop). */
export function appConfig(
  c: Pick<ClientConfig, "os" | "home" | "xdgConfigHome" | "appData">,
): string {
  if (c.os === "darwin") return join(c.home, "Library", "Application Support");
  if (c.os === "windows") return c.appData ?? join(c.home, "AppData", "Roaming");
  return xdgConfig(c);
}
