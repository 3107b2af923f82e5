/** Step 5 of a run: the report, built from what each session's step returned. */
import { errorMessage } from "../errors.ts";
import type { ProjectInfo } from "../store/mod.ts";
import type { ReadResult, SessionRef, SourceId } from "../types.ts";
import type { DryRunItem, SessionOutcome } from "./_session.ts";
import type { SourceLook } from "./_discover.ts";

export interface DistillReport {
  project: ProjectInfo;
  storeDir: string;
  local: boolean;
  /** Where each source looked and how many of this project's sessions it found. */
  sources: SourceLook[];
  found: number;
  distilled: number;
  /** Copied from the project's other store, where the same content was distilled already. */
  reused: number;
  unchanged: number;
  /** Sessions with nothing durable (model returned no insight) or too short to send. */
  skipped: number;
  skippedEmpty: number;
  skippedShort: number;
  /** Sessions recorded in another folder, or ctx's own subscription-CLI calls. */
  skippedOther: number;
  /** Sessions another ctx process was distilling at the same time. */
  busy: number;
  failed: number;
  failures: Array<{ source: SourceId; sessionId: string; error: string }>;
  insightsWritten: number;
  files: string[];
  warnings: string[];
  /** Malformed lines/records skipped while parsing. */
  skippedLines: number;
  dryRun: DryRunItem[];
  backend?: string;
  interrupted: boolean;
  /**
   * Sessions found but not dealt with: the run stopped first (Ctrl-C, or no backend to send
   * them to). They are tried again on the next run.
   */
  pending: number;
}

/** A report with nothing counted yet. */
export function newReport(
  project: ProjectInfo,
  store: { local: boolean; dir: string },
): DistillReport {
  return {
    project,
    storeDir: store.dir,
    local: store.local,
    sources: [],
    found: 0,
    distilled: 0,
    reused: 0,
    unchanged: 0,
    skipped: 0,
    skippedEmpty: 0,
    skippedShort: 0,
    skippedOther: 0,
    busy: 0,
    failed: 0,
    failures: [],
    insightsWritten: 0,
    files: [],
    warnings: [],
    skippedLines: 0,
    dryRun: [],
    interrupted: false,
    pending: 0,
  };
}

/** Count what the run left undone: every session found and not accounted for. */
export function countPending(report: DistillReport): void {
  const accounted = report.distilled + report.reused + report.unchanged + report.skipped +
    report.busy + report.failed + report.dryRun.length;
  report.pending = Math.max(0, report.found - accounted);
}

/** Count what a source said while reading a session. */
export function addRead(report: DistillReport, read: ReadResult): void {
  report.warnings.push(...read.warnings);
  report.skippedLines += read.skipped.length;
}

/** Count one session's outcome. */
export function addOutcome(report: DistillReport, ref: SessionRef, outcome: SessionOutcome): void {
  switch (outcome.kind) {
    case "unchanged":
      report.unchanged++;
      return;
    case "ignored":
      report.skipped++;
      report.skippedOther++;
      if (outcome.warning) report.warnings.push(outcome.warning);
      return;
    case "short":
      report.skipped++;
      report.skippedShort++;
      return;
    case "empty":
      report.skipped++;
      report.skippedEmpty++;
      return;
    case "busy":
      report.busy++;
      return;
    case "dry-run":
      report.dryRun.push(outcome.item);
      return;
    case "distilled":
      report.files.push(outcome.path);
      report.distilled++;
      report.insightsWritten += outcome.insights;
      return;
    case "reused":
      if (outcome.path) report.files.push(outcome.path);
      report.reused++;
      report.insightsWritten += outcome.path ? outcome.insights : 0;
      return;
    case "failed":
      addFailure(report, ref, outcome.error);
      return;
    case "interrupted":
      report.interrupted = true;
      return;
    default:
      outcome satisfies never;
  }
}

/** Count a session that failed (`error` is said in the report, retried on the next run). */
export function addFailure(report: DistillReport, ref: SessionRef, error: unknown): void {
  report.failed++;
  report.failures.push({
    source: ref.source,
    sessionId: ref.id,
    error: typeof error === "string" ? error : errorMessage(error),
  });
}
