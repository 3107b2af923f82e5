/**
 * Corpus thirty-four, MCP server configs: a server whose token sits in its `env`, its `headers`,
 * its `args` or its URL's query, written by the MCP clients of _mcpfmt.ts beside a harmless
 * neighbour server; and the commands that add such servers (`claude mcp add`, `codex mcp add`,
 * `gemini mcp add`).
 */
import {
  type Add,
  B64URL,
  DIGITS,
  draw,
  ghBody,
  type HeldOutSecret,
  HEX,
  hex,
  LOWER,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  type Piece,
  S,
  type Shape,
  tok,
  uuid,
} from "./_heldout_thirtyfour_make.ts";
import { MCP_CLIENTS, type McpServer } from "./_heldout_thirtyfour_mcpfmt.ts";

/** A server that carries a secret: its label, shape and entry. */
interface SecretServer {
  label: string;
  shape: Shape;
  make: (k: Piece, add: Add) => McpServer;
}

const npx = (pkg: string, ...rest: string[]) => ({ command: "npx", args: ["-y", pkg, ...rest] });

/** Servers with their token in env, headers, args or URL. */
export const SECRET_SERVERS: readonly SecretServer[] = [
  {
    label: "GitHub PAT in env",
    shape: "vendor",
    make: (_k, add) => ({
      name: "github",
      ...npx("@modelcontextprotocol/server-github"),
      env: { GITHUB_PERSONAL_ACCESS_TOKEN: `ghp_${add(ghBody())}` },
    }),
  },
  {
    label: "GitHub fine-grained token in docker args",
    shape: "command",
    make: (k) => ({
      name: "github",
      command: "docker",
      args: [
        "run",
        "-i",
        "--rm",
        "-e",
        `GITHUB_PERSONAL_ACCESS_TOKEN=github_pat_${k(22)}_${k(59)}`,
        "ghcr.io/github/github-mcp-server",
      ],
    }),
  },
  {
    label: "GitHub remote server with a bearer header",
    shape: "vendor",
    make: (_k, add) => ({
      name: "github",
      url: "https://api.githubcopilot.com/mcp/",
      headers: { Authorization: `Bearer ghp_${add(ghBody())}` },
    }),
  },
  {
    label: "Slack bot token and team id in env",
    shape: "vendor",
    make: (k) => ({
      name: "slack",
      ...npx("@modelcontextprotocol/server-slack"),
      env: {
        SLACK_BOT_TOKEN: `xoxb-${num(1, 9)}${draw(10, DIGITS)}-${num(1, 9)}${draw(12, DIGITS)}-${
          k(24)
        }`,
        SLACK_TEAM_ID: `T0${draw(9, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")}`,
      },
    }),
  },
  {
    label: "Brave Search key in env",
    shape: "assignment",
    make: (k, add) => ({
      name: "brave-search",
      ...npx("@modelcontextprotocol/server-brave-search"),
      env: { BRAVE_API_KEY: tok("Brave Search", k, add) },
    }),
  },
  {
    label: "Tavily key in the remote URL's query",
    shape: "url",
    make: (k, add) => ({
      name: "tavily",
      url: `https://mcp.tavily.com/mcp/?tavilyApiKey=${tok("Tavily", k, add)}`,
    }),
  },
  {
    label: "Smithery key and profile in the URL",
    shape: "url",
    make: (_k, add) => ({
      name: "exa-smithery",
      url: `https://server.smithery.ai/exa/mcp?api_key=${add(uuid())}&profile=${
        pick(["quiet", "brisk", "lucky"])
      }-${pick(["otter", "heron", "lynx"])}-${draw(5, LOWER_DIGITS)}`,
    }),
  },
  {
    label: "Context7 key header",
    shape: "assignment",
    make: (_k, add) => ({
      name: "context7",
      url: "https://mcp.context7.com/mcp",
      headers: { CONTEXT7_API_KEY: `ctx7sk-${add(uuid())}` },
    }),
  },
  {
    label: "Firecrawl key as an npx argument",
    shape: "command",
    make: (k, add) => ({
      name: "firecrawl",
      ...npx("firecrawl-mcp", "--api-key", tok("Firecrawl", k, add)),
    }),
  },
  {
    label: "Stripe restricted key as an argument",
    shape: "command",
    make: (k) => ({
      name: "stripe",
      ...npx("@stripe/mcp", "--tools=all", `--api-key=rk_live_${k(99)}`),
    }),
  },
  {
    label: "Supabase access token as an argument",
    shape: "command",
    make: (k) => ({
      name: "supabase",
      ...npx(
        "@supabase/mcp-server-supabase@latest",
        "--read-only",
        `--project-ref=${draw(20, LOWER)}`,
        "--access-token",
        `sbp_${k(40, HEX)}`,
      ),
    }),
  },
  {
    label: "Postgres URL as an argument",
    shape: "url",
    make: (_k, add) => ({
      name: "postgres",
      ...npx(
        "@modelcontextprotocol/server-postgres",
        `postgresql://app_ro:${pass(add)}@db.internal:5432/app`,
      ),
    }),
  },
  {
    label: "Linear key in a bearer header",
    shape: "vendor",
    make: (k) => ({
      name: "linear",
      url: "https://mcp.linear.app/mcp",
      headers: { Authorization: `Bearer lin_api_${k(40)}` },
    }),
  },
  {
    label: "Notion token inside OPENAPI_MCP_HEADERS",
    shape: "assignment",
    make: (_k, add) => ({
      name: "notionApi",
      ...npx("@notionhq/notion-mcp-server"),
      env: {
        OPENAPI_MCP_HEADERS: JSON.stringify({
          Authorization: `Bearer ntn_${add(draw(11, DIGITS) + draw(35))}`,
          "Notion-Version": "2022-06-28",
        }),
      },
    }),
  },
  {
    label: "Sentry user token in env",
    shape: "vendor",
    make: (k) => ({
      name: "sentry",
      ...npx("@sentry/mcp-server"),
      env: { SENTRY_ACCESS_TOKEN: `sntryu_${k(64, HEX)}`, SENTRY_HOST: "sentry.io" },
    }),
  },
  {
    label: "Atlassian API token in env",
    shape: "assignment",
    make: (k) => ({
      name: "atlassian",
      command: "uvx",
      args: ["mcp-atlassian"],
      env: {
        JIRA_URL: "https://acme.atlassian.net",
        JIRA_USERNAME: "dev@acme.dev",
        JIRA_API_TOKEN: `ATATT3xFfGF0${k(180, B64URL)}=${k(8, HEX)}`,
      },
    }),
  },
  {
    label: "GitLab token in env",
    shape: "vendor",
    make: (k) => ({
      name: "gitlab",
      ...npx("@modelcontextprotocol/server-gitlab"),
      env: {
        GITLAB_PERSONAL_ACCESS_TOKEN: `glpat-${k(20, B64URL)}`,
        GITLAB_API_URL: "https://gitlab.com/api/v4",
      },
    }),
  },
  {
    label: "Cloudflare API token in a header",
    shape: "assignment",
    make: (k) => ({
      name: "cloudflare",
      url: "https://bindings.mcp.cloudflare.com/mcp",
      headers: { Authorization: `Bearer ${k(40, B64URL)}` },
    }),
  },
  {
    label: "Exa key in the URL",
    shape: "url",
    make: (_k, add) => ({ name: "exa", url: `https://mcp.exa.ai/mcp?exaApiKey=${add(uuid())}` }),
  },
  {
    label: "Browserbase key and project in env",
    shape: "vendor",
    make: (k, add) => ({
      name: "browserbase",
      ...npx("@browserbasehq/mcp"),
      env: { BROWSERBASE_API_KEY: tok("Browserbase", k, add), BROWSERBASE_PROJECT_ID: uuid() },
    }),
  },
  {
    label: "Apify token in a bearer header",
    shape: "vendor",
    make: (k, add) => ({
      name: "apify",
      url: "https://mcp.apify.com/?actors=apify/rag-web-browser",
      headers: { Authorization: `Bearer ${tok("Apify", k, add)}` },
    }),
  },
  {
    label: "Figma key as an argument",
    shape: "command",
    make: (k) => ({
      name: "figma",
      ...npx("figma-developer-mcp", `--figma-api-key=figd_${k(40, B64URL)}`, "--stdio"),
    }),
  },
  {
    label: "Perplexity key in env",
    shape: "vendor",
    make: (k, add) => ({
      name: "perplexity-ask",
      ...npx("server-perplexity-ask"),
      env: { PERPLEXITY_API_KEY: tok("Perplexity", k, add) },
    }),
  },
  {
    label: "E2B key in env",
    shape: "vendor",
    make: (k, add) => ({
      name: "e2b",
      command: "uvx",
      args: ["e2b-mcp-server"],
      env: { E2B_API_KEY: tok("E2B", k, add) },
    }),
  },
  {
    label: "Neon API key as an argument",
    shape: "command",
    make: (k) => ({
      name: "neon",
      ...npx("@neondatabase/mcp-server-neon", "start", `napi_${k(64, LOWER_DIGITS)}`),
    }),
  },
];

