/**
 * The team server's wire format, shared by the server (validation) and the client (what it
 * sends, what it accepts back). Every bound here is enforced by the server; the client clamps
 * to the same bounds so a long field never fails a whole batch.
 */
import { z } from "zod";
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
  maxPageSize: 1000,
  defaultPageSize: 1000,
  /** A listing page stops growing once its JSON reaches this size (it always holds one). */
  maxPageBytes: 1_000_000,
} as const;

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
});
export type PushBody = z.infer<typeof pushBodySchema>;
/** What the client builds (before the server applies defaults). */
export type PushBodyInput = z.input<typeof pushBodySchema>;

export const pushResultSchema = z.object({
  inserted: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
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
});
export type TeamInsight = z.infer<typeof teamInsightSchema>;

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
