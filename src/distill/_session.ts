/**
 * Steps 2 and 3 of a run, for one session: plan (is it unchanged since the ledger last saw
 * it?) and distill it (read → scope check → clean → redact → prompt → lease + model → summary
 * file), returning what happened. The ledger records every outcome except in a dry run.
 */
import { join } from "node:path";
import type { Backend } from "../backends/mod.ts";
import type { Config } from "../config/mod.ts";
import { errorMessage } from "../errors.ts";
import { sha256Hex } from "../fsutil.ts";
import { redact } from "../redact/mod.ts";
import { safeLine } from "../safe_text.ts";
import {
  isInsideProject,
  isSettled,
  type Ledger,
  type LedgerEntry,
  type ProjectInfo,
  type ProjectScope,
  readSummaryFile,
  refuseSymlink,
  type StoreDirOptions,
  type SummaryDoc,
  summaryFileName,
  writeSummary,
} from "../store/mod.ts";
import type { DiscoverOptions, ReadResult, Session, SessionRef } from "../types.ts";
import { cleanSession, isTooShort, MIN_CONVERSATION_CHARS } from "./clean.ts";
import type { WorkItem } from "./_discover.ts";
import { askModel, finalizeInsights } from "./_model.ts";
import { type CallGate, isFatalBackendError } from "./_gate.ts";
import { INNER_PROJECT, planSession, settledOutcome, summaryGone } from "./_plan.ts";
import type { SessionOutcome } from "./_outcome.ts";
import { buildPrompt, firstUserText, isCtxPrompt } from "./prompt.ts";
import { plural } from "../text.ts";

export type { DryRunItem, SessionOutcome } from "./_outcome.ts";

/** What every session of one run shares. */
export interface SessionRun {
  config: Readonly<Config>;
  project: ProjectInfo;
  /** Which project each recorded cwd belongs to (cached for the run). */
  scope: ProjectScope;
  storeDir: string;
  /** How the store is written (`privateFrom` for a per-user store). */
  storeOptions: StoreDirOptions;
  /** Absent only in a dry run on a machine that never distilled anything. */
  ledger: Ledger | undefined;
  dryRun: boolean;
  signal: AbortSignal;
  now: () => Date;
  /** What the sources' `read` gets. */
  readOptions: DiscoverOptions;
  /** Dry run: entries of sessions known under a former id, by ledger key (see `planSession`). */
  formers?: ReadonlyMap<string, LedgerEntry>;
  /** The backend and the turn of its calls (`CallGate`), resolved on first need. */
  backend: () => Promise<{ backend: Backend; gate: CallGate }>;
}

/**
 * Step 3: distill one session. `onRead` gets what the source read (warnings, skipped lines)
 * as soon as it is read. Throws only for what stops a session before a model answer (a
 * source that cannot read, no backend); a failed model call or write is an outcome.
 */
