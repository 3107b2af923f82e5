/**
 * The session-end hook: `ctx hook session-end` gets the JSON Claude Code sends, returns at once
 * with nothing on stdout, and a detached background process distills exactly that session with
 * the saved backend. Hostile input is refused and the failure shows in `ctx status`.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { folderId } from "../../src/store/project.ts";
import { runCtx, tempDir, waitFor } from "../_helpers.ts";
import { FAKE_KEYS, startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { sentSessionIds } from "../mcp/_background.ts";
import { readStore } from "../../src/store/files.ts";

async function scene(root: string) {
  const home = join(root, "home");
  const ctxHome = join(root, "ctx-home");
  const project = join(root, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  const ended = await writeClaudeSession(home, { sessionId: "s-ended", cwd: project });
  await writeClaudeSession(home, { sessionId: "s-other", cwd: project });
  const env = { HOME: home, CTX_HOME: ctxHome, CTX_KEYCHAIN: "off", CTX_CLI_BACKEND: "no-cli" };
  return { home, ctxHome, project, ended, env };
}

Deno.test("ctx hook session-end returns at once and distills that one session in the background with the saved backend", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  await using vendor = await startFakeVendor("vendor-a");
  const base = { ...s.env, VENDORA_BASE_URL: vendor.url };
  const setup = await runCtx(["install", "--setup", "--backend", "vendor-a", "--key-stdin"], {
    env: base,
    stdin: `${FAKE_KEYS["vendor-a"]}\n`,
  });
  assert.equal(setup.code, 0, setup.stderr);

  // Exactly what Claude Code 2.1 sends (prompt_id is an extra, undocumented field).
  const input = {
    session_id: "s-ended",
    transcript_path: s.ended,
    cwd: s.project,
    prompt_id: "d35415e8-0000-4000-8000-000000000001",
    hook_event_name: "SessionEnd",
    reason: "prompt_input_exit",
  };
  // No key in the environment: the background process uses the one `install --setup` saved.
  const hook = await runCtx(["hook", "session-end", "--client", "claude-code"], {
    env: base,
    cwd: s.project,
    stdin: JSON.stringify(input),
  });
  assert.equal(hook.code, 0, hook.stderr);
  assert.equal(hook.stdout, "", "a hook prints nothing on stdout");
  assert.equal(hook.stderr, "");

  const store = join(s.ctxHome, "projects", folderId(s.project));
  await waitFor(
    async () => (await readStore(store).catch(() => ({ summaries: [] }))).summaries.length === 1,
    "the summary",
  );
  assert.deepEqual(sentSessionIds(vendor.requests), ["s-ended"], "only the session that ended");
  const status = async () => (await runCtx(["status"], { env: base, cwd: s.project })).stdout;
  await waitFor(async () => /last run: .*session-end hook/.test(await status()), "the record");
  assert.match(
    await status(),
    /last run: .* \(session-end hook, shop-[0-9a-f]+\): Claude Code session "s-ended": distilled \(2 insights\)/,
  );

  // The same session again, unchanged: nothing is sent.
  const again = await runCtx(["hook", "session-end"], {
    env: base,
    cwd: s.project,
    stdin: JSON.stringify(input),
  });
  assert.equal(again.code, 0, again.stderr);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.deepEqual(sentSessionIds(vendor.requests), ["s-ended"]);
});

Deno.test("ctx hook session-end refuses hostile input, naming the field, and ctx status shows the failure", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...s.env, ...vendor.env() };
  const run = (input: unknown) =>
    runCtx(["hook", "session-end", "--client", "claude-code"], {
      env,
      cwd: s.project,
      stdin: typeof input === "string" ? input : JSON.stringify(input),
    });
  const climbing = await run({ session_id: "../../etc/passwd", cwd: s.project });
  assert.equal(climbing.code, 2);
  assert.match(
    climbing.stderr,
    /^error: Cannot read the Claude Code hook input: "session_id" is not a session id$/m,
  );
  const relative = await run({ session_id: "abc", cwd: "work/shop" });
  assert.match(relative.stderr, /"cwd" is not an absolute path/);
  const notJson = await run("\u001b[2J not json");
  assert.match(notJson.stderr, /Cannot read the Claude Code hook input: not JSON/);
  assert.ok(!notJson.stderr.includes("\u001b"), "the input is never echoed");
  const home = await run({ session_id: "abc", cwd: s.home, hook_event_name: "SessionEnd" });
  assert.match(home.stderr, /is not a project/);
  const otherEvent = await run({ session_id: "abc", cwd: s.project, hook_event_name: "Stop" });
  assert.match(otherEvent.stderr, /Cannot use a "Stop" hook event/);

  // A transcript path outside Claude Code's store is never read: the session is not found.
  const outside = await run({
    session_id: "s-ended",
    cwd: s.project,
    transcript_path: "/etc/passwd",
  });
  assert.equal(outside.code, 0, outside.stderr);
  const status = async () => (await runCtx(["status"], { env, cwd: s.project })).stdout;
  await waitFor(async () => /Cannot find Claude Code session/.test(await status()), "the failure");
  assert.match(
    await status(),
    /last failure: .* \(session-end hook, shop-[0-9a-f]+\): Cannot distill Claude Code session "s-ended": Cannot find Claude Code session "s-ended" in project "shop-[0-9a-f]+"/,
  );
  assert.deepEqual(sentSessionIds(vendor.requests), []);
});

Deno.test("a session-end hook refused by the backend keeps the refusal with what to do for ctx status", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  await using vendor = await startFakeVendor("vendor-a", { apiKey: "sk-the-right-key-000000" });
  const env = { ...s.env, ...vendor.env(), VENDORA_API_KEY: "sk-a-revoked-key-000000" };
  // The background half, run in the foreground: what the detached process does.
  const run = await runCtx([
    "hook",
    "distill",
    "--client",
    "claude-code",
    "--session-id",
    "s-ended",
    "--cwd",
    s.project,
    "--transcript",
    s.ended,
  ], { env, cwd: s.project });
  assert.equal(run.code, 3, run.stderr);
  assert.equal(vendor.requests.length, 1);
  const status = (await runCtx(["status"], { env, cwd: s.project })).stdout;
  assert.match(
    status,
    /last failure: .* \(session-end hook, shop-[0-9a-f]+\): Cannot distill Claude Code session "s-ended": Vendor A API answered HTTP 401: Invalid API key; hint: check VENDORA_API_KEY, or save a working key with ctx install --setup/,
  );
});
