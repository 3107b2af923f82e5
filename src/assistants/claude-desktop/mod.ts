/**
 * Claude Desktop: the ctx entry in its `claude_desktop_config.json`. Its conversations are not
 * read.
 */
import { join } from "node:path";
import { appConfig, plainEntry } from "../../edit/clients.ts";
import type { Assistant } from "../types.ts";

export const claudeDesktop = {
  id: "claude-desktop",
  label: "Claude Desktop",
  mcp: {
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [join(appConfig(c), "Claude")],
    file: (c) => join(appConfig(c), "Claude", "claude_desktop_config.json"),
    merge: plainEntry,
  },
  docs: {
    mcpFile: "`claude_desktop_config.json` in `~/.config/Claude` (Linux), " +
      "`~/Library/Application Support/Claude` (macOS), `%APPDATA%\\Claude` (Windows)",
  },
} as const satisfies Assistant;
