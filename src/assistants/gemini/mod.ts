/**
 * Gemini CLI: its chats (`~/.gemini/tmp/<project>/chats/`), the ctx entry and the `SessionEnd`
 * hook in `~/.gemini/settings.json`, and whether it trusts the project's folder (it starts neither
 * in a folder it does not).
 */
import { join } from "node:path";
import { plainEntry } from "../../edit/clients.ts";
import type { Assistant } from "../types.ts";

export const gemini = {
  id: "gemini",
  label: "Gemini CLI",
  aliases: ["gemini-cli"],
  reader: {
    dirFlag: {
      name: "gemini-dir",
      value: "dir",
      help: "Gemini CLI folder (default ~/.gemini; its tmp/ folder works too)",
    },
    scanned: true,
    open: async (c) => (await import("./reader.ts")).createGeminiSource(c),
  },
  mcp: {
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [join(c.home, ".gemini")],
    file: (c) => join(c.home, ".gemini", "settings.json"),
    merge: plainEntry,
  },
  hook: {
    markers: (c) => [join(c.home, ".gemini")],
    file: (c) => join(c.home, ".gemini", "settings.json"),
    event: "SessionEnd",
    layout: "grouped",
    // Milliseconds here; the name is what /hooks enable|disable uses.
    entry: (command) => ({ name: "ctx-session-end", type: "command", command, timeout: 5000 }),
  },
  status: async (config, folder) => (await import("./trust.ts")).trustFinding(config, folder),
  docs: {
    history: { where: "`~/.gemini/tmp/*/chats/`" },
    mcpFile: "`~/.gemini/settings.json`",
    hook: {
      file: "`~/.gemini/settings.json`",
      notes: "the entry is named `ctx-session-end` (`/hooks disable ctx-session-end` turns it " +
        "off); Gemini waits for hooks, ctx returns in a fraction of a second. **Runs only in a " +
        "folder you trusted in Gemini CLI** (see above)",
    },
  },
} as const satisfies Assistant;
