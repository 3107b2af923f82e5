/**
 * Kilo Code's history, newest storage first (`mergeSources`): a session found in two storages is
 * read from the first that lists it.
 *
 * - Kilo Code ≥ 7 (an OpenCode fork, extension and CLI alike) keeps an OpenCode database,
 *   `kilo.db` in `$XDG_DATA_HOME/kilo`, else `~/.local/share/kilo` on every OS, read by the
 *   OpenCode reader (`src/assistants/opencode/database.ts`). A task it migrated from the legacy
 *   extension keeps the task's id as the session's `slug`: its ref names that id in
 *   `data.replaces`, so the legacy folder is not read as a second session.
 * - Kilo Code ≤ 5.x (a Roo Code fork) keeps task folders, read by Cline's task reader.
 *
 * `--kilo-code-dir DIR` is either: a `kilo.db` file or the folder holding it, or a legacy storage
 * folder, its `tasks/` folder or one task.
 */
import { join } from "node:path";
import type { Config } from "../../config/mod.ts";
import { mergeSources } from "../../sources/merge.ts";
import type { Source } from "../../types.ts";
import type { TaskStore } from "../cline/storage.ts";
import { createTaskFolderSource, type TaskPlatform } from "../cline/tasks.ts";
import { openCodeDataDir } from "../opencode/dirs.ts";

export type KiloPlatform = TaskPlatform & Partial<Pick<Config, "xdgDataHome">>;

/** Create Kilo Code's source over its storages, newest first. */
export async function createKiloCodeSource(
  store: TaskStore,
  config: KiloPlatform = {},
): Promise<Source> {
  const { createOpenCodeDbSource } = await import("../opencode/database.ts");
  const database = createOpenCodeDbSource({
    id: store.id,
    label: store.label,
    os: config.os,
    databases: (o) =>
      o.dir
        ? [/\.db$/i.test(o.dir) ? o.dir : join(o.dir, "kilo.db")]
        : [join(openCodeDataDir(o.home, config, "kilo"), "kilo.db")],
  });
  return mergeSources(store, [withReplaces(database), createTaskFolderSource(store, config)]);
}

/** The database's refs, each naming the legacy task it replaces (its slug). */
function withReplaces(source: Source): Source {
  return {
    ...source,
    async discover(options) {
      const found = await source.discover(options);
      const refs = found.refs.map((ref) => {
        const slug = ref.data?.["slug"];
        return slug ? { ...ref, data: { ...ref.data, replaces: slug } } : ref;
      });
      return { refs, warnings: found.warnings };
    },
  };
}
