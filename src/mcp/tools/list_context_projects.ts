/** `list_context_projects`: every project ctx has memory for. */
import { z } from "zod";
import { day, guarded, type ToolContext, toolResult } from "../_context.ts";
import { storeKind } from "../_schemas.ts";

const outputSchema = {
  projects: z.array(z.object({
    id: z.string(),
    root: z.string(),
    insights: z.number().int(),
    sessions: z.number().int(),
    lastUpdate: z.string(),
    kinds: z.array(storeKind),
  })),
};

export function registerListContextProjects(ctx: ToolContext): void {
  ctx.server.registerTool("list_context_projects", {
    title: "List projects with memory",
    description:
      "List every project ctx holds distilled knowledge for: id, folder, insight count, last " +
      "update. Use an id's folder as project_path in the other tools.",
    inputSchema: {},
    outputSchema,
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, () =>
    guarded(ctx.deps, "list_context_projects", async () => {
      const index = await ctx.syncedIndex();
      const projects = index.projects();
      const lines = projects.length === 0
        ? ["No project has distilled insights yet (call fetch_project_context in a project)."]
        : projects.map((p) =>
          `- ${p.id}${p.root ? ` (${p.root})` : ""}: ${p.insights} insights from ` +
          `${p.sessions} sessions, last ${day(p.lastUpdate)}${
            p.kinds.includes("team") ? ", includes team insights" : ""
          }`
        );
      return toolResult(lines.join("\n"), { projects });
    }));
}
