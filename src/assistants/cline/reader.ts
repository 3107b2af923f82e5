/**
 * Cline's history, newest storage first: the sessions of Cline 4.x (`sdk.ts`), then the task
 * folders of Cline ≤ 3.x in every editor and the Cline CLI's own (`tasks.ts`). A task Cline 4.x
 * resumed was copied into a session of the same id: that copy is read, the folder is not.
 */
import { join } from "node:path";
import type { Config } from "../../config/mod.ts";
import { mergeSources } from "../../sources/merge.ts";
import type { Source } from "../../types.ts";
import { createClineSdkSource } from "./sdk.ts";
import type { TaskStore } from "./storage.ts";
import { createTaskFolderSource, type TaskPlatform } from "./tasks.ts";

/** Create Cline's source; `config.clineDataDir` (`CLINE_DATA_DIR`) overrides `~/.cline/data`. */
export function createClineSource(
  store: TaskStore,
  config: TaskPlatform & Partial<Pick<Config, "clineDataDir">> = {},
): Source {
  const data = (home: string) => config.clineDataDir ?? join(home, ".cline", "data");
  return mergeSources(store, [
    createClineSdkSource(store, data),
    createTaskFolderSource({ ...store, roots: (home) => [data(home)] }, config),
  ]);
}
