/**
 * The distillation pipeline: sources → clean → redact → backend → parse (+ one repair) →
 * summary file, with a ledger so work is incremental and never paid twice.
 *
 * @example
 * const report = await distillProject(deps, { projectPath: "/work/app", sources: ["claude-code"], local: true });
 * console.log(report.distilled, report.insightsWritten, report.storeDir);
 */
import type { Deps } from "../deps.ts";
import { effectiveConcurrency } from "../config.ts";
import { BackendError, CtxError, errorMessage, InterruptedError } from "../errors.ts";
import type { Backend } from "../backends/types.ts";
import { cliScratchDir, createLimiter, type Limiter, openBackend } from "../backends/mod.ts";
import { createSources } from "../sources/mod.ts";
import { isInsideProject } from "../sources/claude_code.ts";
import type { Insight, SessionRef, Source, SourceId } from "../types.ts";
import { type ProjectInfo, resolveProject } from "../store/project.ts";
import {
  ledgerPath,
  localStoreDir,
  openLedgerDb,
  registerStore,
  userStoreDir,
} from "../store/stores.ts";
import { openDatabase } from "../store/db.ts";
import { join } from "node:path";
import { isSettled, leaseOwner, Ledger, ledgerKey } from "../store/ledger.ts";
import { writeSummary } from "../store/files.ts";
import { insightId, type SummaryDoc } from "../store/summary.ts";
import { redact } from "../redact/mod.ts";
import { exists, sha256Hex } from "../fsutil.ts";
import { cleanSession } from "./clean.ts";
import { buildPrompt, buildRepairPrompt, CTX_PROMPT_MARKER } from "./prompt.ts";
import { type DraftInsight, parseInsights } from "./parse.ts";

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

export interface DryRunItem {
  source: SourceId;
  sessionId: string;
  location: string;
  chars: number;
  prompt: string;
}

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
  dryRun: DryRunItem[];
  backend?: string;
  interrupted: boolean;
}

/** Below this much typed text a session is "too short" to be worth a model call. */
const MIN_USER_CHARS = 20;
const MIN_TRANSCRIPT_CHARS = 120;
/**
 * A lease on a session lasts this long unless renewed; a heartbeat renews it while the model
 * call runs, so a crashed or killed process blocks its sessions for at most this long.
 */
const LEASE_MS = 2 * 60_000;
const HEARTBEAT_MS = 30_000;

