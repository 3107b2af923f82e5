/** Step 5 of a run: the report, built from what each session's step returned. */
import { errorMessage } from "../errors.ts";
import type { ProjectInfo } from "../store/mod.ts";
import type { ReadResult, SessionRef, SourceId } from "../types.ts";
import type { DryRunItem, SessionOutcome } from "./_session.ts";

export interface DistillReport {
  project: ProjectInfo;
  storeDir: string;
  local: boolean;
  found: number;
  distilled: number;
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
  /** Valid records of a type ctx does not know, skipped quietly. */
  unknownRecords: number;
  /** Dry run: every session found, with what a real run would do and why. */
  dryRun: DryRunItem[];
  /** Dry run: the system prompt sent with every session. */
  system?: string;
  backend?: string;
  interrupted: boolean;
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
    found: 0,
    distilled: 0,
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
    unknownRecords: 0,
    dryRun: [],
    interrupted: false,
  };
}

/** Count what a source said while reading a session. */
export function addRead(report: DistillReport, read: ReadResult): void {
  report.warnings.push(...read.warnings);
  report.skippedLines += read.skipped.length;
  report.unknownRecords += read.unknownRecords ?? 0;
}

/**
 * Count one session's outcome. In a dry run (`dryRun`), every session is also listed with
 * what a real run would do and why (the ones it would send carry their prompt).
 */
export function addOutcome(
  report: DistillReport,
  ref: SessionRef,
  outcome: SessionOutcome,
  dryRun = false,
): void {
  if (dryRun) explain(report, ref, outcome);
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

/** A dry run's line for a session a real run would not send. */
function explain(report: DistillReport, ref: SessionRef, outcome: SessionOutcome): void {
  const where = { source: ref.source, sessionId: ref.id, location: ref.location };
  switch (outcome.kind) {
    case "unchanged":
      report.dryRun.push({ ...where, action: "unchanged", reason: outcome.why ?? "unchanged" });
      return;
    case "ignored":
      report.dryRun.push({
        ...where,
        action: outcome.own ? "own session" : "other project",
        reason: outcome.reason ?? "not this project's",
      });
      return;
    case "short":
      report.dryRun.push({ ...where, action: "too short", reason: outcome.why ?? "too short" });
      return;
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
