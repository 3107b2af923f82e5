/**
 * Opening ctx's SQLite files (`ledger.sqlite`, `index.sqlite`) so that several ctx processes
 * (one `ctx mcp` per editor window plus a CLI run) share them safely: WAL journal, a generous
 * busy timeout, and retries of `SQLITE_BUSY` around write transactions.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { basename, dirname } from "node:path";
import { existsSync, mkdirSync } from "node:fs";
import { StoreError } from "../errors.ts";
import {
  danglingLinkError,
  ensurePrivateDir,
  LINK_TO_NOTHING,
  NOT_A_FOLDER_HINT,
  PRIVATE_FILE_MODE,
  refuseSymlink,
  tighten,
} from "./guard.ts";

export interface OpenDatabaseOptions {
  readOnly?: boolean;
  /**
   * A private database (`ledger.sqlite`, `index.sqlite`): its folder 0700, the file and its
   * `-wal`/`-shm` 0600, fixed when found looser; none of them may be a symbolic link.
   */
  private?: boolean;
}

/**
 * Open (creating its folder) a ctx database. A problem with the path or the file becomes a
 * `StoreError` naming the file, with a hint for the usual causes.
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): DatabaseSync {
  // SQLite would open a link's target and write every insight and project path there, with
  // the target's mode (the 0600 below is never applied to a link).
  if (options.private) {
    for (const file of [path, `${path}-wal`, `${path}-shm`]) refuseSymlink(file);
  }
  try {
    const writable = path !== ":memory:" && !options.readOnly;
    if (writable && options.private) ensurePrivateDir(dirname(path));
    else if (writable) {
      try {
        mkdirSync(dirname(path), { recursive: true });
      } catch (error) {
        throw danglingLinkError(dirname(path)) ?? error;
      }
    }
    const db = new DatabaseSync(path, { timeout: 10_000, readOnly: options.readOnly === true });
    // SQLite gives the -wal and -shm files the database file's mode: set it before they exist.
    if (writable && options.private) {
      for (const file of [path, `${path}-wal`, `${path}-shm`]) tighten(file, PRIVATE_FILE_MODE);
    }
    db.exec("PRAGMA busy_timeout = 10000");
    if (writable) {
      // WAL lets readers and one writer work at once across processes.
      withBusyRetry(() => db.exec("PRAGMA journal_mode = WAL"));
      db.exec("PRAGMA synchronous = NORMAL");
    }
    return db;
  } catch (error) {
    // Its own message and hint: the link is the problem, not the database.
    if (error instanceof StoreError && error.message.endsWith(LINK_TO_NOTHING)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    const notFolder = /EEXIST|ENOTDIR|not a directory|file exists/i.test(reason);
    const notDb = /not a database|malformed|disk image/i.test(reason);
    throw new StoreError(`Cannot open "${path}": ${reason}`, {
      cause: error,
      hint: notFolder
        ? NOT_A_FOLDER_HINT
        : notDb
        ? damagedHint(path)
        : "check that CTX_HOME is a writable folder",
    });
  }
}

/**
 * Close a connection opened `readOnly`. A read-only connection cannot remove the `-wal` and `-shm`
 * files it made: when no other process has the database open (its `-wal` still there), a
 * writable connection opened and closed at once removes them, as the last close does.
 */
export function closeReadOnly(db: DatabaseSync, path: string): void {
  db.close();
  if (!existsSync(`${path}-wal`)) return;
  let tidy: DatabaseSync | undefined;
  try {
    tidy = new DatabaseSync(path, { timeout: 0 });
    // It must read to take part: SQLite opens the file lazily.
    tidy.prepare("SELECT count(*) FROM sqlite_master").get();
  } catch {
    // Busy or not writable: the files stay, as SQLite leaves them.
  } finally {
    tidy?.close();
  }
}

/**
 * What to do about a damaged database. A new ledger costs little: it takes back every summary
 * already in a store as it meets it, with no model call; only sessions that left no insight (no
 * file to find) are sent again.
 */
function damagedHint(path: string): string {
  return basename(path) === "ledger.sqlite"
    ? "the file is damaged: move it away and rerun (a new ledger takes back the summaries " +
      "already in your stores with no model call; sessions that left no insight are sent again)"
    : "the file is damaged: restore it from a backup, or move it away and rerun";
}

