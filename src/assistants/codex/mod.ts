/**
 * Codex: its rollout files (`rollout-*.jsonl` under `~/.codex/sessions/`), the ctx table in
 * `~/.codex/config.toml` and the `SessionEnd` hook in `~/.codex/hooks.json` (`$CODEX_HOME`).
 */
import { join } from "node:path";
import { type ClientConfig, SERVER_NAME } from "../../edit/clients.ts";
import type { Assistant } from "../types.ts";
import { codexEntry, codexEntryCheck } from "./mcp.ts";

const codexDir = (c: ClientConfig) => c.codexHome ?? join(c.home, ".codex");

export const codex = {
  id: "codex",
  label: "Codex",
  reader: {
    dirFlag: {
      name: "codex-dir",
      value: "dir",
      help: "Codex sessions directory (default ~/.codex/sessions)",
    },
    scanned: true,
    open: async (c) => (await import("./reader.ts")).createCodexSource(c),
  },
  mcp: {
    format: "toml",
    table: ["mcp_servers", SERVER_NAME],
    markers: (c) => [codexDir(c)],
    file: (c) => join(codexDir(c), "config.toml"),
    check: codexEntryCheck,
    merge: codexEntry,
  },
  hook: {
    markers: (c) => [codexDir(c)],
    file: (c) => join(codexDir(c), "hooks.json"),
    event: "SessionEnd",
    layout: "grouped",
    // Seconds; Codex allows 3 at most for SessionEnd.
    entry: (command) => ({ type: "command", command, timeout: 3 }),
    note: "Codex runs a new hook only once you trust it: open /hooks in Codex and trust the " +
      "ctx hook",
  },
  docs: {
    history: { name: "Codex CLI", where: "`~/.codex/sessions/**/rollout-*.jsonl` (`$CODEX_HOME`)" },
    mcpFile: "`~/.codex/config.toml` (or `$CODEX_HOME`)",
    hook: {
      file: "`~/.codex/hooks.json` (or `$CODEX_HOME/hooks.json`)",
      notes: "**Codex runs a new hook only after you trust it: open `/hooks` in Codex and trust " +
        "the ctx hook.** `codex exec` fires it at the end; the interactive TUI only when its " +
        "background daemon stops, so those sessions are distilled late (or by " +
        "`fetch_project_context`)",
    },
  },
} as const satisfies Assistant;
