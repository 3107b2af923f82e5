/**
 * Qwen Code (a fork of Gemini CLI): its sessions, `~/.qwen/projects/<project>/chats/*.jsonl`, and
 * the ctx entry in its user settings, `mcpServers` of `~/.qwen/settings.json` (`$QWEN_HOME`), as
 * Gemini CLI's. Written from its published source and docs (`@qwen-code/qwen-code` 0.24.4); no
 * real session file has been seen. The MCP entry is checked against the real Qwen Code 0.24.4
 * (`tests/clients/qwen_code_test.ts`). A session-end hook is not built.
 */
import { join } from "node:path";
import { type ClientConfig, plainEntry } from "../../edit/clients.ts";
import type { Assistant } from "../types.ts";

/** Qwen Code's user folder: `$QWEN_HOME`, else `~/.qwen` (the reader's default too). */
const qwenDir = (c: ClientConfig) => c.qwenHome ?? join(c.home, ".qwen");

export const qwenCode = {
  id: "qwen-code",
  label: "Qwen Code",
  aliases: ["qwen"],
  reader: {
    dirFlag: {
      name: "qwen-code-dir",
      value: "dir",
      help: "Qwen Code folder holding projects/ (default $QWEN_RUNTIME_DIR, $QWEN_HOME, ~/.qwen)",
    },
    scanned: true,
    open: async (c) => (await import("./reader.ts")).createQwenCodeSource(c),
  },
  mcp: {
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [qwenDir(c)],
    file: (c) => join(qwenDir(c), "settings.json"),
    merge: plainEntry,
  },
  docs: {
    history: {
      where: "`~/.qwen/projects/*/chats/*.jsonl` (`$QWEN_RUNTIME_DIR`, `$QWEN_HOME`); from its " +
        "source, no real file seen",
    },
    mcpFile: "`~/.qwen/settings.json` (`$QWEN_HOME`)",
  },
} as const satisfies Assistant;
