/**
 * The team server's two databases behind one small async interface: SQLite (`node:sqlite`, the
 * embedded default) and PostgreSQL (`_sql_pg.ts`, loaded only when a `postgres://` URL is
 * given). The storage (`_storage.ts`) writes its SQL once, with `?` placeholders, and asks
 * `dialect` only where the two differ (schema, row locks, full-text search).
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import { transaction as sqliteTransaction } from "../store/db.ts";

export type SqlValue = string | number | null;
export type Row = Record<string, unknown>;
export type Dialect = "sqlite" | "postgres";

export interface Sql {
  readonly dialect: Dialect;
  /** The rows of one statement (`?` placeholders, bound in order). */
  all(text: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** Run one statement; the number of rows it changed. */
  run(text: string, params?: readonly SqlValue[]): Promise<number>;
  /**
   * `fn` inside one transaction: committed when it resolves, rolled back when it throws. SQLite
   * takes the write lock at once (`BEGIN IMMEDIATE`); PostgreSQL runs READ COMMITTED and takes
   * row locks where the storage asks (`FOR UPDATE`), retrying on a deadlock.
   */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * SQLite through one connection of `node:sqlite`. Its calls are synchronous, but a transaction
 * body awaits: without a lock, another request's statement could run on the same connection in
 * the middle of it and see (or list, and move a cursor past) rows that are later rolled back.
 * So every statement and every transaction takes the connection's turn, one at a time.
 */
export class SqliteSql implements Sql {
  readonly dialect = "sqlite" as const;
  readonly #db: DatabaseSync;
  #turn: Promise<unknown> = Promise.resolve();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** The connection, for the schema's synchronous migration and the benchmark's generator. */
  get db(): DatabaseSync {
    return this.#db;
  }

  all(text: string, params: readonly SqlValue[] = []): Promise<Row[]> {
    return this.#inTurn(() => sqliteAll(this.#db, text, params));
  }

  run(text: string, params: readonly SqlValue[] = []): Promise<number> {
    return this.#inTurn(() => sqliteRun(this.#db, text, params));
  }

  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    return this.#inTurn(async () => {
      const tx = new SqliteTx(this.#db);
      this.#db.exec("BEGIN IMMEDIATE");
      try {
        const result = await fn(tx);
        this.#db.exec("COMMIT");
        return result;
      } catch (error) {
        if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
        throw error;
      } finally {
        tx.ended = true;
      }
    });
  }

  /** Run `fn` synchronously inside `BEGIN IMMEDIATE` (migrations), retried while busy. */
  transactionSync<T>(fn: () => T): T {
    return sqliteTransaction(this.#db, fn);
  }

  close(): Promise<void> {
    return this.#inTurn(() => {
      if (this.#db.isOpen) this.#db.close();
    });
  }

  #inTurn<T>(fn: () => T | Promise<T>): Promise<T> {
    const next = this.#turn.then(fn, fn);
    this.#turn = next.catch(() => {});
    return next;
  }
}

/** The connection inside a transaction (the transaction already holds the turn). */
class SqliteTx implements Sql {
  readonly dialect = "sqlite" as const;
  ended = false;
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  all(text: string, params: readonly SqlValue[] = []): Promise<Row[]> {
    this.#live();
    return Promise.resolve(sqliteAll(this.#db, text, params));
  }

  run(text: string, params: readonly SqlValue[] = []): Promise<number> {
    this.#live();
    return Promise.resolve(sqliteRun(this.#db, text, params));
  }

  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    this.#live();
    return fn(this);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  #live(): void {
    if (this.ended) throw new Error("The transaction has ended");
  }
}

/** Prepared statements kept per connection, by their text (our texts are a fixed few). */
const STATEMENTS = new WeakMap<DatabaseSync, Map<string, StatementSync>>();
const MAX_STATEMENTS = 256;

function prepared(db: DatabaseSync, text: string): StatementSync {
  let cache = STATEMENTS.get(db);
  if (!cache) STATEMENTS.set(db, cache = new Map());
  let statement = cache.get(text);
  if (!statement) {
    statement = db.prepare(text);
    // The oldest goes first; a push's multi-row insert has a text per row count.
    if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
    cache.set(text, statement);
  }
  return statement;
}

function sqliteAll(db: DatabaseSync, text: string, params: readonly SqlValue[]): Row[] {
  return prepared(db, text).all(...params as SQLInputValue[]) as Row[];
}

function sqliteRun(db: DatabaseSync, text: string, params: readonly SqlValue[]): number {
  return Number(prepared(db, text).run(...params as SQLInputValue[]).changes);
}

/** `FOR UPDATE` where row locks exist (PostgreSQL); SQLite's transaction holds the database. */
export function forUpdate(sql: Sql): string {
  return sql.dialect === "postgres" ? " FOR UPDATE" : "";
}

/** `?` placeholders as PostgreSQL's `$1, $2, …` (our SQL has no `?` anywhere else). */
export function numberedPlaceholders(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

/** True for a `postgres://` or `postgresql://` URL (else the value is a SQLite file path). */
export function isPostgresUrl(db: string): boolean {
  return /^postgres(ql)?:\/\//i.test(db.trim());
}

/**
 * A database URL fit to print: the password replaced by `***`, the query (options such as
 * `sslpassword`) dropped.
 *
 * @example
 * shownDatabase("postgres://ctx:s3cret@db.lan/ctx?sslmode=require"); // "postgres://ctx:***@db.lan/ctx"
 */
export function shownDatabase(db: string): string {
  if (!isPostgresUrl(db)) return db;
  try {
    const url = new URL(db.trim());
    if (url.password) url.password = "***";
    url.search = "";
    url.hash = "";
    return url.toString();
  } catch {
    return "postgres://…";
  }
}
