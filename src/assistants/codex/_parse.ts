/**
 * Pure parsing of OpenAI Codex CLI rollouts (read by `codex.ts`).
 *
 * `response_item` records are the conversation; `event_msg` `user_message`/`agent_message`
 * repeat the same text and are used only when no `response_item` carries it. The same prompt
 * recorded twice in a row (`/review` does) is read once. A fork (`forked_from_id`, e.g. a
 * subagent) starts with a copy of its parent's history: only what the fork added is read (see
 * `forkStart`). A rollback (`thread_rolled_back`) removes the turns it undid. Record types ctx
 * does not know are skipped quietly and counted.
 */
import type { Part, ReadResult, Role, Skipped } from "../../types.ts";
import {
  arr,
  compact,
  isoTime,
  type Json,
  obj,
  str,
  tryJson,
  TurnBuilder,
} from "../../sources/build.ts";
import { splitJsonl } from "../../sources/jsonl.ts";

const RESPONSE_TYPES = new Set([
  "message",
  "reasoning",
  "function_call",
  "function_call_output",
  "custom_tool_call",
  "custom_tool_call_output",
  "local_shell_call",
  "web_search_call",
  "tool_search_call",
  "tool_search_output",
]);

/** Bookkeeping record types that carry no conversation (skipped, not counted as unknown). */
const QUIET_TYPES = new Set([
  "inter_agent_communication",
  "inter_agent_communication_metadata",
  "world_state",
  "token_usage_record",
  "wrapper_meta",
  "server_request",
  "server_request_resolved",
  "_stdin_ack",
]);

/** A UUIDv7 (time-ordered: its hex text sorts in creation order). */
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Parse a rollout file (current envelope, early bare-item JSONL, or the single-JSON form). */
export function parseCodexRollout(text: string, context: { id?: string } = {}): ReadResult {
  const { records, skipped } = rolloutRecords(text);

  // Pass 1: texts carried by response items, so the event_msg copies can be recognised.
  const seen = new Set<string>();
  for (const { value } of records) {
    const item = responseItem(value);
    if (item?.["type"] !== "message") continue;
    for (const c of arr(item["content"])) {
      const t = str(obj(c)?.["text"]);
      if (t) seen.add(`${str(item["role"])}:${t.trim()}`);
    }
  }

  const builder = new TurnBuilder();
  let id = context.id;
  let cwd: string | undefined;
  let metaSeen = false;
  let unknown = 0;
  /** The last prompt read, until the assistant answers (a prompt recorded twice is one). */
  let lastPrompt: string | undefined;
  /** Index in `builder.turns` of the turn each prompt still in the thread starts. */
  const promptTurns: number[] = [];
  const add = (role: Role, parts: Part[], options: { at?: string; newTurn?: boolean }) => {
    if (role === "assistant") {
      if (parts.some((p) => p.kind === "text" || p.kind === "tool_call")) lastPrompt = undefined;
    } else {
      const prompt = parts.filter((p) => p.kind === "text").map((p) => p.text.trim()).join("\n");
      if (prompt !== "") {
        if (prompt === lastPrompt) return;
        lastPrompt = prompt;
      }
    }
    builder.add(role, parts, options);
    if (role === "user" && parts.some((p) => p.kind === "text" && p.text.trim())) {
      const at = builder.turns.length - 1;
      if (promptTurns.at(-1) !== at) promptTurns.push(at);
    }
  };
  for (const { line, value } of records) {
    const record = obj(value);
    if (!record) {
      skipped.push({ line, reason: "not an object" });
      continue;
    }
    const at = isoTime(record["timestamp"]);
    const type = str(record["type"]);
    const payload = obj(record["payload"]);
    if (type === "session_meta" || (!type && !payload && record["id"] && line === 1)) {
      // The first is the session's own; a fork copies its parent's after it.
      if (metaSeen) continue;
      metaSeen = true;
      const meta = payload ?? record;
      id = str(meta["id"]) ?? id;
      cwd ??= str(meta["cwd"]);
      builder.touch(at ?? isoTime(meta["timestamp"]));
      continue;
    }
    if (type === "turn_context") {
      cwd ??= str(payload?.["cwd"]);
      continue;
    }
    const item = responseItem(record);
    if (item) {
      const parsed = itemParts(item);
      if (parsed) {
        cwd ??= environmentCwd(parsed.parts);
        add(parsed.role, parsed.parts, { at, newTurn: parsed.newTurn });
      } else builder.touch(at);
      continue;
    }
    if (type === "event_msg") {
      const kind = str(payload?.["type"]);
      if (kind === "thread_rolled_back") {
        rollBack(builder, promptTurns, payload?.["num_turns"]);
        lastPrompt = undefined;
      }
      const message = str(payload?.["message"]);
      if ((kind === "user_message" || kind === "agent_message") && message) {
        const role: Role = kind === "user_message" ? "user" : "assistant";
        if (!seen.has(`${role}:${message.trim()}`)) {
          add(role, [{ kind: "text", text: message }], { at, newTurn: role === "user" });
        }
      }
      builder.touch(at);
      continue;
    }
    if (type === "compacted") {
      const message = str(payload?.["message"]);
      if (message) {
        builder.add("user", [{ kind: "injected", label: "compact-summary", text: message }], {
          at,
          newTurn: true,
        });
      }
      continue;
    }
    if (QUIET_TYPES.has(type ?? "") || record["record_type"] === "state") continue;
    // Valid JSON of a type this version of ctx does not know: skipped quietly, counted.
    unknown++;
  }
  skipped.sort((a, b) => a.line - b.line);
  const warnings: string[] = [];
  if (!id) warnings.push("no session id (no session_meta line)");
  return {
    session: id
      ? {
        id,
        source: "codex",
        cwd: cwd ?? "",
        started: builder.started,
        updated: builder.updated,
        turns: builder.turns,
      }
      : null,
    skipped,
    warnings,
    unknownRecords: unknown,
  };
}

