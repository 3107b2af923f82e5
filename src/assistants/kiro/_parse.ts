/**
 * Pure parsing of the Amazon Q Developer CLI / Kiro CLI `ConversationState` (read by `kiro.ts`),
 * saved with `/chat save` or stored as a database row's value.
 */
import type { Part, ReadResult, Session, Skipped } from "../../types.ts";
import {
  arr,
  compact,
  isoTime,
  type Json,
  num,
  obj,
  str,
  TurnBuilder,
} from "../../sources/build.ts";
import { leadingMember, opensObject } from "../../sources/lead.ts";

/** Parse a `ConversationState` (saved with `/chat save`, or a database row's value). */
export function parseKiroConversation(
  value: unknown,
  context: { fallbackCwd: string; id?: string },
): ReadResult {
  const skipped: Skipped[] = [];
  const warnings: string[] = [];
  const state = obj(value);
  if (!state || (!Array.isArray(state["history"]) && !Array.isArray(state["transcript"]))) {
    return {
      session: null,
      skipped,
      warnings: ["not a ConversationState (no history or transcript)"],
    };
  }
  const id = str(state["conversation_id"]) ?? context.id;
  if (!id) {
    return { session: null, skipped, warnings: ["ConversationState has no conversation_id"] };
  }
  const builder = new TurnBuilder();
  let cwd: string | undefined;
  let unknown = 0;
  const history = arr(state["history"]);
  if (history.length > 0) {
    let lastEnv = "";
    history.forEach((entry, index) => {
      const pair = Array.isArray(entry)
        ? { user: entry[0], assistant: entry[1], meta: undefined }
        : {
          user: obj(entry)?.["user"],
          assistant: obj(entry)?.["assistant"],
          meta: obj(entry)?.["request_metadata"],
        };
      if (pair.user === undefined && pair.assistant === undefined) {
        skipped.push({ line: index + 1, reason: "history entry without user or assistant" });
        return;
      }
      const user = obj(pair.user);
      const at = isoTime(user?.["timestamp"]) ??
        isoTime(num(obj(pair.meta)?.["request_start_timestamp_ms"]));
      const env = obj(user?.["env_context"]);
      cwd ??= str(obj(env?.["env_state"])?.["current_working_directory"]);
      if (user) {
        const { prompt, results } = userContent(user["content"]);
        const injected: Part[] = [];
        const extra = str(user["additional_context"]);
        if (extra?.trim()) {
          injected.push({ kind: "injected", label: "additional_context", text: extra });
        }
        const envText = env ? compact(env) : "";
        if (envText && envText !== lastEnv) {
          injected.push({ kind: "injected", label: "env_context", text: envText });
          lastEnv = envText;
        }
        if (results.length > 0) builder.add("assistant", results, { at });
        if (prompt !== undefined) {
          builder.add("user", [promptPart(prompt), ...injected], { at, newTurn: true });
        } else if (injected.length > 0 && results.length === 0) {
          builder.add("user", injected, { at });
        }
      }
      const parts = assistantParts(pair.assistant);
      if (parts === null) unknown++; // A message kind this version of ctx does not know.
      else builder.add("assistant", parts, { id: messageId(pair.assistant) });
    });
    const next = obj(state["next_message"]);
    const pending = next ? userContent(next["content"]).prompt : undefined;
    if (pending) builder.add("user", [promptPart(pending)], { newTurn: true });
  } else {
    parseTranscript(arr(state["transcript"]), builder);
  }
  const summary = state["latest_summary"];
  const summaryText = Array.isArray(summary) ? str(summary[0]) : str(summary);
  if (summaryText) {
    const at = Array.isArray(summary)
      ? isoTime(num(obj(summary[1])?.["request_start_timestamp_ms"]))
      : undefined;
    builder.touch(at);
    builder.turns.unshift({
      role: "user",
      parts: [{ kind: "injected", label: "compact-summary", text: summaryText }],
    });
  }
  const session: Session = {
    id,
    source: "kiro",
    cwd: cwd ?? context.fallbackCwd,
    started: builder.started,
    updated: builder.updated,
    turns: builder.turns,
  };
  return { session, skipped, warnings, unknownRecords: unknown };
}

/**
 * True when `head` (a file's first bytes) opens a saved `ConversationState`: a JSON object whose
 * first member is one of its fields (`/chat save` writes them in declaration order, starting
 * with `conversation_id`). Lets a save be found whatever its name.
 */
