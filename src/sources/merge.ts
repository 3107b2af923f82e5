/**
 * One assistant's storages read as one source: Cline 4.x's sessions and its older task folders,
 * Kilo Code's `kilo.db` and its legacy task folders. Each storage is a `Source` of its own,
 * listed newest first; a session found in two is read from the first that lists it, by its id
 * or by the id its older copy had (a ref's `data.replaces`: Kilo Code keeps a migrated task's
 * id as the session's slug).
 *
 * @example
 * const source = mergeSources({ id: "cline", label: "Cline" }, [sessions, taskFolders]);
 */
import { errorMessage } from "../errors.ts";
import type { DiscoverOptions, SessionRef, Source } from "../types.ts";

/** Where a merged ref came from: the index of its storage (private to the merged source). */
const STORAGE = "storage";

/** The storages `parts` (newest first) as one source named `assistant`. */
export function mergeSources(
  assistant: { id: string; label: string },
  parts: readonly Source[],
): Source {
  return {
    id: assistant.id,
    label: assistant.label,
    locations: (options) => [...new Set(parts.flatMap((p) => p.locations?.(options) ?? []))],
    discover: (options) => discoverAll(assistant, parts, options),
    read(ref, options) {
      const part = parts[Number(ref.data?.[STORAGE] ?? 0)] ?? parts[0]!;
      return part.read(ref, options);
    },
  };
}

async function discoverAll(
  assistant: { id: string; label: string },
  parts: readonly Source[],
  options: DiscoverOptions,
): Promise<{ refs: SessionRef[]; warnings: string[] }> {
  const listed = await Promise.all(parts.map(async (part) => {
    try {
      return await part.discover(options);
    } catch (error) {
      options.signal?.throwIfAborted();
      return {
        refs: [],
        warnings: [`Cannot list ${assistant.label} sessions: ${errorMessage(error)}`],
      };
    }
  }));
  const seen = new Set<string>();
  const refs: SessionRef[] = [];
  listed.forEach(({ refs: found }, storage) => {
    for (const ref of found) {
      if (seen.has(ref.id)) continue;
      seen.add(ref.id);
      const replaces = ref.data?.["replaces"];
      if (replaces) seen.add(replaces);
      refs.push({
        ...ref,
        source: assistant.id,
        data: { ...ref.data, [STORAGE]: String(storage) },
      });
    }
  });
  // `--<id>-dir` names one storage: the others' "nothing here" is no news once one found some.
  const some = listed.some((l) => l.refs.length > 0);
  const warnings = listed.flatMap((l) =>
    options.dir && some && l.refs.length === 0 ? [] : l.warnings
  );
  return { refs, warnings };
}
