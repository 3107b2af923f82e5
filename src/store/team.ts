/**
 * The folders of pulled team insights, `$CTX_HOME/team/<project-id>/` (never a project's own
 * `.ctx/`): ctx rebuilds each from what the team server says, through the store's one writer
 * (`writeSummary` in `files.ts`, in its `rebuilt` mode), private from `$CTX_HOME` down, never
 * through a symbolic link.
 */
import type { Config } from "../config/mod.ts";
import { checkStoreDir, type StoreDirOptions } from "./guard.ts";
import { removeSummariesBut, writeSummary } from "./files.ts";
import type { SummaryDoc } from "./summary.ts";
import { listStores, openLedgerDb, registerStore, teamStoreDir } from "./stores.ts";

/** A project's folder of pulled team insights. */
export interface TeamStore {
  readonly projectId: string;
  readonly dir: string;
  /**
   * Make the folder hold exactly `docs` of `source` (one file each): files that changed are
   * written, those of `source` not in `docs` removed. Returns the files and how many went.
   */
  replace(
    source: string,
    docs: readonly SummaryDoc[],
  ): Promise<{ files: string[]; removed: number }>;
  /**
   * Record the folder in the registry, so search and the MCP tools show it; `root` is where
   * the project is on this machine (else the one the registry knows, if any).
   */
  register(root?: string): void;
}

/**
 * The team folder of `projectId`. Throws the store's `StoreError` for an id that cannot name a
 * folder, and when `team/` or the folder is a symbolic link or a file. Creates nothing: the
 * first write makes the folder.
 */
export function openTeamStore(
  deps: { config: Pick<Config, "ctxHome">; now: () => Date },
  projectId: string,
): TeamStore {
  const dir = teamStoreDir(deps.config, projectId);
  const guard: StoreDirOptions = { privateFrom: deps.config.ctxHome, rebuilt: true };
  checkStoreDir(dir, guard);
  return {
    projectId,
    dir,
    async replace(source, docs) {
      checkStoreDir(dir, guard);
      const files: string[] = [];
      for (const doc of docs) files.push(await writeSummary(dir, doc, guard));
      return { files, removed: await removeSummariesBut(dir, source, new Set(files)) };
    },
    register(root) {
      const db = openLedgerDb(deps.config);
      try {
        const known = root ||
          listStores(db).find((s) => s.projectId === projectId && s.root !== "")?.root || "";
        registerStore(db, {
          dir,
          kind: "team",
          projectId,
          root: known,
          lastSeen: deps.now().toISOString(),
        });
      } finally {
        db.close();
      }
    },
  };
}
