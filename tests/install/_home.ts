/**
 * A temporary home directory with real-shaped config files of every MCP client ctx knows:
 * one with comments (JSONC), some with other servers, a tab-indented one, an empty one, a
 * malformed one, a TOML one, and a client dir with no config file yet.
 */
import { dirname, join, relative } from "node:path";
import { loadConfig } from "../../src/config/mod.ts";
import { memoryOutput } from "../../src/output.ts";
import type { CommandRunner } from "../../src/process.ts";

export const SELF = { command: "/opt/ctx/bin/ctx", args: [] as string[] };

export const FILES = {
  claudeCode: ".claude.json",
  cursor: ".cursor/mcp.json",
  windsurf: ".codeium/windsurf/mcp_config.json",
  vscode: ".config/Code/User/mcp.json",
  claudeDesktop: ".config/Claude/claude_desktop_config.json",
  kiro: ".kiro/settings/mcp.json",
  gemini: ".gemini/settings.json",
  codex: ".codex/config.toml",
  zed: ".config/zed/settings.json",
} as const;

export const ORIGINAL: Partial<Record<keyof typeof FILES, string>> = {
  claudeCode: `{
  "numStartups": 42,
  "installMethod": "npm-global",
  "autoUpdates": true,
  "projects": {
    "/home/a/src/app": {
      "allowedTools": [],
      "mcpServers": {},
      "hasTrustDialogAccepted": true
    }
  },
  "mcpServers": {
    "github": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github"],
      "env": {}
    }
  },
  "userID": "3f1c0d9e"
}
`,
  cursor: `{
  // Servers for every workspace
  "mcpServers": {
    /* the docs server, remote */
    "docs": { "url": "https://docs.example.com/mcp" }, // keep me
  },
}
`,
  windsurf: `{
    "mcpServers": {
        "filesystem": {
            "command": "npx",
            "args": ["-y", "@modelcontextprotocol/server-filesystem", "/home/a/src"]
        },
        "fetch": {"command": "uvx", "args": ["mcp-server-fetch"]}
    }
}
`,
  vscode: `{
\t"inputs": [
\t\t{ "type": "promptString", "id": "token", "description": "API token", "password": true }
\t],
\t"servers": {
\t\t"playwright": { "type": "stdio", "command": "npx", "args": ["@playwright/mcp@latest"] }
\t}
}
`,
  kiro: `{"mcpServers": {}}
`,
  gemini: `{
  "theme": "GitHub",
  "mcpServers": {
    "other": {"command": "x"
`,
  codex: `# Codex configuration
model = "o4-mini"
approval_policy = "on-request"

[mcp_servers.docs]
command = "npx"
args = ["-y", "docs-mcp"]

# profiles below
[profiles.fast]
model = "gpt-4.1-mini"
`,
  zed: `// Zed settings
//
// For information on how to configure Zed, see the Zed documentation.
{
  "ui_font_size": 16,
  "buffer_font_size": 15,
  "theme": {
    "mode": "system",
    "light": "One Light",
    "dark": "One Dark",
  },
}
`,
};

/** Create the home: every client dir, every original file (Claude Desktop has none yet). */
export async function populateHome(home: string): Promise<void> {
  await Deno.mkdir(join(home, ".claude"), { recursive: true });
  await Deno.mkdir(join(home, ".config", "Claude"), { recursive: true });
  for (const [id, text] of Object.entries(ORIGINAL)) {
    const path = join(home, FILES[id as keyof typeof FILES]);
    await Deno.mkdir(dirname(path), { recursive: true });
    await Deno.writeTextFile(path, text);
  }
  await Deno.chmod(join(home, FILES.windsurf), 0o600);
}

export interface Snapshot {
  [path: string]: { text: string; mtime: number; mode: number; symlink: boolean };
}

/** Every file under `root` with its bytes, mtime and mode. */
export async function snapshot(root: string): Promise<Snapshot> {
  const result: Snapshot = {};
  async function walk(dir: string) {
    for await (const entry of Deno.readDir(dir)) {
      const path = join(dir, entry.name);
      if (entry.isDirectory) {
        await walk(path);
        continue;
      }
      const st = await Deno.lstat(path);
      result[relative(root, path)] = {
        text: entry.isSymlink ? await Deno.readLink(path) : await Deno.readTextFile(path),
        mtime: st.mtime?.getTime() ?? 0,
        mode: (st.mode ?? 0) & 0o777,
        symlink: entry.isSymlink,
      };
    }
  }
  await walk(root);
  return result;
}

/** Deps for `registerClients` over `home`, with `run` and PATH as given. */
export function installDeps(
  home: string,
  run: CommandRunner,
  env: Record<string, string> = {},
) {
  const config = loadConfig({ HOME: home, CTX_HOME: join(home, "ctx-home"), PATH: "", ...env }, {
    os: "linux",
  });
  return { config, run, self: SELF, output: memoryOutput() };
}

/** A Goose `config.yaml` as Goose writes it, with the comments and blank lines a user may add. */
export const GOOSE = `# Goose configuration
GOOSE_PROVIDER: anthropic   # the provider
GOOSE_MODEL: claude-sonnet-4
extensions:
    developer:
        bundled: true
        enabled: true
        name: developer
        timeout: 300
        type: builtin
    # the memory extension, off for now
    memory:
        enabled: false
        name: memory
        type: builtin

# modes below
GOOSE_MODE: smart_approve
`;
