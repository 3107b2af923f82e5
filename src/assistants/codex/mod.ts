/**
 * Codex: its rollout files (`rollout-*.jsonl` under `~/.codex/sessions/`).
 */
import type { Assistant } from "../types.ts";

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
  docs: { name: "Codex CLI", history: "`~/.codex/sessions/**/rollout-*.jsonl` (`$CODEX_HOME`)" },
} as const satisfies Assistant;
