/**
 * Claude Code: its transcripts (`~/.claude/projects/<encoded cwd>/<session>.jsonl`), the ctx
 * entry in `~/.claude.json` (through `claude mcp add` when the CLI is on PATH) and the
 * `SessionEnd` hook in `~/.claude/settings.json`.
 */
import { join } from "node:path";
import { type ClientConfig, stdioEntry } from "../../edit/clients.ts";
import type { DirLockOptions } from "../../edit/write.ts";
import type { Assistant } from "../types.ts";

const claudeDir = (c: ClientConfig) => c.claudeConfigDir ?? join(c.home, ".claude");

/**
 * Claude Code's own lock on `~/.claude.json` (npm's proper-lockfile, as Claude Code 2.1 uses
 * it): the directory `<file>.lock`, created with mkdir, refreshed by its holder, stale after
 * 10 s. Holding it while ctx reads, edits and writes the file keeps a running Claude Code from
 * writing in between with an older copy.
 */
export const CLAUDE_LOCK: DirLockOptions = { staleMs: 10_000, waitMs: 5_000 };

export const claudeCode = {
  id: "claude-code",
  label: "Claude Code",
  aliases: ["claude"],
  reader: {
    dirFlag: {
      name: "claude-dir",
      value: "dir",
      help: "Claude Code projects directory (default ~/.claude/projects)",
    },
    scanned: true,
    open: async (c) => (await import("./reader.ts")).createClaudeCodeSource(c),
  },
  mcp: {
    format: "json",
    serversKey: "mcpServers",
    markers: (c) =>
      c.claudeConfigDir
        ? [c.claudeConfigDir]
        : [join(c.home, ".claude"), join(c.home, ".claude.json")],
    file: (c) => join(c.claudeConfigDir ?? c.home, ".claude.json"),
    // Claude Code also keeps each project's history in this file: real ones reach 65–101 MB
    // (anthropics/claude-code#6394, #2593), and ctx must still register there.
    maxBytes: 256 * 1024 * 1024,
    merge: stdioEntry,
    lock: CLAUDE_LOCK,
    // Local-scope `ctx` entries win over ours in their project and would hide an update.
    fileWarnings: async (text, server) =>
      (await import("./_local_scope.ts")).staleWarnings(text, server),
    cli: {
      program: "claude",
      load: async () => (await import("./register.ts")).registerWithClaude,
    },
  },
  hook: {
    markers: (c) => [claudeDir(c)],
    file: (c) => join(claudeDir(c), "settings.json"),
    event: "SessionEnd",
    layout: "grouped",
    // Seconds; Claude Code waits at most this long (ctx returns in well under one).
    entry: (command) => ({ type: "command", command, timeout: 5 }),
  },
  docs: {
    history: {
      where: "`~/.claude/projects/` (also `$CLAUDE_CONFIG_DIR/projects`, " +
        "`~/.config/claude/projects`)",
    },
    mcpFile: "`~/.claude.json` (or `$CLAUDE_CONFIG_DIR/.claude.json`); through " +
      "`claude mcp add --scope user` when it is on PATH, else (or with `env` values) edited " +
      "directly",
    hook: {
      file: "`~/.claude/settings.json` (or `$CLAUDE_CONFIG_DIR/…`)",
      notes: "fires at `/exit`, `/clear`, logout and at the end of `claude -p`; new sessions " +
        "pick the hook up (a running one does not)",
    },
  },
} as const satisfies Assistant;
