/** The team server's storage contract: rows, limits, and what the HTTP handler calls. */
import { sha256Hex } from "../fsutil.ts";
import type { PushBody, PushResult, TeamInsight, TeamMe, TeamProject } from "./_protocol.ts";

/** Per-team limits; large by default (self-hosted), lowered per team with `create-team` flags. */
export interface TeamLimits {
  insights: number;
  projects: number;
  members: number;
}

export const DEFAULT_TEAM_LIMITS: TeamLimits = {
  insights: 1_000_000,
  projects: 10_000,
  members: 1_000,
};

export interface TeamRow {
  id: string;
  name: string;
  createdAt: string;
  limits: TeamLimits;
}

export interface KeyRow {
  id: number;
  teamId: string;
  /** The first characters of the key (`ctxt_` + 7), kept to find and name it. */
  lookup: string;
  /** SHA-256 hex of the whole key. */
  hash: string;
  label: string | null;
  createdAt: string;
  revokedAt: string | null;
}

export interface ListQuery {
  projectId: string;
  since?: string;
  after?: string;
  limit: number;
}

/** One listed insight and the cursor that lists what comes after it. */
export interface InsightRow {
  cursor: string;
  insight: TeamInsight;
}

/** Who is asking: the team of the key and the key itself (every insight records its poster). */
export interface Caller {
  teamId: string;
  keyId: number;
}

/** A push would take the team over one of its limits. The server answers 403. */
export class QuotaExceededError extends Error {}

/** What the HTTP handler needs from storage (tests inject a failing one to check 500s). */
export interface TeamStorage {
  /** Active (not revoked) keys whose lookup prefix is `lookup`. */
  activeKeys(lookup: string): KeyRow[];
  /** The team, its usage, and the calling key (id and label). */
  teamMe(caller: Caller): TeamMe;
  /** Store a push; each new insight records `caller.keyId` as the key that posted it. */
  pushInsights(caller: Caller, body: PushBody, options: { now: Date }): PushResult;
  /** Up to `query.limit` insights of a project after `query.after`, in push order. */
  insightRows(teamId: string, query: ListQuery): InsightRow[];
  listProjects(teamId: string): TeamProject[];
}

/** The identity of an insight: its type, title, summary and file (tags are not part of it). */
export function contentHash(
  insight: { type: string; title: string; summary: string; file?: string },
): string {
  return sha256Hex(
    JSON.stringify([insight.type, insight.title, insight.summary, insight.file ?? null]),
  );
}
