/**
 * Kiro (and the Amazon Q Developer CLI it grew from): the CLI's conversations database and the
 * files its `/chat save` writes, and the ctx entry in `~/.kiro/settings/mcp.json`.
 */
import { join } from "node:path";
import { plainEntry } from "../../edit/clients.ts";
import type { Assistant } from "../types.ts";

export const kiro = {
  id: "kiro",
  label: "Kiro",
  aliases: ["amazon-q"],
  reader: {
    dirFlag: {
      name: "kiro-dir",
      value: "path",
      help: "a /chat save file or a folder of them (default: the Kiro / Amazon Q CLI database)",
    },
    scanned: true,
    open: async (c) => (await import("./reader.ts")).createKiroSource(c),
  },
  mcp: {
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [join(c.home, ".kiro")],
    file: (c) => join(c.home, ".kiro", "settings", "mcp.json"),
    merge: plainEntry,
  },
  docs: {
    history: {
      name: "Kiro / Amazon Q CLI",
      command: "`ctx init kiro --local`, or `/chat save FILE` then " +
        "`ctx export kiro --chat-json FILE`",
      where: "the CLI's `data.sqlite3` (conversations keyed by folder), or the saved file(s)",
      other: "`--kiro-dir PATH` (a save or a folder of saves)",
    },
    mcpFile: "`~/.kiro/settings/mcp.json`",
  },
} as const satisfies Assistant;
