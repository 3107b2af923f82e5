/**
 * Shapes read from held-out corpus thirty-four's misses (docs/redaction.md, "Quoted text, and
 * corpus thirty-four after it was seen": AI agents, LLM applications and MCP servers), as shapes
 * of any text: a key known by its prefix wherever it stands (Neon's `napi_`, Tavily's `tvly-`,
 * Firecrawl's `fc-`, Lambda Cloud's `secret_…`: an MCP server's `args`, a message, a tool's
 * defaults), a bearer token by its variable's name, a secret key's name with a word after it,
 * an Azure OpenAI key passed to a builder, a tool schema's default, a Wolfram AppID.
 */
import { ALNUM, HEX, LOWER_DIGITS, sample, UPPER_DIGITS } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { groupSpan } from "./_indices.ts";
import { type Rule, rule } from "./_rule.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

/** True for a value of letters and digits both, not a placeholder. */
const mixed = (v: string) => /\d/.test(v) && /[a-z]/i.test(v) && !isNotASecret(v);

/**
 * The column `group` of `match` starts at on its line (after a JSONL record's own text, when the
 * line starts one: `{"text":"│ …`).
 */
function column(match: RegExpExecArray, group: string): number {
  const at = groupSpan(match, group)?.[0] ?? 0;
  const start = match.input.lastIndexOf("\n", at - 1) + 1;
  const lead = /^[^\n]*":[ \t]?"/.exec(match.input.slice(start, at))?.[0].length ?? 0;
  return at - start - lead;
}

// A model or tool vendor's key prefix (the start of a key a table's column cut).
const CUT_PREFIX = String.raw`(?:sk-|pplx-|xai-|gsk_|nvapi-|tvly-|napi_|ghp_|github_pat_|hf_)`;

