/**
 * What a conversation record says, decided by the record alone: the parts a turn keeps of it,
 * the files its tool calls touched, and the marks the builder's state needs (a slash command, a
 * local command's output, a message id). Pure, so the pooled read's workers (`_pool.ts`) make
 * it for their records, and the builder only puts it in place.
 */
import type { FileTouch, Part } from "../../types.ts";
import { leanParts } from "../../sources/lean.ts";
import type { Envelope } from "./_skim.ts";
import { assistantParts, type Stamp, textParts, userParts } from "./_parts.ts";
import { toolTouches } from "./_touches.ts";

export interface Said {
  /** Why the record is skipped (a user or assistant record without a message). */
  skip?: string;
  /** No turn: an error in the assistant's place, an attachment that is no queued prompt. */
  none?: true;
  /** The parts kept (lean: only those a sanitized transcript renders). */
  parts?: Part[];
  /** The files an assistant message's tool calls touched. */
  touched?: FileTouch[];
  /** An assistant message's id. */
  id?: string;
  /** A user turn that starts with a slash command's wrapper. */
  command?: true;
  /** A user record holding a local command's output. */
  ran?: true;
  /** A queued prompt's own time (the record's wins). */
  at?: string;
}

const NONE: Said = { none: true };

/** The record's time and uuid (`Stamp`). */
export function stampOf(record: Envelope): Stamp {
  return {
    at: typeof record.timestamp === "string" ? record.timestamp : undefined,
    id: typeof record.uuid === "string" ? record.uuid : undefined,
  };
}

/** What a `user`, `assistant` or `attachment` record says. */
export function said(record: Envelope, type: string, lean: boolean): Said {
  if (type === "attachment") return attachmentSaid(record, lean);
  const message = record.message;
  if (!message || typeof message !== "object") return { skip: `${type} record without message` };
  const content = (message as { content?: unknown }).content;
  if (type === "assistant") {
    const model = (message as { model?: unknown }).model;
    // Claude Code's own error text in the assistant's place: not what the assistant said.
    if (record.isApiErrorMessage === true || model === "<synthetic>") return NONE;
    // Taken before lean reading drops the calls: the files they touched are evidence.
    const touched = toolTouches(content, stampOf(record));
    const parts = keep(assistantParts(content, lean), lean);
    const id = (message as { id?: unknown }).id;
    const out: Said = { parts };
    if (touched.length > 0) out.touched = touched;
    if (typeof id === "string") out.id = id;
    return out;
  }
  const raw = userParts(content, userLabel(record), lean);
  const out = userSaid(raw, lean);
  if (raw.some((p) => p.kind === "injected" && /^local-command-std/.test(p.label))) out.ran = true;
  return out;
}

/**
 * A prompt typed while the assistant was busy: Claude Code hands it over mid-turn as a
 * `queued_command` attachment and writes no user record for it. Task notifications arrive
 * the same way, marked by `commandMode`/`origin`.
 */
function attachmentSaid(record: Envelope, lean: boolean): Said {
  const attachment = record.attachment as Record<string, unknown> | null | undefined;
  if (!attachment || typeof attachment !== "object") return NONE;
  if (attachment.type !== "queued_command") return NONE; // hooks, skills, memory files, …
  const kind = originKind(attachment.origin);
  const mode = typeof attachment.commandMode === "string" ? attachment.commandMode : "prompt";
  const human = (kind === undefined || kind === "human") && mode === "prompt";
  const content = attachment.prompt;
  const label = human ? undefined : kind ?? mode;
  const out = userSaid(
    typeof content === "string" ? textParts(content, label) : userParts(content, label, lean),
    lean,
  );
  if (typeof attachment.timestamp === "string") out.at = attachment.timestamp;
  return out;
}

function userSaid(raw: Part[], lean: boolean): Said {
  const out: Said = { parts: keep(raw, lean) };
  if (raw[0]?.kind === "injected" && raw[0].label === "command") out.command = true;
  return out;
}

/**
 * In lean mode, only the parts a sanitized transcript renders, a failure's output reduced to
 * what its excerpt needs (fewer and smaller objects kept alive).
 */
function keep(parts: Part[], lean: boolean): Part[] {
  return lean ? leanParts(parts) : parts;
}

function originKind(origin: unknown): string | undefined {
  if (!origin || typeof origin !== "object") return undefined;
  const kind = (origin as { kind?: unknown }).kind;
  return typeof kind === "string" ? kind : undefined;
}

/**
 * How a user record's text is labelled when nobody typed it: a compaction summary, a meta
 * expansion, or text the client generated (its own `origin`/`promptSource` say so).
 */
function userLabel(record: Envelope): string | undefined {
  if (record.isCompactSummary === true) return "compact-summary";
  if (record.isMeta === true) return "meta";
  const kind = originKind(record.origin);
  if (kind !== undefined && kind !== "human") return kind;
  if (record.promptSource === "system") return "system";
  return undefined;
}
