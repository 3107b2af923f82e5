/**
 * Sessions whose id changed between versions of ctx (Gemini CLI sessions were named by their
 * file, now by their own `sessionId`) are the same sessions: they must not be paid for twice nor
 * leave two summaries. A source marks the locations that hold one session and nothing else
 * (`SessionRef.ownLocations`: its transcript file, and files of it that file supersedes); a
 * ledger entry of the same source in the same store at one of them, under an id no session found
 * now has, is that session under its former id. Then, before anything is read:
 *
 * - with no entry under the new id yet, the former entry is renamed (its ledger key and its
 *   summary file, when ctx wrote that file and nobody edited it): the fingerprint check then
 *   says "unchanged" with no model call, and a session that grew is distilled once, its summary
 *   replacing the renamed one;
 * - other former entries of the session (or all of them, when the new id is settled already:
 *   an older run paid for it twice) are dropped, with their summaries ctx wrote unedited.
 *
 * A summary the user edited is never touched: it stays, and the user is told.
 */
import { join } from "node:path";
import type { Config } from "../config/mod.ts";
import { errorMessage } from "../errors.ts";
import { plural } from "../text.ts";
import type { SessionRef } from "../types.ts";
import { removeSummary, renameSummary, type SummaryChange } from "./files.ts";
import type { StoreDirOptions } from "./guard.ts";
import { isSettled, Ledger, type LedgerEntry, ledgerKey } from "./ledger.ts";
import { openLedgerDb } from "./stores.ts";
import { summaryFileName } from "./summary.ts";

/** A session found now whose ledger entries carry ids it no longer has. */
export interface FormerIds {
  ref: Pick<SessionRef, "source" | "id" | "location">;
  /** Its ledger key under its id now. */
  key: string;
  /** The former entry that becomes the session's entry (none when it has one already). */
  rename?: LedgerEntry;
  /** Former entries superseded: dropped. */
  drop: LedgerEntry[];
}

/**
 * The sessions of `refs` known to the ledger under former ids in `storeDir` (reads only, one
 * read of the store's entries). A ledger that cannot be read (none yet) knows none.
 */
export function findFormerIds(
  ledger: Pick<Ledger, "inStore"> | undefined,
  storeDir: string,
  refs: readonly SessionRef[],
): FormerIds[] {
  if (!ledger || !refs.some((r) => r.ownLocations?.length)) return [];
  let entries: LedgerEntry[];
  try {
    entries = ledger.inStore(storeDir);
  } catch {
    return []; // A ledger without its tables yet.
  }
  const byKey = new Map(entries.map((e) => [e.key, e]));
  const atPlace = new Map<string, LedgerEntry[]>();
  for (const e of entries) {
    const place = `${e.source}\u0000${e.location}`;
    atPlace.set(place, [...atPlace.get(place) ?? [], e]);
  }
  const current = new Set(refs.map((r) => `${r.source}\u0000${r.id}`));
  const found: FormerIds[] = [];
  for (const ref of refs) {
    const places = new Set(ref.ownLocations ?? []);
    const former = [...places].flatMap((l) => atPlace.get(`${ref.source}\u0000${l}`) ?? [])
      .filter((e) => !current.has(`${e.source}\u0000${e.sessionId}`) && e.status !== "running")
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    if (former.length === 0) continue;
    const key = ledgerKey(ref.source, ref.id, storeDir);
    const now = byKey.get(key);
    if (now) {
      // Wait until the new entry is settled: until then the former summary is the only one.
      if (isSettled(now.status)) found.push({ ref, key, drop: former });
      continue;
    }
    // The entry at the session's file now wins; else the newest.
    const kept = former.find((e) => e.location === ref.location) ?? former[0]!;
    found.push({ ref, key, rename: kept, drop: former.filter((e) => e !== kept) });
  }
  return found;
}

/**
 * Rename and drop what `findFormerIds` found (summary files first, so a crash in between is
 * redone on the next run). Returns what to tell the user.
 */
export async function applyFormerIds(
  config: Pick<Config, "ctxHome">,
  store: { dir: string; options: StoreDirOptions },
  found: readonly FormerIds[],
): Promise<string[]> {
  if (found.length === 0) return [];
  const db = openLedgerDb(config);
  const notes: string[] = [];
  const renamed: string[] = [];
  let dropped = 0;
  const said = (change: SummaryChange | Error, item: FormerIds, former: LedgerEntry) => {
    const file = join(store.dir, summaryFileName(former.source, former.sessionId));
    if (change instanceof Error) {
      notes.push(`Cannot rename or remove "${file}": ${errorMessage(change)}`);
    } else if (change === "kept") {
      notes.push(
        `Kept "${file}" as it is (edited by hand): ctx now names its ${item.ref.source} ` +
          `session "${item.ref.id}" and no longer updates this file`,
      );
    }
  };
  try {
    const ledger = new Ledger(db, "rename");
    for (const item of found) {
      const former = item.rename;
      if (former) {
        const change = await attempt(() =>
          renameSummary(
            store.dir,
            { source: former.source, from: former.sessionId, to: item.ref.id },
            store.options,
          )
        );
        said(change, item, former);
        // Renamed even when its file could not be: the session is never paid for again, and
        // the file it kept stands for it.
        const kept = change === "kept" || change instanceof Error
          ? { keptFile: summaryFileName(former.source, former.sessionId) }
          : {};
        if (ledger.rename(former, { key: item.key, sessionId: item.ref.id, ...kept })) {
          renamed.push(`${item.ref.source} "${former.sessionId}" is now "${item.ref.id}"`);
        }
      }
      for (const old of item.drop) {
        const change = await attempt(() => removeSummary(store.dir, old));
        said(change, item, old);
        if (change === "done") dropped++;
        if (!(change instanceof Error)) ledger.forget(old.key);
      }
    }
  } finally {
    db.close();
  }
  if (renamed.length > 0) {
    const more = renamed.length > 1 ? `, and ${renamed.length - 1} more` : "";
    notes.unshift(
      `Renamed ${plural(renamed.length, "distilled session")} to the id this version of ctx ` +
        `gives ${renamed.length === 1 ? "it" : "them"}, with no model call: ${renamed[0]}${more}`,
    );
  }
  if (dropped > 0) {
    notes.push(
      `Removed ${plural(dropped, "duplicate summary", "duplicate summaries")} of sessions ` +
        `already distilled under their new id in "${store.dir}"`,
    );
  }
  return notes;
}

async function attempt(change: () => Promise<SummaryChange>): Promise<SummaryChange | Error> {
  try {
    return await change();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
