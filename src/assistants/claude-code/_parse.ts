/**
 * Pure parser of Claude Code JSONL transcripts (`~/.claude/projects/<enc-cwd>/<session>.jsonl`).
 * Fed one line at a time so huge files stream; returns a normalized `Session` plus diagnostics.
 *
 * What it does with the format's quirks (see shared/docs/transcript-formats.md §1):
 * - one `assistant` line per content block of a message: merged by `message.id`;
 * - resumed sessions' copied lines and abandoned branches: left to `_order.ts`;
 * - sidechains / subagent progress mirrors: skipped (they are another agent's work);
 * - a prompt typed while the assistant was busy exists only as a `queued_command` attachment:
 *   kept as the human's prompt;
 * - text the client generated in the human's place (task notifications, scheduled wake-ups,
 *   `origin.kind` other than `human`, `promptSource: "system"`) and injected user text (meta
 *   records, command wrappers, system reminders, caveats, compaction summaries): kept,
 *   labelled `injected`, so cleaning can drop it;
 * - errors Claude Code wrote in the assistant's place (`isApiErrorMessage`, model
 *   `<synthetic>`: "API Error: 401 …", "Please run /login"): dropped;
 * - `summary` titles count only when their `leafUuid` is a record of this file (they are often
 *   another session's).
 */
import type { Part, ReadResult, Session, Turn } from "../../types.ts";
import { badLineReason, SkippedLines } from "../../sources/jsonl.ts";
import { leanParts } from "../../sources/lean.ts";
import { skimRecord } from "./_skim.ts";
import { type Envelope, originKind, userLabel } from "./_envelope.ts";
import {
  assistantParts,
  samePart,
  SIDE_TYPES,
  type Stamp,
  textParts,
  TREE_TYPES,
  turn,
  userParts,
} from "./_parts.ts";
import { RecordOrder } from "./_order.ts";
import { addTouches, toolTouches } from "./_touches.ts";
import { SessionTitle } from "./_title.ts";

/** Label of a slash command that turned out to be local (`/model`, `/mcp`): not a prompt. */
export const LOCAL_COMMAND = "local-command";

/** What a builder made of its lines. */
export type Finished = Omit<ReadResult, "warnings"> & { unknownRecords: number };

/** Accumulates one session from its lines. */
export interface BuilderOptions {
  /** Drop the text of parts cleaning would drop anyway (see `DiscoverOptions.lean`). */
  lean?: boolean;
  /** The transcript's size, when known (tables are sized from it). */
  bytes?: number;
}

export class ClaudeSessionBuilder {
  readonly #sessionIdHint: string;
  readonly #lean: boolean;
  /** Which records count and in what order: resumes' copies and abandoned branches do not. */
  readonly #order: RecordOrder;
  readonly #turns: Turn[] = [];
  readonly #skipped = new SkippedLines();
  readonly #cwds = new Map<string, number>();
  readonly #title = new SessionTitle();
  #lastCwd: string | undefined;
  #lastMessageId: string | undefined;
  /** The last turn, when it holds a slash command whose local output may follow. */
  #command: Turn | undefined;
  /** A turn lost its last part (a local command in lean mode). */
  #emptied = false;
  #sessionId: string | undefined;
  #started: string | null = null;
  #updated: string | null = null;
  #firstCwd: string | undefined;
  /** Records of a type ctx does not know (skipped quietly). */
  #unknown = 0;
  #finished = false;

  constructor(sessionIdHint: string, options: BuilderOptions = {}) {
    this.#sessionIdHint = sessionIdHint;
    this.#lean = options.lean === true;
    this.#order = new RecordOrder(options.bytes);
  }

  /** Treat these record uuids as already seen (the copied history of a resumed session). */
  skipRecords(uuids: Iterable<string>): void {
    this.#order.skip(uuids);
  }

