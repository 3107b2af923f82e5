/**
 * GitHub Copilot Chat in VS Code: its chat sessions in VS Code's `workspaceStorage`.
 */
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
  docs: { history: "`Code/User/workspaceStorage/*/chatSessions/` and `state.vscdb`" },
} as const satisfies Assistant;
