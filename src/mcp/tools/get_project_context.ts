/** `get_project_context`: full insights by id, or without ids the project's brief. */
import { NOTES_NOT_INSTRUCTIONS } from "../../memory/mod.ts";
import type { ToolContext } from "../_context.ts";
import { GET_PROJECT_CONTEXT, type ToolHandler } from "../_definitions.ts";
import { callMemory, renderServed } from "../_memory.ts";
import { describeSource, guarded, toolResult } from "../_results.ts";

/** The handler of `get_project_context` (`GET_PROJECT_CONTEXT` in `_definitions.ts`). */
export function getProjectContext(ctx: ToolContext): ToolHandler<typeof GET_PROJECT_CONTEXT> {
  return (args) =>
    guarded(ctx.deps, "get_project_context", async () => {
      if (args.ids) {
        using memory = callMemory(ctx, await ctx.syncedIndex());
        const insights = await memory.serve(args.ids);
        // An id merged into another insight is found: it is in that one's evidence.
        const found = new Set(insights.flatMap((i) => [i.id, ...i.evidence.map((e) => e.id)]));
        const notFound = args.ids.filter((id) => !found.has(id));
        const lines = [NOTES_NOT_INSTRUCTIONS, ...insights.map(renderServed)];
        if (notFound.length) lines.push(`Not found: ${notFound.join(", ")}`);
        if (insights.length === 0) lines.push("None of these ids is known.");
        return toolResult(lines.join("\n\n"), {
          project: null,
          notice: NOTES_NOT_INSTRUCTIONS,
          insights,
          ...(notFound.length ? { notFound } : {}),
        });
      }
      const project = await ctx.project(args.project_path);
      using memory = callMemory(ctx, await ctx.syncedIndex());
      const header = `Project ${project.id} at ${project.root} — ${describeSource(project.from)}.`;
      const budget = ctx.deps.config.briefTokens * 4;
      const brief = await memory.brief(project.id, budget - header.length - 2, {
        root: project.root,
      });
      const note = brief.counts.stored === 0
        ? "No insights for this project yet: call fetch_project_context to distill its sessions."
        : undefined;
      const text = `${header}\n\n${brief.text}`;
      return toolResult(text, {
        project: { id: project.id, root: project.root, from: project.from },
        notice: NOTES_NOT_INSTRUCTIONS,
        insights: brief.insights,
        total: brief.counts.stored,
        brief: {
          budgetTokens: ctx.deps.config.briefTokens,
          tokens: Math.ceil(text.length / 4),
          current: brief.counts.current,
          stored: brief.counts.stored,
        },
        ...(note ? { note } : {}),
      });
    });
}