  /**
   * Feed one line (1-based `lineNo` for diagnostics). `unfinished`: the file's last line, no
   * newline after it (being written): when it is not JSON, it is left out, not called malformed.
   * The line is skimmed (`_skim.ts`): only the values the builder reads are parsed.
   */
  addLine(line: string, lineNo: number, unfinished = false): void {
    const skimmed = skimRecord(line, this.#lean);
    if (skimmed) return this.addRecord(skimmed, lineNo);
    const trimmed = line.trim();
    if (!trimmed) return;
    let record: Envelope;
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
        this.#skipped.add(lineNo, "not a JSON object");
        return;
      }
      record = parsed as Envelope;
    } catch {
      if (!unfinished) this.#skipped.add(lineNo, badLineReason(trimmed));
      return;
    }
    this.addRecord(record, lineNo);
  }

  /** Count a line the caller could not deliver (e.g. too long to hold). */
  skipLine(lineNo: number, reason: string): void {
    this.#skipped.add(lineNo, reason);
  }

  addRecord(record: Envelope, lineNo: number): void {
    if (this.#finished) throw new Error("ClaudeSessionBuilder: a record after finish()");
    const type = record.type;
    if (typeof type !== "string") {
      this.#unknown++;
      return;
    }
    if (!TREE_TYPES.has(type)) {
      if (SIDE_TYPES.has(type)) this.#title.add(type, record);
      else {
        this.#unknown++;
        // A newer build's conversation record: keep the chain through it, read nothing.
        if (typeof record.uuid === "string" && "parentUuid" in record) this.#order.place(record);
      }
      return;
    }
    if (record.isSidechain === true) return; // Subagent work: another agent's transcript.
    const position = this.#order.place(record);
    if (position === null) return; // Copied by a resume.
    if (type === "attachment") {
      this.#attachment(record, position);
      return;
    }
    if (type !== "user" && type !== "assistant") return; // progress, system
    const message = record.message;
    if (!message || typeof message !== "object") {
      this.#skipped.add(lineNo, `${type} record without message`);
      return;
    }
    this.#order.conversation(position);
    const stamp = this.#stamp(record);
    const content = (message as { content?: unknown }).content;
    if (type === "assistant") {
      const model = (message as { model?: unknown }).model;
      // Claude Code's own error text in the assistant's place: not what the assistant said.
      if (record.isApiErrorMessage === true || model === "<synthetic>") return;
      this.#assistant(content, (message as { id?: unknown }).id, position, stamp);
      return;
    }
    this.#lastMessageId = undefined;
    const parts = userParts(content, userLabel(record), this.#lean);
    if (parts.some((p) => p.kind === "injected" && /^local-command-std/.test(p.label))) {
      this.#localCommandRan();
    }
    this.#user(parts, position, stamp);
  }

  /** Session id, cwd and time from a conversation record's envelope; its time and uuid. */
  #stamp(record: Envelope): Stamp {
    if (typeof record.sessionId === "string") this.#sessionId ??= record.sessionId;
    if (typeof record.cwd === "string" && record.cwd) {
      // The cwd rarely changes: only look it up in the map when it differs from the last one.
      if (record.cwd !== this.#lastCwd) {
        this.#firstCwd ??= record.cwd;
        if (!this.#cwds.has(record.cwd)) this.#cwds.set(record.cwd, 1);
        this.#lastCwd = record.cwd;
      }
    }
    const at = typeof record.timestamp === "string" ? record.timestamp : undefined;
    if (at) {
      this.#started ??= at;
      this.#updated = at;
    }
    return { at, id: typeof record.uuid === "string" ? record.uuid : undefined };
  }

  #assistant(content: unknown, id: unknown, position: number, stamp: Stamp): void {
    // Taken before lean reading drops the calls: the files they touched are evidence.
    const touched = toolTouches(content, stamp);
    const parts = this.#keep(assistantParts(content, this.#lean));
    const last = this.#turns.at(-1);
    // A message of tool calls alone (lean): its files belong to the exchange under way.
    if (parts.length === 0) return void addTouches(last, touched);
    this.#command = undefined;
    if (typeof id === "string" && id === this.#lastMessageId && last?.role === "assistant") {
      for (const part of parts) {
        if (!last.parts.some((p) => samePart(p, part))) last.parts.push(part);
      }
      addTouches(last, touched);
      return;
    }
    this.#lastMessageId = typeof id === "string" ? id : undefined;
    this.#push(addTouches(turn("assistant", parts, stamp), touched), position);
  }

  #user(raw: Part[], position: number, stamp: Stamp): void {
    const isCommand = raw[0]?.kind === "injected" && raw[0].label === "command";
    const parts = this.#keep(raw);
    if (parts.some((p) => p.kind === "text")) this.#order.prompt(position);
    if (parts.length === 0) return;
    const t = turn("user", parts, stamp);
    this.#push(t, position);
    this.#command = isCommand ? t : undefined;
  }

  /**
   * A prompt typed while the assistant was busy: Claude Code hands it over mid-turn as a
   * `queued_command` attachment and writes no user record for it. Task notifications arrive
   * the same way, marked by `commandMode`/`origin`.
   */
  #attachment(record: Envelope, position: number): void {
    const attachment = record.attachment as Record<string, unknown> | null | undefined;
    if (!attachment || typeof attachment !== "object") return;
    if (attachment.type !== "queued_command") return; // hooks, skills, memory files, …
    const kind = originKind(attachment.origin);
    const mode = typeof attachment.commandMode === "string" ? attachment.commandMode : "prompt";
    const human = (kind === undefined || kind === "human") && mode === "prompt";
    const stamp = this.#stamp(record);
    if (typeof attachment.timestamp === "string") stamp.at ??= attachment.timestamp;
    this.#lastMessageId = undefined;
    const content = attachment.prompt;
    const label = human ? undefined : kind ?? mode;
    const parts = typeof content === "string"
      ? textParts(content, label)
      : userParts(content, label, this.#lean);
    this.#order.conversation(position);
    this.#user(parts, position, stamp);
  }

  /** The slash command just before ran locally (`/model`, `/mcp`): it was no prompt. */
  #localCommandRan(): void {
    const command = this.#command;
    this.#command = undefined;
    if (!command || this.#turns.at(-1) !== command) return;
    const index = command.parts.findIndex((p) => p.kind === "text");
    if (index < 0) return;
    const typed = command.parts[index] as { text: string };
    if (this.#lean) command.parts.splice(index, 1);
    else command.parts[index] = { kind: "injected", label: LOCAL_COMMAND, text: typed.text };
    if (command.parts.length === 0) this.#emptied = true; // Dropped in finish().
  }

  #push(t: Turn, position: number): void {
    this.#turns.push(t);
    this.#order.turn(position);
  }

  /**
   * In lean mode, only the parts a sanitized transcript renders, a failure's output reduced to
   * what its excerpt needs (fewer and smaller objects kept alive).
   */
  #keep(parts: Part[]): Part[] {
    return this.#lean ? leanParts(parts) : parts;
  }

  /**
   * The session, or null when the file held no conversation. Ends the builder: the record
   * tables are released at once (a huge session is cleaned right after).
   */
  finish(): Finished {
    if (this.#finished) throw new Error("ClaudeSessionBuilder.finish() called twice");
    this.#finished = true;
    try {
      return this.#session();
    } finally {
      this.#order.release();
    }
  }

  #session(): Finished {
    const turns = this.#order.kept(this.#turns, this.#emptied);
    const unknownRecords = this.#unknown;
    const skipped = this.#skipped.result();
    if (turns.length === 0) return { session: null, ...skipped, unknownRecords };
    const session: Session = {
      id: this.#sessionId ?? this.#sessionIdHint,
      source: "claude-code",
      cwd: this.#firstCwd ?? "",
      started: this.#started,
      updated: this.#updated,
      turns,
    };
    const title = this.#order.title(this.#title);
    if (title) session.title = title;
    return { session, ...skipped, unknownRecords };
  }

  /** Every cwd recorded in the session (it changes after `cd`). */
  get cwds(): string[] {
    return [...this.#cwds.keys()];
  }
}

/** Parse a whole transcript held in memory (tests, small files). */
export function parseClaudeTranscript(
  text: string,
  sessionIdHint = "unknown",
  options: BuilderOptions = {},
): Finished & { cwds: string[] } {
  const builder = new ClaudeSessionBuilder(sessionIdHint, options);
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    builder.addLine(lines[i]!, i + 1, i === lines.length - 1 && lines[i] !== "");
  }
  return { ...builder.finish(), cwds: builder.cwds };
}