export async function distillSession(
  run: SessionRun,
  item: WorkItem,
  onRead: (read: ReadResult) => void,
): Promise<SessionOutcome> {
  const { ref } = item;
  const plan = planSession(run.ledger, run.storeDir, ref, run.formers);
  if (plan.unchanged && !(await summaryGone(run.storeDir, plan.previous!))) {
    return settledOutcome(plan.previous!, ref);
  }
  const read = await item.source.read(ref, { ...run.readOptions });
  onRead(read);
  const session = read.session;
  const entry: LeaseEntry = {
    key: plan.key,
    source: ref.source,
    sessionId: ref.id,
    projectId: run.project.id,
    storeDir: run.storeDir,
    location: ref.location,
    fingerprint: ref.fingerprint,
    contentHash: session ? contentHashOf(JSON.stringify(session.turns)) : "sha256:none",
  };
  const settle = (status: "short" | "ignored", error: string | null = null) => {
    if (!run.dryRun) run.ledger?.finish({ ...entry, status, insights: 0, error }, run.now());
  };
  const foreign = outOfScope(session, run.scope, ref);
  if (foreign) {
    settle("ignored", foreign.reason);
    return {
      kind: "ignored",
      own: foreign.own,
      reason: foreign.reason,
      ...(foreign.warning ? { warning: foreign.warning } : {}),
      ...(foreign.project ? { project: foreign.project } : {}),
    };
  }
  const previous = plan.previous;
  const same = previous !== undefined && isSettled(previous.status) &&
    previous.contentHash === entry.contentHash;
  // Distilled from this content, but its summary was deleted since: made again (copied from
  // the project's other store when that has it).
  const gone = same && await summaryGone(run.storeDir, previous);
  if (same && !gone) {
    if (!run.dryRun) run.ledger?.touch(plan.key, ref.fingerprint);
    return { kind: "unchanged", why: "already distilled; its conversation has not changed since" };
  }
  if (session) {
    const reused = await reuseFromOtherStore(run, entry, session);
    if (reused) return reused;
  }
  const prompt = session ? preparePrompt(run, session, ref) : { short: "no conversation in it" };
  if (!session || "short" in prompt) {
    settle("short");
    return { kind: "short", why: "short" in prompt ? prompt.short : "no conversation in it" };
  }
  if (run.dryRun || !run.ledger) {
    const { chars, prompt: text, truncated } = prompt;
    const where = { source: ref.source, sessionId: ref.id, location: ref.location };
    const why = gone ? "its summary file was deleted from the store" : "new or grown";
    const reason = truncated ? `${why}; shortened to fit CTX_MAX_CHARS` : why;
    return {
      kind: "dry-run",
      item: { ...where, action: "send", reason, chars, prompt: text },
    };
  }
  // Refused before the model is paid: the summary could not be written anyway.
  refuseSymlink(join(run.storeDir, summaryFileName(ref.source, ref.id)));
  // The ledger would call this content done: it is not, its summary is gone.
  if (gone) run.ledger.reopen(plan.key);
  return await distillWithModel(run, run.ledger, entry, session, prompt);
}

type LeaseEntry = Parameters<Ledger["claim"]>[0];

/**
 * This content was already distilled into the project's other store (the user switched between
 * `--local` and the per-user store): copy its summary, or its "nothing to keep", instead of
 * paying for the model call again. `undefined` when there is nothing usable to reuse.
 */
async function reuseFromOtherStore(
  run: SessionRun,
  entry: LeaseEntry,
  session: Session,
): Promise<SessionOutcome | undefined> {
  const other = run.ledger?.settledElsewhere(entry);
  if (!other) return undefined;
  const finish = (status: "ok" | "empty", insights: number) => {
    if (!run.dryRun) run.ledger?.finish({ ...entry, status, insights, error: null }, run.now());
  };
  if (other.status === "empty") {
    finish("empty", 0);
    return { kind: "empty" };
  }
  const { doc } = await readSummaryFile(
    join(other.storeDir, summaryFileName(entry.source, entry.sessionId)),
  );
  // The file may be gone or edited into another content: then distill as usual.
  if (!doc || doc.contentHash !== entry.contentHash || doc.insights.length === 0) return undefined;
  if (run.dryRun) return { kind: "reused", insights: doc.insights.length };
  const copy = { ...doc, project: run.project.id, cwd: session.cwd || run.project.root };
  const path = await writeSummary(run.storeDir, copy, run.storeOptions);
  finish("ok", doc.insights.length);
  return { kind: "reused", path, insights: doc.insights.length };
}

/**
 * ctx's own subscription-CLI calls; a session recorded in a repository of its own inside the
 * project's folder (it belongs to that project); and (defence in depth, whatever a source found)
 * a session recorded in another folder, e.g. a folder of Kiro saves from several projects.
 */
function outOfScope(
  session: Session | null,
  scope: ProjectScope,
  ref: SessionRef,
): { own: boolean; reason: string; warning?: string; project?: string } | undefined {
  if (session && isCtxPrompt(firstUserText(session))) {
    return { own: true, reason: "a ctx distillation call" };
  }
  if (!session?.cwd) return undefined;
  if (!isInsideProject(session.cwd, scope.root)) {
    return {
      own: false,
      reason: `recorded in ${session.cwd}`,
      warning:
        `Skipped ${ref.source} session "${ref.id}": it was recorded in "${session.cwd}", not in this project`,
    };
  }
  const inner = scope.innerProject(session.cwd);
  return inner === undefined
    ? undefined
    : { own: false, reason: `${INNER_PROJECT}${inner}`, project: inner };
}

