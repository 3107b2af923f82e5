/**
 * Pure parsers for Cursor's chat formats: composers (`composerData:` + `bubbleId:` rows of
 * the global `state.vscdb`), the pre-composer `aichat` chat data, and the agent transcripts
 * (`~/.cursor/projects/<slug>/agent-transcripts/*.jsonl|.txt`).
 */
import type { Part, ReadResult, Session, Skipped } from "../../types.ts";
import {
  arr,
  compact,
  isoTime,
  type Json,
  num,
  obj,
  splitTaggedBlocks,
  str,
  TurnBuilder,
} from "../../sources/build.ts";
import { splitJsonl } from "../../sources/jsonl.ts";

/** Bubble ids of a composer in conversation order (modern layout), or null (legacy inline). */
export function composerBubbleIds(composer: unknown): string[] | null {
  const headers = obj(composer)?.["fullConversationHeadersOnly"];
  if (!Array.isArray(headers)) return null;
  return headers.map((h) => str(obj(h)?.["bubbleId"])).filter((id): id is string => !!id);
}

/**
 * One composer as a session. `bubbles` holds the `bubbleId:` row values by bubble id (modern
 * layout); legacy composers carry their bubbles inline in `conversation`.
 */
export function parseComposer(
  composer: unknown,
  bubbles: ReadonlyMap<string, unknown>,
  context: { cwd: string },
): ReadResult {
  const skipped: Skipped[] = [];
  const warnings: string[] = [];
  const data = obj(composer);
  const id = str(data?.["composerId"]);
  if (!data || !id) {
    return { session: null, skipped, warnings: ["composer has no composerId: unknown schema"] };
  }
  const order = composerBubbleIds(data);
  let list: unknown[];
  if (order !== null) {
    list = [];
    order.forEach((bubbleId, index) => {
      const bubble = bubbles.get(bubbleId);
      if (bubble === undefined) {
        skipped.push({ line: index + 1, reason: `bubble "${bubbleId}" not found` });
      } else list.push(bubble);
    });
  } else if (Array.isArray(data["conversation"])) {
    list = data["conversation"];
  } else {
    list = [];
    warnings.push(`composer "${id}" has neither fullConversationHeadersOnly nor conversation`);
  }
  const builder = new TurnBuilder();
  list.forEach((bubble, index) => {
    const parsed = bubbleParts(bubble);
    if (!parsed) {
      skipped.push({ line: index + 1, reason: "bubble of unknown type" });
      return;
    }
    builder.add(parsed.role, parsed.parts, { at: parsed.at, id: parsed.id });
  });
  const session: Session = {
    id,
    source: "cursor",
    cwd: context.cwd,
    started: isoTime(data["createdAt"]) ?? builder.started,
    updated: isoTime(data["lastUpdatedAt"]) ?? builder.updated,
    turns: builder.turns,
  };
  const title = str(data["name"]);
  if (title) session.title = title;
  return { session, skipped, warnings };
}

/** One bubble as parts: type 1 = user, 2 = assistant (thinking, tool, prose bubbles). */
export function bubbleParts(
  bubble: unknown,
): { role: "user" | "assistant"; parts: Part[]; at?: string; id?: string } | null {
  const b = obj(bubble);
  const type = b?.["type"];
  if (!b || (type !== 1 && type !== 2)) return null;
  const at = isoTime(b["createdAt"]) ??
    isoTime(obj(b["timingInfo"])?.["clientRpcSendTime"]);
  const id = str(b["bubbleId"]);
  const text = str(b["text"]) || str(b["rawText"]) || "";
  const parts: Part[] = [];
  if (type === 1) {
    parts.push({ kind: "text", text });
    parts.push(...userContext(b));
    return { role: "user", parts, ...(at ? { at } : {}), ...(id ? { id } : {}) };
  }
  const thinking = obj(b["thinking"]);
  if (thinking) parts.push({ kind: "thinking", text: str(thinking["text"]) ?? "" });
  const tool = obj(b["toolFormerData"]);
  if (tool) parts.push(...toolParts(tool));
  if (text) parts.push({ kind: "text", text });
  for (const block of arr(b["codeBlocks"])) {
    const content = str(obj(block)?.["content"]);
    if (content && !text.includes(content.trim())) parts.push({ kind: "snapshot", text: content });
  }
  return { role: "assistant", parts, ...(at ? { at } : {}), ...(id ? { id } : {}) };
}

