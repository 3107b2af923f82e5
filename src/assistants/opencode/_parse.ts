/**
 * Pure parsing of an OpenCode session (1.x): its messages and their parts, as the SQLite database
 * (`message.data`, `part.data`) and the older `storage/` JSON tree (one file per message and per
 * part) both hold them. Kilo Code ≥ 7 writes the same objects.
 *
 * - A user message's own text parts are what the human typed. Parts OpenCode wrote itself are
 *   never the human's: `synthetic` text (an attached file's contents, "Called the Read tool…",
 *   a subagent nudge) is injected context; `ignored` text (shown, never sent) is dropped; a
 *   `subtask` (a command's template run by a subagent) is injected; attached files are named,
 *   their contents never copied.
 * - An assistant message: text, reasoning (thinking), and tool parts that hold the call and its
 *   result together (`state.status` completed: output; error: the error, kept as a failed tool
 *   result). A compaction summary (`summary: true`) is injected context, not the assistant's.
 * - Step markers, snapshots, patches and retries carry nothing to distill.
 */
import type { Part, ReadResult, Skipped } from "../../types.ts";
import {
  compact,
  epochTime,
  type Json,
  num,
  obj,
  str,
  tryJson,
  TurnBuilder,
} from "../../sources/build.ts";

/** One stored object: a message or a part, with the id its table row or file name gives. */
export interface OpenCodeRecord {
  id: string;
  /** Its JSON text (or the parsed value); `undefined` when it was not read (too large). */
  data: unknown;
  /** Where it was read, for a skipped record's reason (a file, or a table row). */
  where?: string;
}

/** A message and its parts, in the order OpenCode wrote them. */
export interface OpenCodeMessage extends OpenCodeRecord {
  parts: OpenCodeRecord[];
}

/** What the session row (or file) says about the session itself. */
export interface OpenCodeSessionInfo {
  id: string;
  /** The folder OpenCode ran in (`session.directory`). */
  directory?: string;
  title?: string;
  created?: number;
  updated?: number;
}

/**
 * What is said of the subagent sessions skipped in `where` (the subagent policy: a child session
 * is not a session of its own; what it returned is in its parent's `task` tool output).
 */
export function subagentsSkipped(count: number, where: string): string[] {
  if (count === 0) return [];
  const sessions = count === 1 ? "1 subagent session" : `${count} subagent sessions`;
  return [`${sessions} in "${where}" skipped: what each returned is in its parent session`];
}

/** Titles OpenCode gives a session before it has one of its own. */
const DEFAULT_TITLE = /^(New session|Child session) - \d{4}-\d{2}-\d{2}T/;

/** The session's own title, or undefined while it still has OpenCode's placeholder. */
export function openCodeTitle(title: unknown): string | undefined {
  const text = str(title)?.trim();
  return text && !DEFAULT_TITLE.test(text) ? text : undefined;
}

/** Parse one session from its messages (each with its parts, both in order). */
export function parseOpenCodeSession(
  info: OpenCodeSessionInfo,
  messages: OpenCodeMessage[],
  context: { source: string; fallbackCwd: string; lean?: boolean },
): ReadResult {
  const skipped: Skipped[] = [];
  const builder = new TurnBuilder();
  const state = { unknown: 0, cwd: undefined as string | undefined };
  let ordinal = 0;
  for (const message of messages) {
    ordinal++;
    const data = record(message, ordinal, skipped);
    if (!data) {
      ordinal += message.parts.length;
      continue;
    }
    const role = str(data["role"]);
    const time = obj(data["time"]);
    const at = epochTime(num(time?.["created"]));
    state.cwd ??= str(obj(data["path"])?.["cwd"]);
    const parts: Part[] = [];
    for (const part of message.parts) {
      ordinal++;
      const value = record(part, ordinal, skipped);
      if (!value) continue;
      const converted = role === "user"
        ? userPart(value)
        : assistantPart(value, data["summary"] === true, context.lean === true);
      if (converted === undefined) state.unknown++;
      else parts.push(...converted);
    }
    if (role === "user") builder.add("user", parts, { at, id: message.id, newTurn: true });
    else if (role === "assistant") builder.add("assistant", parts, { at, id: message.id });
    else {
      skipped.push({ line: ordinal, reason: `message of unknown role ${JSON.stringify(role)}` });
    }
  }
  builder.touch(epochTime(info.created));
  builder.touch(epochTime(info.updated));
  const title = openCodeTitle(info.title);
  return {
    session: {
      id: info.id,
      source: context.source,
      cwd: info.directory || state.cwd || context.fallbackCwd,
      started: builder.started,
      updated: builder.updated,
      ...(title ? { title } : {}),
      turns: builder.turns,
    },
    skipped,
    warnings: [],
    unknownRecords: state.unknown,
  };
}

