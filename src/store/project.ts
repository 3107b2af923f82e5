/**
 * Project identity: the same id for every teammate (from the git remote), so team insights and
 * per-user stores line up across machines; without a remote, an id unique to the folder's path.
 * Every id is checked by `projectIdProblem` before it becomes a path.
 */
import { StoreError } from "../errors.ts";
import { sha256Hex } from "../fsutil.ts";
import {
  absolutePath,
  basename,
  isWithin,
  path as machinePath,
  pathBelow,
  type PathRules,
} from "../paths.ts";
import type { CommandRunner } from "../process.ts";
import { stripControl } from "../safe_text.ts";
import { firstCommit } from "./_roots.ts";

export interface ProjectInfo {
  /**
   * e.g. `github.com-org-repo`; without a remote, `<folder name>-<its first commit, short>` in a
   * git repository with a commit (the id follows the folder when it moves), else
   * `<folder name>-<hash of its path>`.
   */
  id: string;
  /** What the id was made from (`path` when unsaid). */
  idFrom?: "remote" | "commit" | "path";
  /** Absolute path of the project root (the git top level when inside a repo). */
  root: string;
  /** Human name (last path segment of the remote or folder). */
  name: string;
}

/** The longest project id (the team server accepts the same). */
export const MAX_PROJECT_ID = 200;

/**
 * Why `id` cannot name a store folder, or `undefined` when it can: 1–200 letters, digits, `.`,
 * `_` and `-`, and not only dots (`.`, `..`). The one check every id passes before it becomes a
 * path, here and on both sides of the team protocol.
 */
export function projectIdProblem(id: string): string | undefined {
  if (id.length === 0) return "it is empty";
  if (id.length > MAX_PROJECT_ID) return `it is longer than ${MAX_PROJECT_ID} characters`;
  if (!/^[A-Za-z0-9._-]+$/.test(id)) return "only letters, digits, '.', '_' and '-' are allowed";
  if (/^\.+$/.test(id)) return "it is only dots (a folder above the store, or a hidden name)";
  return undefined;
}

/** `id`, or a `StoreError` naming it (control characters removed) and where it came from. */
export function checkProjectId(id: string, from: string): string {
  const problem = projectIdProblem(id);
  if (problem === undefined) return id;
  const shown = stripControl(id, { marker: "?" }).slice(0, 300); // where a control was: `?`
  throw new StoreError(`Invalid project id "${shown}" from ${from}: ${problem}`, {
    hint: "ctx never turns such an id into a path; check where the id came from",
  });
}

/** Normalize a git remote URL into an id: `git@github.com:Org/Repo.git` → `github.com-org-repo`. */
export function normalizeRemote(remote: string): string | undefined {
  let text = remote.trim();
  if (!text) return undefined;
  text = text.replace(/\.git\/?$/, "").replace(/\/+$/, "");
  let hostAndPath: string;
  const scp = /^(?:[^@/]+@)?([^:/]+):(?!\/)(.+)$/.exec(text);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      hostAndPath = `${url.hostname}${url.pathname}`;
    } catch {
      return undefined;
    }
  } else if (scp) {
    hostAndPath = `${scp[1]}/${scp[2]}`;
  } else {
    hostAndPath = text;
  }
  // A remote like `..` or `../x` must not give an id that walks out of a folder.
  const id = bounded(slug(hostAndPath).replace(/^[.-]+/, ""), hostAndPath);
  return id && projectIdProblem(id) === undefined ? id : undefined;
}

/** The id of a folder without a remote: its name plus a short hash of its absolute path. */
export function folderId(path: string): string {
  const abs = normalizePath(path);
  return `${folderSlug(abs)}-${shortHash(abs)}`;
}

/**
 * The id of a git repository without a remote: its folder's name plus the first 8 digits of its
 * first commit (the smallest, when the history has several roots). Moved elsewhere, the folder
 * keeps it, and what ctx knows of the project with it (u-mend16).
 */
export function commitId(path: string, commit: string): string {
  return `${folderSlug(normalizePath(path))}-${commit.slice(0, 8)}`;
}

function folderSlug(abs: string): string {
  return slug(basename(abs)).slice(0, MAX_PROJECT_ID - 9) || "root";
}

/**
 * Why `root` can never be a project (`/`, the home folder, or a folder above it: taking one
 * would sweep every project under it into one store), or `undefined` when it can be one.
 */
