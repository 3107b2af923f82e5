/**
 * `ctx pull`: fetch teammates' insights into the per-user team folders
 * (`$CTX_HOME/team/<project-id>/`, never the project's `.ctx/`) and register them, so search
 * and the MCP tools show them labelled with their contributor. Pull only reads from the server:
 * it sends no insight.
 */
import type { Command } from "commander";
import type { Deps } from "../deps.ts";
import type { OpenStore } from "../team/mod.ts";
import { type GetDeps, setExitCode } from "./_program.ts";
import { plural } from "../text.ts";
import { gitContributor, projectFlag } from "./push.ts";

export function definePull(program: Command, deps: GetDeps): void {
  program.command("pull")
    .description("fetch teammates' insights of this project into the per-user team store")
    .option("--project <dir>", "project directory (default: the current directory)")
    .option("--all", "every project of the team")
    .option("--json", "print the report as JSON")
    .action(async (opts: Record<string, unknown>, command: Command) => {
      setExitCode(command, await pullCommand(deps(), opts));
    });
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
  removedFiles: number;
}

export async function pullCommand(
  deps: Deps,
  opts: PullOptions,
  seams: { openStore?: OpenStore } = {},
): Promise<number> {
  const { output, config } = deps;
  const [{ requireCredentials, TeamClient, writeTeamInsights }, store, { redact }] = await Promise
    .all([import("../team/mod.ts"), import("../store/mod.ts"), import("../redact/mod.ts")]);
  const { listStores, openLedgerDb, registerStore, resolveProject, teamStoreDir } = store;
  const openStore = seams.openStore ??
    (async () => (await import("../keychain/mod.ts")).openSecretStore(deps));
  const credentials = await requireCredentials(config, openStore);
  const client = new TeamClient({ ...credentials, fetch: deps.fetch, signal: deps.signal });
  const dir = projectFlag(deps, opts);
  const here = await resolveProject(dir, deps.run);
  // Your own pushes are already in your own stores: pulling them back would show them twice.
  const self = await gitContributor({ ...deps, cwd: dir });
  const projectIds = opts.all ? (await client.projects()).map((p) => p.project_id) : [here.id];
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
      const insights = await client.insights(projectId);
      const teamDir = teamStoreDir(config, projectId);
      const result = await writeTeamInsights({
        dir: teamDir,
        projectId,
        insights,
        self,
        redact: (text) => redact(text).text,
      });
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
        removedFiles: result.removed,
      });
    }
  } finally {
    db.close();
    output.clearStatus();
  }
  if (opts.json) {
    output.out(JSON.stringify({ apiUrl: client.origin, projects: reports }, null, 2));
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