export async function distillProject(deps: Deps, options: DistillOptions): Promise<DistillReport> {
  const { config } = deps;
  const signal = options.signal ?? deps.signal;
  const project = await resolveProject(options.projectPath, deps.run);
  const local = options.local ?? await exists(localStoreDir(project.root));
  const storeDir = local ? localStoreDir(project.root) : userStoreDir(config, project.id);
  const report: DistillReport = {
    project,
    storeDir,
    local,
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
    dryRun: [],
    interrupted: false,
  };

  const all = [...createSources(config), ...(options.extraSources ?? [])];
  const chosen = options.sources === "all"
    ? all
    : all.filter((s) =>
      (options.sources as SourceId[]).includes(s.id) ||
      options.extraSources?.includes(s)
    );
  const discoverBase = {
    projectPath: project.root,
    home: config.home,
    excludeCwds: [cliScratchDir(config)],
    signal,
    lean: config.sanitizeChat,
  };
  const work: Array<{ source: Source; ref: SessionRef }> = [];
  for (const source of chosen) {
    try {
      const dir = options.sourceDirs?.[source.id];
      const { refs, warnings } = await source.discover({
        ...discoverBase,
        ...(dir ? { dir } : {}),
      });
      report.warnings.push(...warnings);
      for (const ref of refs) work.push({ source, ref });
    } catch (error) {
      report.warnings.push(`Cannot list ${source.label} sessions: ${errorMessage(error)}`);
    }
  }
  report.found = work.length;

  const host = Deno.hostname();
  const owner = leaseOwner(host, Deno.pid);
  // A dry run writes nothing, not even the ledger: it reads it when there is one, so it shows
  // exactly the sessions a real run would send.
  const db = options.dryRun
    ? (await exists(ledgerPath(config))
      ? openDatabase(ledgerPath(config), { readOnly: true })
      : undefined)
    : openLedgerDb(config);
  const ledger = db ? new Ledger(db, owner, { readOnly: options.dryRun, host }) : undefined;
  if (!options.dryRun) await removeStaleTempFiles(storeDir);
  // The backend is resolved on first need: a run with nothing new needs no backend at all.
  let backendPromise: Promise<{ backend: Backend; limit: Limiter }> | undefined;
  const getBackend = () => {
    backendPromise ??=
      (options.backend
        ? Promise.resolve(options.backend)
        : openBackend({ ...deps, signal }).then(({ backend }) => backend))
        .then((backend) => ({
          backend,
          limit: createLimiter(effectiveConcurrency(config, backend.kind)),
        }));
    return backendPromise;
  };
  let fatal: unknown;
  let done = 0;
  const progress = (message?: string) =>
    options.onProgress?.({ done, total: work.length, ...(message ? { message } : {}) });
  progress();

  const processOne = async (source: Source, ref: SessionRef) => {
    const key = ledgerKey(ref.source, ref.id, storeDir);
    const previous = ledger?.get(key);
    if (previous && isSettled(previous.status) && previous.fingerprint === ref.fingerprint) {
      report.unchanged++;
      return;
    }
    const read = await source.read(ref, { ...discoverBase });
    report.warnings.push(...read.warnings);
    report.skippedLines += read.skipped.length;
    const session = read.session;
    const base = {
      key,
      source: ref.source,
      sessionId: ref.id,
      projectId: project.id,
      storeDir,
      location: ref.location,
      fingerprint: ref.fingerprint,
    };
    const contentHash = session ? await sha256(JSON.stringify(session.turns)) : "sha256:none";
    const settle = (status: "short" | "ignored" | "empty", error: string | null = null) => {
      if (!options.dryRun) {
        ledger?.finish({ ...base, contentHash, status, insights: 0, error }, deps.now());
      }
    };
    // ctx's own subscription-CLI calls, and (defence in depth, whatever a source found) a
    // session recorded in another folder, e.g. a folder of Kiro saves from several projects.
    if (session && firstUserText(session).startsWith(CTX_PROMPT_MARKER)) {
      report.skipped++;
      report.skippedOther++;
      settle("ignored", "a ctx distillation call");
      return;
    }
    if (session?.cwd && !isInsideProject(session.cwd, project.root)) {
      report.skipped++;
      report.skippedOther++;
      report.warnings.push(
        `Skipped ${ref.source} session "${ref.id}": it was recorded in "${session.cwd}", not in this project`,
      );
      settle("ignored", `recorded in ${session.cwd}`);
      return;
    }
    if (previous && isSettled(previous.status) && previous.contentHash === contentHash) {
      if (!options.dryRun) ledger?.touch(key, ref.fingerprint);
      report.unchanged++;
      return;
    }
    const cleaned = session
      ? cleanSession(session, {
        sanitize: config.sanitizeChat,
        userOnly: config.userQueriesOnly,
        maxChars: config.maxChars,
      })
      : undefined;
    if (
      !session || !cleaned || cleaned.userChars < MIN_USER_CHARS ||
      cleaned.text.length < MIN_TRANSCRIPT_CHARS
    ) {
      report.skipped++;
      report.skippedShort++;
      settle("short");
      return;
    }
    const transcript = redact(cleaned.text).text;
    const { system, prompt } = buildPrompt({
      transcript,
      source: ref.source,
      sessionId: ref.id,
      projectName: project.name,
      truncated: cleaned.truncated,
    });
    if (options.dryRun || !ledger) {
      report.dryRun.push({
        source: ref.source,
        sessionId: ref.id,
        location: ref.location,
        chars: transcript.length,
        prompt,
      });
      return;
    }
    const { backend, limit } = await getBackend();
    report.backend = backend.label;
    // The lease is taken when a model slot is free, not before waiting for one, and renewed
    // while the call runs: another process sees the session as busy exactly while it is.
    const outcome = await limit(async () => {
      const claim = ledger.claim({ ...base, contentHash }, {
        now: deps.now().getTime(),
        leaseMs: LEASE_MS,
      });
      if (claim !== "claimed") return claim;
      const heartbeat = setInterval(
        () => ledger.renew(key, deps.now().getTime() + LEASE_MS),
        HEARTBEAT_MS,
      );
      try {
        return await askModel(backend, system, prompt, config.repairModel ?? config.model, signal);
      } catch (error) {
        return { error };
      } finally {
        clearInterval(heartbeat);
      }
    });
    if (outcome === "busy") {
      report.busy++;
      return;
    }
    if (outcome === "done") {
      report.unchanged++;
      return;
    }
    try {
      if (!Array.isArray(outcome)) throw outcome.error;
      const insights = await finalizeInsights(ref.source, ref.id, outcome);
      if (insights.length === 0) {
        report.skipped++;
        report.skippedEmpty++;
        ledger.finish(
          { ...base, contentHash, status: "empty", insights: 0, error: null },
          deps.now(),
        );
        return;
      }
      const doc: SummaryDoc = {
        source: ref.source,
        sessionId: ref.id,
        project: project.id,
        cwd: session.cwd || project.root,
        started: session.started,
        updated: session.updated,
        distilled: deps.now().toISOString(),
        model: backend.model,
        contentHash,
        insights,
      };
      if (session.title) doc.title = redact(session.title).text;
      const path = await writeSummary(storeDir, doc);
      report.files.push(path);
      report.distilled++;
      report.insightsWritten += insights.length;
      ledger.finish(
        { ...base, contentHash, status: "ok", insights: insights.length, error: null },
        deps.now(),
      );
    } catch (error) {
      if (signal.aborted) {
        ledger.release(key);
        report.interrupted = true;
        return;
      }
      report.failed++;
      const message = errorMessage(error);
      report.failures.push({ source: ref.source, sessionId: ref.id, error: message });
      ledger.finish(
        { ...base, contentHash, status: "failed", insights: 0, error: message },
        deps.now(),
      );
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < work.length && fatal === undefined) {
      if (signal.aborted) {
        report.interrupted = true;
        return;
      }
      const item = work[next++]!;
      try {
        await processOne(item.source, item.ref);
      } catch (error) {
        if (isNoBackend(error)) {
          fatal = error;
          return;
        }
        if (signal.aborted) {
          report.interrupted = true;
          return;
        }
        report.failed++;
        report.failures.push({
          source: item.ref.source,
          sessionId: item.ref.id,
          error: errorMessage(error),
        });
      }
      done++;
      progress(item.ref.id);
    }
  };
  try {
    // Twice as many workers as model slots: while some wait on the model, others read,
    // clean and write, so a slot is never idle. The limiter alone bounds calls in flight
    // (the subscription CLI runs one process unless CTX_CONCURRENCY says otherwise).
    const poolSize = Math.max(1, Math.min(2 * (config.concurrency ?? 8), work.length));
    await Promise.all(Array.from({ length: poolSize }, worker));
    if (fatal !== undefined) throw fatal;
    if (db && !options.dryRun && (report.files.length > 0 || await exists(storeDir))) {
      registerStore(db, {
        dir: storeDir,
        kind: local ? "local" : "user",
        projectId: project.id,
        root: project.root,
        lastSeen: deps.now().toISOString(),
      });
    }
  } finally {
    db?.close();
  }
  if (report.interrupted && !options.signal) {
    throw Object.assign(new InterruptedError("Interrupted: finished summaries were kept"), {
      report,
    });
  }
  return report;
}