/**
 * `thread_rolled_back` (the human went back with Esc Esc, or `/undo` of a turn): the last
 * `num_turns` prompts and everything after them left the thread; the model never saw them
 * again, so neither does distillation.
 */
function rollBack(builder: TurnBuilder, promptTurns: number[], count: unknown): void {
  if (typeof count !== "number" || !Number.isInteger(count) || count <= 0) return;
  const keep = Math.max(0, promptTurns.length - count);
  const cut = promptTurns[keep];
  if (cut === undefined) return;
  builder.turns.length = cut;
  promptTurns.length = keep;
}

/**
 * The records of a rollout (JSONL, or the single-JSON form of spring 2025), without a fork's
 * copy of its parent's history.
 */
function rolloutRecords(
  text: string,
): { records: Array<{ line: number; value: unknown }>; skipped: Skipped[] } {
  const trimmed = text.trimStart();
  const whole = trimmed.startsWith("{") && !trimmed.includes("\n{") ? tryJson(trimmed) : null;
  let records: Array<{ line: number; value: unknown }>;
  let skipped: Skipped[];
  if (whole?.ok && Array.isArray(obj(whole.value)?.["items"])) {
    // TypeScript codex (spring 2025): {session:{id,timestamp,instructions}, items:[…]}.
    const value = obj(whole.value) ?? {};
    records = [{ line: 1, value: { type: "session_meta", payload: obj(value["session"]) ?? {} } }];
    arr(value["items"]).forEach((item, i) => records.push({ line: i + 2, value: item }));
    skipped = [];
  } else ({ records, skipped } = splitJsonl(text));
  // A fork's copy of its parent's history is not this session's: start after it.
  const start = forkStart(records);
  if (start > 1) records = [records[0]!, ...records.slice(start)];
  return { records, skipped };
}

/**
 * Where a fork's own records begin (index into `records`; 0 when the rollout is no fork). A
 * fork (`forked_from_id`) writes its own `session_meta`, then a copy of its parent's history,
 * then its own turns. The end of the copy is, in this order of trust: the first record whose
 * `ordinal` reaches `subagent_history_start_ordinal`; the first turn (`task_started` or
 * `turn_context`) whose UUIDv7 `turn_id` is not older than the fork's own id (a copied turn
 * started before the fork was made). When neither can be told, the whole file is read.
 */
export function forkStart(records: ReadonlyArray<{ value: unknown }>): number {
  const meta = obj(obj(records[0]?.value)?.["payload"]);
  if (!meta || str(meta["forked_from_id"]) === undefined) return 0;
  const boundary = meta["subagent_history_start_ordinal"];
  if (typeof boundary === "number" && Number.isInteger(boundary) && boundary >= 0) {
    const at = records.findIndex((r, i) => {
      const ordinal = obj(r.value)?.["ordinal"];
      return i > 0 && typeof ordinal === "number" && ordinal >= boundary;
    });
    return at < 0 ? records.length : at;
  }
  const own = str(meta["id"]) ?? "";
  if (!UUID_V7.test(own)) return 0;
  let sawTurn = false;
  for (let i = 1; i < records.length; i++) {
    const turn = turnId(records[i]!.value);
    if (turn === undefined || !UUID_V7.test(turn)) continue;
    if (turn.toLowerCase() >= own.toLowerCase()) return i;
    sawTurn = true;
  }
  // Only copied turns: the fork added nothing yet. No turn ids at all: cannot tell.
  return sawTurn ? records.length : 0;
}

/** The `turn_id` of a record that starts or describes a turn. */
function turnId(value: unknown): string | undefined {
  const record = obj(value);
  const payload = obj(record?.["payload"]);
  if (record?.["type"] === "turn_context") return str(payload?.["turn_id"]);
  if (record?.["type"] === "event_msg" && payload?.["type"] === "task_started") {
    return str(payload["turn_id"]);
  }
  return undefined;
}

