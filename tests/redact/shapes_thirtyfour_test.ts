/**
 * The shapes mended after held-out corpus thirty-four was seen (docs/redaction.md, "Quoted text,
 * and corpus thirty-four after it was seen": AI agents, LLM apps, MCP servers): other tools, files
 * and wording than the corpus text, each with a near miss on the other side — as written, inside
 * a JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 134_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const LOWER_DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789";
const UPPER_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

const SECRETS: Variant[] = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

{
  const k = "napi_" + key(64, LOWER_DIGITS);
  add(
    "a Neon key as the last argument of an MCP server in a Cursor config",
    `{"mcpServers":{"neon":{"command":"npx","args":["-y","@neondatabase/mcp-server-neon","start","${k}"]}}}`,
    k,
  );
}
{
  const k = "tvly-dev-" + key(32);
  add(
    "a Tavily key handed over in a message",
    `the search tool keeps returning 432, try ${k} instead`,
    k,
  );
}
{
  const k = "fc-" + key(32, HEX);
  add(
    "a Firecrawl key in a chat question",
    `why does scrape_url 401 with ${k}? it worked yesterday`,
    k,
  );
}
{
  const k = `secret_a100-team_${key(32, HEX)}.${key(32)}`;
  add(
    "a Lambda Cloud key in a list of keys to rotate",
    `rotate these today:\n- ${k}\n- the old webhook`,
    k,
  );
}
{
  const k = key(44);
  add(
    "a bearer token under a tunnel's variable in a compose file",
    `    environment:\n      - TUNNEL_BEARER=${k}`,
    k,
  );
}
{
  const k = key(32);
  add(
    "a secret key override in a Langflow env file",
    `LANGFLOW_SECRET_KEY_OVERRIDE=${k}\nLANGFLOW_PORT=7860`,
    k,
  );
}
{
  const k = key(32, HEX);
  add(
    "an Azure OpenAI key passed to a client constructor",
    `var client = new AzureOpenAIClientBuilder("https://ops.openai.azure.com/", "${k}");`,
    k,
  );
}
{
  const k = key(6, UPPER_DIGITS) + "-" + key(10, UPPER_DIGITS);
  add("a Wolfram AppID in a Python agent's settings", `WOLFRAM_ALPHA_APPID = "${k}"`, k);
}

{
  const [a, b] = ["hf_" + key(12), key(22)];
  add(
    "a Hugging Face token cut by a Markdown table's column",
    `| model        | token           |\n|--------------|-----------------|\n| llama-3-8b   | ${a} |\n|              | ${b}|`,
    a,
    b,
  );
}

const CLEAN: Array<readonly [string, string]> = [
  [
    "a table whose next row holds another key's name",
    "│ groq       │ gsk_placeholder_value │\n│ mistral    │ not configured        │",
  ],
  ["a Neon MCP server without its key", '"args": ["-y", "@neondatabase/mcp-server-neon", "start"]'],
  ["a Tavily key placeholder", "TAVILY_API_KEY=tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  ["a bearer switch", "OLLAMA_BEARER=false\nUSE_BEARER=1"],
  ["a secret key path with a suffix", "LANGFLOW_SECRET_KEY_FILE=/run/secrets/langflow"],
  [
    "an Azure OpenAI builder reading its key",
    'builder.AddAzureOpenAIChatCompletion("gpt-4o", endpoint, key);',
  ],
  ["a Wolfram AppID placeholder", "wolfram:\n  app_id: YOUR-APP-ID"],
  [
    "a model's tokens with their log-probabilities",
    '{"content":[{"token":" the","logprob":-0.4},{"token":" model","logprob":-1.2},{"token":" answers","logprob":-0.9}]}',
  ],
];

shapeTests("corpus thirty-four", SECRETS, CLEAN);
