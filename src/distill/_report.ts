/** Step 5 of a run: the report, built from what each session's step returned. */
import { errorMessage } from "../errors.ts";
import type { ProjectInfo } from "../store/mod.ts";
import type { ReadResult, SessionRef, SourceId } from "../types.ts";
import type { DryRunItem, SessionOutcome } from "./_session.ts";
import type { SourceLook } from "./_discover.ts";
import { plural } from "../text.ts";

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
  /** Sessions the source could not read (a warning names each file). */
  skippedUnreadable: number;
  /** Sessions recorded in another folder, or ctx's own subscription-CLI calls. */
  skippedOther: number;
  /**
   * Sessions skipped because they were recorded in a repository of its own inside the
   * project's folder: per project root, how many and of which sources.
   */
  otherProjects: Array<{ root: string; sessions: number; sources: SourceId[] }>;
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
  /**
   * Sessions whose model call was under way when the run was stopped (Ctrl-C, a server
   * stopping): no summary was written and no failure recorded; the next run distills them.
   */
  stopped: number;
  /**
   * Sessions found but not dealt with: the run stopped first (Ctrl-C, no backend to send them
   * to, or a backend refusing ctx). They are tried again on the next run.
   */
  pending: number;
}

/** A report with nothing counted yet (of the project's identity alone: no handle in a report). */
export function newReport(
  project: ProjectInfo,
  store: { local: boolean; dir: string },
): DistillReport {
  return {
    project: { id: project.id, root: project.root, name: project.name },
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
    skippedUnreadable: 0,
    skippedOther: 0,
    otherProjects: [],
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
    stopped: 0,
    pending: 0,
  };
}

/** Count what the run left undone: every session found and not accounted for. */
export function countPending(report: DistillReport): void {
  const accounted = report.distilled + report.reused + report.unchanged + report.skipped +
    report.busy + report.failed + report.stopped +
    report.dryRun.filter((i) => i.action === "send").length;
  report.pending = Math.max(0, report.found - accounted);
}

/** Count what a source said while reading a session. */
export function addRead(report: DistillReport, read: ReadResult): void {
  report.warnings.push(...read.warnings);
  report.skippedLines += read.skippedCount ?? read.skipped.length;
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
      if (outcome.project) addOtherProject(report, outcome.project, ref.source);
      return;
    case "short":
      report.skipped++;
      report.skippedShort++;
      return;
    case "unreadable":
      report.skipped++;
      report.skippedUnreadable++;
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
      report.stopped++;
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
    case "unreadable":
      report.dryRun.push({ ...where, action: "unreadable", reason: outcome.why });
      return;
    case "reused":
      report.dryRun.push({
        ...where,
        action: "reuse",
        reason: "already distilled into the project's other store: copied, no model call",
      });
      return;
  }
}

function addOtherProject(report: DistillReport, root: string, source: SourceId): void {
  let entry = report.otherProjects.find((p) => p.root === root);
  if (!entry) {
    entry = { root, sessions: 0, sources: [] };
    report.otherProjects.push(entry);
  }
  entry.sessions++;
  if (!entry.sources.includes(source)) entry.sources.push(source);
}

/**
 * One warning per repository inside the project's folder whose sessions were skipped: which
 * project they belong to, and the command that distills them there.
 */
export function otherProjectWarnings(report: DistillReport): string[] {
  return [...report.otherProjects].sort((a, b) => a.root.localeCompare(b.root)).map((p) => {
    const commands = p.sources.map((s) => `ctx init ${s} --project "${p.root}"`).join(" and ");
    const sessions = plural(p.sessions, "session");
    return `Skipped ${sessions} of the project "${p.root}", a repository of its own inside ` +
      `"${report.project.root}": to distill ${p.sessions === 1 ? "it" : "them"} there, run: ` +
      commands;
  });
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
