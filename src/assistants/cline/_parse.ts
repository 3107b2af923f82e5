/**
 * One task folder of Cline (≤ 3.x), Roo Code or Kilo Code (≤ 5.x) as a session (pure). The
 * model-facing `api_conversation_history.json` is the transcript; `ui_messages.json` dates it
 * and says what the human typed in the chat box: a typed input the history does not show as
 * the human's (a wrapper ctx does not know, a prompt whose `@mentions` the client expanded) is
 * added where it was sent. Without a history, the UI log is the transcript.
 *
 * - The human's words are those the clients wrap (see `_blocks.ts`), as typed in the chat box
 *   when the history holds them expanded (`@mentions`); tool results, environment
 *   details, task-progress lists, attached files and resumption notices are not.
 * - A task opened by Cline's `new_task` hand-off starts with the text the model wrote for it
 *   (`handoffs`): generated, not the human's.
 * - The project is the task's folder: the index's, else the environment details', else the
 *   one being scanned.
 */
import type { Part, ReadResult, Session, Skipped } from "../../types.ts";
import { isoTime, obj, str, tryJson, TurnBuilder } from "../../sources/build.ts";
import { environmentCwd } from "./_blocks.ts";
import { type TaskInfo, taskTitle } from "./_index.ts";
import { type Msg, readMessages } from "./_messages.ts";
import { type UiEvent, type UiLog, uiTranscript } from "./_ui.ts";

export interface TaskInput {
  /** The assistant's id (`Session.source`). */
  source: string;
  id: string;
  /** The elements of `api_conversation_history.json` (those read whole), when there is one. */
  history?: readonly unknown[];
  ui?: UiLog;
  /** What the task index says about it. */
  info?: TaskInfo;
  /** The folder when nothing records one (the project being scanned). */
  fallbackCwd: string;
  /** Texts earlier tasks handed to a new task (`new_task`): the model's, not the human's. */
  handoffs?: readonly string[];
  lean?: boolean;
}

/** The session of one task folder. */
export function parseTask(input: TaskInput): ReadResult {
  const skipped: Skipped[] = [];
  const warnings: string[] = [];
  const read = readMessages(input.history ?? [], { lean: input.lean === true }, skipped);
  let messages = read.messages;
  if (input.ui) {
    skipped.push(...input.ui.bad.map((i) => ({ line: i + 1, reason: "not a UI event" })));
  }
  if (messages.length === 0 && input.ui) {
    messages = uiTranscript(input.ui).map((m, index) => ({ ...m, index, ts: m.ts }));
  } else if (input.ui) {
    addTypedInputs(messages, input.ui.human);
  } else if (!messages.some(hasHumanText)) {
    unwrappedFirstPrompt(messages);
  }
  demoteHandoff(messages, input.handoffs ?? []);
  if (messages.length === 0) {
    return { session: null, skipped, warnings: ["the task has no messages"] };
  }
  const dates = messageDates(messages, input.ui?.events ?? []);
  const builder = new TurnBuilder();
  // The session starts with its first event (the task, typed before the first request).
  builder.touch(isoTime(Math.min(...(input.ui?.events ?? []).flatMap((e) => e.ts ?? []))));
  for (const msg of messages) {
    const count = builder.turns.length;
    const human = msg.role === "user" && hasHumanText(msg);
    builder.add(msg.role, msg.parts, { at: isoTime(dates.get(msg)), newTurn: human });
    const turn = builder.turns[builder.turns.length - 1];
    if (msg.id && turn && builder.turns.length > count) turn.id = msg.id;
  }
  for (const e of input.ui?.events ?? []) builder.touch(isoTime(e.ts));
  if (input.info?.ts) builder.touch(isoTime(input.info.ts));
  const session: Session = {
    id: input.id,
    source: input.source,
    cwd: input.info?.cwd ?? messagesCwd(messages) ??
      uiCwd(input.ui?.events ?? []) ?? input.fallbackCwd,
    started: builder.started,
    updated: builder.updated,
    turns: builder.turns,
  };
  const title = input.info?.title ?? firstHumanTitle(messages);
  if (title) session.title = title;
  return { session, skipped, warnings, unknownRecords: read.unknown };
}

function hasHumanText(msg: Msg): boolean {
  return msg.role === "user" && msg.parts.some((p) => p.kind === "text");
}

