/**
 * Repeats served once (docs/memory.md, "Merging"): insights of one project that share a merge
 * key (computed by the index when it reads a summary, `src/store/merge_key.ts`) and whose
 * summaries are near (`nearSummaries`) form one group. Derived and deterministic: nothing is
 * deleted or rewritten, the same rows always give the same groups, and the cost is one pass
 * over rows already bucketed by key (no pairwise comparison across a project). A pulled team copy
 * of an insight the project holds itself counts for nothing but its id (`withoutCopies`). Pure.
 */
import { nearSummaries, summaryWords } from "../store/mod.ts";

/** What grouping needs of an insight row. */
export interface MergeMember {
  id: string;
  projectId: string;
  mergeKey: string;
  summary: string;
  date: string;
  source: string;
  sessionId: string;
  kind: string;
  /** Its summary file (a pulled team file counts as one session of its own). */
  path: string;
}

/** Repeats of one insight: every member, oldest first, and how many sessions said it. */
export interface RepeatGroup<T extends MergeMember> {
  /** Oldest first (date, then id): the first is the group's seed. */
  members: T[];
  /** The newest member: what a list of the project's insights shows for the group. */
  newest: T;
  /** Distinct sessions among the members (≥ 1). */
  confirmations: number;
  /** Members that are pulled copies of another member (`withoutCopies`): not stored twice. */
  copies: number;
}

/**
 * Group repeats: rows bucketed by project and merge key; in each bucket, oldest first, a row
 * joins the first group whose seed's summary is near its own, else it seeds a new group. Each
 * row is in exactly one group. Returns the group of every row id.
 */
export function groupRepeats<T extends MergeMember>(
  rows: readonly T[],
): Map<string, RepeatGroup<T>> {
  const buckets = new Map<string, T[]>();
  for (const row of rows) {
    const key = `${row.projectId}\u0000${row.mergeKey}`;
    const bucket = buckets.get(key);
    if (bucket) bucket.push(row);
    else buckets.set(key, [row]);
  }
  const byId = new Map<string, RepeatGroup<T>>();
  for (const bucket of buckets.values()) {
    if (bucket.length === 1) {
      const only = bucket[0]!;
      byId.set(only.id, { members: [only], newest: only, confirmations: 1, copies: 0 });
      continue;
    }
    bucket.sort(oldestFirst);
    const groups: Array<{ seed: Set<string>; members: T[] }> = [];
    for (const row of bucket) {
      const words = summaryWords(row.summary);
      const home = groups.find((g) => nearSummaries(g.seed, words));
      if (home) home.members.push(row);
      else groups.push({ seed: words, members: [row] });
    }
    for (const { members } of groups) {
      const said = withoutCopies(members);
      const group: RepeatGroup<T> = {
        members,
        newest: said[said.length - 1]!,
        confirmations: new Set(said.map(sessionOf)).size,
        copies: members.length - said.length,
      };
      for (const member of members) byId.set(member.id, group);
    }
  }
  return byId;
}

/**
 * The members that said the insight, without the pulled copies of one the project's own stores
 * hold: a teammate who committed `.ctx/` and pushed it too sends the same text back, dated when
 * it was shared. Such a copy is no new session (no confirmation), and never the group's newest
 * (that would hide the anchored original, and undo a supersession the original is under).
 */
function withoutCopies<T extends MergeMember>(members: readonly T[]): T[] {
  const own = new Set(members.filter((m) => m.kind !== "team").map((m) => sameText(m.summary)));
  const said = members.filter((m) => m.kind !== "team" || !own.has(sameText(m.summary)));
  return said.length > 0 ? said : [...members];
}

function sameText(summary: string): string {
  return summary.replace(/\s+/g, " ").trim();
}

/** The session an insight says it came from (a pulled team file is one of its own). */
export function sessionOf(
  row: Pick<MergeMember, "kind" | "source" | "sessionId" | "path">,
): string {
  return row.kind === "team" ? `file\u0000${row.path}` : `${row.source}\u0000${row.sessionId}`;
}

function oldestFirst(a: MergeMember, b: MergeMember): number {
  return a.date.localeCompare(b.date) || a.id.localeCompare(b.id);
}
