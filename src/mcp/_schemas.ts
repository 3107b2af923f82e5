/** Zod shapes shared by the tools' input and output schemas. */
import { z } from "zod";
import { STATUSES } from "../memory/statuses.ts";
import { ANCHOR_VIAS, INSIGHT_TYPES } from "../types.ts";

export const projectPathInput = z.string().min(1).max(4096).optional().describe(
  "Absolute path of the project folder. Omit it to use the client's workspace root " +
    "(or the server's working directory).",
);

/**
 * A tool's arguments: exactly these, an unknown one refused (a client that misspells
 * `project_path` is told so instead of being answered for another project).
 */
export function toolInput<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).strict();
}

export const storeKind = z.enum(["local", "user", "team"]);

export const projectRef = z.object({
  id: z.string(),
  root: z.string(),
  /** How the project was chosen. */
  from: z.enum(["argument", "client root", "working directory"]),
});

/** An insight's evidence anchors, as its summary file keeps them (docs/memory.md, "Anchors"). */
export const anchorsOutput = z.object({
  turns: z.array(z.object({ id: z.string().optional(), at: z.string().optional() })),
  files: z.array(z.object({
    path: z.string(),
    lines: z.tuple([z.number().int(), z.number().int()]).optional(),
    snippet: z.string().optional(),
    via: z.enum(ANCHOR_VIAS),
  })),
  commit: z.string().optional(),
});

/** Where an insight comes from (docs/memory.md, "Provenance"). */
export const provenanceOutput = z.object({
  from: z.enum(["distilled-here", "repository", "team"]),
  by: z.string().optional(),
});

/**
 * What memory says of an insight when it is served: its code now (docs/memory.md, "Statuses"),
 * its anchors, what replaced it, how many sessions said it and where it comes from.
 */
const memoryFields = {
  status: z.enum(STATUSES).optional(),
  statusDetail: z.object({
    movedTo: z.string().optional(),
    commits: z.number().int().optional(),
    file: z.string().optional(),
    note: z.string().optional(),
  }).optional(),
  anchors: anchorsOutput.optional(),
  supersededBy: z.object({ id: z.string(), date: z.string() }).optional(),
  confirmations: z.number().int().min(1),
  provenance: provenanceOutput,
  evidence: z.array(z.object({
    id: z.string(),
    source: z.string(),
    sessionId: z.string(),
    date: z.string(),
    provenance: provenanceOutput,
  })),
};

/** What every answer serving insights says before them (docs/memory.md, "Provenance"). */
export const noticeOutput = z.string();

export const insightOutput = z.object({
  id: z.string(),
  projectId: z.string(),
  type: z.enum(INSIGHT_TYPES),
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  file: z.string().optional(),
  date: z.string(),
  source: z.string(),
  kind: storeKind,
  contributor: z.string().optional(),
  ...memoryFields,
});

export type InsightOutput = z.infer<typeof insightOutput>;
