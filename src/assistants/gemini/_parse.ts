/**
 * Pure parsing of Gemini CLI sessions (read by `gemini.ts`): the whole-session `.json` (older)
 * and the `.jsonl` event log (messages re-appended whole when they change, `$set` metadata
 * updates, `$rewindTo` truncation).
 * A message's parts: `_parts.ts`.
 */
import type { FileTouch, Part, ReadResult, Skipped } from "../../types.ts";
import { isEmptyPart, isoTime, type Json, obj, str, TurnBuilder } from "../../sources/build.ts";
import { type JsonlRecord, splitJsonl } from "../../sources/jsonl.ts";
import { leadingMember, parseRecord } from "../../sources/lead.ts";
import { leanParts } from "../../sources/lean.ts";
import { touchesOfParts } from "../../sources/touches.ts";
import { contentText, geminiParts, userParts } from "./_parts.ts";

/** The metadata fields ctx reads (a session file may carry others, large ones too). */
const META_FIELDS = ["sessionId", "startTime", "lastUpdated", "summary", "kind"] as const;

/** A message converted as it arrives: its turn's role and parts, or why it is none. */
interface Entry {
  id: unknown;
  role?: "user" | "assistant";
  /** Its parts (in lean mode only those kept), and whether it had any (`TurnBuilder.add`). */
  parts?: Part[];
  held?: boolean;
  /** In lean mode, the files its dropped tool calls touched. */
  touched?: FileTouch[];
  at?: string;
  /** A message of a type ctx does not know; or one without a type (malformed). */
  unknown?: true;
  untyped?: true;
}

/**
 * One Gemini CLI session built record by record, so a file of any size is read with bounded
 * memory: each message is converted to its parts when it arrives (in lean mode only what a
 * sanitized transcript keeps), and a message re-appended whole replaces the earlier copy in
 * place. Feed it the legacy document's `messages` (`message`) and members (`meta`), or the
 * `.jsonl` event log's records (`record`); then `finish`.
 */
export class GeminiSession {
  readonly #context: { id?: string; cwd: string };
  readonly #lean: boolean;
  readonly #meta: Json = {};
  readonly #skipped: Skipped[] = [];
  /** Entries in order, and the place of each id (the first of that id). */
  #entries: Entry[] = [];
  #at = new Map<unknown, number>();
  #unknown = 0;

  constructor(context: { id?: string; cwd: string }, options: { lean?: boolean } = {}) {
    this.#context = context;
    this.#lean = options.lean === true;
  }

  /** Metadata members (of the legacy document, or a `$set` / metadata record). */
  meta(fields: Json): void {
    for (const key of META_FIELDS) if (key in fields) this.#meta[key] = fields[key];
  }

  /** A message of the legacy document's `messages` array, in order. */
  message(value: unknown): void {
    this.#entries.push(this.#convert(value));
  }

  /** One record of a `.jsonl` event log (1-based `line`). */
  record(value: unknown, line: number): void {
    const record = obj(value);
    if (!record) {
      this.#skipped.push({ line, reason: "not an object" });
      return;
    }
    const set = obj(record["$set"]);
    if (set) {
      this.meta(set);
      if (Array.isArray(set["messages"])) this.#replace(set["messages"]);
      return;
    }
    const rewindTo = record["$rewindTo"];
    if (typeof rewindTo === "string") {
      if (!this.#rewindTo(rewindTo)) {
        this.#skipped.push({ line, reason: `$rewindTo unknown message "${rewindTo}"` });
      }
      return;
    }
    const id = record["id"];
    if (typeof record["type"] === "string" && id !== undefined) {
      // A message is re-appended whole each time it changes: the last copy wins, in place.
      this.#upsert(id, record);
      return;
    }
    if (record["sessionId"] !== undefined || record["startTime"] !== undefined) {
      // A whole legacy session written as one line carries its messages inline.
      this.meta(record);
      if (Array.isArray(record["messages"])) this.#replace(record["messages"]);
      return;
    }
    this.#unknown++; // Valid JSON this version of ctx does not know: skipped quietly, counted.
  }

  /** A thread Gemini CLI started itself (`kind: "subagent"`): not a session of its own. */
  get isSubagent(): boolean {
    return this.#meta["kind"] === "subagent";
  }

  /** A line of the log that was not JSON (counted with the records' own problems). */
  skip(skipped: Skipped): void {
    this.#skipped.push(skipped);
  }