/** Whitespace collapsed, and `@mentions` and their expansions left out: how inputs are compared. */
function comparable(text: string): string {
  return text
    .replace(/'[^'\n]*' \(see below for [^)]*\)/g, " ")
    .replace(
      /(Workspace Problems|Terminal Output|Working directory changes) \(see below[^)]*\)/g,
      " ",
    )
    .replace(/(^|\s)@\S+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Each input typed in the chat box that no message shows as the human's is added to the user
 * message it was sent with: the one its log event points at (`conversationHistoryIndex`), else
 * the first written after it (Roo Code dates its messages), else the one whose generated text
 * holds it, else the one after the previous input's.
 */
function addTypedInputs(messages: Msg[], typed: readonly UiEvent[]): void {
  const users = messages.filter((m) => m.role === "user");
  if (users.length === 0) return;
  const matched = new Set<Part>();
  let previous = 0;
  for (const input of typed) {
    const want = comparable(input.text);
    if (want === "") continue;
    let shown = -1;
    for (let i = previous; i < users.length && shown < 0; i++) {
      const parts = users[i]!.parts;
      const at = parts.findIndex((p) =>
        p.kind === "text" && !matched.has(p) && comparable(p.text).includes(want)
      );
      if (at < 0) continue;
      // The same words with the client's expansions: the typed ones are the human's.
      const part = parts[at]!;
      if (part.kind === "text" && comparable(part.text) === want) {
        parts[at] = { kind: "text", text: input.text.trim() };
      }
      matched.add(parts[at]!);
      shown = i;
    }
    if (shown < 0) {
      shown = placeOf(input, users, previous, want);
      const part: Part = { kind: "text", text: input.text.trim() };
      users[shown]!.parts.push(part);
      matched.add(part);
    }
    previous = shown;
  }
}

function placeOf(input: UiEvent, users: readonly Msg[], previous: number, want: string): number {
  const byIndex = input.historyIndex === undefined
    ? -1
    : users.findIndex((m) => m.index > input.historyIndex!);
  if (byIndex >= 0) return byIndex;
  const byTime = input.ts === undefined
    ? -1
    : users.findIndex((m) => m.ts !== undefined && m.ts >= input.ts!);
  if (byTime >= 0) return byTime;
  const inText = users.findIndex((m, i) =>
    i >= previous && m.parts.some((p) => "text" in p && comparable(p.text).includes(want))
  );
  if (inText >= 0) return inText;
  return Math.min(previous + 1, users.length - 1);
}

/**
 * With no UI log to say what was typed and no wrapper in the history (a very old client), the
 * first message's own words are the task.
 */
function unwrappedFirstPrompt(messages: Msg[]): void {
  const first = messages.find((m) => m.role === "user");
  if (!first) return;
  first.parts = first.parts.map((p): Part =>
    p.kind === "injected" && p.label === "generated" ? { kind: "text", text: p.text } : p
  );
}

/** The opening prompt of a task Cline's `new_task` started: the model's words. */
function demoteHandoff(messages: Msg[], handoffs: readonly string[]): void {
  if (handoffs.length === 0) return;
  const wanted = new Set(handoffs.map(comparable));
  for (const msg of messages) {
    if (msg.role !== "user") continue;
    const at = msg.parts.findIndex((p) => p.kind === "text");
    if (at < 0) continue;
    const part = msg.parts[at]!;
    if (part.kind === "text" && wanted.has(comparable(part.text))) {
      msg.parts[at] = { kind: "injected", label: "new_task", text: part.text };
    }
    return;
  }
}

/**
 * When each message was written: its own `ts`; else, from the UI log, the request that sent it
 * (a user message) or the last event written while it streamed (an assistant message).
 */
function messageDates(messages: readonly Msg[], events: readonly UiEvent[]): Map<Msg, number> {
  const dates = new Map<Msg, number>();
  const requests = events.filter((e) => e.kind === "api_req_started" && e.ts !== undefined);
  const indexed = requests.every((e) => e.historyIndex !== undefined);
  const sent = new Map<number, number>();
  const streamed = new Map<number, number>();
  for (const e of events) {
    if (e.ts === undefined || e.historyIndex === undefined) continue;
    if (e.kind === "api_req_started") {
      if (!sent.has(e.historyIndex + 1)) sent.set(e.historyIndex + 1, e.ts);
    } else streamed.set(e.historyIndex + 1, e.ts);
  }
  let nth = 0;
  for (const msg of messages) {
    const ts = msg.ts ??
      (msg.role === "user"
        ? (indexed ? sent.get(msg.index) : requests[nth++]?.ts)
        : streamed.get(msg.index));
    if (ts !== undefined) dates.set(msg, ts);
  }
  return dates;
}

/** The folder the environment details of the first messages name. */
function messagesCwd(messages: readonly Msg[]): string | undefined {
  for (const msg of messages.slice(0, 8)) {
    for (const part of msg.parts) {
      if (part.kind === "injected" && part.label === "environment_details") {
        const cwd = environmentCwd(part.text);
        if (cwd) return cwd;
      }
    }
  }
  return undefined;
}

/** The folder the UI log's first requests name (their `request` repeats the environment details). */
function uiCwd(events: readonly UiEvent[]): string | undefined {
  for (const e of events.filter((e) => e.kind === "api_req_started").slice(0, 4)) {
    const parsed = tryJson(e.text);
    const request = parsed.ok ? str(obj(parsed.value)?.["request"]) : undefined;
    const cwd = request ? environmentCwd(request) : undefined;
    if (cwd) return cwd;
  }
  return undefined;
}

function firstHumanTitle(messages: readonly Msg[]): string | undefined {
  for (const msg of messages) {
    if (msg.role !== "user") continue;
    const part = msg.parts.find((p) => p.kind === "text");
    if (part && part.kind === "text") return taskTitle(part.text);
  }
  return undefined;
}
