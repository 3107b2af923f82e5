/**
 * Step 2 of a run: what the ledger already knows of each session found, without reading any —
 * settled with this very fingerprint (and, for a summary, its file still in the store), or
 * pending; and of the pending ones, those the project's other store has distilled already (a
 * run copies them, with no model call).
 */
import type { Ledger, LedgerEntry } from "../store/mod.ts";
import { hasSummaryFile, isSettled, ledgerKey, summaryFileOf } from "../store/mod.ts";
import type { SessionRef } from "../types.ts";
import type { WorkItem } from "./_discover.ts";
import type { SessionOutcome } from "./_outcome.ts";

export interface SessionPlan {
  /** The session's key in the ledger (per store). */
  key: string;
  /** Its ledger entry, or (dry run) the entry of its former id that a real run renames. */
  previous: LedgerEntry | undefined;
  /** Settled with this very fingerprint (and its summary file is there): nothing to read. */
  unchanged: boolean;
  /** Settled with this very fingerprint, but its summary file is gone from the store. */
  gone: boolean;
}

/**
 * Step 2: what the ledger already knows of `ref` in `storeDir`. `formers` (a dry run) are the
 * entries of sessions known under a former id, by ledger key, that a real run renames first.
 * `hasFile` says whether the store holds a summary file (by name): a session settled `ok` whose
 * file is gone is not unchanged (without `hasFile`, the ledger is trusted).
 */
export function planSession(
  ledger: Pick<Ledger, "get"> | undefined,
  storeDir: string,
  ref: SessionRef,
  formers?: ReadonlyMap<string, LedgerEntry>,
  hasFile?: (name: string) => boolean,
): SessionPlan {
  const key = ledgerKey(ref.source, ref.id, storeDir);
  const previous = ledger?.get(key) ?? formers?.get(key);
  const settled = previous !== undefined && isSettled(previous.status) &&
    previous.fingerprint === ref.fingerprint;
  const gone = settled && hasFile !== undefined && previous.status === "ok" &&
    !hasFile(summaryFileOf(previous));
  return { key, previous, unchanged: settled && !gone, gone };
}

/** A session settled `ok` whose summary file is no longer in the store (one look). */
export async function summaryGone(storeDir: string, previous: LedgerEntry): Promise<boolean> {
  return previous.status === "ok" &&
    !(await hasSummaryFile(storeDir, summaryFileOf(previous)));
}

/** The sessions of a plan, sorted: settled (with what to report of each) or pending. */
export interface SortedSessions {
  pending: WorkItem[];
  settled: Array<{ ref: SessionRef; outcome: SessionOutcome }>;
  /**
   * Pending sessions settled with this very fingerprint in the project's other store (`.ctx/`
   * or the per-user store), their summary there: a run copies them, with no model call.
   */
  elsewhere: number;
}

/**
 * Sort `work` by what the ledger knows of it in `store` (`names`: its summary files now, or
 * `undefined` to trust the ledger). `other` is the project's other store and its files
 * (`undefined` when it does not exist).
 */
export function sortSessions(
  ledger: Pick<Ledger, "get"> | undefined,
  work: readonly WorkItem[],
  store: { dir: string; names: ReadonlySet<string> | undefined },
  other: { dir: string; names: ReadonlySet<string> | undefined },
  formers: ReadonlyMap<string, LedgerEntry>,
): SortedSessions {
  const sorted: SortedSessions = { pending: [], settled: [], elsewhere: 0 };
  const has = (names: ReadonlySet<string> | undefined) =>
    names && ((name: string) => names.has(name));
  for (const item of work) {
    let plan: SessionPlan;
    try {
      plan = planSession(ledger, store.dir, item.ref, formers, has(store.names));
    } catch {
      // A ledger without the sessions table yet (never distilled): everything is new.
      sorted.pending.push(item);
      continue;
    }
    if (plan.unchanged) {
      sorted.settled.push({ ref: item.ref, outcome: settledOutcome(plan.previous!, item.ref) });
      continue;
    }
    sorted.pending.push(item);
    if (other.names !== undefined) {
      const there = planSession(ledger, other.dir, item.ref, undefined, has(other.names));
      if (there.unchanged && ["ok", "empty"].includes(there.previous!.status)) sorted.elsewhere++;
    }
  }
  return sorted;
}

/** The ledger's reason for a session of a repository inside the project's folder. */
export const INNER_PROJECT = "belongs to the project ";

/**
 * What became of a session the ledger settled with this very fingerprint, without reading it:
 * unchanged, said the way it was settled; one of an inner repository is still said (from the
 * ledger alone) so its warning names that project on every run.
 */
export function settledOutcome(previous: LedgerEntry, ref?: SessionRef): SessionOutcome {
  const outcome = settledAs(previous);
  if (outcome.kind !== "unchanged" || !ref || previous.sessionId === ref.id) return outcome;
  // A dry run before the rename of a session known under its former id.
  return { ...outcome, why: `${outcome.why}; known as "${previous.sessionId}" until now` };
}

function settledAs(previous: LedgerEntry): SessionOutcome {
  const reason = previous.error ?? "";
  if (previous.status === "ignored" && reason.startsWith(INNER_PROJECT)) {
    const project = reason.slice(INNER_PROJECT.length);
    return { kind: "ignored", own: false, reason, project };
  }
  const since = "the file has not changed since";
  switch (previous.status) {
    case "short":
      return { kind: "unchanged", why: `too short when last read; ${since}` };
    case "empty":
      return { kind: "unchanged", why: `already distilled, with nothing to keep; ${since}` };
    case "ignored":
      return { kind: "unchanged", why: `not this project's (${reason || "ignored"}); ${since}` };
    default:
      return { kind: "unchanged", why: `already distilled; ${since}` };
  }
}