  /**
   * The session. `skipped`: lines skipped beyond those listed (`skip`). Ends the replay.
   */
  finish(moreSkipped = 0): ReadResult {
    const skipped = this.#skipped;
    const builder = new TurnBuilder();
    let unknown = this.#unknown;
    this.#entries.forEach((entry, index) => {
      if (entry.untyped) skipped.push({ line: index + 1, reason: "message without type" });
      else if (entry.unknown) unknown++;
      else {
        builder.add(entry.role!, entry.parts!, {
          ...(entry.at ? { at: entry.at } : {}),
          ...(typeof entry.id === "string" ? { id: entry.id } : {}),
          newTurn: entry.role === "user",
          held: entry.held === true,
          ...(entry.touched ? { touched: entry.touched } : {}),
        });
      }
    });
    skipped.sort((a, b) => a.line - b.line);
    const count = moreSkipped > 0 ? { skippedCount: skipped.length + moreSkipped } : {};
    const meta = this.#meta;
    const id = str(meta["sessionId"]) ?? this.#context.id;
    if (!id) {
      return {
        session: null,
        skipped,
        ...count,
        warnings: ["no sessionId"],
        unknownRecords: unknown,
      };
    }
    const session = {
      id,
      source: "gemini" as const,
      cwd: this.#context.cwd,
      started: isoTime(meta["startTime"]) ?? builder.started,
      updated: latest(isoTime(meta["lastUpdated"]), builder.updated),
      turns: builder.turns,
      ...(str(meta["summary"]) ? { title: str(meta["summary"]) as string } : {}),
    };
    return { session, skipped, ...count, warnings: [], unknownRecords: unknown };
  }

  #convert(raw: unknown): Entry {
    const message = obj(raw);
    const id = message?.["id"];
    const type = str(message?.["type"]);
    if (!message || !type) return { id, untyped: true };
    const at = isoTime(message["timestamp"]);
    let role: "user" | "assistant";
    let parts: Part[];
    if (type === "user") [role, parts] = ["user", userParts(message)];
    else if (type === "gemini") [role, parts] = ["assistant", geminiParts(message)];
    else if (type === "info" || type === "error" || type === "warning") {
      role = "assistant";
      parts = [{
        kind: "injected",
        label: `gemini-${type}`,
        text: contentText(message["content"]),
      }];
    } else return { id, unknown: true };
    if (!this.#lean) return { id, role, parts, ...(at ? { at } : {}) };
    // Only what a sanitized transcript renders is kept; the turn stays where it was.
    const kept = parts.filter((p) => !isEmptyPart(p));
    // The files its tool calls touched, read before lean reading drops the calls.
    return {
      id,
      role,
      parts: leanParts(kept),
      held: kept.length > 0,
      touched: touchesOfParts(kept),
      ...(at ? { at } : {}),
    };
  }

  /** The whole list replaced (`$set` of `messages`, or a legacy session's inline list). */
  #replace(values: unknown[]): void {
    this.#entries = [];
    this.#at = new Map();
    for (const value of values) {
      const m = obj(value);
      if (!m) continue;
      const entry = this.#convert(m);
      if (entry.id !== undefined && !this.#at.has(entry.id)) {
        this.#at.set(entry.id, this.#entries.length);
      }
      this.#entries.push(entry);
    }
  }

  /** The message `id` replaced in place, or appended when new. */
  #upsert(id: unknown, record: Json): void {
    const entry = this.#convert(record);
    const at = this.#at.get(id);
    if (at !== undefined) this.#entries[at] = entry;
    else {
      this.#at.set(id, this.#entries.length);
      this.#entries.push(entry);
    }
  }

  /** Drop message `id` and everything after it; false when no message has that id. */
  #rewindTo(id: string): boolean {
    const at = this.#at.get(id);
    if (at === undefined) return false;
    // Each message is dropped once: the work stays proportional to what was appended.
    for (let i = at; i < this.#entries.length; i++) {
      const dropped = this.#entries[i]!.id;
      if (this.#at.get(dropped) === i) this.#at.delete(dropped);
    }
    this.#entries.length = at;
    return true;
  }
}

/** A legacy whole-session `.json` value as a session. */
export function parseGeminiSession(
  value: unknown,
  context: { id?: string; cwd: string },
  options: { lean?: boolean } = {},
): ReadResult {
  const data = obj(value);
  if (!data || !Array.isArray(data["messages"])) {
    return { session: null, skipped: [], warnings: ["no messages array: unknown schema"] };
  }
  const session = new GeminiSession(context, options);
  session.meta(data);
  for (const message of data["messages"]) session.message(message);
  return session.finish();
}

/** Replay a `.jsonl` event log held in memory into the session it describes. */
export function parseGeminiJsonl(
  text: string,
  context: { id?: string; cwd: string },
  options: { lean?: boolean } = {},
): ReadResult {
  const { records, skipped } = splitJsonl(text);
  return replayGeminiLog(records, skipped, context, options);
}

/**
 * Replay the records of a `.jsonl` event log (see `GeminiSession`). Each record costs the same
 * whatever the log's length: messages are found by id in a map, never by a scan.
 */
export function replayGeminiLog(
  records: readonly JsonlRecord[],
  skipped: Skipped[],
  context: { id?: string; cwd: string },
  options: { lean?: boolean } = {},
): ReadResult {
  const session = new GeminiSession(context, options);
  for (const s of skipped) session.skip(s);
  for (const { line, value } of records) session.record(value, line);
  return session.finish();
}

function latest(a: string | undefined, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/**
 * The `sessionId` a session file opens with, read from its first bytes (`head`): the metadata
 * line of a `.jsonl`, or the first member of a legacy `.json` (Gemini CLI writes it first).
 * Undefined when the head does not say.
 */
export function leadingSessionId(head: string): string | undefined {
  const newline = head.indexOf("\n");
  const firstLine = newline < 0 ? head : head.slice(0, newline);
  const parsed = parseRecord(firstLine);
  if (parsed.ok) {
    const id = str(obj(parsed.value)?.["sessionId"]);
    if (id !== undefined || obj(parsed.value)) return id;
  }
  return leadingMember(head, "sessionId") ?? undefined;
}
