/**
 * Where distilled knowledge lives: summary files (Markdown, the source of truth, written
 * atomically), the registry of stores and the ledger of processed sessions
 * (`$CTX_HOME/ledger.sqlite`, with leases), the full-text index (`$CTX_HOME/index.sqlite`,
 * derived), and project identity and scope.
 *
 * @example
 * const project = await resolveProject("/work/app", deps.run, config.home);
 * const store = projectStore(config, project); // { local: true, dir: "/work/app/.ctx" }
 * using index = openIndex(config);
 * await index.sync();
 * index.search("ERR_REQUIRE_ESM", { limit: 5, projectId: project.id });
 */
export { removeStaleTempFiles, writeFileAtomic } from "./atomic.ts";
export { isBusyError, openDatabase, transaction } from "./db.ts";
export {
  hasSummaryFile,
  listSummaryFiles,
  readStore,
  readSummaryFile,
  summaryFileNames,
  writeSummary,
} from "./files.ts";
export {
  type Index,
  type IndexedInsight,
  type IndexStats,
  knownStores,
  type LocatedProject,
  locateProject,
  openIndex,
  type ProjectEntry,
  type ProjectStats,
  type SearchHit,
} from "./index.ts";
export {
  checkStoreDir,
  ensurePrivateDir,
  ensureStoreDir,
  refuseSymlink,
  type StoreDirOptions,
  tightenPrivateStore,
} from "./guard.ts";
export {
  countOutcomes,
  isSettled,
  type LeasedSession,
  leaseOwner,
  Ledger,
  type LedgerEntry,
  ledgerKey,
  type Outcome,
  OUTCOME_ORDER,
  summaryFileOf,
} from "./ledger.ts";
export { ModelSlots, type SlotHolder } from "./slots.ts";
export {
  type BackgroundEvent,
  type BackgroundOrigin,
  lastBackgroundEvent,
  otherProjectsFailures,
  recordBackgroundEvent,
} from "./activity.ts";
export { migrateLegacyStore } from "./_migrate.ts";
export { applyFormerIds, findFormerIds, type FormerIds } from "./_renamed.ts";
export {
  checkProjectId,
  folderId,
  isInsideProject,
  neverProjectReason,
  NO_PROJECT_HINT,
  normalizePath,
  projectIdProblem,
  type ProjectInfo,
  requireProjectRoot,
  resolveProject,
} from "./project.ts";
export { type ProjectScope, projectScope } from "./scope.ts";
export {
  ledgerPath,
  listStores,
  localStoreDir,
  openLedgerDb,
  openRunLedger,
  projectStore,
  registerStore,
  teamStoreDir,
  userStoreDir,
} from "./stores.ts";
export { insightId, renderSummary, type SummaryDoc, summaryFileName } from "./summary.ts";
