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
import type { Cli, ExitCode } from "./_program.ts";
import { plural } from "../text.ts";
import { projectFlag } from "./push.ts";

export function definePull(program: Command, cli: Cli): void {
  program.command("pull")
    .description("fetch teammates' insights of this project into the per-user team store")
    .option("--project <dir>", "project directory (default: the current directory)")
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
  const { prepareTeamDir, requireCredentials, TeamClient, teamProjectIds, writeTeamInsights } =
    team;
  const { listStores, openLedgerDb, registerStore, requireProjectRoot, resolveProject } = store;
  const openStore = seams.openStore ??
    (async () => (await import("../keychain/mod.ts")).openSecretStore(deps));
  const credentials = await requireCredentials(config, openStore);
  const client = new TeamClient({ ...credentials, fetch: deps.fetch, signal: deps.signal });
  const here = await resolveProject(projectFlag(deps, opts), deps.run, config.home);
  // `/` and the home folder are never projects (`--all` needs no project here).
  if (!opts.all) requireProjectRoot(here.root, config.home);
  // What your key posted is already in your own stores: pulling it back would show it twice.
  // The server says which key posted each insight; a contributor name proves nothing.
  const me = await client.me();
  const projectIds = opts.all
    ? listedProjectIds(deps, await client.projects(), teamProjectIds)
    : [here.id];
  const reports: PullReport[] = [];
  const db = openLedgerDb(config);
  try {
    // Where each project lives on this machine, when known (a team store of a project not
    // checked out here has no root).
    const roots = new Map<string, string>([[here.id, here.root]]);
    for (const store of listStores(db)) {
      if (store.root && !roots.has(store.projectId)) roots.set(store.projectId, store.root);
    }
    for (const projectId of projectIds) {
      output.status(`Pulling ${projectId} …`);
      const teamDir = prepareTeamDir(config.ctxHome, projectId);
      const insights = await client.insights(projectId);
      const result = await writeTeamInsights({
        dir: teamDir,
        projectId,
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
      if (result.files.length > 0) {
        registerStore(db, {
          dir: teamDir,
          kind: "team",
          projectId,
          root: roots.get(projectId) ?? "",
          lastSeen: deps.now().toISOString(),
        });
      }
      reports.push({
        projectId,
        dir: teamDir,
        insights: result.kept,
        contributors: result.files.length,
        ownSkipped: result.own,
        invalidSkipped: result.invalid,
        removedFiles: result.removed,
      });
    }
  } finally {
    db.close();
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
