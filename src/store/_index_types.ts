/** The index (`src/store/index.ts`) as its callers see it, and the shapes it answers with. */
import type { StoreKind } from "./stores.ts";
import type { IndexedInsight, SearchHit } from "./_index_read.ts";
import type { MemoryIndex } from "./_index_memory.ts";
import type { SyncReport } from "./_index_sync.ts";
import type { ProjectEntry, ProjectMemory } from "./memory.ts";

export interface ProjectStats {
  sessions: number;
  insights: number;
  lastUpdate: string | null;
  topTags: Array<{ tag: string; count: number }>;
}

export interface IndexStats {
  path: string;
  sizeBytes: number;
  files: number;
  summaries: number;
  insights: number;
  projects: number;
  stores: Array<{ dir: string; kind: StoreKind; projectId: string; insights: number }>;
}

export interface SearchOptions {
  projectId?: string;
  /** Max hits; default 10, at most 200. */
  limit?: number;
}

export interface Index extends Disposable {
  readonly path: string;
  /** Re-read changed summary files of every known store; drop deleted ones. */
  sync(): Promise<SyncReport>;
  /** Ranked hits; any input is safe (never an FTS syntax error). */
  search(query: string, options?: SearchOptions): SearchHit[];
  /**
   * Snippets of summaries found elsewhere (a team server's results), the query's matches marked
   * `«…»` as `search` marks its own.
   */
  snippets(query: string, summaries: readonly string[]): string[];
  /** Full insights by id, in the order asked; unknown ids are left out. */
  getInsights(ids: string[]): IndexedInsight[];
  /** A project's insights, newest first. */
  projectInsights(
    projectId: string,
    options?: { limit?: number; offset?: number },
  ): IndexedInsight[];
  /** A project's memory; `own`: its own stores only (not what `ctx pull` brought). */
  projectStats(projectId: string, options?: { topTags?: number; own?: boolean }): ProjectStats;
  /**
   * What a project's own memory holds, every folder together and per folder of it here, and
   * what was pulled from its team: the one count every door says (after `sync`).
   */
  counts(projectId: string): ProjectMemory;
  /** Every project with its memory, newest first (after `sync`). */
  projects(): ProjectEntry[];
  stats(): IndexStats;
  /** What memory reads: merge keys, supersessions, files (`_index_memory.ts`). */
  readonly memory: MemoryIndex;
  /**
   * `compute()`'s answer for `key`, kept until the index changes (any commit, by any process):
   * for what is derived from the index alone. Not a copy: the caller must not change it.
   */
  kept<T>(key: string, compute: () => T): T;
  close(): void;
}
