/**
 * The session-end hook end to end, with the real assistant CLIs (pinned in `.ci/clients/`):
 * `ctx install --hooks` in a temp HOME, then a real session in a project against the fake model
 * service. The client runs the hook it found in its own settings (`ctx hook session-end`), the
 * hook hands the ended session to a background ctx, and that ctx distills exactly that session
 * with a fake vendor on 127.0.0.1 that records the request. Each test also shows, where the
 * client reports it, that the hook returned in time (it was not cancelled and did not fail).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { startFakeModel } from "./_fake_model.ts";
import { codexProvider, pinnedVersion, runClient, scene } from "./_clients.ts";
import { codexAppServer } from "./_codex_app_server.ts";
import { startFakeVendor } from "../_fakes.ts";
import { assertDistilledOnce, withOlderSession } from "./_session_end.ts";

/** Long enough to be worth distilling (ctx skips conversations under 100 characters). */
const PROMPT = "Why did the checkout service time out on Friday? We traced it to the payment " +
  "gateway's connection pool being exhausted by retries.";
/** The fake model calls no tool: it answers "OK". */
const ANSWER = { tool: "no-such-tool", args: {}, finalText: "Done." };

Deno.test(`Claude Code ${pinnedVersion("claude")}: after ctx install --hooks, claude -p runs ctx's SessionEnd hook, which returns in time, and exactly that session is distilled in the background`, async () => {
  await using s = await scene({ CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1" });
  await using model = startFakeModel(ANSWER);
  await using vendor = await startFakeVendor("vendor-a");
  await Deno.mkdir(join(s.home, ".claude"));
  await withOlderSession(s);
  const install = await s.ctx(["install", "--hooks", "--backend", "skip"]);
  assert.equal(install.code, 0, install.stderr);
  assert.match(
    install.stdout,
    /^Claude Code session-end hook \(~\/\.claude\/settings\.json\): added$/m,
  );
  const settings = JSON.parse(await Deno.readTextFile(join(s.home, ".claude", "settings.json")));
  const command = settings.hooks.SessionEnd[0].hooks[0].command;

  const sessionId = crypto.randomUUID();
  const debug = join(s.home, "claude-debug.txt");
  const run = await runClient(
    "claude",
    ["-p", PROMPT, "--session-id", sessionId, "--debug", "hooks", "--debug-file", debug],
    {
      env: {
        ...s.env,
        ...vendor.env(),
        ANTHROPIC_BASE_URL: model.url,
        ANTHROPIC_API_KEY: "sk-ant-fake-0123456789",
      },
      cwd: s.project,
    },
  );
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout.trim(), "OK");
  // Claude Code says "SessionEnd hook [...] failed: Hook cancelled" when a hook outlives its
  // timeout, and logs how each hook ended.
  assert.doesNotMatch(run.stderr, /SessionEnd hook/, run.stderr);
  assert.ok(
    (await Deno.readTextFile(debug)).includes(
      `SessionEnd:other [${command}] completed with status 0`,
    ),
    "Claude Code logged the hook as completed with status 0",
  );
  await assertDistilledOnce(s, vendor, sessionId);
});

Deno.test(`Gemini CLI ${pinnedVersion("gemini")}: after ctx install --hooks, gemini -p runs ctx's SessionEnd hook, which succeeds in time, and exactly that session is distilled in the background`, async () => {
  await using s = await scene({ GEMINI_CLI_TRUST_WORKSPACE: "true" });
  await using model = startFakeModel(ANSWER);
  await using vendor = await startFakeVendor("vendor-a");
  await Deno.mkdir(join(s.home, ".gemini"));
  await Deno.writeTextFile(
    join(s.home, ".gemini", "settings.json"),
    `{
  "security": { "auth": { "selectedType": "gemini-api-key" } },
  "general": { "enableAutoUpdate": false, "enableAutoUpdateNotification": false },
  "privacy": { "usageStatisticsEnabled": false }
}
`,
  );
  await withOlderSession(s);
  const install = await s.ctx(["install", "--hooks", "--backend", "skip"]);
  assert.equal(install.code, 0, install.stderr);
  assert.match(
    install.stdout,
    /^Gemini CLI session-end hook \(~\/\.gemini\/settings\.json\): added$/m,
  );

  const sessionId = crypto.randomUUID();
  // An explicit model: the default "auto" first asks a router model, which the fake does not play.
  const run = await runClient(
    "gemini",
    ["-p", PROMPT, "-m", "gemini-2.5-flash", "--session-id", sessionId, "--debug"],
    {
      env: {
        ...s.env,
        ...vendor.env(),
        GEMINI_API_KEY: "fake-gemini-key",
        GOOGLE_GEMINI_BASE_URL: model.url,
      },
      cwd: s.project,
    },
  );
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout.trim(), "OK");
  // Gemini CLI waits for SessionEnd hooks and reports each run: a hook that fails or outlives
  // its timeout shows as "Hook(s) [ctx-session-end] failed for event SessionEnd".
  assert.doesNotMatch(run.stderr, /failed for event SessionEnd/, run.stderr);
  assert.match(run.stderr, /Hook execution for SessionEnd: 1 hooks executed successfully/);
  await assertDistilledOnce(s, vendor, sessionId);
});

