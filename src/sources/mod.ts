/**
 * The registry of transcript sources. Adding an assistant = one module, one line here, one
 * fixture folder in tests.
 */
import type { Config } from "../config.ts";
import type { Source } from "../types.ts";
import { createClaudeCodeSource } from "./claude_code.ts";
import { createCursorSource } from "./cursor.ts";
import { createCopilotSource } from "./copilot.ts";
import { createCodexSource } from "./codex.ts";
import { createGeminiSource } from "./gemini.ts";
import { createKiroSource } from "./kiro.ts";

/**
 * Every source ctx scans for a project (`fetch_project_context`, `ctx init`), in this order.
 * The generic VS Code-family reader (`vscdb`) is not here: it serves `ctx export vscdb`, and its
 * Cursor and Copilot sessions are the ones the `cursor` and `copilot` sources already read.
 */
export function createSources(config: Readonly<Config>): readonly Source[] {
  return [
    createClaudeCodeSource(config.claudeConfigDir),
    createCursorSource(config),
    createCopilotSource(config),
    createCodexSource(config),
    createGeminiSource(config),
    createKiroSource(config),
  ] as const;
}
