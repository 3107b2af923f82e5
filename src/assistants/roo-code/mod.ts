/**
 * Roo Code (discontinued in May 2026; its history stays on disk): its task folders in every
 * VS Code-family editor, read by Cline's task reader (`../cline/tasks.ts`), and the ctx entry in
 * each editor's `mcp_settings.json`. Subtasks (a parent task id) are skipped; Roo Code has no
 * hooks.
 */
import { plainEntry } from "../../edit/clients.ts";
import { extensionPlaces, extensionSettings, type TaskStore } from "../cline/storage.ts";
import type { Assistant } from "../types.ts";

const TASKS: TaskStore = {
  id: "roo-code",
  label: "Roo Code",
  extension: "rooveterinaryinc.roo-cline",
};

export const rooCode = {
  id: TASKS.id,
  label: TASKS.label,
  aliases: ["roo"],
  reader: {
    dirFlag: {
      name: "roo-code-dir",
      value: "dir",
      help: "Roo Code's storage folder (rooveterinaryinc.roo-cline, or its custom storage " +
        "path), its tasks/ folder, or one task",
    },
    scanned: true,
    open: async (c) => (await import("../cline/tasks.ts")).createTaskFolderSource(TASKS, c),
  },
  mcp: extensionSettings(TASKS.extension, "mcp_settings.json", plainEntry),
  docs: {
    history: { where: extensionPlaces(TASKS.extension, "tasks/") },
    mcpFile: extensionPlaces(TASKS.extension, "settings/mcp_settings.json"),
  },
} as const satisfies Assistant;