export function neverProjectReason(
  root: string,
  home: string,
  rules: PathRules = machinePath,
): string | undefined {
  const reason = neverProjectSpelled(root, home, rules);
  if (reason !== undefined || rules !== machinePath) return reason;
  // The same folders reached through a symbolic link: a HOME of `/home/me` that is a link to
  // `/data/me` (while the working directory is the real path), or a link to the home folder.
  return neverProjectSpelled(realPathOr(root), realPathOr(home), rules);
}

/** The real path of `path` (links resolved), or `path` when it does not exist. */
function realPathOr(path: string): string {
  try {
    return Deno.realPathSync(path);
  } catch {
    return path;
  }
}

function neverProjectSpelled(root: string, home: string, rules: PathRules): string | undefined {
  const path = absolutePath(root, rules);
  if (rules.dirname(path) === path) return "the root of the file system";
  if (samePath(path, home, rules)) return "your home folder";
  if (isInsideProject(home, path, rules)) return "a folder above your home folder";
  return undefined;
}

/**
 * Resolve the project of a directory: the git top level (id from its remote, else from its
 * first commit, else from its path), else the folder itself. A top level that can never be a
 * project (a home folder kept in git) is ignored: the folder is then its own project. `roots`:
 * the file where first commits are remembered (`rootsPath`), so the history is not walked at
 * every open; without it, the walk.
 */
export async function resolveProject(
  dir: string,
  run: CommandRunner,
  home: string,
  roots?: string,
): Promise<ProjectInfo> {
  const abs = normalizePath(dir);
  const git = async (args: string[]) => {
    try {
      const r = await run("git", ["-C", abs, ...args], { timeoutMs: 5000 });
      return r.code === 0 ? r.stdout.trim() : undefined;
    } catch {
      return undefined; // git not installed
    }
  };
  const [shownTop, shownGitDir] = (await git(["rev-parse", "--show-toplevel", "--git-common-dir"]))
    ?.split("\n") ?? [];
  let top = shownTop?.trim();
  if (top !== undefined && (top === "" || neverProjectReason(top, home) !== undefined)) {
    top = undefined;
  }
  const root = top ? normalizePath(top) : abs;
  const remote = top ? await git(["remote", "get-url", "origin"]) : undefined;
  const fromRemote = remote ? normalizeRemote(remote) : undefined;
  const name = basename(root) || root;
  if (fromRemote) return { id: fromRemote, idFrom: "remote", root, name };
  // No commit yet (or no git): the path's id, followed by the commit's once there is one.
  const gitDir = shownGitDir?.trim() ? machinePath.resolve(abs, shownGitDir.trim()) : undefined;
  const first = top ? await firstCommit(git, gitDir, roots) : undefined;
  if (first) return { id: commitId(root, first), idFrom: "commit", root, name };
  return { id: folderId(root), idFrom: "path", root, name };
}

/**
 * The path rules of a platform (`win32` or `posix` of `src/paths.ts`, or `node:path`'s); the
 * default is this machine's. Passing one lets tests check Windows paths on any machine.
 */
export type { PathRules };

/**
 * True when `cwd` is `project` or inside it (path-component aware). On Windows, case is ignored
 * (`c:\proj` is `C:\Proj`): its file systems ignore it, and the same folder reaches ctx spelled
 * both ways (a drive letter typed in lower case, an editor's own spelling). On macOS and Linux,
 * case counts, although macOS's default volume ignores it: case-sensitive volumes exist there,
 * and taking two folders for one would mix two projects' sessions, while the rarer miss only
 * leaves a session out.
 */
export function isInsideProject(
  cwd: string,
  project: string,
  rules: PathRules = machinePath,
): boolean {
  return isWithin(project, cwd, { rules });
}

/** True when `a` and `b` name the same folder, by the rules of `isInsideProject`. */
export function samePath(a: string, b: string, rules: PathRules = machinePath): boolean {
  return pathBelow(a, b, { rules })?.length === 0;
}

/** `path` made absolute, without a trailing separator (a root keeps its own: `/`, `C:\`). */
export function normalizePath(path: string): string {
  return absolutePath(path, machinePath);
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9._]+/g, "-").replace(/^-+|-+$/g, "");
}

/** `id` cut to the longest id, with a hash of `whole` so two long ids stay distinct. */
function bounded(id: string, whole: string): string {
  return id.length <= MAX_PROJECT_ID
    ? id
    : `${id.slice(0, MAX_PROJECT_ID - 9)}-${shortHash(whole)}`;
}

function shortHash(text: string): string {
  return sha256Hex(text).slice(0, 8);
}
