/**
 * Tables of `index.sqlite` and the statements that fill them. The index is derived data: when its
 * schema version changes, or the file is damaged, it is dropped and rebuilt from the summaries.
 *
 * - `files`: one row per `.md` file seen in a store (path, mtime, size, content hash), so a sync
 *   re-reads only files that changed; non-summaries are remembered with zero insights.
 * - `insights`: one row per insight (not unique by id: a pulled team copy may repeat one), what
 *   counting reads (project, id, type, date, tags, its file's id); `insight_text` (same rowid):
 *   title, summary, file and anchors, read only for the rows a search or a reader keeps. What a
 *   summary says once (its path, store kind, root, cwd, source, session, contributor) is in its
 *   `files` row only. Readers see both joined by two views: `insight_meta` (no text, for the
 *   counts) and `insight_rows` (everything), with the columns' old names (`file_path`, …).
 * - `fts_words`: Unicode words with porter stemming (`locking` finds `locked`), plus a hidden
 *   `extra` column holding camelCase splits, the date, the type and the source.
 * - `fts_idents`: whole identifiers (`ERR_REQUIRE_ESM`, `a::b`, `src/x.ts`), for exact matches:
 *   tokens with identifier punctuation only (`isIdentifier`), never a plain word.
 * - `vocab`: every plain word seen, lowercased and unstemmed, once: a prefix (`serializ*`) is
 *   expanded from it into the words whose stems the word table holds (`serialized` → `serial`).
 * - `kept_answers` (`_index_answers.ts`): the aggregates a one-shot `ctx status` asks for, kept
 *   for the next process and emptied by triggers whenever `files` or `insights` change.
 *
 * Both FTS tables are contentless (`content=''`, rows deleted by rowid): they hold the terms and
 * their positions only, never a copy of the text, which lives once, in `insight_text` (a search
 * reads rowids and bm25 scores from them, then the few rows it keeps from `insight_rows`).
 */
import type { DatabaseSync } from "node:sqlite";
import type { SummaryDoc } from "./summary.ts";
import type { StoreKind } from "./stores.ts";
import { camelWords, IDENT_TOKENIZER, indexTokens, WORDS_TOKENIZER } from "./_query.ts";
import { ensureAnswers } from "./_index_answers.ts";
import { MEMORY_DROP, MEMORY_TABLES, memoryWriter, removeMemoryRows } from "./_index_memory.ts";

export const SCHEMA_VERSION = 6;

const TABLES = `
CREATE TABLE IF NOT EXISTS files (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL UNIQUE,
  store_dir TEXT NOT NULL,
  kind TEXT NOT NULL,
  project_id TEXT NOT NULL,
  root TEXT NOT NULL,
  mtime_ms REAL NOT NULL,
  size INTEGER NOT NULL,
  hash TEXT NOT NULL,
  session_id TEXT,
  insights INTEGER NOT NULL DEFAULT 0,
  source TEXT NOT NULL DEFAULT '',
  cwd TEXT NOT NULL DEFAULT '',
  contributor TEXT
);
CREATE TABLE IF NOT EXISTS insights (
  rowid INTEGER PRIMARY KEY,
  file_id INTEGER NOT NULL,
  project_id TEXT NOT NULL,
  id TEXT NOT NULL,
  position INTEGER NOT NULL,
  type TEXT NOT NULL,
  date TEXT NOT NULL,
  tags TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS insight_text (
  rowid INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  file TEXT,
  anchors TEXT
);
CREATE INDEX IF NOT EXISTS insights_by_id ON insights(id);
CREATE INDEX IF NOT EXISTS insights_by_file ON insights(file_id);
CREATE INDEX IF NOT EXISTS insights_by_project ON insights(project_id);
CREATE VIEW IF NOT EXISTS insight_meta AS
  SELECT i.rowid AS rowid, i.id AS id, i.file_id AS file_id, f.path AS file_path,
    i.position AS position, i.project_id AS project_id, f.root AS root, f.kind AS kind,
    f.source AS source, coalesce(f.session_id, '') AS session_id, i.type AS type, i.tags AS tags,
    i.date AS date, f.contributor AS contributor, f.cwd AS cwd, f.hash AS file_hash
  FROM insights AS i JOIN files AS f ON f.id = i.file_id;
CREATE VIEW IF NOT EXISTS insight_rows AS
  SELECT m.*, t.title AS title, t.summary AS summary, t.file AS file, t.anchors AS anchors
  FROM insight_meta AS m JOIN insight_text AS t ON t.rowid = m.rowid;
CREATE TABLE IF NOT EXISTS vocab (word TEXT PRIMARY KEY) WITHOUT ROWID;
CREATE VIRTUAL TABLE IF NOT EXISTS fts_words USING fts5(title, tags, file, summary, extra,
  tokenize = '${WORDS_TOKENIZER}', content = '', contentless_delete = 1);
CREATE VIRTUAL TABLE IF NOT EXISTS fts_idents USING fts5(title, tags, file, summary,
  tokenize = "${IDENT_TOKENIZER}", content = '', contentless_delete = 1);
`;