function toolParts(tool: Json): Part[] {
  const name = str(tool["name"]) || `tool_${compact(tool["tool"])}`;
  const input = str(tool["rawArgs"]) || compact(tool["params"]);
  const parts: Part[] = [{ kind: "tool_call", name, input }];
  const status = str(tool["status"]);
  const result = tool["result"];
  if (result !== undefined && result !== null && result !== "") {
    const text = compact(result);
    parts.push({ kind: "tool_result", text, isError: status === "error" || resultIsError(text) });
  } else if (status === "error" || status === "cancelled") {
    parts.push({ kind: "tool_result", text: `(${status})`, isError: status === "error" });
  }
  return parts;
}

/** A JSON result object whose top-level key is `error` (Cursor's failure shape). */
function resultIsError(text: string): boolean {
  if (!text.startsWith("{")) return false;
  try {
    const value = obj(JSON.parse(text));
    return value !== undefined && value["error"] !== undefined && value["error"] !== null;
  } catch {
    return false;
  }
}

/** Files and selections the user attached to a prompt, labelled as injected context. */
function userContext(bubble: Json): Part[] {
  const context = obj(bubble["context"]);
  if (!context) return [];
  const parts: Part[] = [];
  const files = [...arr(context["fileSelections"]), ...arr(context["folderSelections"])]
    .map((s) => str(obj(obj(s)?.["uri"])?.["fsPath"]) ?? str(obj(s)?.["relativePath"]))
    .filter((p): p is string => !!p);
  if (files.length > 0) {
    parts.push({ kind: "injected", label: "attached_files", text: files.join("\n") });
  }
  for (const selection of arr(context["selections"])) {
    const text = str(obj(selection)?.["text"]);
    if (text) parts.push({ kind: "snapshot", text });
  }
  return parts;
}

/**
 * The pre-composer chat (`workbench.panel.aichat.view.aichat.chatdata` in a workspace
 * `ItemTable`): one session per tab.
 */
export function parseAichatData(value: unknown, context: { cwd: string }): {
  sessions: Session[];
  skipped: Skipped[];
  warnings: string[];
} {
  const sessions: Session[] = [];
  const skipped: Skipped[] = [];
  const tabs = obj(value)?.["tabs"];
  if (!Array.isArray(tabs)) {
    return { sessions, skipped, warnings: ["aichat chat data has no tabs: unknown schema"] };
  }
  tabs.forEach((rawTab, tabIndex) => {
    const tab = obj(rawTab);
    const id = str(tab?.["tabId"]);
    if (!tab || !id) {
      skipped.push({ line: tabIndex + 1, reason: "chat tab without tabId" });
      return;
    }
    const builder = new TurnBuilder();
    for (const rawBubble of arr(tab["bubbles"])) {
      const bubble = obj(rawBubble);
      const type = bubble?.["type"];
      if (!bubble || (type !== "user" && type !== "ai")) continue;
      const text = str(bubble["text"]) || str(bubble["rawText"]) || "";
      const parts: Part[] = [{ kind: "text", text }];
      for (const selection of arr(bubble["selections"])) {
        const code = str(obj(selection)?.["text"]);
        if (code) parts.push({ kind: "snapshot", text: code });
      }
      builder.add(type === "user" ? "user" : "assistant", parts);
    }
    const updated = isoTime(num(tab["lastSendTime"]));
    const session: Session = {
      id,
      source: "cursor",
      cwd: context.cwd,
      started: updated ?? null,
      updated: updated ?? null,
      turns: builder.turns,
    };
    const title = str(tab["chatTitle"]);
    if (title) session.title = title;
    if (session.turns.length > 0) sessions.push(session);
  });
  return { sessions, skipped, warnings: [] };
}

/**
 * An agent transcript (`agent-transcripts/<id>.jsonl`): Anthropic-like lines without
 * timestamps. The prompt is wrapped in `<user_query>`; other tags are injected context;
 * `[REDACTED]` marks hidden reasoning.
 */