/** True for "database is locked" / "database is busy" errors. */
export function isBusyError(error: unknown): boolean {
  // node:sqlite puts SQLite's result code in `errcode` (5 SQLITE_BUSY, 6 SQLITE_LOCKED).
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  if (errcode === 5 || errcode === 6) return true;
  const text = error instanceof Error
    ? `${error.message} ${String((error as { code?: unknown }).code ?? "")}`
    : String(error);
  return /SQLITE_BUSY|SQLITE_LOCKED|database is locked|database is busy|database table is locked/i
    .test(text);
}

/**
 * Run `fn`, retrying on SQLITE_BUSY with a short synchronous backoff. The busy timeout covers
 * most contention; this covers the cases SQLite reports immediately (e.g. WAL upgrades).
 */
export function withBusyRetry<T>(fn: () => T, attempts = 50): T {
  for (let i = 1;; i++) {
    try {
      return fn();
    } catch (error) {
      if (!isBusyError(error) || i >= attempts) throw error;
      sleepSync(Math.min(200, 5 * i) + Math.random() * 10);
    }
  }
}

/** Run `fn` inside `BEGIN IMMEDIATE … COMMIT` (rolled back on error), retried when busy. */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  return withBusyRetry(() => {
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = fn();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      try {
        db.exec("ROLLBACK");
      } catch {
        // Already rolled back by SQLite.
      }
      throw error;
    }
  });
}

/**
 * Copy the WAL into the database and truncate it, when no other process is reading or writing
 * (never waits: a busy database is left for a later call). A big write (the first build of the
 * index) otherwise leaves a WAL file as large as the database until some later checkpoint.
 */
export function truncateWal(db: DatabaseSync): void {
  // Busy or locked: the next write tries again.
  withoutWaiting(db, () => db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get());
}

/**
 * Upkeep that a later call can do as well: run `fn` without waiting for the database, and skip
 * it quietly when it fails (busy, locked).
 */
export function withoutWaiting(db: DatabaseSync, fn: () => unknown): void {
  try {
    db.exec("PRAGMA busy_timeout = 0");
    fn();
  } catch {
    // Left for a later call.
  } finally {
    db.exec("PRAGMA busy_timeout = 10000");
  }
}

const statements = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/** How many statements `prepared` keeps per connection: the least recently used one goes first. */
export const PREPARED_PER_CONNECTION = 200;

/**
 * `db.prepare(sql)`, once per connection and text. A statement holds SQLite's memory (about 4–16
 * KB) outside V8's heap, so the garbage collector neither sees it nor hurries to free it: a
 * statement prepared per call grows a long-lived `ctx mcp` until the next full collection. For
 * statements run often with varying values; give a list of values as one JSON parameter (`IN
 * (SELECT value FROM json_each(?))`) so the text stays the same. At most
 * `PREPARED_PER_CONNECTION` texts are kept per connection (the least recently used is dropped):
 * texts built with a placeholder per value vary without end.
 */
export function prepared(db: DatabaseSync, sql: string): StatementSync {
  let cache = statements.get(db);
  if (!cache) statements.set(db, cache = new Map());
  let statement = cache.get(sql);
  if (statement) {
    // Most recently used last: a Map keeps insertion order.
    cache.delete(sql);
  } else {
    statement = db.prepare(sql);
    if (cache.size >= PREPARED_PER_CONNECTION) cache.delete(cache.keys().next().value!);
  }
  cache.set(sql, statement);
  return statement;
}

/**
 * The rows of `sql` (run once per connection and text, as `prepared`), each an array of its
 * columns instead of an object: for reads of tens of thousands of rows, where an object per row
 * is most of the time and garbage.
 */
export function rowsAsArrays(
  db: DatabaseSync,
  sql: string,
  ...params: SQLInputValue[]
): unknown[][] {
  // A text of its own: `prepared(db, sql)` elsewhere keeps answering objects.
  const statement = prepared(db, `${sql} -- rows as arrays`);
  // Node's API (22.16+), missing from the types Deno ships.
  (statement as unknown as { setReturnArrays(on: boolean): void }).setReturnArrays(true);
  return withBusyRetry(() => statement.all(...params)) as unknown as unknown[][];
}

const sleepCell = new Int32Array(new SharedArrayBuffer(4));
function sleepSync(ms: number): void {
  Atomics.wait(sleepCell, 0, 0, ms);
}
