/**
 * Corpus thirty-four, the tools agents call: search APIs (Tavily, Serper, Brave, Exa, SerpAPI,
 * Jina), browser services (Browserbase, Browserless, Bright Data), scraping (Firecrawl, Apify) and
 * code sandboxes (E2B, Daytona) — keys in env, code, connect URLs, CLIs and tool definitions.
 */
import { vendorCases } from "./_heldout_thirtyfour_contexts.ts";
import {
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  keyBlock,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  S,
  SERVICE_VENDORS,
  tok,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirtyfour_make.ts";

const TOOLS = [
  "Tavily",
  "Serper",
  "Brave Search",
  "SerpAPI",
  "Browserbase",
  "Firecrawl",
  "Apify",
  "E2B",
  "Daytona",
];

export function buildTools(): HeldOutSecret[] {
  const vendors = SERVICE_VENDORS.filter((v) => TOOLS.includes(v.name));
  return [...vendorCases(vendors, 2, 1), ...toolCases()];
}

const query = () =>
  pick(["mcp+spec+2025", "langgraph+checkpointer", "pgvector+hnsw", "rerank+models"]);

function toolCases(): HeldOutSecret[] {
  return [
    S(
      "command",
      "Exa search with x-api-key",
      (_k, add) =>
        `curl -X POST https://api.exa.ai/search -H "x-api-key: ${
          add(uuid())
        }" -H "Content-Type: application/json" -d '{"query":"${query()}","numResults":${
          num(3, 10)
        }}'`,
    ),
    S(
      "url",
      "Browserless websocket endpoint with a token",
      (k) =>
        `const browser = await puppeteer.connect({ browserWSEndpoint: "wss://production-sfo.browserless.io?token=${
          k(48)
        }&stealth=true" });`,
    ),
    S(
      "url",
      "Browserbase connect URL",
      (k, add) =>
        `browser = await p.chromium.connect_over_cdp("wss://connect.browserbase.com?apiKey=${
          tok("Browserbase", k, add)
        }&sessionId=${uuid()}")`,
    ),
    S(
      "url",
      "SerpAPI request URL in a tool log",
      (k) =>
        `[tool:web_search] GET https://serpapi.com/search.json?engine=google&q=${query()}&num=${
          num(5, 20)
        }&api_key=${k(64, HEX)} -> 200 in ${num(300, 2400)}ms`,
    ),
    S(
      "command",
      "Daytona CLI login",
      (k, add) =>
        `$ daytona login --api-key ${
          tok("Daytona", k, add)
        }\nLogged in to https://app.daytona.io/api as dev@acme.dev`,
    ),
    S(
      "assignment",
      "E2B sandbox created with an inline key",
      (k, add) =>
        `import { Sandbox } from "@e2b/code-interpreter";\nconst sbx = await Sandbox.create({ apiKey: "${
          tok("E2B", k, add)
        }", timeoutMs: ${num(60, 600)}_000 });\nconst exec = await sbx.runCode("print(1+1)");`,
    ),
    S(
      "command",
      "Jina reader with a bearer key",
      (k) =>
        `curl "https://r.jina.ai/https://modelcontextprotocol.io/specification" -H "Authorization: Bearer jina_${
          k(60)
        }" -H "X-Return-Format: markdown"`,
    ),
    S(
      "url",
      "Bright Data proxy URL for a scraping agent",
      (_k, add) =>
        `PROXY_URL=http://brd-customer-hl_${hex(8)}-zone-agent_unblocker:${
          pass(add)
        }@brd.superproxy.io:33335`,
    ),
    S(
      "assignment",
      "agent tool definitions with a key in the defaults",
      (k, add) =>
        JSON.stringify(
          {
            tools: [{
              type: "function",
              function: {
                name: "web_search",
                description: "Search the web",
                parameters: {
                  type: "object",
                  properties: {
                    query: { type: "string" },
                    api_key: { type: "string", default: tok("Tavily", k, add) },
                  },
                  required: ["query"],
                },
              },
            }],
          },
          null,
          2,
        ),
    ),
    S(
      "assignment",
      "ScrapingBee key in a scraper settings module",
      (k) =>
        `SCRAPINGBEE_API_KEY = "${k(80, UPPER_ALNUM)}"\nSCRAPINGBEE_RENDER_JS = ${
          pick(["True", "False"])
        }\nCONCURRENCY = ${num(2, 16)}`,
    ),
    S(
      "command",
      "Apify actor run with a token query",
      (k, add) =>
        `curl -X POST "https://api.apify.com/v2/acts/apify~website-content-crawler/runs?token=${
          tok("Apify", k, add)
        }&memory=${pick([1024, 4096])}" -d @input.json`,
    ),
    S(
      "assignment",
      "Wolfram and Serper keys in a tool registry",
      (k, add) =>
        `registry:\n  wolfram:\n    app_id: ${
          add(draw(6, UPPER_ALNUM) + "-" + draw(10, UPPER_ALNUM))
        }\n  serper:\n    api_key: ${k(40, HEX)}\n    gl: us`,
    ),
    S(
      "block",
      "Snowflake key for an agent's SQL tool",
      (k) =>
        `sql_tool:\n  account: ${draw(7, UPPER_ALNUM)}-${
          draw(7, UPPER_ALNUM)
        }\n  user: AGENT_RO\n` +
        `  warehouse: AGENTS_XS\n  private_key: |\n${
          keyBlock(k, "\n", "RSA ", "    ")
        }  role: ANALYST`,
    ),
    S(
      "vendor",
      "Firecrawl key pasted in a message",
      (k, add) =>
        `crawl job ${uuid()} failed with 402 — do I need a paid plan? using ${
          tok("Firecrawl", k, add)
        } from the dashboard, project ${draw(8, LOWER_DIGITS)}`,
    ),
  ];
}
