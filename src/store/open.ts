/**
 * What a project is, decided once. Every door of ctx (the commands, the MCP tools, the
 * session-end hook) opens the project of a folder here, and gets a handle:
 *
 * - the folder must be a folder here (one recorded by an editor's history may be elsewhere, when
 *   the user asks for it: `elsewhere`);
 * - its project is the git top level holding it, else the folder itself; `/`, the home folder
 *   and the folders above it are never projects, also when reached through a symbolic link;
 * - its id comes from the git remote `origin`, else from the folder's name and path;
 * - its store is its `.ctx/` (`local`), else the per-user store `$CTX_HOME/projects/<id>`;
 * - opening records a `.ctx/` the registry does not know yet (committed by a teammate), and
 *   follows an id that changed (a remote added later: `_follow.ts`), with no model call.
 *
 * A distillation run works through the handle's run store (`openRun`, `run.ts`).
 *
 * @example
 * const project = await openProject(deps, "/work/app/src", { from: "--project" });
 * project.id; // "github.com-acme-app"
 * project.storeDir; // "/work/app/.ctx" when it exists, else "$CTX_HOME/projects/github.com-acme-app"
 */
import { existsSync } from "node:fs";
import type { Config } from "../config/mod.ts";
import { ConfigError, ERROR_CODES, errorMessage } from "../errors.ts";
import type { CommandRunner } from "../process.ts";
import { followId } from "./_follow.ts";
import { existingFolder, type FolderOptions, noProjectError } from "./folder.ts";
import {
  folderId,
  isInsideProject,
  neverProjectReason,
  type ProjectInfo,
  resolveProject,
} from "./project.ts";
import { rootsPath } from "./_roots.ts";
import { openRunStore, prepareStore } from "./_run_store.ts";
import type { RunStore } from "./run.ts";
import { projectScope } from "./scope.ts";
import {
  ledgerPath,
  listStores,
  localStoreDir,
  openLedgerDb,
  projectStore,
  registerStore,
  userStoreDir,
} from "./stores.ts";

/** What opening a project needs. */
export interface OpenDeps {
  config: Pick<Config, "ctxHome" | "home">;
  /** Where a relative path is taken from. */
  cwd: string;
  run: CommandRunner;
  now: () => Date;
  /** This machine and process: who holds a run's leases and model slots. */
  host: string;
  pid: number;
}

export interface OpenProjectOptions extends FolderOptions {
  /** Record nothing and move nothing (a dry run shows what a real run would do). */
  dryRun?: boolean;
}

/** A project and its store. */
export interface ProjectPlace extends ProjectInfo {
  /** True when its store is its own `.ctx/`. */
  local: boolean;
  /** Where its summaries are written: `.ctx/` or `$CTX_HOME/projects/<id>`. */
  storeDir: string;
}

/** A folder that is not a project, and why: what `lookAtProject` answers for it. */
export interface NoProject extends ProjectPlace {
  /** `/`, the home folder, or above it: "your home folder". */
  noProject: string;
  /** What `openProject` says of it (worded for where the folder came from)… */
  message: string;
  /** …and what to do instead. */
  hint: string;
}

/** Which project a session recorded in a folder belongs to, said of an open project. */
export type SessionScope =
  | { of: "this" }
  /** Recorded outside the project's folder. */
  | { of: "outside" }
  /** Recorded in a repository of its own inside the project's folder (`root`). */
  | { of: "inner"; root: string };

/** An open project: its identity, its store, and the way to the store of a distillation run. */
export interface Project extends ProjectPlace {
  /** True when the id comes from the git remote `origin`: teammates' clones share it. */
  readonly shared: boolean;
  /** The project's other store (the per-user store when `local`, else `.ctx/`). */
  readonly otherStoreDir: string;
  /** Said when it was opened: an id followed, a store that could not be recorded. */
  readonly warnings: readonly string[];
  /** Opened for a dry run: nothing is recorded, moved or written through it. */
  readonly dryRun: boolean;
  /** Which project a session recorded in `cwd` belongs to. */
  scope(cwd: string): SessionScope;
  /** The store of a distillation run (see `RunStore`); the caller closes it. */
  openRun(options?: { dryRun?: boolean }): Promise<RunStore>;
}

/**
 * Open the project of `path` (see the module comment); throws a `ConfigError` (code
 * `project.none` when the folder can never be a project), worded for `options.from`.
 */