/** Servers with nothing secret, set beside a secret one. */
const NEIGHBOURS: readonly (() => McpServer)[] = [
  () => ({
    name: "filesystem",
    ...npx("@modelcontextprotocol/server-filesystem", `/home/dev/projects/agent-${hex(4)}`),
  }),
  () => ({
    name: "memory",
    ...npx("@modelcontextprotocol/server-memory"),
    env: { MEMORY_FILE_PATH: `/home/dev/.mcp/memory-${hex(6)}.jsonl` },
  }),
  () => ({
    name: "playwright",
    ...npx("@playwright/mcp@latest", "--browser", pick(["chrome", "firefox"])),
  }),
  () => ({
    name: "fetch",
    command: "uvx",
    args: ["mcp-server-fetch", `--user-agent=agent-lab/${num(1, 9)}.${num(0, 9)}`],
  }),
];

export function buildMcp(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  SECRET_SERVERS.forEach((srv, i) => {
    for (let j = 0; j < 2; j++) {
      const client = MCP_CLIENTS[(i + j * 3) % MCP_CLIENTS.length]!;
      out.push(S(srv.shape, `MCP ${srv.label} — ${client.label}`, (k, add) => {
        const s = srv.make(k, add);
        const n = NEIGHBOURS[(i + j) % NEIGHBOURS.length]!();
        return client.write(j === 0 ? [n, s] : [s, n]);
      }));
    }
  });
  return out;
}
