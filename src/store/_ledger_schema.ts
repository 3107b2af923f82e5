/**
 * The `sessions` table of the ledger and its versions. The ledger is what makes work never paid
 * twice, so a ledger written by an earlier ctx is brought up to date in place, never rebuilt:
 * each version is one step, run once (in one transaction, whichever ctx process gets there
 * first), and the version reached is kept in SQLite's `user_version`.
 *
 * - version 1: `belongs_to`, the root of the project a session belongs to when it was recorded
 *   in a repository of its own inside the project's folder (kept before as free text in `error`,
 *   "belongs to the project <root>").
 *
 * Made when missing, with no version step (new tables and indexes, read by nothing older): the
 * `folder_heads` table (`_heads.ts`; `heads`, its rows per transcript, is what an earlier ctx
 * kept), the index of sessions by store folder (one query per run) and the one by status and
 * project (`ctx status`'s failures and the sessions leased now, without reading every row).
 */
import type { DatabaseSync } from "node:sqlite";
import { transaction, withBusyRetry } from "./db.ts";
import { HEADS_TABLE } from "./_heads.ts";

const TABLE = `
CREATE TABLE IF NOT EXISTS sessions (
  key TEXT PRIMARY KEY,
  source TEXT NOT NULL,
  session_id TEXT NOT NULL,
  project_id TEXT NOT NULL,
  store_dir TEXT NOT NULL,
  location TEXT NOT NULL,
  fingerprint TEXT NOT NULL DEFAULT '',
  content_hash TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL,
  insights INTEGER NOT NULL DEFAULT 0,
  error TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL,
  lease_owner TEXT,
  lease_until INTEGER NOT NULL DEFAULT 0,
  belongs_to TEXT
);
CREATE INDEX IF NOT EXISTS sessions_project ON sessions (project_id);
CREATE INDEX IF NOT EXISTS sessions_session ON sessions (source, session_id);
CREATE INDEX IF NOT EXISTS sessions_store ON sessions (store_dir);
CREATE INDEX IF NOT EXISTS sessions_status ON sessions (status, project_id);
${HEADS_TABLE}`;

/** How an earlier ctx said, in `error`, that a session belongs to a project inside this one. */
const OLD_BELONGS_TO = "belongs to the project ";

/** The steps from one version to the next: `STEPS[n]` brings version `n` to `n + 1`. */
const STEPS: ReadonlyArray<(db: DatabaseSync) => void> = [
  (db) => {
    // A table made by this version already has the column.
    if (!hasColumn(db, "sessions", "belongs_to")) {
      db.exec("ALTER TABLE sessions ADD COLUMN belongs_to TEXT");
    }
    db.prepare(
      `UPDATE sessions SET belongs_to = substr(error, ?), error = NULL
       WHERE status = 'ignored' AND substr(error, 1, ?) = ?`,
    ).run(OLD_BELONGS_TO.length + 1, OLD_BELONGS_TO.length, OLD_BELONGS_TO);
  },
];

/** The version of the table this ctx writes. */
export const LEDGER_VERSION = STEPS.length;

/** Create the table when missing, and bring an earlier version up to date (one read when current). */
export function ensureLedgerSchema(db: DatabaseSync): void {
  withBusyRetry(() => db.exec(TABLE));
  if (versionOf(db) >= LEDGER_VERSION) return;
  transaction(db, () => {
    // Another process may have stepped it meanwhile: look again inside the transaction.
    for (let v = versionOf(db); v < LEDGER_VERSION; v++) STEPS[v]!(db);
    db.exec(`PRAGMA user_version = ${LEDGER_VERSION}`);
  });
}

/**
 * `belongs_to` of a row: the column, or what `error` said in a ledger not brought up to date (a
 * dry run reads a ledger without writing to it; a ctx of an earlier version may still be running).
 */
export function belongsToOf(row: Record<string, unknown>): string | undefined {
  if (typeof row.belongs_to === "string" && row.belongs_to !== "") return row.belongs_to;
  const error = typeof row.error === "string" ? row.error : "";
  return row.status === "ignored" && error.startsWith(OLD_BELONGS_TO)
    ? error.slice(OLD_BELONGS_TO.length)
    : undefined;
}

/** The reason kept in `error`; `null` where an earlier ctx kept `belongs_to` there instead. */
export function reasonOf(row: Record<string, unknown>): string | null {
  if (row.error === null || row.error === undefined) return null;
  const error = String(row.error);
  return row.status === "ignored" && error.startsWith(OLD_BELONGS_TO) ? null : error;
}

function versionOf(db: DatabaseSync): number {
  const row = withBusyRetry(() => db.prepare("PRAGMA user_version").get()) as
    | { user_version: number }
    | undefined;
  return Number(row?.user_version ?? 0);
}

function hasColumn(db: DatabaseSync, table: string, column: string): boolean {
  const rows = db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>;
  return rows.some((r) => r.name === column);
}
