/**
 * The MCP clients ctx registers itself with: where each keeps its config, which key holds the
 * servers, and what our entry looks like there. Adding a client = one row.
 */
import { join } from "node:path";
import type { Config } from "../config.ts";

/** How to start the ctx MCP server. */
export interface ServerCommand {
  command: string;
  args: string[];
}

export type ClientConfig = Pick<
  Config,
  "os" | "home" | "xdgConfigHome" | "appData" | "claudeConfigDir" | "codexHome"
>;

interface ClientBase {
  id: string;
  name: string;
  /** Paths whose existence means the client is installed (its config dir). */
  markers(c: ClientConfig): string[];
  /** The config file we edit. */
  file(c: ClientConfig): string;
}

export interface JsonClient extends ClientBase {
  format: "json";
  /** Top-level key of the servers object. */
  serversKey: string;
  entry(server: ServerCommand): Record<string, unknown>;
  /** A CLI that registers servers itself, preferred when on PATH. */
  cli?: "claude";
}

export interface TomlClient extends ClientBase {
  format: "toml";
  /** Path of our table, e.g. `["mcp_servers", "ctx"]`. */
  table: readonly string[];
  fields(server: ServerCommand): Record<string, string | string[]>;
}

export type Client = JsonClient | TomlClient;

/** The name of our entry in every client. */
export const SERVER_NAME = "ctx";

/**
 * Variables Codex must forward to ctx: it starts MCP servers with a filtered environment, and
 * the Linux keychain needs the session bus.
 */
export const FORWARDED_ENV = ["DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR"] as const;

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
    entry: (s) => ({ type: "stdio", ...plain(s) }),
  },
  {
    id: "cursor",
    name: "Cursor",
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [join(c.home, ".cursor")],
    file: (c) => join(c.home, ".cursor", "mcp.json"),
    entry: plain,
  },
  {
    id: "windsurf",
    name: "Windsurf",
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [join(c.home, ".codeium", "windsurf")],
    file: (c) => join(c.home, ".codeium", "windsurf", "mcp_config.json"),
    entry: plain,
  },
  {
    id: "vscode",
    name: "VS Code",
    format: "json",
    serversKey: "servers",
    markers: (c) => [join(appConfig(c), "Code", "User")],
    file: (c) => join(appConfig(c), "Code", "User", "mcp.json"),
    entry: (s) => ({ type: "stdio", ...plain(s) }),
  },
  {
    id: "claude-desktop",
    name: "Claude Desktop",
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [join(appConfig(c), "Claude")],
    file: (c) => join(appConfig(c), "Claude", "claude_desktop_config.json"),
    entry: plain,
  },
  {
    id: "kiro",
    name: "Kiro",
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [join(c.home, ".kiro")],
    file: (c) => join(c.home, ".kiro", "settings", "mcp.json"),
    entry: plain,
  },
  {
    id: "gemini",
    name: "Gemini CLI",
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [join(c.home, ".gemini")],
    file: (c) => join(c.home, ".gemini", "settings.json"),
    entry: plain,
  },
  {
    id: "codex",
    name: "Codex",
    format: "toml",
    table: ["mcp_servers", SERVER_NAME],
    markers: (c) => [c.codexHome ?? join(c.home, ".codex")],
    file: (c) => join(c.codexHome ?? join(c.home, ".codex"), "config.toml"),
    fields: (s) => ({ command: s.command, args: s.args, env_vars: [...FORWARDED_ENV] }),
  },
  {
    id: "zed",
    name: "Zed",
    format: "json",
    serversKey: "context_servers",
    markers: (c) => [zedDir(c)],
    file: (c) => join(zedDir(c), "settings.json"),
    entry: (s) => ({ source: "custom", ...plain(s) }),
  },
];

function zedDir(c: ClientConfig): string {
  if (c.os === "windows") return join(c.appData ?? join(c.home, "AppData", "Roaming"), "Zed");
  // Zed uses ~/.config/zed on macOS too.
  return join(c.os === "linux" ? xdgConfig(c) : join(c.home, ".config"), "zed");
}
