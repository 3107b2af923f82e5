/**
 * `ctx pull`: fetch teammates' insights into the per-user team folders
 * (`$CTX_HOME/team/<project-id>/`, never the project's `.ctx/`) and register them, so search
 * and the MCP tools show them labelled with who shared them. Pull only reads from the server:
 * it sends no insight. What the server says is checked before it becomes a path or a line on
 * the terminal (see `team/pull.ts` and `team/client.ts`).
 */
import type { Command } from "commander";
import type { Deps } from "../deps.ts";
import type { OpenStore } from "../team/mod.ts";
import { type Cli, type ExitCode, projectArg, projectFlag } from "./_program.ts";
import { plural } from "../text.ts";

export function definePull(program: Command, cli: Cli): void {
  projectFlag(
    program.command("pull")
      .description("fetch teammates' insights of this project into the per-user team store"),
  )
    .option("--all", "every project of the team")
    .option("--json", "print the report as JSON")
    .action(cli.action((opts: Record<string, unknown>) => pullCommand(cli.deps(), opts)));
}

export interface PullOptions {
  project?: string;
  all?: boolean;
  json?: boolean;
}

interface PullReport {
  projectId: string;
  dir: string;
  insights: number;
  contributors: number;
  ownSkipped: number;
  invalidSkipped: number;
  removedFiles: number;
}

export async function pullCommand(
  deps: Deps,
  opts: PullOptions,
  seams: { openStore?: OpenStore } = {},
): Promise<ExitCode> {
  const { output, config } = deps;
  const [team, store, { redact }] = await Promise
    .all([import("../team/mod.ts"), import("../store/mod.ts"), import("../redact/mod.ts")]);
  const { prepareTeamStore, requireCredentials, TeamClient, teamProjectIds, writeTeamInsights } =
    team;
  const openStore = seams.openStore ??
    (async () => (await import("../keychain/mod.ts")).openSecretStore(deps));
  const credentials = await requireCredentials(config, openStore);
  const client = new TeamClient({ ...credentials, fetch: deps.fetch, signal: deps.signal });
  const { path, from } = projectArg(deps, opts);
  // `/` and the home folder are never projects (`--all` needs no project here).
  const here = opts.all
    ? await store.lookAtProject(deps, path, { from })
    : await store.openProject(deps, path, { from });
  // What your key posted is already in your own stores: pulling it back would show it twice.
  // The server says which key posted each insight; a contributor name proves nothing.
  const me = await client.me();
  const projectIds = opts.all
    ? listedProjectIds(deps, await client.projects(), teamProjectIds)
    : [here.id];
  const reports: PullReport[] = [];
  try {
    for (const projectId of projectIds) {
      output.status(`Pulling ${projectId} …`);
      const teamStore = prepareTeamStore(deps, projectId);
      const insights = await client.insights(projectId);
      const result = await writeTeamInsights(teamStore, {
        insights,
        selfKeyId: me.key?.id,
        redact: (text) => redact(text).text,
      });
      if (result.invalid > 0) {
        output.err(
          `warning: skipped ${
            plural(result.invalid, "insight")
          } of "${projectId}" with unsafe ids from the team server`,
        );
      }
      // Where the project lives on this machine, when known (this folder's, or the registry's).
      if (result.files.length > 0) {
        teamStore.register(projectId === here.id && !("noProject" in here) ? here.root : "");
      }
      reports.push({
        projectId,
        dir: teamStore.dir,
        insights: result.kept,
        contributors: result.files.length,
        ownSkipped: result.own,
        invalidSkipped: result.invalid,
        removedFiles: result.removed,
      });
    }
  } finally {
    output.clearStatus();
  }
  if (opts.json) {
    output.json({ apiUrl: client.origin, projects: reports });
    return 0;
  }
  if (reports.length === 0) output.err("The team has no projects yet");
  for (const r of reports) {
    const own = r.ownSkipped ? ` (${r.ownSkipped} of yours skipped)` : "";
    output.out(
      `${r.projectId}: ${plural(r.insights, "team insight")} from ${
        plural(r.contributors, "teammate")
      }${own}`,
    );
  }
  return 0;
}

/** The team's project ids that may become folders; the others are reported, not used. */
function listedProjectIds(
  deps: Deps,
  projects: Array<{ project_id: string }>,
  select: (ids: string[]) => { ids: string[]; skipped: Array<{ id: string; reason: string }> },
): string[] {
  const { ids, skipped } = select(projects.map((p) => p.project_id));
  for (const { id, reason } of skipped) {
    deps.output.err(
      `warning: skipped project id "${id.slice(0, 100)}" from the team server: it ${reason}`,
    );
  }
  return ids;
}
