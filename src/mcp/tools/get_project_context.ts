/** `get_project_context`: full insights, by id or the project's newest. */
import { z } from "zod";
import type { IndexedInsight } from "../../store/mod.ts";
import { plural } from "../../text.ts";
import { day, describeSource, guarded, type ToolContext, toolResult } from "../_context.ts";
import { statusText, withStatus } from "../../memory/mod.ts";
import {
  type InsightOutput,
  insightOutput,
  projectPathInput,
  projectRef,
  statusOutput,
  toolInput,
} from "../_schemas.ts";

/** Insights returned when no ids are given; more through ids or search. */
export const DEFAULT_INSIGHTS = 20;

const inputSchema = toolInput({
  project_path: projectPathInput,
  ids: z.array(z.string().min(1).max(100)).min(1).max(50).optional().describe(
    "Insight ids (`ins_…`) from fetch_project_context or search_context. Omit to get the " +
      `project's ${DEFAULT_INSIGHTS} newest insights.`,
  ),
});

const outputSchema = {
  project: projectRef.nullable(),
  insights: z.array(insightOutput),
  total: z.number().int().optional(),
  notFound: z.array(z.string()).optional(),
  note: z.string().optional(),
};

export function registerGetProjectContext(ctx: ToolContext): void {
  ctx.server.registerTool("get_project_context", {
    title: "Read insights",
    description:
      "Read distilled insights in full: the ones whose ids you pass, or without ids the " +
      `project's ${DEFAULT_INSIGHTS} newest. Use after fetch_project_context or search_context.`,
    inputSchema,
    outputSchema,
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, (args) =>
    guarded(ctx.deps, "get_project_context", async () => {
      if (args.ids) {
        const index = await ctx.syncedIndex();
        const insights = await withStatus(
          ctx.deps,
          index,
          index.getInsights(args.ids).map(toOutput),
        );
        const found = new Set(insights.map((i) => i.id));
        const notFound = args.ids.filter((id) => !found.has(id));
        const lines = insights.map(render);
        if (notFound.length) lines.push(`Not found: ${notFound.join(", ")}`);
        return toolResult(lines.join("\n\n") || "None of these ids is known.", {
          project: null,
          insights,
          ...(notFound.length ? { notFound } : {}),
        });
      }
      const project = await ctx.project(args.project_path);
      const index = await ctx.syncedIndex();
      const total = index.projectStats(project.id).insights;
      const insights = await withStatus(
        ctx.deps,
        index,
        index.projectInsights(project.id, { limit: DEFAULT_INSIGHTS }).map(toOutput),
      );
      const header =
        `Project ${project.id} at ${project.root} — ${describeSource(project.from)}. ` +
        `${plural(total, "insight")}, newest first.`;
      const note = total === 0
        ? "No insights for this project yet: call fetch_project_context to distill its sessions."
        : total > insights.length
        ? `Showing the ${insights.length} newest of ${total}. For older ones use search_context ` +
          "with a few words, then get_project_context with their ids."
        : undefined;
      const text = [header, ...insights.map(render), ...(note ? [note] : [])].join("\n\n");
      return toolResult(text, {
        project: { id: project.id, root: project.root, from: project.from },
        insights,
        total,
        ...(note ? { note } : {}),
      });
    }));
}

function toOutput(insight: IndexedInsight): Omit<InsightOutput, keyof typeof statusOutput> {
  const out: Omit<InsightOutput, keyof typeof statusOutput> = {
    id: insight.id,
    projectId: insight.projectId,
    type: insight.type,
    title: insight.title,
    summary: insight.summary,
    tags: insight.tags,
    date: insight.date,
    source: insight.source,
    kind: insight.kind,
  };
  if (insight.file) out.file = insight.file;
  if (insight.contributor) out.contributor = insight.contributor;
  return out;
}

function render(i: InsightOutput): string {
  const meta = [
    i.id,
    i.type,
    day(i.date),
    i.source,
    ...(i.contributor ? [`shared by ${i.contributor}`] : []),
    ...(i.tags.length ? [`tags: ${i.tags.join(", ")}`] : []),
    ...(i.file ? [`file: ${i.file}`] : []),
    statusText({ status: i.status, detail: i.statusDetail }),
  ];
  return `## ${i.title}\n${meta.join(" · ")}\n${i.summary}`;
}
