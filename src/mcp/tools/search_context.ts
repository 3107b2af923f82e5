/** `search_context`: ranked full-text search over the distilled insights. */
import { z } from "zod";
import { statusText, withStatus } from "../../memory/mod.ts";
import { clipLine, plural } from "../../text.ts";
import type { Background } from "../_background.ts";
import { day, guarded, type ToolContext, toolResult } from "../_context.ts";
import { insightOutput, projectPathInput, projectRef, toolInput } from "../_schemas.ts";

const inputSchema = toolInput({
  query: z.string().min(1).max(1000).describe(
    "Words, identifiers, error codes or file paths, e.g. `ERR_REQUIRE_ESM`, " +
      "`src/store/ledger.ts`, `database locked`",
  ),
  project_path: projectPathInput.describe(
    "Only this project's insights (absolute folder path). Omit to search every project.",
  ),
  limit: z.number().int().min(1).max(50).optional().describe("Max results (default 10)"),
});

const outputSchema = {
  query: z.string(),
  project: projectRef.nullable(),
  // A hit is an insight whose summary is replaced by a snippet with the matches in «…».
  hits: z.array(insightOutput.omit({ summary: true }).extend({ snippet: z.string() })),
  note: z.string().optional(),
};

export function registerSearchContext(ctx: ToolContext, background: Background): void {
  ctx.server.registerTool("search_context", {
    title: "Search past work",
    description:
      "Search the knowledge distilled from past coding sessions (bugs and root causes, fixes, " +
      "decisions, gotchas) before answering questions about earlier work, errors or why " +
      "something was done. Every project unless project_path is given. Matches in «…».",
    inputSchema,
    outputSchema,
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, (args) =>
    guarded(ctx.deps, "search_context", async () => {
      const project = args.project_path === undefined
        ? undefined
        : await ctx.project(args.project_path);
      const index = await ctx.syncedIndex();
      const hits = await withStatus(
        ctx.deps,
        index,
        index.search(args.query, {
          ...(project ? { projectId: project.id } : {}),
          limit: args.limit ?? 10,
        }).map(({ score: _score, ...hit }) => hit),
      );
      const scope = project ? `project ${project.id}` : "all projects";
      // A fetch_project_context that just started distilling: its insights are not in yet.
      const coming = background.underWay(project?.id);
      const note = hits.length === 0
        ? `No insight matches "${clipLine(args.query, 80)}" in ${scope}` + (coming > 0
          ? ` yet: ${plural(coming, "session")} ${
            coming === 1 ? "is" : "are"
          } being distilled in the background; search again ` +
            "in a minute, or try other words, an identifier or a file name."
          : ". Try other words, an identifier or a file name.")
        : undefined;
      const lines = hits.length === 0 ? [note!] : [
        `${hits.length} result${hits.length === 1 ? "" : "s"} in ${scope} (best first):`,
        ...hits.map((h) =>
          `- ${h.id} [${h.type}] ${clipLine(h.title, 140)} — ${h.projectId}, ${day(h.date)}, ` +
          `${h.source}${h.contributor ? `, shared by ${h.contributor}` : ""}` +
          `${h.file ? `, file ${h.file}` : ""}, ${
            statusText({ status: h.status, detail: h.statusDetail })
          }` +
          `\n  ${clipLine(h.snippet, 300)}`
        ),
        "Full text: get_project_context with ids.",
      ];
      return toolResult(lines.join("\n"), {
        query: args.query,
        project: project ? { id: project.id, root: project.root, from: project.from } : null,
        hits,
        ...(note ? { note } : {}),
      });
    }));
}