/** A record's JSON object, or undefined (counted in `skipped`) when it cannot be read. */
function record(item: OpenCodeRecord, line: number, skipped: Skipped[]): Json | undefined {
  const where = item.where ?? item.id;
  if (item.data === undefined) {
    skipped.push({ line, reason: `${where}: not read (too large or unreadable)` });
    return undefined;
  }
  if (typeof item.data !== "string") return obj(item.data);
  const parsed = tryJson(item.data);
  const value = parsed.ok ? obj(parsed.value) : undefined;
  if (!value) skipped.push({ line, reason: `${where}: truncated or invalid JSON` });
  return value;
}

/** A user message's part; `undefined` for a part of a kind ctx does not know. */
function userPart(part: Json): Part[] | undefined {
  switch (part["type"]) {
    case "text": {
      const text = str(part["text"]) ?? "";
      if (part["ignored"] === true) return [];
      if (part["synthetic"] === true) return [{ kind: "injected", label: "synthetic", text }];
      return [{ kind: "text", text }];
    }
    case "file": {
      const name = str(part["filename"]) ?? str(obj(part["source"])?.["path"]) ?? "";
      return [{ kind: "injected", label: "attached_files", text: name }];
    }
    case "subtask":
      return [{ kind: "injected", label: "subtask", text: str(part["prompt"]) ?? "" }];
    case "agent": // `@agent`: the typed text names it already.
    case "compaction": // A marker: the summary follows as the assistant's next message.
      return [];
    default:
      return quiet(part["type"]) ? [] : undefined;
  }
}

/** An assistant message's part; `undefined` for a part of a kind ctx does not know. */
function assistantPart(part: Json, summary: boolean, lean: boolean): Part[] | undefined {
  switch (part["type"]) {
    case "text": {
      const text = str(part["text"]) ?? "";
      return summary
        ? [{ kind: "injected", label: "compact-summary", text }]
        : [{ kind: "text", text }];
    }
    case "reasoning":
      return lean ? [] : [{ kind: "thinking", text: str(part["text"]) ?? "" }];
    case "tool":
      return toolParts(part, lean);
    case "file": // An image or file a tool attached: dropped.
      return [];
    default:
      return quiet(part["type"]) ? [] : undefined;
  }
}

/** Parts with nothing to distill: step markers, file snapshots, patches, retried API errors. */
function quiet(type: unknown): boolean {
  return type === "step-start" || type === "step-finish" || type === "snapshot" ||
    type === "patch" || type === "retry";
}

/** A tool part: the call, and its result once it has one (a failure is kept as one). */
function toolParts(part: Json, lean: boolean): Part[] {
  const state = obj(part["state"]);
  const status = str(state?.["status"]);
  const out: Part[] = [];
  if (!lean) {
    out.push({
      kind: "tool_call",
      name: str(part["tool"]) ?? "tool",
      input: compact(state?.["input"]),
    });
  }
  if (status === "error") {
    out.push({ kind: "tool_result", text: compact(state?.["error"]), isError: true });
  } else if (status === "completed" && !lean) {
    out.push({ kind: "tool_result", text: compact(state?.["output"]), isError: false });
  }
  return out;
}
