/**
 * A fake model service on 127.0.0.1 for the real assistant CLIs: it speaks the four wire
 * protocols they use (Anthropic Messages with SSE streaming for Claude Code, Gemini
 * `generateContent`/`streamGenerateContent` for Gemini CLI, the OpenAI Responses API with SSE for
 * Codex, OpenAI Chat Completions for OpenCode's OpenAI-compatible providers and, with SSE, for
 * GitHub Copilot CLI's own-key mode) and plays a one-step agent: when the request offers a tool
 * whose name ends with the wanted one (e.g. `mcp__ctx__search_context`), it answers with a call to
 * that tool; once the
 * conversation carries the tool's result, it answers with `finalText`; when no such tool is
 * offered, with `plainText` ("OK" unless set; e.g. insights for ctx's own `claude -p` calls).
 * Every request is recorded, and so is every tool result the client sent back (the text ctx
 * answered).
 */

export type Protocol = "anthropic" | "gemini" | "responses" | "chat";

export interface ModelRequest {
  protocol: Protocol | "unknown";
  method: string;
  /** Path and query, e.g. `/v1/messages?beta=true`. */
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeModelScript {
  /** The tool to call, matched as a name suffix (clients prefix MCP tools with the server). */
  tool: string;
  args: Record<string, unknown>;
  /** The last answer, once the tool's result is in the conversation. */
  finalText: string;
  /** The answer when the request offers no such tool (default "OK"). */
  plainText?: string;
}

export interface FakeModel extends AsyncDisposable {
  /** `http://127.0.0.1:<port>` (no path). */
  url: string;
  requests: ModelRequest[];
  /** The full tool names the fake called (as the client declared them). */
  toolCalls: string[];
  /** The text of every tool result the client sent back. */
  toolResults: string[];
  /** Every tool name the client declared, over all requests. */
  toolNames(): Set<string>;
  close(): Promise<void>;
}

type Decision = { kind: "call"; name: string } | { kind: "text"; text: string };

export function startFakeModel(script: FakeModelScript): FakeModel {
  const requests: ModelRequest[] = [];
  const toolCalls: string[] = [];
  const toolResults: string[] = [];
  const declared = new Set<string>();

  const decide = (tools: string[], results: string[]): Decision => {
    for (const t of tools) declared.add(t);
    if (results.length > 0) {
      toolResults.push(...results);
      return { kind: "text", text: script.finalText };
    }
    const name = tools.find((t) => t.endsWith(script.tool));
    if (name === undefined) return { kind: "text", text: script.plainText ?? "OK" };
    toolCalls.push(name);
    return { kind: "call", name };
  };

  const handler = async (req: Request): Promise<Response> => {
    const url = new URL(req.url);
    const raw = await req.text();
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = undefined;
    }
    const protocol = protocolOf(url.pathname);
    requests.push({
      protocol,
      method: req.method,
      path: url.pathname + url.search,
      headers: Object.fromEntries(req.headers),
      body,
    });
    if (req.method !== "POST" || !isRecord(body)) {
      return Response.json({ error: { message: "not found" } }, { status: 404 });
    }
    switch (protocol) {
      case "anthropic": {
        const d = decide(anthropicTools(body), anthropicResults(body));
        return anthropicAnswer(d, script.args, body["stream"] === true);
      }
      case "gemini": {
        if (url.pathname.endsWith(":countTokens")) return Response.json({ totalTokens: 10 });
        const d = decide(geminiTools(body), geminiResults(body));
        return geminiAnswer(d, script.args, url.pathname.includes(":streamGenerateContent"));
      }
      case "responses": {
        const d = decide(responsesTools(body), responsesResults(body));
        return responsesAnswer(d, script.args);
      }
      case "chat": {
        const d = decide(chatTools(body), chatResults(body));
        return chatAnswer(d, script.args, body["stream"] === true);
      }
      default:
        return Response.json({ error: { message: "not found" } }, { status: 404 });
    }
  };

  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, handler);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await server.shutdown();
  };
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    requests,
    toolCalls,
    toolResults,
    toolNames: () => new Set(declared),
    close,
    [Symbol.asyncDispose]: close,
  };
}

