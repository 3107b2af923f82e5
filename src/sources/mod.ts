/**
 * The registry of transcript sources. Adding an assistant = one module, one line here, one
 * fixture folder in tests.
 */
import type { Config } from "../config.ts";
import type { Source, SourceId } from "../types.ts";
import { createClaudeCodeSource } from "./claude_code.ts";

/** Every source ctx can read, in the order `fetch_project_context` scans them. */
export function createSources(config: Readonly<Config>): readonly Source[] {
  return [
    createClaudeCodeSource(config.claudeConfigDir),
  ] as const;
}

/** The source with this id, or undefined. */
export function findSource(sources: readonly Source[], id: SourceId): Source | undefined {
  return sources.find((s) => s.id === id);
}
