/**
 * The distillation pipeline: sources → clean → redact → backend → parse (+ one repair) →
 * summary file, with a ledger so work is incremental and never paid twice. A run is five
 * steps: discover the sessions (`_discover.ts`), plan and distill each one (`_session.ts`,
 * the model call in `_model.ts`) on a bounded pool (`_pool.ts`), and report (`_report.ts`).
 * Model calls are limited across every ctx process by slots in the ledger (`_slots.ts`).
 * `planProject` (`plan.ts`: discover + fingerprint check, reads no session) and `runPlan` are
 * the two halves of `distillProject`, for callers that answer before distilling (the MCP server).
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
import { type Backend, openBackend } from "../backends/mod.ts";
import { effectiveConcurrency } from "../config/mod.ts";
import type { Deps } from "../deps.ts";
import { CtxError, InterruptedError } from "../errors.ts";
import { openDistillMemory } from "../memory/mod.ts";
import type { ModelSlots } from "../store/mod.ts";
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
import { distillSession, type SessionRun } from "./_session.ts";
import { sharedLimiter } from "./_slots.ts";
import { CallGate, isFatalBackendError } from "./_gate.ts";
import { SYSTEM_PROMPT } from "./prompt.ts";
import { type DistillPlan, type PlanOptions, planProject } from "./plan.ts";

export type { DistillReport } from "./_report.ts";
export { discoverSessions, type SourceLook } from "./_discover.ts";
export { type DistillPlan, type PlanOptions, planProject } from "./plan.ts";
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
    // A store that cannot be written would fail every session after its model call: said first.
    if (!dryRun && plan.pending.length > 0) store.writable();
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
