/** Synthetic summary stores for the index, MCP and search tests. */
import { join } from "node:path";
import { insightId } from "../../src/store/summary.ts";
import type { SummaryDoc } from "../../src/store/summary.ts";
import { writeSummary } from "../../src/store/files.ts";
import type { Insight, InsightType } from "../../src/types.ts";

export interface InsightSpec {
  title: string;
  summary: string;
  type?: InsightType;
  tags?: string[];
  file?: string;
}

/** A summary document of one session with the given insights (ids derived like the pipeline). */
export function summaryDoc(
  sessionId: string,
  specs: InsightSpec[],
  options: {
    project?: string;
    cwd?: string;
    date?: string;
    source?: string;
    contributor?: string;
  } = {},
): SummaryDoc {
  const source = options.source ?? "claude-code";
  const insights: Insight[] = [];
  for (const spec of specs) {
    const insight: Insight = {
      id: insightId(source, sessionId, spec.title),
      type: spec.type ?? "note",
      title: spec.title,
      summary: spec.summary,
      tags: spec.tags ?? [],
    };
    if (spec.file) insight.file = spec.file;
    insights.push(insight);
  }
  const date = options.date ?? "2026-01-01T10:00:00.000Z";
  const doc: SummaryDoc = {
    source,
    sessionId,
    project: options.project ?? "demo",
    cwd: options.cwd ?? "/work/demo",
    started: date,
    updated: date,
    distilled: date,
    model: "test-model",
    contentHash: `sha256:${sessionId}`,
    title: `Session ${sessionId}`,
    insights,
  };
  if (options.contributor) doc.contributor = options.contributor;
  return doc;
}

/** Write one session's summary into `dir`; returns the file path. */
export async function addSession(
  dir: string,
  sessionId: string,
  specs: InsightSpec[],
  options: Parameters<typeof summaryDoc>[2] = {},
): Promise<string> {
  return await writeSummary(dir, summaryDoc(sessionId, specs, options));
}

/** The per-user store folder of a project under a CTX_HOME. */
export function userStore(ctxHome: string, projectId: string): string {
  return join(ctxHome, "projects", projectId);
}
