/**
 * The heads table of the ledger: what discovery read at the start of each transcript (its cwd,
 * its first record), by the file's fingerprint. A no-op `ctx init` then reads no transcript whose
 * size and mtime did not change. Derived data: a missing or stale row only means a read.
 *
 * Rows are loaded one folder at a time (one query per folder a reader lists), and what a run
 * learned is written in one transaction when its store closes.
 */
import { dirname } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { HeadCache } from "../types.ts";
import { transaction, withBusyRetry } from "./db.ts";

export const HEADS_TABLE = `
CREATE TABLE IF NOT EXISTS heads (
  location TEXT PRIMARY KEY,
  fingerprint TEXT NOT NULL,
  data TEXT NOT NULL
);
`;

interface Row {
  fingerprint: string;
  data: string;
}

export class LedgerHeads implements HeadCache {
  readonly #db: DatabaseSync;
  readonly #readOnly: boolean;
  /** Rows of the folders loaded so far, by location. */
  readonly #rows = new Map<string, Row>();
  readonly #folders = new Set<string>();
  readonly #pending = new Map<string, Row>();

  constructor(db: DatabaseSync, options: { readOnly: boolean }) {
    this.#db = db;
    this.#readOnly = options.readOnly;
  }

  get(location: string, fingerprint: string): Record<string, string> | undefined {
    this.#load(dirname(location));
    const row = this.#rows.get(location);
    if (row?.fingerprint !== fingerprint) return undefined;
    try {
      const data: unknown = JSON.parse(row.data);
      if (!data || typeof data !== "object" || Array.isArray(data)) return undefined;
      const entries = Object.entries(data);
      // Only strings were ever written: anything else is not ours, and is read again.
      if (!entries.every(([, v]) => typeof v === "string")) return undefined;
      return Object.fromEntries(entries) as Record<string, string>;
    } catch {
      return undefined;
    }
  }

  set(location: string, fingerprint: string, head: Record<string, string>): void {
    if (this.#readOnly) return;
    const row = { fingerprint, data: JSON.stringify(head) };
    this.#rows.set(location, row);
    this.#pending.set(location, row);
  }

  /** Write what this run learned (one transaction); nothing when it learned nothing. */
  flush(): void {
    if (this.#pending.size === 0 || this.#readOnly) return;
    transaction(this.#db, () => {
      const insert = this.#db.prepare(
        `INSERT INTO heads (location, fingerprint, data) VALUES (?, ?, ?)
         ON CONFLICT(location) DO UPDATE SET fingerprint = excluded.fingerprint,
           data = excluded.data`,
      );
      for (const [location, row] of this.#pending) insert.run(location, row.fingerprint, row.data);
    });
    this.#pending.clear();
  }

  /** The rows of the files directly in `folder` (a range of the primary key). */
  #load(folder: string): void {
    if (this.#folders.has(folder)) return;
    this.#folders.add(folder);
    const sep = folder.includes("\\") && !folder.includes("/") ? "\\" : "/";
    // Every location starting with `folder` + separator: from that prefix up to the next string.
    const low = folder + sep;
    const high = folder + String.fromCharCode(sep.charCodeAt(0) + 1);
    let rows: Array<Record<string, unknown>>;
    try {
      rows = withBusyRetry(() =>
        this.#db.prepare(
          "SELECT location, fingerprint, data FROM heads WHERE location >= ? AND location < ?",
        ).all(low, high)
      ) as Array<Record<string, unknown>>;
    } catch {
      return; // A ledger of an earlier ctx read without writing (dry run): no heads yet.
    }
    for (const r of rows) {
      const location = String(r.location);
      if (dirname(location) !== folder || this.#rows.has(location)) continue;
      this.#rows.set(location, { fingerprint: String(r.fingerprint), data: String(r.data) });
    }
  }
}