export async function openProject(
  deps: OpenDeps,
  path: string,
  options: OpenProjectOptions,
): Promise<Project> {
  const opened = await lookAtProject(deps, path, options);
  if ("noProject" in opened) {
    throw new ConfigError(opened.message, { code: ERROR_CODES.projectNone, hint: opened.hint });
  }
  return opened;
}

/**
 * `openProject`, answering for a folder that can never be a project instead of throwing (for
 * `ctx status` and a search from anywhere): it is said what it is, and nothing is recorded.
 */
export async function lookAtProject(
  deps: OpenDeps,
  path: string,
  options: OpenProjectOptions,
): Promise<Project | NoProject> {
  const folder = existingFolder(deps, path, options);
  const info = await resolveProject(
    folder,
    deps.run,
    deps.config.home,
    rootsPath(deps.config.ctxHome),
  );
  // A top level that can never be a project is not taken (`resolveProject`): the root is then
  // the folder itself.
  const noProject = neverProjectReason(info.root, deps.config.home);
  if (noProject !== undefined) {
    const storeDir = userStoreDir(deps.config, info.id);
    const { message, hint } = noProjectError(options.from, info.root, noProject);
    return { ...info, local: false, storeDir, noProject, message, hint: hint ?? "" };
  }
  const { local } = projectStore(deps.config, info, options.local);
  const warnings = options.dryRun ? [] : await record(deps, info, local);
  return new OpenedProject(deps, info, { local, warnings, dryRun: options.dryRun === true });
}

/**
 * What opening writes: the id followed when it changed, and a `.ctx/` store recorded in the
 * registry (the index lists registered stores). Returns what to tell the user.
 */
async function record(deps: OpenDeps, info: ProjectInfo, local: boolean): Promise<string[]> {
  const warnings: string[] = [];
  const localDir = localStoreDir(info.root);
  const hasLocal = existsSync(localDir);
  // Nothing to follow or record on a machine where ctx never wrote anything (no ledger yet).
  if (!hasLocal && !existsSync(ledgerPath(deps.config))) return warnings;
  try {
    const db = openLedgerDb(deps.config);
    try {
      const known = listStores(db);
      warnings.push(...await followId(db, deps.config, info, known));
      // Written only when the registry does not say so already: opening is on every MCP call,
      // and a write there would cost a checkpoint of the ledger each time.
      const recorded = known.some((s) =>
        s.dir === localDir && s.kind === "local" && s.projectId === info.id && s.root === info.root
      );
      if (local && hasLocal && !recorded) {
        registerStore(db, {
          dir: localDir,
          kind: "local",
          projectId: info.id,
          root: info.root,
          lastSeen: deps.now().toISOString(),
        });
      }
    } finally {
      db.close();
    }
  } catch (error) {
    warnings.push(
      `Cannot record the store "${local ? localDir : userStoreDir(deps.config, info.id)}": ${
        errorMessage(error)
      }`,
    );
  }
  return warnings;
}

class OpenedProject implements Project {
  readonly id: string;
  readonly root: string;
  readonly name: string;
  readonly local: boolean;
  readonly storeDir: string;
  readonly otherStoreDir: string;
  readonly shared: boolean;
  readonly warnings: readonly string[];
  readonly dryRun: boolean;
  readonly #deps: OpenDeps;
  #scope: ReturnType<typeof projectScope> | undefined;
  #prepared: Promise<void> | undefined;

  constructor(
    deps: OpenDeps,
    info: ProjectInfo,
    options: { local: boolean; warnings: string[]; dryRun: boolean },
  ) {
    this.#deps = deps;
    this.id = info.id;
    this.root = info.root;
    this.name = info.name;
    this.local = options.local;
    this.storeDir = projectStore(deps.config, info, options.local).dir;
    this.otherStoreDir = projectStore(deps.config, info, !options.local).dir;
    this.shared = info.id !== folderId(info.root);
    this.warnings = options.warnings;
    this.dryRun = options.dryRun;
  }

  scope(cwd: string): SessionScope {
    if (!isInsideProject(cwd, this.root)) return { of: "outside" };
    this.#scope ??= projectScope(this.root);
    const inner = this.#scope.innerProject(cwd);
    return inner === undefined ? { of: "this" } : { of: "inner", root: inner };
  }

  async openRun(options: { dryRun?: boolean } = {}): Promise<RunStore> {
    const dryRun = this.dryRun || options.dryRun === true;
    // Once per opening: the plan of a run and the run itself share it.
    if (!dryRun) await (this.#prepared ??= prepareStore(this.#deps.config, this));
    return await openRunStore(this.#deps, this, { dryRun });
  }
}
