/**
 * `ctx status`: where things are and what ctx would do — the backend and why (rule by rule),
 * where keys are kept, the project and its store, where each assistant's history is looked for
 * and what was found for this project (the same discovery as `ctx init`), the team server, the
 * index, stores, projects and MCP clients. Reads only: no network, no model call.
 */
import type { Command } from "commander";
import { existsSync } from "node:fs";
import { relative, sep as SEP } from "node:path";
import { pathBelow } from "../paths.ts";
import type { Project } from "../store/mod.ts";
import type { Deps } from "../deps.ts";
import { ConfigError, errorMessage } from "../errors.ts";
import { type FailureReason, failureReasons } from "../text.ts";
import type { SourceLook } from "../distill/mod.ts";
import type { BackendStatus, Counts, StatusReport } from "./_status_types.ts";
import { type Cli, type ExitCode, projectArg, projectFlag } from "./_program.ts";
import { renderStatus } from "./_status_view.ts";
import { backgroundStatus } from "./_status_background.ts";

export function defineStatus(program: Command, cli: Cli): void {
  projectFlag(
    program.command("status")
      .description(
        "show the backend and why, keys, project, where history is looked for, team, stores",
      ),
  )
    .option("--json", "print as JSON")
    .action(cli.action((opts: Record<string, unknown>) => statusCommand(cli.deps(), opts)));
}

export interface StatusOptions {
  project?: unknown;
  json?: unknown;
}

export type { BackendStatus, Counts, StatusReport } from "./_status_types.ts";

export async function statusCommand(deps: Deps, opts: StatusOptions): Promise<ExitCode> {
  const { path, from } = projectArg(deps, opts);
  const { knownStores, lookAtProject, markMissing, openIndex } = await import(
    "../store/mod.ts"
  );
  const opened = await lookAtProject(deps, path, { from });
  const warnings = "noProject" in opened ? [] : opened.warnings;
  for (const warning of warnings) deps.output.err(`warning: ${warning}`);
  const project = {
    id: opened.id,
    root: opened.root,
    name: opened.name,
    local: opened.local,
    storeDir: opened.storeDir,
    ...(warnings.length > 0 ? { warning: warnings.join("; ") } : {}),
    ...("noProject" in opened ? { noProject: opened.noProject, hint: opened.hint } : {}),
  };
  // A store folder unchanged since it was listed is not listed again (a one-shot process has no
  // file events; see the README on a summary edited in place).
  using index = openIndex(deps.config, { marks: true });
  const sync = await index.sync();
  for (const warning of sync.warnings.slice(0, 10)) deps.output.err(`warning: ${warning}`);
  const { stores: indexed, ...indexStats } = index.stats();
  const perStore = new Map(indexed.map((s) => [s.dir, s.insights]));
  const stores = (await knownStores(deps.config)).map((s) => ({
    dir: s.dir,
    kind: s.kind,
    projectId: s.projectId,
    exists: existsSync(s.dir),
    insights: perStore.get(s.dir) ?? 0,
  }));
  // Every project's memory first: the project's own is then read from it (one scan, not two).
  // A folder moved or deleted keeps its memory under its old path: said, as for a store.
  const projects = index.projects().map(markMissing);
  const memory = index.counts(project.id);
  const ledger = await ledgerCounts(deps, project.id);
  const secrets = await secretStatus(deps);
  const planned = "noProject" in opened
    ? { error: opened.message, sources: [] as [] }
    : await planStatus(deps, opened);
  const background = await backgroundStatus(deps, planned, project);
  const report: StatusReport = {
    ctxHome: deps.config.ctxHome,
    backend: await backendStatus(deps),
    keys: secrets.keys,
    clients: await (await import("../install/mod.ts")).registeredClients(deps),
    project: {
      ...project,
      // The project's own memory; what teammates shared (`ctx pull`) is counted apart.
      stats: {
        ...index.projectStats(project.id, { topTags: 5, own: true }),
        sessions: memory.sessions,
        insights: memory.insights,
        lastUpdate: memory.lastUpdate,
      },
      folders: memory.folders,
      team: teamMemory(stores, project.id, memory.team),
      ...(await notWrittenHere(deps, index, project)),
      ...(ledger ? { sessions: ledger.project } : {}),
      ...(ledger?.failures.length ? { failures: ledger.failures } : {}),
    },
    sources: planned.sources,
    team: await teamStatus(deps, secrets.open),
    index: indexStats,
    stores,
    projects,
    ...(ledger ? { sessions: ledger.all } : {}),
    background: background.status,
  };
  if (opts.json === true) deps.output.json(report);
  else {
    for (const line of renderStatus(report, deps.config.home, background.notes)) {
      deps.output.out(line);
    }
  }
  return 0;
}

