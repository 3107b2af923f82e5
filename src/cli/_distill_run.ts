/**
 * A distillation run as `ctx init` and `ctx export` show it: progress while it runs, then the
 * report (or the dry run's prompts), and where the insights went.
 */
import { join } from "node:path";
import type { Deps } from "../deps.ts";
import { BackendError, ERROR_CODES, InterruptedError } from "../errors.ts";
import { SCANNED_SOURCES } from "../assistants/mod.ts";
import type { DistillOptions, DistillReport } from "../distill/mod.ts";
import type { Output } from "../output.ts";
import { plural } from "../text.ts";
import type { ExitCode } from "./_program.ts";
import { isDir, isDirSync } from "../fsutil.ts";

/** Shared by `init` and `export`: run the pipeline with progress, then print the report. */
export async function runDistill(
  deps: Deps,
  options: DistillOptions,
  json: boolean,
  collect?: (report: DistillReport) => void,
): Promise<ExitCode> {
  const { distillProject, RunStopped } = await import("../distill/mod.ts");
  const out = deps.output;
  let lastPlain = -1;
  // After Ctrl-C, "Stopping …" is the last word until the report: no more progress.
  const stopped = () => out.clearStatus();
  deps.signal.addEventListener("abort", stopped, { once: true });
  let report: DistillReport;
  try {
    // A dry run reads and prepares, it distills nothing; a run with nothing new says nothing.
    const doing = options.dryRun ? "Reading" : "Distilling";
    report = await distillProject(deps, {
      ...options,
      onProgress: ({ done, total, pending, report: live }) => {
        if (pending === 0 || deps.signal.aborted) return;
        if (out.stderrIsTty) {
          out.status(progressBar(doing, done, total));
        } else if (options.dryRun || sentToModel(live) > 0) {
          // Lines that stay: none until a model call has answered, so a run that only takes
          // back summaries already in the store (a new ledger) says no "Distilling".
          const step = Math.floor((done / total) * 10);
          if (step !== lastPlain && done > 0) {
            lastPlain = step;
            out.err(`${doing}: ${done}/${plural(total, "session")}`);
          }
        }
      },
    });
  } catch (error) {
    out.clearStatus();
    if (!(error instanceof RunStopped)) throw error;
    const partial = error.report;
    if (error.code === ERROR_CODES.interrupted) {
      printReport(out, partial, json, "Not started (rerun to continue)");
      throw new InterruptedError("Interrupted: finished summaries were kept", {
        hint: "run the same command again to continue with the rest",
      });
    }
    if (error.code === ERROR_CODES.backendAuth) {
      // Said once, after the report: the refusal and what to do (the error's hint).
      printReport(out, partial, json, "Left for the next run (the backend refused ctx)");
      throw error;
    }
    if (error.code === ERROR_CODES.backendNone) {
      // Say what was found before saying there is nothing to send it to.
      printReport(out, partial, json, "Waiting for a backend");
      throw new BackendError(
        `No LLM backend available: ${plural(partial.pending, "session")} to distill`,
        { code: ERROR_CODES.backendNone, exitCode: 3, hint: error.hint, cause: error.cause },
      );
    }
    throw error;
  } finally {
    deps.signal.removeEventListener("abort", stopped);
  }
  out.clearStatus();
  await noteOtherStore(deps, options, report);
  const code = options.dryRun ? 0 : report.failed > 0 ? 1 : 0;
  if (collect) {
    // The caller prints one document for several runs (`ctx export vscdb --json`).
    for (const warning of [...new Set(report.warnings)].slice(0, 20)) {
      out.err(`warning: ${warning}`);
    }
    collect(report);
    return code;
  }
  if (options.dryRun) printDryRun(out, report, json);
  else printReport(out, report, json);
  return code;
}

/**
 * A dry run lists every session found with what a real run would do and why, and shows the
 * system prompt and each prompt exactly as they would be sent.
 */
function printDryRun(out: Output, report: DistillReport, json: boolean): void {
  const items = [...report.dryRun].sort((a, b) =>
    a.source.localeCompare(b.source) || a.sessionId.localeCompare(b.sessionId)
  );
  for (const warning of [...new Set(report.warnings)].slice(0, 20)) out.err(`warning: ${warning}`);
  if (json) {
    // The report's counts and warnings too, as a real run's --json has them.
    out.json({ ...report, dryRun: items });
    return;
  }
  const sent = items.filter((i) => i.prompt !== undefined);
  if (sent.length > 0 && report.system !== undefined) {
    out.out("=== system prompt (sent with every session) ===");
    out.out(report.system);
    out.out("");
  }
  for (const item of sent) {
    out.out(
      `=== ${item.source} session ${item.sessionId}: send, ${
        plural(item.chars ?? 0, "transcript character")
      } (${item.reason}) ===`,
    );
    out.out(item.prompt!);
    out.out("");
  }
  for (const item of items.filter((i) => i.prompt === undefined)) {
    out.out(`${item.source} session ${item.sessionId}: ${item.action} (${item.reason})`);
  }
  for (const f of report.failures) {
    out.out(`${f.source} session ${f.sessionId}: failed (${f.error})`);
  }
  if (report.found === 0) printWhereLooked(out, report);
  const reused = report.reused ? ` (${report.reused} reused from the other store)` : "";
  out.err(
    `Dry run: ${sent.length} of ${
      plural(report.found, "session")
    } would be sent${reused}; nothing was sent or written`,
  );
}

