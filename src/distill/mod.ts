/**
 * The distillation pipeline: sources → clean → redact → backend → parse (+ one repair) →
 * summary file, with a ledger so work is incremental and never paid twice. A run is five
 * steps: discover the sessions (`_discover.ts`), plan and distill each one (`_session.ts`,
 * the model call in `_model.ts`) on a bounded pool (`_pool.ts`), and report (`_report.ts`).
 *
 * @example
 * const report = await distillProject(deps, { projectPath: "/work/app", sources: ["claude-code"], local: true });
 * console.log(report.distilled, report.insightsWritten, report.storeDir);
 */
import {
  type Backend,
  cliScratchDir,
  createLimiter,
  type Limiter,
  openBackend,
} from "../backends/mod.ts";
import { effectiveConcurrency } from "../config.ts";
import type { Deps } from "../deps.ts";
import { CtxError, ERROR_CODES, InterruptedError } from "../errors.ts";
import { exists } from "../fsutil.ts";
import { openSources } from "../sources/mod.ts";
import {
  openRunLedger,
  projectStore,
  registerStore,
  removeStaleTempFiles,
  resolveProject,
} from "../store/mod.ts";
import type { Source, SourceId } from "../types.ts";
import { discoverSessions } from "./_discover.ts";
import { poolSize, runPool } from "./_pool.ts";
import { addFailure, addOutcome, addRead, type DistillReport, newReport } from "./_report.ts";
import { distillSession, type SessionRun } from "./_session.ts";
import { SYSTEM_PROMPT } from "./prompt.ts";

export type { DistillReport } from "./_report.ts";
export type { DryRunItem } from "./_session.ts";

export interface DistillProgress {
  done: number;
  total: number;
  message?: string;
}

export interface DistillOptions {
  /** Project directory (any folder inside the project). */
  projectPath: string;
  /** Which sources to scan; `"all"` = every registered source. */
  sources: "all" | SourceId[];
  /** Write into `<project>/.ctx/` (true), the per-user store (false), or whichever exists (undefined). */
  local?: boolean;
  /** `--<assistant>-dir` overrides, per source. */
  sourceDirs?: Partial<Record<SourceId, string>>;
  /** Extra sources built by a command (e.g. one exported file), scanned in addition. */
  extraSources?: Source[];
  /** Print what would be sent; send nothing, write nothing. */
  dryRun?: boolean;
  onProgress?: (progress: DistillProgress) => void;
  /** Use this backend instead of resolving one (benchmarks). */
  backend?: Backend;
  signal?: AbortSignal;
}

/** Distill every new or grown session of a project; see the module comment for the steps. */
export async function distillProject(deps: Deps, options: DistillOptions): Promise<DistillReport> {
  const { config } = deps;
  const signal = options.signal ?? deps.signal;
  const project = await resolveProject(options.projectPath, deps.run);
  const store = projectStore(config, project, options.local);
  const report = newReport(project, store);
  const readOptions = {
    projectPath: project.root,
    home: config.home,
    excludeCwds: [cliScratchDir(config)],
    signal,
    lean: config.sanitizeChat,
  };
  const sources = [...await openSources(config, options.sources), ...(options.extraSources ?? [])];
  const { work, warnings } = await discoverSessions(sources, readOptions, options.sourceDirs);
  report.warnings.push(...warnings);
  report.found = work.length;
  if (options.dryRun) report.system = SYSTEM_PROMPT;

  const opened = await openRunLedger(config, {
    dryRun: options.dryRun,
    host: Deno.hostname(),
    pid: Deno.pid,
  });
  if (!options.dryRun) await removeStaleTempFiles(store.dir);
  const backend = lazyBackend(deps, signal, options.backend);
  const run: SessionRun = {
    config,
    project,
    storeDir: store.dir,
    ledger: opened?.ledger,
    dryRun: options.dryRun === true,
    signal,
    now: deps.now,
    readOptions,
    backend: backend.get,
  };
  let done = 0;
  const progress = (message?: string) =>
    options.onProgress?.({ done, total: work.length, ...(message ? { message } : {}) });
  progress();
  try {
    const pool = await runPool(work, {
      size: poolSize(config.concurrency, work.length),
      signal,
      run: async (item) =>
        addOutcome(
          report,
          item.ref,
          await distillSession(run, item, (r) => addRead(report, r)),
          run.dryRun,
        ),
      isFatal: isNoBackend,
      onError: (item, error) => addFailure(report, item.ref, error),
      onDone: (item) => {
        done++;
        progress(item.ref.id);
      },
    });
    if (pool.interrupted) report.interrupted = true;
    const label = backend.label();
    if (label !== undefined) report.backend = label;
    if (opened && !options.dryRun && (report.files.length > 0 || await exists(store.dir))) {
      registerStore(opened.db, {
        dir: store.dir,
        kind: store.local ? "local" : "user",
        projectId: project.id,
        root: project.root,
        lastSeen: deps.now().toISOString(),
      });
    }
  } finally {
    opened?.db.close();
  }
  if (report.interrupted && !options.signal) {
    throw Object.assign(new InterruptedError("Interrupted: finished summaries were kept"), {
      report,
    });
  }
  return report;
}

/** The backend, resolved on first need: a run with nothing new needs no backend at all. */
function lazyBackend(deps: Deps, signal: AbortSignal, given: Backend | undefined) {
  let ready: Promise<{ backend: Backend; limit: Limiter }> | undefined;
  let label: string | undefined;
  return {
    get: () => {
      ready ??=
        (given ? Promise.resolve(given) : openBackend({ ...deps, signal }).then((b) => b.backend))
          .then((backend) => {
            label = backend.label;
            return {
              backend,
              limit: createLimiter(effectiveConcurrency(deps.config, backend.kind)),
            };
          });
      return ready;
    },
    /** The label of the backend once one was resolved. */
    label: () => label,
  };
}

/** No backend at all: every session would fail the same way, so the run stops. */
function isNoBackend(error: unknown): boolean {
  return error instanceof CtxError && error.code === ERROR_CODES.backendNone;
}
