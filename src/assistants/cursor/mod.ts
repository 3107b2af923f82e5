/**
 * Cursor: its chats in the VS Code-family `state.vscdb` databases and its agent transcripts.
 */
import type { Assistant } from "../types.ts";

export const cursor = {
  id: "cursor",
  label: "Cursor",
  reader: {
    dirFlag: { name: "cursor-dir", value: "dir", help: "Cursor user data directory" },
    scanned: true,
    open: async (c) => (await import("./reader.ts")).createCursorSource(c),
  },
  docs: {
    history: "Cursor's `globalStorage/state.vscdb` + `workspaceStorage/*/state.vscdb`, " +
      "`~/.cursor/projects/*/agent-transcripts/`",
  },
} as const satisfies Assistant;