/** The rules of this file that read a value by its form: before the assignments. */
export const THIRTYFOUR_RULES: readonly Rule[] = [
  rule({
    id: "ai-tool-prefixed-key",
    examples: {
      match: [
        '"args": ["-y", "@neondatabase/mcp-server-neon", "start", "' +
        mark("napi_" + sample(64, LOWER_DIGITS, 34_001)) + '"]',
        '"default": "' + mark("tvly-prod-" + sample(32, ALNUM, 34_002)) + '"',
        "the crawl fails with 402, using " + mark("fc-" + sample(32, HEX, 34_003)) +
        " from the dashboard",
        "key: " +
        mark("secret_gpu-box_" + sample(32, HEX, 34_004) + "." + sample(32, ALNUM, 34_005)),
      ],
      clean: [
        '"args": ["-y", "@neondatabase/mcp-server-neon", "start", "napi_xxxxxxxxxxxxxxxx"]',
        "TAVILY_API_KEY=tvly-your-key-here",
        "fc-" + "0".repeat(32),
        "secret_name_for_the_vault.example_value",
      ],
    },
    description:
      "a key known by its prefix wherever it stands: Neon's `napi_` + 64, Tavily's `tvly-` (`prod-`/`dev-`) + 32, Firecrawl's `fc-` + 32 hex, Lambda Cloud's `secret_<name>_<32 hex>.<32>` (an MCP server's `args`, a message, a tool's defaults)",
    keywords: ["napi_", "tvly-", "fc-", "secret_"],
    pattern:
      /(?<![\w-])(?<v>napi_[a-z0-9]{64}|tvly-(?:prod-|dev-)?[A-Za-z0-9]{32}|fc-[0-9a-f]{32}|secret_[a-z0-9-]{1,60}_[0-9a-f]{32}\.[A-Za-z0-9]{32})(?![\w-])/gd,
    secret: ["v"],
    accept: (v) => mixed(v.replace(/^(?:napi_|tvly-(?:prod-|dev-)?|fc-|secret_)/, "")),
  }),
  rule({
    id: "key-cut-by-table-column",
    examples: {
      match: [
        "│ perplexity │ " + mark("pplx-" + sample(21, ALNUM, 34_050)) + " │\n│            │ " +
        mark(sample(27, ALNUM, 34_051)) + " │",
      ],
      clean: [
        "│ openai     │ sk-…redacted │\n│            │ rotated      │",
        "| groq | gsk_live_placeholder |\n| xai  | missing               |",
      ],
    },
    description:
      "a vendor key (`pplx-`, `sk-`, `gsk_`, `hf_`, …) cut by a table's column (`rich`, box drawing, `|`): its start fills a cell, its rest is in the same column of the next row, the cells before it empty",
    keywords: [
      "sk-",
      "pplx-",
      "xai-",
      "gsk_",
      "nvapi-",
      "tvly-",
      "napi_",
      "ghp_",
      "github_pat_",
      "hf_",
    ],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern: new RegExp(
      String
        .raw`(?<![\w-])(?<a>${CUT_PREFIX}[A-Za-z0-9_-]{8,200}) ?[│|]\r?\n[│|](?:[ \t]{1,200}[│|]){0,8}[ \t]{1,4}(?<b>[A-Za-z0-9_-]{8,200}|\[REDACTED\])[ \t]*[│|]`,
      "gd",
    ),
    // (The rest may be gone already: a rule on the table's column took the cell it stands alone in.)
    secret: ["a", "b"],
    accept: (_v, _group, match) => column(match, "a") === column(match, "b") && /\d/.test(match[0]),
  }),
  rule({
    id: "azure-openai-builder-key",
    examples: {
      match: [
        'builder.AddAzureOpenAIChatCompletion("gpt-4o", "https://demo.openai.azure.com/", "' +
        mark(sample(32, HEX, 34_030)) + '");',
      ],
      clean: [
        'builder.AddAzureOpenAIChatCompletion("gpt-4o", endpoint, apiKey);',
        'builder.AddAzureOpenAIChatCompletion("gpt-4o", "https://demo.openai.azure.com/", "' +
        "0".repeat(32) + '");',
      ],
    },
    description:
      "an Azure OpenAI key (32 hex digits, or 84 letters and digits) given as a string to a builder or client call whose name says Azure or OpenAI (Semantic Kernel's `AddAzureOpenAIChatCompletion(…)`)",
    keywords: ["openai", "azure"],
    pattern:
      /\b\w{0,40}(?:Azure|OpenAI)\w{0,40}\((?:[^()"\r\n]{0,80}"[^"\r\n]{0,200}"[ \t]*,[ \t]*){1,4}"(?<v>[0-9a-f]{32}|[A-Za-z0-9]{84})"/gd,
    secret: ["v"],
    accept: (v) => mixed(v),
  }),
  rule({
    id: "wolfram-app-id",
    examples: {
      match: [
        "wolfram:\n  app_id: " +
        mark(sample(6, UPPER_DIGITS, 34_040) + "-" + sample(10, UPPER_DIGITS, 34_041)),
        'WOLFRAM_ALPHA_APPID="' +
        mark(sample(6, UPPER_DIGITS, 34_042) + "-" + sample(10, UPPER_DIGITS, 34_043)) + '"',
      ],
      clean: [
        "wolfram:\n  app_id: DEMO",
        "wolfram app id goes in WOLFRAM_ALPHA_APPID",
      ],
    },
    description:
      "a Wolfram|Alpha AppID (`XXXXXX-XXXXXXXXXX`, six and ten capitals and digits) under an app id name, `wolfram` at most two lines above or in the name",
    keywords: ["wolfram"],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern:
      /wolfram[^\n]{0,80}(?:\n[^\n]{0,120}){0,2}?app_?id["']?[ \t]*[:=][ \t]*["']?(?<v>[A-Z0-9]{6}-[A-Z0-9]{10})(?![\w-])/gdi,
    secret: ["v"],
    accept: (v) => /\d/.test(v) && /[A-Z]/.test(v),
  }),
];

/** The rules of this file that read a value by its variable's name: after the assignments. */
export const THIRTYFOUR_NAME_RULES: readonly Rule[] = [
  rule({
    id: "bearer-variable",
    examples: {
      match: [
        "OLLAMA_HOST=https://gpu.example.net\nOLLAMA_BEARER=" + mark(sample(48, ALNUM, 34_010)),
        'proxy_bearer: "' + mark(sample(40, ALNUM, 34_011)) + '"',
      ],
      clean: [
        "USE_BEARER=true",
        "AUTH_BEARER=${OLLAMA_TOKEN}",
      ],
    },
    description:
      "a generated value under a variable named for a bearer token (`OLLAMA_BEARER=`, `proxy_bearer:`)",
    keywords: ["bearer"],
    pattern:
      /(?<![\w-])[A-Za-z][\w.-]{0,60}[_.-]bearer["']?[ \t]*[:=][ \t]*["']?(?<v>[A-Za-z0-9._~+\/-]{16,400}=*)(?=["']?[ \t]*(?:[,;}]|\r?\n|\r?$|\\n))/gdi,
    secret: ["v"],
    accept: (v) => looksGenerated(v, 16),
  }),
  rule({
    id: "secret-key-name-suffixed",
    examples: {
      match: [
        "FLOWISE_SECRETKEY_OVERWRITE=" + mark(sample(32, ALNUM, 34_020)),
        "app_secret_key_override: " + mark(sample(40, HEX, 34_021)),
      ],
      clean: [
        "FLOWISE_SECRETKEY_PATH=/root/.flowise",
        "SECRET_KEY_OVERWRITE=changeme",
      ],
    },
    description:
      "a generated value under a secret key's name with a word after it (`FLOWISE_SECRETKEY_OVERWRITE=`, `secret_key_override:`)",
    keywords: ["secretkey", "secret_key"],
    pattern:
      /(?<![\w-])[\w-]{0,60}secret_?key_[A-Za-z]{2,20}["']?[ \t]*[:=][ \t]*["']?(?<v>[A-Za-z0-9+\/_-]{16,400}=*)(?=["']?[ \t]*(?:[,;}]|\r?\n|\r?$|\\n))/gdi,
    secret: ["v"],
    accept: (v) => looksGenerated(v, 16),
  }),
];
