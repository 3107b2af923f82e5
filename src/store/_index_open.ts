/** Opening, throwing away and naming the problems of `index.sqlite` (see `index.ts`). */
import { rmSync } from "node:fs";
import { dirname } from "../paths.ts";
import type { DatabaseSync } from "node:sqlite";
import { StoreError } from "../errors.ts";
import { openDatabase, transaction, withoutWaiting } from "./db.ts";
import { ABOVE_IS_FILE, LINK_TO_NOTHING, unwritable } from "./guard.ts";
import { ensureSchema } from "./_index_schema.ts";

/** True for errors that mean the file is not a usable SQLite database. */
export function isCorruptError(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /file is not a database|malformed|SQLITE_NOTADB|SQLITE_CORRUPT|disk image|fts5: corrupt/i
    .test(text);
}

export function openSchema(path: string): DatabaseSync {
  const db = openDatabase(path, { private: true });
  try {
    if (transaction(db, () => ensureSchema(db))) shrink(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Give back the pages of an older schema's tables (the index of a heavy user was over 200 MB):
 * the new tables are still empty, so this is quick. Never waits: a file another process is
 * reading keeps its free pages, which the new rows fill.
 */
function shrink(db: DatabaseSync): void {
  withoutWaiting(db, () => db.exec("VACUUM"));
}

export function deleteDatabase(path: string): void {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) {
    rmSync(path + suffix, { force: true });
  }
}

export function storeError(path: string, error: unknown): StoreError {
  // A link in place of the index, or a file above it: their own message and hint (delete the
  // link, not its target; nothing to delete when CTX_HOME is a file).
  if (
    error instanceof StoreError &&
    (error.message.endsWith("it is a symbolic link") || error.message.endsWith(ABOVE_IS_FILE) ||
      error.message.endsWith(LINK_TO_NOTHING))
  ) return error;
  const reason = error instanceof Error ? error.message : String(error);
  // A folder ctx cannot write in (a read-only disk): deleting the file would not help.
  const cannot = unwritable(dirname(path));
  return new StoreError(`Cannot use the index "${path}": ${reason}`, {
    hint: cannot
      ? `ctx keeps its index in "${dirname(path)}", which cannot be written (${cannot.reason}): ` +
        cannot.remedy
      : "delete the file: it is rebuilt from the summaries on the next run",
    cause: error,
  });
}
