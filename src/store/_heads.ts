/**
 * What discovery read at the start of each transcript (its cwd, its first record), kept in the
 * ledger by the file's fingerprint (size and mtime): a no-op `ctx init` then reads no transcript
 * whose size and mtime did not change. Derived data: a missing or stale entry only means a read.
 *
 * The heads of a transcript folder are kept together, as one JSON text per folder
 * (`folder_heads`): a run loads each folder it lists with one query and one `JSON.parse`, instead
 * of one row, three column values and one parse per transcript (20,000 of them at a heavy user's
 * scale). What a run learned is written in one transaction when its store closes: each folder
 * where something changed is written again whole. A reader that lists a folder in full says so
 * (`listed`): the heads of its files that are gone (deleted transcripts) are dropped then, from the
 * listing the reader made anyway (no stat).
 *
 * A run also keeps each folder's listing (`list`), with the folder's mtime and inode taken before
 * it: the next run (or `ctx status`) reads the names instead of listing 20,000 entries again while
 * the folder still has them — a transcript added, removed or renamed changes its folder's mtime,
 * one that grows changes only its own (each transcript is still `stat`ed by the reader). As the
 * ledger's counts (`_ledger_counts.ts`): a folder changed less than two seconds before its listing,
 * or a link, is not kept, and a kept listing is trusted ten minutes at most
 * (`folder_listings`: the folder's stamp, when, and its names, as one JSON text).
 *
 * An earlier ctx kept one row per transcript (`heads`): a folder with no `folder_heads` row is
 * loaded from those rows, and written as one text (its rows deleted) by the first run that
 * writes. A dry run writes nothing.
 */
import type { DatabaseSync } from "node:sqlite";
import { type HeadCache, isRecord } from "../types.ts";
import { prepared, rowsAsArrays, transaction } from "./db.ts";
import { MARK_TRUST_MS } from "./_index_marks.ts";
import { vouchedStamp } from "./_stamp.ts";

export const HEADS_TABLE = `
CREATE TABLE IF NOT EXISTS heads (
  location TEXT PRIMARY KEY,
  fingerprint TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS folder_heads (
  folder TEXT PRIMARY KEY,
  heads TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS folder_listings (
  folder TEXT PRIMARY KEY,
  listing TEXT NOT NULL
);
`;

/** A transcript's head as kept: its name in the folder, its fingerprint, what was read. */
type Entry = [name: string, fingerprint: string, head: Record<string, string>];

/** The heads of one folder, by file name; `changed`: to be written at `flush`. */
interface Folder {
  entries: Map<string, Entry>;
  changed: boolean;
}

/** A folder's names as listed, the folder's stamp before the listing, and when. */
interface Listing {
  stamp: string;
  at: number;
  names: string[];
}

export class LedgerHeads implements HeadCache {
  readonly #db: DatabaseSync;
  readonly #readOnly: boolean;
  readonly #now: () => number;
  /** The folders loaded so far. */
  readonly #folders = new Map<string, Folder>();
  /** The listings to keep at `flush`. */
  readonly #listings = new Map<string, Listing>();

  constructor(db: DatabaseSync, options: { readOnly: boolean; now?: () => number }) {
    this.#db = db;
    this.#readOnly = options.readOnly;
    this.#now = options.now ?? Date.now;
  }

  list(folder: string, list: () => string[] | undefined): string[] | undefined {
    const at = this.#now();
    const { stamp, vouched } = vouchedStamp(folder, at);
    const kept = this.#keptListing(folder);
    if (kept && stamp !== undefined && kept.stamp === stamp) {
      const age = at - kept.at;
      // Listed by a run, which forgot then what it kept of files no longer there.
      if (age >= 0 && age < MARK_TRUST_MS) return kept.names;
    }
    const names = list();
    if (names === undefined) return undefined;
    this.listed(folder, names);
    if (vouched && stamp !== undefined && !this.#readOnly) {
      this.#listings.set(folder, { stamp, at, names });
    }
    return names;
  }

  get(folder: string, name: string, fingerprint: string): Record<string, string> | undefined {
    // The folder and the name as the reader has them (no path cut per file: 20,000 of them).
    const entry = this.#load(folder).entries.get(name);
    // Checked when loaded (`isEntry`): a fresh object of strings, nothing else holds it.
    return entry !== undefined && entry[1] === fingerprint ? entry[2] : undefined;
  }

