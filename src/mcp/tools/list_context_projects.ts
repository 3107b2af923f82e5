/** `list_context_projects`: every project ctx has memory for, and each folder of it here. */
import { z } from "zod";
import { countText, projectCountText } from "../../store/memory.ts";
import { day, guarded, type ToolContext, toolResult } from "../_context.ts";
import { storeKind, toolInput } from "../_schemas.ts";

const count = { sessions: z.number().int(), insights: z.number().int() };

const outputSchema = {
  projects: z.array(z.object({
    id: z.string(),
    root: z.string(),
    /** The project's own memory, every folder together. */
    ...count,
    /** Each folder of the project on this machine (clones of one origin share the id). */
    folders: z.array(z.object({ root: z.string(), ...count })),
    /** Insights pulled from the team server, apart from the project's own. */
    team: z.number().int(),
    lastUpdate: z.string(),
    kinds: z.array(storeKind),
  })),
};

export function registerListContextProjects(ctx: ToolContext): void {
  ctx.server.registerTool("list_context_projects", {
    title: "List projects with memory",
    description:
      "List every project ctx holds distilled knowledge for: id, folders, session and insight " +
      "counts, last update. Use a folder as project_path in the other tools.",
    inputSchema: toolInput({}),
    outputSchema,
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, () =>
    guarded(ctx.deps, "list_context_projects", async () => {
      const index = await ctx.syncedIndex();
      const projects = index.projects().map((p) => ({
        id: p.id,
        root: p.root,
        sessions: p.sessions,
        insights: p.insights,
        folders: p.folders,
        team: p.team,
        lastUpdate: p.lastUpdate,
        kinds: p.kinds,
      }));
      const lines = projects.length === 0
        ? ["No project has distilled insights yet (call fetch_project_context in a project)."]
        : projects.flatMap((p) => [
          `- ${p.id}${p.folders.length > 1 || !p.root ? "" : ` (${p.root})`}: ${
            projectCountText(p)
          }, last ${day(p.lastUpdate)}`,
          // Clones of one origin: one project, said per folder.
          ...(p.folders.length > 1
            ? p.folders.map((f) => `  - folder ${f.root}: ${countText(f)}`)
            : []),
        ]);
      return toolResult(lines.join("\n"), { projects });
    }));
}
