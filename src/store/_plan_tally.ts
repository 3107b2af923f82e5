/**
 * `ctx status`'s tally of a dry plan (how many of the sessions discovery found are pending, and
 * how many of those the project's other store holds), kept in the ledger (`kept_answers`,
 * `_index_answers.ts`) for the next `ctx status` while nothing it was sorted by changed.
 *
 * Discovery still runs every time: a transcript that grows changes its own mtime, not its
 * folder's, so only a `stat` of each transcript tells that it is pending again. What is kept is
 * the second step, the sorting of what discovery found against the ledger's rows and the store
 * folders' listings (at a heavy user's scale 20,000 rows and two listings of 20,000 names). The
 * kept tally holds only while all of these are what they were when it was counted:
 * - what discovery found: a SHA-256 of the store folders and of every session's source, id and
 *   fingerprint (size and mtime), in order (`vouchPlan`, `_plan_kept.ts`) — a session added,
 *   grown, deleted or moved changes it;
 * - the ledger's rows: triggers on `sessions` forget every kept answer in the transaction of any
 *   row written, by whichever process (a session distilled, failed, leased or forgotten); a tally
 *   counted while another process wrote is not kept;
 * - the two store folders: each one's mtime and inode, taken before the plan lists it (a summary
 *   file added, deleted or renamed changes its folder's mtime). As the ledger's counts
 *   (`_ledger_counts.ts`): a folder changed less than two seconds before, a link or a folder that
 *   cannot be looked at makes the tally not kept, and a kept tally is trusted ten minutes at most.
 *
 * A kept value of any other shape, or damaged, is not trusted: the tally is counted again.
 */
import { existsSync } from "node:fs";
import type { DatabaseSync } from "node:sqlite";
import type { Config } from "../config/mod.ts";
import { isRecord } from "../types.ts";
import { openDatabase } from "./db.ts";
import { endSnapshot, ensureAnswers, keepValue, keptValue, SHAPE } from "./_index_answers.ts";
import { type PlanVouch, stillHolds, vouchPlan } from "./_plan_kept.ts";
import type { StoredSession } from "./run.ts";
import { ledgerPath } from "./stores.ts";

/** What `ctx status` shows of a dry plan beyond what discovery found. */
export interface PlanTally {
  pending: number;
  elsewhere: number;
  /** Of the pending, those the ledger never saw whose summary is in a store already. */
  stored: number;
}

/**
 * The tally kept for `sessions` and `dirs` (the project's store folders), else `count()`'s,
 * kept for the next process when it can be vouched for. Without a ledger (nothing distilled yet)
 * or with one that cannot be written, counted and not kept.
 */
export async function keptPlanTally(
  deps: { config: Pick<Config, "ctxHome">; now: () => Date },
  dirs: readonly string[],
  sessions: readonly StoredSession[],
  count: () => Promise<PlanTally>,
): Promise<PlanTally> {
  const path = ledgerPath(deps.config);
  if (!existsSync(path)) return await count();
  let db: DatabaseSync | undefined;
  try {
    db = openDatabase(path, { private: true });
    ensureAnswers(db, ["sessions"]);
  } catch {
    db?.close(); // Busy, read-only or damaged: counted, not kept.
    return await count();
  }
  try {
    // The folders are stamped before the plan lists them.
    const vouch = await vouchPlan(dirs, sessions, deps.now().getTime());
    const key = SHAPE + `dry-plan:${JSON.stringify(dirs)}`;
    const kept = asTally(keptValue(db, key), vouch);
    if (kept) return kept;
    return await countAndKeep(db, key, vouch, count);
  } finally {
    db.close();
  }
}

/**
 * Count, and keep the tally when every folder was vouched for and no other process wrote to the
 * ledger since: the read transaction's snapshot starts before `count` reads the ledger (through
 * the plan's own connection), and a write from it fails when another process committed since.
 */
async function countAndKeep(
  db: DatabaseSync,
  key: string,
  vouch: PlanVouch,
  count: () => Promise<PlanTally>,
): Promise<PlanTally> {
  db.exec("BEGIN");
  try {
    keptValue(db, key); // The snapshot starts here.
    const tally = await count();
    if (vouch.vouched && validTally(tally)) {
      keepValue(db, key, {
        ...tally,
        witness: vouch.witness,
        folders: vouch.folders,
        at: vouch.at,
      });
    }
    return tally;
  } finally {
    endSnapshot(db);
  }
}

function validTally(t: PlanTally): boolean {
  return Number.isSafeInteger(t.pending) && t.pending >= 0 &&
    Number.isSafeInteger(t.elsewhere) && t.elsewhere >= 0 && Number.isSafeInteger(t.stored) &&
    t.stored >= 0 && t.elsewhere + t.stored <= t.pending;
}

/** A kept value of exactly this shape that still holds for `vouch`, else `undefined`. */
function asTally(value: unknown, vouch: PlanVouch): PlanTally | undefined {
  if (!isRecord(value)) return undefined;
  const v = value;
  const tally = { pending: v.pending, elsewhere: v.elsewhere, stored: v.stored } as PlanTally;
  return validTally(tally) && stillHolds(v, vouch) ? tally : undefined;
}
