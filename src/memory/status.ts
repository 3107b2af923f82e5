/**
 * What an insight's code anchors say about the working tree now, computed each time an insight
 * is served (never stored): `verified`, `moved`, `changed`, `gone` or `unanchored`
 * (docs/memory.md, "Statuses").
 *
 * Cheap by design: the files are stat'ed (no git), HEAD is read from `.git` (no git), and a result
 * is reused while HEAD and the file's identity (real path, size, mtime) stay the same. What is not
 * cached is asked of git in a few processes for every file at once (`_git.ts`): commits touching
 * the paths since the oldest session, uncommitted changes, and renames only when a file is
 * missing. A file is read only to look for an anchored snippet, and only inside the project.
 */
import type { Deps } from "../deps.ts";
import { safeLine } from "../safe_text.ts";
import { plural } from "../text.ts";
import type { Anchors, FileAnchor } from "../types.ts";
import { headToken, locate, type Located, realRoot } from "./_anchor_fs.ts";
import {
  type AnchorCheck,
  checkAnchors,
  type FileResult,
  type FileStatus,
} from "./_anchor_check.ts";

export { STATUSES } from "./statuses.ts";
export type Status = FileStatus;

export interface StatusDetail {
  /** Where the anchored file is now (renamed, or its snippet found there). */
  movedTo?: string;
  /** Commits that touched the file since the session (`changed`). */
  commits?: number;
  /** The anchored file that decided the status (the worst of several). */
  file?: string;
  /** What else there is to know, in a few words ("uncommitted changes", "not in git", …). */
  note?: string;
}

export interface InsightStatus {
  status: Status;
  detail?: StatusDetail;
}

/** What the check needs of an insight: its id, anchors and date (the session's time). */
export interface StatusInput {
  id: string;
  anchors?: Anchors;
  /** ISO-8601 of the session (the index's `date`): changes after it count. */
  date?: string;
}

/** Worse first wins: with several files, the worst status is the insight's. */
const RANK: Record<Status, number> = { unanchored: 0, verified: 1, moved: 2, changed: 3, gone: 4 };

/** Cached results per project root: HEAD's token and each anchor's file identity. */
const cache = new Map<string, { head: string; results: Map<string, FileResult> }>();
const MAX_CACHED = 20_000;

/**
 * The status of each insight (by id) against the working tree of `project.root` now. Every
 * insight of `insights` gets one; an anchor that leaves the project is reported on
 * `deps.output.err` and counts as no anchor.
 */
export async function checkStatus(
  deps: Pick<Deps, "run" | "output">,
  project: { root: string },
  insights: readonly StatusInput[],
): Promise<Map<string, InsightStatus>> {
  const out = new Map<string, InsightStatus>();
  const rootReal = project.root ? await realRoot(project.root) : undefined;
  const anchored: StatusInput[] = [];
  for (const insight of insights) {
    if ((insight.anchors?.files.length ?? 0) > 0) anchored.push(insight);
    else out.set(insight.id, { status: "unanchored" });
  }
  if (anchored.length === 0) return out;
  if (!rootReal) {
    for (const insight of anchored) {
      out.set(insight.id, {
        status: "unanchored",
        detail: { note: "the project folder is not on this machine" },
      });
    }
    return out;
  }
  const head = await headToken(project.root);
  const entry = cachedRoot(rootReal, head ?? "no git");
  const located = new Map<string, Promise<Located>>();
  const where = (path: string) => {
    let found = located.get(path);
    if (!found) located.set(path, found = locate(project.root, rootReal, path));
    return found;
  };
  const pending = new Map<string, { file: FileAnchor; since: number | undefined }>();
  const keys = new Map<StatusInput, string[]>();
  for (const insight of anchored) {
    const time = insight.date ? Date.parse(insight.date) : NaN;
    const since = Number.isFinite(time) ? time : undefined;
    const list = insight.anchors!.files.map((file) => {
      const key = anchorKey(file, since);
      if (!pending.has(key)) pending.set(key, { file, since });
      return key;
    });
    keys.set(insight, list);
  }
  const checks = await Promise.all(
    [...pending].map(async ([key, { file, since }]): Promise<AnchorCheck> => ({
      key,
      file,
      since,
      located: await where(file.path),
    })),
  );
  const fresh = await Promise.all(checks.map(async (c) => {
    const hit = entry.results.get(c.key);
    if (!hit || hit.identity !== c.located.identity) return false;
    // A file followed elsewhere: the result holds while that file stays as it was too.
    return !hit.also || (await where(hit.also.path)).identity === hit.also.identity;
  }));
  const misses = checks.filter((_, i) => !fresh[i]);
  if (misses.length > 0) {
    const results = await checkAnchors(
      { run: deps.run, root: project.root, rootReal, git: head !== undefined, locate: where },
      misses,
    );
    if (entry.results.size + results.size > MAX_CACHED) entry.results.clear();
    for (const [key, result] of results) {
      entry.results.set(key, result);
      if (result.warning) {
        deps.output.err(`warning: anchor "${safeLine(result.path)}": ${result.warning}`);
      }
    }
  }
  for (const [insight, list] of keys) {
    out.set(insight.id, worst(list.map((key) => entry.results.get(key)!)));
  }
  return out;
}

