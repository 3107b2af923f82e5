/**
 * Every project's session counts by outcome (`ctx status`), from the ledger's rows and the
 * listings of the store folders (an `ok` whose summary file is gone is pending again, not
 * counted): a pass over every row and a listing of every store, 20,000 of each at a heavy user's
 * scale, for an answer that changes only when a session is settled or a summary file is deleted.
 *
 * So the answer is kept in the ledger (`kept_answers`, `_index_answers.ts`), and the next process
 * reads it instead of counting again when neither changed:
 * - the rows: triggers on `sessions` forget every kept answer in the transaction of any row
 *   written, by whichever process; an answer counted while another process wrote is not kept;
 * - the folders: a file added to a folder, removed from it or renamed into it changes the
 *   folder's mtime, so each store folder's mtime (and inode) before its listing is kept with the
 *   answer, which holds only while every folder still has them. As the index's folder marks
 *   (`_index_marks.ts`): a folder changed less than two seconds before it was listed (a change in
 *   the same clock tick could follow unseen) makes the answer not kept, a folder that is a link or
 *   cannot be listed too, and a kept answer is trusted for ten minutes at most.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { rowsAsArrays } from "./db.ts";
import { summaryFileNames } from "./files.ts";
import { noOutcomes, type Outcome, OUTCOME_ORDER, outcomeRank } from "./ledger.ts";
import { type AnswerCodec, ensureAnswers, storedAnswer } from "./_index_answers.ts";
import { MARK_TRUST_MS } from "./_index_marks.ts";
import { leaseHeld } from "./owner.ts";
import { stampOf, vouchedStamp } from "./_stamp.ts";
import { summaryFileName } from "./summary.ts";

/** Sessions by outcome: of every project, and of each. */
export interface LedgerCounts {
  all: Record<Outcome, number>;
  byProject: Map<string, Record<Outcome, number>>;
}

/** The counts and what vouches for them: each store folder listed, as it was before its listing. */
interface Counted {
  counts: LedgerCounts;
  /** Each listed folder's stamp (`stampOf`), by path. */
  folders: Record<string, string>;
  /** When the folders were listed (ms since the epoch). */
  at: number;
  /** False when a folder could not be vouched for (changed just before, a link, unlistable). */
  vouched: boolean;
}

/** The counts of every project, kept in the ledger for the next process while they hold. */
export function countSessions(
  db: DatabaseSync,
  now: () => number,
  host?: string,
): LedgerCounts {
  try {
    ensureAnswers(db, ["sessions"]);
  } catch {
    return countAll(db, now, host).counts; // A busy or read-only ledger: counted, not kept.
  }
  return storedAnswer(db, "ledger-counts", () => countAll(db, now, host), codec(now)).counts;
}

function codec(now: () => number): AnswerCodec<Counted> {
  return {
    encode: (c) => ({ ...c, counts: { all: c.counts.all, byProject: [...c.counts.byProject] } }),
    decode: (json) => {
      const c = json as Counted & {
        counts: { byProject: Array<[string, Record<Outcome, number>]> };
      };
      return { ...c, counts: { all: c.counts.all, byProject: new Map(c.counts.byProject) } };
    },
    valid: (c) => {
      const age = now() - c.at;
      return c.vouched === true && age >= 0 && age < MARK_TRUST_MS &&
        Object.entries(c.folders).every(([dir, stamp]) => stampOf(dir) === stamp);
    },
  };
}

/**
 * Every project's counts and their sum, in one pass over the columns counting needs: the rows
 * come sorted by session, so each session's best outcome is known when its last row is read (no
 * map of every session, no object per row). A store folder is listed once (names only) instead
 * of one `stat` per summary.
 */
function countAll(db: DatabaseSync, now: () => number, host: string | undefined): Counted {
  const rows = rowsAsArrays(
    db,
    // The order of the index by session (`sessions_session`): a session's rows are together,
    // with next to no sorting.
    "SELECT project_id, source, session_id, store_dir, status, lease_owner, lease_until " +
      "FROM sessions ORDER BY source, session_id, project_id",
  );
  const counted: Counted = {
    counts: { all: noOutcomes(), byProject: new Map() },
    folders: {},
    at: now(),
    vouched: true,
  };
  const names = new Map<string, Set<string> | undefined>();
  /** Whether the summary file of an `ok` session is in its store. */
  const onDisk = (storeDir: string, source: string, sessionId: string): boolean => {
    const name = summaryFileName(source, sessionId);
    if (!names.has(storeDir)) names.set(storeDir, listed(storeDir, counted));
    // A folder that cannot be listed: each file is looked at.
    return names.get(storeDir)?.has(name) ?? existsSync(join(storeDir, name));
  };
  const { all, byProject } = counted.counts;
  let best = Infinity;
  for (let i = 0; i < rows.length; i++) {
    const [project, source, sessionId, storeDir, row, owner, leaseUntil] = rows[i]!;
    let status = row;
    if (status === "running") {
      // A lease not run out yet may end (its time, its process) with no write to the ledger,
      // which no trigger or folder stamp sees: an answer with one is not kept. One run out stays
      // so until its row is written again (which empties the kept answers): a killed run's row,
      // left while its transcript is gone, does not make every `ctx status` count again.
      if (Number(leaseUntil) > counted.at) counted.vouched = false;
      // A process killed while distilling (kill -9, an editor closing ctx mcp) left its lease:
      // the session waits for the next run, as one stopped does; it is not in progress.
      if (!leaseHeld(owner, leaseUntil, counted.at, host)) status = "stopped";
    }
    if (status !== "ok" || onDisk(String(storeDir), String(source), String(sessionId))) {
      best = Math.min(best, outcomeRank(status));
    }
    const next = rows[i + 1];
    if (next && next[0] === project && next[1] === source && next[2] === sessionId) continue;
    // The session's last row: counted with its best outcome (none when every `ok` is gone).
    if (best !== Infinity) {
      const outcome = OUTCOME_ORDER[best]!;
      all[outcome]++;
      let counts = byProject.get(String(project));
      if (!counts) byProject.set(String(project), counts = noOutcomes());
      counts[outcome]++;
    }
    best = Infinity;
  }
  return counted;
}

/** The `.md` names of a store folder, its stamp taken first (what the answer is vouched by). */
function listed(dir: string, counted: Counted): Set<string> | undefined {
  const { stamp, vouched } = vouchedStamp(dir, counted.at);
  if (!vouched) counted.vouched = false;
  if (stamp !== undefined) counted.folders[dir] = stamp;
  const names = summaryFileNames(dir);
  if (names === undefined) counted.vouched = false;
  return names;
}