const DROP = `
DROP VIEW IF EXISTS insight_rows;
DROP VIEW IF EXISTS insight_meta;
DROP TABLE IF EXISTS insight_text;
DROP TABLE IF EXISTS vocab;
DROP TABLE IF EXISTS fts_words;
DROP TABLE IF EXISTS fts_idents;
DROP TABLE IF EXISTS insights;
DROP TABLE IF EXISTS files;
`;

/**
 * Create the tables, or drop and recreate them when another schema is found (then true: the
 * file still has the old tables' pages, free, until a `VACUUM`).
 */
export function ensureSchema(db: DatabaseSync): boolean {
  const row = db.prepare("PRAGMA user_version").get() as { user_version?: number } | undefined;
  const version = Number(row?.user_version ?? 0);
  if (version !== SCHEMA_VERSION) {
    if (version !== 0) db.exec(DROP + MEMORY_DROP);
    db.exec(TABLES + MEMORY_TABLES);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  }
  ensureAnswers(db);
  return version !== 0 && version !== SCHEMA_VERSION;
}

/** Where a summary file lives, as the index records it. */
export interface FileMeta {
  path: string;
  storeDir: string;
  kind: StoreKind;
  projectId: string;
  root: string;
  mtimeMs: number;
  size: number;
  hash: string;
}

/** The date an insight is filed under: the session's last activity, else its distillation. */
export function docDate(doc: SummaryDoc): string {
  return doc.updated || doc.started || doc.distilled || "";
}

