/**
 * The MCP server's background distillation. `fetch_project_context` answers at once with what is
 * known, and `refresh` starts (or joins) the project's background run: new and grown sessions are
 * distilled while the assistant works, within the model slots shared with every other ctx
 * process, each session exactly once (ledger leases). Runs report through MCP logging
 * notifications; `stop` ends them cleanly when the client goes away.
 */
import type { Deps } from "../deps.ts";
import type { DistillPlan, DistillReport } from "../distill/mod.ts";
import { BackendError, CtxError, ERROR_CODES, errorLine, errorMessage } from "../errors.ts";
import { type LedgerView, openLedgerView, recordEvent } from "../store/mod.ts";
import { type FailureReason, failureReasons, plural } from "../text.ts";
import type { ResolvedProject } from "./_context.ts";

/** After a stop request, calls under way get this long to finish (and be written) before abort. */
export const STOP_GRACE_MS = 1000;
/** At most this many failures of one run are logged one by one. */
const LOGGED_FAILURES = 5;

export type LogLevel = "info" | "warning" | "error";

/** What background runs did for a project: this server's so far, or one run's report. */
export interface RunTotals {
  distilled: number;
  /**
   * Copied from the project's other store (`--local` or per-user), where the same content was
   * distilled already: no model call.
   */
  reused: number;
  skipped: number;
  failed: number;
  insightsWritten: number;
}

const NO_RUN: RunTotals = { distilled: 0, reused: 0, skipped: 0, failed: 0, insightsWritten: 0 };

function plusTotals(a: RunTotals, b: RunTotals | undefined): RunTotals {
  if (b === undefined) return a;
  return {
    distilled: a.distilled + b.distilled,
    reused: a.reused + b.reused,
    skipped: a.skipped + b.skipped,
    failed: a.failed + b.failed,
    insightsWritten: a.insightsWritten + b.insightsWritten,
  };
}

/** What the model is told about the memory update of its project; the totals are this server's. */
export interface BackgroundSnapshot extends RunTotals {
  /**
   * `up_to_date`: nothing to distill; `distilling`: a background run is under way;
   * `no_backend`: sessions wait but no backend is configured; `failed`: the run could not start.
   */
  status: "up_to_date" | "distilling" | "no_backend" | "failed";
  /** Sessions the sources found for the project. */
  found: number;
  /** Sessions not distilled yet (new, grown, failed earlier, or being distilled). */
  pending: number;
  /**
   * Of `pending`, those distilled in the project's other store already (`.ctx/` or per-user):
   * the run copies them with no model call.
   */
  inOtherStore: number;
  /** Sessions being distilled right now, by this server or another ctx process. */
  inProgress: number;
  /** The latest session failure of those runs (retried on a later run). */
  lastFailure?: string;
  /**
   * Why the project's sessions failed when last tried (from the ledger, whichever process tried
   * them), most frequent first: they are retried in the background.
   */
  failures: FailureReason[];
  message?: string;
  hint?: string;
  warnings: string[];
}

export interface Background {
  /**
   * Plan the project (discovery and a fingerprint check, no session read) and start its
   * background run when sessions are pending; returns what to say now.
   */
  refresh(project: ResolvedProject): Promise<BackgroundSnapshot>;
  /**
   * No new session starts; calls under way get `STOP_GRACE_MS` to finish, then are aborted and
   * their leases given back. Resolves when every run has ended.
   */
  stop(): Promise<void>;
  /**
   * Sessions this server's background runs have not finished yet, of one project or of all:
   * a search that finds nothing can say that more is coming.
   */
  underWay(projectId?: string): number;
}

interface ProjectState {
  projectId: string;
  job?: { plan: DistillPlan; report?: Readonly<DistillReport>; done: Promise<void> };
  /** What this server's finished runs did for the project. */
  totals: RunTotals;
  lastFailure?: string;
  /**
   * Why the last run stopped when the backend refused ctx (a wrong key, a CLI not logged in),
   * with what to do: said until a run ends normally.
   */
  refused?: { message: string; hint?: string };
  /** The refresh under way; the next one waits for it. */
  turn: Promise<void>;
}

type Log = (level: LogLevel, message: string) => void;

/** `log` sends an MCP logging notification (a no-op when the client cannot receive it). */
export function createBackground(deps: Deps, log: Log): Background {
  return new BackgroundRuns(deps, log);
}