function protocolOf(path: string): ModelRequest["protocol"] {
  if (path === "/v1/messages") return "anthropic";
  if (/^\/v1(beta)?\/models\/[^/]+:/.test(path)) return "gemini";
  if (path === "/v1/responses") return "responses";
  if (path === "/v1/chat/completions") return "chat";
  return "unknown";
}

// ---------------------------------------------------------------------------------------------
// Anthropic Messages API (Claude Code)

function anthropicTools(body: Record<string, unknown>): string[] {
  return records(body["tools"]).map((t) => t["name"]).filter(isString);
}

function anthropicResults(body: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const message of records(body["messages"])) {
    for (const part of records(message["content"])) {
      if (part["type"] === "tool_result") out.push(textOf(part["content"]));
    }
  }
  return out;
}

function anthropicAnswer(d: Decision, args: Record<string, unknown>, stream: boolean): Response {
  const id = `msg_${crypto.randomUUID().slice(0, 8)}`;
  const block = d.kind === "call"
    ? { type: "tool_use", id: `toolu_${id}`, name: d.name, input: args }
    : { type: "text", text: d.text };
  const stopReason = d.kind === "call" ? "tool_use" : "end_turn";
  const usage = { input_tokens: 10, output_tokens: 5 };
  const message = {
    id,
    type: "message",
    role: "assistant",
    model: "fake-model",
    content: [block],
    stop_reason: stopReason,
    stop_sequence: null,
    usage,
  };
  if (!stream) return Response.json(message);
  const start = d.kind === "call" ? { ...block, input: {} } : { type: "text", text: "" };
  const delta = d.kind === "call"
    ? { type: "input_json_delta", partial_json: JSON.stringify(args) }
    : { type: "text_delta", text: d.text };
  return sse([
    ["message_start", { type: "message_start", message: { ...message, content: [] } }],
    ["content_block_start", { type: "content_block_start", index: 0, content_block: start }],
    ["content_block_delta", { type: "content_block_delta", index: 0, delta }],
    ["content_block_stop", { type: "content_block_stop", index: 0 }],
    ["message_delta", {
      type: "message_delta",
      delta: { stop_reason: stopReason, stop_sequence: null },
      usage: { output_tokens: 5 },
    }],
    ["message_stop", { type: "message_stop" }],
  ]);
}

// ---------------------------------------------------------------------------------------------
// Gemini API (Gemini CLI)

function geminiTools(body: Record<string, unknown>): string[] {
  return records(body["tools"]).flatMap((t) =>
    records(t["functionDeclarations"]).map((f) => f["name"]).filter(isString)
  );
}

function geminiResults(body: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const content of records(body["contents"])) {
    for (const part of records(content["parts"])) {
      const response = part["functionResponse"];
      if (isRecord(response)) out.push(JSON.stringify(response["response"] ?? response));
    }
  }
  return out;
}

