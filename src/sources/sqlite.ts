/**
 * Read-only access to the key/value SQLite files editors keep (`state.vscdb`, Amazon Q's
 * `data.sqlite3`). Values are fetched by exact key or by key prefix (an index range scan),
 * never by scanning a table, so multi-gigabyte databases are never loaded whole. When the
 * editor holds a lock, the database (with its `-wal`/`-shm`) is copied to a temp dir and the
 * copy is read.
 */
import { DatabaseSync } from "node:sqlite";
import { basename, join } from "node:path";
import { errorMessage } from "../errors.ts";
import { tryJson } from "./build.ts";
import { isBusyError } from "../store/mod.ts";

/** How long to wait for an editor's lock before reading a copy instead. */
const BUSY_WAIT_MS = 250;

/** Tables ctx may query (table names cannot be bound as parameters). */
const TABLES = ["ItemTable", "cursorDiskKV", "conversations", "conversations_v2"] as const;
export type KvTable = typeof TABLES[number];

/** Keys that hold credentials; reading them is refused even by mistake. */
const SECRET_KEY_PREFIXES = ["cursorAuth/", "secret://", "github.copilot-github", "auth_kv"];

/**
 * Tables that hold credentials (OpenCode's and Kilo Code's accounts and OAuth tokens, the secret
 * of a shared session): a statement naming one is refused, even by mistake.
 */
const SECRET_TABLES = [
  "account",
  "account_state",
  "control_account",
  "credential",
  "session_share",
];
const SECRET_TABLE = new RegExp(`(?<![\\w$])(?:${SECRET_TABLES.join("|")})(?![\\w$])`, "i");

export interface KvRow {
  key: string;
  value: string;
}

/** An open read-only key/value database. Close it with `using`. */
export class KvDb implements Disposable {
  readonly path: string;
  readonly tables: ReadonlySet<string>;
  /** True when the file was locked and a temporary copy is being read. */
  readonly copied: boolean;
  #db: DatabaseSync;
  #tempDir: string | undefined;

  constructor(
    path: string,
    db: DatabaseSync,
    tables: Set<string>,
    tempDir: string | undefined,
  ) {
    this.path = path;
    this.#db = db;
    this.tables = tables;
    this.copied = tempDir !== undefined;
    this.#tempDir = tempDir;
  }

  /** Whether the database has this table. */
  has(table: KvTable): boolean {
    return this.tables.has(table);
  }

  /** The value stored under `key`, or null. */
  get(table: KvTable, key: string): string | null {
    guardKey(key);
    if (!this.has(table)) return null;
    const row = this.#db.prepare(`SELECT value FROM ${table} WHERE key = ?`).get(key);
    return row ? decodeValue(row["value"]) : null;
  }

  /** Rows whose key starts with `prefix`, in insertion (rowid) order. */
  prefix(table: KvTable, prefix: string): KvRow[] {
    guardKey(prefix);
    if (!this.has(table) || prefix === "") return [];
    const rows = this.#db
      .prepare(`SELECT key, value FROM ${table} WHERE key >= ? AND key < ? ORDER BY rowid`)
      .all(prefix, prefixEnd(prefix));
    const out: KvRow[] = [];
    for (const row of rows) {
      const value = decodeValue(row["value"]);
      if (typeof row["key"] === "string" && value !== null) out.push({ key: row["key"], value });
    }
    return out;
  }

  /** Keys (only) that start with `prefix`, in key order. */
  keys(table: KvTable, prefix: string): string[] {
    guardKey(prefix);
    if (!this.has(table) || prefix === "") return [];
    return this.#db
      .prepare(`SELECT key FROM ${table} WHERE key >= ? AND key < ? ORDER BY key`)
      .all(prefix, prefixEnd(prefix))
      .map((row) => row["key"])
      .filter((key): key is string => typeof key === "string");
  }

  /**
   * Run a read-only statement with bound parameters (for tables that are not key/value). A
   * statement that names a table holding credentials is refused.
   */
  query(sql: string, ...params: Array<string | number>): Array<Record<string, unknown>> {
    if (SECRET_TABLE.test(sql)) throw new Error("Refusing to query a table that holds credentials");
    return this.#db.prepare(sql).all(...params) as Array<Record<string, unknown>>;
  }

  /** The column names of a table (empty when there is no such table). */
  columns(table: string): Set<string> {
    if (!this.tables.has(table)) return new Set();
    return new Set(
      this.query("SELECT name FROM pragma_table_info(?)", table)
        .map((row) => row["name"])
        .filter((name): name is string => typeof name === "string"),
    );
  }

