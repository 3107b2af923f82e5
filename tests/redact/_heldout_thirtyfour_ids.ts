/**
 * Corpus thirty-four, clean look-alikes that are ids, digests and numbers: request, response,
 * message, tool-call, run, trace and span ids; model names, version ids and hub commit hashes;
 * embeddings, token counts and log-probabilities; vector ids and namespaces; image digests,
 * lockfile integrity hashes, a PKCE challenge and a base64 image. None is a secret.
 */
import {
  B64,
  B64URL,
  C,
  claudeResult,
  DIGITS,
  draw,
  type HeldOutClean,
  HEX,
  hex,
  id,
  LOWER_DIGITS,
  num,
  pick,
  uuid,
  when,
} from "./_heldout_thirtyfour_make.ts";

const f = () => (pick([1, -1]) * num(0, 99999) / 1e6).toFixed(6);
/** A public model repository on the hub (owner and name apart, as the hub's URLs split them). */
const repo = () =>
  pick([
    ["meta-llama", "Llama-3.1-8B-Instruct"],
    ["Qwen", "Qwen2.5-7B-Instruct"],
    ["BAAI", "bge-m3"],
    ["mistralai", "Mistral-7B-Instruct-v0.3"],
    ["sentence-transformers", "all-MiniLM-L6-v2"],
  ]).join("/");

