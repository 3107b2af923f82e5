/**
 * Project scope: which project a session belongs to. A session belongs to the innermost project
 * that contains the folder it recorded as its cwd: the innermost git top level (a folder holding
 * `.git`: a repository, worktree or submodule) between that folder and the project root, else
 * the project itself. So `ctx init` in a folder of repositories takes none of their sessions.
 *
 * Checked on the file system (no `git` process per session) and cached per cwd for a run.
 */
import { lstatSync } from "node:fs";
import { dirname, join } from "node:path";
import { isInsideProject, normalizePath, samePath } from "./project.ts";

export interface ProjectScope {
  /** The project root the scope is about. */
  readonly root: string;
  /**
   * The root of the project `cwd` belongs to when it is inside this project's folder but in a
   * repository of its own; `undefined` when it belongs to this project (or is outside it).
   */
  innerProject(cwd: string): string | undefined;
}

/** The scope of the project at `root`, with its own cache. */
export function projectScope(root: string): ProjectScope {
  const top = normalizePath(root);
  const cache = new Map<string, string | undefined>();
  const innermost = (dir: string): string | undefined => {
    // The project itself, however spelled (`c:\proj` on Windows), is not a project inside it.
    if (!isInsideProject(dir, top) || samePath(dir, top)) return undefined;
    if (cache.has(dir)) return cache.get(dir);
    const found = hasGitEntry(dir) ? dir : innermost(dirname(dir));
    cache.set(dir, found);
    return found;
  };
  return {
    root: top,
    innerProject: (cwd) => innermost(normalizePath(cwd)),
  };
}

/** True when `dir/.git` exists (a folder, or a file for worktrees and submodules). */
function hasGitEntry(dir: string): boolean {
  try {
    lstatSync(join(dir, ".git"));
    return true;
  } catch {
    return false;
  }
}
