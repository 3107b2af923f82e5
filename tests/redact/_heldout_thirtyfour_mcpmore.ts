/**
 * Corpus thirty-four, MCP beyond the config file: the commands that add a server with its token,
 * OAuth client secrets and token caches of remote MCP servers, the MCP Inspector's session token,
 * a server's debug log printing its environment, a GitHub App key handed to a server, and tokens
 * cut, encoded or escaped on the way.
 */
import {
  b64,
  B64URL,
  claudeResult,
  codexOutput,
  DIGITS,
  draw,
  ghBody,
  type HeldOutSecret,
  HEX,
  hex,
  id,
  jwt,
  keyBlock,
  LOWER_DIGITS,
  num,
  pick,
  S,
  unrecorded,
  uuid,
  vendor,
  when,
} from "./_heldout_thirtyfour_make.ts";

export function buildMcpMore(): HeldOutSecret[] {
  return [
    S(
      "command",
      "claude mcp add with -e",
      (_k, add) =>
        `$ claude mcp add github -s user -e GITHUB_PERSONAL_ACCESS_TOKEN=ghp_${
          add(ghBody())
        } -- npx -y @modelcontextprotocol/server-github\n` +
        `Added stdio MCP server github with command: npx -y @modelcontextprotocol/server-github to user config`,
    ),
    S(
      "command",
      "claude mcp add --transport http with a header",
      (k, add) =>
        `claude mcp add --transport http firecrawl https://mcp.firecrawl.dev/v2/mcp --header "Authorization: Bearer ${
          vendor("Firecrawl").token(k, add)
        }"`,
    ),
    S(
      "command",
      "claude mcp add-json",
      (k, add) =>
        `claude mcp add-json tavily '${
          JSON.stringify({
            type: "stdio",
            command: "npx",
            args: ["-y", "tavily-mcp@latest"],
            env: { TAVILY_API_KEY: vendor("Tavily").token(k, add) },
          })
        }'`,
    ),
    S(
      "command",
      "codex mcp add with --env",
      (k, add) =>
        `codex mcp add exa --env EXA_API_KEY=${
          add(uuid())
        } -- npx -y exa-mcp-server\ncodex mcp add brave --env BRAVE_API_KEY=${
          vendor("Brave Search").token(k, add)
        } -- npx -y @brave/brave-search-mcp-server`,
    ),
    S(
      "command",
      "gemini mcp add with a header",
      (k, add) =>
        `gemini mcp add --transport http -H "X-API-Key: ${
          vendor("Apify").token(k, add)
        }" apify https://mcp.apify.com/`,
    ),
    S("assignment", "OAuth client for a remote MCP server", (k) =>
      JSON.stringify(
        {
          mcpServers: {
            "internal-crm": {
              url: "https://mcp.crm.acme.dev/mcp",
              oauth: {
                clientId: `mcp-${hex(12)}`,
                clientSecret: k(48, B64URL),
                scopes: ["crm.read"],
                redirectUri: "http://localhost:33418/callback",
              },
            },
          },
        },
        null,
        2,
      )),
    S(
      "output",
      "dynamic client registration response",
      (k) =>
        `< HTTP/2 201\n< content-type: application/json\n${
          JSON.stringify({
            client_id: uuid(),
            client_secret: k(64, B64URL),
            client_id_issued_at: num(1.7e9, 1.76e9),
            client_secret_expires_at: 0,
            redirect_uris: ["http://127.0.0.1:6274/oauth/callback"],
            token_endpoint_auth_method: "client_secret_post",
          })
        }`,
    ),
    S("vendor", "Google OAuth client secret for a Drive MCP server", (k) =>
      JSON.stringify(
        {
          installed: {
            client_id: `${draw(12, DIGITS)}-${draw(32, LOWER_DIGITS)}.apps.googleusercontent.com`,
            project_id: `mcp-gdrive-${num(100000, 999999)}`,
            client_secret: `GOCSPX-${k(28, B64URL)}`,
            redirect_uris: ["http://localhost"],
          },
        },
        null,
        2,
      )),
    S("output", "mcp-remote token cache", (k) =>
      claudeResult(
        `$ cat ~/.mcp-auth/mcp-remote-0.1.29/${hex(32)}_tokens.json\n` +
          JSON.stringify({
            access_token: `${hex(8)}:${k(32, B64URL)}`,
            token_type: "bearer",
            expires_in: 3600,
            refresh_token: `${hex(8)}:${k(32, B64URL)}`,
            scope: "read write",
          }),
      )),
    S("output", "MCP Inspector session token", (k) => {
      const t = k(64, HEX);
      return [
        `Starting MCP inspector...`,
        `⚙️ Proxy server listening on localhost:6277`,
        `🔑 Session token: ${t}`,
        `   Use this token to authenticate requests or set DANGEROUSLY_OMIT_AUTH=true to disable auth`,
        `🚀 MCP Inspector is up and running at:`,
        `   http://localhost:6274/?MCP_PROXY_AUTH_TOKEN=${t}`,
      ].join("\n");
    }),
    S(
      "url",
      "MCP Inspector URL with its proxy token",
      (k) =>
        `Open http://localhost:6274/?MCP_PROXY_AUTH_TOKEN=${
          k(64, HEX)
        } in your browser (opened automatically)`,
    ),
    S("output", "server debug log printing its environment", (k, add) =>
      [
        `${when()} [info] [sentry] Initializing server...`,
        `${when()} [info] [sentry] Server started and connected successfully`,
        `${when()} [debug] [sentry] spawn npx -y @sentry/mcp-server env={"PATH":"/usr/local/bin:/usr/bin","SENTRY_ACCESS_TOKEN":"sntryu_${
          k(64, HEX)
        }","SENTRY_HOST":"sentry.io"}`,
        `${when()} [debug] [sentry] Message from client: {"method":"initialize","params":{"protocolVersion":"2025-06-18"},"jsonrpc":"2.0","id":0}`,
        `${when()} [debug] [slack] env={"SLACK_BOT_TOKEN":"xoxb-${num(1, 9)}${draw(10, DIGITS)}-${
          draw(13, DIGITS)
        }-${add(draw(24))}"}`,
      ].join("\n")),
    S("block", "GitHub App private key for an MCP server, JSON-escaped", (k) =>
      JSON.stringify(
        {
          mcpServers: {
            "github-app": {
              command: "node",
              args: ["./dist/server.js"],
              env: {
                GITHUB_APP_ID: String(num(100000, 999999)),
                GITHUB_APP_PRIVATE_KEY: keyBlock(k, "\n"),
                GITHUB_INSTALLATION_ID: String(num(10000000, 99999999)),
              },
            },
          },
        },
        null,
        2,
      )),
    S("wrapped", "remote MCP header cut by a narrow pane", (_k, add) => {
      const t = unrecorded(vendor("Browserbase"));
      return `│ "headers": {                                             │\n│   "Authorization": "Bearer ${
        add(t.slice(0, 20))
      }│\n│${
        add(t.slice(20))
      }"                                   │\n│ }                                                        │`;
    }),
    S(
      "encoded",
      "self-hosted MCP gateway with basic auth",
      (_k, add) =>
        JSON.stringify(
          {
            servers: {
              gateway: {
                type: "http",
                url: "https://mcp-gw.acme.internal/mcp",
                headers: { Authorization: `Basic ${add(b64(`agent:${draw(18)}`))}` },
              },
            },
          },
          null,
          2,
        ),
    ),
    S("encoded", "remote MCP URL with a percent-encoded key", (_k, add) => {
      const key = `${draw(20)}/${draw(12)}+${draw(8)}`;
      return `"url": "https://mcp.internal.acme.dev/sse?key=${
        add(encodeURIComponent(key))
      }&client=cursor"`;
    }),
    S("output", "Codex listing MCP servers with their env", (k, add) =>
      codexOutput(
        "codex mcp list --json",
        JSON.stringify([{
          name: "perplexity",
          transport: {
            type: "stdio",
            command: "npx",
            args: ["-y", "server-perplexity-ask"],
            env: { PERPLEXITY_API_KEY: vendor("Perplexity").token(k, add) },
          },
        }]),
      )),
    S(
      "vendor",
      "MCP server's bearer JWT pasted in chat",
      (k) =>
        `the remote server at https://mcp.${
          pick(["acme", "initech", "globex"])
        }.dev/mcp keeps returning 401, this is what my client sends: ` +
        `Authorization: Bearer ${
          jwt(k, {
            sub: `user_${draw(10, LOWER_DIGITS)}`,
            aud: "mcp",
            scope: "tools:call",
            exp: num(1.77e9, 1.8e9),
          })
        } ` +
        `(request ${id("req_", 24)})`,
    ),
  ];
}