/** Replace everything the index holds for one file (idempotent, so racing writers agree). */
export function writeFile(db: DatabaseSync, meta: FileMeta, doc: SummaryDoc | undefined): void {
  removeFile(db, meta.path);
  const projectId = meta.projectId || doc?.project || "unknown";
  const root = meta.root || doc?.cwd || "";
  // What the summary says once for all its insights lives in its `files` row only.
  const fileId = Number(
    db.prepare(
      `INSERT INTO files (path, store_dir, kind, project_id, root, mtime_ms, size, hash, session_id,
         insights, source, cwd, contributor) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      meta.path,
      meta.storeDir,
      meta.kind,
      projectId,
      root,
      meta.mtimeMs,
      meta.size,
      meta.hash,
      doc?.sessionId ?? null,
      doc?.insights.length ?? 0,
      doc?.source ?? "",
      doc?.cwd ?? "",
      doc?.contributor ?? null,
    ).lastInsertRowid,
  );
  if (!doc) return;
  const insert = db.prepare(
    `INSERT INTO insights (file_id, project_id, id, position, type, date, tags)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const text = db.prepare(
    "INSERT INTO insight_text (rowid, title, summary, file, anchors) VALUES (?, ?, ?, ?, ?)",
  );
  const words = db.prepare(
    "INSERT INTO fts_words (rowid, title, tags, file, summary, extra) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const idents = db.prepare(
    "INSERT INTO fts_idents (rowid, title, tags, file, summary) VALUES (?, ?, ?, ?, ?)",
  );
  const fileDate = docDate(doc);
  const memory = memoryWriter(db);
  const vocab = new Set<string>();
  doc.insights.forEach((insight, position) => {
    const date = insight.date || fileDate;
    const result = insert.run(
      fileId,
      projectId,
      insight.id,
      position,
      insight.type,
      date,
      JSON.stringify(insight.tags),
    );
    const rowid = Number(result.lastInsertRowid);
    text.run(
      rowid,
      insight.title,
      insight.summary,
      insight.file ?? null,
      insight.anchors?.files.length || insight.anchors?.turns.length
        ? JSON.stringify({ ...insight.anchors, commit: insight.anchors.commit ?? doc.commit })
        : null,
    );
    memory(rowid, projectId, insight);
    const tags = insight.tags.join(" ");
    const file = insight.file ?? "";
    const extra = [
      camelWords(`${insight.title} ${tags} ${file} ${insight.summary}`),
      date.slice(0, 10),
      insight.type,
      doc.source,
      doc.contributor ?? "",
    ].join(" ");
    words.run(rowid, insight.title, tags, file, insight.summary, extra);
    const columns = [insight.title, tags, file, insight.summary].map(indexTokens);
    for (const { words } of columns) for (const word of words) vocab.add(word);
    // An insight without identifiers has no row there (deleting a missing rowid is a no-op).
    if (columns.some((c) => c.idents !== "")) idents.run(rowid, ...columns.map((c) => c.idents));
  });
  // Kept when the file goes: a word no summary holds any more costs a few bytes, and a prefix
  // that finds it adds a phrase matching nothing (or that word's other forms).
  db.prepare("INSERT OR IGNORE INTO vocab (word) SELECT value FROM json_each(?)")
    .run(JSON.stringify([...vocab]));
}

/** Record a new mtime/size for a file whose content did not change. */
export function touchFile(db: DatabaseSync, path: string, mtimeMs: number, size: number): void {
  db.prepare("UPDATE files SET mtime_ms = ?, size = ? WHERE path = ?").run(mtimeMs, size, path);
}

/** Forget a file and its insights. */
export function removeFile(db: DatabaseSync, path: string): void {
  const row = db.prepare("SELECT id FROM files WHERE path = ?").get(path);
  if (!row) return;
  const fileId = Number(row.id);
  const rowids = "SELECT rowid FROM insights WHERE file_id = ?";
  removeMemoryRows(db, fileId);
  for (const table of ["fts_words", "fts_idents", "insight_text"]) {
    db.prepare(`DELETE FROM ${table} WHERE rowid IN (${rowids})`).run(fileId);
  }
  db.prepare("DELETE FROM insights WHERE file_id = ?").run(fileId);
  db.prepare("DELETE FROM files WHERE id = ?").run(fileId);
}

/** What the index remembers of every file, for the incremental diff. */
export function knownFiles(db: DatabaseSync): Map<string, FileMeta> {
  const rows = db.prepare(
    "SELECT path, store_dir, kind, project_id, root, mtime_ms, size, hash FROM files",
  ).all() as Array<Record<string, string | number>>;
  const map = new Map<string, FileMeta>();
  for (const r of rows) {
    map.set(String(r.path), {
      path: String(r.path),
      storeDir: String(r.store_dir),
      kind: String(r.kind) as StoreKind,
      projectId: String(r.project_id),
      root: String(r.root),
      mtimeMs: Number(r.mtime_ms),
      size: Number(r.size),
      hash: String(r.hash),
    });
  }
  return map;
}