async function backendStatus(deps: Deps): Promise<BackendStatus> {
  try {
    const { createBackend, explainBackend, savedKeyElsewhere, vendorEndpoint } = await import(
      "../backends/mod.ts"
    );
    const { loadSavedBackend } = await import("../keychain/mod.ts");
    const { describeKeySource } = await import("../install/mod.ts");
    const saved = await loadSavedBackend(deps);
    const { steps, notices, resolution, error } = await explainBackend(deps, saved);
    if (!resolution) {
      return {
        error: error?.message ?? "No LLM backend available",
        ...(error?.hint ? { hint: error.hint } : {}),
        steps,
        notices,
      };
    }
    const vendor = resolution.kind === "cli" ? undefined : {
      endpoint: vendorEndpoint(deps.config, resolution.kind),
      warnings: [savedKeyElsewhere(deps.config, resolution)].filter((w) => w !== undefined),
    };
    let backend;
    try {
      backend = createBackend(resolution, deps);
    } catch (error) {
      // Refused (plain HTTP to another machine): say why, and where it would have gone.
      if (!(error instanceof ConfigError)) throw error;
      return {
        error: error.message,
        ...(error.hint ? { hint: error.hint } : {}),
        ...vendor,
        steps,
        notices,
      };
    }
    return {
      kind: backend.kind,
      label: backend.label,
      reason: resolution.reason,
      ...(backend.kind === "cli" ? {} : { key: describeKeySource(deps.config, resolution, saved) }),
      ...vendor,
      steps,
      notices,
    };
  } catch (error) {
    return { ...problem(error), steps: [], notices: [] };
  }
}

/** Where secrets go (the keychain, or the key file and why), and how to open that store. */
async function secretStatus(deps: Deps) {
  const { fallbackStore, openKeychain } = await import("../keychain/mod.ts");
  const keychain = await openKeychain(deps);
  const store = keychain.store ?? fallbackStore(deps, keychain.reason);
  const keys: StatusReport["keys"] = keychain.store
    ? { store: "keychain", label: keychain.store.label }
    : { store: "file", label: store.label, reason: keychain.reason };
  return { keys, open: () => Promise.resolve(store) };
}

/**
 * What `ctx init` would find, without reading a session: where each source looks and what it
 * found there, and how many sessions are not distilled yet (a dry-run plan: nothing is written).
 */
async function planStatus(
  deps: Deps,
  project: Project,
): Promise<
  | {
    sources: SourceLook[];
    found: number;
    pending: number;
    elsewhere: number;
    stored: number;
    local: boolean;
  }
  | { error: string; sources: [] }
> {
  try {
    // The plan alone: `distill/mod.ts` is also the cleaning and its redaction rules. Its
    // sorting against the ledger and the stores is kept while nothing it depends on changed.
    const { planTally } = await import("../distill/plan.ts");
    const plan = await planTally(deps, { project, sources: "all" });
    // The plan repeats the project's own warnings (an id followed), which were said on opening.
    const fresh = plan.warnings.filter((w) => !project.warnings.includes(w));
    for (const warning of [...new Set(fresh)].slice(0, 5)) deps.output.err(`warning: ${warning}`);
    return {
      sources: plan.sources,
      found: plan.found,
      pending: plan.pending,
      elsewhere: plan.elsewhere,
      stored: plan.stored,
      local: project.local,
    };
  } catch (error) {
    return { error: errorMessage(error), sources: [] };
  }
}

/**
 * The project's committed summaries this machine did not write (docs/memory.md, "Provenance"):
 * their insights are served as from the repository, quoted.
 */
