/** What memory serves: `CTX_BRIEF_TOKENS`, the size of the brief (docs/memory.md). */
import { int } from "./_parse.ts";
import type { Getter } from "./_vars.ts";

export interface MemoryConfig {
  /** The brief's budget in tokens, estimated as characters / 4. */
  briefTokens: number;
}

export const MEMORY_DEFAULTS = { briefTokens: 1500 } as const;

export function readMemory(get: Getter): MemoryConfig {
  return { briefTokens: int(get, "CTX_BRIEF_TOKENS", MEMORY_DEFAULTS.briefTokens, 200, 100_000) };
}