  [Symbol.dispose](): void {
    try {
      this.#db.close();
    } catch {
      // already closed
    }
    if (this.#tempDir) {
      try {
        Deno.removeSync(this.#tempDir, { recursive: true });
      } catch {
        // best effort: a temp copy left behind is harmless
      }
    }
  }
}

function guardKey(key: string): void {
  if (SECRET_KEY_PREFIXES.some((p) => key.startsWith(p) || p.startsWith(key))) {
    throw new Error(`Refusing to read credential key "${key}"`);
  }
}

/** The smallest string greater than every string starting with `prefix`. */
function prefixEnd(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

function decodeValue(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value instanceof Uint8Array) return new TextDecoder().decode(value);
  return null;
}

/** Result of opening: the database, or null with a warning naming the file. */
export interface OpenResult {
  db: KvDb | null;
  warnings: string[];
}

/**
 * Open an SQLite file read-only. Every failure becomes a warning naming the file
 * (missing, empty, not SQLite, corrupt); a locked file is read through a temporary copy.
 */
export async function openKvDb(path: string): Promise<OpenResult> {
  let size: number;
  try {
    const info = await Deno.stat(path);
    if (!info.isFile) return fail(path, "not a file");
    size = info.size;
  } catch {
    return fail(path, "file not found");
  }
  if (size === 0) return fail(path, "the file is empty (0 bytes)");
  try {
    return { db: openDirect(path, path, undefined), warnings: [] };
  } catch (error) {
    if (!isBusyError(error)) return fail(path, describe(error));
  }
  // Locked by a running editor: read a consistent-enough snapshot of the files instead.
  let tempDir: string | undefined;
  try {
    tempDir = await Deno.makeTempDir({ prefix: "ctx-vscdb-" });
    const copy = join(tempDir, basename(path));
    await Deno.copyFile(path, copy);
    for (const suffix of ["-wal", "-shm"]) {
      await Deno.copyFile(path + suffix, copy + suffix).catch(() => {});
    }
    return { db: openDirect(path, copy, tempDir), warnings: [] };
  } catch (error) {
    if (tempDir) await Deno.remove(tempDir, { recursive: true }).catch(() => {});
    return fail(path, `locked by another program and the copy failed: ${describe(error)}`);
  }
}

function openDirect(path: string, file: string, tempDir: string | undefined): KvDb {
  const db = new DatabaseSync(file, { readOnly: true, timeout: BUSY_WAIT_MS });
  try {
    // The `timeout` option is not honoured by every runtime; the pragma is.
    db.exec(`PRAGMA busy_timeout = ${BUSY_WAIT_MS}`);
    const tables = new Set(
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()
        .map((row) => row["name"])
        .filter((name): name is string => typeof name === "string"),
    );
    return new KvDb(path, db, tables, tempDir);
  } catch (error) {
    db.close();
    throw error;
  }
}

function describe(error: unknown): string {
  const text = errorMessage(error);
  if (/file is not a database/i.test(text)) return "not an SQLite database (or corrupt)";
  if (/malformed/i.test(text)) return "the database is corrupt (malformed)";
  return text;
}

function fail(path: string, reason: string): OpenResult {
  return { db: null, warnings: [`Cannot read "${path}": ${reason}`] };
}

/** Run `fn` and turn a query failure (corruption found mid-read) into a warning. */
export function safely<T>(
  path: string,
  fallback: T,
  warnings: string[],
  fn: () => T,
): T {
  try {
    return fn();
  } catch (error) {
    warnings.push(`Cannot read "${path}": ${describe(error)}`);
    return fallback;
  }
}

/**
 * The JSON value of `key` in an editor's `state.vscdb` (`ItemTable`), or undefined: a value cut
 * short is said in `warnings` ("truncated JSON"), and so is a missing key when the caller
 * `expects` it (a ref names it); a query that fails is said by `safely`.
 */
export function itemTableJson(
  db: KvDb,
  key: string,
  warnings: string[],
  expects = false,
): { value: unknown } | undefined {
  const raw = safely(db.path, null, warnings, () => db.get("ItemTable", key));
  const parsed = raw === null ? undefined : tryJson(raw);
  if (parsed?.ok) return { value: parsed.value };
  if (parsed || expects) {
    warnings.push(`Cannot read "${db.path}" ${key}: ${parsed ? "truncated JSON" : "not found"}`);
  }
  return undefined;
}
