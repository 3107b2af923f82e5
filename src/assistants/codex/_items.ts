/**
 * Codex rollout items as parts (pure helpers of `_parse.ts`): a `response_item` payload's role
 * and parts, tool output with its failure recognised, what the client injected, and the review
 * requests `/review` generates in the human's place.
 */
import type { Part, Role } from "../../types.ts";
import { arr, compact, type Json, obj, str, tryJson } from "../../sources/build.ts";

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

/** The ResponseItem of a record: the `response_item` payload, or a bare item (early format). */
export function responseItem(value: unknown): Json | undefined {
  const record = obj(value);
  if (!record) return undefined;
  if (record["type"] === "response_item") return obj(record["payload"]);
  if (!record["payload"] && RESPONSE_TYPES.has(str(record["type"]) ?? "")) return record;
  return undefined;
}

export function itemParts(item: Json): { role: Role; parts: Part[]; newTurn?: boolean } | null {
  switch (item["type"]) {
    case "message": {
      const role = str(item["role"]);
      const texts = messageTexts(item);
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

/** The non-empty texts of a `message` item's content. */
export function messageTexts(item: Json): string[] {
  return arr(item["content"]).map((c) => str(obj(c)?.["text"]) ?? "").filter((t) => t);
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

export function environmentCwd(parts: Part[]): string | undefined {
  for (const part of parts) {
    if (part.kind !== "injected" || part.label !== "environment_context") continue;
    const m = /<cwd>([^<]+)<\/cwd>/.exec(part.text);
    if (m?.[1]) return m[1].trim();
  }
  return undefined;
}

/**
 * The instructions `/review` writes for its reviewer (codex-rs `review_prompts.rs`): generated
 * text, never the human's, wherever a rollout records it.
 */
const REVIEW_REQUESTS = [
  /^Review the current code changes \(staged, unstaged, and untracked files\) and provide prioritized findings\.$/,
  /^Review the code changes against the base branch '[^']*'\. (?:Start by finding the merge diff between the current branch|The merge base commit for this comparison is)/,
  /^Review the code changes introduced by commit \S+(?: \(".*"\))?\. Provide prioritized, actionable findings\.$/s,
];

export function isReviewRequest(text: string): boolean {
  const t = text.trim();
  return REVIEW_REQUESTS.some((re) => re.test(t));
}

/**
 * What the human asked for when `/review` started (`entered_review_mode`): their own
 * instructions for a custom review, else `/review` and what it reviews (the hint Codex shows:
 * "current changes", "changes against 'main'", "commit 1a2b3c4: title"). Undefined when the
 * event does not say.
 */
export function reviewAsked(payload: Json): { text: string; custom: boolean } | undefined {
  const target = obj(payload["target"]);
  const hint = str(payload["user_facing_hint"])?.trim();
  const prompt = str(payload["prompt"])?.trim();
  const type = str(target?.["type"]);
  const instructions = type === "custom"
    ? str(target?.["instructions"])?.trim()
    : !target && prompt && prompt === hint
    ? prompt
    : undefined;
  if (instructions) return { text: instructions, custom: true };
  const what = hint || targetHint(type, target);
  return what ? { text: `/review ${what}`, custom: false } : undefined;
}

/** Codex's own hint for a review target (codex-rs `user_facing_hint`). */
function targetHint(type: string | undefined, target: Json | undefined): string | undefined {
  switch (type) {
    case "uncommittedChanges":
      return "current changes";
    case "baseBranch": {
      const branch = str(target?.["branch"]);
      return branch ? `changes against '${branch}'` : undefined;
    }
    case "commit": {
      const sha = str(target?.["sha"])?.slice(0, 7);
      const title = str(target?.["title"]);
      return sha ? `commit ${sha}${title ? `: ${title}` : ""}` : undefined;
    }
  }
  return undefined;
}
