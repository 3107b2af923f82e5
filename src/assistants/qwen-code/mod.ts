/**
 * Qwen Code (a fork of Gemini CLI): its sessions, `~/.qwen/projects/<project>/chats/*.jsonl`, and
 * the ctx entry in its user settings, `mcpServers` of `~/.qwen/settings.json` (`$QWEN_HOME`), as
 * Gemini CLI's. Written from its published source and docs (`@qwen-code/qwen-code` 0.24.4); no
 * real session file has been seen. The MCP entry is checked against the real Qwen Code 0.24.4
 * (`tests/clients/qwen_code_test.ts`). A session-end hook is not built.
 */
import { join } from "node:path";
import {
  type ClientConfig,
  type Entry,
  mergeJson,
  plain,
  type ServerCommand,
} from "../../edit/clients.ts";
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
    merge: qwenEntry,
  },
  docs: {
    history: {
      where: "`~/.qwen/projects/*/chats/*.jsonl` (`$QWEN_RUNTIME_DIR`, `$QWEN_HOME`); from its " +
        "source, no real file seen",
    },
    mcpFile: "`~/.qwen/settings.json` (`$QWEN_HOME`)",
  },
} as const satisfies Assistant;

/**
 * ctx's entry: our `command` and `args`, and `alwaysLoadTools: true` unless the user set it. Qwen
 * Code (0.24.4) shows a server's tools to the model only behind its `tool_search` step otherwise:
 * one more round trip before `fetch_project_context`, and a model that does not search never sees
 * ctx. Four tools cost little to show up front; a user's own `false` is kept.
 */
function qwenEntry(existing: Entry | undefined, server: ServerCommand): Entry {
  const load = existing !== undefined && "alwaysLoadTools" in existing
    ? {}
    : { alwaysLoadTools: true };
  return mergeJson(existing, { ...plain(server), ...load });
}
