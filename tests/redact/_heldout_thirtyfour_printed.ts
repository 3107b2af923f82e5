/**
 * Corpus thirty-four, what is printed: an agent's trace with a tool call's arguments, SDK debug
 * logs sending a key, a notebook's output, crash logs and tracebacks with locals, and an
 * assistant repeating a key it saw. Environment and secret-store dumps are in _dumps.ts.
 */
import {
  claudeSays,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  id,
  num,
  S,
  tok,
  uuid,
  when,
} from "./_heldout_thirtyfour_make.ts";

export function buildPrinted(): HeldOutSecret[] {
  return [
    S("output", "agent trace with a tool call's headers", (k, add) =>
      JSON.stringify(
        {
          run_id: uuid(),
          trace_id: uuid(),
          name: "http_request",
          run_type: "tool",
          inputs: {
            url: "https://api.perplexity.ai/chat/completions",
            method: "POST",
            headers: { Authorization: `Bearer ${tok("Perplexity", k, add)}` },
          },
          outputs: { status: 200 },
          start_time: when(),
        },
        null,
        2,
      )),
    S("command", "Claude Code tool_use running curl with a key", (k, add) =>
      JSON.stringify({
        type: "assistant",
        message: {
          id: id("msg_01", 22),
          content: [{
            type: "tool_use",
            id: id("toolu_01", 22),
            name: "Bash",
            input: {
              command: `curl -s https://api.anthropic.com/v1/models -H "x-api-key: ${
                tok("Anthropic", k, add)
              }" -H "anthropic-version: 2023-06-01"`,
              description: "List models",
            },
          }],
        },
      })),
    S("command", "Gemini CLI shell call exporting a key", (k, add) =>
      JSON.stringify(
        {
          type: "gemini",
          content: [{
            functionCall: {
              id: id("run_shell_command-", 13),
              name: "run_shell_command",
              args: { command: `export GROQ_API_KEY=${tok("Groq", k, add)} && python bench.py` },
            },
          }],
        },
        null,
        2,
      )),
    S("output", "Anthropic SDK debug log with request headers", (k, add) =>
      [
        `DEBUG:anthropic._base_client:Request options: {'method': 'post', 'url': '/v1/messages', 'timeout': 600}`,
        `DEBUG:httpcore.http11:send_request_headers.started request=<Request [b'POST']>`,
        `DEBUG:anthropic._base_client:Sending HTTP Request: POST https://api.anthropic.com/v1/messages headers={'x-api-key': '${
          tok("Anthropic", k, add)
        }', 'anthropic-version': '2023-06-01'}`,
        `DEBUG:httpx:HTTP Request: POST https://api.anthropic.com/v1/messages "HTTP/1.1 401 Unauthorized"`,
        `anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', 'message': 'invalid x-api-key'}, 'request_id': '${
          id("req_011C", 20)
        }'}`,
      ].join("\n")),
    S(
      "output",
      "LiteLLM verbose curl of the request",
      (k, add) =>
        `POST Request Sent from LiteLLM:\ncurl -X POST \\\nhttps://api.deepseek.com/v1/ \\\n-H 'Authorization: Bearer ${
          tok("DeepSeek", k, add)
        }' \\\n-d '{"model": "deepseek-chat", "messages": [{"role": "user", "content": "hi"}]}'`,
    ),
    S("output", "OpenAI Agents SDK span with a tool's arguments", (_k, add) =>
      JSON.stringify({
        object: "trace.span",
        id: id("span_", 24),
        trace_id: id("trace_", 32),
        span_data: {
          type: "function",
          name: "query_db",
          input: JSON.stringify({
            dsn: `postgresql://analyst:${add(draw(14) + "!" + draw(4))}@warehouse:5432/prod`,
            sql: "select 1",
          }),
          output: "[[1]]",
        },
      })),
    S(
      "output",
      "curl -v showing the x-api-key sent",
      (k, add) =>
        `*   Trying 104.18.${num(1, 254)}.${
          num(1, 254)
        }:443...\n* Connected to api.openai.com\n> POST /v1/responses HTTP/2\n> Host: api.openai.com\n> authorization: Bearer ${
          tok("OpenAI project", k, add)
        }\n> content-type: application/json\n>\n< HTTP/2 429\n< x-request-id: ${id("req_", 32)}`,
    ),
    S(
      "output",
      "httpx headers tuple list from a Mistral call",
      (k) =>
        `DEBUG [httpcore.http11] send_request_headers.complete\nHeaders([(b'host', b'api.mistral.ai'), (b'authorization', b'Bearer ${
          k(32)
        }'), (b'content-type', b'application/json')])`,
    ),
    S("vendor", "assistant repeating a key it saw in the logs", (k, add) =>
      claudeSays(
        `The failure is not the key itself: your logs show \`${
          tok("xAI", k, add)
        }\` being sent, and xAI answered 403 because ` +
          `the team has no credits. Top up at console.x.ai, and since the key is now in your logs, rotate it.`,
      )),
    S("output", "repr of a client object in a notebook", (k, add) =>
      JSON.stringify({
        cell_type: "code",
        execution_count: num(3, 40),
        source: ["client"],
        outputs: [{
          output_type: "execute_result",
          data: {
            "text/plain": [
              `Client(base_url='https://api.together.xyz/v1', api_key='${
                k(64, HEX)
              }', timeout=60.0)`,
            ],
          },
        }, {
          output_type: "stream",
          name: "stdout",
          text: [`HF_TOKEN=${tok("Hugging Face", k, add)}\n`],
        }],
      })),
    S("output", "pytest failure showing settings", (k, add) =>
      [
        `    def test_settings_loaded(settings):`,
        `>       assert settings.llm_provider == "openai"`,
        `E       AssertionError: assert 'cohere' == 'openai'`,
        `E        +  where 'cohere' = Settings(llm_provider='cohere', cohere_api_key='${
          k(40)
        }', replicate_api_token='${tok("Replicate", k, add)}', top_k=${num(3, 9)}).llm_provider`,
        ``,
        `tests/test_settings.py:${num(10, 80)}: AssertionError`,
      ].join("\n")),
    S("output", "Python traceback with locals", (k, add) =>
      [
        `Traceback (most recent call last):`,
        `  File "/app/agent/tools/search.py", line ${num(20, 200)}, in run`,
        `    resp = self._client.search(query, max_results=k)`,
        `    query = 'latest pgvector release'`,
        `    self = <TavilyTool name='web_search' api_key='${tok("Tavily", k, add)}'>`,
        `tavily.errors.UsageLimitExceededError: This request exceeds your plan's set usage limit.`,
      ].join("\n")),
    S("output", "AxiosError dumped by a Node agent", (k, add) =>
      [
        `AxiosError: Request failed with status code 401`,
        `    at settle (/app/node_modules/axios/dist/node/axios.cjs:2031:12)`,
        `  config: {`,
        `    url: 'https://openrouter.ai/api/v1/chat/completions',`,
        `    method: 'post',`,
        `    headers: Object [AxiosHeaders] {`,
        `      Accept: 'application/json, text/plain, */*',`,
        `      Authorization: 'Bearer ${tok("OpenRouter", k, add)}',`,
        `      'HTTP-Referer': 'https://agent.acme.dev',`,
        `    },`,
        `  },`,
      ].join("\n")),
    S(
      "url",
      "HTTPError naming a URL with the key",
      (k) =>
        `requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.cohere.com/v1/check-api-key?key=${
          k(40)
        }&client=agent-lab`,
    ),
    S("output", "Sentry event with request headers", (k, add) =>
      JSON.stringify({
        event_id: hex(32),
        level: "error",
        request: {
          url: "https://agent.acme.dev/api/chat",
          method: "POST",
          headers: { "X-Api-Key": tok("Fireworks", k, add), "User-Agent": "agent-web/1.4" },
        },
        exception: { values: [{ type: "RateLimitError", value: "429" }] },
      })),
  ];
}
