/**
 * A session's outcome in the ledger (`ledger.ts`): what each means, which is best, which are
 * settled, and sessions counted by outcome once each.
 */
/**
 * `ok` summary written; `empty` no insight; `short` too little to send; `ignored` not this
 * project's or ctx's own; `failed` retried next run; `running` leased by a process; `stopped`
 * its model call was stopped (Ctrl-C, a server stopping, a backend refusing ctx) before the
 * summary was written: not a failure, done on the next run.
 */
export type Outcome = "ok" | "empty" | "short" | "ignored" | "failed" | "running" | "stopped";

/** Outcomes best first: a session in two stores is counted once, with the first of its own. */
export const OUTCOME_ORDER: readonly Outcome[] = [
  "ok",
  "empty",
  "short",
  "ignored",
  "running",
  "stopped",
  "failed",
];

/**
 * Sessions by outcome, each counted once with its best outcome (`OUTCOME_ORDER`): a session
 * distilled into two stores (after switching between `--local` and the per-user store) counts
 * once, so the counts agree with what `ctx init` found. For `ctx status`, which first leaves out
 * an `ok` whose summary file is gone.
 */
export function countOutcomes(
  entries: ReadonlyArray<{ projectId: string; source: string; sessionId: string; status: Outcome }>,
): Record<Outcome, number> {
  const best = new Map<string, number>();
  for (const e of entries) {
    const ranked = outcomeRank(e.status);
    const key = `${e.projectId}\u0000${e.source}\u0000${e.sessionId}`;
    best.set(key, Math.min(best.get(key) ?? ranked, ranked));
  }
  const counts = noOutcomes();
  for (const rank of best.values()) counts[OUTCOME_ORDER[rank]!]++;
  return counts;
}

/** Where an outcome stands in `OUTCOME_ORDER` (one ctx does not know: with the failures). */
export function outcomeRank(status: unknown): number {
  const rank = OUTCOME_ORDER.indexOf(status as Outcome);
  return rank < 0 ? OUTCOME_ORDER.length - 1 : rank;
}

/** Every outcome counted 0. */
export function noOutcomes(): Record<Outcome, number> {
  return Object.fromEntries(OUTCOME_ORDER.map((o) => [o, 0])) as Record<Outcome, number>;
}

/** Outcomes that count as "done" for unchanged content. */
export function isSettled(status: Outcome): boolean {
  return status === "ok" || status === "empty" || status === "short" || status === "ignored";
}
