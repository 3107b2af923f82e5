/**
 * Claude Code: its transcripts (`~/.claude/projects/<encoded cwd>/<session>.jsonl`).
 */
import type { Assistant } from "../types.ts";

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
    open: async (c) => (await import("./reader.ts")).createClaudeCodeSource(c.claudeConfigDir),
  },
  docs: {
    history: "`~/.claude/projects/` (also `$CLAUDE_CONFIG_DIR/projects`, " +
      "`~/.config/claude/projects`)",
  },
} as const satisfies Assistant;
