/**
 * The team server's wire format, shared by the server (validation) and the client (what it
 * sends, what it accepts back). Every bound here is enforced by the server; the client clamps
 * to the same bounds so a long field never fails a whole batch.
 */
import { z } from "zod";
import { sha256Hex } from "../fsutil.ts";
import { safeLine } from "../safe_text.ts";
import { INSIGHT_TYPES } from "../types.ts";
import { projectIdRefusal } from "./_ids.ts";

/** Bounds of one request. The client batches and clamps to stay inside them. */
export const LIMITS = {
  maxBodyBytes: 1_000_000,
  maxInsightsPerRequest: 500,
  maxTitle: 300,
  maxSummary: 4000,
  maxTags: 20,
  maxTag: 50,
  maxFile: 500,
  maxProjectId: 200,
  maxDisplayName: 200,
  maxContributor: 200,
  maxSourceIde: 50,
  /** Content hashes one push may withdraw (`withdraw`: superseded insights this key posted). */
  maxWithdraw: 500,
  maxPageSize: 1000,
  defaultPageSize: 1000,
  /** A listing page stops growing once its JSON reaches this size (it always holds one). */
  maxPageBytes: 1_000_000,
  /** Search: the query's characters and words, and results per answer. */
  maxQuery: 200,
  maxQueryWords: 16,
  maxSearchResults: 50,
  defaultSearchResults: 20,
} as const;

/** A `contentHash`: SHA-256 in lowercase hex. */
export const CONTENT_HASH = /^[0-9a-f]{64}$/;

/**
 * Project ids are what `resolveProject` produces: no slashes or spaces, never `.` or `..`, no
 * Windows device name or trailing dot (a teammate's client writes them into a folder name).
 */
export const projectIdSchema = z.string().max(LIMITS.maxProjectId).superRefine((id, ctx) => {
  const refusal = projectIdRefusal(id);
  if (refusal) ctx.addIssue({ code: z.ZodIssueCode.custom, message: refusal });
});

export const insightInputSchema = z.object({
  type: z.enum(INSIGHT_TYPES),
  title: z.string().trim().min(1).max(LIMITS.maxTitle),
  summary: z.string().trim().min(1).max(LIMITS.maxSummary),
  tags: z.array(z.string().trim().min(1).max(LIMITS.maxTag)).max(LIMITS.maxTags).default([]),
  file: z.string().max(LIMITS.maxFile).optional(),
});
export type InsightInput = z.infer<typeof insightInputSchema>;

export const pushBodySchema = z.object({
  project_id: projectIdSchema,
  project_display_name: z.string().trim().min(1).max(LIMITS.maxDisplayName).optional(),
  source_ide: z.string().trim().min(1).max(LIMITS.maxSourceIde).optional(),
  contributor: z.string().trim().min(1).max(LIMITS.maxContributor).optional(),
  insights: z.array(insightInputSchema).min(1).max(LIMITS.maxInsightsPerRequest),
  /**
   * Content hashes (`contentHash`) of insights the pushing key posted to this project and now
   * withdraws (superseded on its machine): each becomes a tombstone, as an admin's deletion does,
   * so teammates' next pull removes it; pushing it again stores it again. Only what this key
   * posted is withdrawn. Servers before it ignore the field.
   */
  withdraw: z.array(z.string().regex(CONTENT_HASH, "must be a content hash")).max(
    LIMITS.maxWithdraw,
  ).optional(),
});
export type PushBody = z.infer<typeof pushBodySchema>;
/** What the client builds (before the server applies defaults). */
export type PushBodyInput = z.input<typeof pushBodySchema>;

export const pushResultSchema = z.object({
  inserted: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /**
   * The server's id of each pushed insight, in the order of the request (new or already
   * stored). Absent from servers before cursors.
   */
  ids: z.array(z.string()).optional(),
  /** How many of `withdraw` were withdrawn now. Absent from servers that ignore `withdraw`. */
  withdrawn: z.number().int().nonnegative().optional(),
});
export type PushResult = z.infer<typeof pushResultSchema>;

/** Which key posted an insight, as the server recorded it (the label is the admin's). */
export const postedBySchema = z.object({
  key_id: z.number().int().nonnegative(),
  label: z.string().nullable(),
});
export type PostedBy = z.infer<typeof postedBySchema>;

export const teamInsightSchema = z.object({
  id: z.string().min(1).max(100),
  project_id: z.string(),
  type: z.enum(INSIGHT_TYPES),
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  file: z.string().nullable(),
  source_ide: z.string().nullable(),
  /** What the client claimed (its git identity): anyone can claim any name. */
  contributor: z.string().nullable(),
  /** The key that posted it: what the server knows. Absent from servers that do not say. */
  posted_by: postedBySchema.nullable().optional(),
  created_at: z.string(),
  /**
   * `contentHash` of (type, title, summary, file) as stored: how a client recognises what it
   * pushed itself, whichever key pushed it. Absent from servers before cursors.
   */
  content_hash: z.string().optional(),
});
export type TeamInsight = z.infer<typeof teamInsightSchema>;

