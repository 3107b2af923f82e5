/**
 * Cline: its history (Cline 4.x's sessions in `~/.cline/data`, the task folders of Cline ≤ 3.x
 * in every VS Code-family editor and of the Cline CLI), and the ctx entry in
 * `cline_mcp_settings.json`, both the shared one of Cline 4.x and the CLI and each editor's own
 * (Cline ≤ 3.x). Roo Code and Kilo Code read their task folders with this folder's `tasks.ts`.
 *
 * No session-end hook: Cline's hooks (`TaskComplete`, `TaskCancel`) are executable files named
 * after the hook, one per folder, off unless the user turns hooks on, and fire on a completed or
 * cancelled task only (see docs/setup.md).
 */
import { join } from "node:path";
import {
  type ClientConfig,
  type Entry,
  plainEntry,
  type ServerCommand,
} from "../../edit/clients.ts";
import type { Assistant } from "../types.ts";
import { extensionPlaces, extensionSettings, type TaskStore } from "./storage.ts";

/** Cline's task store: the extension `saoudrizwan.claude-dev` (its first name, Claude Dev). */
export const TASKS: TaskStore = {
  id: "cline",
  label: "Cline",
  extension: "saoudrizwan.claude-dev",
  handoffs: true,
};

const SETTINGS = "cline_mcp_settings.json";

/** Cline 4.x's and the CLI's data folder (`CLINE_DATA_DIR`, `$CLINE_DIR/data`). */
const dataDir = (c: ClientConfig) => c.clineDataDir ?? join(c.home, ".cline", "data");

/**
 * Our entry: flat (`{command, args}`), which both generations read; an entry Cline 4.x rewrote
 * in its nested form (`{transport: {type: "stdio", command, args}}`) keeps that form.
 */
export function clineEntry(existing: Entry | undefined, server: ServerCommand): Entry {
  const transport = existing?.["transport"];
  if (typeof transport === "object" && transport !== null && !Array.isArray(transport)) {
    return { ...existing, transport: { ...transport, command: server.command, args: server.args } };
  }
  return plainEntry(existing, server);
}

export const cline = {
  id: TASKS.id,
  label: TASKS.label,
  reader: {
    dirFlag: {
      name: "cline-dir",
      value: "dir",
      help: "Cline data folder (~/.cline/data), an editor's saoudrizwan.claude-dev folder, " +
        "its tasks/ folder, or one task",
    },
    scanned: true,
    open: async (c) => (await import("./reader.ts")).createClineSource(TASKS, c),
  },
  mcp: [
    {
      format: "json",
      serversKey: "mcpServers",
      markers: (c) => [c.clineDataDir ?? join(c.home, ".cline")],
      file: (c) => join(dataDir(c), "settings", SETTINGS),
      merge: clineEntry,
    },
    ...extensionSettings(TASKS.extension, SETTINGS, clineEntry),
  ],
  docs: {
    history: {
      where: "`~/.cline/data/`, " + extensionPlaces(TASKS.extension, "tasks/"),
    },
    mcpFile: `\`~/.cline/data/settings/${SETTINGS}\` and ` +
      extensionPlaces(TASKS.extension, `settings/${SETTINGS}`),
  },
} as const satisfies Assistant;
