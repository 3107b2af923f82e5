/**
 * The `sessions` table of the ledger, and what an older ctx left in it: sessions it recorded as
 * failed with the reason "interrupted" were only stopped by Ctrl-C.
 */
import type { DatabaseSync } from "node:sqlite";
import { transaction, withBusyRetry } from "./db.ts";

const SCHEMA = `
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
  lease_until INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS sessions_project ON sessions (project_id);
CREATE INDEX IF NOT EXISTS sessions_session ON sessions (source, session_id);
`;

/** Create the table when missing, and bring old rows up to date (cheap when there are none). */
export function ensureLedgerSchema(db: DatabaseSync): void {
  withBusyRetry(() => db.exec(SCHEMA));
  forgetOldInterruptions(db);
}

/**
 * Sessions an older ctx recorded as failed with the reason "interrupted" were only stopped by
 * Ctrl-C: they are `stopped` (one read when there is none, one write the first time).
 */
function forgetOldInterruptions(db: DatabaseSync): void {
  const found = withBusyRetry(() =>
    db.prepare("SELECT 1 FROM sessions WHERE status = 'failed' AND error = 'interrupted' LIMIT 1")
      .get()
  );
  if (!found) return;
  transaction(db, () => {
    db.prepare(
      "UPDATE sessions SET status = 'stopped', error = NULL WHERE status = 'failed' AND error = 'interrupted'",
    ).run();
  });
}