/** The cleaned, redacted prompt of a session, or why it is too short to send. */
function preparePrompt(
  run: SessionRun,
  session: Session,
  ref: SessionRef,
): { system: string; prompt: string; chars: number; truncated: boolean } | { short: string } {
  const cleaned = cleanSession(session, {
    sanitize: run.config.sanitizeChat,
    userOnly: run.config.userQueriesOnly,
    maxChars: run.config.maxChars,
  });
  if (isTooShort(cleaned)) {
    return {
      short: `${plural(cleaned.userChars, "character")} typed by the human, ` +
        `${cleaned.assistantChars} written by the assistant (under ${MIN_CONVERSATION_CHARS}, or ` +
        "nothing typed)",
    };
  }
  const transcript = redact(cleaned.text).text;
  const { system, prompt } = buildPrompt({
    transcript,
    source: ref.source,
    sessionId: ref.id,
    projectName: run.project.name,
    truncated: cleaned.truncated,
    prompts: { total: cleaned.prompts, sent: cleaned.promptsSent, whole: cleaned.promptsWhole },
  });
  return { system, prompt, chars: transcript.length, truncated: cleaned.truncated };
}

/** Ask the model under the session's lease, then write the summary and record the outcome. */
async function distillWithModel(
  run: SessionRun,
  ledger: Ledger,
  entry: LeaseEntry,
  session: Session,
  prompt: { system: string; prompt: string },
): Promise<SessionOutcome> {
  const { backend, gate } = await run.backend();
  // The lease is taken when a model slot is free, not before waiting for one, and renewed
  // while the call runs: another process sees the session as busy exactly while it is.
  const answer = await gate.run(
    () =>
      ledger.whileLeased(entry, () => run.now().getTime(), async () => {
        try {
          const repairModel = run.config.repairModel ?? run.config.model;
          return await askModel(backend, prompt.system, prompt.prompt, repairModel, run.signal);
        } catch (error) {
          // Seen before the next call may start: a refused key stops the calls not started.
          gate.note(error);
          return { error };
        }
      }),
  );
  if (answer === "busy") return { kind: "busy" };
  if (answer === "done") return { kind: "unchanged" };
  if (!Array.isArray(answer) && (run.signal.aborted || isFatalBackendError(answer.error))) {
    // Stopped, or refused by the backend: not this session's failure. The next run does it.
    ledger.release(entry.key);
    if (run.signal.aborted) return { kind: "interrupted" };
    throw answer.error;
  }
  const finish = (status: "empty" | "ok" | "failed", insights: number, error: string | null) =>
    ledger.finish({ ...entry, status, insights, error }, run.now());
  try {
    if (!Array.isArray(answer)) throw answer.error;
    const insights = finalizeInsights(entry.source, entry.sessionId, answer);
    if (insights.length === 0) {
      finish("empty", 0, null);
      return { kind: "empty" };
    }
    const doc: SummaryDoc = {
      source: entry.source,
      sessionId: entry.sessionId,
      project: run.project.id,
      cwd: session.cwd || run.project.root,
      started: session.started,
      updated: session.updated,
      distilled: run.now().toISOString(),
      model: backend.model,
      contentHash: entry.contentHash,
      insights,
    };
    if (session.title) doc.title = redact(safeLine(session.title)).text;
    const path = await writeSummary(run.storeDir, doc, run.storeOptions);
    finish("ok", insights.length, null);
    return { kind: "distilled", path, insights: insights.length };
  } catch (error) {
    const message = errorMessage(error);
    finish("failed", 0, message);
    return { kind: "failed", error: message };
  }
}

/** How a content hash is written in the ledger and the summary: `sha256:<hex>`. */
function contentHashOf(text: string): string {
  return `sha256:${sha256Hex(text)}`;
}
