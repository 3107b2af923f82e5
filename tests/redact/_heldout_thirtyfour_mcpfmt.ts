/**
 * Corpus thirty-four, how MCP clients write a server's entry: Claude Desktop, Claude Code's
 * `.mcp.json`, Cursor, VS Code, Codex's `config.toml`, Gemini CLI's `settings.json`, Continue's
 * YAML and Zed's `context_servers`. A server (command, args, env, or a remote URL and headers) is
 * written the same way a user's file would hold it.
 */

/** An MCP server's entry as a user configures it. */
export interface McpServer {
  name: string;
  command?: string;
  args?: string[];
  env?: Record<string, string>;
  url?: string;
  headers?: Record<string, string>;
}

/** A client's configuration file holding `servers`. */
export interface McpClient {
  label: string;
  write: (servers: McpServer[]) => string;
}

const json = (v: unknown) => JSON.stringify(v, null, 2);

/** The entry in the form most JSON clients take (`url` for a remote server). */
function entry(s: McpServer, urlKey = "url", typed = false): Record<string, unknown> {
  const e: Record<string, unknown> = {};
  if (typed) e.type = s.url ? "http" : "stdio";
  if (s.url) e[urlKey] = s.url;
  if (s.command) e.command = s.command;
  if (s.args) e.args = s.args;
  if (s.env) e.env = s.env;
  if (s.headers) e.headers = s.headers;
  return e;
}

const toml = (v: string) => JSON.stringify(v);
const table = (r: Record<string, string>) =>
  `{ ${
    Object.entries(r).map(([k, v]) => `${/^\w+$/.test(k) ? k : toml(k)} = ${toml(v)}`).join(", ")
  } }`;

export const MCP_CLIENTS: readonly McpClient[] = [
  {
    label: "claude_desktop_config.json",
    write: (servers) => {
      const mcpServers: Record<string, unknown> = {};
      for (const s of servers) {
        if (!s.url) mcpServers[s.name] = entry(s);
        else {
          const hdr = Object.entries(s.headers ?? {}).flatMap((
            [k, v],
          ) => ["--header", `${k}: ${v}`]);
          mcpServers[s.name] = { command: "npx", args: ["-y", "mcp-remote", s.url, ...hdr] };
        }
      }
      return json({ mcpServers, globalShortcut: "Ctrl+Space" });
    },
  },
  {
    label: "Claude Code .mcp.json",
    write: (servers) =>
      json({ mcpServers: Object.fromEntries(servers.map((s) => [s.name, entry(s, "url", true)])) }),
  },
  {
    label: "Cursor mcp.json",
    write: (servers) =>
      json({ mcpServers: Object.fromEntries(servers.map((s) => [s.name, entry(s)])) }),
  },
  {
    label: "VS Code .vscode/mcp.json",
    write: (servers) =>
      json({
        inputs: [{
          type: "promptString",
          id: "unused-token",
          description: "Token",
          password: true,
        }],
        servers: Object.fromEntries(servers.map((s) => [s.name, entry(s, "url", true)])),
      }),
  },
  {
    label: "Codex config.toml",
    write: (servers) =>
      [
        `model = "gpt-5-codex"`,
        `approval_policy = "on-request"`,
        ``,
        ...servers.flatMap((s) => [
          `[mcp_servers.${s.name}]`,
          ...(s.url ? [`url = ${toml(s.url)}`] : []),
          ...(s.command ? [`command = ${toml(s.command)}`] : []),
          ...(s.args ? [`args = [${s.args.map(toml).join(", ")}]`] : []),
          ...(s.env ? [`env = ${table(s.env)}`] : []),
          ...(s.headers ? [`http_headers = ${table(s.headers)}`] : []),
          ``,
        ]),
      ].join("\n"),
  },
  {
    label: "Gemini CLI settings.json",
    write: (servers) =>
      json({
        theme: "GitHub",
        mcpServers: Object.fromEntries(
          servers.map((s) => [s.name, { ...entry(s, "httpUrl"), timeout: 30000 }]),
        ),
      }),
  },
  {
    label: "Continue config.yaml",
    write: (servers) =>
      [
        `name: agent-workspace`,
        `version: 0.0.1`,
        `mcpServers:`,
        ...servers.flatMap((s) => [
          `  - name: ${s.name}`,
          ...(s.url ? [`    type: streamable-http`, `    url: ${s.url}`] : []),
          ...(s.command ? [`    command: ${s.command}`] : []),
          ...(s.args ? [`    args:`, ...s.args.map((a) => `      - ${JSON.stringify(a)}`)] : []),
          ...(s.env
            ? [`    env:`, ...Object.entries(s.env).map(([k, v]) => `      ${k}: ${v}`)]
            : []),
          ...(s.headers
            ? [
              `    requestOptions:`,
              `      headers:`,
              ...Object.entries(s.headers).map(([k, v]) => `        ${k}: ${JSON.stringify(v)}`),
            ]
            : []),
        ]),
      ].join("\n"),
  },
  {
    label: "Zed settings.json context_servers",
    write: (servers) =>
      json({
        context_servers: Object.fromEntries(servers.map((s) => [
          s.name,
          s.url
            ? { url: s.url, headers: s.headers ?? {} }
            : { command: s.command, args: s.args ?? [], env: s.env ?? {} },
        ])),
      }),
  },
];
