/**
 * End-to-end: a backend that refuses ctx itself — a wrong or revoked key (HTTP 401), the
 * subscription CLI not logged in — stops the run at the first refusal: one request, one process,
 * the report says it once with what to do, and the sessions are left for the next run (not
 * recorded as failures). `ctx install --setup --backend cli` asks the CLI first.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { pathWith, runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor, writeFakeClaude } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { reportCounts as counts } from "./_report.ts";

const posix = Deno.build.os !== "windows";

async function scene(root: string, sessions: number) {
  const home = join(root, "home");
  const project = join(root, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  for (let i = 0; i < sessions; i++) {
    await writeClaudeSession(home, { sessionId: `s-${i}`, cwd: project, marker: `M-${i}` });
  }
  return {
    home,
    project,
    env: { HOME: home, CTX_HOME: join(root, "ctx-home"), CTX_KEYCHAIN: "off" },
  };
}

Deno.test("ctx init with a refused key stops at the first refusal and says it once, with the key's variable", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path, 5);
  await using vendor = await startFakeVendor("vendor-a", { apiKey: "sk-the-right-key-000000" });
  const env = {
    ...s.env,
    ...vendor.env(),
    VENDORA_API_KEY: "sk-a-revoked-key-000000",
    CTX_CONCURRENCY: "2",
  };
  const run = await runCtx(["init", "claude-code", "--local"], { env, cwd: s.project });
  assert.equal(run.code, 3, run.stderr);
  // The calls already under way (at most CTX_CONCURRENCY) end refused too; no other starts.
  const refusedRequests = vendor.requests.length;
  assert.ok(refusedRequests >= 1 && refusedRequests <= 2, `${refusedRequests} requests`);
  const c = counts(run.stdout);
  assert.equal(c["Sessions found"], 5);
  assert.equal(c["Failed (will retry on the next run)"], 0, run.stdout);
  assert.equal(c["Left for the next run (the backend refused ctx)"], 5, run.stdout);
  assert.equal(
    run.stderr,
    "error: Vendor A API answered HTTP 401: Invalid API key\n" +
      "hint: check VENDORA_API_KEY, or save a working key with ctx install --setup\n",
  );
  assert.equal(`${run.stdout}${run.stderr}`.split("401").length - 1, 1, "said once");
  assert.ok(!`${run.stdout}${run.stderr}`.includes("sk-a-revoked-key"), "the key is never shown");

  // Nothing was recorded as failed; with the key fixed, every session is distilled at once.
  const status = JSON.parse((await runCtx(["status", "--json"], { env, cwd: s.project })).stdout);
  assert.deepEqual([status.project.sessions.failed, status.background.pending], [0, 5]);
  const fixed = await runCtx(["init", "claude-code", "--local"], {
    env: { ...env, VENDORA_API_KEY: "sk-the-right-key-000000" },
    cwd: s.project,
  });
  assert.equal(fixed.code, 0, fixed.stderr);
  assert.equal(counts(fixed.stdout)["Distilled"], 5);
  assert.equal(vendor.requests.length, refusedRequests + 5);
});

Deno.test({
  name:
    "ctx init with a subscription CLI that is not logged in stops at the first refusal and says how to log in",
  ignore: !posix,
  async fn() {
    await using dir = await tempDir();
    const s = await scene(dir.path, 4);
    // What Claude Code prints without a login (on stdout, exit code 1).
    const claude = await writeFakeClaude(dir.path, {
      exitCode: 1,
      answer: "Not logged in · Please run /login\n",
    });
    const env = {
      ...s.env,
      PATH: pathWith(claude.binDir),
      CTX_CONCURRENCY: "2",
    };
    const run = await runCtx(["init", "claude-code"], { env, cwd: s.project });
    assert.equal(run.code, 3, run.stderr);
    const calls = await claude.calls();
    assert.ok(calls >= 1 && calls <= 2, `${calls} processes, not one per session`);
    assert.equal(counts(run.stdout)["Left for the next run (the backend refused ctx)"], 4);
    assert.equal(counts(run.stdout)["Failed (will retry on the next run)"], 0);
    assert.equal(
      run.stderr,
      'error: The Subscription CLI "claude" is not logged in: Not logged in · Please run /login\n' +
        'hint: run "claude" in a terminal and log in (/login), or choose another backend with ' +
        "ctx install --setup\n",
    );
  },
});

/**
 * A `claude` that answers `auth status --json` the way Claude Code 2.1 does (`loggedIn`, exit 1
 * when logged out) and records every call.
 */
