/**
 * A Gemini CLI message as parts (pure; `_parse.ts` builds the session from them).
 *
 * Gemini CLI records as `user` messages text it generated itself: the prompt of the built-in
 * `/init` command and the automatic "Please continue." of a retry or next-speaker check. Those
 * are labelled generated (the human typed `/init`, nothing else); a message whose
 * `displayContent` differs from what was sent reads as what the human saw and typed.
 */
import type { Part } from "../../types.ts";
import { arr, compact, type Json, obj, splitReferencedFiles, str } from "../../sources/build.ts";

/** The opening of the prompt Gemini CLI's built-in `/init` command submits. */
const INIT_PROMPT =
  /^\s*You are an AI agent that brings the power of Gemini directly into the terminal\. Your task is to analyze the current directory and generate a comprehensive GEMINI\.md file/;
/** What Gemini CLI sends by itself after an invalid stream or when the model should go on. */
const AUTO_CONTINUE = /^\s*(System: )?Please continue\.\s*$/;

/** A message's text: a string, or the text of its parts. */
export function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  return arr(content).map((p) => str(obj(p)?.["text"]) ?? "").join("");
}

/**
 * The typed prompt, with `@file` expansions labelled as injected, and what Gemini CLI generated
 * in the human's place labelled generated.
 */
export function userParts(message: Json): Part[] {
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

/** A model message's parts: its thoughts, its text, its tool calls and their results. */
export function geminiParts(message: Json): Part[] {
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