class BackgroundRuns implements Background {
  readonly #deps: Deps;
  readonly #log: Log;
  readonly #states = new Map<string, ProjectState>();
  /** Aborted on stop: no new session starts. */
  readonly #drain = new AbortController();
  /** Aborted after the grace period (or on Ctrl-C): calls under way end. */
  readonly #abort = new AbortController();
  readonly #signal: AbortSignal;

  constructor(deps: Deps, log: Log) {
    this.#deps = deps;
    this.#log = log;
    this.#signal = AbortSignal.any([deps.signal, this.#abort.signal]);
  }

  refresh(project: ResolvedProject): Promise<BackgroundSnapshot> {
    const state = this.#states.get(project.storeDir) ?? {
      projectId: project.id,
      totals: NO_RUN,
      turn: Promise.resolve(),
    };
    this.#states.set(project.storeDir, state);
    // One refresh of a project at a time: two calls at once must not start two runs.
    const answer = state.turn.then(() => this.#refresh(state, project));
    state.turn = answer.then(() => {}, () => {});
    return answer;
  }

  underWay(projectId?: string): number {
    let sessions = 0;
    for (const state of this.#states.values()) {
      if (!state.job || (projectId !== undefined && state.projectId !== projectId)) continue;
      const report = state.job.report;
      const done = report
        ? report.distilled + report.reused + report.skipped + report.failed + report.busy
        : 0;
      sessions += Math.max(0, state.job.plan.pending.length - done);
    }
    return sessions;
  }

