/**
 * Step 2 of a run: the sessions found, sorted by what the project's store knows of each
 * (`RunStore.plan`, reading none) — settled with this very fingerprint, with what to report of
 * each, or pending; and of the pending ones, those the project's other store has distilled
 * already (a run copies them, with no model call).
 */
import type { PlanRecord, Standing, StoredSession } from "../store/mod.ts";
import type { SessionRef } from "../types.ts";
import type { WorkItem } from "./_discover.ts";
import type { SessionOutcome } from "./_outcome.ts";

/** The sessions of a plan, sorted: settled (with what to report of each) or pending. */
export interface SortedSessions {
  pending: WorkItem[];
  settled: Array<{ ref: SessionRef; outcome: SessionOutcome }>;
  /**
   * Pending sessions settled with this very fingerprint in the project's other store (`.ctx/`
   * or the per-user store), their summary there: a run copies them, with no model call.
   */
  elsewhere: number;
  /** Pending sessions the ledger never saw whose summary is in a store already (`summaryStored`). */
  stored: number;
}

/** A session found, as the store knows sessions. */
export function storedSession(ref: SessionRef): StoredSession {
  return {
    source: ref.source,
    sessionId: ref.id,
    location: ref.location,
    fingerprint: ref.fingerprint,
  };
}

/** Sort `work` by the store's `standings` of its sessions (in the same order). */
export function sortSessions(
  work: readonly WorkItem[],
  standings: readonly Standing[],
): SortedSessions {
  const sorted: SortedSessions = { pending: [], settled: [], elsewhere: 0, stored: 0 };
  work.forEach((item, i) => {
    const standing = standings[i]!;
    if (standing.unchanged) {
      sorted.settled.push({ ref: item.ref, outcome: settledOutcome(standing.record!) });
      return;
    }
    sorted.pending.push(item);
    if (standing.inOtherStore) sorted.elsewhere++;
    else if (standing.summaryStored) sorted.stored++;
  });
  return sorted;
}

/** Why a session of a repository of its own inside the project's folder was left out. */
export function belongsReason(root: string): string {
  return `belongs to the project ${root}`;
}

/**
 * What became of a session the ledger settled with this very fingerprint, without reading it:
 * unchanged, said the way it was settled; one of an inner repository is still said (from the
 * ledger alone) so its warning names that project on every run.
 */
export function settledOutcome(previous: PlanRecord): SessionOutcome {
  const reason = previous.error ?? "";
  if (previous.status === "ignored" && previous.belongsTo !== undefined) {
    const project = previous.belongsTo;
    return { kind: "ignored", own: false, reason: belongsReason(project), project };
  }
  if (previous.status === "ignored") {
    return { kind: "unchanged", why: `not this project's (${reason || "ignored"}); ${SINCE}` };
  }
  // The same words for every session settled so: one object (a plan holds tens of thousands).
  return UNCHANGED[previous.status as keyof typeof UNCHANGED] ?? UNCHANGED.ok;
}

const SINCE = "the file has not changed since";

/** What a run says of a session settled `ok`, `empty` or `short` whose file has not changed. */
const UNCHANGED = {
  ok: Object.freeze({ kind: "unchanged", why: `already distilled; ${SINCE}` }),
  empty: Object.freeze({
    kind: "unchanged",
    why: `already distilled, with nothing to keep; ${SINCE}`,
  }),
  short: Object.freeze({ kind: "unchanged", why: `too short when last read; ${SINCE}` }),
} as const satisfies Record<string, SessionOutcome>;
