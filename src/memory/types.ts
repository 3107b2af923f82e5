/** What memory serves: an insight as every door gives it out (MCP results, `--json`, the brief). */
import type { Anchors, InsightType } from "../types.ts";
import type { Provenance } from "./provenance.ts";
import type { SupersededBy } from "./supersede.ts";
import type { InsightStatus, Status } from "./status.ts";

export type { InsightStatus, Status };

/** One session's saying of a served insight (a merged insight has one per repeat). */
export interface Evidence {
  /** The insight id that session's summary gives it. */
  id: string;
  source: string;
  sessionId: string;
  date: string;
  provenance: Provenance;
}

/** An insight as served: what the index knows, and what memory says of it now. */
export interface ServedInsight {
  id: string;
  projectId: string;
  type: InsightType;
  title: string;
  summary: string;
  tags: string[];
  file?: string;
  date: string;
  source: string;
  kind: "local" | "user" | "team";
  contributor?: string;
  /** Against the working tree now; absent where no status check was given (`openMemory`). */
  status?: Status;
  statusDetail?: InsightStatus["detail"];
  /** What it rests on: the session's turns and the files it points at (summary format 2). */
  anchors?: Anchors;
  /** The newest insight that replaces this one (it stays on disk; undo: `ctx supersessions`). */
  supersededBy?: SupersededBy;
  /** Distinct sessions that said it (repeats merged), at least 1. */
  confirmations: number;
  provenance: Provenance;
  /** Every session that said it, oldest first (this insight's own among them). */
  evidence: Evidence[];
}

/** A search hit as served: the insight without its summary, and the matching snippet. */
export type ServedHit = Omit<ServedInsight, "summary"> & { snippet: string };

/** A team server's search hit, before it is served. */
export type TeamSearchHit =
  & Omit<ServedInsight, "confirmations" | "provenance" | "evidence" | "summary">
  & { summary: string; snippet: string };
