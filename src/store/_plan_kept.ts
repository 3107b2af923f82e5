/**
 * A real plan's standings, kept in the ledger (`kept_answers`, `_index_answers.ts`) for the next
 * run while nothing they were sorted by changed: a no-op `ctx init` rerun (or an MCP call's plan)
 * then reads no ledger row and lists no store folder — at a heavy user's scale 20,000 rows and two
 * listings of 20,000 names, which made the 20k rerun more than 10 × the 1k one.
 *
 * Kept only when every standing is one the plan shares between sessions (`SHARED`: settled with
 * nothing else to say, or unknown to the store), which is what a rerun with nothing new sees; a
 * plan with a session grown, failed, leased or in the other store is not kept (the run distils
 * it). It holds only while all of these are as they were when it was sorted:
 * - the sessions planned: `witness`, a SHA-256 of the store folders and of every session's
 *   source, id and fingerprint (size and mtime), in order;
 * - the ledger's rows: triggers on `sessions` forget every kept answer in the transaction of any
 *   row written, by whichever process; standings sorted while another process wrote are not kept
 *   (they are read in the same read transaction as the write that keeps them);
 * - the store folders: each one's mtime and inode, taken before it is listed (a summary added,
 *   deleted or renamed, or a temp file left by a killed ctx, changes its folder's mtime); a folder
 *   changed less than two seconds before, a link or one that cannot be looked at is not vouched
 *   for, and kept standings are trusted for ten minutes at most (as the ledger's counts,
 *   `_ledger_counts.ts`). A listing that found temp files is not kept (the plan removes them).
 *
 * A kept value of another shape or damaged is not trusted: the plan sorts again.
 */
import type { DatabaseSync } from "node:sqlite";
import { sha256HexAsync } from "../fsutil.ts";
import { isRecord } from "../types.ts";
import { endSnapshot, ensureAnswers, keepValue, keptValue, SHAPE } from "./_index_answers.ts";
import { MARK_TRUST_MS } from "./_index_marks.ts";
import { vouchedStamp } from "./_stamp.ts";
import type { Outcome } from "./ledger.ts";
import type { Standing, StoredSession } from "./run.ts";

/** A settled session's standing in a plan, for entries with nothing else to say (most). */
export const PLAIN_UNCHANGED: Partial<Record<Outcome, Standing>> = Object.fromEntries(
  (["ok", "empty", "short", "ignored"] as const).map((status) => [
    status,
    Object.freeze({
      record: Object.freeze({ status, error: null }),
      unchanged: true,
      summaryGone: false,
      inOtherStore: false,
    }),
  ]),
);

/** The standing of a session the store folder's ledger rows do not hold. */
export const UNKNOWN: Standing = Object.freeze({
  unchanged: false,
  summaryGone: false,
  inOtherStore: false,
});

/** The shared standings, by the digit a kept plan writes for each session. */
const SHARED: readonly Standing[] = [
  UNKNOWN,
  ...(["ok", "empty", "short", "ignored"] as const).map((s) => PLAIN_UNCHANGED[s]!),
];

/** What vouches for a plan's answer: the sessions' witness and the folders' stamps, now. */
export interface PlanVouch {
  /** The store folders, in the order stamped. */
  dirs: readonly string[];
  witness: string;
  folders: Record<string, string>;
  at: number;
  /** How many sessions were planned (the kept standings are as many). */
  sessions: number;
  /** False when a folder cannot be vouched for: nothing is kept. */
  vouched: boolean;
}

/**
 * Stamp the store folders (before the plan lists them), and take the witness of `sessions`: a
 * SHA-256 of the folders and of each session's source, id and fingerprint, in order.
 */
export async function vouchPlan(
  dirs: readonly string[],
  sessions: readonly StoredSession[],
  at: number,
): Promise<PlanVouch> {
  const folders: Record<string, string> = {};
  let vouched = true;
  for (const dir of dirs) {
    const stamped = vouchedStamp(dir, at);
    if (!stamped.vouched) vouched = false;
    if (stamped.stamp !== undefined) folders[dir] = stamped.stamp;
  }
  const parts = [...dirs];
  for (const s of sessions) parts.push(s.source, s.sessionId, s.fingerprint);
  const witness = await sha256HexAsync(parts.join("\0"));
  return { dirs, witness, folders, at, sessions: sessions.length, vouched };
}

/**
 * Whether a kept value (`witness`, `folders`, `at`) still holds for `vouch`: the same witness,
 * every folder with the same stamp, and younger than ten minutes.
 */
export function stillHolds(v: Record<string, unknown>, vouch: PlanVouch): boolean {
  if (v.witness !== vouch.witness) return false;
  const age = vouch.at - Number(v.at);
  if (!(age >= 0 && age < MARK_TRUST_MS)) return false;
  const folders = v.folders;
  if (!isRecord(folders)) return false;
  const kept = Object.entries(folders);
  return kept.length === Object.keys(vouch.folders).length &&
    kept.every(([dir, stamp]) => vouch.folders[dir] === stamp);
}

/**
 * The standings kept for `vouch`, else `sort()`'s, kept for the next run when they can be. Not
 * kept inside a caller's transaction, or with a ledger that cannot keep answers.
 */
export function withKeptStandings(
  db: DatabaseSync,
  vouch: PlanVouch,
  sort: () => { standings: Standing[]; keepable: boolean },
): Standing[] {
  try {
    if (db.isTransaction) return sort().standings;
    ensureAnswers(db, ["sessions"]);
  } catch {
    return sort().standings; // Busy or read-only: sorted, not kept.
  }
  const key = SHAPE + `plan:${JSON.stringify(vouch.dirs)}`;
  db.exec("BEGIN");
  try {
    // Read in the transaction that may keep the new standings: its snapshot starts here.
    const kept = keptStandings(keptValue(db, key), vouch);
    if (kept) return kept;
    const { standings, keepable } = sort();
    const digits = keepable && vouch.vouched ? digitsOf(standings) : undefined;
    if (digits !== undefined) {
      keepValue(db, key, { witness: vouch.witness, folders: vouch.folders, at: vouch.at, digits });
    }
    return standings;
  } finally {
    endSnapshot(db);
  }
}

/** Each standing's digit in `SHARED`, or `undefined` when one is not shared. */
function digitsOf(standings: readonly Standing[]): string | undefined {
  const digits: string[] = [];
  for (const standing of standings) {
    const digit = SHARED.indexOf(standing);
    if (digit < 0) return undefined;
    digits.push(String(digit));
  }
  return digits.join("");
}

/** The kept standings when `value` is of this shape and still holds for `vouch`. */
function keptStandings(value: unknown, vouch: PlanVouch): Standing[] | undefined {
  if (!isRecord(value)) return undefined;
  const v = value;
  if (!stillHolds(v, vouch) || typeof v.digits !== "string") return undefined;
  if (v.digits.length !== vouch.sessions) return undefined;
  const standings: Standing[] = [];
  const digits = v.digits;
  for (let i = 0; i < digits.length; i++) {
    const standing = SHARED[digits.charCodeAt(i) - 48];
    if (standing === undefined) return undefined;
    standings.push(standing);
  }
  return standings;
}
