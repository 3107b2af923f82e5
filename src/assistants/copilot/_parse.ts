/**
 * Pure parsers for VS Code Copilot Chat sessions: the serialized session object (`version` 3,
 * in `chatSessions/*.json` and the older `interactive.sessions` ItemTable key) and the
 * `chatSessions/*.jsonl` mutation log that rebuilds it.
 */
import { basename } from "node:path";
import type { Part, ReadResult, Session, Skipped } from "../../types.ts";
import {
  arr,
  cannotRead,
  compact,
  isoTime,
  type Json,
  obj,
  str,
  tryJson,
  TurnBuilder,
} from "../../sources/build.ts";
import { replayMutationLog } from "./_mutation_log.ts";

/** Schema versions this parser was written against. */
const KNOWN_VERSIONS = new Set([1, 2, 3]);

/** One serialized chat session as a normalized session. */
export function parseCopilotSession(
  value: unknown,
  context: { cwd: string; id?: string },
): ReadResult {
  const warnings: string[] = [];
  const skipped: Skipped[] = [];
  const data = obj(value);
  const requests = data?.["requests"];
  if (!data || !Array.isArray(requests)) {
    return { session: null, skipped, warnings: ["no requests array: unknown schema"] };
  }
  const version = data["version"];
  if (version !== undefined && !KNOWN_VERSIONS.has(version as number)) {
    warnings.push(`unknown schema version ${compact(version)} (read as version 3)`);
  }
  const builder = new TurnBuilder();
  requests.forEach((raw, index) => {
    const request = obj(raw);
    if (!request) {
      skipped.push({ line: index + 1, reason: "request is not an object" });
      return;
    }
    const at = isoTime(request["timestamp"]);
    const ids = { user: str(request["requestId"]), assistant: str(request["responseId"]) };
    builder.add("user", userParts(request), { at, newTurn: true, id: ids.user });
    builder.add("assistant", responseParts(request), { newTurn: true, id: ids.assistant });
  });
  const id = str(data["sessionId"]) ?? context.id;
  if (!id) return { session: null, skipped, warnings: [...warnings, "session has no sessionId"] };
  const session: Session = {
    id,
    source: "copilot",
    cwd: context.cwd,
    started: isoTime(data["creationDate"]) ?? builder.started,
    updated: builder.updated ?? isoTime(data["lastMessageDate"]) ?? null,
    turns: builder.turns,
  };
  const lastMessage = isoTime(data["lastMessageDate"]);
  if (lastMessage && (!session.updated || lastMessage > session.updated)) {
    session.updated = lastMessage;
  }
  const title = str(data["customTitle"]);
  if (title) session.title = title;
  return { session, skipped, warnings };
}

/** The older `interactive.sessions` ItemTable value: an array of serialized sessions. */
export function parseInteractiveSessions(
  value: unknown,
  context: { cwd: string },
): { sessions: Session[]; skipped: Skipped[]; warnings: string[] } {
  const sessions: Session[] = [];
  const skipped: Skipped[] = [];
  const warnings: string[] = [];
  if (!Array.isArray(value)) {
    return {
      sessions,
      skipped,
      warnings: ["interactive.sessions is not an array: unknown schema"],
    };
  }
  value.forEach((raw, index) => {
    const result = parseCopilotSession(raw, context);
    if (result.session && result.session.turns.length > 0) sessions.push(result.session);
    else if (!result.session) skipped.push({ line: index + 1, reason: result.warnings.join("; ") });
    warnings.push(...result.warnings.filter((w) => !w.startsWith("no requests")));
  });
  return { sessions, skipped, warnings: [...new Set(warnings)] };
}

