/**
 * Steps 1 and 2 of a run, alone: discover the project's sessions and sort them by the ledger
 * (settled with this very fingerprint, or pending), reading none. Its own module so that what
 * only plans (`ctx status`'s dry plan) loads the sources and the store, not the pipeline's
 * cleaning, redaction rules, backends and memory (`mod.ts` re-exports it for everyone else).
 */
import { cliScratchDir } from "../backends/scratch.ts";
import type { Deps } from "../deps.ts";
import { openSources } from "../assistants/mod.ts";
import { keptPlanTally, type Project, type RunStore } from "../store/mod.ts";
import type { DiscoverOptions, SessionRef, Source, SourceId } from "../types.ts";
import { discoverSessions, type SourceLook, type WorkItem } from "./_discover.ts";
import type { SessionOutcome } from "./_outcome.ts";
import { sortSessions, storedSession } from "./_plan.ts";

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
  sources: SourceLook[];
  dryRun: boolean;
}

/**
 * Steps 1 and 2: discover the project's sessions and check each one's fingerprint against the
 * ledger, without reading any session. Cheap enough to answer an MCP call with.
 */
export async function planProject(deps: Deps, options: PlanOptions): Promise<DistillPlan> {
  const planned = await discoverThen(deps, options, async (store, work) => {
    return sortSessions(work, await store.plan(work.map((w) => storedSession(w.ref))));
  });
  const { sorted, work } = planned;
  return {
    project: options.project,
    readOptions: planned.readOptions,
    found: work.length,
    pending: sorted.pending,
    settled: sorted.settled,
    elsewhere: sorted.elsewhere,
    unchanged: sorted.settled.length,
    warnings: planned.warnings,
    sources: planned.looked,
    dryRun: planned.dryRun,
  };
}

/** What `ctx status` shows of a dry plan: what was found, and how many of it are pending. */
export interface PlanTallied {
  found: number;
  pending: number;
  elsewhere: number;
  stored: number;
  warnings: string[];
  sources: SourceLook[];
}

/**
 * A dry plan's counts alone (`ctx status`): discovery as `planProject` runs it, and the sorting
 * against the ledger and the store folders kept for the next `ctx status` while what discovery
 * found, the ledger's rows and the folders are unchanged (`keptPlanTally`, `store/_plan_tally.ts`).
 */
export async function planTally(
  deps: Deps,
  options: Omit<PlanOptions, "dryRun" | "only">,
): Promise<PlanTallied> {
  const { project } = options;
  const dirs = [project.storeDir, project.otherStoreDir];
  const planned = await discoverThen(deps, { ...options, dryRun: true }, async (store, work) => {
    const sessions = work.map((w) => storedSession(w.ref));
    return await keptPlanTally(deps, dirs, sessions, async () => {
      const sorted = sortSessions(work, await store.plan(sessions));
      return { pending: sorted.pending.length, elsewhere: sorted.elsewhere, stored: sorted.stored };
    });
  });
  return {
    found: planned.work.length,
    pending: planned.sorted.pending,
    elsewhere: planned.sorted.elsewhere,
    stored: planned.sorted.stored,
    warnings: planned.warnings,
    sources: planned.looked,
  };
}

/** Step 1 (discovery), then `sort` of what it found with the project's run store open. */
async function discoverThen<T>(
  deps: Deps,
  options: PlanOptions,
  sort: (store: RunStore, work: WorkItem[]) => Promise<T>,
) {
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
  // A store that is a link is refused now, before any model call is paid for.
  const store = await project.openRun({ dryRun });
  let found, work, sorted;
  try {
    // Transcripts whose fingerprint the store saw before are not read again to be found.
    const discover = store.heads ? { ...readOptions, heads: store.heads } : readOptions;
    found = await discoverSessions(sources, discover, options.sourceDirs);
    const only = options.only;
    work = only ? found.work.filter((w) => only(w.ref)) : found.work;
    sorted = await sort(store, work);
  } finally {
    store.close();
  }
  warnings.push(...found.warnings);
  return { readOptions, work, sorted, warnings, looked: found.looked, dryRun };
}