/** The clean look-alikes: a label and a writer of fresh text. */
export const ID_ALIKES: readonly (readonly [string, () => string])[] = [
  ["chat completion response", () => {
    const [input, output] = [num(10, 900), num(5, 400)];
    return JSON.stringify(
      {
        id: id("chatcmpl-", 29),
        object: "chat.completion",
        created: num(1.76e9, 1.77e9),
        model: "gpt-4o-mini-2024-07-18",
        system_fingerprint: `fp_${hex(10)}`,
        usage: {
          prompt_tokens: input,
          completion_tokens: output,
          total_tokens: input + output,
        },
      },
      null,
      2,
    );
  }],
  [
    "Anthropic message with request id",
    () =>
      `request-id: ${id("req_011C", 20)}\nanthropic-ratelimit-tokens-remaining: ${
        num(10000, 400000)
      }\n${
        JSON.stringify({
          id: id("msg_01", 22),
          type: "message",
          model: "claude-sonnet-4-5-20250929",
          stop_reason: "tool_use",
          usage: {
            input_tokens: num(100, 9000),
            output_tokens: num(10, 900),
            cache_read_input_tokens: num(0, 8000),
          },
        })
      }`,
  ],
  [
    "Responses API ids",
    () =>
      `response ${id("resp_", 48, HEX)} completed; reasoning item ${
        id("rs_", 48, HEX)
      }; output message ${id("msg_", 48, HEX)}`,
  ],
  [
    "tool call ids in a transcript",
    () =>
      [
        `assistant → tool_calls: [{"id": "${
          id("call_", 24)
        }", "type": "function", "function": {"name": "get_weather", "arguments": "{\\"city\\": \\"Lisbon\\"}"}}]`,
        `tool (${id("call_", 24)}) → {"temp_c": ${num(5, 30)}}`,
        `tool_use_id: ${id("toolu_01", 22)}`,
      ].join("\n"),
  ],
  [
    "LangSmith run and trace ids",
    () =>
      `View trace: https://smith.langchain.com/o/${uuid()}/projects/p/${uuid()}/r/${uuid()}?trace_id=${uuid()}\ndotted_order: ${
        when().replace(/[-:.]/g, "")
      }${uuid()}`,
  ],
  [
    "OpenTelemetry span",
    () =>
      JSON.stringify({
        traceId: hex(32),
        spanId: hex(16),
        parentSpanId: hex(16),
        name: "ChatOpenAI.invoke",
        attributes: {
          "gen_ai.system": "openai",
          "gen_ai.request.model": "gpt-4.1",
          "gen_ai.usage.input_tokens": num(10, 3000),
        },
      }),
  ],
  [
    "embedding printed as numbers",
    () =>
      `>>> emb = embed("what is MCP?")\n>>> len(emb), emb[:8]\n(${pick([768, 1024, 1536])}, [${
        Array.from({ length: 8 }, f).join(", ")
      }])`,
  ],
  [
    "token counts table",
    () =>
      `| step | model | input | output | cached | cost |\n|---|---|---:|---:|---:|---:|\n` +
      Array.from({ length: 4 }, (_, i) =>
        `| ${i + 1} | ${pick(["gpt-4.1-mini", "claude-haiku-4-5", "gemini-2.5-flash"])} | ${
          num(100, 20000)
        } | ${num(10, 2000)} | ${num(0, 9000)} | $${(num(1, 9999) / 1e4).toFixed(4)} |`).join("\n"),
  ],
  [
    "Pinecone upsert with vector ids and namespace",
    () =>
      `index.upsert(vectors=[("doc-${hex(8)}#chunk-${num(0, 40)}", emb)], namespace="tenant-${
        hex(12)
      }")\n{'upserted_count': ${num(1, 500)}}\nindex host: docs-${
        hex(7)
      }.svc.aped-4627-b74a.pinecone.io`,
  ],
  [
    "hub repo and commit hash",
    () =>
      `Fetching ${num(2, 9)} files: 100%|██████████| ${repo()} revision ${
        hex(40)
      }\nDownloaded model.safetensors (sha256 ${hex(64)})`,
  ],
  [
    "Replicate model version",
    () =>
      `output = replicate.run("black-forest-labs/flux-schnell:${
        hex(64)
      }", input={"prompt": "a lighthouse"})\nprediction ${draw(26, LOWER_DIGITS)} succeeded in ${
        num(1, 9)
      }.${num(0, 9)}s`,
  ],
  [
    "Bedrock model and inference profile ids",
    () =>
      `modelId=us.anthropic.claude-sonnet-4-5-20250929-v1:0\ninferenceProfileArn=arn:aws:bedrock:us-east-1:${
        draw(12, DIGITS)
      }:application-inference-profile/${draw(12, LOWER_DIGITS)}`,
  ],
  [
    "OpenAI file, vector store, assistant and batch ids",
    () =>
      `file-${draw(22)} uploaded (purpose=assistants)\nvector store vs_${
        draw(24)
      } status=completed file_counts.completed=${num(1, 90)}\nasst_${draw(24)} thread_${
        draw(24)
      } batch_${hex(32)}`,
  ],
  [
    "git log of an agent repo",
    () =>
      Array.from({ length: 4 }, () =>
        `${hex(40)} ${
          pick([
            "feat(agent): add reranker",
            "fix(mcp): retry on 429",
            "chore: bump langgraph",
            "test: eval fixtures",
          ])
        }`).join("\n"),
  ],
  [
    "inference image digests",
    () =>
      `vllm/vllm-openai:v0.${num(6, 11)}.${num(0, 3)}@sha256:${
        hex(64)
      }\nghcr.io/huggingface/text-generation-inference:3.${num(0, 3)}@sha256:${hex(64)}`,
  ],
  [
    "W&B run and artifact",
    () =>
      `wandb: Syncing run ${pick(["wise", "lucky", "still"])}-${pick(["sea", "moon", "river"])}-${
        num(1, 400)
      }\nwandb: 🚀 View run at https://wandb.ai/acme/evals/runs/${
        draw(8, LOWER_DIGITS)
      }\nartifact eval-results:v${num(0, 40)} digest ${hex(32)}`,
  ],
  [
    "Langfuse trace and observation ids",
    () =>
      `trace ${hex(32)} → generation ${hex(16)} (model=gpt-4.1, latency=${
        num(200, 9000)
      }ms) score faithfulness=${(num(0, 100) / 100).toFixed(2)}`,
  ],
  [
    "MCP JSON-RPC exchange with a session id",
    () =>
      `POST /mcp\nMcp-Session-Id: ${uuid()}\n${
        JSON.stringify({
          jsonrpc: "2.0",
          id: num(1, 99),
          method: "tools/call",
          params: {
            name: "search_issues",
            arguments: { query: "is:open label:bug", perPage: num(5, 50) },
          },
        })
      }`,
  ],
  [
    "Modal app and function call ids",
    () =>
      `✓ App deployed. ap-${draw(22)}\nspawned function call fc-${
        draw(26, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")
      }; poll with FunctionCall.from_id(...)`,
  ],
  [
    "RunPod pod and endpoint ids",
    () =>
      `pod ${draw(14, LOWER_DIGITS)} RUNNING  ${pick(["1x H100 80GB", "2x A100 80GB"])}  $${
        (num(100, 600) / 100).toFixed(2)
      }/hr\nendpoint ${draw(14, LOWER_DIGITS)} workers=${num(0, 5)} queue=${num(0, 30)}`,
  ],
  [
    "lockfile integrity hashes",
    () =>
      `"node_modules/openai": { "version": "5.${num(0, 20)}.${num(0, 9)}", "integrity": "sha512-${
        draw(86, B64)
      }==" },\n"node_modules/@anthropic-ai/sdk": { "version": "0.${
        num(40, 70)
      }.0", "integrity": "sha512-${draw(86, B64)}==" }`,
  ],
  [
    "GGUF checksum",
    () =>
      `$ sha256sum models/qwen2.5-7b-instruct-q4_k_m.gguf\n${
        hex(64)
      }  models/qwen2.5-7b-instruct-q4_k_m.gguf`,
  ],
  [
    "base64 image in a vision request",
    () =>
      `{"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA${
        draw(120, B64)
      }"}}`,
  ],
  [
    "logprobs with token ids",
    () =>
      JSON.stringify({
        logprobs: {
          content: Array.from(
            { length: 3 },
            () => ({
              token: pick([" the", " MCP", " agent"]),
              logprob: -num(0, 9000) / 1000,
              bytes: [num(32, 122), num(32, 122)],
            }),
          ),
        },
        token_ids: Array.from({ length: 6 }, () => num(100, 150000)),
      }),
  ],
  [
    "rate limit headers and cache key",
    () =>
      `x-ratelimit-remaining-requests: ${num(0, 500)}\nx-ratelimit-reset-tokens: ${
        num(1, 59)
      }ms\nopenai-processing-ms: ${num(200, 9000)}\nprompt_cache_key: agent-${hex(16)}`,
  ],
  [
    "PKCE authorize URL of an MCP client",
    () =>
      `https://auth.linear.app/oauth/authorize?response_type=code&client_id=${
        hex(32)
      }&redirect_uri=http%3A%2F%2Flocalhost%3A33418%2Fcallback&code_challenge=${
        draw(43, B64URL)
      }&code_challenge_method=S256&state=${draw(22, B64URL)}`,
  ],
  [
    "Vertex endpoint resource name",
    () =>
      `projects/${draw(12, DIGITS)}/locations/us-central1/endpoints/${
        draw(19, DIGITS)
      } deployed model ${draw(19, DIGITS)} (gemma-2-9b-it)`,
  ],
  [
    "Qdrant point ids and payload",
    () =>
      JSON.stringify({
        result: [{
          id: uuid(),
          version: num(1, 90),
          score: num(500, 999) / 1000,
          payload: { doc_id: `kb-${hex(10)}`, chunk: num(0, 60) },
        }],
        status: "ok",
        time: num(1, 900) / 1e5,
      }),
  ],
  [
    "Chroma collection ids",
    () =>
      `Collection(name=agent_memory, id=${uuid()}, metadata={'hnsw:space': 'cosine'}, tenant=default_tenant)\ncount=${
        num(10, 90000)
      }`,
  ],
  [
    "Helicone and Braintrust request ids",
    () => `helicone-id: ${uuid()}\nx-bt-span-id: ${uuid()}\nx-bt-experiment: exp-${hex(12)}`,
  ],
];

/** Each look-alike as written and inside a Claude Code tool result. */
export function buildCleanIds(): HeldOutClean[] {
  return ID_ALIKES.flatMap((
    [label, make],
  ) => [
    C(`${label} — as printed`, make()),
    C(`${label} — in a Claude Code record`, claudeResult(make())),
  ]);
}
