/**
 * The status of each anchored file that the cache could not answer, for all of them at once:
 * git is asked once for every present file (commits since each session, uncommitted changes)
 * and once more only when files are missing (renames and additions, then the same questions for
 * where they went). The rules, per file (docs/memory.md, "Statuses"):
 *
 * - present, with a snippet: `verified` when nothing touched the file since the session, or when
 *   the snippet is still in it (anywhere); else `changed`;
 * - present, without a snippet: `changed` when commits touched it since the session, or it has
 *   uncommitted changes; else `verified`;
 * - missing: followed through git's renames made since the session (`moved`, or `changed` with
 *   `movedTo` when the new file changed too); else its snippet looked for in the files added
 *   since (`moved`); else `gone`;
 * - refused (a path that leaves the project, a link out of it, not a regular file): never read,
 *   `unanchored`, with a warning.
 */
import type { CommandRunner } from "../process.ts";
import { findSnippet, type Snippet } from "../snippet.ts";
import type { FileAnchor } from "../types.ts";
import { type Located, readLines } from "./_anchor_fs.ts";
import {
  commitsTouching,
  type LogCommit,
  type PathEvent,
  renamesAndAdditions,
  uncommitted,
} from "./_git.ts";

export type FileStatus = "verified" | "moved" | "changed" | "gone" | "unanchored";

/** One anchored file to judge. `since`: the session's time (ms), when known. */
export interface AnchorCheck {
  key: string;
  file: FileAnchor;
  since: number | undefined;
  located: Located;
}

export interface FileResult {
  path: string;
  /** The identity of the file the result was computed for (the cache's key). */
  identity: string;
  status: FileStatus;
  movedTo?: string;
  commits?: number;
  note?: string;
  /** Said once, when computed (a refused path). */
  warning?: string;
  /** The other file the result depends on (where a missing file went). */
  also?: { path: string; identity: string };
}

export interface CheckContext {
  run: CommandRunner;
  root: string;
  rootReal: string;
  /** The project has a `.git` of its own. */
  git: boolean;
  locate(path: string): Promise<Located>;
}

/** What git says about a set of paths; undefined parts could not be asked. */
interface Facts {
  touches: Map<string, number[]>;
  dirty: Set<string>;
}

/** Most added files whose text is searched for a missing file's snippet. */
const MAX_CANDIDATES = 40;

type Verdict = Omit<FileResult, "path" | "identity">;

export async function checkAnchors(
  ctx: CheckContext,
  checks: readonly AnchorCheck[],
): Promise<Map<string, FileResult>> {
  const out = new Map<string, FileResult>();
  const put = (c: AnchorCheck, v: Verdict) =>
    out.set(c.key, { path: c.file.path, identity: c.located.identity, ...v });
  const present: AnchorCheck[] = [];
  const missing: AnchorCheck[] = [];
  for (const c of checks) {
    if (c.located.state === "refused") {
      const why = c.located.why;
      put(c, { status: "unanchored", note: why, warning: `${why}: never read` });
    } else if (c.located.state === "missing") missing.push(c);
    else present.push(c);
  }
  const [facts, events] = await Promise.all([
    ctx.git && present.length > 0 ? askGit(ctx, present) : undefined,
    ctx.git && missing.length > 0
      ? renamesAndAdditions(ctx.run, ctx.root, oldest(missing))
      : undefined,
  ]);
  for (const c of present) put(c, await judgePresent(c, c.file.path, c.located, facts, c.since));
  if (missing.length === 0) return out;
  const followed = await Promise.all(missing.map((c) => follow(ctx, c, events ?? [])));
  const moved = followed.filter((f): f is Moved => f !== undefined && "to" in f);
  const movedFacts = ctx.git && moved.length > 0
    ? await askGit(ctx, moved.map((m) => ({ file: { path: m.to }, since: m.check.since })))
    : undefined;
  for (const [i, c] of missing.entries()) {
    const f = followed[i];
    if (f === undefined) put(c, { status: "gone", note: "deleted" });
    else if ("refused" in f) {
      put(c, { status: "unanchored", note: f.refused, warning: `${f.refused}: never read` });
    } else {
      const after = f.renamedAt === undefined ? c.since : f.renamedAt * 1000;
      // A rename staged with `git mv` is an uncommitted change of the new path by nature.
      const v = await judgePresent(c, f.to, f.located, movedFacts, after, !f.staged);
      put(c, {
        ...v,
        status: v.status === "verified" ? "moved" : v.status,
        movedTo: f.to,
        also: { path: f.to, identity: f.located.identity },
      });
    }
  }
  return out;
}

