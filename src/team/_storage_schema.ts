/**
 * The team server's schema on SQLite and PostgreSQL, and its migrations. One logical schema:
 *
 * - `teams`, `keys` (hashed; `expires_at`, `revoked_at`, `replaced_by` for rotation),
 * - `projects` with their stored insight count and `next_seq`, the per-project sequence that
 *   numbers every change (the pull cursor; see `_storage.ts` for why it never skips),
 * - `insights`, each with the `change_seq` of its last change; a deleted one stays as a tombstone
 *   (`deleted_at`, content cleared) so that the deletion reaches teammates' next pull,
 * - `audit`: pushes, pulls, searches, deletions and key events,
 * - `meta`: the schema version and the cursor epoch (a cursor of another epoch starts over).
 *
 * Migrations run once per database, in one transaction; on PostgreSQL under an advisory lock, so
 * several server processes starting together on an empty database create it once.
 */
import { StoreError } from "../errors.ts";
import { randomBase62 } from "./_keys.ts";
import type { Sql, SqliteSql } from "./_sql.ts";

/** The version this code writes. A database from a newer ctx is refused. */
export const SCHEMA_VERSION = 2;

/** Any 64-bit number, the same for every process: "ctx team server migrations". */
const MIGRATION_LOCK = 7_263_105_113_031;

/** What the first SQLite server created (kept so old databases migrate the same way). */
const SQLITE_V1 = `
CREATE TABLE IF NOT EXISTS teams (
  id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL,
  max_insights INTEGER NOT NULL, max_projects INTEGER NOT NULL, max_members INTEGER NOT NULL,
  insight_count INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS keys (
  id INTEGER PRIMARY KEY AUTOINCREMENT, team_id TEXT NOT NULL REFERENCES teams(id),
  lookup TEXT NOT NULL, hash TEXT NOT NULL UNIQUE, label TEXT, created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX IF NOT EXISTS keys_lookup ON keys(lookup);
CREATE TABLE IF NOT EXISTS projects (
  team_id TEXT NOT NULL REFERENCES teams(id), project_id TEXT NOT NULL, display_name TEXT,
  created_at TEXT NOT NULL, PRIMARY KEY (team_id, project_id)
);
CREATE TABLE IF NOT EXISTS insights (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE,
  team_id TEXT NOT NULL REFERENCES teams(id), project_id TEXT NOT NULL,
  content_hash TEXT NOT NULL, type TEXT NOT NULL, title TEXT NOT NULL, summary TEXT NOT NULL,
  tags TEXT NOT NULL, file TEXT, source_ide TEXT, contributor TEXT, created_at TEXT NOT NULL,
  UNIQUE (team_id, project_id, content_hash)
);
`;

/** SQLite version 2: what the PostgreSQL schema has, added to a version 1 database. */
const SQLITE_V2 = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
ALTER TABLE teams ADD COLUMN project_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE keys ADD COLUMN expires_at TEXT;
ALTER TABLE keys ADD COLUMN replaced_by INTEGER;
ALTER TABLE projects ADD COLUMN insight_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE projects ADD COLUMN next_seq INTEGER NOT NULL DEFAULT 1;
ALTER TABLE insights ADD COLUMN change_seq INTEGER NOT NULL DEFAULT 0;
ALTER TABLE insights ADD COLUMN deleted_at TEXT;
-- Rows of version 1 keep their order: their change number is their row number.
UPDATE insights SET change_seq = seq;
-- The oldest databases stored insights before projects had rows.
INSERT OR IGNORE INTO projects (team_id, project_id, display_name, created_at)
  SELECT team_id, project_id, NULL, MIN(created_at) FROM insights GROUP BY team_id, project_id;
UPDATE projects SET
  insight_count = (SELECT COUNT(*) FROM insights i
    WHERE i.team_id = projects.team_id AND i.project_id = projects.project_id),
  next_seq = 1 + COALESCE((SELECT MAX(seq) FROM insights i
    WHERE i.team_id = projects.team_id AND i.project_id = projects.project_id), 0);
UPDATE teams SET
  project_count = (SELECT COUNT(*) FROM projects p WHERE p.team_id = teams.id),
  insight_count = (SELECT COUNT(*) FROM insights i WHERE i.team_id = teams.id);
DROP INDEX IF EXISTS insights_list;
CREATE UNIQUE INDEX insights_changes ON insights(team_id, project_id, change_seq);
CREATE INDEX insights_since ON insights(team_id, project_id, created_at);
CREATE INDEX insights_key ON insights(team_id, key_id);
CREATE TABLE audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, team_id TEXT, key_id INTEGER,
  action TEXT NOT NULL, project_id TEXT, detail TEXT NOT NULL, address TEXT
);
CREATE INDEX audit_at ON audit(at);
CREATE INDEX audit_team ON audit(team_id, at);
CREATE VIRTUAL TABLE insights_fts USING fts5(title, summary, tags, content='insights',
  content_rowid='seq', tokenize='porter unicode61 remove_diacritics 2');
CREATE TRIGGER insights_fts_insert AFTER INSERT ON insights BEGIN
  INSERT INTO insights_fts(rowid, title, summary, tags) VALUES (new.seq, new.title, new.summary, new.tags);
END;
CREATE TRIGGER insights_fts_delete AFTER DELETE ON insights BEGIN
  INSERT INTO insights_fts(insights_fts, rowid, title, summary, tags)
    VALUES ('delete', old.seq, old.title, old.summary, old.tags);
END;
CREATE TRIGGER insights_fts_update AFTER UPDATE OF title, summary, tags ON insights BEGIN
  INSERT INTO insights_fts(insights_fts, rowid, title, summary, tags)
    VALUES ('delete', old.seq, old.title, old.summary, old.tags);
  INSERT INTO insights_fts(rowid, title, summary, tags) VALUES (new.seq, new.title, new.summary, new.tags);
