/** Step 1 of a run: list the sessions every chosen source finds for the project. */
import { errorMessage } from "../errors.ts";
import { exists } from "../fsutil.ts";
import type { DiscoverOptions, SessionRef, Source, SourceId } from "../types.ts";

/** One session found by a source, to be distilled by that source's reader. */
export interface WorkItem {
  source: Source;
  ref: SessionRef;
}

/** Where one source looked and what it found there for the project. */
export interface SourceLook {
  source: SourceId;
  label: string;
  /** Sessions of this project it found. */
  found: number;
  /** Threads the assistant started itself (subagents) it found and skipped. */
  threads: number;
  /** The places it reads (folders or database files), and whether each exists. */
  locations: Array<{ path: string; exists: boolean }>;
}

/**
 * Ask each source, in order, for its sessions; `dirs` gives a source its `--<assistant>-dir`.
 * A source that fails is a warning naming it; the others are still listed.
 */
export async function discoverSessions(
  sources: readonly Source[],
  options: DiscoverOptions,
  dirs: Partial<Record<SourceId, string>> = {},
): Promise<{ work: WorkItem[]; warnings: string[]; looked: SourceLook[] }> {
  const work: WorkItem[] = [];
  const warnings: string[] = [];
  const looked: SourceLook[] = [];
  for (const source of sources) {
    const dir = dirs[source.id];
    const sourceOptions = { ...options, ...(dir ? { dir } : {}) };
    let found = 0;
    let threads = 0;
    try {
      const listed = await source.discover(sourceOptions);
      warnings.push(...listed.warnings);
      for (const ref of listed.refs) work.push({ source, ref });
      found = listed.refs.length;
      threads = listed.threads ?? 0;
    } catch (error) {
      warnings.push(`Cannot list ${source.label} sessions: ${errorMessage(error)}`);
    }
    const paths = source.locations?.(sourceOptions) ?? [];
    const locations = await Promise.all(
      paths.map(async (path) => ({ path, exists: await exists(path) })),
    );
    looked.push({ source: source.id, label: source.label, found, threads, locations });
  }
  return { work, warnings, looked };
}
