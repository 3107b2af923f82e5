/**
 * Project identity: the same id for every teammate (from the git remote), so team insights and
 * per-user stores line up across machines; and project scope: which folders belong to a project.
 */
import { basename, resolve, sep } from "node:path";
import type { CommandRunner } from "../process.ts";

export interface ProjectInfo {
  /** e.g. `github.com-org-repo`, or the repo/folder name when there is no remote. */
  id: string;
  /** Absolute path of the project root (the git top level when inside a repo). */
  root: string;
  /** Human name (last path segment of the remote or folder). */
  name: string;
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
  const id = hostAndPath.toLowerCase().replace(/[^a-z0-9._]+/g, "-").replace(/^-+|-+$/g, "");
  return id || undefined;
}

/** A safe id from a folder name (no remote). */
export function folderId(path: string): string {
  const name = basename(resolve(path)) || "root";
  return name.toLowerCase().replace(/[^a-z0-9._]+/g, "-").replace(/^-+|-+$/g, "") || "root";
}

/** Resolve the project of a directory: git remote, else repo root name, else folder name. */
export async function resolveProject(dir: string, run: CommandRunner): Promise<ProjectInfo> {
  const abs = resolve(dir);
  const git = async (args: string[]) => {
    try {
      const r = await run("git", ["-C", abs, ...args], { timeoutMs: 5000 });
      return r.code === 0 ? r.stdout.trim() : undefined;
    } catch {
      return undefined; // git not installed
    }
  };
  const top = await git(["rev-parse", "--show-toplevel"]);
  const root = top ? resolve(top) : abs;
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
