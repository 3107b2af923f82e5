/**
 * A task's `ui_messages.json` (pure): the UI's log of the task, `[{ts, type: "say"|"ask", say?,
 * ask?, text?, partial?, conversationHistoryIndex?}]`. It says when each request was sent and
 * what the human typed in the chat box (the task and every `user_feedback`), and it is the
 * transcript itself when the model-facing history is missing.
 */
import type { Part } from "../../types.ts";
import { num, obj, str, tryJson } from "../../sources/build.ts";

/** One event of the log (streaming duplicates, `partial: true`, are left out). */
export interface UiEvent {
  ts: number | undefined;
  type: "say" | "ask";
  kind: string;
  text: string;
  /** The index of the last model-facing message when the event was written (-1 before any). */
  historyIndex: number | undefined;
}

export interface UiLog {
  events: UiEvent[];
  /** What the human typed in the chat box, in order (events of `events`). */
  human: UiEvent[];
  /** Elements that are not events (counted as malformed). */
  bad: number[];
}

/** The events of a `ui_messages.json` array, and what the human typed. */
export function readUiLog(items: readonly unknown[]): UiLog {
  const events: UiEvent[] = [];
  const bad: number[] = [];
  items.forEach((item, index) => {
    const e = obj(item);
    const type = e?.["type"];
    if (!e || (type !== "say" && type !== "ask")) {
      bad.push(index);
      return;
    }
    if (e["partial"] === true) return;
    events.push({
      ts: num(e["ts"]),
      type,
      kind: str(e[type]) ?? "",
      text: str(e["text"]) ?? "",
      historyIndex: num(e["conversationHistoryIndex"]),
    });
  });
  return { events, human: humanInputs(events), bad };
}

/**
 * The task is the first event when it comes before the first request (`say: "task"` in the
 * source, but `say: "text"` in most real files), then every `user_feedback`.
 */
function humanInputs(events: readonly UiEvent[]): UiEvent[] {
  const first = events[0];
  const task = first && first.type === "say" && first.kind !== "api_req_started" &&
      first.text.trim()
    ? [first]
    : [];
  return [
    ...task,
    ...events.slice(1).filter((e) =>
      e.type === "say" && e.kind === "user_feedback" && e.text.trim()
    ),
  ];
}

/**
 * The texts a task handed to a new task it started (`ask: "new_task"`, Cline's hand-off): the
 * new task opens with that text, which the model wrote, not the human.
 */
export function handoffTexts(events: readonly UiEvent[]): string[] {
  return events.filter((e) => e.type === "ask" && e.kind === "new_task" && e.text.trim())
    .map((e) => e.text);
}

/** One message of a transcript rebuilt from the log. */
export interface UiMessage {
  role: "user" | "assistant";
  parts: Part[];
  ts: number | undefined;
}

/**
 * The transcript the log alone gives (when the model-facing history is missing): the human's
 * inputs, the assistant's prose and questions, its tool and command requests, their output and
 * errors. Reasoning, request bookkeeping and checkpoints are left out.
 */
export function uiTranscript(log: UiLog): UiMessage[] {
  const human = new Set(log.human);
  const out: UiMessage[] = [];
  for (const e of log.events) {
    const part = eventPart(e, human.has(e));
    if (part) out.push({ role: part.role, parts: [part.part], ts: e.ts });
  }
  return out;
}

function eventPart(
  e: UiEvent,
  isHuman: boolean,
): { role: "user" | "assistant"; part: Part } | undefined {
  if (isHuman) return { role: "user", part: { kind: "text", text: e.text } };
  if (!e.text.trim()) return undefined;
  if (e.type === "say") {
    switch (e.kind) {
      case "text":
      case "completion_result":
        return { role: "assistant", part: { kind: "text", text: e.text } };
      case "tool":
      case "command":
      case "use_mcp_server":
      case "browser_action":
        return { role: "assistant", part: { kind: "tool_call", name: e.kind, input: e.text } };
      case "command_output":
      case "mcp_server_response":
      case "browser_action_result":
        return { role: "assistant", part: { kind: "tool_result", text: e.text, isError: false } };
      case "error":
      case "diff_error":
      case "clineignore_error":
        return { role: "assistant", part: { kind: "tool_result", text: e.text, isError: true } };
      default:
        return undefined;
    }
  }
  switch (e.kind) {
    case "followup":
    case "plan_mode_respond":
    case "completion_result":
      return { role: "assistant", part: { kind: "text", text: questionText(e.text) } };
    case "command":
    case "tool":
      return { role: "assistant", part: { kind: "tool_call", name: e.kind, input: e.text } };
    case "command_output":
      return { role: "assistant", part: { kind: "tool_result", text: e.text, isError: false } };
    default:
      return undefined;
  }
}

/** A question's text: Cline writes `{"question": …, "options": […]}` (or `{"response": …}`). */
function questionText(text: string): string {
  if (!text.startsWith("{")) return text;
  const parsed = tryJson(text);
  const value = parsed.ok ? obj(parsed.value) : undefined;
  return str(value?.["question"]) ?? str(value?.["response"]) ?? text;
}
