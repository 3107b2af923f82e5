/**
 * `ctx push`: the only way insights leave the machine. Sends this project's insights (or every
 * known project's with `--all`) to the team server, redacted field by field just before sending.
 * `--dry-run` prints the exact request bodies and sends nothing.
 */
import type { Command } from "commander";
import { resolve } from "node:path";
import type { Deps } from "../deps.ts";
import { errorMessage } from "../errors.ts";
import { safeBlock } from "../safe_text.ts";
import type { OwnProject } from "../store/mod.ts";
import type { OpenStore, PushBodyInput } from "../team/mod.ts";
import { plural } from "../text.ts";
import { type Cli, type ExitCode, projectArg, projectFlag } from "./_program.ts";

export function definePush(program: Command, cli: Cli): void {
  projectFlag(
    program.command("push")
      .description("send this project's insights to the team server (the only way they leave)"),
  )
    .option("--all", "every known project (never pulled team insights)")
    .option("--dry-run", "print the exact requests (redacted) and send nothing")
    .option("--json", "print the report as JSON")
    .action(cli.action((opts: Record<string, unknown>) => pushCommand(cli.deps(), opts)));
}

export interface PushOptions {
  project?: string;
  dryRun?: boolean;
  all?: boolean;
  json?: boolean;
}

interface ProjectReport {
  projectId: string;
  sent: number;
  inserted: number;
  skipped: number;
  /** Superseded insights this key had posted, withdrawn now (teammates' next pull removes them). */
  withdrawn: number;
  requests: number;
}

export async function pushCommand(
  deps: Deps,
  opts: PushOptions,
  seams: { openStore?: OpenStore } = {},
): Promise<ExitCode> {
  const { output, config } = deps;
  const [team, { redact }] = await Promise.all([
    import("../team/mod.ts"),
    import("../redact/mod.ts"),
  ]);
  const { buildPushBodies, readProjectInsights, requireCredentials, TeamClient } = team;
  const openStore = seams.openStore ??
    (async () => (await import("../keychain/mod.ts")).openSecretStore(deps));
  // Ask for the key first: a missing key fails before any work (a dry run needs none).
  const credentials = opts.dryRun ? undefined : await requireCredentials(config, openStore);
  const store = await import("../store/mod.ts");
  const { path, from } = projectArg(deps, opts);
  // `--all` needs no project here; without it, `/` and the home folder are never projects.
  const here = opts.all ? undefined : await store.openProject(deps, path, { from });
  const contributor = await gitContributor({ ...deps, cwd: resolve(deps.cwd, path) });
  for (const warning of here?.warnings ?? []) output.err(`warning: ${warning}`);
  const plan: OwnProject[] = here
    ? [{ ...here, storeDirs: [here.storeDir, here.otherStoreDir] }]
    : store.ownProjects(deps.config);
  const bodies: PushBodyInput[] = [];
  const superseded = await supersededOf(deps, plan.map((p) => p.id));
  for (const project of plan) {
    const insights = await readProjectInsights(project.id, project.name, project.storeDirs);
    for (const warning of insights.warnings) output.err(`warning: ${warning}`);
    bodies.push(
      // Control characters are stripped before redaction (a secret split by an escape sequence is
      // whole again) and before sending, so --dry-run shows exactly the bodies that are sent.
      ...buildPushBodies(insights, {
        redact: (text) => redact(safeBlock(text)).text,
        contributor,
        superseded: superseded.get(project.id),
      }),
    );
  }
  warnUnshared(deps, plan.filter((p) => bodies.some((b) => b.project_id === p.id)));
  if (bodies.length === 0) {
    const what = opts.all ? "any known project" : `project "${plan[0]?.id}"`;
    if (opts.json) output.json({ dryRun: !!opts.dryRun, projects: [] });
    output.err(`Nothing to push: no insights in ${what}`);
    return 0;
  }
  if (opts.dryRun) {
    await printDryRun(deps, bodies, { json: opts.json === true, openStore, team });
    return 0;
  }
  const client = new TeamClient({ ...credentials!, fetch: deps.fetch, signal: deps.signal });
  const reports = new Map<string, ProjectReport>();
  let ignored = false;
  for (const [i, body] of bodies.entries()) {
    output.status(`Pushing ${i + 1}/${bodies.length} …`);
    const result = await client.push(body);
    // What this machine pushed is its own: a pull skips it, whichever key posted it.
    store.rememberPushed(
      config,
      client.origin,
      body.project_id,
      body.insights.map(team.contentHash),
    );
    const report = reports.get(body.project_id) ??
      { projectId: body.project_id, sent: 0, inserted: 0, skipped: 0, withdrawn: 0, requests: 0 };
    report.sent += body.insights.length;
    report.inserted += result.inserted;
    report.skipped += result.skipped;
    report.withdrawn += result.withdrawn ?? 0;
    if (body.withdraw?.length && result.withdrawn === undefined) ignored = true;
    report.requests++;
    reports.set(body.project_id, report);
  }
  output.clearStatus();
  const projects = [...reports.values()];
  if (opts.json) {
    output.json({ dryRun: false, apiUrl: client.origin, projects });
  } else {
    for (const p of projects) {
      output.out(
        `${p.projectId}: sent ${plural(p.sent, "insight")}, ${p.inserted} new, ` +
          `${p.skipped} already on the server` +
          (p.withdrawn ? `, ${p.withdrawn} superseded withdrawn` : ""),
      );
    }
  }
  if (ignored) {
    output.err(
      "warning: the team server does not withdraw superseded insights (it predates it): " +
        "teammates keep them as current until it is updated",
    );
  }
  return 0;
}