/** An insight that was deleted on the server: remove it from the local copy. */
export const tombstoneSchema = z.object({
  id: z.string().min(1).max(100),
  project_id: z.string(),
  content_hash: z.string(),
  contributor: z.string().nullable(),
  posted_by: postedBySchema.nullable(),
  deleted_at: z.string(),
});
export type Tombstone = z.infer<typeof tombstoneSchema>;

/** One change of a project, in cursor order: an insight stored (or stored again), or deleted. */
export const changeSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("put"), insight: teamInsightSchema }),
  z.object({ op: z.literal("delete"), tombstone: tombstoneSchema }),
]);
export type Change = z.infer<typeof changeSchema>;

/** `GET /api/changes`: one page of a project's changes after a cursor. */
export const changesPageSchema = z.object({
  /**
   * The cursor sent is not valid here (another server, or a database restored from a backup):
   * this listing starts from the beginning, so the client rebuilds its copy of the project.
   */
  reset: z.boolean(),
  changes: z.array(changeSchema),
  /** Where the next page (or the next pull) starts: always present; store it once applied. */
  cursor: z.string(),
  /** True when more changes follow now: ask again with `cursor` at once. */
  more: z.boolean(),
});
export type ChangesPage = z.infer<typeof changesPageSchema>;

/** `GET /api/search`: the best matches, best first. */
export const searchResultsSchema = z.object({ results: z.array(teamInsightSchema) });

export const insightsPageSchema = z.object({
  insights: z.array(teamInsightSchema),
  /** Pass as `after` to get the next page; null on the last page. */
  next_cursor: z.string().nullable().optional(),
});
export type InsightsPage = z.infer<typeof insightsPageSchema>;

export const teamProjectSchema = z.object({
  project_id: z.string(),
  display_name: z.string().nullable(),
  insight_count: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type TeamProject = z.infer<typeof teamProjectSchema>;

export const projectsSchema = z.object({ projects: z.array(teamProjectSchema) });

const usageLimitsSchema = z.object({
  insights: z.number().int(),
  projects: z.number().int(),
  members: z.number().int(),
});

export const teamMeSchema = z.object({
  team_id: z.string(),
  name: z.string(),
  plan: z.string(),
  /** The key making the request: how a client recognises its own insights. */
  key: z.object({ id: z.number().int().nonnegative(), label: z.string().nullable() }).optional(),
  usage: z.object({
    insights: z.number().int(),
    projects: z.number().int(),
    members: z.number().int(),
    limits: usageLimitsSchema,
  }),
});
export type TeamMe = z.infer<typeof teamMeSchema>;

export const errorBodySchema = z.object({ error: z.object({ message: z.string() }) });

/** The listing query: `project_id` required, `since` (ISO-8601, inclusive), `after`, `limit`. */
export const listQuerySchema = z.object({
  project_id: projectIdSchema,
  // The format check alone lets an offset such as `+99:99` through, which no date has.
  since: z.string().datetime({ offset: true }).refine(
    (text) => Number.isFinite(Date.parse(text)),
    "must be a real date and time",
  ).optional(),
  after: z.string().regex(/^\d{1,15}$/, "must be a cursor returned by the server").optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.defaultPageSize),
});

/** A change cursor: the database's epoch, a dot, the project's change number. */
export const CURSOR_PATTERN = /^([0-9A-Za-z]{1,16})\.(\d{1,15})$/;

/** The changes query: `project_id` required, `cursor` (absent: from the start), `limit`. */
export const changesQuerySchema = z.object({
  project_id: projectIdSchema,
  cursor: z.string().regex(CURSOR_PATTERN, "must be a cursor returned by the server").optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.defaultPageSize),
});

/** The search query: `q` (words), optional `project_id`, `limit`. */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(LIMITS.maxQuery).refine(
    (q) => safeLine(q) === q,
    "must not contain control characters or line breaks",
  ).refine((q) => queryWords(q).length > 0, "must contain a word (letters or digits)"),
  project_id: projectIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.maxSearchResults).default(
    LIMITS.defaultSearchResults,
  ),
});

/**
 * The words of a search query (letters and digits; everything else separates them), at most
 * `maxQueryWords`. An insight matches when it holds every word (stemmed: "caching" finds
 * "cache").
 */
export function queryWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, LIMITS.maxQueryWords);
}

/**
 * The identity of an insight: SHA-256 (hex) of the JSON array `[type, title, summary, file]`
 * (`file` null when absent), over the values as the server stores them (title and summary
 * trimmed). Tags are not part of it. Pushing the same content again stores nothing new.
 */
export function contentHash(
  insight: { type: string; title: string; summary: string; file?: string | null },
): string {
  return sha256Hex(
    JSON.stringify([insight.type, insight.title, insight.summary, insight.file ?? null]),
  );
}
