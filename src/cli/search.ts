/**
 * `ctx search QUERY`: the same ranked search as the MCP tool `search_context`; `--team` also
 * asks the team server (`GET /api/search`), the only search that sends the query anywhere.
 */
import type { Command } from "commander";
import type { Deps } from "../deps.ts";
import { ConfigError, errorMessage } from "../errors.ts";
import type { ServedHit } from "../memory/mod.ts";
import type { OpenStore, TeamHit } from "../team/mod.ts";
import { type Cli, type ExitCode, projectArg, projectFlag, projectToRead } from "./_program.ts";
import { usageError } from "./_usage.ts";

/** The most hits one search returns, here and in the MCP tool `search_context`. */
export const MAX_SEARCH_LIMIT = 50;

export function defineSearch(program: Command, cli: Cli): void {
  const search = program.command("search")
    .description(
      "search the distilled insights of every project, best first (the same search as the MCP " +
        "tool); --project DIR for one project",
    )
    .argument("<query...>", "words, identifiers, file paths");
  projectFlag(search, "only this project's insights (default: every project)")
    .option("--limit <n>", `max results (1 to ${MAX_SEARCH_LIMIT})`, "10")
    .option(
      "--team",
      "also search the team server (sends the query, redacted, to it; --project: that project)",
    )
    .option("--json", "print results as JSON")
    .action(
      cli.action((query: string[], opts: Record<string, unknown>) =>
        searchCommand(cli.deps(), query.join(" "), opts)
      ),
    );
}

export interface SearchOptions {
  project?: unknown;
  limit?: unknown;
  team?: unknown;
  json?: unknown;
}

export async function searchCommand(
  deps: Deps,
  query: string,
  opts: SearchOptions,
  seams: { openStore?: OpenStore } = {},
): Promise<ExitCode> {
  if (query.trim() === "") {
    // An empty query matches nothing; say so instead of "no match" (the MCP tool rejects it too).
    throw new ConfigError("Missing search words: the query is blank", {
      hint: 'pass words, an identifier or a file name, e.g. ctx search "ERR_REQUIRE_ESM"',
    });
  }
  const limit = parseLimit(opts.limit);
  let project: { id: string; root: string } | undefined;
  // Opening the project also registers a committed `.ctx/` store that this machine has not
  // seen yet, so a search from inside the project finds its insights; a search from anywhere
  // (the home folder too) searches every project.
  // `--project` names one project: the home folder and `/` are refused, as by ctx brief.
  const { path, from } = projectArg(deps, opts);
  const { lookAtProject, openIndex } = await import("../store/mod.ts");
  if (from === "--project") {
    const located = await projectToRead(deps, opts);
    project = { id: located.id, root: located.root };
  } else {
    const located = await lookAtProject(deps, path, { from });
    for (const warning of "noProject" in located ? [] : located.warnings) {
      deps.output.err(`warning: ${warning}`);
    }
  }
  using index = openIndex(deps.config);
  const report = await index.sync();
  for (const warning of report.warnings) deps.output.err(`warning: ${warning}`);
  // Served through memory: repeats once, superseded last, provenance, neutralised text; a team
  // server's hits (--team) after the local ones, each once.
  const { memoryMarks, NOTES_NOT_INSTRUCTIONS, openMemory } = await import(
    "../memory/mod.ts"
  );
  using memory = openMemory(deps, index);
  const local = await memory.search(query, {
    limit,
    ...(project ? { projectId: project.id } : {}),
  });
  let team: { apiUrl?: string; hits: TeamHit[]; error?: unknown } | undefined;
  if (opts.team === true) team = await teamResults(deps, query, limit, project, index, seams);
  const hits: ServedHit[] = memory.withTeamHits(local, team?.hits ?? []);
  if (opts.json === true) {
    const teamPart = team &&
      { apiUrl: team.apiUrl ?? null, error: team.error ? errorMessage(team.error) : null };
    deps.output.json({
      query,
      project: project ?? null,
      ...(teamPart ? { team: teamPart } : {}),
      notice: NOTES_NOT_INSTRUCTIONS,
      hits,
    });
  }
  // A failed team search is said after what the local search found (main prints it).
  if (team?.error) {
    if (opts.json !== true) {
      for (const line of renderHits(hits, memoryMarks)) deps.output.out(line);
    }
    throw team.error;
  }
  if (opts.json === true) return 0;
  if (hits.length === 0) {
    const empty = index.stats().insights === 0;
    deps.output.err(
      empty && !team
        ? "No insights yet: nothing has been distilled on this machine"
        : `No insight matches "${query}" ${
          project ? `in project ${project.id}` : "in any project"
        }${team ? ", here or on the team server" : ""}`,
    );
    deps.output.err(
      empty && !team
        ? "hint: run ctx init <assistant> in a project"
        : "hint: try other words, an identifier or a file name",
    );
    return 0;
  }
  for (const line of renderHits(hits, memoryMarks)) deps.output.out(line);
  return 0;
}

/** The team server's results (`--team`), or the error that stopped them. */
async function teamResults(
  deps: Deps,
  query: string,
  limit: number,
  project: { id: string } | undefined,
  index: { snippets(query: string, summaries: readonly string[]): string[] },
  seams: { openStore?: OpenStore },
): Promise<{ apiUrl?: string; hits: TeamHit[]; error?: unknown }> {
  const [{ searchTeam }, { redact }] = await Promise.all([
    import("../team/mod.ts"),
    import("../redact/mod.ts"),
  ]);
  const openStore = seams.openStore ??
    (async () => (await import("../keychain/mod.ts")).openSecretStore(deps));
  try {
    return await searchTeam(deps, openStore, query, {
      limit,
      redact: (text) => redact(text).text,
      snippets: (summaries) => index.snippets(query, summaries),
      ...(project ? { projectId: project.id } : {}),
    });
  } catch (error) {
    return { hits: [], error };
  }
}

/** Human lines for search hits: one header line, the snippet, then file, tags and marks. */
export function renderHits(
  hits: ServedHit[],
  marks: (hit: ServedHit) => string[],
): string[] {
  const lines: string[] = [];
  for (const hit of hits) {
    if (lines.length) lines.push("");
    lines.push(`${hit.id}  ${hit.type}  ${hit.date.slice(0, 10)}  ${hit.projectId}  ${hit.title}`);
    lines.push(`    ${hit.snippet}`);
    const extra = [
      ...(hit.file ? [`file: ${hit.file}`] : []),
      ...(hit.tags.length ? [`tags: ${hit.tags.join(", ")}`] : []),
      `from ${hit.source}`,
      ...marks(hit),
    ];
    lines.push(`    ${extra.join(" · ")}`);
  }
  return lines;
}

function parseLimit(raw: unknown): number {
  if (raw === undefined) return 10;
  const text = String(raw);
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > MAX_SEARCH_LIMIT) {
    throw usageError(
      `Invalid --limit "${text}": expected a whole number from 1 to ${MAX_SEARCH_LIMIT}`,
      "for example --limit 20",
    );
  }
  return value;
}
