/** `ctx search QUERY`: the same ranked search as the MCP tool `search_context`. */
import type { Command } from "commander";
import type { Deps } from "../deps.ts";
import { ConfigError } from "../errors.ts";
import type { StatusFields } from "../memory/mod.ts";
import type { SearchHit } from "../store/mod.ts";
import { type Cli, type ExitCode, projectArg, projectFlag } from "./_program.ts";
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
  json?: unknown;
}

export async function searchCommand(
  deps: Deps,
  query: string,
  opts: SearchOptions,
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
  const { path, from } = projectArg(deps, opts);
  const { lookAtProject, openIndex } = await import("../store/mod.ts");
  const located = await lookAtProject(deps, path, { from });
  for (const warning of "noProject" in located ? [] : located.warnings) {
    deps.output.err(`warning: ${warning}`);
  }
  if (from === "--project") project = { id: located.id, root: located.root };
  using index = openIndex(deps.config);
  const report = await index.sync();
  for (const warning of report.warnings) deps.output.err(`warning: ${warning}`);
  const found = index.search(query, { limit, ...(project ? { projectId: project.id } : {}) });
  // Each hit's status against its project's code now (docs/memory.md, "Statuses").
  const { statusText, withStatus } = await import("../memory/mod.ts");
  const hits = await withStatus(deps, index, found);
  if (opts.json === true) {
    deps.output.json({ query, project: project ?? null, hits });
    return 0;
  }
  if (hits.length === 0) {
    const empty = index.stats().insights === 0;
    deps.output.err(
      empty
        ? "No insights yet: nothing has been distilled on this machine"
        : `No insight matches "${query}" ${
          project ? `in project ${project.id}` : "in any project"
        }`,
    );
    deps.output.err(
      empty
        ? "hint: run ctx init <assistant> in a project"
        : "hint: try other words, an identifier or a file name",
    );
    return 0;
  }
  for (const line of renderHits(hits, statusText)) deps.output.out(line);
  return 0;
}

/** Human lines for search hits: one header line, the snippet, then file/contributor. */
export function renderHits(
  hits: Array<SearchHit & Partial<StatusFields>>,
  statusText?: (
    s: { status: StatusFields["status"]; detail?: StatusFields["statusDetail"] },
  ) => string,
): string[] {
  const lines: string[] = [];
  for (const hit of hits) {
    if (lines.length) lines.push("");
    lines.push(`${hit.id}  ${hit.type}  ${hit.date.slice(0, 10)}  ${hit.projectId}  ${hit.title}`);
    lines.push(`    ${hit.snippet}`);
    const extra = [
      ...(hit.status && statusText
        ? [statusText({ status: hit.status, detail: hit.statusDetail })]
        : []),
      ...(hit.file ? [`file: ${hit.file}`] : []),
      ...(hit.tags.length ? [`tags: ${hit.tags.join(", ")}`] : []),
      ...(hit.contributor ? [`shared by ${hit.contributor}`] : []),
      `from ${hit.source}`,
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
