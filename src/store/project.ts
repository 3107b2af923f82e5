/**
 * Project identity: the same id for every teammate (from the git remote), so team insights and
 * per-user stores line up across machines; without a remote, an id unique to the folder's path.
 * Every id is checked by `projectIdProblem` before it becomes a path.
 */
import { createHash } from "node:crypto";
import { basename, dirname, resolve, sep } from "node:path";
import { ConfigError, ERROR_CODES, StoreError } from "../errors.ts";
import type { CommandRunner } from "../process.ts";

export interface ProjectInfo {
  /** e.g. `github.com-org-repo`, or `<folder name>-<hash of its path>` when there is no remote. */
  id: string;
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
  throw new StoreError(`Invalid project id "${printable(id)}" from ${from}: ${problem}`, {
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
  return `${legacyFolderId(abs).slice(0, MAX_PROJECT_ID - 9)}-${shortHash(abs)}`;
}

/** The id an older ctx gave a folder without a remote: its name alone (shared by namesakes). */
export function legacyFolderId(path: string): string {
  return slug(basename(resolve(path))).slice(0, MAX_PROJECT_ID) || "root";
}

/**
 * Why `root` can never be a project (`/`, the home folder, or a folder above it: taking one
 * would sweep every project under it into one store), or `undefined` when it can be one.
 */
export function neverProjectReason(root: string, home: string): string | undefined {
  const path = normalizePath(root);
  if (dirname(path) === path) return "the root of the file system";
  const homeDir = normalizePath(home);
  if (path === homeDir) return "your home folder";
  if (isInsideProject(homeDir, path)) return "a folder above your home folder";
  return undefined;
}

/** What to do in a folder that is not a project (commands taking `--project`). */
export const NO_PROJECT_HINT =
  "run ctx inside a project folder, or pass the project's folder with --project";

/** Throw the "no project" error when `root` can never be a project (see `neverProjectReason`). */
export function requireProjectRoot(root: string, home: string): void {
  const reason = neverProjectReason(root, home);
  if (reason === undefined) return;
  throw new ConfigError(`No project: "${root}" is ${reason}, not a project`, {
    code: ERROR_CODES.projectNone,
    hint: NO_PROJECT_HINT,
  });
}

/**
 * Resolve the project of a directory: the git top level (id from its remote, else from its
 * path), else the folder itself. A top level that can never be a project (a home folder kept in
 * git) is ignored: the folder is then its own project.
 */
export async function resolveProject(
  dir: string,
  run: CommandRunner,
  home: string,
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
  let top = await git(["rev-parse", "--show-toplevel"]);
  if (top !== undefined && (top === "" || neverProjectReason(top, home) !== undefined)) {
    top = undefined;
  }
  const root = top ? normalizePath(top) : abs;
  const remote = top ? await git(["remote", "get-url", "origin"]) : undefined;
  const fromRemote = remote ? normalizeRemote(remote) : undefined;
  return {
    id: fromRemote ?? folderId(root),
    root,
    name: basename(root) || root,
  };
}

/** True when `cwd` is `project` or inside it (path-component aware). */
export function isInsideProject(cwd: string, project: string): boolean {
  const a = normalizePath(cwd);
  const b = normalizePath(project);
  return a === b || a.startsWith(b.endsWith(sep) ? b : b + sep) ||
    (sep === "\\" && a.toLowerCase().startsWith(`${b.toLowerCase()}\\`));
}

/** `path` made absolute, without a trailing separator. */
export function normalizePath(path: string): string {
  const r = resolve(path);
  return r.length > 1 && r.endsWith(sep) ? r.slice(0, -1) : r;
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
  return createHash("sha256").update(text).digest("hex").slice(0, 8);
}

/** `text` without control characters (safe to print in a terminal). */
function printable(text: string): string {
  // deno-lint-ignore no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "?").slice(0, 300);
}
