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
 * - what discovery found: the caller's `witness`, a SHA-256 of every session's source, id and
 *   fingerprint (size and mtime) in order, with the project and its two store folders — a session
 *   added, grown, deleted or moved changes it;
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
import { openDatabase, prepared, withoutWaiting } from "./db.ts";
import { ensureAnswers, keptValue, SHAPE } from "./_index_answers.ts";
import { MARK_TRUST_MS, SETTLE_MS } from "./_index_marks.ts";
import { stampOf } from "./_ledger_counts.ts";
import { ledgerPath } from "./stores.ts";

/** What `ctx status` shows of a dry plan beyond what discovery found. */
export interface PlanTally {
  pending: number;
  elsewhere: number;
}

/** A kept tally and what vouches for it. */
interface Kept extends PlanTally {
  witness: string;
  /** Each store folder's stamp (`stampOf`), by path, taken before it was listed. */
  folders: Record<string, string>;
  /** When the stamps were taken (ms since the epoch). */
  at: number;
}

/**
 * The tally kept for `witness` and `dirs` (the project's store folders), else `count()`'s, kept
 * for the next process when it can be vouched for. Without a ledger (nothing distilled yet) or
 * with one that cannot be written, counted and not kept.
 */
export async function keptPlanTally(
  deps: { config: Pick<Config, "ctxHome">; now: () => Date },
  witness: string,
  dirs: readonly string[],
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
    const key = SHAPE + `dry-plan:${JSON.stringify(dirs)}`;
    const kept = asKept(keptValue(db, key));
    const now = deps.now().getTime();
    if (kept && kept.witness === witness && holds(kept, now)) {
      return { pending: kept.pending, elsewhere: kept.elsewhere };
    }
    return await countAndKeep(db, key, { witness, dirs, at: now }, count);
  } finally {
    db.close();
  }
}

/** Whether the folders are as they were and the tally is young enough. */
function holds(kept: Kept, now: number): boolean {
  const age = now - kept.at;
  return age >= 0 && age < MARK_TRUST_MS &&
    Object.entries(kept.folders).every(([dir, stamp]) => stampOf(dir) === stamp);
}

/**
 * Count, and keep the tally when every folder was vouched for and no other process wrote to the
 * ledger since the stamps were taken: the read transaction's snapshot starts before `count`
 * reads the ledger (through the plan's own connection), and a write from it fails when another
 * process committed since.
 */
async function countAndKeep(
  db: DatabaseSync,
  key: string,
  at: { witness: string; dirs: readonly string[]; at: number },
  count: () => Promise<PlanTally>,
): Promise<PlanTally> {
  db.exec("BEGIN");
  try {
    prepared(db, "SELECT COUNT(*) FROM kept_answers").get(); // The snapshot starts here.
    const folders: Record<string, string> = {};
    let vouched = true;
    for (const dir of at.dirs) {
      const stamp = stampOf(dir);
      const mtime = Number(stamp?.split(":")[0]);
      if (stamp === undefined || (stamp !== "missing" && !(at.at - mtime >= SETTLE_MS))) {
        vouched = false;
      }
      if (stamp !== undefined) folders[dir] = stamp;
    }
    const tally = await count();
    if (vouched && validTally(tally)) {
      const kept: Kept = { ...tally, witness: at.witness, folders, at: at.at };
      withoutWaiting(
        db,
        () =>
          prepared(db, "INSERT OR REPLACE INTO kept_answers (key, value) VALUES (?, ?)")
            .run(key, JSON.stringify(kept)),
      );
    }
    return tally;
  } finally {
    try {
      db.exec("COMMIT");
    } catch {
      if (db.isTransaction) db.exec("ROLLBACK");
    }
  }
}

function validTally(t: PlanTally): boolean {
  return Number.isSafeInteger(t.pending) && t.pending >= 0 &&
    Number.isSafeInteger(t.elsewhere) && t.elsewhere >= 0 && t.elsewhere <= t.pending;
}

/** A kept value of exactly this shape, else `undefined` (not trusted, counted again). */
function asKept(value: unknown): Kept | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.witness !== "string" || typeof v.at !== "number") return undefined;
  const tally = { pending: v.pending, elsewhere: v.elsewhere } as PlanTally;
  if (!validTally(tally)) return undefined;
  const folders = v.folders;
  if (!folders || typeof folders !== "object" || Array.isArray(folders)) return undefined;
  if (!Object.values(folders).every((s) => typeof s === "string")) return undefined;
  return {
    ...tally,
    witness: v.witness,
    at: v.at,
    folders: folders as Record<string, string>,
  };
}
