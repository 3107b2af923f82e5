/**
 * Tables of `index.sqlite` and the statements that fill them. The index is derived data: when its
 * schema version changes, or the file is damaged, it is dropped and rebuilt from the summaries.
 *
 * - `files`: one row per `.md` file seen in a store (path, mtime, size, content hash), so a sync
 *   re-reads only files that changed; non-summaries are remembered with zero insights.
 * - `insights`: one row per insight (not unique by id: a pulled team copy may repeat one).
 * - `fts_words`: Unicode words with porter stemming (`locking` finds `locked`), plus a hidden
 *   `extra` column holding camelCase splits, the date, the type and the source.
 * - `fts_idents`: whole identifiers (`ERR_REQUIRE_ESM`, `a::b`, `src/x.ts`), for exact matches.
 *
 * Both FTS tables are contentless (`content=''`, rows deleted by rowid): they hold the terms and
 * their positions only, never a copy of the text, which lives once, in `insights` (a search
 * reads rowids and bm25 scores from them, then the few rows it keeps from `insights`).
 */
import type { DatabaseSync } from "node:sqlite";
import type { SummaryDoc } from "./summary.ts";
import type { StoreKind } from "./stores.ts";
import { camelWords, IDENT_TOKENIZER, identText, WORDS_TOKENIZER } from "./_query.ts";
import { MEMORY_DROP, MEMORY_TABLES, memoryWriter, removeMemoryRows } from "./_index_memory.ts";

export const SCHEMA_VERSION = 5;

const TABLES = `
CREATE TABLE IF NOT EXISTS files (
  path TEXT PRIMARY KEY,
  store_dir TEXT NOT NULL,
  kind TEXT NOT NULL,
  project_id TEXT NOT NULL,
  root TEXT NOT NULL,
  mtime_ms REAL NOT NULL,
  size INTEGER NOT NULL,
  hash TEXT NOT NULL,
  session_id TEXT,
  insights INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS insights (
  rowid INTEGER PRIMARY KEY,
  id TEXT NOT NULL,
  file_path TEXT NOT NULL,
  position INTEGER NOT NULL,
  project_id TEXT NOT NULL,
  root TEXT NOT NULL,
  kind TEXT NOT NULL,
  source TEXT NOT NULL,
  session_id TEXT NOT NULL,
  type TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  tags TEXT NOT NULL,
  file TEXT,
  date TEXT NOT NULL,
  contributor TEXT,
  anchors TEXT,
  cwd TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS insights_by_id ON insights(id);
CREATE INDEX IF NOT EXISTS insights_by_file ON insights(file_path);
CREATE INDEX IF NOT EXISTS insights_by_project ON insights(project_id);
CREATE VIRTUAL TABLE IF NOT EXISTS fts_words USING fts5(title, tags, file, summary, extra,
  tokenize = '${WORDS_TOKENIZER}', content = '', contentless_delete = 1);
CREATE VIRTUAL TABLE IF NOT EXISTS fts_idents USING fts5(title, tags, file, summary,
  tokenize = "${IDENT_TOKENIZER}", content = '', contentless_delete = 1);
`;

const DROP = `
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
  if (version === SCHEMA_VERSION) return false;
  if (version !== 0) db.exec(DROP + MEMORY_DROP);
  db.exec(TABLES + MEMORY_TABLES);
  db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  return version !== 0;
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
  db.prepare(
    `INSERT INTO files (path, store_dir, kind, project_id, root, mtime_ms, size, hash, session_id,
       insights) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
  );
  if (!doc) return;
  const insert = db.prepare(
    `INSERT INTO insights (id, file_path, position, project_id, root, kind, source, session_id,
       type, title, summary, tags, file, date, contributor, anchors, cwd)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const words = db.prepare(
    "INSERT INTO fts_words (rowid, title, tags, file, summary, extra) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const idents = db.prepare(
    "INSERT INTO fts_idents (rowid, title, tags, file, summary) VALUES (?, ?, ?, ?, ?)",
  );
  const fileDate = docDate(doc);
  const memory = memoryWriter(db);
  doc.insights.forEach((insight, position) => {
    const date = insight.date || fileDate;
    const result = insert.run(
      insight.id,
      meta.path,
      position,
      projectId,
      root,
      meta.kind,
      doc.source,
      doc.sessionId,
      insight.type,
      insight.title,
      insight.summary,
      JSON.stringify(insight.tags),
      insight.file ?? null,
      date,
      doc.contributor ?? null,
      insight.anchors?.files.length || insight.anchors?.turns.length
        ? JSON.stringify({ ...insight.anchors, commit: insight.anchors.commit ?? doc.commit })
        : null,
      doc.cwd ?? "",
    );
    const rowid = Number(result.lastInsertRowid);
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
    idents.run(
      rowid,
      identText(insight.title),
      identText(tags),
      identText(file),
      identText(insight.summary),
    );
  });
}

/** Record a new mtime/size for a file whose content did not change. */
export function touchFile(db: DatabaseSync, path: string, mtimeMs: number, size: number): void {
  db.prepare("UPDATE files SET mtime_ms = ?, size = ? WHERE path = ?").run(mtimeMs, size, path);
}

/** Forget a file and its insights. */
export function removeFile(db: DatabaseSync, path: string): void {
  const rowids = "SELECT rowid FROM insights WHERE file_path = ?";
  removeMemoryRows(db, path);
  db.prepare(`DELETE FROM fts_words WHERE rowid IN (${rowids})`).run(path);
  db.prepare(`DELETE FROM fts_idents WHERE rowid IN (${rowids})`).run(path);
  db.prepare("DELETE FROM insights WHERE file_path = ?").run(path);
  db.prepare("DELETE FROM files WHERE path = ?").run(path);
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
