/**
 * Steps 2 and 3 of a run, for one session: plan (is it unchanged since the ledger last saw
 * it?) and distill it (read → scope check → clean → redact → prompt → lease + model → summary
 * file), returning what happened. The ledger records every outcome except in a dry run.
 */
import type { Backend } from "../backends/mod.ts";
import type { Config } from "../config/mod.ts";
import { errorMessage } from "../errors.ts";
import { sha256Hex } from "../fsutil.ts";
import { anchorSession } from "../memory/mod.ts";
import type { CommandRunner } from "../process.ts";
import { redact } from "../redact/mod.ts";
import { safeLine } from "../safe_text.ts";
import type { DistillMemory, RelatedInsight } from "../memory/mod.ts";
import type { Project, ReadSession, RunStore, SummaryDoc } from "../store/mod.ts";
import type { DiscoverOptions, ReadResult, Session, SessionRef } from "../types.ts";
import { cleanSession, isTooShort, MIN_CONVERSATION_CHARS } from "./clean.ts";
import type { WorkItem } from "./_discover.ts";
import { askModel, finalizeInsights } from "./_model.ts";
import { type CallGate, isFatalBackendError } from "./_gate.ts";
import { belongsReason, settledOutcome, storedSession } from "./_plan.ts";
import type { SessionOutcome } from "./_outcome.ts";
import { buildPrompt, firstUserText, isCtxPrompt } from "./prompt.ts";
import { plural } from "../text.ts";

export type { DryRunItem, SessionOutcome } from "./_outcome.ts";

