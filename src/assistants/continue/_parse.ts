/**
 * One Continue session file (`~/.continue/sessions/<sessionId>.json`) as a session (pure). Its
 * shape is `Session` of `core/index.d.ts` (continuedev/continue): `{sessionId, title,
 * workspaceDirectory, history[]}`, each history item `{message, contextItems[], editorState?,
 * promptLogs?, toolCallStates?, reasoning?, conversationSummary?, …}`.
 *
 * - `user` messages are what the human typed (content a string or `{type:"text"|"imageUrl"}`
 *   parts; images dropped). The item's `contextItems` (files and selections the human attached,
 *   with their contents) are injected context, never the human's words.
 * - `assistant` messages are prose and tool calls; `thinking` messages and an item's `reasoning`
 *   are the model's thinking; `tool` messages are tool output, failed when the call's
 *   `toolCallStates` entry says `errored`; `system` messages and `conversationSummary` (a
 *   compaction summary) are generated.
 * - `promptLogs` (the rendered prompt sent to the model) and `editorState` are not read.
 *
 * Messages carry no time: the session is dated by the index's `dateCreated` (milliseconds, as a
 * string) and the file's modification time.
 */
import type { Part, ReadResult } from "../../types.ts";
import { arr, compact, isoTime, type Json, obj, str, TurnBuilder } from "../../sources/build.ts";

/** The title Continue gives a session before it names it (`NEW_SESSION_TITLE`). */
const UNNAMED = "New Session";

export interface ContinueContext {
  /** The file's id (its name), used when the file records none. */
  id?: string;
  cwd: string;
  /** `dateCreated` from `sessions.json` (milliseconds as a string, or ISO). */
  dateCreated?: string;
  /** The file's modification time (ISO), the session's last activity. */
  modified?: string;
}

export function parseContinueSession(value: unknown, context: ContinueContext): ReadResult {
  const data = obj(value);
  if (!data || !Array.isArray(data["history"])) {
    const older = data && typeof data["session_id"] === "string";
    return {
      session: null,
      skipped: [],
      warnings: [older ? "an older Continue format (session_id): not read" : "no history array"],
    };
  }
  const builder = new TurnBuilder();
  const failed = failedToolCalls(data["history"]);
  let unknown = 0;
  data["history"].forEach((raw) => {
    const item = obj(raw);
    const message = obj(item?.["message"]);
    const role = str(message?.["role"]);
    if (!item || !message || !role) {
      unknown++;
      return;
    }
    const id = str(message["id"]);
    const options = id ? { id } : {};
    switch (role) {
      case "user":
        builder.add("user", [...userParts(message["content"]), ...contextParts(item)], {
          ...options,
          newTurn: true,
        });
        break;
      case "assistant":
        builder.add("assistant", assistantParts(message, item), options);
        break;
      case "thinking":
        builder.add("assistant", [{ kind: "thinking", text: textOf(message["content"]) }], options);
        break;
      case "tool": {
        const call = str(message["toolCallId"]) ?? "";
        builder.add("assistant", [{
          kind: "tool_result",
          text: textOf(message["content"]),
          isError: failed.has(call),
        }]);
        break;
      }
      case "system":
        builder.add("assistant", [{
          kind: "injected",
          label: "system",
          text: textOf(message["content"]),
        }]);
        break;
      default:
        unknown++;
    }
    const summary = str(item["conversationSummary"]);
    if (summary) {
      builder.add("assistant", [{
        kind: "injected",
        label: "conversation-summary",
        text: summary,
      }]);
    }
  });
  const id = str(data["sessionId"]) ?? context.id;
  if (!id) return { session: null, skipped: [], warnings: ["no sessionId"] };
  const title = str(data["title"])?.trim();
  const started = createdAt(context.dateCreated);
  return {
    session: {
      id,
      source: "continue",
      cwd: context.cwd,
      started: started ?? context.modified ?? null,
      updated: context.modified ?? started ?? null,
      turns: builder.turns,
      ...(title && title !== UNNAMED ? { title } : {}),
    },
    skipped: [],
    warnings: [],
    unknownRecords: unknown,
  };
}

/** `dateCreated` as ISO: milliseconds written as a string (`String(Date.now())`), or a date. */
export function createdAt(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return /^\d+$/.test(value.trim()) ? isoTime(Number(value)) : isoTime(value);
}

/** The ids of tool calls whose state says they failed (`errored`). */
function failedToolCalls(history: unknown[]): Set<string> {
  const failed = new Set<string>();
  for (const raw of history) {
    for (const state of arr(obj(raw)?.["toolCallStates"])) {
      const s = obj(state);
      const id = str(s?.["toolCallId"]);
      if (id && s?.["status"] === "errored") failed.add(id);
    }
  }
  return failed;
}

/** The text of a message's content: a string, or its text parts (images dropped). */
function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  return arr(content).flatMap((p) => {
    const part = obj(p);
    return part?.["type"] === "text" && typeof part["text"] === "string" ? [part["text"]] : [];
  }).join("\n");
}

function userParts(content: unknown): Part[] {
  return [{ kind: "text", text: textOf(content) }];
}

/** The files and selections attached to a prompt, as injected context. */
function contextParts(item: Json): Part[] {
  return arr(item["contextItems"]).flatMap((raw): Part[] => {
    const context = obj(raw);
    const content = str(context?.["content"]);
    if (!context || content === undefined || context["hidden"] === true) return [];
    const name = str(context["description"]) ?? str(context["name"]) ?? "context";
    return [{ kind: "injected", label: "context", text: `${name}\n${content}` }];
  });
}

function assistantParts(message: Json, item: Json): Part[] {
  const parts: Part[] = [];
  const reasoning = str(obj(item["reasoning"])?.["text"]);
  if (reasoning) parts.push({ kind: "thinking", text: reasoning });
  parts.push({ kind: "text", text: textOf(message["content"]) });
  for (const raw of arr(message["toolCalls"])) {
    const fn = obj(obj(raw)?.["function"]);
    if (!fn) continue;
    parts.push({ kind: "tool_call", name: str(fn["name"]) ?? "", input: compact(fn["arguments"]) });
  }
  return parts;
}
