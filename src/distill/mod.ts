/**
 * The distillation pipeline: sources → clean → redact → backend → parse (+ one repair) →
 * summary file, with a ledger so work is incremental and never paid twice. A run is five
 * steps: discover the sessions (`_discover.ts`), plan and distill each one (`_session.ts`,
 * the model call in `_model.ts`) on a bounded pool (`_pool.ts`), and report (`_report.ts`).
 * Model calls are limited across every ctx process by slots in the ledger (`_slots.ts`).
 * `planProject` (discover + fingerprint check, reads no session) and `runPlan` are the two
 * halves of `distillProject`, for callers that answer before distilling (the MCP server).
 *
 * The project is opened by the caller (`openProject`); everything a run keeps goes through the
 * project's run store (`Project.openRun`): this folder holds the pipeline only.
 *
 * @example
 * const project = await openProject(deps, "/work/app", { from: "--project", local: true });
 * const report = await distillProject(deps, { project, sources: ["claude-code"] });
 * console.log(report.distilled, report.insightsWritten, report.storeDir);
 *
 * const plan = await planProject(deps, { project, sources: "all" });
 * console.log(plan.pending.length, "to distill");
 * const later = runPlan(deps, plan, { signal, drain }); // in the background
 */
import { type Backend, cliScratchDir, openBackend } from "../backends/mod.ts";
import { effectiveConcurrency } from "../config/mod.ts";
import type { Deps } from "../deps.ts";
import { CtxError, InterruptedError } from "../errors.ts";
import { openSources } from "../assistants/mod.ts";
import { openDistillMemory } from "../memory/mod.ts";
import type { ModelSlots, Project } from "../store/mod.ts";
import type { DiscoverOptions, SessionRef, Source, SourceId } from "../types.ts";
import { discoverSessions, type WorkItem } from "./_discover.ts";
import { poolSize, runPool } from "./_pool.ts";
import {
  addFailure,
  addOutcome,
  addRead,
  countPending,
  type DistillReport,
  newReport,
  otherProjectWarnings,
} from "./_report.ts";
import { distillSession, type SessionOutcome, type SessionRun } from "./_session.ts";
import { sortSessions, storedSession } from "./_plan.ts";
import { sharedLimiter } from "./_slots.ts";
import { CallGate, isFatalBackendError } from "./_gate.ts";
import { SYSTEM_PROMPT } from "./prompt.ts";

export type { DistillReport } from "./_report.ts";
export { discoverSessions, type SourceLook } from "./_discover.ts";
export type { DryRunItem } from "./_session.ts";

export interface DistillProgress {
  /** Sessions done (already distilled ones count as done from the start). */
  done: number;
  total: number;
  /** Sessions the run looks at (new, grown, failed before): 0 when everything is unchanged. */
  pending: number;
  message?: string;
  /** The run's report so far (live counts). */
  report: Readonly<DistillReport>;
}

export interface PlanOptions {
  /** The project, opened by its door (`openProject`): its root, id and store. */
  project: Project;
  /** Which sources to scan; `"all"` = every registered source. */
  sources: "all" | SourceId[];
  /** `--<assistant>-dir` overrides, per source. */
  sourceDirs?: Partial<Record<SourceId, string>>;
  /** Extra sources built by a command (e.g. one exported file), scanned in addition. */
  extraSources?: Source[];
  /** Only the sessions this accepts (the session-end hook: the one that ended). */
  only?: (ref: SessionRef) => boolean;
  /** Print what would be sent; send nothing, write nothing (also when the project was opened for a dry run). */
  dryRun?: boolean;
  signal?: AbortSignal;
}

export interface DistillOptions extends PlanOptions {
  onProgress?: (progress: DistillProgress) => void;
  /** Use this backend instead of resolving one (benchmarks). */
  backend?: Backend;
  /**
   * Stop starting sessions when this aborts, and let the model calls under way finish (a clean
   * stop of the MCP server). `signal` aborts those calls too.
   */
  drain?: AbortSignal;
}

/** What a run will do: the project, its store and the sessions that need a look. */
export interface DistillPlan {
  project: Project;
  readOptions: DiscoverOptions;
  /** Every session the sources found for the project. */
  found: number;
  /** New, grown, failed or leased elsewhere: the sessions a run looks at. */
  pending: WorkItem[];
  /** Settled with this very fingerprint (nothing to read), with what to report of each. */
  settled: Array<{ ref: SessionRef; outcome: SessionOutcome }>;
  /**
   * Of the pending sessions, those the project's other store (`.ctx/` or the per-user store)
   * holds already, from this very content: a run copies them, with no model call.
   */
  elsewhere: number;
  /** How many are settled. */
  unchanged: number;
  warnings: string[];
  /** Where each source looked, and what it found there (for reports and `ctx status`). */
  sources: DistillReport["sources"];
  dryRun: boolean;
}

/**
 * A run that stopped before its end, with the report of what it did and left undone: Ctrl-C
 * (code `interrupted`), or a backend that refuses ctx or none at all (its code, hint and exit
 * code are the backend error's, which is the `cause`).
 */
export class RunStopped extends CtxError {
  readonly report: DistillReport;

  constructor(cause: CtxError, report: DistillReport) {
    super(cause.message, {
      code: cause.code,
      exitCode: cause.exitCode,
      ...(cause.hint === undefined ? {} : { hint: cause.hint }),
      cause,
    });
    this.report = report;
  }
}

