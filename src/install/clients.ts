/**
 * The MCP clients ctx registers itself with: where each keeps its config, which key holds the
 * servers, and what our entry looks like there. Adding a client = one row.
 */
import { join } from "node:path";
import type { Config, EnvVar } from "../config/mod.ts";

/** How to start the ctx MCP server. */
export interface ServerCommand {
  command: string;
  args: string[];
}

export type ClientConfig = Pick<
  Config,
  "os" | "home" | "xdgConfigHome" | "appData" | "claudeConfigDir" | "codexHome" | "envSet"
>;

/** An entry in a client's config (a JSON object or a TOML table). */
export type Entry = Record<string, unknown>;

interface ClientBase {
  id: string;
  name: string;
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

const MiB = 1024 * 1024;

/** Config files larger than this are not editor configs: refused, not read whole. */
export const MAX_CONFIG_BYTES = 16 * MiB;

/**
 * The flags by which a client keeps an entry but does not start it: Codex's `enabled = false`,
 * the `"disabled": true` of Windsurf and Kiro (and `"enabled": false` where a JSON client uses
 * that form). ctx keeps them (the user set them) and says that ctx stays off.
 */
export function disabledWarning(client: Client, entry: Entry, file: string): string | undefined {
  const flag = entry["enabled"] === false
    ? client.format === "toml" ? "enabled = false" : '"enabled": false'
    : entry["disabled"] === true
    ? '"disabled": true'
    : undefined;
  if (flag === undefined) return undefined;
  return `${client.name}: the "${SERVER_NAME}" entry has ${flag}, so ${client.name} does not ` +
    `start ctx; hint: remove ${flag} from "${file}" to turn ctx on`;
}

export interface JsonClient extends ClientBase {
  format: "json";
  /** Top-level key of the servers object. */
  serversKey: string;
  /** A CLI that registers servers itself, preferred when on PATH. */
  cli?: "claude";
}

export interface TomlClient extends ClientBase {
  format: "toml";
  /** Path of our table, e.g. `["mcp_servers", "ctx"]`. */
  table: readonly [string, string];
}

export type Client = JsonClient | TomlClient;

/** The name of our entry in every client. */
export const SERVER_NAME = "ctx";

/**
 * Variables not listed for Codex: the ones it passes to every MCP server anyway (its default
 * allow-list, checked with Codex 0.169.0), NO_COLOR (`ctx mcp` prints no colours), and
 * CTX_LAUNCHER (the launcher Codex starts sets it itself; listed, Codex's own environment would
 * lack it and `codex doctor` would warn).
 */
const CODEX_PASSES = new Set<string>([
  "NO_COLOR",
  "CTX_LAUNCHER",
  "HOME",
  "PATH",
  "Path",
  "USERPROFILE",
  "LOGNAME",
  "USER",
  "SHELL",
  "LANG",
  "LC_ALL",
  "TERM",
  "TMPDIR",
  "TZ",
]);

/** Names earlier ctx versions put in Codex's `env_vars` although ctx does not read them. */
const RETIRED_ENV_VARS = new Set(["XDG_RUNTIME_DIR"]);

/**
 * The variables Codex must forward to ctx (names only, never values): it starts MCP servers with
 * a filtered environment, so without them a Codex-started ctx would use another `CTX_HOME`,
 * another backend or no key. Only the ones set now are listed, because `codex doctor` warns
 * about every listed variable that is not set.
 */
export function codexEnvVars(envSet: readonly EnvVar[]): string[] {
  return envSet.filter((name) => !CODEX_PASSES.has(name));
}

/**
 * Codex's `env_vars` after install: every name already listed stays (the user may list a ctx
 * variable that is set only where Codex runs, e.g. a key kept elsewhere), except the names
 * earlier ctx versions wrote although ctx does not read them; ctx's names set now are added.
 */
function mergeEnvVars(existing: unknown, ours: string[]): unknown[] {
  const nameOf = (v: unknown) =>
    typeof v === "string"
      ? v
      : typeof v === "object" && v !== null && "name" in v
      ? String((v as { name: unknown }).name)
      : undefined;
  const kept = (Array.isArray(existing) ? existing : []).filter((v) =>
    typeof v !== "string" || !RETIRED_ENV_VARS.has(v)
  );
  const keptNames = new Set(kept.map(nameOf));
  return [...kept, ...ours.filter((name) => !keptNames.has(name))];
}

/** `existing` with our fields set, minus fields this client no longer accepts from us. */
function mergeJson(
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

/** `~/.config` on Linux (XDG), for clients that follow it. */
function xdgConfig(c: ClientConfig): string {
  return c.xdgConfigHome && c.xdgConfigHome.startsWith("/")
    ? c.xdgConfigHome
    : join(c.home, ".config");
}

/** The per-OS application config root (VS Code, Claude Desktop). */
function appConfig(c: ClientConfig): string {
  if (c.os === "darwin") return join(c.home, "Library", "Application Support");
  if (c.os === "windows") return c.appData ?? join(c.home, "AppData", "Roaming");
  return xdgConfig(c);
}

const plain = (s: ServerCommand) => ({ command: s.command, args: s.args });
const plainEntry = (existing: Entry | undefined, s: ServerCommand) => mergeJson(existing, plain(s));
const stdioEntry = (existing: Entry | undefined, s: ServerCommand) =>
  mergeJson(existing, { type: "stdio", ...plain(s) });

export const CLIENTS: readonly Client[] = [
  {
    id: "claude-code",
    name: "Claude Code",
    format: "json",
    serversKey: "mcpServers",
    cli: "claude",
    markers: (c) =>
      c.claudeConfigDir
        ? [c.claudeConfigDir]
        : [join(c.home, ".claude"), join(c.home, ".claude.json")],
    file: (c) => join(c.claudeConfigDir ?? c.home, ".claude.json"),
    // Claude Code also keeps each project's history in this file: real ones reach 65–101 MB
    // (anthropics/claude-code#6394, #2593), and ctx must still register there.
    maxBytes: 256 * MiB,
    merge: stdioEntry,
  },
  {
    id: "cursor",
    name: "Cursor",
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [join(c.home, ".cursor")],
    file: (c) => join(c.home, ".cursor", "mcp.json"),
    merge: plainEntry,
  },
  {
    id: "windsurf",
    name: "Windsurf",
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [join(c.home, ".codeium", "windsurf")],
    file: (c) => join(c.home, ".codeium", "windsurf", "mcp_config.json"),
    merge: plainEntry,
  },
  {
    id: "vscode",
    name: "VS Code",
    format: "json",
    serversKey: "servers",
    markers: (c) => [join(appConfig(c), "Code", "User")],
    file: (c) => join(appConfig(c), "Code", "User", "mcp.json"),
    merge: stdioEntry,
  },
  {
    id: "claude-desktop",
    name: "Claude Desktop",
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [join(appConfig(c), "Claude")],
    file: (c) => join(appConfig(c), "Claude", "claude_desktop_config.json"),
    merge: plainEntry,
  },
  {
    id: "kiro",
    name: "Kiro",
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [join(c.home, ".kiro")],
    file: (c) => join(c.home, ".kiro", "settings", "mcp.json"),
    merge: plainEntry,
  },
  {
    id: "gemini",
    name: "Gemini CLI",
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [join(c.home, ".gemini")],
    file: (c) => join(c.home, ".gemini", "settings.json"),
    merge: plainEntry,
  },
  {
    id: "codex",
    name: "Codex",
    format: "toml",
    table: ["mcp_servers", SERVER_NAME],
    markers: (c) => [c.codexHome ?? join(c.home, ".codex")],
    file: (c) => join(c.codexHome ?? join(c.home, ".codex"), "config.toml"),
    check: (existing, c) => {
      const listed = new Set(
        (Array.isArray(existing["env_vars"]) ? existing["env_vars"] : []).map((v: unknown) =>
          typeof v === "object" && v !== null ? (v as { name?: unknown }).name : v
        ),
      );
      const missing = codexEnvVars(c.envSet).filter((name) => !listed.has(name));
      if (missing.length === 0) return [];
      return [
        `Codex: ${missing.map((n) => `"${n}"`).join(", ")} ${
          missing.length === 1 ? "is" : "are"
        } ` +
        "set here but not forwarded to ctx (env_vars), so a Codex-started ctx does not see " +
        `${missing.length === 1 ? "it" : "them"}; hint: run ctx install again`,
      ];
    },
    merge: (existing, s, c) => {
      const { env_vars: had, ...rest } = existing ?? {};
      const envVars = mergeEnvVars(had, codexEnvVars(c.envSet));
      return {
        ...rest,
        command: s.command,
        args: s.args,
        ...(envVars.length > 0 || had !== undefined ? { env_vars: envVars } : {}),
      };
    },
  },
  {
    id: "zed",
    name: "Zed",
    format: "json",
    serversKey: "context_servers",
    markers: (c) => [zedDir(c)],
    file: (c) => join(zedDir(c), "settings.json"),
    // Zed's current schema (untagged): `command`, `args`, optional `env`. Its settings migration
    // removes the `"source": "custom"` earlier ctx versions wrote, so we drop it too.
    merge: (existing, s) => mergeJson(existing, plain(s), { source: "custom" }),
  },
];

function zedDir(c: ClientConfig): string {
  if (c.os === "windows") return join(c.appData ?? join(c.home, "AppData", "Roaming"), "Zed");
  // Zed uses ~/.config/zed on macOS too.
  return join(c.os === "linux" ? xdgConfig(c) : join(c.home, ".config"), "zed");
}
