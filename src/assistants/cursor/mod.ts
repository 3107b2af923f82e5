/**
 * Cursor: its chats in the VS Code-family `state.vscdb` databases and its agent transcripts, the
 * ctx entry in `~/.cursor/mcp.json` and the `sessionEnd` hook in `~/.cursor/hooks.json`.
 */
import { join } from "node:path";
import { plainEntry } from "../../edit/clients.ts";
import type { Assistant } from "../types.ts";

export const cursor = {
  id: "cursor",
  label: "Cursor",
  reader: {
    dirFlag: { name: "cursor-dir", value: "dir", help: "Cursor user data directory" },
    scanned: true,
    open: async (c) => (await import("./reader.ts")).createCursorSource(c),
  },
  mcp: {
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [join(c.home, ".cursor")],
    file: (c) => join(c.home, ".cursor", "mcp.json"),
    merge: plainEntry,
  },
  hook: {
    markers: (c) => [join(c.home, ".cursor")],
    file: (c) => join(c.home, ".cursor", "hooks.json"),
    event: "sessionEnd",
    layout: "flat",
    newFile: { version: 1 },
    entry: (command) => ({ command }),
  },
  docs: {
    history: {
      where: "Cursor's `globalStorage/state.vscdb` + `workspaceStorage/*/state.vscdb`, " +
        "`~/.cursor/projects/*/agent-transcripts/`",
    },
    mcpFile: "`~/.cursor/mcp.json`",
    hook: {
      file: "`~/.cursor/hooks.json` (`version: 1`)",
      notes: "written from Cursor's documentation, not yet checked against a running Cursor. " +
        "Cursor sends `conversation_id` and `workspace_roots`, which ctx reads",
    },
  },
} as const satisfies Assistant;
