/**
 * Claude Code message content → normalized parts (pure helpers of `_claude_code_parse.ts`): typed
 * text is split from the wrappers Claude Code injects around it, tool results keep their error
 * flag, and in lean mode the text cleaning would drop anyway is never kept.
 */
import type { Part, Turn } from "../../types.ts";
import { ownText } from "../../text.ts";

/** Record types that sit in the uuid tree (the conversation's chain passes through them all). */
export const TREE_TYPES = new Set(["user", "assistant", "system", "progress", "attachment"]);

/**
 * Bookkeeping records outside the tree that ctx knows and has no use for (the parser reads titles
 * from some). Any other type is counted as unknown; one that carries a `uuid` still takes
 * its place in the tree, so the records after it stay on their branch.
 */
export const SIDE_TYPES = new Set([
  "summary",
  "ai-title",
  "custom-title",
  "agent-name",
  "file-history-snapshot",
  "queue-operation",
  "last-prompt",
  "permission-mode",
  "mode",
  "pr-link",
  "bridge-session",
  "atis-latch",
]);

/** Tags whose whole content is injected context rather than something the human typed. */
const INJECTED_TAGS = [
  "system-reminder",
  "local-command-caveat",
  "local-command-stdout",
  "local-command-stderr",
  "command-message",
  "ide_selection",
  "ide_opened_file",
  "ide_diagnostics",
  "user-prompt-submit-hook",
  "persisted-output",
  "bash-stdout",
  "bash-stderr",
  "bash-input",
  // Written by Claude Code when a background task ends (older builds carry no `origin`).
  "task-notification",
] as const;

const INJECTED_RE = new RegExp(
  `<(${INJECTED_TAGS.join("|")})>[\\s\\S]*?</\\1>`,
  "g",
);
const INTERRUPT_RE = /^\[Request interrupted by user[^\]]*\]$/;

export function assistantParts(content: unknown, lean: boolean): Part[] {
  if (typeof content === "string") return content.trim() ? [{ kind: "text", text: content }] : [];
  if (!Array.isArray(content)) return [];
  const parts: Part[] = [];
  for (const block of content) {
    if (!block || typeof block !== "object") continue;
    const b = block as Record<string, unknown>;
    switch (b.type) {
      case "text":
        if (typeof b.text === "string" && b.text.trim()) parts.push({ kind: "text", text: b.text });
        break;
      case "thinking":
        if (!lean) {
          parts.push({ kind: "thinking", text: typeof b.thinking === "string" ? b.thinking : "" });
        }
        break;
      case "redacted_thinking":
        if (!lean) parts.push({ kind: "thinking", text: "" });
        break;
      case "tool_use":
      case "server_tool_use":
        if (lean) break;
        parts.push({
          kind: "tool_call",
          name: typeof b.name === "string" ? b.name : "tool",
          input: compactJson(b.input),
        });
        break;
      default:
        if (!lean && typeof b.type === "string" && b.type.endsWith("_tool_result")) {
          parts.push({
            kind: "tool_result",
            text: compactJson(b.content),
            isError: false,
          });
        }
    }
  }
  return parts;
}

export function userParts(
  content: unknown,
  injectedLabel: string | undefined,
  lean: boolean,
): Part[] {
  if (typeof content === "string") return textParts(content, injectedLabel);
  if (!Array.isArray(content)) return [];
  const parts: Part[] = [];
  for (const block of content) {
    if (!block || typeof block !== "object") continue;
    const b = block as Record<string, unknown>;
    if (b.type === "text" && typeof b.text === "string") {
      parts.push(...textParts(b.text, injectedLabel));
    } else if (b.type === "tool_result") {
      const isError = b.is_error === true;
      // Successful tool output is the bulk of big sessions and never reaches a sanitized prompt.
      if (lean && !isError) continue;
      parts.push({ kind: "tool_result", text: toolResultText(b.content), isError });
    } else if (b.type === "image" || b.type === "document") {
      parts.push({ kind: "snapshot", text: `[${b.type}]` });
    }
  }
  return parts;
}

