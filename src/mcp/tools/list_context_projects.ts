/** `list_context_projects`: every project ctx has memory for, and each folder of it here. */
import { markMissing } from "../../store/folder.ts";
import { countText, projectCountText } from "../../store/memory.ts";
import type { ToolContext } from "../_context.ts";
import { LIST_CONTEXT_PROJECTS, type ToolHandler } from "../_definitions.ts";
import { day, guarded, toolResult } from "../_results.ts";

/** The handler of `list_context_projects` (`LIST_CONTEXT_PROJECTS` in `_definitions.ts`). */
export function listContextProjects(ctx: ToolContext): ToolHandler<typeof LIST_CONTEXT_PROJECTS> {
  return () =>
    guarded(ctx.deps, "list_context_projects", async () => {
      const index = await ctx.syncedIndex();
      // A folder moved or deleted keeps its memory under its old path: said, as ctx status does.
      const projects = index.projects().map(markMissing).map((p) => ({
        id: p.id,
        root: p.root,
        sessions: p.sessions,
        insights: p.insights,
        folders: p.folders,
        team: p.team,
        lastUpdate: p.lastUpdate,
        kinds: p.kinds,
        ...(p.missing ? { missing: p.missing } : {}),
      }));
      const gone = (missing: true | undefined) => missing ? ", folder missing" : "";
      const lines = projects.length === 0
        ? ["No project has distilled insights yet (call fetch_project_context in a project)."]
        : projects.flatMap((p) => [
          `- ${p.id}${p.folders.length > 1 || !p.root ? "" : ` (${p.root}${gone(p.missing)})`}: ${
            projectCountText(p)
          }, last ${day(p.lastUpdate)}`,
          // Clones of one origin: one project, said per folder.
          ...(p.folders.length > 1
            ? p.folders.map((f) => `  - folder ${f.root}${gone(f.missing)}: ${countText(f)}`)
            : []),
        ]);
      return toolResult(lines.join("\n"), { projects });
    });
}