  set(path: string, name: string, fingerprint: string, head: Record<string, string>): void {
    if (this.#readOnly) return;
    const folder = this.#load(path);
    folder.entries.set(name, [name, fingerprint, { ...head }]);
    folder.changed = true;
  }

  listed(path: string, entries: readonly string[]): void {
    if (this.#readOnly) return;
    const folder = this.#load(path);
    const names = new Set(entries);
    for (const name of folder.entries.keys()) {
      if (names.has(name)) continue;
      folder.entries.delete(name);
      folder.changed = true;
    }
  }

  /** Write what this run learned (one transaction); nothing when it learned nothing. */
  flush(): void {
    if (this.#readOnly) return;
    const changed = [...this.#folders].filter(([, folder]) => folder.changed);
    if (this.#listings.size > 0) this.#keepListings();
    if (changed.length === 0) return;
    transaction(this.#db, () => {
      this.#db.exec(HEADS_TABLE); // A ledger opened without its schema brought up to date.
      const write = this.#db.prepare(
        "INSERT OR REPLACE INTO folder_heads (folder, heads) VALUES (?, ?)",
      );
      const forget = this.#db.prepare("DELETE FROM heads WHERE location >= ? AND location < ?");
      for (const [path, folder] of changed) {
        write.run(path, JSON.stringify([...folder.entries.values()]));
        forget.run(...range(path)); // The rows an earlier ctx kept, now in the folder's text.
        folder.changed = false;
      }
    });
  }

  /** Keep the listings made (a ledger that cannot keep them: listed again next time). */
  #keepListings(): void {
    try {
      transaction(this.#db, () => {
        this.#db.exec(HEADS_TABLE); // A ledger opened without its schema brought up to date.
        const write = prepared(
          this.#db,
          "INSERT OR REPLACE INTO folder_listings (folder, listing) VALUES (?, ?)",
        );
        for (const [folder, listing] of this.#listings) write.run(folder, JSON.stringify(listing));
      });
    } catch {
      // Busy: listed again next time.
    }
    this.#listings.clear();
  }

  /** The listing of `folder` a run kept, when there is one of the shape it keeps. */
  #keptListing(folder: string): Listing | undefined {
    try {
      const row = prepared(this.#db, "SELECT listing FROM folder_listings WHERE folder = ?")
        .get(folder) as { listing?: unknown } | undefined;
      return typeof row?.listing === "string" ? asListing(JSON.parse(row.listing)) : undefined;
    } catch {
      return undefined; // No such table yet (a dry run on an earlier ctx's ledger), or damaged.
    }
  }

  /** The heads of the files directly in `path`: its text, else an earlier ctx's rows. */
  #load(path: string): Folder {
    let folder = this.#folders.get(path);
    if (folder) return folder;
    folder = { entries: new Map(), changed: false };
    this.#folders.set(path, folder);
    let text: unknown;
    try {
      text = (prepared(this.#db, "SELECT heads FROM folder_heads WHERE folder = ?")
        .get(path) as { heads?: unknown } | undefined)?.heads;
    } catch {
      // A ledger of an earlier ctx read without writing (dry run): no such table yet.
    }
    let entries: unknown[] = [];
    try {
      const parsed: unknown = typeof text === "string" ? JSON.parse(text) : undefined;
      if (Array.isArray(parsed)) entries = parsed;
      else if (text === undefined) entries = this.#rows(path);
    } catch {
      // Damaged: every transcript's head is read again, and the text written anew.
      folder.changed = true;
    }
    for (const entry of entries) if (isEntry(entry)) folder.entries.set(entry[0], entry);
    return folder;
  }

  /** An earlier ctx's rows of the files directly in `path` (a range of the primary key). */
  #rows(path: string): Entry[] {
    let rows: unknown[][];
    try {
      rows = rowsAsArrays(
        this.#db,
        "SELECT location, fingerprint, data FROM heads WHERE location >= ? AND location < ?",
        ...range(path),
      );
    } catch {
      return []; // No heads yet.
    }
    const start = path.length + 1;
    const sep = separatorOf(path);
    const entries: Entry[] = [];
    for (const [location, fingerprint, data] of rows) {
      const name = String(location).slice(start);
      // A file of a folder inside `path` is not one of its own.
      if (name.includes(sep)) continue;
      try {
        entries.push([name, String(fingerprint), JSON.parse(String(data))]);
      } catch {
        // Read again.
      }
    }
    // Written as the folder's text by the next flush, the rows then deleted.
    if (entries.length > 0) this.#folders.get(path)!.changed = true;
    return entries;
  }
}

/** A kept listing of exactly this shape, else `undefined` (listed again). */
function asListing(value: unknown): Listing | undefined {
  if (!isRecord(value)) return undefined;
  const { stamp, at, names } = value;
  if (typeof stamp !== "string" || typeof at !== "number" || !Array.isArray(names)) {
    return undefined;
  }
  // A name is a file directly in the folder: nothing that would lead out of it is trusted.
  for (const name of names) if (!isPlainName(name)) return undefined;
  return { stamp, at, names: names as string[] };
}

function isPlainName(name: unknown): boolean {
  return typeof name === "string" && name !== "" && name !== "." && name !== ".." &&
    !name.includes("/") && !name.includes("\\") && !name.includes("\0");
}

/** A kept entry as written (name, fingerprint, an object of strings): anything else is read again. */
function isEntry(value: unknown): value is Entry {
  if (!Array.isArray(value) || value.length !== 3) return false;
  const [name, fingerprint, head] = value;
  if (typeof name !== "string" || typeof fingerprint !== "string") return false;
  if (!isRecord(head)) return false;
  for (const key in head) if (typeof head[key] !== "string") return false;
  return true;
}

/** `/`, or `\\` in a path without one (a Windows path). */
function separatorOf(path: string): string {
  return path.includes("\\") && !path.includes("/") ? "\\" : "/";
}

/** Every location in `folder` or below it: from `folder` + separator up to the next string. */
function range(folder: string): [string, string] {
  const sep = separatorOf(folder);
  return [folder + sep, folder + String.fromCharCode(sep.charCodeAt(0) + 1)];
}
