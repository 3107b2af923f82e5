/**
 * A GitHub Copilot CLI session's `events.jsonl` as a session (pure). Every line is an event
 * `{type, data, id, timestamp, parentId, agentId?}`; the shapes are those of the CLI's own schema
 * (`schemas/session-events.schema.json` in `@github/copilot` 1.0.102).
 *
 * - `user.message`: `data.content` is what the human typed, unless its `source` names another
 *   origin (a skill, another agent, a schedule: anything but absent or `"user"`) or it is an
 *   autopilot continuation (`isAutopilotContinuation`) — the CLI's own test for a human turn.
 *   `transformedContent` (the content wrapped with `<current_datetime>` and other context) is
 *   never read.
 * - `assistant.message`: prose (`content`) and thinking (`reasoningText`); its tool calls are
 *   read from `tool.execution_start`/`_complete` (the call, then its output; a failure, or a
 *   shell command that exited non-zero, is a failed result).
 * - `system.message` (the system prompt) is dropped; `system.notification`, compaction summaries,
 *   `session.task_complete`, `abort` and `session.error` are generated or tool output.
 * - Subagent threads: events that carry an `agentId` (on the event or its data) or a
 *   `parentToolCallId` are the subagent's own turns and are skipped; what the subagent returned
 *   is the parent's tool output.
 * - `session.snapshot_rewind` removes the events it names (or its first one and all after it).
 * - `session.title_changed` titles the session (the last one wins).
 */
import type { Part, ReadResult, Skipped } from "../../types.ts";
import { compact, isoTime, type Json, num, obj, str, TurnBuilder } from "../../sources/build.ts";
import type { JsonlRecord } from "../../sources/jsonl.ts";

/** The event namespaces of the CLI's schema: a type in none of them is unknown to ctx. */
const KNOWN = new Set([
  "abort",
  "assistant",
  "auto_mode_switch",
  "capabilities",
  "command",
  "commands",
  "elicitation",
  "exit_plan_mode",
  "external_tool",
  "hook",
  "human_response",
  "mcp",
  "mcp_app",
  "model",
  "pending_messages",
  "permission",
  "sampling",
  "sandbox",
  "session",
  "session_limits_exhausted",
  "skill",
  "subagent",
  "system",
  "tool",
  "tool_search",
  "ui",
  "user",
  "user_input",
  "workflow",
]);

export interface CopilotContext {
  /** The folder's id, when the events name none. */
  id?: string;
  cwd: string;
}

/** What `session.start` says, read by discovery from the first line. */
export interface CopilotHead {
  id?: string;
  cwd?: string;
  /** Set for a session the CLI started itself from another one (a detached agent run). */
  spawnedBy?: string;
}

/** The head of a session from its first event; empty when that is not `session.start`. */
export function copilotHead(value: unknown): CopilotHead {
  const event = obj(value);
  if (event?.["type"] !== "session.start") return {};
  const data = obj(event["data"]);
  const id = str(data?.["sessionId"]);
  const cwd = str(obj(data?.["context"])?.["cwd"]);
  const spawnedBy = str(data?.["detachedFromSpawningParentSessionId"]);
  return { ...(id ? { id } : {}), ...(cwd ? { cwd } : {}), ...(spawnedBy ? { spawnedBy } : {}) };
}

/** The events left after the rewinds, in order. */
function afterRewinds(records: readonly JsonlRecord[], skipped: Skipped[]): Json[] {
  let events: Json[] = [];
  for (const { line, value } of records) {
    const event = obj(value);
    if (!event || typeof event["type"] !== "string") {
      skipped.push({ line, reason: "not an event" });
      continue;
    }
    if (event["type"] === "session.snapshot_rewind") {
      const data = obj(event["data"]);
      const ids = Array.isArray(data?.["eventIds"]) ? new Set(data["eventIds"]) : undefined;
      const from = str(data?.["upToEventId"]);
      if (ids) events = events.filter((e) => !ids.has(e["id"]));
      else if (from) {
        const at = events.findIndex((e) => e["id"] === from);
        if (at >= 0) events = events.slice(0, at);
      }
      continue;
    }
    events.push(event);
  }
  return events;
}

/** A subagent's own event (its turns live in the parent's file, marked by its agent id). */
function isSubagent(event: Json, data: Json | undefined): boolean {
  const agent = str(event["agentId"]) ?? str(data?.["agentId"]);
  return (agent !== undefined && agent !== "") || str(data?.["parentToolCallId"]) !== undefined;
}

