/**
 * What a run's plan reads of the ledger: every entry of a store folder in one query of the
 * columns a plan needs, each row as SQLite's array (no entry object per session: a store holds
 * tens of thousands), by source and session id.
 */
import type { DatabaseSync } from "node:sqlite";
import { rowsAsArrays } from "./db.ts";
import type { LedgerEntry, Outcome } from "./ledger.ts";
import { belongsToOf, reasonOf } from "./_ledger_schema.ts";

/** A session's entry as a plan reads it: source, session_id, fingerprint, status, error, belongs_to. */
export type PlanRow = readonly [unknown, unknown, unknown, unknown, unknown, unknown];

/** A store folder's plan rows, by source, then session id. */
export type PlanRows = Map<string, Map<string, PlanRow>>;

/** What a plan says of a session from its entry: how it was settled. */
export type PlanRecord = Pick<LedgerEntry, "status" | "error" | "belongsTo">;

/** Every entry of the store folder `storeDir`, in one query (`planRecord` says one). */
export function readPlanRows(db: DatabaseSync, storeDir: string): PlanRows {
  const sql = (belongsTo: string) =>
    `SELECT source, session_id, fingerprint, status, error, ${belongsTo} FROM sessions ` +
    "WHERE store_dir = ?";
  let rows: PlanRow[];
  try {
    rows = rowsAsArrays(db, sql("belongs_to"), storeDir) as unknown as PlanRow[];
  } catch (error) {
    if (!String(error).includes("belongs_to")) throw error;
    // A ledger of an earlier ctx, read by a dry run without bringing it up to date.
    rows = rowsAsArrays(db, sql("NULL"), storeDir) as unknown as PlanRow[];
  }
  const bySource: PlanRows = new Map();
  for (const row of rows) {
    const source = String(row[0]);
    let ids = bySource.get(source);
    if (!ids) bySource.set(source, ids = new Map());
    ids.set(String(row[1]), row);
  }
  return bySource;
}

/** The record of a plan row, said as `toEntry` says an entry. */
export function planRecord(row: PlanRow): PlanRecord {
  const [, , , status, error, belongs_to] = row;
  const columns = { status, error, belongs_to };
  const belongsTo = belongsToOf(columns);
  return {
    status: String(status) as Outcome,
    error: reasonOf(columns),
    ...(belongsTo === undefined ? {} : { belongsTo }),
  };
}
