/** `search_context`: ranked full-text search over the distilled insights. */
import type { Index } from "../../store/mod.ts";
import { errorMessage } from "../../errors.ts";
import { memoryMarks, NOTES_NOT_INSTRUCTIONS } from "../../memory/mod.ts";
import { clipLine, plural } from "../../text.ts";
import type { TeamHit } from "../../team/search.ts";
import type { Background } from "../_background.ts";
import type { ToolContext } from "../_context.ts";
import { SEARCH_CONTEXT, type ToolHandler } from "../_definitions.ts";
import { callMemory } from "../_memory.ts";
import { day, guarded, toolResult } from "../_results.ts";

/** The handler of `search_context` (`SEARCH_CONTEXT` in `_definitions.ts`). */
export function searchContext(
  ctx: ToolContext,
  background: Background,
): ToolHandler<typeof SEARCH_CONTEXT> {
  return (args) =>
    guarded(ctx.deps, "search_context", async () => {
      const project = args.project_path === undefined
        ? undefined
        : await ctx.project(args.project_path);
      const index = await ctx.syncedIndex();
      using memory = callMemory(ctx, index);
      // Repeats served once, superseded insights last (with their mark); a team server's hits
      // after the local ones, each once (in no local index: unanchored, the team's).
      const local = await memory.search(args.query, {
        ...(project ? { projectId: project.id } : {}),
        limit: args.limit ?? 10,
      });
      const team = args.team === true
        ? await teamHits(ctx, args.query, args.limit ?? 10, project?.id, index)
        : undefined;
      const hits = memory.withTeamHits(local, team?.hits ?? []);
      const scope = `${project ? `project ${project.id}` : "all projects"}${
        team && !team.note ? " and on the team server" : ""
      }`;
      // A fetch_project_context that just started distilling: its insights are not in yet.
      const coming = background.underWay(project?.id);
      const notes = [
        ...(hits.length === 0
          ? [
            `No insight matches "${clipLine(args.query, 80)}" in ${scope}` + (coming > 0
              ? ` yet: ${plural(coming, "session")} ${
                coming === 1 ? "is" : "are"
              } being distilled in the background; search again ` +
                "in a minute, or try other words, an identifier or a file name."
              : ". Try other words, an identifier or a file name."),
          ]
          : []),
        ...(team?.note ? [team.note] : []),
      ];
      const note = notes.length ? notes.join(" ") : undefined;
      const lines = hits.length === 0 ? [note!] : [
        `${plural(hits.length, "result")} in ${scope} (best first):`,
        NOTES_NOT_INSTRUCTIONS,
        ...(team?.note ? [team.note] : []),
        ...hits.map((h) =>
          `- ${h.id} [${h.type}] ${clipLine(h.title, 140)} — ${h.projectId}, ${day(h.date)}, ` +
          `${h.source}, ${memoryMarks(h).join(", ")}${h.file ? `, file ${h.file}` : ""}\n  > ${
            // A team server's hit is in no local index: its text is here or nowhere.
            typeof h.summary === "string" ? clipLine(h.summary, 1000) : clipLine(h.snippet, 300)}`
        ),
        team?.hits.length
          ? "Full text, evidence and provenance: get_project_context with ids (a team server's " +
            "hit: its summary field)."
          : "Full text, evidence and provenance: get_project_context with ids.",
      ];
      return toolResult(lines.join("\n"), {
        query: args.query,
        project: project ? { id: project.id, root: project.root, from: project.from } : null,
        notice: NOTES_NOT_INSTRUCTIONS,
        hits,
        ...(note ? { note } : {}),
      });
    });
}

/**
 * The team server's hits for `team: true`, or a note saying why there are none: a missing
 * server or key, or a failed request, is a note in the result, never a failed call (the key is
 * never in it). Bounded so the model does not wait: 15 s, no retry.
 */
async function teamHits(
  ctx: ToolContext,
  query: string,
  limit: number,
  projectId: string | undefined,
  index: Pick<Index, "snippets">,
): Promise<
  { hits: TeamHit[]; note?: string }
> {
  const deps = ctx.deps;
  // Nothing leaves from the MCP server unless the user said so in its environment.
  if (!deps.config.team.mcpSearch) {
    return {
      hits: [],
      note: "Team server not searched: the MCP server sends no query to the team server " +
        "unless the user sets CTX_MCP_TEAM_SEARCH=1 in its environment (ctx search --team " +
        "QUERY asks it from a terminal).",
    };
  }
  const [{ searchTeam }, { redact }] = await Promise.all([
    import("../../team/search.ts"),
    import("../../redact/mod.ts"),
  ]);
  try {
    const found = await searchTeam(
      deps,
      async () => (await import("../../keychain/mod.ts")).openSecretStore(deps),
      query,
      {
        limit,
        redact: (text) => redact(text).text,
        snippets: (summaries) => index.snippets(query, summaries),
        ...(projectId ? { projectId } : {}),
        limits: { requestTimeoutMs: 15_000, deadlineMs: 20_000 },
        maxRetries: 0,
      },
    );
    return { hits: found.hits };
  } catch (error) {
    return {
      hits: [],
      note: `Team server not searched: ${errorMessage(error)}`,
    };
  }
}
