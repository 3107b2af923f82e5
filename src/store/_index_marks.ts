/**
 * Which store folders a one-shot process (`ctx status`) need not list again, from the folders'
 * own mtimes: a file added to a folder, removed from it or renamed into it (how ctx writes a
 * summary, and how git and most editors save one) changes the folder's mtime. After a sync, each
 * folder it listed is marked with the mtime it had before the listing and the number of files
 * the index then holds of it; a later sync trusts a folder whose mtime and file count still
 * match, without a stat of each summary (20,000 of them at a heavy user's scale).
 *
 * What a folder's mtime cannot vouch for is not trusted for long, or at all:
 * - a summary edited in place (its folder's mtime stays): a mark is trusted for ten minutes
 *   after the listing that made it, then the folder is listed again;
 * - a change in the same clock tick as the listing: a folder changed less than two seconds
 *   before it was listed gets no mark (listed again next time);
 * - an index rebuilt or changed by another process: the file count of the folder must match;
 * - a folder that is a link, or cannot be looked at: never trusted.
 *
 * Kept in the index itself (`folder_marks`, derived like the rest): deleting the index deletes
 * the marks with it.
 */
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "./db.ts";
import { storedAnswer } from "./_index_answers.ts";
import type { FolderTrust } from "./_index_sync.ts";

/** How long a mark is trusted after the listing that made it. */
export const MARK_TRUST_MS = 10 * 60_000;
/** A folder changed this recently before its listing gets no mark. */
export const SETTLE_MS = 2_000;

const TABLE = `CREATE TABLE IF NOT EXISTS folder_marks (
  dir TEXT PRIMARY KEY,
  store TEXT NOT NULL,
  mtime_ms REAL NOT NULL,
  files INTEGER NOT NULL,
  listed_at REAL NOT NULL
)`;

export class FolderMarks implements FolderTrust {
  readonly #db: () => DatabaseSync;
  readonly #now: () => number;
  /** Folders this sync trusts, with the store they were listed as. */
  readonly #clean = new Map<string, string>();
  /** Folders listed by this sync: their store and mtime before the listing. */
  readonly #listed = new Map<string, { store: string; mtimeMs: number; at: number }>();
  /** The store folders the index holds files of. */
  #indexed = new Set<string>();

  constructor(db: () => DatabaseSync, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  begin(dirs: readonly string[]): Promise<{ full: boolean }> {
    this.#clean.clear();
    this.#listed.clear();
    this.#indexed = new Set();
    try {
      this.#trust(dirs);
    } catch {
      // A busy or damaged index: every folder is listed.
      this.#clean.clear();
      this.#indexed = new Set();
    }
    return Promise.resolve({ full: false });
  }

  #trust(dirs: readonly string[]): void {
    const db = this.#db();
    db.exec(TABLE);
    const counts = fileCounts(db);
    this.#indexed = new Set(counts.keys());
    const mark = db.prepare(
      "SELECT store, mtime_ms, files, listed_at FROM folder_marks WHERE dir = ?",
    );
    const now = this.#now();
    for (const dir of dirs) {
      const row = mark.get(dir);
      const age = row ? now - Number(row.listed_at) : NaN;
      if (!row || !(age >= 0 && age < MARK_TRUST_MS)) continue;
      if (mtimeOf(dir) !== Number(row.mtime_ms)) continue;
      if ((counts.get(dir) ?? 0) !== Number(row.files)) continue;
      this.#clean.set(dir, JSON.parse(String(row.store)));
    }
  }

  isClean(dir: string, key: string): boolean {
    return this.#clean.get(dir) === key;
  }

  /** No file of a folder that is not among `dirs` is in the index (nothing to remove). */
  sameStores(dirs: readonly string[]): boolean {
    const given = new Set(dirs);
    return [...this.#indexed].every((dir) => given.has(dir));
  }

  sawStores(): void {}

  listing(dir: string, key: string): void {
    this.#clean.delete(dir);
    const mtimeMs = mtimeOf(dir);
    const at = this.#now();
    if (mtimeMs !== undefined && at - mtimeMs >= SETTLE_MS) {
      this.#listed.set(dir, { store: key, mtimeMs, at });
    } else this.#listed.delete(dir);
  }

  failed(dir: string): void {
    this.#listed.delete(dir);
  }

  /** The sync that listed the folders was written: mark them, with what the index now holds. */
  synced(): void {
    if (this.#listed.size === 0) return;
    const db = this.#db();
    try {
      transaction(db, () => {
        const counts = fileCounts(db);
        const put = db.prepare(
          `INSERT INTO folder_marks (dir, store, mtime_ms, files, listed_at)
           VALUES (?, ?, ?, ?, ?)
           ON CONFLICT(dir) DO UPDATE SET store = excluded.store, mtime_ms = excluded.mtime_ms,
             files = excluded.files, listed_at = excluded.listed_at`,
        );
        for (const [dir, mark] of this.#listed) {
          // As JSON: node:sqlite reads a TEXT value only up to its first NUL, and a store's key
          // is made of parts joined by NULs.
          put.run(dir, JSON.stringify(mark.store), mark.mtimeMs, counts.get(dir) ?? 0, mark.at);
        }
      });
    } catch {
      // A busy index: the folders are listed again next time.
    }
    this.#listed.clear();
  }

  reset(): void {
    this.#clean.clear();
    this.#listed.clear();
  }

  close(): void {}
}

/** How many files the index holds of each store folder. */
function fileCounts(db: DatabaseSync): Map<string, number> {
  // Kept in the index while its files stay the same (a scan of every file row otherwise).
  const rows = storedAnswer(
    db,
    "file counts",
    () =>
      db.prepare("SELECT store_dir, COUNT(*) AS n FROM files GROUP BY store_dir").all()
        .map((r) => [String(r.store_dir), Number(r.n)]),
  );
  return new Map(rows as Array<[string, number]>);
}

/** A folder's mtime; `undefined` for a link or a folder that cannot be looked at. */
function mtimeOf(dir: string): number | undefined {
  try {
    const st = Deno.lstatSync(dir);
    return st.isDirectory ? st.mtime?.getTime() : undefined;
  } catch {
    return undefined;
  }
}