export function parseCursorAgentJsonl(
  text: string,
  context: { id: string; cwd: string },
): ReadResult {
  const { records, skipped } = splitJsonl(text);
  const builder = new TurnBuilder();
  for (const { line, value } of records) {
    const record = obj(value);
    const role = record?.["role"];
    if (record?.["type"] === "turn_ended") continue;
    if (role !== "user" && role !== "assistant") {
      skipped.push({ line, reason: `unknown record ${compact(record?.["type"] ?? role)}` });
      continue;
    }
    const content = obj(record?.["message"])?.["content"];
    const blocks = typeof content === "string" ? [{ type: "text", text: content }] : arr(content);
    const parts: Part[] = [];
    for (const rawBlock of blocks) {
      const block = obj(rawBlock);
      const type = str(block?.["type"]);
      if (type === "text") {
        const body = str(block?.["text"]) ?? "";
        parts.push(...(role === "user" ? userBlocks(body) : assistantBlocks(body)));
      } else if (type === "tool_use") {
        parts.push({
          kind: "tool_call",
          name: str(block?.["name"]) ?? "",
          input: compact(block?.["input"]),
        });
      } else if (type === "tool_result") {
        parts.push({
          kind: "tool_result",
          text: compact(block?.["content"]),
          isError: block?.["is_error"] === true,
        });
      } else if (type === "thinking") {
        parts.push({ kind: "thinking", text: str(block?.["thinking"]) ?? "" });
      }
    }
    builder.add(role, parts);
  }
  return {
    session: {
      id: context.id,
      source: "cursor",
      cwd: context.cwd,
      started: null,
      updated: null,
      turns: builder.turns,
    },
    skipped,
    warnings: [],
  };
}

function userBlocks(text: string): Part[] {
  return splitTaggedBlocks(text, { unwrap: ["user_query"] });
}

function assistantBlocks(text: string): Part[] {
  const parts: Part[] = [];
  const pieces = text.split(/\n*\[REDACTED\]\n*/);
  pieces.forEach((piece, index) => {
    if (index > 0) parts.push({ kind: "thinking", text: "[REDACTED]" });
    if (piece.trim()) parts.push({ kind: "text", text: piece.trim() });
  });
  return parts;
}

/**
 * The older plain-text agent transcript (`<id>.txt`): blocks that start with `user:`,
 * `assistant:`, `[Thinking]`, `[Tool call]` or `[Tool result]` lines.
 */
export function parseCursorAgentTxt(
  text: string,
  context: { id: string; cwd: string },
): ReadResult {
  const builder = new TurnBuilder();
  let role: "user" | "assistant" | null = null;
  let kind: "text" | "thinking" | "tool_call" | "tool_result" = "text";
  let buffer: string[] = [];
  const flush = () => {
    const body = buffer.join("\n").trim();
    buffer = [];
    if (!role || !body) return;
    if (kind === "text") {
      builder.add(role, role === "user" ? userBlocks(body) : assistantBlocks(body));
    } else if (kind === "thinking") builder.add("assistant", [{ kind: "thinking", text: body }]);
    else if (kind === "tool_call") {
      const [name = "", ...rest] = body.split("\n");
      builder.add("assistant", [{ kind: "tool_call", name: name.trim(), input: rest.join("\n") }]);
    } else builder.add("assistant", [{ kind: "tool_result", text: body, isError: false }]);
  };
  for (const line of text.split("\n")) {
    const marker = /^(user|assistant):\s*$|^\[(Thinking|Tool call|Tool result)\]\s*(.*)$/.exec(
      line,
    );
    if (marker) {
      flush();
      if (marker[1]) {
        role = marker[1] as "user" | "assistant";
        kind = "text";
      } else {
        role = "assistant";
        kind = marker[2] === "Thinking"
          ? "thinking"
          : marker[2] === "Tool call"
          ? "tool_call"
          : "tool_result";
        if (marker[3]) buffer.push(marker[3]);
      }
      continue;
    }
    buffer.push(line);
  }
  flush();
  return {
    session: {
      id: context.id,
      source: "cursor",
      cwd: context.cwd,
      started: null,
      updated: null,
      turns: builder.turns,
    },
    skipped: [],
    warnings: [],
  };
}

/** Cursor's project slug: the absolute path without its leading `/`, non-alphanumerics → `-`. */
export function cursorProjectSlug(projectPath: string): string {
  return projectPath.replace(/^\/+/, "").replace(/[^A-Za-z0-9]/g, "-");
}
