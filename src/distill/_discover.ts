/** Step 1 of a run: list the sessions every chosen source finds for the project. */
import { errorMessage } from "../errors.ts";
import type { DiscoverOptions, SessionRef, Source, SourceId } from "../types.ts";

/** One session found by a source, to be distilled by that source's reader. */
export interface WorkItem {
  source: Source;
  ref: SessionRef;
}

/**
 * Ask each source, in order, for its sessions; `dirs` gives a source its `--<assistant>-dir`.
 * A source that fails is a warning naming it; the others are still listed.
 */
export async function discoverSessions(
  sources: readonly Source[],
  options: DiscoverOptions,
  dirs: Partial<Record<SourceId, string>> = {},
): Promise<{ work: WorkItem[]; warnings: string[] }> {
  const work: WorkItem[] = [];
  const warnings: string[] = [];
  for (const source of sources) {
    try {
      const dir = dirs[source.id];
      const found = await source.discover({ ...options, ...(dir ? { dir } : {}) });
      warnings.push(...found.warnings);
      for (const ref of found.refs) work.push({ source, ref });
    } catch (error) {
      warnings.push(`Cannot list ${source.label} sessions: ${errorMessage(error)}`);
    }
  }
  return { work, warnings };
}
