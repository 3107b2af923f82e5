/**
 * `ctx pull`: fetch teammates' insights into the per-user team folders
 * (`$CTX_HOME/team/<project-id>/`, never the project's `.ctx/`) and register them, so search
 * and the MCP tools show them labelled with who shared them. Pull only reads from the server:
 * it sends no insight. What the server says is checked before it becomes a path or a line on
 * the terminal (see `team/pull.ts` and `team/client.ts`).
 */
import type { Command } from "commander";
import type { Deps } from "../deps.ts";
import { CtxError, ERROR_CODES } from "../errors.ts";
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
  /** Insights the project's team folder holds now, and the teammates (posters) they come from. */
  insights: number;
  contributors: number;
  /** What this pull changed. */
  added: number;
  updated: number;
  removed: number;
  startedOver: boolean;
  ownSkipped: number;
  invalidSkipped: number;
  otherProjectSkipped: number;
  pages: number;
}

export async function pullCommand(
  deps: Deps,
  opts: PullOptions,
  seams: { openStore?: OpenStore } = {},
): Promise<ExitCode> {
  const { output, config } = deps;
  const [team, store, { redact }] = await Promise
    .all([import("../team/mod.ts"), import("../store/mod.ts"), import("../redact/mod.ts")]);
  const openStore = seams.openStore ??
    (async () => (await import("../keychain/mod.ts")).openSecretStore(deps));
  const credentials = await team.requireCredentials(config, openStore);
  const client = new team.TeamClient({ ...credentials, fetch: deps.fetch, signal: deps.signal });
  const { path, from } = projectArg(deps, opts);
  // `/` and the home folder are never projects (`--all` needs no project here).
  const here = opts.all
    ? await store.lookAtProject(deps, path, { from })
    : await store.openProject(deps, path, { from });
  const projectIds = opts.all
    ? listedProjectIds(deps, await client.projects(), team.teamProjectIds)
    : [here.id];
  // Which team the key is: asked once, and only when a project's copy does not know it yet.
  let me: Promise<string> | undefined;
  const teamId = () => me ??= client.me().then((m) => m.team_id);
  const reports: PullReport[] = [];
  try {
    for (const projectId of projectIds) {
      output.status(`Pulling ${projectId} …`);
      using teamStore = team.prepareTeamStore(deps, projectId);
      let pulled;
      try {
        pulled = await team.pullProject({
          client,
          store: teamStore,
          keyTag: team.keyTag(credentials.apiKey),
          teamId,
          redact: (text) => redact(text).text,
          onPage: (pages, changes) =>
            output.status(`Pulling ${projectId} … ${plural(changes, "change")} (page ${pages})`),
        });
      } catch (error) {
        // With --all, a project another pull is busy with is left to it.
        if (!opts.all || !(error instanceof CtxError) || error.code !== ERROR_CODES.storeBusy) {
          throw error;
        }
        output.err(`warning: ${error.message}: skipped`);
        continue;
      }
      warnSkipped(deps, projectId, pulled);
      // Where the project lives on this machine, when known (this folder's, or the registry's).
      if (pulled.insights > 0) {
        teamStore.register(projectId === here.id && !("noProject" in here) ? here.root : "");
      }
      reports.push({
        projectId,
        dir: teamStore.dir,
        insights: pulled.insights,
        contributors: pulled.posters,
        added: pulled.added,
        updated: pulled.updated,
        removed: pulled.removed,
        startedOver: pulled.startedOver,
        ownSkipped: pulled.own,
        invalidSkipped: pulled.invalid,
        otherProjectSkipped: pulled.foreign,
        pages: pulled.pages,
      });
    }
  } finally {
    output.clearStatus();
  }
  if (opts.json) {
    output.json({ apiUrl: client.origin, projects: reports });
    return 0;
  }
  if (reports.length === 0 && opts.all) output.err("The team has no projects yet");
  for (const r of reports) output.out(reportLine(r));
  return 0;
}

/** `id: 5 team insights from 2 teammates (3 new, 1 removed, 2 of yours skipped)`. */
function reportLine(r: PullReport): string {
  const what = [
    ...(r.startedOver ? ["rebuilt from the server"] : []),
    ...(r.added ? [`${r.added} new`] : []),
    ...(r.updated ? [`${r.updated} updated`] : []),
    ...(r.removed && !r.startedOver ? [`${r.removed} removed`] : []),
    ...(r.ownSkipped ? [`${r.ownSkipped} of yours skipped`] : []),
  ];
  const head = `${r.projectId}: ${plural(r.insights, "team insight")} from ${
    plural(r.contributors, "teammate")
  }`;
  return `${head} (${what.length ? what.join(", ") : "up to date"})`;
}

/** Say what a listing held that was not stored: unsafe ids, another project's changes. */
function warnSkipped(
  deps: Deps,
  projectId: string,
  pulled: { invalid: number; foreign: number },
): void {
  if (pulled.invalid > 0) {
    deps.output.err(
      `warning: skipped ${
        plural(pulled.invalid, "insight")
      } of "${projectId}" with unsafe ids from the team server`,
    );
  }
  if (pulled.foreign > 0) {
    deps.output.err(
      `warning: skipped ${plural(pulled.foreign, "change")} of other projects that the team ` +
        `server sent for "${projectId}"`,
    );
  }
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
