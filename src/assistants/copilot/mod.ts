/**
 * GitHub Copilot Chat in VS Code: its chat sessions in VS Code's `workspaceStorage`, and the ctx
 * entry in VS Code's user `mcp.json` (the client is VS Code, hence its own id `vscode`).
 */
import { join } from "node:path";
import { appConfig, stdioEntry } from "../../edit/clients.ts";
import type { Assistant } from "../types.ts";

export const copilot = {
  id: "copilot",
  label: "VS Code Copilot Chat",
  aliases: ["vscode"],
  reader: {
    dirFlag: { name: "copilot-dir", value: "dir", help: "VS Code workspaceStorage directory" },
    scanned: true,
    open: async (c) => (await import("./reader.ts")).createCopilotSource(c),
  },
  // Copilot's agent mode starts the MCP servers of VS Code's user `mcp.json`.
  mcp: {
    id: "vscode",
    name: "VS Code",
    format: "json",
    serversKey: "servers",
    markers: (c) => [join(appConfig(c), "Code", "User")],
    file: (c) => join(appConfig(c), "Code", "User", "mcp.json"),
    merge: stdioEntry,
  },
  docs: {
    history: { where: "`Code/User/workspaceStorage/*/chatSessions/` and `state.vscdb`" },
    mcpFile: "`~/.config/Code/User/mcp.json` (Linux), " +
      "`~/Library/Application Support/Code/User/mcp.json` (macOS), " +
      "`%APPDATA%\\Code\\User\\mcp.json` (Windows)",
  },
} as const satisfies Assistant;
