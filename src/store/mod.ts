/**
 * Where distilled knowledge lives, and what a project is. A door of ctx opens the project of a
 * folder (`openProject`: its root, id and store, decided here once) and works through the
 * handle; a distillation run through the handle's run store (`Project.openRun`). Summary files
 * (Markdown, the source of truth, written atomically by one writer) live in a project's `.ctx/`
 * or the per-user store; the ledger of processed sessions, leases and the registry of stores in
 * `$CTX_HOME/ledger.sqlite`; the full-text index (derived) in `$CTX_HOME/index.sqlite`; pulled
 * team insights in their own folders (`openTeamStore`).
 *
 * @example
 * const project = await openProject(deps, deps.cwd, { from: "cwd" });
 * project.storeDir; // "/work/app/.ctx" (or the per-user store)
 * using index = openIndex(config);
 * await index.sync();
 * index.search("ERR_REQUIRE_ESM", { limit: 5, projectId: project.id });
 */
export { checkProjectFolder, markMissing, type ProjectFrom } from "./folder.ts";
export { lookAtProject, type NoProject, openProject, type Project } from "./open.ts";
export type { ProjectInfo } from "./project.ts";
export { isInsideProject, normalizePath, projectIdProblem } from "./project.ts";
export type { ReadSession, RunStore, Standing, StoredSession } from "./run.ts";
export type { LedgerEntry } from "./ledger.ts";
export type { PlanRecord } from "./_ledger_plan.ts";
export type { ModelSlots } from "./slots.ts";
export { localStoreDir, type OwnProject, ownProjects } from "./stores.ts";
export { type LedgerView, openLedgerView, recordEvent } from "./view.ts";
export { keptPlanTally, type PlanTally } from "./_plan_tally.ts";
export type { BackgroundEvent } from "./activity.ts";
export {
  openTeamStore,
  type PageApplied,
  pushedContent,
  rememberPushed,
  type TeamMirror,
  type TeamOrigin,
  type TeamPage,
  type TeamPut,
  type TeamStore,
} from "./team.ts";
export { readStore } from "./files.ts";
export { insightId, type SummaryDoc } from "./summary.ts";
// Memory (docs/memory.md): merge keys, supersessions, what this machine wrote.
export { dropSupersedes } from "./files.ts";
export { INSIGHT_ID, isSupersedableId } from "./summary.ts";
export { keyWords, mergeKey, nearSummaries, summaryWords } from "./merge_key.ts";
export { type MemoryLedger, openMemoryLedger, type SupersessionUndo } from "./memory_ledger.ts";
export {
  anchorPathProblem,
  isCommitId,
  MAX_ANCHOR_FILES,
  MAX_ANCHOR_TURNS,
  strongerVia,
} from "./anchors.ts";
export {
  type Index,
  type IndexedInsight,
  type IndexStats,
  knownStores,
  type LocalFile,
  type MemoryIndex,
  type MemoryRow,
  openIndex,
  type ProjectEntry,
  type ProjectStats,
  type SearchHit,
  type SupersedesRow,
} from "./index.ts";
export {
  countText,
  type FolderMemory,
  folderMemory,
  type ListedProject,
  memoryText,
  type ProjectMemory,
} from "./memory.ts";
export { writeFileAtomic } from "./atomic.ts";
export { isBusyError } from "./db.ts";
