/**
 * Kilo Code's history, newest storage first (`mergeSources`): a session found in two storages is
 * read from the first that lists it.
 *
 * - Kilo Code ≥ 7 keeps an OpenCode database, `~/.local/share/kilo/kilo.db`, read by the
 *   OpenCode reader (`src/assistants/opencode/`). It plugs in with one line: its source, given
 *   this database's path and Kilo Code's id and label, first in `storages` below. A task it
 *   migrated from the legacy extension keeps the task's id as the session's `slug`: its ref
 *   names that id in `data.replaces`, so the legacy folder is not read as a second session.
 * - Kilo Code ≤ 5.x (a Roo Code fork) keeps task folders, read by Cline's task reader.
 */
import { mergeSources } from "../../sources/merge.ts";
import type { Source } from "../../types.ts";
import type { TaskStore } from "../cline/storage.ts";
import { createTaskFolderSource, type TaskPlatform } from "../cline/tasks.ts";

/** Create Kilo Code's source over its storages, newest first (async: a storage may load a module). */
// deno-lint-ignore require-await -- until the kilo.db storage, loaded with `await import`, is added
export async function createKiloCodeSource(
  store: TaskStore,
  config: TaskPlatform = {},
): Promise<Source> {
  const storages: Source[] = [
    // Kilo Code ≥ 7: the OpenCode reader over `kilo.db`, here, as the first storage.
    createTaskFolderSource(store, config),
  ];
  return mergeSources(store, storages);
}