/** What every session of one run shares. */
export interface SessionRun {
  config: Readonly<Config>;
  project: Project;
  /** The project's store for this run: ledger, leases, summary files. */
  store: RunStore;
  signal: AbortSignal;
  now: () => Date;
  /** Runs git, to anchor insights to the commit of the session's time (`deps.run`). */
  git: CommandRunner;
  /** What the sources' `read` gets. */
  readOptions: DiscoverOptions;
  /** The backend and the turn of its calls (`CallGate`), resolved on first need. */
  backend: () => Promise<{ backend: Backend; gate: CallGate }>;
  /** Related existing insights for each prompt, and the model's `supersedes` checked. */
  memory: DistillMemory;
  /** Say something about the run (it ends up in the report's warnings). */
  warn: (warning: string) => void;
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
  const { store } = run;
  const stored = storedSession(ref);
  // Looked at again: another process may have distilled it since the plan.
  const standing = await store.look(stored);
  if (standing.unchanged) return settledOutcome(standing.record!);
  const read = await item.source.read(ref, { ...run.readOptions });
  onRead(read);
  const session = read.session;
  const entry: ReadSession = {
    ...stored,
    contentHash: sessionContentHash(session),
  };
  const foreign = outOfScope(session, run.project, ref);
  if (foreign) {
    store.settle(
      entry,
      foreign.project === undefined
        ? { status: "ignored", reason: foreign.reason }
        : { status: "ignored", belongsTo: foreign.project },
    );
    return {
      kind: "ignored",
      own: foreign.own,
      reason: foreign.reason,
      ...(foreign.warning ? { warning: foreign.warning } : {}),
      ...(foreign.project ? { project: foreign.project } : {}),
    };
  }
  const same = standing.settledContent === entry.contentHash;
  // Distilled from this content, but its summary was deleted since: made again (copied from
  // the project's other store when that has it).
  const gone = same && standing.summaryGone;
  if (same && !gone) {
    store.touch(stored);
    return { kind: "unchanged", why: "already distilled; its conversation has not changed since" };
  }
  if (session) {
    // Written by a run killed before the ledger recorded it: never paid twice.
    const adopted = await store.adopt(entry);
    if (adopted !== undefined) {
      return {
        kind: "unchanged",
        why: `its summary of this very conversation (${
          plural(adopted, "insight")
        }) was already in the store; recorded, no model call`,
      };
    }
    const copied = await store.copyFromOther(entry, session.cwd || run.project.root);
    if (copied?.status === "empty") return { kind: "empty" };
    if (copied) {
      return {
        kind: "reused",
        insights: copied.insights,
        ...(copied.path ? { path: copied.path } : {}),
      };
    }
  }
  const prompt = session
    ? await preparePrompt(run, session, ref)
    : { short: "no conversation in it" };
  if (!session && read.warnings.length > 0) {
    store.settle(entry, { status: "short" });
    return { kind: "unreadable", why: read.warnings[0]! };
  }
  if (!session || "short" in prompt) {
    store.settle(entry, { status: "short" });
    return { kind: "short", why: "short" in prompt ? prompt.short : "no conversation in it" };
  }
  if (store.dryRun) {
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
  store.checkWritable(stored);
  // The ledger would call this content done: it is not, its summary is gone.
  if (gone) store.reopen(stored);
  return await distillWithModel(run, entry, session, prompt);
}

/**
 * ctx's own subscription-CLI calls; a session recorded in a repository of its own inside the
 * project's folder (it belongs to that project); and (defence in depth, whatever a source found)
 * a session recorded in another folder, e.g. a folder of Kiro saves from several projects.
 */
function outOfScope(
  session: Session | null,
  project: Project,
  ref: SessionRef,
): { own: boolean; reason: string; warning?: string; project?: string } | undefined {
  if (session && isCtxPrompt(firstUserText(session))) {
    return { own: true, reason: "a ctx distillation call" };
  }
  if (!session?.cwd) return undefined;
  const scope = project.scope(session.cwd);
  if (scope.of === "outside") {
    return {
      own: false,
      reason: `recorded in ${session.cwd}`,
      warning:
        `Skipped ${ref.source} session "${ref.id}": it was recorded in "${session.cwd}", not in this project`,
    };
  }
  return scope.of === "inner"
    ? { own: false, reason: belongsReason(scope.root), project: scope.root }
    : undefined;
}

/** The cleaned, redacted prompt of a session, or why it is too short to send. */
async function preparePrompt(
  run: SessionRun,
  session: Session,
  ref: SessionRef,
): Promise<
  | { system: string; prompt: string; chars: number; truncated: boolean; offered: RelatedInsight[] }
  | { short: string }
> {
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
  const offered = await run.memory.related(transcript, session);
  const { system, prompt } = buildPrompt({
    transcript,
    source: ref.source,
    sessionId: ref.id,
    projectName: run.project.name,
    truncated: cleaned.truncated,
    prompts: { total: cleaned.prompts, sent: cleaned.promptsSent, whole: cleaned.promptsWhole },
    related: offered,
  });
  return { system, prompt, chars: transcript.length, truncated: cleaned.truncated, offered };
}

/** Ask the model under the session's lease, then write the summary and record the outcome. */
async function distillWithModel(
  run: SessionRun,
  entry: ReadSession,
  session: Session,
  prompt: { system: string; prompt: string; offered: RelatedInsight[] },
): Promise<SessionOutcome> {
  const { store } = run;
  const { backend, gate } = await run.backend();
  // The lease is taken when a model slot is free, not before waiting for one, and renewed
  // while the call runs: another process sees the session as busy exactly while it is.
  const answer = await gate.run(
    () =>
      store.whileLeased(entry, async () => {
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
    store.release(entry);
    if (run.signal.aborted) return { kind: "interrupted" };
    throw answer.error;
  }
  try {
    if (!Array.isArray(answer)) throw answer.error;
    const insights = finalizeInsights(entry.source, entry.sessionId, answer);
    for (const warning of run.memory.accept(entry, insights, prompt.offered)) run.warn(warning);
    if (insights.length === 0) {
      store.settle(entry, { status: "empty" });
      return { kind: "empty" };
    }
    // Evidence: the files the session touched, its turns, its commit (docs/memory.md).
    const anchored = await anchorSession({ run: run.git }, run.project.root, session, insights);
    const doc: SummaryDoc = {
      source: entry.source,
      sessionId: entry.sessionId,
      project: run.project.id,
      cwd: session.cwd || run.project.root,
      ...(anchored.commit ? { commit: anchored.commit } : {}),
      started: session.started,
      updated: session.updated,
      distilled: run.now().toISOString(),
      model: backend.model,
      contentHash: entry.contentHash,
      insights: anchored.insights,
    };
    if (session.title) doc.title = redact(safeLine(session.title)).text;
    const path = await store.write(doc);
    store.settle(entry, { status: "ok", insights: insights.length });
    return { kind: "distilled", path, insights: insights.length };
  } catch (error) {
    const message = errorMessage(error);
    store.settle(entry, { status: "failed", error: message });
    return { kind: "failed", error: message };
  }
}

/**
 * A session's content hash, as the ledger and its summary keep it: the same conversation must
 * keep it across versions of ctx (`tests/distill/content_hash_test.ts` pins each real sample's).
 */
export function sessionContentHash(session: Session | null): string {
  return session ? contentHashOf(conversationText(session)) : "sha256:none";
}

/**
 * What a session's content hash is taken of: its turns without the evidence readers record
 * beside them (message ids, touched files), so that sessions distilled before ctx recorded
 * evidence keep their hash and are not sent to the model again.
 */
function conversationText(session: Session): string {
  return JSON.stringify(session.turns.map(({ id: _id, touched: _touched, ...turn }) => turn));
}

/** How a content hash is written in the ledger and the summary: `sha256:<hex>`. */
function contentHashOf(text: string): string {
  return `sha256:${sha256Hex(text)}`;
}
