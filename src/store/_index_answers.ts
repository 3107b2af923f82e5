/**
 * Answers of the index's whole-index aggregates (every project's memory, a project's counts and
 * tags: each a scan of every insight, about half a second at 100,000 insights), kept in the index
 * file itself (`kept_answers`) so that a one-shot process (`ctx status`) reads them instead of
 * scanning again when nothing changed since another process computed them.
 *
 * Correct by construction rather than by each writer's care: triggers on the tables the answers
 * are read from (`files`, `insights`) empty `kept_answers` in the same transaction as any row
 * inserted, changed or deleted, whichever process (or version of ctx) writes it. An answer is
 * stored only from a read transaction that saw no other writer since it started (else SQLite
 * refuses to turn it into a write: the answer is returned, not kept). When the triggers are not
 * all there (an index made before them, or its tables dropped and made again), what is kept is
 * thrown away before they are created.
 *
 * The ledger keeps answers the same way (`ensureAnswers(db, ["sessions"])`: `ctx status`'s counts
 * of every session, `view.ts`), with a check of its own for what no table holds (its store
 * folders' listings).
 */
import type { DatabaseSync } from "node:sqlite";
import { prepared, withoutWaiting } from "./db.ts";

const TABLE = "CREATE TABLE IF NOT EXISTS kept_answers (key TEXT PRIMARY KEY, value TEXT NOT NULL)";

/** The index's tables every kept answer of the index is computed from. */
const INDEX_SOURCES = ["files", "insights"] as const;
const EVENTS = ["INSERT", "UPDATE", "DELETE"] as const;

/** The triggers that empty `kept_answers` when a row of `tables` is written. */
function triggersOf(tables: readonly string[]) {
  return tables.flatMap((table) =>
    EVENTS.map((event) => ({
      name: `kept_answers_${table}_${event.toLowerCase()}`,
      sql: `CREATE TRIGGER IF NOT EXISTS kept_answers_${table}_${event.toLowerCase()} ` +
        `AFTER ${event} ON ${table} BEGIN DELETE FROM kept_answers; END`,
    }))
  );
}

/**
 * What every key starts with: an answer of another shape (another version of ctx writing to the
 * same index) is under another key, never read as this one's.
 */
export const SHAPE = "1:";

/**
 * Create the table and the triggers on `tables` (the answers' sources: the index's by default);
 * forget what it holds when a trigger was missing.
 */
export function ensureAnswers(
  db: DatabaseSync,
  tables: readonly string[] = INDEX_SOURCES,
): void {
  // Always there while the triggers are (each of them writes to it).
  db.exec(TABLE);
  const triggers = triggersOf(tables);
  const names = triggers.map((t) => t.name);
  const row = db.prepare(
    "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'trigger' AND name IN " +
      "(SELECT value FROM json_each(?))",
  ).get(JSON.stringify(names)) as { n: number };
  if (Number(row.n) === triggers.length) return;
  db.exec("DELETE FROM kept_answers");
  for (const trigger of triggers) db.exec(trigger.sql);
}

/** How an answer is written as JSON and read back (a `Map`, say, is not JSON). */
export interface AnswerCodec<T> {
  encode(answer: T): unknown;
  decode(json: unknown): T;
  /**
   * Whether a kept answer still holds, for what the tables' triggers cannot see (the ledger's
   * counts: the store folders listed); a kept answer that does not is computed again. Also
   * asked of the answer just computed: one that could not be vouched for is not kept.
   */
  valid?(answer: T): boolean;
}

const AS_IS: AnswerCodec<unknown> = { encode: (a) => a, decode: (j) => j };

/**
 * The answer kept under `key`, else `compute()`'s, kept for the next process when no other
 * writer changed the index while it was computed.
 */
export function storedAnswer<T>(
  db: DatabaseSync,
  key: string,
  compute: () => T,
  codec: AnswerCodec<T> = AS_IS as AnswerCodec<T>,
): T {
  key = SHAPE + key;
  const kept = keptValue(db, key);
  if (kept !== undefined) {
    try {
      const answer = codec.decode(kept);
      if (codec.valid?.(answer) ?? true) return answer;
    } catch {
      // Not of the shape this ctx keeps (damaged): computed again, and kept anew.
    }
  }
  // Inside a caller's transaction the answer may see its own uncommitted rows: not kept.
  if (db.isTransaction) return compute();
  db.exec("BEGIN");
  try {
    const answer = compute();
    if (!(codec.valid?.(answer) ?? true)) return answer;
    keepValue(db, key, codec.encode(answer));
    return answer;
  } finally {
    endSnapshot(db);
  }
}

/**
 * Keep `value` under `key` (its shape prefix included) from the caller's read transaction: a
 * write from its snapshot fails at once (busy) when another process committed since, and then
 * nothing is kept.
 */
export function keepValue(db: DatabaseSync, key: string, value: unknown): void {
  withoutWaiting(
    db,
    () =>
      prepared(db, "INSERT OR REPLACE INTO kept_answers (key, value) VALUES (?, ?)")
        .run(key, JSON.stringify(value)),
  );
}

/** End the read transaction an answer was computed in (and its write, when one was kept). */
export function endSnapshot(db: DatabaseSync): void {
  try {
    db.exec("COMMIT");
  } catch {
    if (db.isTransaction) db.exec("ROLLBACK");
  }
}

/** The JSON value kept under `key` (its shape prefix included), or `undefined`. */
export function keptValue(db: DatabaseSync, key: string): unknown {
  try {
    const row = prepared(db, "SELECT value FROM kept_answers WHERE key = ?").get(key) as
      | { value?: unknown }
      | undefined;
    return typeof row?.value === "string" ? JSON.parse(row.value) : undefined;
  } catch {
    return undefined; // No table (an index opened before `ensureAnswers`), or a damaged value.
  }
}
