/**
 * `ctx install` against the real MCP clients, installed pinned from npm (`.ci/clients/`):
 * Claude Code, Gemini CLI and Codex each list ctx after install (and connect, where they check),
 * keep what the user added to ctx's entry, and call a ctx tool end to end: the client talks to a
 * fake model service on 127.0.0.1 that answers with a call to `search_context`, the client runs
 * ctx over MCP, and the fake records the result ctx sent back.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { startFakeModel } from "./_fake_model.ts";
import { INSIGHT_TITLE, pinnedVersion, runClient, scene } from "./_clients.ts";

const PROMPT = "What do we know about token refresh?";
const SEARCH = { tool: "search_context", args: { query: "token refresh" }, finalText: "Done." };

Deno.test(`Claude Code ${pinnedVersion("claude")}: ctx install registers ctx, keeps the entry's env, warns about a stale local scope, and claude -p calls search_context`, async () => {
  await using s = await scene({ CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1" });
  await using model = startFakeModel(SEARCH);
  const claude = (args: string[], extra: Record<string, string> = {}) =>
    runClient("claude", args, { env: { ...s.env, ...extra }, cwd: s.project });
  // The user's own entry (an older ctx) with an env they set, and a stale local-scope entry.
  const old = { type: "stdio", command: "/opt/old/ctx", args: ["mcp"], env: { MY_FLAG: "1" } };
  let r = await claude(["mcp", "add-json", "--scope", "user", "ctx", JSON.stringify(old)]);
  assert.equal(r.code, 0, r.stderr);
  r = await claude(["mcp", "add", "--scope", "local", "ctx", "--", "/opt/old/ctx", "mcp"]);
  assert.equal(r.code, 0, r.stderr);

  const install = await s.ctx(["install"]);
  assert.equal(install.code, 0, install.stderr);
  assert.match(install.stdout, /^Claude Code \(~\/\.claude\.json\): updated via the claude CLI$/m);
  assert.match(
    install.stderr,
    new RegExp(
      `warning: Claude Code: a local-scope "ctx" entry for "${s.project}" runs ` +
        `"/opt/old/ctx mcp" and hides the user-scope entry`,
    ),
  );
  const status = await s.ctx(["status"]);
  assert.match(status.stdout, /warning: Claude Code: a local-scope "ctx" entry/);

  r = await claude(["mcp", "remove", "ctx", "-s", "local"]);
  assert.equal(r.code, 0, r.stderr);
  const get = await claude(["mcp", "get", "ctx"]);
  assert.match(get.stdout, /Scope: User config/);
  assert.match(get.stdout, /dist\/ctx\.js mcp/, get.stdout);
  assert.match(get.stdout, /MY_FLAG=1/, "the user's env survived the re-install");
  const list = await claude(["mcp", "list"]);
  assert.match(list.stdout, /^ctx: .*dist\/ctx\.js mcp - ✔ Connected$/m, list.stdout);

  const ask = await claude(["-p", PROMPT, "--allowedTools", "mcp__ctx__search_context"], {
    ANTHROPIC_BASE_URL: model.url,
    ANTHROPIC_API_KEY: "sk-ant-fake-0123456789",
  });
  assert.equal(ask.code, 0, ask.stderr);
  assert.equal(ask.stdout.trim(), "Done.");
  assert.deepEqual(model.toolCalls, ["mcp__ctx__search_context"]);
  assert.equal(model.toolResults.length, 1);
  assert.ok(model.toolResults[0]!.includes(INSIGHT_TITLE), model.toolResults[0]);
});

Deno.test(`Gemini CLI ${pinnedVersion("gemini")}: ctx install registers ctx next to a commented server, gemini mcp list connects, and gemini -p calls search_context`, async () => {
  await using s = await scene({ GEMINI_CLI_TRUST_WORKSPACE: "true" });
  await using model = startFakeModel(SEARCH);
  const settings = join(s.home, ".gemini", "settings.json");
  await Deno.mkdir(join(s.home, ".gemini"));
  await Deno.writeTextFile(
    settings,
    `{
  "security": { "auth": { "selectedType": "gemini-api-key" } },
  "general": { "enableAutoUpdate": false, "enableAutoUpdateNotification": false },
  "privacy": { "usageStatisticsEnabled": false },
  "mcpServers": {
    "other": { "command": "/bin/true" } // mine
  }
}
`,
  );
  const install = await s.ctx(["install"]);
  assert.equal(install.code, 0, install.stderr);
  assert.match(install.stdout, /^Gemini CLI \(~\/\.gemini\/settings\.json\): added$/m);
  assert.match(
    await Deno.readTextFile(settings),
    /"other": \{ "command": "\/bin\/true" \}, \/\/ mine\n/,
  );

  const gemini = (args: string[], extra: Record<string, string> = {}) =>
    runClient("gemini", args, { env: { ...s.env, ...extra }, cwd: s.project });
  const list = await gemini(["mcp", "list"]);
  assert.equal(list.code, 0, list.stderr);
  const listed = list.stdout + list.stderr;
  assert.match(listed, /✓ ctx: .*dist\/ctx\.js mcp \(stdio\) - Connected/, listed);
  assert.match(listed, /other: \/bin\/true/, listed);

  // An explicit model: the default "auto" first asks a router model, which the fake does not play.
  const ask = await gemini(["-p", PROMPT, "--yolo", "-m", "gemini-2.5-flash"], {
    GEMINI_API_KEY: "fake-gemini-key",
    GOOGLE_GEMINI_BASE_URL: model.url,
  });
  assert.equal(ask.code, 0, ask.stderr);
  assert.equal(ask.stdout.trim(), "Done.");
  assert.deepEqual(model.toolCalls, ["mcp_ctx_search_context"]);
  assert.ok(model.toolResults[0]?.includes(INSIGHT_TITLE), model.toolResults[0]);
});

Deno.test(`Codex ${pinnedVersion("codex")}: ctx install edits an inline mcp_servers table Codex still parses, keeps the user's fields, forwards ctx's variables without a doctor warning, and codex exec calls search_context`, async () => {
  await using s = await scene({ CODEX_FAKE_KEY: "sk-codex-fake-0123456789" });
  await using model = startFakeModel(SEARCH);
  const config = join(s.home, ".codex", "config.toml");
  const provider = `model = "gpt-fake"
model_provider = "fake"
approval_policy = "never"

[model_providers.fake]
name = "fake"
base_url = "${model.url}/v1"
wire_api = "responses"
env_key = "CODEX_FAKE_KEY"
request_max_retries = 0
stream_max_retries = 0
`;
  await Deno.mkdir(join(s.home, ".codex"));
  // 1. Servers as an inline table (valid TOML an appended [mcp_servers.ctx] would break).
  await Deno.writeTextFile(
    config,
    `mcp_servers = { other = { command = "/bin/true", args = [] } } # my servers\n${provider}`,
  );
  const codex = (args: string[]) => runClient("codex", args, { env: s.env, cwd: s.project });
  let install = await s.ctx(["install"]);
  assert.equal(install.code, 0, install.stderr);
  assert.match(install.stdout, /^Codex \(~\/\.codex\/config\.toml\): added$/m);
  const list = await codex(["mcp", "list", "--json"]);
  assert.equal(list.code, 0, `codex cannot read the file: ${list.stderr}`);
  const servers = JSON.parse(list.stdout) as Array<
    { name: string; transport: { args: string[]; env_vars: string[] } }
  >;
  assert.deepEqual(servers.map((x) => x.name).sort(), ["ctx", "other"]);
  const ctx = servers.find((x) => x.name === "ctx")!;
  assert.ok(ctx.transport.args.at(-2)!.endsWith("/dist/ctx.js"), ctx.transport.args.join(" "));
  assert.equal(ctx.transport.args.at(-1), "mcp");
  // The ctx variables set here, by name; none Codex would warn about.
  assert.deepEqual(ctx.transport.env_vars, ["CTX_HOME", "CTX_KEYCHAIN"]);
  const doctor = await codex(["doctor", "--json"]);
  const checks = JSON.parse(doctor.stdout).checks;
  assert.equal(checks["mcp.config"].status, "ok", JSON.stringify(checks["mcp.config"]));

  // 2. The table form with fields the user added to ctx's entry: all kept on re-install.
  await Deno.writeTextFile(
    config,
    `${provider}
[mcp_servers.ctx]
command = "/opt/old/ctx"
args = ["mcp"]
startup_timeout_sec = 40 # slow disk
env_vars = ["GEM_HOME", "XDG_RUNTIME_DIR"]

[mcp_servers.ctx.env]
MY_FLAG = "1"
`,
  );
  install = await s.ctx(["install"]);
  assert.match(install.stdout, /^Codex \(~\/\.codex\/config\.toml\): updated$/m);
  const get = await codex(["mcp", "get", "ctx", "--json"]);
  assert.equal(get.code, 0, get.stderr);
  const entry = JSON.parse(get.stdout);
  assert.equal(entry.startup_timeout_sec, 40);
  assert.deepEqual(entry.transport.env, { MY_FLAG: "1" });
  assert.deepEqual(entry.transport.env_vars, ["GEM_HOME", "CTX_HOME", "CTX_KEYCHAIN"]);
  assert.ok(entry.transport.args.at(-2).endsWith("/dist/ctx.js"));

  // 3. Codex starts ctx with a filtered environment: the forwarded CTX_HOME finds the insight.
  const ask = await runClient("codex", ["exec", "--skip-git-repo-check", PROMPT], {
    env: s.env,
    cwd: s.project,
  });
  assert.equal(ask.code, 0, ask.stderr);
  assert.equal(ask.stdout.trim(), "Done.");
  assert.deepEqual(model.toolCalls, ["mcp__ctx.search_context"]);
  assert.ok(model.toolResults[0]?.includes(INSIGHT_TITLE), model.toolResults[0]);
});