function userParts(request: Json): Part[] {
  const message = request["message"];
  const text = typeof message === "string" ? message : str(obj(message)?.["text"]) ?? "";
  const parts: Part[] = [{ kind: "text", text }];
  for (const rawVariable of arr(obj(request["variableData"])?.["variables"])) {
    const variable = obj(rawVariable);
    if (!variable) continue;
    const value = variable["value"];
    if (typeof value === "string") {
      parts.push({ kind: "snapshot", text: value });
      continue;
    }
    const v = obj(value);
    const path = str(v?.["fsPath"]) ?? str(obj(v?.["uri"])?.["fsPath"]) ?? str(variable["name"]);
    if (path) {
      const note = str(variable["modelDescription"]);
      parts.push({
        kind: "injected",
        label: "variable",
        text: note ? `${path} (${note})` : path,
      });
    }
  }
  const rendered = arr(obj(obj(request["result"])?.["metadata"])?.["renderedUserMessage"])
    .map((piece) => str(obj(piece)?.["text"]) ?? "")
    .join("");
  if (rendered.trim()) {
    parts.push({ kind: "injected", label: "renderedUserMessage", text: rendered });
  }
  return parts;
}

interface RoundCall {
  name: string;
  input: string;
  result?: string;
}

/** Tool calls with arguments and results, from `result.metadata.toolCallRounds/-Results`. */
function roundCalls(request: Json): RoundCall[] {
  const metadata = obj(obj(request["result"])?.["metadata"]);
  const results = obj(metadata?.["toolCallResults"]) ?? {};
  const calls: RoundCall[] = [];
  for (const round of arr(metadata?.["toolCallRounds"])) {
    for (const rawCall of arr(obj(round)?.["toolCalls"])) {
      const call = obj(rawCall);
      const id = str(call?.["id"]);
      const result = id ? results[id] : undefined;
      calls.push({
        name: str(call?.["name"]) ?? "",
        input: compact(call?.["arguments"]),
        ...(result !== undefined ? { result: resultText(result) } : {}),
      });
    }
  }
  return calls;
}

/** Text of a tool result: plain strings, or the text leaves of a prompt-tsx tree. */
function resultText(result: unknown): string {
  const out: string[] = [];
  const visit = (node: unknown, depth: number) => {
    if (depth > 200) return;
    if (typeof node === "string") return void out.push(node);
    if (Array.isArray(node)) return node.forEach((n) => visit(n, depth + 1));
    const o = obj(node);
    if (!o) return;
    if (typeof o["text"] === "string") out.push(o["text"]);
    if (typeof o["value"] === "string") out.push(o["value"]);
    for (const key of ["content", "value", "node", "children"]) {
      if (typeof o[key] === "object") visit(o[key], depth + 1);
    }
  };
  visit(result, 0);
  return out.join("");
}

