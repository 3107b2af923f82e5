/**
 * Supersession (docs/memory.md): a later insight says it replaces earlier ones (`supersedes` in
 * its summary file, set from the model's answer). What is superseded is derived when served:
 * the claims the index holds, those a user undid left out. Nothing is deleted: a superseded
 * insight stays on disk and in search (last, with the mark); `ctx supersessions` lists the
 * supersessions and undoes one.
 */
import { ConfigError, ERROR_CODES } from "../errors.ts";
import {
  dropSupersedes,
  type MemoryLedger,
  type MemoryRow,
  type SupersedesRow,
  type SupersessionUndo,
} from "../store/mod.ts";
import type { RepeatGroup } from "./merge.ts";

/** What a superseded insight is marked with: the newest insight that replaces it, and when. */
export interface SupersededBy {
  id: string;
  /** ISO-8601 date of the superseding insight. */
  date: string;
}

/** The key of an undone supersession: the superseding session, and the id it no longer replaces. */
export function undoKey(source: string, sessionId: string, supersededId: string): string {
  return `${source}\u0000${sessionId}\u0000${supersededId}`;
}

/** The keys of a ledger's undone supersessions. */
export function undoKeys(undos: readonly SupersessionUndo[]): Set<string> {
  return new Set(undos.map((u) => undoKey(u.source, u.sessionId, u.supersededId)));
}

/**
 * The claims that hold: the superseded id is an insight of the claimant's own project (`known`),
 * not the claimant itself nor one of its repeats, not newer than the claimant, and not undone.
 */
export function validClaims<T extends MemoryRow>(
  claims: readonly SupersedesRow[],
  known: ReadonlyMap<string, T>,
  groups: ReadonlyMap<string, RepeatGroup<T>>,
  undone: ReadonlySet<string>,
): SupersedesRow[] {
  return claims.filter(({ supersededId, by }) => {
    const target = known.get(supersededId);
    if (!target || target.projectId !== by.projectId || by.id === supersededId) return false;
    if (groups.get(supersededId)?.members.some((m) => m.id === by.id)) return false;
    if (by.date.localeCompare(target.date) < 0) return false;
    return !undone.has(undoKey(by.source, by.sessionId, supersededId));
  });
}

/**
 * The mark of each group some member of which is superseded: the newest valid claim on any of
 * its members, unless the group was said again after it (a member newer than the claim: the
 * insight was confirmed after it was reversed).
 */
export function supersededGroups<T extends MemoryRow>(
  claims: readonly SupersedesRow[],
  groups: ReadonlyMap<string, RepeatGroup<T>>,
): Map<RepeatGroup<T>, SupersededBy> {
  const marks = new Map<RepeatGroup<T>, SupersededBy>();
  for (const { supersededId, by } of claims) {
    const group = groups.get(supersededId);
    if (!group) continue;
    const mark = marks.get(group);
    if (
      mark && (mark.date.localeCompare(by.date) > 0 || (mark.date === by.date && mark.id < by.id))
    ) {
      continue;
    }
    marks.set(group, { id: by.id, date: by.date });
  }
  for (const [group, mark] of marks) {
    if (group.newest.date.localeCompare(mark.date) > 0) marks.delete(group);
  }
  return marks;
}

/** One supersession, as `ctx supersessions` lists it. */
export interface Supersession {
  superseded: Pick<MemoryRow, "id" | "type" | "title" | "date">;
  by: Pick<MemoryRow, "id" | "type" | "title" | "date" | "source" | "sessionId" | "kind" | "path">;
}

/** A user's undo, done: what was written and recorded. */
export interface UndoResult {
  supersededId: string;
  by: string;
  /** Summary files rewritten without the id (pulled team files are not: the ledger says it). */
  rewritten: string[];
}

/**
 * Undo the supersessions of `supersededId` (by `byId` only, when given), as the project's claims
 * say them: each claimant's summary file loses the id (atomically, every other byte kept; a
 * pulled team file is left to the server), and the ledger records the undo, so a later
 * distillation of the same session, or a team copy of the claim, does not bring it back. A file
 * this machine wrote stays this machine's (its new content is recorded as its own).
 */
export async function undoSupersession(
  ledger: MemoryLedger,
  claims: readonly SupersedesRow[],
  options: { projectId: string; supersededId: string; byId?: string; now: Date },
): Promise<UndoResult[]> {
  const mine = claims.filter((c) =>
    c.supersededId === options.supersededId && c.by.projectId === options.projectId &&
    (options.byId === undefined || c.by.id === options.byId)
  );
  if (mine.length === 0) {
    throw new ConfigError(
      `No supersession of ${options.supersededId}${
        options.byId ? ` by ${options.byId}` : ""
      } in project ${options.projectId}`,
      {
        code: ERROR_CODES.usage,
        hint: "ctx supersessions lists them (with --project DIR for another project)",
      },
    );
  }
  const results = new Map<string, UndoResult>();
  for (const { by } of mine) {
    const result = results.get(by.id) ??
      { supersededId: options.supersededId, by: by.id, rewritten: [] };
    results.set(by.id, result);
    if (by.kind !== "team") {
      const hashes = await dropSupersedes(by.path, by.id, options.supersededId);
      if (hashes) {
        result.rewritten.push(by.path);
        if (ledger.ownSummaries([hashes.before]).size > 0) {
          ledger.recordOwnSummary(hashes.after, options.now);
        }
      }
    }
    ledger.recordUndo({
      projectId: options.projectId,
      source: by.source,
      sessionId: by.sessionId,
      supersededId: options.supersededId,
      supersedingId: by.id,
      undoneAt: options.now.toISOString(),
    });
  }
  return [...results.values()];
}