/** Call the model; if its answer is not valid, make exactly one repair call. */
async function askModel(
  backend: Backend,
  system: string,
  prompt: string,
  repairModel: string | undefined,
  signal: AbortSignal,
): Promise<DraftInsight[]> {
  const first = await backend.complete({ system, prompt, signal });
  // Redacted before parsing: parsing clips long fields, and a clip must not cut a secret the
  // model echoed into a piece the rules no longer recognise. (The repair prompt quotes this
  // answer, which may echo transcript text: redacted too.)
  const answer = redact(first.text).text;
  const parsed = parseInsights(answer);
  if (parsed.ok) return parsed.insights;
  const repair = buildRepairPrompt(answer, parsed.problem);
  const second = await backend.complete({
    ...repair,
    ...(repairModel ? { model: repairModel } : {}),
    signal,
  });
  const reparsed = parseInsights(redact(second.text).text);
  if (reparsed.ok) return reparsed.insights;
  throw new BackendError(
    `The model's answer was not valid JSON after one repair call: ${reparsed.problem}`,
    {
      hint: "rerun later (failed sessions are retried); DEBUG_LLM_OUTPUT=1 shows the raw answers",
    },
  );
}

/** Give each insight its stable id and redact every field again (defence in depth). */
async function finalizeInsights(
  source: string,
  sessionId: string,
  drafts: DraftInsight[],
): Promise<Insight[]> {
  const out: Insight[] = [];
  const ids = new Set<string>();
  for (const d of drafts) {
    const title = redact(d.title).text;
    const id = await insightId(source, sessionId, title);
    if (ids.has(id)) continue;
    ids.add(id);
    const insight: Insight = {
      id,
      type: d.type,
      title,
      summary: redact(d.summary).text,
      tags: d.tags.map((t) => redact(t).text),
    };
    if (d.file) insight.file = redact(d.file).text;
    out.push(insight);
  }
  return out;
}

function firstUserText(
  session: { turns: Array<{ role: string; parts: Array<{ kind: string; text?: string }> }> },
): string {
  for (const turn of session.turns) {
    if (turn.role !== "user") continue;
    for (const part of turn.parts) {
      if (part.kind === "text" && part.text) return part.text.trimStart();
    }
  }
  return "";
}

function isNoBackend(error: unknown): boolean {
  return error instanceof CtxError && /No LLM backend available/.test(error.message);
}

/**
 * Remove temp files a killed ctx left in a store (`.<name>.<8 hex>.tmp`, older than a minute):
 * they would otherwise be committed with `.ctx/`.
 */
async function removeStaleTempFiles(dir: string): Promise<void> {
  try {
    for await (const entry of Deno.readDir(dir)) {
      if (!entry.isFile || !/^\..+\.[0-9a-f]{8}\.tmp$/.test(entry.name)) continue;
      const path = join(dir, entry.name);
      const st = await Deno.stat(path).catch(() => undefined);
      if (st?.mtime && Date.now() - st.mtime.getTime() > 60_000) {
        await Deno.remove(path).catch(() => {});
      }
    }
  } catch {
    // No store yet.
  }
}

export async function sha256(text: string): Promise<string> {
  return `sha256:${await sha256Hex(text)}`;
}
