/**
 * Crush (and the Go "opencode" it grew from): the sessions in a project's `.crush/crush.db` (or
 * `.opencode/opencode.db`), and the ctx entry under `mcp` in Crush's global `crush.json`. Crush
 * has no session-end hook.
 */
import { join } from "node:path";
import type { Assistant } from "../types.ts";
import { crushConfigDir, crushDataDir } from "./_dirs.ts";
import { crushEntry } from "./mcp.ts";

export const crush = {
  id: "crush",
  label: "Crush",
  reader: {
    dirFlag: {
      name: "crush-dir",
      value: "path",
      help: "a .crush folder, a database (Crush's, or the older Go OpenCode's), or a project " +
        "folder (default: the project's .crush/ and those Crush lists in its projects.json)",
    },
    scanned: true,
    open: async (c) => (await import("./reader.ts")).createCrushSource(c),
  },
  mcp: {
    format: "json",
    serversKey: "mcp",
    markers: (c) => [crushConfigDir(c.home, c), crushDataDir(c.home, c)],
    file: (c) => join(crushConfigDir(c.home, c), "crush.json"),
    merge: crushEntry,
  },
  docs: {
    history: {
      where: "`<project>/.crush/crush.db` " +
        "(or the Go OpenCode's `.opencode/opencode.db`); others from `projects.json`",
    },
    mcpFile: "`~/.config/crush/crush.json` (`$CRUSH_GLOBAL_CONFIG`, `$XDG_CONFIG_HOME`); never " +
      "a `crushrc`",
  },
} as const satisfies Assistant;
