/**
 * Model-facing messages of Cline, Roo Code and Kilo Code (pure): `api_conversation_history.json`
 * and Cline 4.x's `<id>.messages.json` hold the same Anthropic-style `{role, content}` messages,
 * content a string or blocks (`text`, `tool_use`, `tool_result`, `image`, `thinking`, Roo Code's
 * `reasoning`, Cline 4.x's `file`). Thinking and images are dropped; tool calls and results are
 * kept as such; the user side is split by `userTextParts` into the human's words and the rest.
 */
import type { Part, Role, Skipped } from "../../types.ts";
import { arr, compact, num, obj, str } from "../../sources/build.ts";
import { resultHeaderTool, userTextParts } from "./_blocks.ts";

/** One message, with where it stood in the file. */
export interface Msg {
  /** Its index in the file's array (what the UI log's `conversationHistoryIndex` counts). */
  index: number;
  role: Role;
  parts: Part[];
  /** When it was written (ms), where the message records it (Roo Code, Cline 4.x). */
  ts?: number;
  id?: string;
}

export interface MessagesOptions {
  /** Text outside the human's wrappers is the human's (Cline 4.x messages). */
  plainIsHuman?: boolean;
  /** Keep only what a sanitized transcript uses (no successful tool output, no tool inputs). */
  lean?: boolean;
}

/** The messages of a history array; elements that are not messages go to `skipped`. */
export function readMessages(
  items: readonly unknown[],
  options: MessagesOptions,
  skipped: Skipped[],
): { messages: Msg[]; unknown: number } {
  const toolNames = new Map<string, string>();
  const messages: Msg[] = [];
  let unknown = 0;
  items.forEach((raw, index) => {
    const m = obj(raw);
    if (!m) {
      skipped.push({ line: index + 1, reason: "not a message object" });
      return;
    }
    // Roo Code keeps reasoning items and truncation markers beside the messages: not words.
    if (m["type"] === "reasoning" || m["isTruncationMarker"] === true) return;
    const role = m["role"];
    if (role !== "user" && role !== "assistant") {
      unknown++;
      return;
    }
    const parts = m["isSummary"] === true
      ? [{ kind: "injected" as const, label: "summary", text: plainText(m["content"]) }]
      : role === "assistant"
      ? assistantParts(m["content"], toolNames, options)
      : userParts(m["content"], toolNames, options);
    const msg: Msg = { index, role, parts };
    const ts = num(m["ts"]);
    if (ts !== undefined) msg.ts = ts;
    const id = str(m["id"]);
    if (id) msg.id = id;
    messages.push(msg);
  });
  return { messages, unknown };
}

function assistantParts(
  content: unknown,
  toolNames: Map<string, string>,
  options: MessagesOptions,
): Part[] {
  if (typeof content === "string") return proseParts(content);
  const parts: Part[] = [];
  for (const raw of arr(content)) {
    const block = obj(raw);
    const type = block?.["type"];
    if (type === "text") parts.push(...proseParts(str(block?.["text"]) ?? ""));
    else if (type === "tool_use") {
      const name = str(block?.["name"]) ?? "";
      const id = str(block?.["id"]);
      if (id) toolNames.set(id, name);
      parts.push({ kind: "tool_call", name, input: options.lean ? "" : compact(block?.["input"]) });
    }
    // thinking, redacted_thinking, reasoning, images, signatures: not kept.
  }
  return parts;
}

/** Assistant prose without the `<thinking>` blocks models write inline in Cline's XML mode. */
function proseParts(text: string): Part[] {
  const prose = text.replace(/<thinking>[\s\S]*?(<\/thinking>|$)/g, "").trim();
  return prose ? [{ kind: "text", text: prose }] : [];
}

function userParts(
  content: unknown,
  toolNames: Map<string, string>,
  options: MessagesOptions,
): Part[] {
  const plainIsHuman = options.plainIsHuman === true;
  if (typeof content === "string") return keep(userTextParts(content, { plainIsHuman }), options);
  const parts: Part[] = [];
  for (const raw of arr(content)) {
    const block = obj(raw);
    switch (block?.["type"]) {
      case "text": {
        const text = str(block["text"]) ?? "";
        const tool = resultHeaderTool(text);
        parts.push(
          ...userTextParts(text, tool ? { result: { tool, isError: false } } : { plainIsHuman }),
        );
        break;
      }
      case "tool_result": {
        const text = plainText(block["content"]);
        const id = str(block["tool_use_id"]);
        const tool = resultHeaderTool(text) ?? (id ? toolNames.get(id) : undefined) ??
          str(block["name"]) ?? "tool";
        parts.push(
          ...userTextParts(text, { result: { tool, isError: block["is_error"] === true } }),
        );
        break;
      }
      case "file": {
        const path = str(block["path"]) ?? "";
        const text = str(block["content"]) ?? "";
        parts.push({ kind: "injected", label: "file_content", text: `${path}\n${text}` });
        break;
      }
        // images and documents: not kept.
    }
  }
  return keep(parts, options);
}

/**
 * What is kept of a user message: the environment details only where they list the folder's
 * files (the task's start and each resumption), not the time and open tabs every request
 * repeats; in lean reading, no successful tool output (a sanitized transcript drops it).
 */
function keep(parts: Part[], options: MessagesOptions): Part[] {
  return parts.filter((p) =>
    p.kind === "injected" && p.label === "environment_details"
      ? FOLDER_HEADER.test(p.text)
      : !(options.lean && p.kind === "tool_result" && !p.isError)
  );
}

const FOLDER_HEADER = /# Current (Working|Workspace) Directory \(/;

/** The text of a content value: a string, or its text blocks joined (images dropped). */
export function plainText(content: unknown): string {
  if (typeof content === "string") return content;
  return arr(content).map((raw) => {
    const block = obj(raw);
    return block?.["type"] === "text" ? str(block["text"]) ?? "" : "";
  }).filter((t) => t !== "").join("\n");
}