/** The ResponseItem of a record: the `response_item` payload, or a bare item (early format). */
function responseItem(value: unknown): Json | undefined {
  const record = obj(value);
  if (!record) return undefined;
  if (record["type"] === "response_item") return obj(record["payload"]);
  if (!record["payload"] && RESPONSE_TYPES.has(str(record["type"]) ?? "")) return record;
  return undefined;
}

function itemParts(item: Json): { role: Role; parts: Part[]; newTurn?: boolean } | null {
  switch (item["type"]) {
    case "message": {
      const role = str(item["role"]);
      const texts = arr(item["content"]).map((c) => str(obj(c)?.["text"]) ?? "").filter((t) => t);
      if (role === "assistant") {
        return { role: "assistant", parts: texts.map((text) => ({ kind: "text", text })) };
      }
      if (role === "developer" || role === "system") {
        return {
          role: "user",
          parts: texts.map((text) => ({ kind: "injected", label: tagOf(text) ?? role, text })),
        };
      }
      const parts = texts.map((text): Part => {
        const label = injectedLabel(text);
        return label ? { kind: "injected", label, text } : { kind: "text", text };
      });
      return { role: "user", parts, newTurn: parts.some((p) => p.kind === "text") };
    }
    case "reasoning": {
      const texts = [...arr(item["summary"]), ...arr(item["content"])]
        .map((s) => str(obj(s)?.["text"]) ?? "").filter((t) => t);
      return { role: "assistant", parts: texts.map((text) => ({ kind: "thinking", text })) };
    }
    case "function_call":
    case "custom_tool_call":
      return {
        role: "assistant",
        parts: [{
          kind: "tool_call",
          name: str(item["name"]) ?? "",
          input: compact(item["arguments"] ?? item["input"]),
        }],
      };
    case "local_shell_call":
    case "web_search_call":
    case "tool_search_call":
      return {
        role: "assistant",
        parts: [{
          kind: "tool_call",
          name: str(item["type"]) ?? "",
          input: compact(item["action"] ?? item["arguments"]),
        }],
      };
    case "function_call_output":
    case "custom_tool_call_output":
    case "tool_search_output":
      return { role: "assistant", parts: [outputPart(item["output"])] };
  }
  return null;
}

/** A tool output; failures are recognised by a non-zero exit code or `success: false`. */
function outputPart(output: unknown): Part {
  let text = typeof output === "string" ? output : compact(obj(output)?.["content"] ?? output);
  let isError = false;
  const parsed = text.startsWith("{") ? tryJson(text) : null;
  const o = parsed?.ok ? obj(parsed.value) : obj(output);
  if (o) {
    const code = obj(o["metadata"])?.["exit_code"];
    if (typeof code === "number" && code !== 0) isError = true;
    if (o["success"] === false) isError = true;
    if (typeof o["output"] === "string") text = o["output"];
  }
  const exit = /(?:Process exited with code|Exit code:)\s*(-?\d+)/.exec(text);
  if (exit && exit[1] !== "0") isError = true;
  return { kind: "tool_result", text, isError };
}

/** Label of injected user text (environment, AGENTS.md, user instructions), or null. */
function injectedLabel(text: string): string | null {
  const t = text.trimStart();
  if (t.startsWith("# AGENTS.md instructions")) return "AGENTS.md";
  return tagOf(t);
}

/** The tag name when the whole text is one `<tag>…</tag>` block. */
function tagOf(text: string): string | null {
  const m = /^<([A-Za-z_][\w -]*)>[\s\S]*<\/\1>\s*$/.exec(text.trim());
  return m?.[1] ?? null;
}

function environmentCwd(parts: Part[]): string | undefined {
  for (const part of parts) {
    if (part.kind !== "injected" || part.label !== "environment_context") continue;
    const m = /<cwd>([^<]+)<\/cwd>/.exec(part.text);
    if (m?.[1]) return m[1].trim();
  }
  return undefined;
}

/** The id and cwd of a rollout's first line (`text` may be cut short by the read limit). */
export function parseRolloutHead(text: string): { id?: string; cwd?: string } {
  const parsed = tryJson(text);
  if (parsed.ok) {
    const record = obj(parsed.value);
    const meta = obj(record?.["payload"]) ?? record;
    const session = obj(record?.["session"]);
    return {
      id: str(meta?.["id"]) ?? str(session?.["id"]),
      cwd: str(meta?.["cwd"]),
    };
  }
  // A first line longer than the read limit (huge instructions): pick the fields by pattern.
  const field = (name: string) => {
    const m = new RegExp(`"${name}"\\s*:\\s*("(?:[^"\\\\]|\\\\.)*")`).exec(text);
    const v = m?.[1] ? tryJson(m[1]) : null;
    return v?.ok ? str(v.value) : undefined;
  };
  return { id: field("id"), cwd: field("cwd") };
}
