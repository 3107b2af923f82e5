/**
 * The store of a project folder: its own `.ctx/` when it exists (local), else the per-user
 * store. A `.ctx/` folder committed by a teammate is not in this machine's registry yet, so it is
 * recorded here: the index lists registered stores.
 */
import type { Config } from "../config.ts";
import type { CommandRunner } from "../process.ts";
import { type ProjectInfo, resolveProject } from "./project.ts";
import { openLedgerDb, projectStore, registerStore } from "./stores.ts";

export interface LocatedProject extends ProjectInfo {
  /** True when the project has its own `.ctx/` store. */
  local: boolean;
  /** Where its summaries are written: `.ctx/` or `$CTX_HOME/projects/<id>`. */
  storeDir: string;
  /** Set when the local store could not be recorded (the index may miss it). */
  warning?: string;
}

/** Resolve the project of `dir` and make sure its local store (if any) is indexed. */
export async function locateProject(
  deps: { config: Pick<Config, "ctxHome">; run: CommandRunner; now: () => Date },
  dir: string,
): Promise<LocatedProject> {
  const info = await resolveProject(dir, deps.run);
  const store = projectStore(deps.config, info);
  const located: LocatedProject = { ...info, local: store.local, storeDir: store.dir };
  if (!store.local) return located;
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
