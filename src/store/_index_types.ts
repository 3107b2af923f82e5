/** The shapes the index answers with (`src/store/index.ts`). */
import type { StoreKind } from "./stores.ts";

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