function responseParts(request: Json): Part[] {
  const parts: Part[] = [];
  let prose = "";
  const flush = () => {
    if (prose.trim()) parts.push({ kind: "text", text: prose.trim() });
    prose = "";
  };
  // The rounds carry the real arguments and results of the calls the response shows as
  // invocations, in the same order; pair them by position.
  const calls = roundCalls(request);
  let callIndex = 0;
  const response = arr(request["response"]);
  response.forEach((raw, index) => {
    const part = obj(raw);
    if (!part) return;
    const kind = part["kind"];
    if (kind === undefined || kind === null || kind === "markdownContent") {
      const value = str(part["value"]) ?? str(obj(part["value"])?.["value"]) ?? "";
      // A lone fence next to a `codeblockUri` frames an edited file in the UI, not prose.
      if (/^`{3,}$/.test(value.trim()) && nearCodeblockUri(response, index)) return;
      prose += linkNames(value);
    } else if (kind === "inlineReference") {
      const ref = obj(part["inlineReference"]);
      const name = str(part["name"]) ?? baseName(
        str(ref?.["fsPath"]) ?? str(ref?.["path"]) ?? str(obj(ref?.["uri"])?.["path"]) ?? "",
      );
      prose += name ? `\`${name}\`` : "";
    } else if (kind === "toolInvocationSerialized") {
      flush();
      const call = calls[callIndex];
      callIndex++;
      const invocation = messageText(part["invocationMessage"]);
      parts.push({
        kind: "tool_call",
        name: call?.name || str(part["toolId"]) || "",
        input: call?.input || invocation,
      });
      const past = messageText(part["pastTenseMessage"]);
      const result = call?.result ?? past;
      if (result) parts.push({ kind: "tool_result", text: result, isError: false });
    } else if (kind === "textEditGroup") {
      flush();
      const uri = obj(part["uri"]);
      const path = str(uri?.["fsPath"]) ?? str(uri?.["path"]) ?? "";
      const edits = arr(part["edits"]).flatMap((group) => arr(group))
        .map((edit) => str(obj(edit)?.["text"]) ?? "").filter((t) => t !== "");
      if (edits.length > 0) parts.push({ kind: "snapshot", text: `${path}\n${edits.join("\n")}` });
    } else if (kind === "thinking") {
      flush();
      const value = part["value"];
      const text = Array.isArray(value) ? value.map((v) => compact(v)).join("\n") : compact(value);
      parts.push({ kind: "thinking", text });
    }
    // Other kinds (undoStop, codeblockUri, progressMessage, mcpServersStarting, …) are UI state.
  });
  flush();
  // Calls the response never showed still belong to the turn.
  for (const call of calls.slice(callIndex)) {
    parts.push({ kind: "tool_call", name: call.name, input: call.input });
    if (call.result) parts.push({ kind: "tool_result", text: call.result, isError: false });
  }
  const error = str(obj(obj(request["result"])?.["errorDetails"])?.["message"]);
  if (error) parts.push({ kind: "injected", label: "error", text: error });
  return parts;
}

function nearCodeblockUri(response: unknown[], index: number): boolean {
  for (const step of [-1, 1]) {
    for (let i = index + step, n = 0; i >= 0 && i < response.length && n < 3; i += step, n++) {
      const kind = obj(response[i])?.["kind"];
      if (kind === "codeblockUri") return true;
      if (kind !== "undoStop" && kind !== "textEditGroup") break;
    }
  }
  return false;
}

function messageText(message: unknown): string {
  return linkNames(str(message) ?? str(obj(message)?.["value"]) ?? "");
}

/** `[](file:///a/b.ts)` (an empty-text link VS Code renders as a file chip) → `b.ts`. */
function linkNames(text: string): string {
  return text.replace(/\[\]\(([^)]+)\)/g, (_, uri: string) => `\`${baseName(uri)}\``);
}

function baseName(path: string): string {
  const clean = path.replace(/[?#].*$/, "").replace(/\/+$/, "");
  const name = clean.slice(clean.lastIndexOf("/") + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** Parse a `chatSessions/` file (`.json` session or `.jsonl` mutation log); warnings name it. */
export function parseCopilotFile(text: string, context: { path: string; cwd: string }): ReadResult {
  const id = basename(context.path).replace(/\.jsonl?$/, "");
  if (text.trim() === "") {
    return cannotRead(context.path, "the file is empty");
  }
  let value: unknown;
  let skipped: ReadResult["skipped"] = [];
  const warnings: string[] = [];
  if (context.path.endsWith(".jsonl")) {
    const replayed = replayMutationLog(text);
    value = replayed.value;
    skipped = replayed.skipped;
    warnings.push(...replayed.warnings.map((w) => `Cannot read "${context.path}": ${w}`));
  } else {
    const parsed = tryJson(text);
    if (!parsed.ok) {
      return cannotRead(context.path, `truncated or invalid JSON (${parsed.error})`);
    }
    value = parsed.value;
  }
  if (value === undefined) return { session: null, skipped, warnings };
  const result = parseCopilotSession(value, { cwd: context.cwd, id });
  return {
    session: result.session,
    skipped: [...skipped, ...result.skipped],
    warnings: [...warnings, ...result.warnings.map((w) => `"${context.path}": ${w}`)],
  };
}