END;
INSERT INTO insights_fts(insights_fts) VALUES ('rebuild');
`;

/** PostgreSQL, version 2 (the first PostgreSQL schema). Times are ISO-8601 UTC text. */
const POSTGRES_V2 = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE teams (
  id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL,
  max_insights BIGINT NOT NULL, max_projects BIGINT NOT NULL, max_members BIGINT NOT NULL,
  insight_count BIGINT NOT NULL DEFAULT 0, project_count BIGINT NOT NULL DEFAULT 0
);
CREATE TABLE keys (
  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  team_id TEXT NOT NULL REFERENCES teams(id), lookup TEXT NOT NULL, hash TEXT NOT NULL UNIQUE,
  label TEXT, created_at TEXT NOT NULL, revoked_at TEXT, expires_at TEXT, replaced_by BIGINT
);
CREATE INDEX keys_lookup ON keys(lookup);
CREATE TABLE projects (
  team_id TEXT NOT NULL REFERENCES teams(id), project_id TEXT NOT NULL, display_name TEXT,
  created_at TEXT NOT NULL, insight_count BIGINT NOT NULL DEFAULT 0,
  next_seq BIGINT NOT NULL DEFAULT 1, PRIMARY KEY (team_id, project_id)
);
CREATE TABLE insights (
  seq BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, id TEXT NOT NULL UNIQUE,
  team_id TEXT NOT NULL REFERENCES teams(id), project_id TEXT NOT NULL,
  content_hash TEXT NOT NULL, type TEXT NOT NULL, title TEXT NOT NULL, summary TEXT NOT NULL,
  tags TEXT NOT NULL, file TEXT, source_ide TEXT, contributor TEXT, created_at TEXT NOT NULL,
  key_id BIGINT REFERENCES keys(id), change_seq BIGINT NOT NULL, deleted_at TEXT,
  search tsvector GENERATED ALWAYS AS
    (to_tsvector('english', title || ' ' || summary || ' ' || tags)) STORED,
  UNIQUE (team_id, project_id, content_hash)
);
CREATE UNIQUE INDEX insights_changes ON insights(team_id, project_id, change_seq);
CREATE INDEX insights_since ON insights(team_id, project_id, created_at);
CREATE INDEX insights_key ON insights(team_id, key_id);
CREATE INDEX insights_search ON insights USING GIN (search);
CREATE TABLE audit (
  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, at TEXT NOT NULL, team_id TEXT,
  key_id BIGINT, action TEXT NOT NULL, project_id TEXT, detail TEXT NOT NULL, address TEXT
);
CREATE INDEX audit_at ON audit(at);
CREATE INDEX audit_team ON audit(team_id, at);
`;

/**
 * Bring the database to `SCHEMA_VERSION`. On PostgreSQL the whole migration holds a
 * transaction-scoped advisory lock: a second process waits, then finds the work done.
 */
export async function migrate(sql: Sql): Promise<void> {
  if (sql.dialect === "sqlite") return migrateSqlite(sql as SqliteSql);
  await sql.transaction(async (tx) => {
    await tx.all("SELECT pg_advisory_xact_lock(?::bigint)", [MIGRATION_LOCK]);
    const exists = await tx.all("SELECT to_regclass('meta') IS NOT NULL AS present");
    const version = exists[0]?.present ? await storedVersion(tx) : 0;
    refuseNewer(version);
    if (version < 2) {
      for (const statement of statements(POSTGRES_V2)) await tx.run(statement);
      await finishMigration(tx);
    }
  });
}

function migrateSqlite(sql: SqliteSql): void {
  const db = sql.db;
  db.exec("PRAGMA foreign_keys = ON");
  sql.transactionSync(() => {
    const hasMeta = db.prepare(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'",
    ).get();
    const row = hasMeta ? db.prepare("SELECT value FROM meta WHERE key = 'version'").get() : null;
    const version = row ? Number(row.value) : 1;
    refuseNewer(version);
    if (version >= 2) return;
    db.exec(SQLITE_V1);
    // The first server added the posting key later: a database from before it lacks the column.
    const columns = db.prepare("PRAGMA table_info(insights)").all().map((c) => String(c.name));
    if (!columns.includes("key_id")) {
      db.exec("ALTER TABLE insights ADD COLUMN key_id INTEGER REFERENCES keys(id)");
    }
    db.exec(SQLITE_V2);
    db.prepare("INSERT INTO meta (key, value) VALUES ('version', ?), ('epoch', ?)").run(
      String(SCHEMA_VERSION),
      randomBase62(8),
    );
  });
}

async function finishMigration(tx: Sql): Promise<void> {
  await tx.run(
    "INSERT INTO meta (key, value) VALUES ('version', ?), ('epoch', ?)",
    [String(SCHEMA_VERSION), randomBase62(8)],
  );
}

async function storedVersion(tx: Sql): Promise<number> {
  const rows = await tx.all("SELECT value FROM meta WHERE key = 'version'");
  return rows[0] ? Number(rows[0].value) : 0;
}

function refuseNewer(version: number): void {
  if (version > SCHEMA_VERSION) {
    throw new StoreError(
      `The team database has schema version ${version}, newer than this ctx understands (${SCHEMA_VERSION})`,
      { hint: "upgrade ctx on this machine to the version the other server processes run" },
    );
  }
}

/** A script as statements (no `;` inside our statements but at their end). */
function statements(script: string): string[] {
  return script.split(/;\s*\n/).map((s) => s.replace(/--[^\n]*\n/g, "").trim()).filter(Boolean);
}