export function isChatSaveHead(head: string): boolean {
  return opensObject(head, [
    "conversation_id",
    "next_message",
    "history",
    "valid_history_range",
    "transcript",
  ]);
}

/**
 * The `conversation_id` a save opens with (`/chat save` writes it first): the id, `null` when the
 * save records none, `undefined` when the head does not say (another first member, or cut).
 */
export function leadingConversationId(head: string): string | null | undefined {
  return leadingMember(head, "conversation_id");
}

/**
 * Text the CLI sends in the human's place (amazon-q-developer-cli `chat/mod.rs`): after Ctrl+C
 * during a tool run, after the human answers "n" to a tool, and when a conversation is resumed
 * without a prompt. Generated, never the human's.
 */
const GENERATED = new Map([
  ["The user interrupted the tool execution.", "q-interrupted"],
  ["I deny this tool request. Ask a follow up question clarifying the expected action", "q-denied"],
  ["In a few words, summarize our conversation so far.", "q-resumed"],
]);

/** A prompt as the human's text, or as generated when the CLI wrote it. */
function promptPart(text: string): Part {
  const label = GENERATED.get(text.trim());
  return label ? { kind: "injected", label, text } : { kind: "text", text };
}

function userContent(content: unknown): { prompt?: string; results: Part[] } {
  const c = obj(content);
  if (typeof content === "string") return { prompt: content, results: [] };
  const prompt = obj(c?.["Prompt"]);
  if (prompt) return { prompt: str(prompt["prompt"]) ?? "", results: [] };
  const tools = obj(c?.["ToolUseResults"]);
  if (tools) return { results: toolResults(tools["tool_use_results"]) };
  const cancelled = obj(c?.["CancelledToolUses"]);
  if (cancelled) {
    const text = str(cancelled["prompt"]);
    return {
      ...(text ? { prompt: text } : {}),
      results: toolResults(cancelled["tool_use_results"]),
    };
  }
  return { results: [] };
}

function toolResults(list: unknown): Part[] {
  return arr(list).map((raw) => {
    const result = obj(raw);
    const text = arr(result?.["content"]).map((block) => {
      const b = obj(block);
      return str(b?.["Text"]) ?? (b?.["Json"] !== undefined ? compact(b["Json"]) : compact(block));
    }).join("\n");
    return { kind: "tool_result", text, isError: str(result?.["status"]) === "Error" } as const;
  });
}

function assistantParts(message: unknown): Part[] | null {
  const m = obj(message);
  if (!m) return message === undefined || message === null ? [] : null;
  const response = obj(m["Response"]);
  if (response) return [{ kind: "text", text: str(response["content"]) ?? "" }];
  const toolUse = obj(m["ToolUse"]);
  if (!toolUse) return null;
  const parts: Part[] = [{ kind: "text", text: str(toolUse["content"]) ?? "" }];
  for (const raw of arr(toolUse["tool_uses"])) {
    const use: Json = obj(raw) ?? {};
    parts.push({
      kind: "tool_call",
      name: str(use["orig_name"]) ?? str(use["name"]) ?? "",
      input: compact(use["orig_args"] ?? use["args"]),
    });
  }
  return parts;
}

/** The `message_id` of an assistant message (`Response` or `ToolUse`). */
function messageId(message: unknown): string | undefined {
  const m = obj(message);
  return str(obj(m?.["Response"] ?? m?.["ToolUse"])?.["message_id"]);
}

/**
 * The human-readable `transcript` (what remains after `/compact`): user lines start with
 * `> ` (line breaks written as `> \n`), assistant lines end with `[Tool uses: a, b]`.
 */
function parseTranscript(lines: unknown[], builder: TurnBuilder): void {
  for (const raw of lines) {
    const line = str(raw);
    if (line === undefined) continue;
    if (line.startsWith("> ")) {
      const text = line.slice(2).replaceAll("> \n", "\n").replace(/> $/, "");
      builder.add("user", [promptPart(text)], { newTurn: true });
      continue;
    }
    const match = /\n?\[Tool uses: ([^\]]*)\]\s*$/.exec(line);
    const parts: Part[] = [{ kind: "text", text: match ? line.slice(0, match.index) : line }];
    for (const name of (match?.[1] ?? "").split(",").map((n) => n.trim())) {
      if (name && name !== "none") parts.push({ kind: "tool_call", name, input: "" });
    }
    builder.add("assistant", parts);
  }
}
