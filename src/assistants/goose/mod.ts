/**
 * Goose (block/goose): its sessions database, `~/.local/share/goose/sessions/sessions.db`, and
 * ctx as a command-line extension in `extensions` of `~/.config/goose/config.yaml`. Written from
 * Goose's source and docs (sessions schema version 5); no real database or config has been seen.
 * A session-end hook is not built.
 */
import { join } from "node:path";
import {
  type ClientConfig,
  type Entry,
  SERVER_NAME,
  type ServerCommand,
} from "../../edit/clients.ts";
import type { Assistant } from "../types.ts";
import { gooseDir } from "./_dirs.ts";

const configDir = (c: ClientConfig) => gooseDir(c.home, c, "config");

/**
 * Our extension: on, with Goose's usual timeout, unless the user set those (ctx keeps an
 * `enabled: false` and says ctx stays off); ctx owns what starts it.
 */
function extension(existing: Entry | undefined, s: ServerCommand): Entry {
  return {
    enabled: true,
    timeout: 300,
    description: "ctx: what earlier sessions learned about this project",
    ...existing,
    type: "stdio",
    name: SERVER_NAME,
    cmd: s.command,
    args: s.args,
  };
}

export const goose = {
  id: "goose",
  label: "Goose",
  reader: {
    dirFlag: {
      name: "goose-dir",
      value: "path",
      help: "Goose data folder or its sessions.db (default ~/.local/share/goose, $GOOSE_PATH_ROOT)",
    },
    scanned: true,
    open: async (c) => (await import("./reader.ts")).createGooseSource(c),
  },
  mcp: {
    format: "yaml",
    table: ["extensions", SERVER_NAME],
    markers: (c) => [configDir(c)],
    file: (c) => join(configDir(c), "config.yaml"),
    merge: extension,
  },
  docs: {
    history: {
      where: "`~/.local/share/goose/sessions/sessions.db` (`$GOOSE_PATH_ROOT`, " +
        "`%APPDATA%\\Block\\goose\\data` on Windows); from its source, no real file seen",
    },
    mcpFile: "`~/.config/goose/config.yaml` (`$GOOSE_PATH_ROOT/config`, `$XDG_CONFIG_HOME`, " +
      "`%APPDATA%\\Block\\goose\\config` on Windows)",
  },
} as const satisfies Assistant;