/** Distill every new or grown session of a project; see the module comment for the steps. */
export async function distillProject(deps: Deps, options: DistillOptions): Promise<DistillReport> {
  return await runPlan(deps, await planProject(deps, options), options);
}

/**
 * Steps 1 and 2: discover the project's sessions and check each one's fingerprint against the
 * ledger, without reading any session. Cheap enough to answer an MCP call with.
 */
export async function planProject(deps: Deps, options: PlanOptions): Promise<DistillPlan> {
  const { config } = deps;
  const { project } = options;
  const dryRun = options.dryRun === true || project.dryRun;
  const warnings = [...project.warnings];
  const readOptions = {
    projectPath: project.root,
    home: config.home,
    excludeCwds: [cliScratchDir(config)],
    signal: options.signal ?? deps.signal,
    lean: config.sanitizeChat,
  };
  const sources = [...await openSources(config, options.sources), ...(options.extraSources ?? [])];
  const found = await discoverSessions(sources, readOptions, options.sourceDirs);
  warnings.push(...found.warnings);
  const only = options.only;
  const work = only ? found.work.filter((w) => only(w.ref)) : found.work;
  // A store that is a link is refused now, before any model call is paid for.
  const store = await project.openRun({ dryRun });
  let sorted;
  try {
    sorted = sortSessions(work, await store.plan(work.map((w) => storedSession(w.ref))));
  } finally {
    store.close();
  }
  return {
    project,
    readOptions,
    found: work.length,
    pending: sorted.pending,
    settled: sorted.settled,
    elsewhere: sorted.elsewhere,
    unchanged: sorted.settled.length,
    warnings,
    sources: found.looked,
    dryRun,
  };
}

/** Steps 3 to 5: distill the plan's pending sessions on the pool, then report. */
export async function runPlan(
  deps: Deps,
  plan: DistillPlan,
  options: Pick<DistillOptions, "onProgress" | "backend" | "drain" | "signal"> = {},
): Promise<DistillReport> {
  const { config } = deps;
  const signal = options.signal ?? deps.signal;
  const stop = options.drain ? AbortSignal.any([signal, options.drain]) : signal;
  const { project, dryRun } = plan;
  const report = newReport(project, { local: project.local, dir: project.storeDir });
  report.warnings.push(...plan.warnings);
  report.sources = plan.sources;
  report.found = plan.found;
  for (const { ref, outcome } of plan.settled) addOutcome(report, ref, outcome, dryRun);
  if (dryRun) report.system = SYSTEM_PROMPT;
  const store = await project.openRun({ dryRun });
  const backend = lazyBackend(deps, { signal, stop, given: options.backend, slots: store.slots });
  using memory = openDistillMemory(deps, project);
  const run: SessionRun = {
    config,
    project,
    store,
    signal,
    now: deps.now,
    git: deps.run,
    readOptions: plan.readOptions,
    backend: backend.get,
    memory,
    warn: (warning) => void report.warnings.push(warning),
  };
  let done = plan.unchanged;
  const progress = (message?: string) =>
    options.onProgress?.({
      done,
      total: plan.found,
      pending: plan.pending.length,
      ...(message ? { message } : {}),
      report,
    });
  progress();
  try {
    const pool = await runPool(plan.pending, {
      size: poolSize(config.concurrency, plan.pending.length),
      signal: stop,
      run: async (item) =>
        addOutcome(
          report,
          item.ref,
          await distillSession(run, item, (r) => addRead(report, r)),
          dryRun,
        ),
      isFatal: isFatalBackendError,
      onError: (item, error) => addFailure(report, item.ref, error),
      onDone: (item) => {
        done++;
        progress(item.ref.id);
      },
    });
    if (pool.interrupted) report.interrupted = true;
    report.warnings.unshift(...otherProjectWarnings(report));
    countPending(report);
    const label = backend.label();
    if (label !== undefined) report.backend = label;
    await store.register();
  } catch (error) {
    // No backend, or one that refuses ctx, stops the run: the report still says what was found
    // and left undone.
    countPending(report);
    throw isFatalBackendError(error) ? new RunStopped(error as CtxError, report) : error;
  } finally {
    store.close();
  }
  if (report.interrupted && !options.signal && !options.drain) {
    throw new RunStopped(new InterruptedError("Interrupted: finished summaries were kept"), report);
  }
  return report;
}

/** The backend, resolved on first need: a run with nothing new needs no backend at all. */
function lazyBackend(
  deps: Deps,
  options: {
    signal: AbortSignal;
    /** Aborts when no new model call may start (waiting for a slot ends). */
    stop: AbortSignal;
    given: Backend | undefined;
    slots: ModelSlots | undefined;
  },
) {
  let ready: Promise<{ backend: Backend; gate: CallGate }> | undefined;
  let label: string | undefined;
  return {
    get: () => {
      ready ??= (options.given ? Promise.resolve(options.given) : openBackend({
        ...deps,
        signal: options.signal,
      }).then((b) => b.backend))
        .then((backend) => {
          label = backend.label;
          const n = effectiveConcurrency(deps.config, backend.kind);
          const limit = sharedLimiter(n, options.slots, {
            pool: backend.kind,
            signal: options.stop,
          });
          return { backend, gate: new CallGate(limit) };
        });
      return ready;
    },
    /** The label of the backend once one was resolved. */
    label: () => label,
  };
}