Deno.test(`Codex ${pinnedVersion("codex")}: ctx install --hooks writes a hooks.json Codex accepts, the hook runs once the user trusted it (as /hooks does), survives a re-install, and codex exec's session alone is distilled`, async () => {
  await using s = await scene({ CODEX_FAKE_KEY: "sk-codex-fake-0123456789" });
  await using model = startFakeModel(ANSWER);
  await using vendor = await startFakeVendor("vendor-a");
  await Deno.mkdir(join(s.home, ".codex"));
  await Deno.writeTextFile(join(s.home, ".codex", "config.toml"), codexProvider(model.url));
  await withOlderSession(s);
  const install = await s.ctx(["install", "--hooks", "--backend", "skip"]);
  assert.equal(install.code, 0, install.stderr);
  assert.match(install.stdout, /^Codex session-end hook \(~\/\.codex\/hooks\.json\): added$/m);
  assert.match(install.stdout, /open \/hooks in Codex and trust the ctx hook/);

  const env = { ...s.env, ...vendor.env() };
  {
    await using server = await codexAppServer(env, s.project);
    const found = await server.hooksList(s.project);
    assert.deepEqual(found.errors, []);
    assert.deepEqual(found.warnings, []);
    assert.deepEqual(
      found.hooks.map((h) => [h.eventName, h.source, h.sourcePath, h.timeoutSec, h.trustStatus]),
      [["sessionEnd", "user", join(s.home, ".codex", "hooks.json"), 3, "untrusted"]],
    );
    assert.match(found.hooks[0]!.command ?? "", / hook session-end --client codex$/);
    // The user trusts it in /hooks: the TUI writes this through the same app-server call.
    await server.trust(found.hooks);
    const trusted = await server.hooksList(s.project);
    assert.deepEqual(trusted.hooks.map((h) => h.trustStatus), ["trusted"]);
  }
  // Installing again leaves the hook as it was, so Codex's trust still holds.
  const again = await s.ctx(["install", "--hooks", "--backend", "skip"]);
  assert.match(
    again.stdout,
    /^Codex session-end hook \(~\/\.codex\/hooks\.json\): already registered$/m,
  );

  const run = await runClient("codex", ["exec", "--skip-git-repo-check", "--json", PROMPT], {
    env,
    cwd: s.project,
  });
  assert.equal(run.code, 0, run.stderr);
  const started = JSON.parse(run.stdout.split("\n")[0]!);
  assert.equal(started.type, "thread.started");
  // Codex 0.169 reports nothing about SessionEnd hooks in `codex exec` (neither a failure nor a
  // timeout), so the distillation is the evidence that the trusted hook ran.
  await assertDistilledOnce(s, vendor, started.thread_id);
});
