/**
 * OpenCode (1.x): its sessions in `~/.local/share/opencode/opencode.db` and the older
 * `storage/` tree beside it, and the ctx entry under `mcp` in `~/.config/opencode/opencode.jsonc`
 * (or `opencode.json`). Kilo Code ≥ 7, an OpenCode fork, reads its `kilo.db` with this folder's
 * `database.ts` and registers with its `mcp.ts`.
 */
import { join } from "node:path";
import { type ClientConfig, xdgConfig } from "../../edit/clients.ts";
import type { Assistant } from "../types.ts";
import { openCodeDataDir } from "./dirs.ts";
import { openCodeStyleMcp } from "./mcp.ts";

const configDir = (c: ClientConfig) => join(xdgConfig(c), "opencode");

export const opencode = {
  id: "opencode",
  label: "OpenCode",
  reader: {
    dirFlag: {
      name: "opencode-dir",
      value: "path",
      help: "OpenCode's data folder, or one opencode.db (default ~/.local/share/opencode)",
    },
    scanned: true,
    open: async (c) => (await import("./reader.ts")).createOpenCodeSource(c),
  },
  mcp: {
    ...openCodeStyleMcp(configDir, "opencode"),
    markers: (c) => [configDir(c), openCodeDataDir(c.home, c)],
  },
  docs: {
    history: {
      where: "`~/.local/share/opencode/opencode.db` and its older `storage/` tree " +
        "(`$XDG_DATA_HOME`, `$OPENCODE_DB`)",
    },
    mcpFile: "`~/.config/opencode/opencode.jsonc` (or `opencode.json`; `$XDG_CONFIG_HOME`)",
  },
} as const satisfies Assistant;
