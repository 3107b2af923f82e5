/**
 * A run's plan sorted afresh: each session's standing from its store folders' ledger rows (one
 * query per folder, `_ledger_plan.ts`) and their listings (a summary deleted, or stored by a ctx
 * whose ledger is lost). `_plan_kept.ts` keeps a real plan's answer for the next run.
 */
import type { DatabaseSync } from "node:sqlite";
import { summaryFileNames } from "./files.ts";
import { isSettled, type Outcome } from "./ledger.ts";
import { planRecord, type PlanRows, readPlanRows } from "./_ledger_plan.ts";
import { PLAIN_UNCHANGED, UNKNOWN } from "./_plan_kept.ts";
import type { Standing, StoredSession } from "./run.ts";
import { summaryFileName } from "./summary.ts";

/** The store folders a plan looks at. */
export interface PlanFolders {
  /** The run's store folder. */
  dir: string;
  /** The project's other store folder, when it exists. */
  other: string | undefined;
  /** Where the listing of `dir` puts the temp files a killed ctx left (none in a dry run). */
  temps: string[] | undefined;
}

/**
 * The standings of `sessions` from the store folders' ledger rows and listings; `db` is absent
 * only in a dry run on a machine that never distilled anything.
 */
export function sortStandings(
  db: DatabaseSync | undefined,
  sessions: readonly StoredSession[],
  folders: PlanFolders,
): Standing[] {
  const here = summaryFileNames(folders.dir, folders.temps);
  const other = folders.other;
  const there = other === undefined ? undefined : summaryFileNames(other);
  // Each store's entries in one query, instead of one per session.
  const rowsOf = (dir: string): PlanRows | undefined => {
    try {
      return db && readPlanRows(db, dir);
    } catch {
      return undefined; // A ledger without the sessions table yet (never distilled).
    }
  };
  const hereRows = rowsOf(folders.dir);
  let thereRows: PlanRows | undefined;
  return sessions.map((session) => {
    const standing = planStanding(session, hereRows, here);
    if (standing.unchanged) return standing;
    let out = standing;
    if (other !== undefined && there !== undefined) {
      thereRows ??= rowsOf(other) ?? new Map();
      const elsewhere = planStanding(session, thereRows, there);
      const status = elsewhere.record?.status;
      out = {
        ...out,
        inOtherStore: elsewhere.unchanged && (status === "ok" || status === "empty"),
      };
    }
    // The ledger never saw it, yet its summary is in a store (a new CTX_HOME, a lost ledger).
    const name = summaryFileName(session.source, session.sessionId);
    if (out.record === undefined && !out.inOtherStore && (here?.has(name) || there?.has(name))) {
      out = { ...out, summaryStored: true };
    }
    return out;
  });
}

/**
 * What a store folder's ledger rows (`rows`) say of `session` for a plan; `names` are the `.md`
 * files of the folder (`undefined`: the listing failed, the ledger is trusted). An unchanged
 * session with a plain entry (no error, no inner project) gets a standing shared with the others
 * settled the same way: a plan of tens of thousands makes no object for each.
 */
function planStanding(
  session: StoredSession,
  rows: PlanRows | undefined,
  names: ReadonlySet<string> | undefined,
): Standing {
  const row = rows?.get(session.source)?.get(session.sessionId);
  if (!row) return UNKNOWN;
  const status = row[3] as Outcome;
  const summaryGone = status === "ok" && names !== undefined &&
    !names.has(summaryFileName(session.source, session.sessionId));
  const unchanged = isSettled(status) && row[2] === session.fingerprint && !summaryGone;
  const plain = unchanged && row[4] === null && row[5] === null
    ? PLAIN_UNCHANGED[status]
    : undefined;
  return plain ?? { record: planRecord(row), unchanged, summaryGone, inOtherStore: false };
}