function cachedRoot(rootReal: string, head: string) {
  let entry = cache.get(rootReal);
  if (!entry || entry.head !== head) cache.set(rootReal, entry = { head, results: new Map() });
  return entry;
}

/** Forget every cached result (tests, and the benchmark's cold runs). */
export function clearStatusCache(): void {
  cache.clear();
}

function anchorKey(file: FileAnchor, since: number | undefined): string {
  return [file.path, since, file.snippet ?? "", file.lines?.join("-") ?? ""].join("\u0000");
}

/** The insight's status from its files' results: the worst, unusable anchors aside. */
function worst(results: FileResult[]): InsightStatus {
  let pick: FileResult | undefined;
  for (const r of results) if (!pick || RANK[r.status] > RANK[pick.status]) pick = r;
  if (!pick || pick.status === "unanchored") {
    const note = pick?.note;
    return { status: "unanchored", ...(note ? { detail: { note } } : {}) };
  }
  const detail: StatusDetail = { file: pick.path };
  if (pick.movedTo !== undefined) detail.movedTo = pick.movedTo;
  if (pick.commits !== undefined) detail.commits = pick.commits;
  if (pick.note !== undefined) detail.note = pick.note;
  return { status: pick.status, detail };
}

/**
 * The status of served insights that may come from several projects (a search of every
 * project): each checked against its own project's root (`root`, as the index knows it).
 */
export async function statusOfInsights(
  deps: Pick<Deps, "run" | "output">,
  insights: ReadonlyArray<StatusInput & { root: string }>,
): Promise<Map<string, InsightStatus>> {
  const byRoot = new Map<string, Array<StatusInput & { root: string }>>();
  for (const i of insights) byRoot.set(i.root, [...byRoot.get(i.root) ?? [], i]);
  const out = new Map<string, InsightStatus>();
  for (const [root, list] of byRoot) {
    for (const [id, status] of await checkStatus(deps, { root }, list)) out.set(id, status);
  }
  return out;
}

/** A status in a few words: `changed (src/x.ts, 2 commits since)`, `moved (now src/y.ts)`. */
export function statusText(s: InsightStatus): string {
  const d = s.detail;
  const more = [
    ...(d?.file && s.status !== "moved" ? [d.file] : []),
    ...(d?.movedTo ? [`now ${d.movedTo}`] : []),
    ...(d?.commits ? [`${plural(d.commits, "commit")} since`] : []),
    ...(d?.note && s.status !== "verified" ? [d.note] : []),
  ];
  return more.length && s.status !== "verified" ? `${s.status} (${more.join(", ")})` : s.status;
}

/** What every served insight carries about its code (MCP structured results and `--json`). */
export interface StatusFields {
  status: Status;
  statusDetail?: StatusDetail;
  anchors?: Anchors;
}

/** The status fields of served insights, by id (one per id: the first copy given). */
export async function statusFields(
  deps: Pick<Deps, "run" | "output">,
  insights: ReadonlyArray<StatusInput & { root: string }>,
): Promise<Map<string, StatusFields>> {
  const statuses = await statusOfInsights(deps, insights);
  const out = new Map<string, StatusFields>();
  for (const i of insights) {
    if (out.has(i.id)) continue;
    const s = statuses.get(i.id) ?? { status: "unanchored" };
    out.set(i.id, {
      status: s.status,
      ...(s.detail ? { statusDetail: s.detail } : {}),
      ...(i.anchors ? { anchors: i.anchors } : {}),
    });
  }
  return out;
}

/** `items` (hits or insights of an index) each with its status fields, in the same order. */
export async function withStatus<T extends { id: string }>(
  deps: Pick<Deps, "run" | "output">,
  index: { getInsights(ids: string[]): Array<StatusInput & { root: string }> },
  items: readonly T[],
): Promise<Array<T & StatusFields>> {
  const fields = await statusFields(deps, index.getInsights(items.map((i) => i.id)));
  return items.map((i) => ({ ...i, ...fields.get(i.id) ?? { status: "unanchored" as const } }));
}