/**
 * The insights of each project superseded now, as the brief reads them (docs/memory.md
 * "Supersession"): they are not pushed, and what this key pushed of them is withdrawn.
 */
async function supersededOf(deps: Deps, projectIds: string[]): Promise<Map<string, Set<string>>> {
  const [{ openIndex }, { openMemory }] = await Promise.all([
    import("../store/mod.ts"),
    import("../memory/mod.ts"),
  ]);
  using index = openIndex(deps.config);
  await index.sync();
  using memory = openMemory(deps, index);
  return new Map(projectIds.map((id) => [id, memory.supersededIds(id)]));
}

/**
 * `--dry-run`: each request printed exactly as the team API would receive it (its fields are the
 * API's), with a warning where a real push would refuse the server; nothing is sent.
 */
async function printDryRun(
  deps: Deps,
  bodies: PushBodyInput[],
  options: { json: boolean; openStore: OpenStore; team: typeof import("../team/mod.ts") },
): Promise<void> {
  const { output, config } = deps;
  const { openStore, team } = options;
  const total = bodies.reduce((n, b) => n + b.insights.length, 0);
  const requests = bodies.map((body) => ({ method: "POST", path: "/api/insights", body }));
  const apiUrl = await team.pushTarget(config, openStore);
  // Nothing is sent now; say so when a real push would refuse this server.
  if (apiUrl) {
    try {
      team.checkTransport(apiUrl, config);
    } catch (error) {
      output.err(`warning: ctx push would stop here: ${errorMessage(error)}`);
    }
  }
  if (options.json) {
    output.json({ dryRun: true, apiUrl: apiUrl ?? null, requests });
  } else {
    for (const request of requests) {
      output.err(`POST ${apiUrl ?? "(no team server configured: CTX_API_URL)"}/api/insights`);
      output.json(request.body);
    }
  }
  const withdrawn = bodies.reduce((n, b) => n + (b.withdraw?.length ?? 0), 0);
  output.err(
    `Dry run: ${plural(total, "insight")} in ${plural(bodies.length, "request")} would be sent` +
      (withdrawn ? ` (and ${withdrawn} superseded withdrawn, if this key posted them)` : "") +
      "; nothing was sent",
  );
}

/**
 * Say once when projects being pushed have no git remote `origin`: their id is made from the
 * folder's path on this machine, so no teammate's clone has the same id and `ctx pull` never
 * brings them these insights. The push goes on (the user may share them on purpose).
 */
function warnUnshared(deps: Deps, projects: OwnProject[]): void {
  const ids = projects.filter((p) => p.root && !p.shared).map((p) => `"${p.id}"`);
  if (ids.length === 0) return;
  const listed = ids.length > 5 ? `${ids.slice(0, 5).join(", ")}, …` : ids.join(", ");
  deps.output.err(
    ids.length === 1
      ? `warning: Project ${listed} has no git remote "origin": its id is made from its ` +
        "folder's path on this machine, so no teammate's project has the same id and they will " +
        "not get these insights with ctx pull"
      : `warning: ${ids.length} projects have no git remote "origin" (${listed}): their ids are ` +
        "made from their folders' paths on this machine, so no teammate's project has the same " +
        "ids and they will not get these insights with ctx pull",
  );
  deps.output.err(
    "hint: to share a project with your team, give it the remote your teammates clone " +
      "(git remote add origin URL), then run ctx push in it again",
  );
}

/** `Name <email>` from `git config`, or undefined when git or the identity is missing. */
export async function gitContributor(deps: Pick<Deps, "run" | "cwd">): Promise<string | undefined> {
  const { formatContributor } = await import("../team/mod.ts");
  const get = async (key: string) => {
    try {
      const r = await deps.run("git", ["-C", deps.cwd, "config", "--get", key], {
        timeoutMs: 5000,
      });
      return r.code === 0 ? r.stdout.trim() : undefined;
    } catch {
      return undefined;
    }
  };
  return formatContributor(await get("user.name"), await get("user.email"));
}
