/**
 * What the index keeps for memory (docs/memory.md), in tables of their own beside `insights`:
 *
 * - `memory_keys`: each insight row's merge key (`merge_key.ts`), computed once when its file is
 *   read, so an insight's repeats are one indexed lookup;
 * - `memory_supersedes`: each `supersedes` id of an insight row, so "what supersedes this" is
 *   one indexed lookup. Derived like every table here: the summary files say it.
 *
 * Writers are called by `writeFile`/`removeFile` (`_index_schema.ts`); readers return rows for
 * the memory layer (`src/memory/`), which decides what they mean.
 */
import type { DatabaseSync } from "node:sqlite";
import type { Insight } from "../types.ts";
import { prepared } from "./db.ts";
import { KIND_ORDER, type Row, toInsight } from "./_index_read.ts";
import type { IndexedInsight } from "./_index_read.ts";
import { mergeKey } from "./merge_key.ts";

export const MEMORY_TABLES = `
CREATE TABLE IF NOT EXISTS memory_keys (
  rowid INTEGER PRIMARY KEY,
  project_id TEXT NOT NULL,
  merge_key TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS memory_keys_by_key ON memory_keys(project_id, merge_key);
CREATE TABLE IF NOT EXISTS memory_supersedes (
  rowid INTEGER NOT NULL,
  project_id TEXT NOT NULL,
  superseded_id TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS memory_supersedes_by_id ON memory_supersedes(project_id, superseded_id);
CREATE INDEX IF NOT EXISTS memory_supersedes_by_row ON memory_supersedes(rowid);
`;

export const MEMORY_DROP = `
DROP TABLE IF EXISTS memory_keys;
DROP TABLE IF EXISTS memory_supersedes;
`;

/** The writer of one file's memory rows (statements prepared once per connection). */
export function memoryWriter(
  db: DatabaseSync,
): (rowid: number, projectId: string, insight: Insight) => void {
  const key = prepared(
    db,
    "INSERT INTO memory_keys (rowid, project_id, merge_key) VALUES (?, ?, ?)",
  );
  const supersedes = prepared(
    db,
    "INSERT INTO memory_supersedes (rowid, project_id, superseded_id) VALUES (?, ?, ?)",
  );
  return (rowid, projectId, insight) => {
    key.run(rowid, projectId, mergeKey(insight.type, insight.title));
    for (const id of insight.supersedes ?? []) {
      if (id !== insight.id) supersedes.run(rowid, projectId, id);
    }
  };
}

/** Forget the memory rows of a file's insights (before the insights themselves go). */
export function removeMemoryRows(db: DatabaseSync, fileId: number): void {
  const rowids = "SELECT rowid FROM insights WHERE file_id = ?";
  prepared(db, `DELETE FROM memory_keys WHERE rowid IN (${rowids})`).run(fileId);
  prepared(db, `DELETE FROM memory_supersedes WHERE rowid IN (${rowids})`).run(fileId);
}

/** An insight row with what memory needs of it: its merge key and its file's content hash. */
export interface MemoryRow extends IndexedInsight {
  mergeKey: string;
  /** sha256 hex of its summary file as indexed: which file this machine wrote (provenance). */
  fileHash: string;
}

/** One `supersedes` claim: the insight `by` (a full row) says it supersedes `supersededId`. */
export interface SupersedesRow {
  supersededId: string;
  by: MemoryRow;
}

/** A summary file of a project's `.ctx/` as indexed (for "not written here"). */
export interface LocalFile {
  path: string;
  hash: string;
  insights: number;
  sessionId: string;
}

/** Reads of the memory tables. */
export interface MemoryIndex {
  /** Every insight row of a project (each id once: its own store's copy first). */
  projectRows(projectId: string): MemoryRow[];
  /** The rows of these ids and of every insight sharing a merge key with one of them. */
  withRepeats(ids: readonly string[]): MemoryRow[];
  /** Claims that supersede these ids (of their own project), or every claim of a project. */
  supersedes(of: { ids: readonly string[] } | { projectId: string }): SupersedesRow[];
  /** The summary files of a project's `.ctx/` stores. */
  localFiles(projectId: string): LocalFile[];
}

/** `KIND_ORDER` over the insight rows `i`. */
const I_KIND_ORDER = KIND_ORDER.replace("CASE kind", "CASE i.kind");

const ROW = `SELECT i.*, k.merge_key AS merge_key
  FROM insight_rows AS i JOIN memory_keys AS k ON k.rowid = i.rowid`;

/**
 * The memory reads over a database reader (`read` retries a busy database, rebuilds a bad one).
 * Every statement has one text (a list of ids is one JSON parameter), prepared once per
 * connection: a long-lived `ctx mcp` runs them on every call.
 */
export function memoryIndex(read: <T>(fn: (db: DatabaseSync) => T) => T): MemoryIndex {
  return {
    projectRows: (projectId) =>
      read((db) =>
        firstOfEach(
          prepared(db, `${ROW} WHERE i.project_id = ? ORDER BY ${I_KIND_ORDER}, i.rowid`)
            .all(projectId) as Row[],
        )
      ),
    withRepeats: (ids) => {
      const unique = [...new Set(ids)].slice(0, 500);
      if (unique.length === 0) return [];
      return read((db) =>
        firstOfEach(
          prepared(
            db,
            `${ROW} WHERE (k.project_id, k.merge_key) IN (
               SELECT k2.project_id, k2.merge_key FROM memory_keys AS k2
               JOIN insights AS i2 ON i2.rowid = k2.rowid
               WHERE i2.id IN (SELECT value FROM json_each(?)))
             ORDER BY ${I_KIND_ORDER}, i.rowid`,
          ).all(JSON.stringify(unique)) as Row[],
        )
      );
    },
    supersedes: (of) =>
      read((db) => {
        const where = "ids" in of
          ? "s.superseded_id IN (SELECT value FROM json_each(?))"
          : "s.project_id = ?";
        const arg = "ids" in of ? JSON.stringify(of.ids) : of.projectId;
        const rows = prepared(
          db,
          `SELECT s.superseded_id AS superseded_id, i.*, k.merge_key AS merge_key
           FROM memory_supersedes AS s JOIN insight_rows AS i ON i.rowid = s.rowid
           JOIN memory_keys AS k ON k.rowid = i.rowid
           WHERE ${where} ORDER BY ${I_KIND_ORDER}, i.rowid`,
        ).all(arg) as Row[];
        return rows.map((row) => ({ supersededId: String(row.superseded_id), by: toRow(row) }));
      }),
    localFiles: (projectId) =>
      read((db) =>
        (prepared(
          db,
          `SELECT path, hash, insights, coalesce(session_id, '') AS session_id FROM files
           WHERE kind = 'local' AND project_id = ? AND insights > 0 ORDER BY path`,
        ).all(projectId) as Row[]).map((r) => ({
          path: String(r.path),
          hash: String(r.hash),
          insights: Number(r.insights),
          sessionId: String(r.session_id),
        }))
      ),
  };
}

function toRow(row: Row): MemoryRow {
  return { ...toInsight(row), mergeKey: String(row.merge_key), fileHash: String(row.file_hash) };
}

/** Rows in preference order → each insight id once (a team copy of one of ours is left out). */
function firstOfEach(rows: Row[]): MemoryRow[] {
  const seen = new Set<string>();
  const out: MemoryRow[] = [];
  for (const row of rows) {
    const id = String(row.id);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(toRow(row));
  }
  return out;
}