export function parseCopilotEvents(
  records: readonly JsonlRecord[],
  skipped: Skipped[],
  context: CopilotContext,
): ReadResult {
  const builder = new TurnBuilder();
  let id = context.id;
  let started: string | undefined;
  let title: string | undefined;
  let unknown = 0;
  for (const event of afterRewinds(records, skipped)) {
    const type = event["type"] as string;
    const data = obj(event["data"]);
    const at = isoTime(event["timestamp"]);
    const when = at ? { at } : {};
    if (isSubagent(event, data)) {
      builder.touch(at);
      continue;
    }
    switch (type) {
      case "session.start":
        id = str(data?.["sessionId"]) ?? id;
        started = isoTime(data?.["startTime"]) ?? at;
        break;
      case "session.title_changed":
        title = str(data?.["title"])?.trim() || title;
        break;
      case "user.message": {
        const text = str(data?.["content"]) ?? "";
        const source = str(data?.["source"]);
        const human = (source === undefined || source === "user") &&
          data?.["isAutopilotContinuation"] !== true;
        const part: Part = human
          ? { kind: "text", text }
          : { kind: "injected", label: `copilot-${source ?? "autopilot"}`, text };
        const messageId = str(data?.["messageId"]) ?? str(event["id"]);
        builder.add("user", [part], {
          ...when,
          newTurn: true,
          ...(messageId ? { id: messageId } : {}),
        });
        break;
      }
      case "assistant.message": {
        const parts: Part[] = [];
        const reasoning = str(data?.["reasoningText"]);
        if (reasoning) parts.push({ kind: "thinking", text: reasoning });
        parts.push({ kind: "text", text: str(data?.["content"]) ?? "" });
        const messageId = str(data?.["messageId"]);
        builder.add("assistant", parts, { ...when, ...(messageId ? { id: messageId } : {}) });
        break;
      }
      default: {
        const part = eventPart(type, data);
        if (part) builder.add("assistant", [part], when);
        else {
          builder.touch(at);
          if (!KNOWN.has(type.split(".")[0]!)) unknown++;
        }
      }
    }
  }
  if (!id) return { session: null, skipped, warnings: ["no sessionId"], unknownRecords: unknown };
  return {
    session: {
      id,
      source: "copilot-cli",
      cwd: context.cwd,
      started: started ?? builder.started,
      updated: builder.updated,
      turns: builder.turns,
      ...(title ? { title } : {}),
    },
    skipped,
    warnings: [],
    unknownRecords: unknown,
  };
}

/**
 * What an event on the assistant's side says, as the part it adds to the assistant's turn: a
 * tool call or its result, text Copilot CLI generated (a notification, a compaction summary, a
 * finished task), an error, an interruption. Undefined: an event that adds no part.
 */
function eventPart(type: string, data: Json | undefined): Part | undefined {
  switch (type) {
    case "tool.execution_start":
      return {
        kind: "tool_call",
        name: str(data?.["toolName"]) ?? "",
        input: compact(data?.["arguments"]),
      };
    case "tool.execution_complete":
      return toolResult(data);
    case "system.notification":
      return {
        kind: "injected",
        label: "copilot-notification",
        text: str(data?.["content"]) ?? "",
      };
    case "session.compaction_complete":
      return {
        kind: "injected",
        label: "compaction-summary",
        text: str(data?.["summaryContent"]) ?? "",
      };
    case "session.task_complete":
      return { kind: "injected", label: "task-complete", text: str(data?.["summary"]) ?? "" };
    case "session.error":
      return { kind: "tool_result", text: str(data?.["message"]) ?? compact(data), isError: true };
    case "abort":
      return {
        kind: "injected",
        label: "interrupted",
        text: `(the turn was stopped: ${str(data?.["reason"]) ?? "aborted"})`,
      };
  }
  return undefined;
}

/** A tool's output: failed when the call failed or its shell command exited non-zero. */
function toolResult(data: Json | undefined): Part {
  const error = obj(data?.["error"]);
  if (data?.["success"] === false || error) {
    const message = str(error?.["message"]) ?? compact(obj(data?.["result"])?.["content"]);
    const code = str(error?.["code"]);
    return { kind: "tool_result", text: code ? `${message} (${code})` : message, isError: true };
  }
  const result = obj(data?.["result"]);
  const text = str(result?.["content"]) ?? str(result?.["detailedContent"]) ?? "";
  const exit = num(obj(data?.["shellExecution"])?.["exitCode"]);
  return { kind: "tool_result", text, isError: exit !== undefined && exit !== 0 };
}

/** The `cwd:` of a session's `workspace.yaml` (a plain, single- or double-quoted scalar). */
export function workspaceCwd(yaml: string): string | undefined {
  const m = /^cwd:[ \t]*(.*?)[ \t]*\r?$/m.exec(yaml);
  const raw = m?.[1];
  if (!raw) return undefined;
  if (raw.startsWith('"')) {
    try {
      return str(JSON.parse(raw));
    } catch {
      return undefined;
    }
  }
  if (raw.startsWith("'")) {
    return raw.endsWith("'") ? raw.slice(1, -1).replaceAll("''", "'") : undefined;
  }
  return raw;
}
