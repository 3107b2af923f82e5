/**
 * Goose (block/goose): its sessions database, `~/.local/share/goose/sessions/sessions.db`.
 * Written from Goose's source (schema version 5); no real database has been seen. ctx reads it
 * only: registering ctx in Goose (its `config.yaml` extensions) and a session-end hook are not
 * built.
 */
import type { Assistant } from "../types.ts";

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
  docs: {
    history: {
      where: "`~/.local/share/goose/sessions/sessions.db` (`$GOOSE_PATH_ROOT`, " +
        "`%APPDATA%\\Block\\goose\\data` on Windows); from its source, no real file seen",
    },
  },
} as const satisfies Assistant;