async function claudeWithLogin(dir: string, loggedIn: boolean) {
  const bin = join(dir, `claude-${loggedIn ? "in" : "out"}`);
  await Deno.mkdir(bin, { recursive: true });
  const log = join(bin, "calls.log");
  const status = JSON.stringify(
    loggedIn
      ? { loggedIn: true, authMethod: "claude.ai", apiProvider: "firstParty" }
      : { loggedIn: false, authMethod: "none", apiProvider: "firstParty" },
    null,
    2,
  );
  await Deno.writeTextFile(join(bin, "status.json"), `${status}\n`);
  await Deno.writeTextFile(
    join(bin, "claude"),
    [
      "#!/bin/sh",
      `echo "$*" >> '${log}'`,
      'if [ "$1" = auth ] && [ "$2" = status ]; then',
      `  /bin/cat '${join(bin, "status.json")}'`,
      `  exit ${loggedIn ? 0 : 1}`,
      "fi",
      'echo "Not logged in · Please run /login"',
      "exit 1",
      "",
    ].join("\n"),
    { mode: 0o755 },
  );
  return {
    bin,
    calls: async () => (await Deno.readTextFile(log).catch(() => "")).split("\n").filter(Boolean),
  };
}

Deno.test({
  name: "ctx install --setup --backend cli asks the CLI whether it is logged in before saving",
  ignore: !posix,
  async fn() {
    await using dir = await tempDir();
    const s = await scene(dir.path, 0);
    const out = await claudeWithLogin(dir.path, false);
    const env = { ...s.env, PATH: pathWith(out.bin) };
    const refused = await runCtx(["install", "--setup", "--backend", "cli"], { env });
    assert.equal(refused.code, 2, refused.stderr);
    assert.ok(
      refused.stderr.includes(
        'error: Cannot use the subscription CLI: "claude" is not logged in\n' +
          'hint: run "claude" in a terminal and log in (/login), or pass --yes to save the ' +
          "choice anyway\n",
      ),
      refused.stderr,
    );
    assert.deepEqual(await out.calls(), ["auth status --json"], "a local check, no prompt");
    await assert.rejects(Deno.stat(join(s.env.CTX_HOME, "backend.json")), "nothing saved");
    const forced = await runCtx(["install", "--setup", "--backend", "cli", "--yes"], { env });
    assert.equal(forced.code, 0, forced.stderr);
    assert.match(forced.stdout, /Backend saved: Subscription CLI/);

    const inside = await claudeWithLogin(dir.path, true);
    const ok = await runCtx(["install", "--setup", "--backend", "cli"], {
      env: { ...env, PATH: pathWith(inside.bin) },
    });
    assert.equal(ok.code, 0, ok.stderr);
    assert.match(ok.stderr, /"claude" is logged in \(claude\.ai\)/);
  },
});

Deno.test({
  name: "ctx install --setup --backend cli says when the CLI cannot tell whether it is logged in",
  ignore: !posix,
  async fn() {
    await using dir = await tempDir();
    const s = await scene(dir.path, 0);
    // A CLI with no `auth status`: it answers anything with a model-like text.
    const claude = await writeFakeClaude(dir.path);
    const env = { ...s.env, PATH: pathWith(claude.binDir) };
    const run = await runCtx(["install", "--setup", "--backend", "cli"], { env });
    assert.equal(run.code, 0, run.stderr);
    assert.match(
      run.stderr,
      /Could not check that "claude" is logged in: it has no "auth status" command; if it is not, the first distillation stops and says so/,
    );
    assert.match(run.stdout, /Backend saved: Subscription CLI/);
  },
});
