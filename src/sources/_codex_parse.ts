/**
 * Pure parsing of OpenAI Codex CLI rollouts (read by `codex.ts`).
 *
 * `response_item` records are the conversation; `event_msg` `user_message`/`agent_message`
 * repeat the same text and are used only when no `response_item` carries it.
 */
import type { Part, ReadResult, Role, Skipped } from "../types.ts";
import { arr, compact, isoTime, type Json, obj, str, tryJson, TurnBuilder } from "./_build.ts";
import { splitJsonl } from "./_jsonl.ts";

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

/** Parse a rollout file (current envelope, early bare-item JSONL, or the single-JSON form). */
export function parseCodexRollout(text: string, context: { id?: string } = {}): ReadResult {
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
      const add = itemParts(item);
      if (add) {
        cwd ??= environmentCwd(add.parts);
        builder.add(add.role, add.parts, { at, newTurn: add.newTurn });
      } else builder.touch(at);
      continue;
    }
    if (type === "event_msg") {
      const kind = str(payload?.["type"]);
      const message = str(payload?.["message"]);
      if ((kind === "user_message" || kind === "agent_message") && message) {
        const role: Role = kind === "user_message" ? "user" : "assistant";
        if (!seen.has(`${role}:${message.trim()}`)) {
          builder.add(role, [{ kind: "text", text: message }], { at, newTurn: role === "user" });
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
    if (type === "inter_agent_communication" || record["record_type"] === "state") continue;
    skipped.push({
      line,
      reason: `unknown record type "${compact(type ?? record["record_type"])}"`,
    });
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
  };
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
    const m = new RegExp(`"${name}":("(?:[^"\\\\]|\\\\.)*")`).exec(text);
    const v = m?.[1] ? tryJson(m[1]) : null;
    return v?.ok ? str(v.value) : undefined;
  };
  return { id: field("id"), cwd: field("cwd") };
}
