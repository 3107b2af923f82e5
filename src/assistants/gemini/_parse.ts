/**
 * Pure parsing of Gemini CLI sessions (read by `gemini.ts`): the whole-session `.json` (older)
 * and the `.jsonl` event log (messages re-appended whole when they change, `$set` metadata
 * updates, `$rewindTo` truncation).
 *
 * Gemini CLI records as `user` messages text it generated itself: the prompt of the built-in
 * `/init` command and the automatic "Please continue." of a retry or next-speaker check. Those
 * are labelled generated (the human typed `/init`, nothing else); a message whose
 * `displayContent` differs from what was sent reads as what the human saw and typed.
 */
import type { Part, ReadResult, Skipped } from "../../types.ts";
import {
  arr,
  compact,
  isoTime,
  type Json,
  obj,
  splitReferencedFiles,
  str,
  tryJson,
  TurnBuilder,
} from "../../sources/build.ts";
import { type JsonlRecord, splitJsonl } from "../../sources/jsonl.ts";

/** The opening of the prompt Gemini CLI's built-in `/init` command submits. */
const INIT_PROMPT =
  /^\s*You are an AI agent that brings the power of Gemini directly into the terminal\. Your task is to analyze the current directory and generate a comprehensive GEMINI\.md file/;
/** What Gemini CLI sends by itself after an invalid stream or when the model should go on. */
const AUTO_CONTINUE = /^\s*(System: )?Please continue\.\s*$/;

/** A legacy whole-session `.json` value as a session. */
export function parseGeminiSession(
  value: unknown,
  context: { id?: string; cwd: string },
): ReadResult {
  const data = obj(value);
  if (!data || !Array.isArray(data["messages"])) {
    return { session: null, skipped: [], warnings: ["no messages array: unknown schema"] };
  }
  return build(data, data["messages"], [], context);
}

/** Replay a `.jsonl` event log into the session it describes. */
export function parseGeminiJsonl(text: string, context: { id?: string; cwd: string }): ReadResult {
  const { records, skipped } = splitJsonl(text);
  return replayGeminiLog(records, skipped, context);
}

/**
 * Replay the records of a `.jsonl` event log (see `parseGeminiJsonl`). Each record costs the
 * same whatever the log's length: messages are found by id in a map, never by a scan.
 */
export function replayGeminiLog(
  records: readonly JsonlRecord[],
  skipped: Skipped[],
  context: { id?: string; cwd: string },
): ReadResult {
  let unknown = 0;
  const meta: Json = {};
  const messages = new MessageLog();
  for (const { line, value } of records) {
    const record = obj(value);
    if (!record) {
      skipped.push({ line, reason: "not an object" });
      continue;
    }
    const set = obj(record["$set"]);
    if (set) {
      const { messages: replaced, ...rest } = set;
      Object.assign(meta, rest);
      if (Array.isArray(replaced)) messages.replace(replaced);
      continue;
    }
    const rewindTo = record["$rewindTo"];
    if (typeof rewindTo === "string") {
      if (!messages.rewindTo(rewindTo)) {
        skipped.push({ line, reason: `$rewindTo unknown message "${rewindTo}"` });
      }
      continue;
    }
    const id = record["id"];
    if (typeof record["type"] === "string" && id !== undefined) {
      // A message is re-appended whole each time it changes: the last copy wins, in place.
      messages.upsert(id, record);
      continue;
    }
    if (record["sessionId"] !== undefined || record["startTime"] !== undefined) {
      // A whole legacy session written as one line carries its messages inline.
      const { messages: inline, ...rest } = record;
      Object.assign(meta, rest);
      if (Array.isArray(inline)) messages.replace(inline);
      continue;
    }
    unknown++; // Valid JSON this version of ctx does not know: skipped quietly, counted.
  }
  const result = build(meta, messages.list, skipped, context);
  result.unknownRecords = (result.unknownRecords ?? 0) + unknown;
  return result;
}

/** The messages of an event log in order, with the place of each id (the first of that id). */
class MessageLog {
  list: Json[] = [];
  #at = new Map<unknown, number>();

