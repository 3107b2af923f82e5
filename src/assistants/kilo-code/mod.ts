/**
 * Kilo Code: its history (`reader.ts`: the legacy extension's task folders, Kilo Code ≤ 5.x;
 * Kilo Code ≥ 7's `kilo.db` plugs in there), and the ctx entry where each generation reads its
 * MCP servers: Kilo Code ≥ 7 (extension and CLI) in `~/.config/kilo/kilo.jsonc` (or `kilo.json`)
 * under `mcp`, the legacy extension in each editor's `mcp_settings.json`. Subtasks are skipped;
 * no session-end hook (Kilo Code ≥ 7 has OpenCode's plugins, unverified for Kilo).
 */
import { join } from "node:path";
import {
  type ClientConfig,
  type Entry,
  mergeJson,
  plainEntry,
  type ServerCommand,
  xdgConfig,
} from "../../edit/clients.ts";
import { extensionPlaces, extensionSettings, type TaskStore } from "../cline/storage.ts";
import type { Assistant } from "../types.ts";

const TASKS: TaskStore = {
  id: "kilo-code",
  label: "Kilo Code",
  extension: "kilocode.kilo-code",
};

/** Kilo's config folder: `xdg-basedir`'s, `~/.config/kilo` on every OS. */
const kiloConfig = (c: ClientConfig) => join(xdgConfig(c), "kilo");

/**
 * Kilo's global config file: `kilo.jsonc` (the name its docs give), else an existing
 * `kilo.json`; Kilo reads and merges both.
 */
function kiloFile(c: ClientConfig): string {
  const jsonc = join(kiloConfig(c), "kilo.jsonc");
  const json = join(kiloConfig(c), "kilo.json");
  return !isFile(jsonc) && isFile(json) ? json : jsonc;
}

function isFile(path: string): boolean {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
}

/**
 * Our entry in Kilo's `mcp` (OpenCode's shape; Kilo's schema takes no unknown key): a local
 * server, its command line one array. The user's `enabled`, `environment` and `timeout` stay.
 */
export function kiloEntry(existing: Entry | undefined, server: ServerCommand): Entry {
  return mergeJson(existing, { type: "local", command: [server.command, ...server.args] });
}

export const kiloCode = {
  id: TASKS.id,
  label: TASKS.label,
  aliases: ["kilo"],
  reader: {
    dirFlag: {
      name: "kilo-code-dir",
      value: "path",
      help:
        "Kilo Code's kilo.db (or its folder), or its legacy storage folder (kilocode.kilo-code), " +
        "its tasks/ folder, or one task",
    },
    scanned: true,
    open: async (c) => (await import("./reader.ts")).createKiloCodeSource(TASKS, c),
  },
  mcp: [
    {
      format: "json",
      serversKey: "mcp",
      markers: (c) => [kiloConfig(c)],
      file: kiloFile,
      merge: kiloEntry,
    },
    ...extensionSettings(TASKS.extension, "mcp_settings.json", plainEntry),
  ],
  docs: {
    history: {
      where: "`~/.local/share/kilo/kilo.db` (`$XDG_DATA_HOME`; Kilo Code ≥ 7), and " +
        extensionPlaces(TASKS.extension, "tasks/") + " (≤ 5.x)",
    },
    mcpFile: "`~/.config/kilo/kilo.jsonc` (or `kilo.json`; Kilo Code ≥ 7) and " +
      extensionPlaces(TASKS.extension, "settings/mcp_settings.json") + " (≤ 5.x)",
  },
} as const satisfies Assistant;