  async stop(): Promise<void> {
    this.#drain.abort();
    const timer = setTimeout(() => this.#abort.abort(), STOP_GRACE_MS);
    try {
      await Promise.allSettled([...this.#states.values()].map((s) => s.job?.done));
    } finally {
      clearTimeout(timer);
    }
  }

  async #refresh(state: ProjectState, project: ResolvedProject): Promise<BackgroundSnapshot> {
    // Planned on every call, also while a run is under way: the count is then current
    // (sessions that another process finished meanwhile are no longer pending).
    const { planProject } = await import("../distill/mod.ts");
    const plan = await planProject(this.#deps, {
      project: project.handle,
      sources: "all",
      signal: this.#signal,
    });
    let distilling = state.job !== undefined;
    if (plan.pending.length > 0 && !distilling && !this.#drain.signal.aborted) {
      try {
        await this.#start(state, plan);
        distilling = true;
      } catch (error) {
        const none = error instanceof BackendError && error.code === ERROR_CODES.backendNone;
        return {
          ...snapshot(this.#deps, state, plan, { storeDir: project.storeDir, distilling }),
          status: none ? "no_backend" : "failed",
          message: none
            ? `${errorMessage(error)}: new sessions are not distilled`
            : `Cannot start distilling: ${errorMessage(error)}`,
          ...(error instanceof BackendError && error.hint ? { hint: error.hint } : {}),
        };
      }
    }
    const now = snapshot(this.#deps, state, plan, { storeDir: project.storeDir, distilling });
    // The run just started may fare better; until one does, the refusal is what to say.
    if (state.refused && plan.pending.length > 0) {
      return { ...now, status: "failed", ...state.refused };
    }
    return now;
  }

  /** Start the run of `plan` (not awaited); throws when no backend can be opened. */
  async #start(state: ProjectState, plan: DistillPlan): Promise<void> {
    const { runPlan } = await import("../distill/mod.ts");
    const { openBackend } = await import("../backends/mod.ts");
    const { backend } = await openBackend({ ...this.#deps, signal: this.#signal });
    const total = plan.pending.length;
    this.#log(
      "info",
      `Distilling ${plural(total, "session")} of ${plan.project.id} in the background`,
    );
    let step = 0;
    let failuresSeen = 0;
    const job: NonNullable<ProjectState["job"]> = { plan, done: Promise.resolve() };
    job.done = runPlan(this.#deps, plan, {
      backend,
      signal: this.#signal,
      drain: this.#drain.signal,
      onProgress: ({ done, report }) => {
        job.report = report;
        for (const f of report.failures.slice(failuresSeen)) {
          if (failuresSeen++ < LOGGED_FAILURES) {
            this.#log("warning", `Cannot distill ${f.source} session "${f.sessionId}": ${f.error}`);
          }
        }
        // About every tenth of the run, one line.
        const processed = done - plan.unchanged;
        const next = Math.floor((processed / Math.max(1, total)) * 10);
        if (next > step && processed < total) {
          step = next;
          this.#log(
            "info",
            `Distilled ${processed}/${plural(total, "session")} of ${plan.project.id}`,
          );
        }
      },
    }).then((report) => this.#finished(state, report), (error) => {
      state.lastFailure = `Background distillation stopped: ${errorMessage(error)}`;
      if (error instanceof CtxError && error.code === ERROR_CODES.backendAuth) {
        state.refused = {
          message: state.lastFailure,
          ...(error.hint ? { hint: error.hint } : {}),
        };
      }
      const line = `Background distillation stopped: ${errorLine(error)}`;
      this.#log("error", line);
      record(this.#deps, state.projectId, "failure", line);
    }).finally(() => {
      if (state.job === job) delete state.job;
    });
    state.job = job;
  }

  #finished(state: ProjectState, report: DistillReport): void {
    delete state.refused;
    state.totals = plusTotals(state.totals, report);
    const last = report.failures.at(-1);
    if (last) {
      state.lastFailure = `${last.source} session "${last.sessionId}": ${last.error}`;
      record(this.#deps, state.projectId, "failure", `Cannot distill ${state.lastFailure}`);
    }
    const reused = report.reused > 0
      ? ` and ${report.reused} reused from the project's other store with no model call`
      : "";
    const counts = `${report.distilled} distilled${reused} (${
      plural(report.insightsWritten, "new insight")
    }), ${report.skipped} skipped, ${report.failed} failed`;
    const stopped = report.interrupted ? "; stopped before the end (resumed next time)" : "";
    this.#log(
      report.failed > 0 ? "warning" : "info",
      `Background distillation of ${report.project.id}: ${counts}${stopped}`,
    );
    if (report.distilled + report.reused + report.failed > 0) {
      record(this.#deps, state.projectId, "finished", `${counts}${stopped}`);
    }
  }
}

/** What to say about a project now: the fresh plan's counts plus this server's runs. */
function snapshot(
  deps: Deps,
  state: ProjectState,
  plan: DistillPlan,
  { storeDir, distilling }: { storeDir: string; distilling: boolean },
): BackgroundSnapshot {
  const live = state.job?.report;
  const pending = plan.pending.length;
  return {
    status: distilling ? "distilling" : pending > 0 ? "failed" : "up_to_date",
    found: plan.found,
    pending,
    inOtherStore: plan.elsewhere,
    inProgress: pending > 0 ? leasedCount(deps, storeDir) : 0,
    ...plusTotals(state.totals, live),
    ...(state.lastFailure ? { lastFailure: state.lastFailure } : {}),
    failures: pending > 0 ? failedReasons(deps, state.projectId, storeDir) : [],
    ...(distilling || pending === 0 ? {} : { message: "The server is stopping" }),
    warnings: plan.warnings.slice(0, 3),
  };
}

/** Why the store's failed sessions failed, from the ledger (none when it cannot be read). */
function failedReasons(deps: Deps, projectId: string, storeDir: string): FailureReason[] {
  return withLedger(deps, (view) => failureReasons(view.failures(projectId, storeDir), 3)) ?? [];
}

/** Sessions of a store leased right now by any live ctx process (0 when unknown). */
function leasedCount(deps: Deps, storeDir: string): number {
  return withLedger(deps, (view) => view.running(storeDir).length) ?? 0;
}

function record(deps: Deps, projectId: string, kind: "finished" | "failure", message: string) {
  try {
    recordEvent(deps, { at: deps.now().toISOString(), origin: "mcp", projectId, kind, message });
  } catch (error) {
    deps.output.err(`warning: Cannot use the ledger: ${errorMessage(error)}`);
  }
}

/** Run `fn` on the ledger; `undefined` when there is none yet, or (with a warning) it fails. */
function withLedger<T>(deps: Deps, fn: (view: LedgerView) => T): T | undefined {
  try {
    using view = openLedgerView(deps);
    return view && fn(view);
  } catch (error) {
    deps.output.err(`warning: Cannot use the ledger: ${errorMessage(error)}`);
    return undefined;
  }
}
