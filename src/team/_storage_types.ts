/** The team server's storage contract: rows, limits, and what the HTTP handler and admin call. */
import type {
  Change,
  PushBody,
  PushResult,
  TeamInsight,
  TeamMe,
  TeamProject,
} from "./_protocol.ts";

export { contentHash } from "./_protocol.ts";

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
  /** When it stops working by itself (`--expires`, or the end of a rotation's grace). */
  expiresAt: string | null;
  /** The key that replaced it (`rotate-key`). */
  replacedBy: number | null;
}

/** Whether a key works at `now`: not revoked, not past its expiry. */
export function keyState(key: KeyRow, now: Date): "active" | "revoked" | "expired" {
  if (key.revokedAt !== null) return "revoked";
  if (key.expiresAt !== null && key.expiresAt <= now.toISOString()) return "expired";
  return "active";
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

/** The changes of a project after a change number (`_listing.ts` makes the cursor). */
export interface ChangesQuery {
  projectId: string;
  /** Change number after which to list (0: from the start). */
  after: number;
  limit: number;
}

/** One change and its change number. */
export interface ChangeRow {
  seq: number;
  change: Change;
}

export interface SearchQuery {
  words: string[];
  projectId?: string;
  limit: number;
}

/** Who is asking: the team of the key and the key itself (every insight records its poster). */
export interface Caller {
  teamId: string;
  keyId: number;
  /** The client's address (for the audit log), when known. */
  address?: string;
}

/** What the audit log records. */
export const AUDIT_ACTIONS = [
  "push",
  "pull",
  "search",
  "delete",
  "team.create",
  "key.add",
  "key.revoke",
  "key.rotate",
  "cursors.reset",
] as const;
export type AuditAction = typeof AUDIT_ACTIONS[number];

export interface AuditEvent {
  at: string;
  teamId: string | null;
  keyId: number | null;
  action: AuditAction;
  projectId: string | null;
  /** Counts and ids of what happened; never a key, never insight text. */
  detail: Record<string, unknown>;
  address: string | null;
}

export interface AuditFilter {
  teamId?: string;
  keyId?: number;
  action?: AuditAction;
  projectId?: string;
  /** ISO-8601, inclusive. */
  since?: string;
  /** ISO-8601, exclusive. */
  until?: string;
  limit: number;
}

/** What the admin deletes: a project's insights, a member's (by key), or a member's in one project. */
export interface DeleteTarget {
  teamId: string;
  projectId?: string;
  keyId?: number;
  /** Only the insights with these content hashes (a push's `withdraw`). */
  hashes?: readonly string[];
}

/** A push would take the team over one of its limits. The server answers 403. */
export class QuotaExceededError extends Error {}

/** Seams of a push for tests: `beforeCommit` runs inside the transaction, before its commit. */
export interface PushOptions {
  now: Date;
  beforeCommit?: () => Promise<void>;
}

/** What the HTTP handler needs from storage (tests inject a failing one to check 500s). */
export interface TeamStorage {
  /** Keys (active or not) whose lookup prefix is `lookup`; the caller checks hash and state. */
  keysByLookup(lookup: string): Promise<KeyRow[]>;
  /** The team, its usage, and the calling key (id and label). */
  teamMe(caller: Caller, now: Date): Promise<TeamMe>;
  /** Store a push; each new insight records `caller.keyId` as the key that posted it. */
  pushInsights(caller: Caller, body: PushBody, options: PushOptions): Promise<PushResult>;
  /** Up to `query.limit` live insights of a project after `query.after`, in change order. */
  insightRows(teamId: string, query: ListQuery): Promise<InsightRow[]>;
  /** Up to `query.limit` changes (insights and tombstones) after `query.after`, in order. */
  changeRows(teamId: string, query: ChangesQuery): Promise<ChangeRow[]>;
  /** The epoch of this database's cursors (a cursor of another epoch starts over). */
  cursorEpoch(): Promise<string>;
  listProjects(teamId: string): Promise<TeamProject[]>;
  /** The best matches of every word, best first, live insights only. */
  search(teamId: string, query: SearchQuery): Promise<TeamInsight[]>;
  /** Add an event to the audit log. */
  audit(event: AuditEvent): Promise<void>;
}
