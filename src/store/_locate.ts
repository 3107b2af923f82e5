/**
 * The store of a project folder: its own `.ctx/` when it exists (local), else the per-user
 * store. A `.ctx/` folder committed by a teammate is not in this machine's registry yet, so it is
 * recorded here: the index lists registered stores. `/`, the home folder and the folders above
 * it are never projects: for those, nothing is recorded and `noProject` says why.
 */
import type { Config } from "../config/mod.ts";
import type { CommandRunner } from "../process.ts";
import { migrateLegacyStore } from "./_migrate.ts";
import { neverProjectReason, type ProjectInfo, resolveProject } from "./project.ts";
import { openLedgerDb, projectStore, registerStore } from "./stores.ts";

export interface LocatedProject extends ProjectInfo {
  /** True when the project has its own `.ctx/` store. */
  local: boolean;
  /** Where its summaries are written: `.ctx/` or `$CTX_HOME/projects/<id>`. */
  storeDir: string;
  /**
   * What to tell the user: the local store could not be recorded (the index may miss it), or
   * summaries were moved from the store an older ctx used.
   */
  warning?: string;
  /** Why the folder is not a project (`/`, the home folder or above); nothing was recorded. */
  noProject?: string;
}

/** Resolve the project of `dir` and make sure its store is found (recorded, or moved). */
export async function locateProject(
  deps: { config: Pick<Config, "ctxHome" | "home">; run: CommandRunner; now: () => Date },
  dir: string,
): Promise<LocatedProject> {
  const info = await resolveProject(dir, deps.run, deps.config.home);
  const noProject = neverProjectReason(info.root, deps.config.home);
  if (noProject !== undefined) {
    const storeDir = projectStore(deps.config, info, false).dir;
    return { ...info, local: false, storeDir, noProject };
  }
  const store = projectStore(deps.config, info);
  const located: LocatedProject = { ...info, local: store.local, storeDir: store.dir };
  if (!store.local) {
    const moved = await migrateLegacyStore(deps.config, info);
    if (moved) located.warning = moved;
    return located;
  }
  const localDir = store.dir;
  try {
    const db = openLedgerDb(deps.config);
    try {
      registerStore(db, {
        dir: localDir,
        kind: "local",
        projectId: info.id,
        root: info.root,
        lastSeen: deps.now().toISOString(),
      });
    } finally {
      db.close();
    }
  } catch (error) {
    located.warning = `Cannot record the store "${localDir}": ${(error as Error).message}`;
  }
  return located;
}