async function notWrittenHere(
  deps: Deps,
  index: import("../store/mod.ts").Index,
  project: { id: string; root: string },
): Promise<Pick<StatusReport["project"], "notWrittenHere">> {
  // What is served alone (`memory/mod.ts` is also the brief, which loads the redaction rules).
  const { openMemory } = await import("../memory/served.ts");
  using memory = openMemory(deps, index);
  // A committed summary is in the project's `.ctx/`: shown from the root; `relative` for any
  // other shape.
  const notHere = memory.notWrittenHere(project.id);
  // Said truthfully, still served as the repository's: a file an older ctx wrote here cannot be
  // told from one replaced since.
  const older = notHere.length === 0
    ? new Set<string>()
    : await distilledBeforeAuthorship(deps, project.root, notHere.map((f) => f.sessionId));
  const files = notHere.map((f) => ({
    path: pathBelow(project.root, f.path)?.join(SEP) || relative(project.root, f.path) || f.path,
    insights: f.insights,
    ...(older.has(f.sessionId) ? { beforeAuthorship: true as const } : {}),
  }));
  return files.length ? { notWrittenHere: files } : {};
}

/** `LedgerView.distilledBeforeAuthorship` of the `.ctx/` of `root`; none when unreadable. */
async function distilledBeforeAuthorship(
  deps: Deps,
  root: string,
  ids: string[],
): Promise<Set<string>> {
  const { localStoreDir, openLedgerView } = await import("../store/mod.ts");
  try {
    using view = openLedgerView(deps);
    return view?.distilledBeforeAuthorship(localStoreDir(root), ids) ?? new Set();
  } catch {
    return new Set(); // `ledgerCounts` says why the ledger cannot be read.
  }
}

/** The team insights of a project on this machine (`ctx pull`), when there are any. */
function teamMemory(
  stores: StatusReport["stores"],
  projectId: string,
  insights: number,
): StatusReport["project"]["team"] {
  const team = stores.find((s) => s.kind === "team" && s.projectId === projectId);
  return insights > 0 && team ? { insights, dir: team.dir } : undefined;
}

/** The team server and where the team key comes from (masked); no request is made. */
async function teamStatus(
  deps: Deps,
  open: () => Promise<import("../keychain/mod.ts").SecretStore>,
): Promise<StatusReport["team"]> {
  let apiUrl;
  try {
    ({ apiUrl } = deps.config.team);
  } catch (error) {
    // A bad CTX_API_URL or CTX_MCP_TEAM_SEARCH: said here, as a bad backend URL is under Backend.
    if (!(error instanceof ConfigError)) throw error;
    return { apiUrl: null, apiUrlFrom: "unknown", ...problem(error) };
  }
  const base: StatusReport["team"] = apiUrl
    ? { apiUrl, apiUrlFrom: "CTX_API_URL" }
    : { apiUrl: null, apiUrlFrom: "none" };
  try {
    // The client side alone (`team/mod.ts` is also the team server and its storage).
    const { findCredentials, maskKey } = await import("../team/auth.ts");
    const found = await findCredentials(deps.config, open);
    if (!found) return base;
    return {
      apiUrl: found.apiUrl,
      apiUrlFrom: apiUrl ? "CTX_API_URL" : "saved key",
      key: `${found.source} ${maskKey(found.apiKey)}`,
    };
  } catch (error) {
    return { ...base, ...problem(error) };
  }
}

/** An error as status shows it: its message and, when it has one, its hint. */
function problem(error: unknown): { error: string; hint?: string } {
  const hint = (error as { hint?: unknown }).hint;
  return { error: errorMessage(error), ...(typeof hint === "string" ? { hint } : {}) };
}

/**
 * Ledger outcome counts and this project's failure reasons; `undefined` when nothing was
 * distilled yet (no ledger to read). The counts (this project's and every project's) agree with
 * the stores on disk: a session whose summary file was deleted is not counted as distilled (it
 * is pending again).
 */
async function ledgerCounts(
  deps: Deps,
  projectId: string,
): Promise<{ all: Counts; project: Counts; failures: FailureReason[] } | undefined> {
  const { openLedgerView } = await import("../store/mod.ts");
  try {
    using view = openLedgerView(deps);
    if (!view) return undefined;
    return {
      all: view.counts(),
      project: view.counts(projectId),
      failures: failureReasons(view.failures(projectId)),
    };
  } catch (error) {
    deps.output.err(`warning: Cannot read the ledger: ${errorMessage(error)}`);
    return undefined;
  }
}
