/**
 * What a distillation sends and how many calls run at once: `CTX_MAX_CHARS` (the budget per
 * session), `CTX_CONCURRENCY`, `SANITIZE_CHAT`, `EXTRACT_USER_QUERIES_ONLY`.
 */
import { bool, int, optionalInt } from "./_parse.ts";
import type { Getter } from "./_vars.ts";

export interface DistillConfig {
  /** Max concurrent model calls; `undefined` when unset (the CLI backend then uses 1). */
  concurrency: number | undefined;
  maxChars: number;
  sanitizeChat: boolean;
  userQueriesOnly: boolean;
}

export const DISTILL_DEFAULTS = {
  maxChars: 20_000,
  defaultConcurrency: 8,
} as const;

export function readDistill(get: Getter): DistillConfig {
  return {
    concurrency: optionalInt(get, "CTX_CONCURRENCY", 1, 256),
    maxChars: int(get, "CTX_MAX_CHARS", DISTILL_DEFAULTS.maxChars, 500, 10_000_000),
    sanitizeChat: bool(get, "SANITIZE_CHAT", true),
    userQueriesOnly: bool(get, "EXTRACT_USER_QUERIES_ONLY", false),
  };
}

/** Concurrency actually used for a backend kind: the CLI runs one process unless told. */
export function effectiveConcurrency(
  config: Pick<DistillConfig, "concurrency">,
  backendKind: string,
): number {
  if (config.concurrency !== undefined) return config.concurrency;
  return backendKind === "cli" ? 1 : DISTILL_DEFAULTS.defaultConcurrency;
}
