/** Counting the SQLite statements code prepares, for tests of long-lived processes. */
import { DatabaseSync } from "node:sqlite";

/** Count every statement prepared on any connection while `fn` runs. */
export async function preparesDuring(fn: () => Promise<unknown> | unknown): Promise<number> {
  const original = DatabaseSync.prototype.prepare;
  let count = 0;
  DatabaseSync.prototype.prepare = function (this: DatabaseSync, sql: string) {
    count++;
    return original.call(this, sql);
  };
  try {
    await fn();
  } finally {
    DatabaseSync.prototype.prepare = original;
  }
  return count;
}
