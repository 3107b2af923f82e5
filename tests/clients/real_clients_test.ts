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
import {
  assertSearched,
  codexProvider,
  pinnedVersion,
  PROMPT,
  recordingShim,
  runClient,
  scene,
  SEARCH,
} from "./_clients.ts";

Deno.test(`Claude Code ${pinnedVersion("claude")}: ctx install registers ctx, keeps the entry's env without putting its values on a command line, warns about a stale local scope, and claude -p calls search_context`, async () => {
  await using s = await scene({ CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1" });
  await using model = startFakeModel(SEARCH);
  const claude = (args: string[], extra: Record<string, string> = {}) =>
    runClient("claude", args, { env: { ...s.env, ...extra }, cwd: s.project });
  // The user's own entry (an older ctx) with a key in its env, and a stale local-scope entry.
  const secret = "sk-env-value-" + "0123456789abcdef";
  const old = {
    type: "stdio",
    command: "/opt/old/ctx",
    args: ["mcp"],
    env: { MY_FLAG: "1", VENDORA_API_KEY: secret },
  };
  let r = await claude(["mcp", "add-json", "--scope", "user", "ctx", JSON.stringify(old)]);
  assert.equal(r.code, 0, r.stderr);
  r = await claude(["mcp", "add", "--scope", "local", "ctx", "--", "/opt/old/ctx", "mcp"]);
  assert.equal(r.code, 0, r.stderr);

  // ctx finds the real claude through a shim on PATH that records every command line it runs.
  const shim = await recordingShim(s.home, "claude");
  const install = await s.ctx(["install"], { PATH: `${shim.dir}:${s.env.PATH}` });
  assert.equal(install.code, 0, install.stderr);
  assert.ok(!(await shim.argv()).includes(secret), "no env value on a command line");
  assert.match(install.stdout, /^Claude Code \(~\/\.claude\.json\): updated$/m);
  assert.ok(!install.stdout.includes(secret) && !install.stderr.includes(secret));
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
  assert.match(get.stdout, /Command: .*ctx-test-launcher-[^/]+\/ctx\n {2}Args: mcp\n/, get.stdout);
  assert.match(get.stdout, /MY_FLAG=1/, "the user's env survived the re-install");
  assert.ok(get.stdout.includes(`VENDORA_API_KEY=${secret}`), "and Claude Code reads it");
  const list = await claude(["mcp", "list"]);
  assert.match(
    list.stdout,
    /^ctx: .*ctx-test-launcher-[^/]+\/ctx mcp - ✔ Connected$/m,
    list.stdout,
  );

  const ask = await claude(["-p", PROMPT, "--allowedTools", "mcp__ctx__search_context"], {
    ANTHROPIC_BASE_URL: model.url,
    ANTHROPIC_API_KEY: "sk-ant-fake-0123456789",
    // `claude -p` waits 5 s for its MCP servers, then asks the model without their tools: more
    // than a loaded CI machine may need to start a server (the README's troubleshooting row).
    MCP_CONNECT_TIMEOUT_MS: "60000",
  });
  assertSearched(ask, model, "mcp__ctx__search_context");
  assert.equal(model.toolResults.length, 1);

  // The shim does see what ctx runs: the uninstall goes through it, still without the value.
  const gone = await s.ctx(["install", "--uninstall"], { PATH: `${shim.dir}:${s.env.PATH}` });
  assert.equal(gone.code, 0, gone.stderr);
  const argv = await shim.argv();
  assert.ok(argv.includes("mcp\0remove\0--scope\0user\0ctx\0"), JSON.stringify(argv));
  assert.ok(!argv.includes(secret));
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
  assert.match(listed, /✓ ctx: .*ctx-test-launcher-[^/]+\/ctx mcp \(stdio\) - Connected/, listed);
  assert.match(listed, /other: \/bin\/true/, listed);

  // An explicit model: the default "auto" first asks a router model, which the fake does not play.
  const ask = await gemini(["-p", PROMPT, "--yolo", "-m", "gemini-2.5-flash"], {
    GEMINI_API_KEY: "fake-gemini-key",
    GOOGLE_GEMINI_BASE_URL: model.url,
  });
  assertSearched(ask, model, "mcp_ctx_search_context");
});

Deno.test(`Codex ${pinnedVersion("codex")}: ctx install edits an inline mcp_servers table Codex still parses, keeps the user's fields and env_vars names, forwards ctx's variables without a doctor warning, and codex exec calls search_context`, async () => {
  await using s = await scene({ CODEX_FAKE_KEY: "sk-codex-fake-0123456789" });
  await using model = startFakeModel(SEARCH);
  const config = join(s.home, ".codex", "config.toml");
  const provider = codexProvider(model.url);
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
    { name: string; transport: { command: string; args: string[]; env_vars: string[] } }
  >;
  assert.deepEqual(servers.map((x) => x.name).sort(), ["ctx", "other"]);
  const ctx = servers.find((x) => x.name === "ctx")!;
  // The stable launcher ctx was started through (as `deno task install` writes it), with `mcp`.
  assert.match(ctx.transport.command, /ctx-test-launcher-[^/]+\/ctx$/);
  assert.deepEqual(ctx.transport.args, ["mcp"]);
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
env_vars = ["GEM_HOME", "XDG_RUNTIME_DIR", "VENDORA_API_KEY"]

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
  // The user's names stay, also a ctx variable not set where ctx install ran (a key Codex gets
  // from elsewhere); only the name earlier ctx versions wrote by mistake goes.
  assert.deepEqual(entry.transport.env_vars, [
    "GEM_HOME",
    "VENDORA_API_KEY",
    "CTX_HOME",
    "CTX_KEYCHAIN",
  ]);
  assert.match(entry.transport.command, /ctx-test-launcher-[^/]+\/ctx$/);
  assert.deepEqual(entry.transport.args, ["mcp"]);

  // 3. Codex starts ctx with a filtered environment: the forwarded CTX_HOME finds the insight.
  const ask = await runClient("codex", ["exec", "--skip-git-repo-check", PROMPT], {
    env: s.env,
    cwd: s.project,
  });
  assertSearched(ask, model, "mcp__ctx.search_context");
});