/**
 * The report of a run. `pendingLabel` names the sessions the run left undone when it stopped
 * early (Ctrl-C, no backend); they are counted so the lines add up to "Sessions found".
 */
function printReport(out: Output, r: DistillReport, json: boolean, pendingLabel?: string): void {
  for (const warning of [...new Set(r.warnings)].slice(0, 20)) out.err(`warning: ${warning}`);
  if (json) {
    const { dryRun: _dry, ...rest } = r;
    out.json(rest);
    return;
  }
  out.out(`Project: ${r.project.id} (${r.project.root})`);
  out.out(`Sessions found: ${r.found}`);
  out.out(`Distilled: ${r.distilled}`);
  if (r.reused > 0) {
    out.out(`Reused from the project's other store (no model call): ${r.reused}`);
  }
  out.out(`Unchanged (already distilled): ${r.unchanged}`);
  out.out(
    `Skipped: ${r.skipped} (no insights: ${r.skippedEmpty}, too short: ${r.skippedShort}${
      r.skippedUnreadable ? `, unreadable: ${r.skippedUnreadable}` : ""
    }${r.skippedOther ? `, not this project's or ctx's own: ${r.skippedOther}` : ""})` +
      (r.busy ? `; ${r.busy} being distilled by another ctx process` : ""),
  );
  out.out(`Failed (will retry on the next run): ${r.failed}`);
  for (const f of r.failures.slice(0, 10)) out.out(`  ${f.source} ${f.sessionId}: ${f.error}`);
  if (r.stopped > 0) {
    out.out(`Stopped before its summary was written (rerun to continue): ${r.stopped}`);
  }
  if (pendingLabel || r.pending > 0) {
    out.out(`${pendingLabel ?? "Not started (rerun to continue)"}: ${r.pending}`);
  }
  out.out(`Insights written: ${r.insightsWritten}`);
  // Made by the first summary written, not before: a run that kept nothing claims no store.
  out.out(`Store: ${r.storeDir}${isDirSync(r.storeDir) ? "" : " (not created: nothing kept yet)"}`);
  if (r.found === 0) printWhereLooked(out, r);
  if (r.skippedLines > 0) {
    out.err(
      `note: ${plural(r.skippedLines, "malformed line")} skipped while reading transcripts`,
    );
  }
  const threads = r.sources.reduce((n, s) => n + s.threads, 0);
  if (threads > 0) {
    out.err(
      `note: ${plural(threads, "subagent thread")} left out: the assistant started ` +
        `${threads === 1 ? "it" : "them"} itself; what ${threads === 1 ? "it" : "they"} ` +
        "returned reaches the model with the session that started " +
        (threads === 1 ? "it" : "them"),
    );
  }
}

/** Nothing found: say where each source looked, so the user can point it elsewhere. */
function printWhereLooked(out: Output, r: DistillReport): void {
  for (const look of r.sources) {
    const places = look.locations.map((l) => `"${l.path}"${l.exists ? "" : " (missing)"}`);
    out.err(
      `No ${look.label} history for ${r.project.root}: looked in ${
        places.length ? places.join(", ") : "its default location"
      }`,
    );
  }
  const flags = r.sources.map((l) => SCANNED_SOURCES.find((s) => s.id === l.source)?.dirFlag)
    .filter((f) => f !== undefined).map((f) => `--${f.name}`);
  out.err(
    "hint: run ctx inside the project (or pass --project DIR)" +
      (flags.length ? `, or point ctx at the history with ${flags.join(", ")}` : ""),
  );
}

function progressBar(doing: string, done: number, total: number): string {
  const width = 24;
  const filled = Math.round((done / total) * width);
  return `${doing} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total}`;
}

/**
 * A run into the per-user store of a project that has its own `.ctx/` store: say once where the
 * insights went, and how to have them in `.ctx/` (where the editors' MCP server reads them).
 */
async function noteOtherStore(
  deps: Deps,
  options: DistillOptions,
  report: DistillReport,
): Promise<void> {
  if (options.project.local || report.local) return;
  // Nothing found, nothing went anywhere: the "not found" message is all there is to say.
  if (report.found === 0) return;
  const local = join(report.project.root, ".ctx");
  if (!(await isDir(local))) return;
  const dry = options.dryRun === true;
  // A run that wrote nothing (all unchanged, nothing to keep) put no insight anywhere.
  const wrote = dry
    ? report.dryRun.some((i) => i.action === "send" || i.action === "reuse")
    : report.files.length > 0;
  deps.output.err(
    `note: This project has its own store "${local}", but ` +
      (wrote
        ? `these insights ${dry ? "would go" : "went"} to the per-user store "${report.storeDir}"`
        : `ctx init without --local uses the per-user store "${report.storeDir}" (nothing ${
          dry ? "would be" : "was"
        } written this run)`),
  );
  deps.output.err(
    "hint: pass --local to put them in .ctx/ (what is distilled already is copied, with no " +
      "model call)",
  );
}

/** Sessions a model call has answered so far (distilled, nothing to keep, or failed). */
function sentToModel(report: Readonly<DistillReport>): number {
  return report.distilled + report.skippedEmpty + report.failed;
}
