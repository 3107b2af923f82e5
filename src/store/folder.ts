/**
 * Whether a folder can be a project, checked the way its origin needs, and how ctx names it when
 * it cannot (`ProjectFrom`). Light (paths and a `stat`, no program, no database): the session-end
 * hook answers its assistant with `checkProjectFolder` before anything else, and loads nothing
 * of the store for it; `open.ts` opens the project.
 */
import { resolve } from "../paths.ts";
import type { Config } from "../config/mod.ts";
import { ConfigError, ERROR_CODES } from "../errors.ts";
import { isDirSync } from "../fsutil.ts";
import type { ListedProject, ProjectEntry } from "./memory.ts";
import { neverProjectReason, normalizePath } from "./project.ts";

/**
 * Where the folder came from, which is how ctx names it when it cannot be a project: a
 * command's working directory or `--project`; an MCP tool's `project_path`, the client's
 * workspace root or the server's working directory; the folder a session ended in
 * (session-end hook); a folder an editor's history recorded (`ctx export`), which may be on
 * another machine (taken only when the user says so: `elsewhere`).
 */
export type ProjectFrom =
  | "cwd"
  | "--project"
  | "project_path"
  | "client root"
  | "server cwd"
  | "session"
  | "workspace";

/** Where a folder came from, and what it may be. */
export interface FolderOptions {
  from: ProjectFrom;
  /** Its store: `.ctx/` (true), the per-user store (false), or `.ctx/` when it exists. */
  local?: boolean;
  /**
   * A `workspace` folder that need not be on this machine (`ctx export vscdb
   * --include-missing`): its project is its recorded path, its store the per-user one. Never
   * with `local`: there is no folder to write a `.ctx/` into.
   */
  elsewhere?: boolean;
}

/** How each `from` is named in what ctx says. */
const WORDING: Record<
  ProjectFrom,
  {
    notFolder: (given: string) => { message: string; hint?: string };
    none: (root: string, reason: string) => string;
    hint: string;
  }
> = (() => {
  const commands = {
    hint: "run ctx inside a project folder, or pass the project's folder with --project",
    none: (root: string, reason: string) => `No project: "${root}" is ${reason}, not a project`,
  };
  const tool = (where: string) => ({
    // A folder ctx took by itself (the client's root, the server's working directory) may have
    // been moved or deleted since the server started: said as such, and omitting project_path,
    // which is what led there, is not offered.
    notFolder: (given: string) =>
      where === "project_path"
        ? {
          message: `Cannot use project_path "${given}": not a directory`,
          hint: "pass the absolute path of the project folder, or omit project_path",
        }
        : {
          message: `Cannot use ${where} "${given}": it is no longer a folder (moved or ` +
            "deleted since the server started)",
          hint: "pass project_path: the absolute path of the project folder (or restart the " +
            "editor in the project's folder)",
        },
    none: (root: string, reason: string) =>
      `No project: ${where} "${root}" is ${reason}, not a project`,
    hint: "pass project_path: the absolute path of the project folder",
  });
  return {
    "cwd": {
      ...commands,
      notFolder: (given) => ({
        message: `Cannot use the current folder "${given}": not a directory`,
      }),
    },
    "--project": {
      ...commands,
      notFolder: (given) => ({
        message: `Cannot use --project "${given}": not a directory`,
        hint: "pass the project folder",
      }),
    },
    "project_path": tool("project_path"),
    "client root": tool("the client's workspace root"),
    "server cwd": tool("the server's working directory"),
    "session": {
      notFolder: (given) => ({
        message: `Cannot distill the session: its folder "${given}" is not a folder`,
      }),
      none: (root, reason) =>
        `Cannot distill the session: "${root}" is not a project: it is ${reason}`,
      hint: "start the assistant in a project folder",
    },
    "workspace": {
      ...commands,
      none: (root, reason) => `"${root}" is ${reason}, not a project`,
      notFolder: (given) => ({
        message: `"${given}" is not on this machine`,
        hint: "put the project back in that folder to distill its chats here",
      }),
    },
  };
})();

/**
 * The folder `path` names (relative to `deps.cwd`), checked the way `from` needs: a folder that
 * exists (unless an `elsewhere` workspace folder), and one that can be a project (`/`, the
 * home folder and above are refused, also through links). Runs no program: the session-end hook
 * answers its assistant with this before anything else.
 */
export function checkProjectFolder(
  deps: { config: Pick<Config, "home">; cwd: string },
  path: string,
  options: FolderOptions,
): string {
  const folder = existingFolder(deps, path, options);
  const reason = neverProjectReason(folder, deps.config.home);
  if (reason !== undefined) throw noProjectError(options.from, folder, reason);
  return folder;
}

/** `path` made absolute, when it is a folder (or need not be one here: see `checkProjectFolder`). */
export function existingFolder(
  deps: { cwd: string },
  path: string,
  options: FolderOptions,
): string {
  const folder = normalizePath(resolve(deps.cwd, path));
  // Every door takes a folder on this machine (a session whose folder is gone is not distilled);
  // only an editor's recorded folder may be elsewhere, when the user asks for it.
  const mustExist = options.from !== "workspace" || options.elsewhere !== true ||
    options.local === true;
  if (mustExist && !isDirSync(folder)) {
    const { message, hint } = WORDING[options.from].notFolder(path);
    throw new ConfigError(message, hint === undefined ? {} : { hint });
  }
  return folder;
}

export function noProjectError(from: ProjectFrom, root: string, reason: string): ConfigError {
  return new ConfigError(WORDING[from].none(root, reason), {
    code: ERROR_CODES.projectNone,
    hint: WORDING[from].hint,
  });
}

/** `entry` with its folders that are no longer on this machine marked `missing` (`ListedProject`). */
export function markMissing(entry: ProjectEntry): ListedProject {
  return {
    ...entry,
    ...(entry.root && !isDirSync(entry.root) ? { missing: true as const } : {}),
    folders: entry.folders.map((f) => isDirSync(f.root) ? f : { ...f, missing: true as const }),
  };
}
