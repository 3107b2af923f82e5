/**
 * The ledger opened on a connection of its own, as another program would open it (to look at
 * what ctx kept, or to change it behind ctx's back), and closed after.
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

export function onLedger<T>(ctxHome: string, fn: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(ctxHome, "ledger.sqlite"));
  try {
    return fn(db);
  } finally {
    db.close();
  }
}
