/**
 * One id, two insights: a summary copied by hand (to write a new insight from an old one) keeps
 * the ids it was copied with, and every door keys insights by id, so only one of the two would be
 * served, the other silently. Said when the index reads such a file, for the ids of one store
 * (clones' and the other store's copies of one session are the same insights, and team ids are
 * the server's). One indexed lookup per insight read; the rows of an id held twice only then.
 */
import type { DatabaseSync } from "node:sqlite";
import { clipLine } from "../text.ts";

/** Warnings for the files just read (`paths`) holding an insight whose id another one holds. */
export function sharedIdWarnings(db: DatabaseSync, paths: ReadonlyMap<string, string>): string[] {
  // The ids of the files read that some other row holds too (an indexed lookup per insight read).
  const twice = db.prepare(
    `SELECT DISTINCT i.id AS id, f.store_dir AS store FROM insights AS i
     JOIN files AS f ON f.id = i.file_id
     WHERE f.path IN (SELECT value FROM json_each(?))
       AND EXISTS (SELECT 1 FROM insights AS j WHERE j.id = i.id AND j.rowid != i.rowid)`,
  );
  const holders = db.prepare(
    `SELECT f.path AS path, t.title AS title FROM insights AS i
     JOIN files AS f ON f.id = i.file_id JOIN insight_text AS t ON t.rowid = i.rowid
     WHERE i.id = ? AND f.store_dir = ? ORDER BY f.path, i.position`,
  );
  const warnings: string[] = [];
  const shared = twice.all(JSON.stringify([...paths.keys()])) as Array<
    { id: string; store: string }
  >;
  for (const { id, store } of shared) {
    const rows = holders.all(id, store) as Array<{ path: string; title: string }>;
    for (const row of rows) {
      const other = rows.find((r) => same(r.title) !== same(row.title));
      if (!other || !paths.has(row.path)) continue;
      warnings.push(
        `Summary "${row.path}": section "${clipLine(row.title, 80)}" has the id ${id} of ` +
          `"${clipLine(other.title, 80)}" in "${other.path}": only one of them is served; ` +
          "give it an id of its own (ins_ and 12 digits or letters a-f)",
      );
    }
  }
  return warnings;
}

function same(title: string): string {
  return title.trim().toLowerCase();
}