  /** The whole list replaced (`$set` of `messages`, or a legacy session's inline list). */
  replace(values: unknown[]): void {
    this.list = values.map((m) => obj(m)).filter((m): m is Json => !!m);
    this.#at = new Map();
    this.list.forEach((m, i) => {
      const id = m["id"];
      if (id !== undefined && !this.#at.has(id)) this.#at.set(id, i);
    });
  }

  /** The message `id` replaced in place, or appended when new. */
  upsert(id: unknown, record: Json): void {
    const at = this.#at.get(id);
    if (at !== undefined) this.list[at] = record;
    else {
      this.#at.set(id, this.list.length);
      this.list.push(record);
    }
  }

  /** Drop message `id` and everything after it; false when no message has that id. */
  rewindTo(id: string): boolean {
    const at = this.#at.get(id);
    if (at === undefined) return false;
    // Each message is dropped once: the work stays proportional to what was appended.
    for (let i = at; i < this.list.length; i++) {
      const dropped = this.list[i]!["id"];
      if (this.#at.get(dropped) === i) this.#at.delete(dropped);
    }
    this.list.length = at;
    return true;
  }
}

function build(
  meta: Json,
  messages: unknown[],
  skipped: Skipped[],
  context: { id?: string; cwd: string },
): ReadResult {
  const builder = new TurnBuilder();
  let unknown = 0;
  messages.forEach((raw, index) => {
    const message = obj(raw);
    const type = str(message?.["type"]);
    const at = isoTime(message?.["timestamp"]);
    if (!message || !type) {
      skipped.push({ line: index + 1, reason: "message without type" });
      return;
    }
    const id = str(message["id"]);
    if (type === "user") builder.add("user", userParts(message), { at, newTurn: true, id });
    else if (type === "gemini") builder.add("assistant", geminiParts(message), { at, id });
    else if (type === "info" || type === "error" || type === "warning") {
      builder.add("assistant", [{
        kind: "injected",
        label: `gemini-${type}`,
        text: contentText(message["content"]),
      }], { at });
    } else unknown++;
  });
  const id = str(meta["sessionId"]) ?? context.id;
  if (!id) return { session: null, skipped, warnings: ["no sessionId"], unknownRecords: unknown };
  const session = {
    id,
    source: "gemini" as const,
    cwd: context.cwd,
    started: isoTime(meta["startTime"]) ?? builder.started,
    updated: latest(isoTime(meta["lastUpdated"]), builder.updated),
    turns: builder.turns,
    ...(str(meta["summary"]) ? { title: str(meta["summary"]) as string } : {}),
  };
  return { session, skipped, warnings: [], unknownRecords: unknown };
}

function latest(a: string | undefined, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  return arr(content).map((p) => str(obj(p)?.["text"]) ?? "").join("");
}

/**
 * The typed prompt, with `@file` expansions labelled as injected, and what Gemini CLI generated
 * in the human's place labelled generated.
 */
function userParts(message: Json): Part[] {
  const text = contentText(message["content"]);
  const shown = str(message["displayContent"]);
  if (shown !== undefined && shown.trim() !== "" && shown.trim() !== text.trim()) {
    return [{ kind: "text", text: shown.trim() }, {
      kind: "injected",
      label: "expanded-prompt",
      text,
    }];
  }
  if (AUTO_CONTINUE.test(text)) return [{ kind: "injected", label: "gemini-auto-continue", text }];
  if (INIT_PROMPT.test(text)) {
    return [{ kind: "text", text: "/init" }, { kind: "injected", label: "gemini-init", text }];
  }
  return splitReferencedFiles(text);
}

/**
 * The `sessionId` a session file opens with, read from its first bytes (`head`): the metadata
 * line of a `.jsonl`, or the first member of a legacy `.json` (Gemini CLI writes it first).
 * Undefined when the head does not say.
 */
export function leadingSessionId(head: string): string | undefined {
  const newline = head.indexOf("\n");
  const firstLine = newline < 0 ? head : head.slice(0, newline);
  const parsed = tryJson(firstLine);
  if (parsed.ok) {
    const id = str(obj(parsed.value)?.["sessionId"]);
    if (id !== undefined || obj(parsed.value)) return id;
  }
  const m = /^\s*\{\s*"sessionId"\s*:\s*("(?:[^"\\]|\\.)*")/.exec(head);
  const id = m?.[1] ? tryJson(m[1]) : undefined;
  return id?.ok ? str(id.value) : undefined;
}

function geminiParts(message: Json): Part[] {
  const parts: Part[] = [];
  for (const raw of arr(message["thoughts"])) {
    const thought = obj(raw);
    const subject = str(thought?.["subject"]);
    const description = str(thought?.["description"]) ?? "";
    parts.push({ kind: "thinking", text: subject ? `${subject}: ${description}` : description });
  }
  parts.push({ kind: "text", text: contentText(message["content"]) });
  for (const raw of arr(message["toolCalls"])) {
    const call = obj(raw);
    if (!call) continue;
    parts.push({ kind: "tool_call", name: str(call["name"]) ?? "", input: compact(call["args"]) });
    const responses = arr(call["result"]).map((r) =>
      obj(obj(obj(r)?.["functionResponse"])?.["response"])
    );
    const error = responses.map((r) => r?.["error"]).find((e) => e !== undefined);
    const output = responses.map((r) => r?.["output"]).filter((o) => o !== undefined);
    const text = error !== undefined
      ? compact(error)
      : output.length > 0
      ? output.map(compact).join("\n")
      : compact(call["resultDisplay"]);
    const status = str(call["status"]);
    if (text || status === "error" || status === "cancelled") {
      parts.push({
        kind: "tool_result",
        text: text || `(${status})`,
        isError: status === "error" || error !== undefined,
      });
    }
  }
  return parts;
}
