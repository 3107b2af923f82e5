/**
 * `ctx status`: where things are and what ctx would do — backend in use and why, stores,
 * projects, insight counts, the index, and sessions distilled or failed (from the ledger).
 */
import type { Command } from "commander";
import { existsSync } from "node:fs";
import type { Deps } from "../deps.ts";
import { errorMessage } from "../errors.ts";
import type { IndexStats, LocatedProject, ProjectEntry, ProjectStats } from "../store/mod.ts";
import { type GetDeps, setExitCode } from "./_program.ts";
import { projectDir } from "./search.ts";
import { type BackgroundStatus, backgroundStatus, renderBackground } from "./_status_background.ts";

export function defineStatus(program: Command, deps: GetDeps): void {
  program.command("status")
    .description("show the backend in use and why, stores, projects, sessions and MCP clients")
    .option("--project <dir>", "project directory (default: the current directory)")
    .option("--json", "print as JSON")
    .action(async (opts: Record<string, unknown>, command: Command) => {
      setExitCode(command, await statusCommand(deps(), opts));
    });
}

export interface StatusOptions {
  project?: unknown;
  json?: unknown;
}

type Counts = Record<string, number>;

export interface StatusReport {
  ctxHome: string;
  backend:
    | { kind: string; label: string; reason: string; key?: string }
    | { error: string; hint?: string };
  /** MCP clients found in the home directory and whether they have the `ctx` entry. */
  clients: Array<{ client: string; path: string; registered: boolean; error?: string }>;
  project: LocatedProject & { stats: ProjectStats; sessions?: Counts };
  index: Omit<IndexStats, "stores">;
  stores: Array<
    { dir: string; kind: string; projectId: string; exists: boolean; insights: number }
  >;
  projects: ProjectEntry[];
  /** Sessions by ledger outcome over every project (absent before the first run). */
  sessions?: Counts;
  /** Pending work, what runs now, the last background run and failure. */
  background: BackgroundStatus;
}

export async function statusCommand(deps: Deps, opts: StatusOptions): Promise<number> {
  const dir = typeof opts.project === "string" ? projectDir(deps.cwd, opts.project) : deps.cwd;
  const { knownStores, locateProject, openIndex } = await import("../store/mod.ts");
  const project = await locateProject(deps, dir);
  if (project.warning) deps.output.err(`warning: ${project.warning}`);
  using index = openIndex(deps.config);
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
  const ledger = await ledgerCounts(deps, project.id);
  const report: StatusReport = {
    ctxHome: deps.config.ctxHome,
    backend: await backendStatus(deps),
    clients: await (await import("../install/mod.ts")).registeredClients(deps),
    project: {
      ...project,
      stats: index.projectStats(project.id, { topTags: 5 }),
      ...(ledger ? { sessions: ledger.project } : {}),
    },
    index: indexStats,
    stores,
    projects: index.projects(),
    ...(ledger ? { sessions: ledger.all } : {}),
    background: await backgroundStatus(deps, project.root),
  };
  if (opts.json === true) deps.output.out(JSON.stringify(report, null, 2));
  else for (const line of renderStatus(report)) deps.output.out(line);
  return 0;
}

/** The human form of the report. */
export function renderStatus(r: StatusReport): string[] {
  const b = r.backend;
  const p = r.project;
  const lines = [
    "error" in b
      ? `Backend:  none — ${b.error}${b.hint ? ` (${b.hint})` : ""}`
      : `Backend:  ${b.label} — ${b.reason}${b.key ? `; key: ${b.key}` : ""}`,
    `Project:  ${p.id} at ${p.root}`,
    `  store:  ${p.local ? "local" : "per-user"} ${p.storeDir}`,
    `  memory: ${p.stats.sessions} sessions, ${p.stats.insights} insights` +
    (p.stats.lastUpdate ? `, last update ${p.stats.lastUpdate.slice(0, 10)}` : ""),
  ];
  if (p.stats.topTags.length) {
    lines.push(`  topics: ${p.stats.topTags.map((t) => `${t.tag} (${t.count})`).join(", ")}`);
  }
  if (p.sessions) lines.push(`  sessions: ${countsText(p.sessions)}`);
  lines.push(
    `Home:     ${r.ctxHome}`,
    `Index:    ${r.index.path} (${kib(r.index.sizeBytes)}; ${r.index.insights} insights, ` +
      `${r.index.summaries} summaries, ${r.index.projects} projects)`,
  );
  if (r.sessions) lines.push(`Sessions: ${countsText(r.sessions)}`);
  lines.push(`Stores (${r.stores.length}):`);
  for (const s of r.stores) {
    lines.push(
      `  ${s.kind.padEnd(5)} ${s.projectId}  ${s.dir}  ${s.insights} insights` +
        (s.exists ? "" : " (folder missing)"),
    );
  }
  if (r.stores.length === 0) lines.push("  none yet: run ctx init <assistant> in a project");
  lines.push(`Projects (${r.projects.length}):`);
  for (const pr of r.projects) {
    lines.push(
      `  ${pr.id}  ${pr.insights} insights, ${pr.sessions} sessions, last ` +
        `${pr.lastUpdate.slice(0, 10) || "unknown"}${pr.root ? `  ${pr.root}` : ""}`,
    );
  }
  lines.push(...renderBackground(r.background));
  lines.push(`MCP clients (${r.clients.length}):`);
  for (const c of r.clients) {
    const state = c.error
      ? `unreadable: ${c.error}`
      : c.registered
      ? "ctx registered"
      : "no ctx entry";
    lines.push(`  ${c.client}  ${c.path}  ${state}`);
  }
  return lines;
}

function countsText(c: Counts): string {
  const parts = [
    `${c.ok ?? 0} distilled`,
    `${(c.empty ?? 0) + (c.short ?? 0)} with nothing to keep`,
  ];
  parts.push(`${c.failed ?? 0} failed`);
  if (c.running) parts.push(`${c.running} in progress`);
  return parts.join(", ");
}

function kib(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.round(bytes / 1024)} KiB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

async function backendStatus(deps: Deps): Promise<StatusReport["backend"]> {
  try {
    const { openBackend } = await import("../backends/mod.ts");
    const { loadSavedBackend } = await import("../keychain/mod.ts");
    const { describeKeySource } = await import("../install/mod.ts");
    const saved = await loadSavedBackend(deps);
    const { backend, resolution } = await openBackend(deps, saved);
    const key = describeKeySource(deps.config, resolution, saved);
    return {
      kind: backend.kind,
      label: backend.label,
      reason: resolution.reason,
      ...(backend.kind === "cli" ? {} : { key }),
    };
  } catch (error) {
    const hint = (error as { hint?: unknown }).hint;
    return { error: errorMessage(error), ...(typeof hint === "string" ? { hint } : {}) };
  }
}

/** Ledger outcome counts; `undefined` when nothing was distilled yet (no ledger to read). */
async function ledgerCounts(
  deps: Deps,
  projectId: string,
): Promise<{ all: Counts; project: Counts } | undefined> {
  const { Ledger, ledgerPath, openLedgerDb } = await import("../store/mod.ts");
  if (!existsSync(ledgerPath(deps.config))) return undefined;
  try {
    const db = openLedgerDb(deps.config);
    try {
      const ledger = new Ledger(db, `status:${Deno.pid}`);
      return { all: ledger.counts(), project: ledger.counts(projectId) };
    } finally {
      db.close();
    }
  } catch (error) {
    deps.output.err(`warning: Cannot read the ledger: ${errorMessage(error)}`);
    return undefined;
  }
}
