/**
 * Aider: the project's `.aider.chat.history.md` with `.aider.input.history` beside it. Aider takes
 * no MCP servers and has no session-end hook (its `--notifications-command` runs after every
 * reply, with nothing on stdin), so ctx only reads it.
 */
import type { Assistant } from "../types.ts";

export const aider = {
  id: "aider",
  label: "Aider",
  reader: {
    dirFlag: {
      name: "aider-dir",
      value: "dir",
      help: "folder holding .aider.chat.history.md and .aider.input.history (default: the project)",
    },
    scanned: true,
    open: async () => (await import("./reader.ts")).createAiderSource(),
  },
  docs: {
    history: {
      where: "`.aider.chat.history.md` and `.aider.input.history` in the project folder",
    },
  },
} as const satisfies Assistant;
