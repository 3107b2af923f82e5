/**
 * End-to-end: a summary deleted from the store (by hand, `git clean`, a branch switch, `rm -rf
 * .ctx`) is not "unchanged": the next run makes it again — copied from the project's other store
 * when that has it (no model call), else distilled (one call per missing summary) — and
 * `ctx status` and `fetch_project_context` count it as pending until then.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { type RecordedRequest, startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { readStore } from "../../src/store/files.ts";
import { startServer } from "../mcp/_client.ts";

const IDS = ["s-1", "s-2", "s-3"];

async function scene(root: string) {
  const home = join(root, "home");
  const project = join(root, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  for (const id of IDS) await writeClaudeSession(home, { sessionId: id, cwd: project, marker: id });
  const ctxHome = join(root, "ctx-home");
  return {
    home,
    ctxHome,
    project,
    store: join(project, ".ctx"),
    env: { HOME: home, CTX_HOME: ctxHome, CTX_KEYCHAIN: "off" },
  };
}

/** The session ids the fake vendor was asked to distill, in order. */
function sent(requests: RecordedRequest[]): string[] {
  return requests.map((r) => /Session: ([\w-]+)/.exec(JSON.stringify(r.body))?.[1] ?? "?");
}

async function storedIds(store: string): Promise<string[]> {
  return (await readStore(store)).summaries.map((s) => s.doc.sessionId).sort();
}

Deno.test("a deleted summary is pending again: status says so, and the next run distills only it", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...s.env, ...vendor.env() };
  const first = await runCtx(["init", "claude-code", "--local"], { env, cwd: s.project });
  assert.equal(first.code, 0, first.stderr);
  assert.equal(vendor.requests.length, 3);

  await Deno.remove(join(s.store, "claude-code_s-2.md"));
  const status = await runCtx(["status", "--json"], { env, cwd: s.project });
  const r = JSON.parse(status.stdout);
  assert.deepEqual([r.background.found, r.background.pending], [3, 1], "status agrees with disk");
  assert.equal(r.project.sessions.ok, 2);
  assert.equal(r.sessions.ok, 2, "so do the totals over every project");
  assert.equal(r.project.stats.sessions, 2);
  const dry = await runCtx(["init", "claude-code", "--local", "--dry-run"], {
    env,
    cwd: s.project,
  });
  assert.match(
    dry.stdout,
    /=== claude-code session s-2: send, \d+ transcript characters \(its summary file was deleted from the store\) ===/,
  );

  const rerun = await runCtx(["init", "claude-code", "--local"], { env, cwd: s.project });
  assert.equal(rerun.code, 0, rerun.stderr);
  assert.deepEqual(sent(vendor.requests.slice(3)), ["s-2"], "exactly the missing one");
  assert.match(rerun.stdout, /^Distilled: 1$/m);
  assert.match(rerun.stdout, /^Unchanged \(already distilled\): 2$/m);
  assert.deepEqual(await storedIds(s.store), IDS);

  const again = await runCtx(["init", "claude-code", "--local"], { env, cwd: s.project });
  assert.match(again.stdout, /^Unchanged \(already distilled\): 3$/m);
  assert.equal(vendor.requests.length, 4);
});

Deno.test("a deleted .ctx/ is rebuilt by the next run, and fetch_project_context sees it pending", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...s.env, ...vendor.env() };
  assert.equal((await runCtx(["init", "claude-code", "--local"], { env, cwd: s.project })).code, 0);
  await Deno.rename(s.store, join(dir.path, "away"));
  await Deno.mkdir(s.store); // An empty .ctx/ (git clean left the folder): it is still the store.

  // The MCP server's overview counts them pending (and starts distilling them).
  {
    await using server = await startServer({
      home: s.home,
      ctxHome: s.ctxHome,
      cwd: s.project,
      env: vendor.env(),
    });
    const answer = await server.client.callTool({
      name: "fetch_project_context",
      arguments: {},
    });
    const d = (answer.structuredContent as { distill: { found: number; pending: number } })
      .distill;
    assert.deepEqual([d.found, d.pending], [3, 3]);
  }
  // Whatever the server managed before it stopped, one more run completes the store, and the
  // vendor was asked for each missing summary once: three calls in all, no more.
  const rerun = await runCtx(["init", "claude-code", "--local"], { env, cwd: s.project });
  assert.equal(rerun.code, 0, rerun.stderr);
  assert.deepEqual(await storedIds(s.store), IDS);
  assert.deepEqual(sent(vendor.requests.slice(3)).sort(), IDS);
});

Deno.test("a summary deleted from .ctx/ is copied back from the per-user store: zero requests", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...s.env, ...vendor.env() };
  assert.equal((await runCtx(["init", "claude-code", "--local"], { env, cwd: s.project })).code, 0);
  assert.equal((await runCtx(["init", "claude-code"], { env, cwd: s.project })).code, 0);
  assert.equal(vendor.requests.length, 3, "the per-user store reused them");

  await Deno.remove(s.store, { recursive: true });
  const status = await runCtx(["status", "--json"], { env, cwd: s.project });
  const b = JSON.parse(status.stdout).background;
  // Without .ctx/ the project's store is the per-user one, which has them all.
  assert.deepEqual([b.store, b.pending], ["per-user", 0]);
  const rerun = await runCtx(["init", "claude-code", "--local"], { env, cwd: s.project });
  assert.equal(rerun.code, 0, rerun.stderr);
  assert.equal(vendor.requests.length, 3, "no request: copied from the per-user store");
  assert.match(rerun.stdout, /^Reused from the project's other store \(no model call\): 3$/m);
  assert.deepEqual(await storedIds(s.store), IDS);
});
