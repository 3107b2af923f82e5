/**
 * GitHub Copilot CLI (`copilot`, npm `@github/copilot`; not VS Code's Copilot Chat, which is
 * `copilot`): its sessions (`~/.copilot/session-state/`, `$COPILOT_HOME`), the ctx entry in
 * `~/.copilot/mcp-config.json`, and a `sessionEnd` hook in a file of ctx's own,
 * `~/.copilot/hooks/ctx.json`.
 *
 * The file is edited, not registered through `copilot mcp add`: that command refuses an existing
 * entry, and `copilot mcp add`/`remove` rewrite the whole file (comments dropped, every other
 * server given `"tools": ["*"]`). ctx takes the lock the CLI takes while it writes the file.
 */
import { join } from "node:path";
import { type Entry, mergeJson, plain, powershellCommand } from "../../edit/clients.ts";
import type { Assistant } from "../types.ts";
import { copilotHome } from "./paths.ts";

export const copilotCli = {
  id: "copilot-cli",
  label: "GitHub Copilot CLI",
  reader: {
    dirFlag: {
      name: "copilot-cli-dir",
      value: "dir",
      help: "GitHub Copilot CLI folder (default ~/.copilot, $COPILOT_HOME)",
    },
    scanned: true,
    open: async (c) => (await import("./reader.ts")).createCopilotCliSource(c),
  },
  mcp: {
    format: "json",
    serversKey: "mcpServers",
    markers: (c) => [copilotHome(c)],
    file: (c) => join(copilotHome(c), "mcp-config.json"),
    // What `copilot mcp add` writes; tools the user narrowed stay narrowed.
    merge: (existing: Entry | undefined, server) =>
      mergeJson(existing, { type: "local", ...plain(server), tools: existing?.["tools"] ?? ["*"] }),
    flock: ".mcp-writer.lock",
  },
  hook: {
    markers: (c) => [copilotHome(c)],
    file: (c) => join(copilotHome(c), "hooks", "ctx.json"),
    event: "sessionEnd",
    layout: "flat",
    newFile: { version: 1 },
    commandKey: "bash",
    owned: true,
    // `bash` runs on macOS and Linux, `powershell` on Windows; seconds.
    entry: (command, argv) => ({
      type: "command",
      bash: command,
      powershell: powershellCommand(argv),
      timeoutSec: 10,
    }),
  },
  docs: {
    history: {
      name: "GitHub Copilot CLI",
      where: "`~/.copilot/session-state/*/events.jsonl`, older `history-session-state/*.json` " +
        "(`$COPILOT_HOME`)",
    },
    mcpFile: "`~/.copilot/mcp-config.json` (or `$COPILOT_HOME/`)",
    hook: {
      file: "`~/.copilot/hooks/ctx.json` (ctx's own file; or `$COPILOT_HOME/hooks/`)",
      notes: "fires when an interactive session ends, and after every turn of `copilot -p` or " +
        "piped input (a session that grew is distilled again; an unchanged one is not)",
    },
  },
} as const satisfies Assistant;