/** The oldest session time of `checks` (undefined: one has none, so no bound). */
function oldest(checks: ReadonlyArray<{ since: number | undefined }>): number | undefined {
  let min = Infinity;
  for (const c of checks) {
    if (c.since === undefined) return undefined;
    min = Math.min(min, c.since);
  }
  return Number.isFinite(min) ? min : undefined;
}

async function askGit(
  ctx: CheckContext,
  checks: ReadonlyArray<{ file: { path: string }; since: number | undefined }>,
): Promise<Facts | undefined> {
  const paths = [...new Set(checks.map((c) => c.file.path))];
  const [log, dirty] = await Promise.all([
    commitsTouching(ctx.run, ctx.root, paths, oldest(checks)),
    uncommitted(ctx.run, ctx.root, paths),
  ]);
  if (!log || !dirty) return undefined; // e.g. a repository without a commit yet
  return { touches: touchTimes(log), dirty };
}

function touchTimes(log: readonly LogCommit[]): Map<string, number[]> {
  const times = new Map<string, number[]>();
  for (const commit of log) {
    for (const path of commit.paths) {
      const list = times.get(path);
      if (list) list.push(commit.time);
      else times.set(path, [commit.time]);
    }
  }
  return times;
}

/** The snippet an anchor names, with the number of lines it spans (from its line range). */
function snippetOf(file: FileAnchor): Snippet | undefined {
  if (!file.snippet || !file.lines) return undefined;
  return { hash: file.snippet, lines: file.lines[1] - file.lines[0] + 1 };
}

/** The verdict on a file that is there (`path`: where it is now). */
async function judgePresent(
  c: AnchorCheck,
  path: string,
  located: Located,
  facts: Facts | undefined,
  since: number | undefined,
  countDirty = true,
): Promise<Verdict> {
  const commits = facts && since !== undefined
    ? (facts.touches.get(path) ?? []).filter((t) => t * 1000 > since).length
    : undefined;
  const dirty = countDirty && (facts?.dirty.has(path) ?? false);
  const snippet = snippetOf(c.file);
  if (snippet && !(commits === 0 && !dirty)) {
    const lines = await readLines(located);
    if (lines && findSnippet(lines, snippet, c.file.lines?.[0])) return { status: "verified" };
    if (lines) return changed(commits, dirty, "the anchored code is no longer in it");
  }
  if (!facts) {
    return snippet
      ? { status: "verified" }
      : { status: "verified", note: "not in git: present, whether it changed is not known" };
  }
  if ((commits ?? 0) > 0 || dirty) return changed(commits, dirty);
  if (commits === undefined) return { status: "verified", note: "no session time to compare" };
  return { status: "verified" };
}

function changed(commits: number | undefined, dirty: boolean, why?: string): Verdict {
  const notes = [...(why ? [why] : []), ...(dirty ? ["uncommitted changes"] : [])];
  return {
    status: "changed",
    ...(commits !== undefined ? { commits } : {}),
    ...(notes.length ? { note: notes.join("; ") } : {}),
  };
}

interface Moved {
  check: AnchorCheck;
  to: string;
  located: Located;
  renamedAt?: number;
  staged?: boolean;
}
type Followed = Moved | { refused: string };

/**
 * Where a missing file went: through the renames git recorded after the session (committed,
 * then staged), else to an added file holding its snippet. Undefined: gone.
 */
async function follow(
  ctx: CheckContext,
  c: AnchorCheck,
  events: readonly PathEvent[],
): Promise<Followed | undefined> {
  const after = (e: PathEvent) => c.since === undefined || e.time * 1000 > c.since;
  let to = c.file.path;
  let renamedAt: number | undefined;
  let staged = false;
  for (const e of events) {
    if (e.kind === "R" && e.from === to && after(e)) {
      to = e.to;
      if (Number.isFinite(e.time)) renamedAt = e.time;
      else staged = e.similarity === 100;
    }
  }
  if (to !== c.file.path) {
    const located = await ctx.locate(to);
    if (located.state === "refused") return { refused: located.why };
    if (located.state === "file") return { check: c, to, located, renamedAt, staged };
  }
  const snippet = snippetOf(c.file);
  if (!snippet) return undefined;
  const added = [...new Set(events.filter((e) => e.kind === "A" && after(e)).map((e) => e.to))];
  for (const path of added.slice(-MAX_CANDIDATES)) {
    const located = await ctx.locate(path);
    if (located.state !== "file") continue;
    const lines = await readLines(located);
    if (lines && findSnippet(lines, snippet, c.file.lines?.[0])) {
      return { check: c, to: path, located };
    }
  }
  return undefined;
}