function geminiAnswer(d: Decision, args: Record<string, unknown>, stream: boolean): Response {
  const part = d.kind === "call" ? { functionCall: { name: d.name, args } } : { text: d.text };
  const answer = {
    candidates: [{ content: { role: "model", parts: [part] }, finishReason: "STOP", index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
    modelVersion: "fake-model",
  };
  return stream ? sse([[undefined, answer]]) : Response.json(answer);
}

// ---------------------------------------------------------------------------------------------
// OpenAI Responses API (Codex)

function responsesTools(body: Record<string, unknown>): string[] {
  const names: string[] = [];
  const walk = (tools: unknown, prefix: string) => {
    for (const t of records(tools)) {
      const name = t["name"];
      if (isString(name)) names.push(prefix + name);
      // Namespaced tools (`{type: "namespace", name, tools: [...]}`) nest their functions.
      if (Array.isArray(t["tools"]) && isString(name)) walk(t["tools"], `${name}.`);
    }
  };
  walk(body["tools"], "");
  return names;
}

function responsesResults(body: Record<string, unknown>): string[] {
  return records(body["input"])
    .filter((item) => item["type"] === "function_call_output")
    .map((item) => textOf(item["output"]));
}

function responsesAnswer(d: Decision, args: Record<string, unknown>): Response {
  const id = `resp_${crypto.randomUUID().slice(0, 8)}`;
  const item = d.kind === "call"
    ? {
      type: "function_call",
      id: `fc_${id}`,
      call_id: `call_${id}`,
      ...callName(d.name),
      arguments: JSON.stringify(args),
      status: "completed",
    }
    : {
      type: "message",
      id: `msg_${id}`,
      role: "assistant",
      status: "completed",
      content: [{ type: "output_text", text: d.text, annotations: [] }],
    };
  const response = { id, object: "response", status: "completed", model: "fake-model" };
  return sse([
    ["response.created", { type: "response.created", response: { ...response, output: [] } }],
    ["response.output_item.added", { type: "response.output_item.added", output_index: 0, item }],
    ["response.output_item.done", { type: "response.output_item.done", output_index: 0, item }],
    ["response.completed", {
      type: "response.completed",
      response: {
        ...response,
        output: [item],
        usage: {
          input_tokens: 10,
          input_tokens_details: { cached_tokens: 0 },
          output_tokens: 5,
          output_tokens_details: { reasoning_tokens: 0 },
          total_tokens: 15,
        },
      },
    }],
  ]);
}

/** `ns.tool` (a namespaced tool) → `{namespace, name}`; a plain name stays as it is. */
function callName(name: string): Record<string, string> {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? { name } : { namespace: name.slice(0, dot), name: name.slice(dot + 1) };
}

// ---------------------------------------------------------------------------------------------
// OpenAI Chat Completions (OpenCode through `@ai-sdk/openai-compatible`, GitHub Copilot CLI with its own key)

function chatTools(body: Record<string, unknown>): string[] {
  return records(body["tools"]).map((t) => (isRecord(t["function"]) ? t["function"]["name"] : ""))
    .filter(isString).filter((name) => name !== "");
}

/** The tool results since the human's last message (earlier turns' results are history). */
function chatResults(body: Record<string, unknown>): string[] {
  const messages = records(body["messages"]);
  const lastUser = messages.findLastIndex((m) => m["role"] === "user");
  return messages.slice(lastUser + 1).filter((m) => m["role"] === "tool")
    .map((m) => textOf(m["content"]));
}

function chatAnswer(d: Decision, args: Record<string, unknown>, stream: boolean): Response {
  const id = `chatcmpl-${crypto.randomUUID().slice(0, 8)}`;
  const message = d.kind === "call"
    ? {
      role: "assistant",
      content: null,
      tool_calls: [{
        index: 0,
        id: `call_${id.slice(-8)}`,
        type: "function",
        function: { name: d.name, arguments: JSON.stringify(args) },
      }],
    }
    : { role: "assistant", content: d.text };
  const finish = d.kind === "call" ? "tool_calls" : "stop";
  const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
  const base = { id, created: 1, model: "fake-model" };
  if (!stream) {
    return Response.json({
      ...base,
      object: "chat.completion",
      choices: [{ index: 0, message, finish_reason: finish }],
      usage,
    });
  }
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    [undefined, { ...base, object: "chat.completion.chunk", choices, ...extra }] as [
      undefined,
      unknown,
    ];
  return sse([
    chunk([{ index: 0, delta: message, finish_reason: null }]),
    chunk([{ index: 0, delta: {}, finish_reason: finish }]),
    chunk([], { usage }),
    [undefined, "[DONE]"],
  ]);
}

// ---------------------------------------------------------------------------------------------

/** Server-sent events; a string `data` is sent as it is (Chat Completions' `[DONE]`). */
function sse(events: Array<[string | undefined, unknown]>): Response {
  const text = events
    .map(([event, data]) =>
      `${event ? `event: ${event}\n` : ""}data: ${
        typeof data === "string" ? data : JSON.stringify(data)
      }\n\n`
    )
    .join("");
  return new Response(text, {
    headers: { "content-type": "text/event-stream", "cache-control": "no-cache" },
  });
}

function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    return value.map((v) => (isRecord(v) && isString(v["text"]) ? v["text"] : textOf(v))).join(
      "\n",
    );
  }
  return JSON.stringify(value);
}

function records(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === "string";
}
