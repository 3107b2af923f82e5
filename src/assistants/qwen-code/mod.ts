/**
 * Qwen Code (a fork of Gemini CLI): its sessions, `~/.qwen/projects/<project>/chats/*.jsonl`.
 * Written from its published source (`@qwen-code/qwen-code` 0.24.4); no real session file has
 * been seen. ctx reads it only: registering ctx in Qwen Code and a session-end hook are not
 * built (not checked against a running Qwen Code).
 */
import type { Assistant } from "../types.ts";

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
  docs: {
    history: {
      where: "`~/.qwen/projects/*/chats/*.jsonl` (`$QWEN_RUNTIME_DIR`, `$QWEN_HOME`); from its " +
        "source, no real file seen",
    },
  },
} as const satisfies Assistant;
