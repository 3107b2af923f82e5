/** Zod shapes shared by the tools' input and output schemas. */
import { z } from "zod";
import { INSIGHT_TYPES } from "../types.ts";

export const projectPathInput = z.string().min(1).max(4096).optional().describe(
  "Absolute path of the project folder. Omit it to use the client's workspace root " +
    "(or the server's working directory).",
);

export const storeKind = z.enum(["local", "user", "team"]);

export const projectRef = z.object({
  id: z.string(),
  root: z.string(),
  /** How the project was chosen. */
  from: z.enum(["argument", "client root", "working directory"]),
});

// mem-brief: where an insight comes from, and the marks memory gives it (docs/memory.md).
export const provenanceOutput = z.object({
  from: z.enum(["distilled-here", "repository", "team"]),
  by: z.string().optional(),
});

const memoryFields = {
  // Present once the status check (src/memory/status.ts) serves it.
  status: z.enum(["verified", "moved", "changed", "gone", "unanchored"]).optional(),
  statusDetail: z.object({
    movedTo: z.string().optional(),
    commits: z.number().int().optional(),
    file: z.string().optional(),
  }).optional(),
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
