/**
 * The OpenAI Chat Completions side of the fake model service (`_fake_model.ts`), as GitHub Copilot
 * CLI speaks it with its own key (`COPILOT_PROVIDER_BASE_URL`): `POST /v1/chat/completions` with
 * `stream: true`, answered with `chat.completion.chunk` deltas, a usage chunk and `[DONE]`.
 */

/** What the fake answers: a call to one tool, or text. */
type Decision = { kind: "call"; name: string } | { kind: "text"; text: string };

function records(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> =>
      typeof v === "object" && v !== null && !Array.isArray(v)
    )
    : [];
}

function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  return records(value).map((p) => typeof p["text"] === "string" ? p["text"] : "").join("\n");
}

export function chatTools(body: Record<string, unknown>): string[] {
  return records(body["tools"]).flatMap((t) => {
    const name = records([t["function"]])[0]?.["name"];
    return typeof name === "string" ? [name] : [];
  });
}

export function chatResults(body: Record<string, unknown>): string[] {
  return records(body["messages"]).filter((m) => m["role"] === "tool").map((m) =>
    textOf(m["content"])
  );
}

export function chatAnswer(d: Decision, args: Record<string, unknown>, stream: boolean): Response {
  const id = `chatcmpl-${crypto.randomUUID().slice(0, 8)}`;
  const base = { id, object: "chat.completion.chunk", created: 1, model: "fake-model" };
  const call = d.kind === "call"
    ? [{
      index: 0,
      id: `call_${id}`,
      type: "function",
      function: { name: d.name, arguments: JSON.stringify(args) },
    }]
    : undefined;
  const message = call
    ? { role: "assistant", content: null, tool_calls: call }
    : { role: "assistant", content: d.kind === "text" ? d.text : "" };
  const finish = call ? "tool_calls" : "stop";
  const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
  if (!stream) {
    return Response.json({
      id,
      object: "chat.completion",
      created: 1,
      model: "fake-model",
      choices: [{ index: 0, message, finish_reason: finish }],
      usage,
    });
  }
  const chunks = [
    { ...base, choices: [{ index: 0, delta: message, finish_reason: null }] },
    { ...base, choices: [{ index: 0, delta: {}, finish_reason: finish }] },
    { ...base, choices: [], usage },
  ];
  const text = chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join("") + "data: [DONE]\n\n";
  return new Response(text, {
    headers: { "content-type": "text/event-stream", "cache-control": "no-cache" },
  });
}
