/**
 * What this machine remembers for memory (`ledger.sqlite`, tables of their own beside the
 * sessions): which summary files it wrote (by content hash: a `.ctx/` file whose content this
 * machine never wrote came from the repository), and the supersessions a user undid (so a later
 * distillation of the same session does not bring one back, and a team copy of it stays undone).
 * Like the ledger, never derived and never rebuilt.
 */
import { existsSync } from "node:fs";
import type { DatabaseSync } from "node:sqlite";
import type { Config } from "../config/mod.ts";
import { closeReadOnly, openDatabase, prepared, transaction, withBusyRetry } from "./db.ts";
import { ledgerPath, openLedgerDb } from "./stores.ts";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS own_summaries (
  hash TEXT PRIMARY KEY,
  written_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS supersession_undos (
  project_id TEXT NOT NULL,
  source TEXT NOT NULL,
  session_id TEXT NOT NULL,
  superseded_id TEXT NOT NULL,
  superseding_id TEXT NOT NULL,
  undone_at TEXT NOT NULL,
  PRIMARY KEY (source, session_id, superseded_id)
);
`;

/** A supersession a user undid: the session whose insight said it, and the id it no longer replaces. */
export interface SupersessionUndo {
  projectId: string;
  /** The superseding insight's session. */
  source: string;
  sessionId: string;
  supersededId: string;
  supersedingId: string;
  /** ISO-8601. */
  undoneAt: string;
}

/** The memory tables of the ledger. */
export interface MemoryLedger extends Disposable {
  /** Remember that this machine wrote a summary file with this content (sha256 hex). */
  recordOwnSummary(hash: string, at: Date): void;
  /** Of these content hashes, those this machine wrote. */
  ownSummaries(hashes: readonly string[]): Set<string>;
  /**
   * Of these content hashes, those this machine did not write: what `ownSummaries` leaves out,
   * asked so that only those come back (a project's `.ctx/` holds tens of thousands of its own).
   */
  notOwnSummaries(hashes: readonly string[]): Set<string>;
  recordUndo(undo: SupersessionUndo): void;
  /** The undone supersessions of a project (or of every project). */
  undos(projectId?: string): SupersessionUndo[];
  /**
   * The memory tables are there (looked up again on the same connection while they are not: a
   * connection kept open sees the tables a distillation creates later).
   */
  readonly ready: boolean;
  /** The ledger file was there when it was opened (else open it again to see one made later). */
  readonly connected: boolean;
  close(): void;
}

/** Create the tables in an open ledger (a run store records its writes through it). */
export function ensureMemoryLedger(db: DatabaseSync): void {
  withBusyRetry(() => db.exec(SCHEMA));
}

/** Remember a summary this machine wrote, in an open ledger. */
export function recordOwnSummary(db: DatabaseSync, hash: string, at: Date): void {
  ensureMemoryLedger(db);
  withBusyRetry(() =>
    db.prepare(
      "INSERT INTO own_summaries (hash, written_at) VALUES (?, ?) ON CONFLICT(hash) DO NOTHING",
    ).run(hash, at.toISOString())
  );
}

/**
 * The memory tables of `$CTX_HOME/ledger.sqlite`. `readOnly`: nothing is created (a machine that
 * never distilled anything has no ledger: then nothing was written here and nothing undone).
 */
export function openMemoryLedger(
  config: Pick<Config, "ctxHome">,
  options: { readOnly?: boolean } = {},
): MemoryLedger {
  if (options.readOnly && !existsSync(ledgerPath(config))) return new SqlMemoryLedger(undefined);
  const db = options.readOnly
    ? openDatabase(ledgerPath(config), { readOnly: true })
    : openLedgerDb(config);
  if (!options.readOnly) ensureMemoryLedger(db);
  return new SqlMemoryLedger(db, options.readOnly ? ledgerPath(config) : undefined);
}

class SqlMemoryLedger implements MemoryLedger {
  readonly #db: DatabaseSync | undefined;
  /** The file of a read-only connection (closed with `closeReadOnly`). */
  readonly #readOnlyPath: string | undefined;
  #ready = false;

  constructor(db: DatabaseSync | undefined, readOnlyPath?: string) {
    this.#db = db;
    this.#readOnlyPath = readOnlyPath;
  }

  get ready(): boolean {
    const db = this.#db;
    // Once there, the tables stay (nothing drops them).
    this.#ready ||= db !== undefined &&
      withBusyRetry(() =>
          prepared(
            db,
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'own_summaries'",
          )
            .get()
        ) !== undefined;
    return this.#ready;
  }

  get connected(): boolean {
    return this.#db !== undefined;
  }

  recordOwnSummary(hash: string, at: Date): void {
    if (this.#db) recordOwnSummary(this.#db, hash, at);
  }

  ownSummaries(hashes: readonly string[]): Set<string> {
    const unique = [...new Set(hashes)].filter(Boolean);
    const db = this.#db;
    if (!db || unique.length === 0 || !this.ready) return new Set();
    const own = new Set<string>();
    for (const { json } of inBatches(unique)) {
      const rows = withBusyRetry(() =>
        prepared(
          db,
          "SELECT hash FROM own_summaries WHERE hash IN (SELECT value FROM json_each(?))",
        )
          .all(json)
      ) as Array<{ hash: string }>;
      for (const row of rows) own.add(String(row.hash));
    }
    return own;
  }

  notOwnSummaries(hashes: readonly string[]): Set<string> {
    const unique = [...new Set(hashes)];
    const db = this.#db;
    if (!db || unique.length === 0 || !this.ready) return new Set(unique);
    // An empty hash is never one this machine wrote (`ownSummaries` does not ask for it).
    const notOwn = new Set(unique.includes("") ? [""] : []);
    for (const { part, json } of inBatches(unique.filter(Boolean))) {
      // Counted first: a batch all this machine's, or all someone else's (a clone of a team's
      // repository), is settled without a row coming back.
      const own = withBusyRetry(() =>
        prepared(
          db,
          "SELECT count(*) AS n FROM own_summaries WHERE hash IN (SELECT value FROM json_each(?))",
        ).get(json)
      ) as { n: number };
      if (Number(own.n) === part.length) continue;
      if (Number(own.n) === 0) {
        for (const hash of part) notOwn.add(hash);
        continue;
      }
      const rows = withBusyRetry(() =>
        prepared(
          db,
          `SELECT value FROM json_each(?)
           WHERE value NOT IN (SELECT hash FROM own_summaries)`,
        ).all(json)
      ) as Array<{ value: unknown }>;
      for (const row of rows) notOwn.add(String(row.value));
    }
    return notOwn;
  }

  recordUndo(undo: SupersessionUndo): void {
    const db = this.#db;
    if (!db) return;
    ensureMemoryLedger(db);
    transaction(db, () => {
      db.prepare(
        `INSERT INTO supersession_undos (project_id, source, session_id, superseded_id,
           superseding_id, undone_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(source, session_id, superseded_id) DO UPDATE SET
           superseding_id = excluded.superseding_id, undone_at = excluded.undone_at`,
      ).run(
        undo.projectId,
        undo.source,
        undo.sessionId,
        undo.supersededId,
        undo.supersedingId,
        undo.undoneAt,
      );
    });
  }

  undos(projectId?: string): SupersessionUndo[] {
    const db = this.#db;
    if (!db || !this.ready) return [];
    const rows = withBusyRetry(() =>
      projectId === undefined
        ? prepared(db, "SELECT * FROM supersession_undos ORDER BY undone_at").all()
        : prepared(db, "SELECT * FROM supersession_undos WHERE project_id = ? ORDER BY undone_at")
          .all(projectId)
    ) as Array<Record<string, unknown>>;
    return rows.map((r) => ({
      projectId: String(r.project_id),
      source: String(r.source),
      sessionId: String(r.session_id),
      supersededId: String(r.superseded_id),
      supersedingId: String(r.superseding_id),
      undoneAt: String(r.undone_at),
    }));
  }

  close(): void {
    try {
      if (this.#db && this.#readOnlyPath) closeReadOnly(this.#db, this.#readOnlyPath);
      else this.#db?.close();
    } catch {
      // Closing twice is fine.
    }
  }

  [Symbol.dispose](): void {
    this.close();
  }
}

/** `hashes` in parts of 500 at most, each with its JSON: one `json_each(?)` parameter a query. */
function* inBatches(hashes: readonly string[]): Generator<{ part: string[]; json: string }> {
  for (let i = 0; i < hashes.length; i += 500) {
    const part = hashes.slice(i, i + 500);
    yield { part, json: JSON.stringify(part) };
  }
}