/** When a record was written, and its `uuid`. */
export interface Stamp {
  at: string | undefined;
  id: string | undefined;
}

/** A turn, dated when the record was, with the `uuid` of the record that starts it. */
export function turn(role: Turn["role"], parts: Part[], { at, id }: Stamp): Turn {
  // A 200 MB session keeps ~100k turns, so each is built lean: one literal per shape (adding
  // `at` afterwards gives every turn a separate property store) and a parts array of its exact
  // size (`parts` was grown by push, with room to spare). Literals also let V8 allocate these
  // long-lived objects in the old generation directly, instead of copying them there.
  const exact = parts.length === 1 ? [parts[0]!] : parts.slice();
  if (id) return at ? { role, parts: exact, at, id } : { role, parts: exact, id };
  return at ? { role, parts: exact, at } : { role, parts: exact };
}

/**
 * Split typed text from the wrappers Claude Code injects around or inside it. A slash command
 * is what the human typed (`/init`, `/review 36`): its wrapper is injected, the command is text
 * (the caller relabels it when it turns out to be a local command, see `LOCAL_COMMAND`).
 */
export function textParts(text: string, injectedLabel: string | undefined): Part[] {
  if (!text.trim()) return [];
  if (injectedLabel) return [{ kind: "injected", label: injectedLabel, text }];
  // Fast path: no tag, no interruption marker: plain typed text.
  if (text.indexOf("<") === -1 && text.indexOf("[Request interrupted") === -1) {
    const trimmed = text.trim();
    return [{ kind: "text", text: trimmed === text ? text : ownText(trimmed) }];
  }
  if (INTERRUPT_RE.test(text.trim())) return [];
  // A background task's end, written in the human's place by builds without `origin`
  // (≤ ~2.1.4x): the notification and Claude Code's own line after it ("Read the output file
  // to retrieve the result: …") are all machine text.
  if (text.trimStart().startsWith("<task-notification>")) {
    return [{ kind: "injected", label: "task-notification", text }];
  }
  const parts: Part[] = [];
  let rest = text;
  // Slash commands: `<command-name>/x</command-name> … <command-args>ARGS</command-args>`.
  const command = /<command-name>([\s\S]*?)<\/command-name>/.exec(rest);
  if (command) {
    const args = /<command-args>([\s\S]*?)<\/command-args>/.exec(rest)?.[1]?.trim() ?? "";
    parts.push({ kind: "injected", label: "command", text: rest });
    const typed = `${command[1]!.trim()} ${args}`.trim();
    if (typed) parts.push({ kind: "text", text: typed });
    return parts;
  }
  rest = rest.replace(INJECTED_RE, (match, tag: string) => {
    parts.push({ kind: "injected", label: tag, text: match });
    return "";
  });
  if (rest.trim()) parts.push({ kind: "text", text: ownText(rest.trim()) });
  return parts;
}

function toolResultText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return compactJson(content);
  return content
    .map((b) =>
      b && typeof b === "object" && typeof (b as { text?: unknown }).text === "string"
        ? (b as { text: string }).text
        : ""
    )
    .filter(Boolean)
    .join("\n");
}

/** Tool inputs are noise for distillation; keep a short, single-line form. */
function compactJson(value: unknown): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value.length > 2000 ? clipped(value) : value;
  let text: string;
  try {
    text = JSON.stringify(value) ?? "";
  } catch {
    text = "";
  }
  return text.length > 2000 ? clipped(text) : text;
}

/**
 * The first 2,000 characters of a long input, as a string of its own: the turn keeps it for the
 * whole session, and a slice would keep the whole input (a written file's content) alive.
 */
function clipped(text: string): string {
  return ownText(`${text.slice(0, 2000)}…`);
}

export function samePart(a: Part, b: Part): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case "tool_call":
      return b.kind === "tool_call" && a.name === b.name && a.input === b.input;
    case "tool_result":
      return b.kind === "tool_result" && a.text === b.text && a.isError === b.isError;
    case "injected":
      return b.kind === "injected" && a.label === b.label && a.text === b.text;
    default:
      return a.text === (b as { text: string }).text;
  }
}
