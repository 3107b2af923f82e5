/**
 * Corpus forty-two, web search APIs an assistant or an agent calls: Bing, Brave, Serper, SerpAPI,
 * Tavily, Exa, Google Programmable Search, Kagi and You.com keys, in MCP server configs, agent
 * code, shell history and notebooks.
 */
import {
  B64URL,
  draw,
  type HeldOutSecret,
  HEX,
  low,
  num,
  pick,
  secrets,
  type Template,
  uuid,
} from "./_heldout_fortytwo_make.ts";

const query = (): string =>
  pick(["best+running+shoes", "deno+vs+bun", "site%3Aexample.com+pricing", "weather+lisbon"]);

const TEMPLATES: readonly Template[] = [
  [
    "Bing Web Search subscription key header",
    "command",
    (k) =>
      `curl -s "https://api.bing.microsoft.com/v7.0/search?q=${query()}&count=${
        num(10, 50)
      }" -H "Ocp-Apim-Subscription-Key: ${k(32, HEX)}" | jq '.webPages.value[].url'`,
  ],
  [
    "Bing key in an azure cognitive services listing",
    "output",
    (k) => JSON.stringify({ key1: k(32, HEX), key2: k(32, HEX) }, null, 2),
  ],
  ["Brave Search key in an MCP server config", "block", (k) =>
    JSON.stringify(
      {
        mcpServers: {
          "brave-search": {
            command: "npx",
            args: ["-y", "@modelcontextprotocol/server-brave-search"],
            env: { BRAVE_API_KEY: `BSA${k(28, B64URL.slice(0, 62))}` },
          },
        },
      },
      null,
      2,
    )],
  ["Brave subscription token header in python", "assignment", (k) =>
    [
      `headers = {`,
      `    "Accept": "application/json",`,
      `    "X-Subscription-Token": "BSA${k(28)}",`,
      `}`,
      `r = httpx.get("https://api.search.brave.com/res/v1/web/search", params={"q": q}, headers=headers)`,
    ].join("\n")],
  ["Serper key in a LangChain agent", "assignment", (k) =>
    [
      `import os`,
      `from langchain_community.utilities import GoogleSerperAPIWrapper`,
      ``,
      `os.environ["SERPER_API_KEY"] = "${k(40, HEX)}"`,
      `search = GoogleSerperAPIWrapper(k=${num(5, 10)})`,
    ].join("\n")],
  [
    "Serper X-API-KEY in a fetch call",
    "assignment",
    (k) =>
      `const res = await fetch("https://google.serper.dev/search", {\n  method: "POST",\n  headers: { "X-API-KEY": "${
        k(40, HEX)
      }", "Content-Type": "application/json" },\n  body: JSON.stringify({ q, gl: "us" }),\n});`,
  ],
  [
    "SerpAPI key in a request URL",
    "url",
    (k) =>
      `GET https://serpapi.com/search.json?engine=google&q=${query()}&location=Austin,+Texas&api_key=${
        k(64, HEX)
      }`,
  ],
  [
    "SerpAPI key in shell history",
    "command",
    (k) =>
      `  ${num(300, 999)}  export SERPAPI_API_KEY=${k(64, HEX)}\n  ${
        num(1000, 1100)
      }  python scrape_serp.py --pages 5`,
  ],
  [
    "Tavily key in an MCP config for Claude Desktop",
    "vendor",
    (k) =>
      `"tavily-mcp": {\n  "command": "npx",\n  "args": ["-y", "tavily-mcp@0.${num(1, 2)}.${
        num(0, 9)
      }"],\n  "env": { "TAVILY_API_KEY": "tvly-${pick(["", "dev-", "prod-"])}${k(32)}" }\n}`,
  ],
  [
    "Tavily client in an agent script",
    "vendor",
    (k) =>
      `from tavily import TavilyClient\ntavily = TavilyClient(api_key="tvly-${
        k(32)
      }")\nres = tavily.search("latest sitemap protocol changes", max_results=5)`,
  ],
  [
    "Exa key in an env export",
    "assignment",
    (_k, add) => `export EXA_API_KEY=${add(uuid())}\n# (exa.ai dashboard)`,
  ],
  [
    "Exa key as x-api-key header",
    "command",
    (_k, add) =>
      `curl -X POST https://api.exa.ai/search -H "x-api-key: ${
        add(uuid())
      }" -H 'Content-Type: application/json' -d '{"query":"scraping frameworks","numResults":10}'`,
  ],
  [
    "Google Programmable Search key and cx",
    "url",
    (k) =>
      `https://www.googleapis.com/customsearch/v1?key=AIza${k(35, B64URL)}&cx=${low(17)}:${
        low(9)
      }&q=${query()}`,
  ],
  [
    "Kagi API token in a config",
    "assignment",
    (k) => `[search.kagi]\nenabled = true\ntoken = "${k(num(40, 48), B64URL)}"\nlimit = 10`,
  ],
  [
    "You.com API key in a notebook cell",
    "assignment",
    (_k, add) => `In [${num(3, 40)}]: YDC_API_KEY = "${add(`${uuid()}<__>${draw(26)}`)}"`,
  ],
  ["SearchApi.io key in a YAML job", "block", (k) =>
    [
      `jobs:`,
      `  rank-tracker:`,
      `    schedule: "0 */6 * * *"`,
      `    provider: searchapi`,
      `    api_key: ${k(24)}`,
      `    keywords_file: keywords/${pick(["de", "fr", "us"])}.txt`,
    ].join("\n")],
];

/** The search APIs' secret cases. */
export function buildApis(): HeldOutSecret[] {
  return secrets(TEMPLATES, 2);
}
