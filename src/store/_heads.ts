/**
 * The heads table of the ledger: what discovery read at the start of each transcript (its cwd,
 * its first record), by the file's fingerprint. A no-op `ctx init` then reads no transcript whose
 * size and mtime did not change. Derived data: a missing or stale row only means a read.
 *
 * Rows are loaded one folder at a time (one query per folder a reader lists), and what a run
 * learned is written in one transaction when its store closes. A reader that lists a folder in
 * full says so (`listed`): the rows of its files that are gone (deleted transcripts) are then
 * deleted in that same transaction, from the listing the reader made anyway (no stat).
 */
import { dirname } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { HeadCache } from "../types.ts";
import { rowsAsArrays, transaction } from "./db.ts";

export const HEADS_TABLE = `
CREATE TABLE IF NOT EXISTS heads (
  location TEXT PRIMARY KEY,
  fingerprint TEXT NOT NULL,
  data TEXT NOT NULL
);
`;

/** A row as SQLite gives it: location, fingerprint, data (no object per row). */
type Row = readonly [unknown, unknown, unknown];

export class LedgerHeads implements HeadCache {
  readonly #db: DatabaseSync;
  readonly #readOnly: boolean;
  /** Rows of the folders loaded so far, by location. */
  readonly #rows = new Map<string, Row>();
  /** The folders loaded so far, each with the locations of its rows. */
  readonly #folders = new Map<string, string[]>();
  readonly #pending = new Map<string, Row>();
  /** Rows of files no longer in their folder, deleted at `flush`. */
  readonly #gone = new Set<string>();

  constructor(db: DatabaseSync, options: { readOnly: boolean }) {
    this.#db = db;
    this.#readOnly = options.readOnly;
  }

  get(location: string, fingerprint: string): Record<string, string> | undefined {
    this.#load(folderOf(location));
    const row = this.#rows.get(location);
    if (row === undefined || row[1] !== fingerprint) return undefined;
    try {
      const data: unknown = JSON.parse(String(row[2]));
      if (!data || typeof data !== "object" || Array.isArray(data)) return undefined;
      // Only strings were ever written: anything else is not ours, and is read again. (JSON.parse
      // made a fresh plain object: it is returned as it is, nothing else holds it.)
      for (const value of Object.values(data)) if (typeof value !== "string") return undefined;
      return data as Record<string, string>;
    } catch {
      return undefined;
    }
  }

  set(location: string, fingerprint: string, head: Record<string, string>): void {
    if (this.#readOnly) return;
    const row: Row = [location, fingerprint, JSON.stringify(head)];
    this.#rows.set(location, row);
    this.#pending.set(location, row);
  }

  listed(folder: string, names: ReadonlySet<string>): void {
    if (this.#readOnly) return;
    this.#load(folder);
    // Every location of the folder is `folder` + a separator + its name (`#load`).
    const start = folder.length + 1;
    for (const location of this.#folders.get(folder) ?? []) {
      if (names.has(location.slice(start)) || this.#pending.has(location)) continue;
      this.#gone.add(location);
      this.#rows.delete(location);
    }
  }

  /** Write what this run learned (one transaction); nothing when it learned nothing. */
  flush(): void {
    if ((this.#pending.size === 0 && this.#gone.size === 0) || this.#readOnly) return;
    transaction(this.#db, () => {
      const insert = this.#db.prepare(
        `INSERT INTO heads (location, fingerprint, data) VALUES (?, ?, ?)
         ON CONFLICT(location) DO UPDATE SET fingerprint = excluded.fingerprint,
           data = excluded.data`,
      );
      for (const [location, row] of this.#pending) {
        insert.run(location, String(row[1]), String(row[2]));
      }
      const remove = this.#db.prepare("DELETE FROM heads WHERE location = ?");
      for (const location of this.#gone) remove.run(location);
    });
    this.#pending.clear();
    this.#gone.clear();
  }

  /** The rows of the files directly in `folder` (a range of the primary key). */
  #load(folder: string): void {
    if (this.#folders.has(folder)) return;
    const locations: string[] = [];
    this.#folders.set(folder, locations);
    const sep = folder.includes("\\") && !folder.includes("/") ? "\\" : "/";
    // Every location starting with `folder` + separator: from that prefix up to the next string.
    const low = folder + sep;
    const high = folder + String.fromCharCode(sep.charCodeAt(0) + 1);
    let rows: Row[];
    try {
      // One array per row instead of an object (a folder may hold tens of thousands).
      rows = rowsAsArrays(
        this.#db,
        "SELECT location, fingerprint, data FROM heads WHERE location >= ? AND location < ?",
        low,
        high,
      ) as unknown as Row[];
    } catch {
      return; // A ledger of an earlier ctx read without writing (dry run): no heads yet.
    }
    for (const r of rows) {
      const location = String(r[0]);
      // A file of a folder inside `folder` is not one of its own.
      if (location.includes(sep, low.length) || this.#rows.has(location)) continue;
      this.#rows.set(location, r);
      locations.push(location);
    }
  }
}

/**
 * The folder of a file's location: what precedes its last separator (`/`, or `\\` in a path
 * without one, as `#load` tells them), else `dirname` (a location of another shape).
 */
function folderOf(location: string): string {
  const cut = location.lastIndexOf(location.includes("/") ? "/" : "\\");
  return cut > 0 ? location.slice(0, cut) : dirname(location);
}
