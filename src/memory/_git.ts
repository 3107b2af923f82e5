/**
 * The git questions evidence anchors ask, each one process for many files: which commits touched
 * these paths since a time, which of them have uncommitted changes, which files were renamed or
 * added since; and, when a session is anchored, where HEAD was at the session's time. Paths go to
 * git after `--` with `--literal-pathspecs` (a path is never read as pathspec magic or an option),
 * and every answer is parsed from NUL-separated output (any file name survives).
 *
 * A failure (git missing, not a repository, a commit unknown here) answers `undefined`: the
 * caller says what it could not check, nothing throws.
 */
import type { CommandRunner } from "../process.ts";

/** One commit of a log: its id, its committer time (seconds) and the paths it touched. */
export interface LogCommit {
  hash: string;
  time: number;
  paths: string[];
}

/** A rename or an addition, from a log or the index (staged, `time` Infinity). */
export interface PathEvent {
  time: number;
  kind: "R" | "A";
  /** The path before a rename (`undefined` for an addition). */
  from?: string;
  to: string;
  /** Rename similarity (100 = the content did not change). */
  similarity?: number;
}

const TIMEOUT_MS = 10_000;
/** Most paths handed to one git process (argument lists are bounded on every system). */
const MAX_PATHS = 500;

async function git(
  run: CommandRunner,
  root: string,
  args: string[],
): Promise<string | undefined> {
  try {
    const r = await run("git", ["-C", root, "--literal-pathspecs", ...args], {
      timeoutMs: TIMEOUT_MS,
      env: { GIT_OPTIONAL_LOCKS: "0" },
    });
    return r.code === 0 ? r.stdout : undefined;
  } catch {
    return undefined; // git is not installed
  }
}

/** `--since` for a time in ms (git takes seconds since the epoch with `@`). */
function since(ms: number | undefined): string[] {
  return ms === undefined || !Number.isFinite(ms) ? [] : [`--since=@${Math.floor(ms / 1000)}`];
}

/** Commits reachable from HEAD since `sinceMs` touching any of `paths`, newest first. */
export async function commitsTouching(
  run: CommandRunner,
  root: string,
  paths: readonly string[],
  sinceMs: number | undefined,
): Promise<LogCommit[] | undefined> {
  const out: LogCommit[] = [];
  for (let i = 0; i < paths.length; i += MAX_PATHS) {
    const text = await git(run, root, [
      "log",
      "--format=%x1e%H%x1f%ct",
      "--name-only",
      "--no-renames",
      "-z",
      ...since(sinceMs),
      "HEAD",
      "--",
      ...paths.slice(i, i + MAX_PATHS),
    ]);
    if (text === undefined) return undefined;
    out.push(...parseLog(text));
  }
  return out;
}

/** Parse `log --format=%x1e%H%x1f%ct --name-only -z` output. */
export function parseLog(text: string): LogCommit[] {
  const commits: LogCommit[] = [];
  for (const chunk of text.split("\u001e")) {
    if (chunk === "") continue;
    const end = chunk.indexOf("\0");
    const head = end === -1 ? chunk : chunk.slice(0, end);
    const [hash = "", time = ""] = head.split("\u001f");
    const paths = end === -1 ? [] : chunk.slice(end + 1).replace(/^\n/, "").split("\0");
    commits.push({ hash, time: Number(time), paths: paths.filter((p) => p !== "") });
  }
  return commits;
}

/** Which of `paths` differ between HEAD and the working tree or the index (uncommitted). */
export async function uncommitted(
  run: CommandRunner,
  root: string,
  paths: readonly string[],
): Promise<Set<string> | undefined> {
  const out = new Set<string>();
  for (let i = 0; i < paths.length; i += MAX_PATHS) {
    const text = await git(run, root, [
      "diff",
      "--no-ext-diff",
      "--name-only",
      "-z",
      "HEAD",
      "--",
      ...paths.slice(i, i + MAX_PATHS),
    ]);
    if (text === undefined) return undefined;
    for (const path of text.split("\0")) if (path !== "") out.add(path);
  }
  return out;
}

/**
 * Renames and additions since `sinceMs`, committed (oldest first) and then staged (`git mv`
 * not committed yet): how a file that is no longer where an anchor says is followed.
 */
export async function renamesAndAdditions(
  run: CommandRunner,
  root: string,
  sinceMs: number | undefined,
): Promise<PathEvent[] | undefined> {
  const log = await git(run, root, [
    "log",
    "--format=%x1e%ct",
    "-M",
    "--diff-filter=AR",
    "--name-status",
    "-z",
    ...since(sinceMs),
    "HEAD",
  ]);
  if (log === undefined) return undefined;
  const events: PathEvent[] = [];
  for (const chunk of log.split("\u001e").reverse()) {
    if (chunk === "") continue;
    const end = chunk.indexOf("\0");
    const time = Number(end === -1 ? chunk : chunk.slice(0, end));
    if (end !== -1) events.push(...nameStatus(chunk.slice(end + 1).replace(/^\n/, ""), time));
  }
  const staged = await git(run, root, [
    "diff",
    "--cached",
    "--no-ext-diff",
    "-M",
    "--diff-filter=AR",
    "--name-status",
    "-z",
    "HEAD",
  ]);
  if (staged !== undefined) events.push(...nameStatus(staged, Infinity));
  return events;
}

/** `R100\0old\0new\0A\0path\0…` as events. */
function nameStatus(text: string, time: number): PathEvent[] {
  const fields = text.split("\0");
  const events: PathEvent[] = [];
  for (let i = 0; i < fields.length;) {
    const status = fields[i++] ?? "";
    if (status.startsWith("R")) {
      const from = fields[i++];
      const to = fields[i++];
      if (from && to) {
        events.push({ time, kind: "R", from, to, similarity: Number(status.slice(1)) });
      }
    } else if (status === "A") {
      const to = fields[i++];
      if (to) events.push({ time, kind: "A", to });
    } else if (status !== "") i++; // another status: its one path
  }
  return events;
}

/**
 * The commit HEAD was at, at `atMs` (a session's last turn): from HEAD's reflog when it reaches
 * back that far (where this checkout really was, whatever branch), else the newest commit of
 * HEAD's history made before then. Undefined outside git or before the first commit.
 */
export async function commitAt(
  run: CommandRunner,
  root: string,
  atMs: number,
): Promise<string | undefined> {
  const seconds = Math.floor(atMs / 1000);
  const reflog = await git(run, root, [
    "reflog",
    "show",
    "--format=%H %gd",
    "--date=unix",
    "-n",
    "2000",
    "HEAD",
  ]);
  if (reflog !== undefined) {
    const entries = reflog.split("\n").map((l) => /^([0-9a-f]{40}) HEAD@\{(\d+)\}$/.exec(l.trim()))
      .filter((m): m is RegExpExecArray => m !== null);
    // Newest first: the first entry made at or before the time is where HEAD was then.
    const hit = entries.find((m) => Number(m[2]) <= seconds);
    if (hit) return hit[1];
  }
  const text = await git(run, root, ["rev-list", "-1", `--before=@${seconds}`, "HEAD"]);
  const commit = text?.trim();
  return commit && /^[0-9a-f]{40}$/.test(commit) ? commit : undefined;
}

/**
 * True in a shallow clone (CI's usual checkout): the commits before its first are not there, so
 * renames and changes since a session cannot all be followed.
 */
export async function isShallow(run: CommandRunner, root: string): Promise<boolean> {
  return (await git(run, root, ["rev-parse", "--is-shallow-repository"]))?.trim() === "true";
}
