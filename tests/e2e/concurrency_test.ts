/**
 * Several editors' `ctx mcp` servers and a CLI `ctx init` at once on the same stores: every
 * session is distilled exactly once, no call fails, nothing reports a locked database.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { startServer as startMcp } from "../mcp/_client.ts";
import { readStore } from "../../src/store/files.ts";

Deno.test("two ctx mcp servers and a ctx init at once distill each session exactly once", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx");
  const project = join(dir.path, "work", "app");
  await Deno.mkdir(join(project, ".ctx"), { recursive: true }); // a local store: all write there
  const sessions = 8;
  for (let i = 0; i < sessions; i++) {
    await writeClaudeSession(home, { sessionId: `s-${i}`, cwd: project, marker: `M-${i}` });
  }
  await using vendor = await startFakeVendor("vendor-a", { latencyMs: 200 });
  const env = { CTX_KEYCHAIN: "off", CTX_CONCURRENCY: "2", ...vendor.env() };
  await using a = await startMcp({ home, ctxHome, cwd: project, env });
  await using b = await startMcp({ home, ctxHome, cwd: project, env });
  const call = (client: typeof a.client) =>
    client.callTool({ name: "fetch_project_context", arguments: { project_path: project } });
  const [ra, rb, cli] = await Promise.all([
    call(a.client),
    call(b.client),
    runCtx(["init", "claude-code", "--local"], {
      env: { HOME: home, CTX_HOME: ctxHome, ...env },
      cwd: project,
    }),
  ]);
  assert.notEqual(ra.isError, true, JSON.stringify(ra.content));
  assert.notEqual(rb.isError, true, JSON.stringify(rb.content));
  assert.ok(cli.code === 0, cli.stderr);
  const ids = vendor.requests.map((r) => /Session: (\S+)/.exec(JSON.stringify(r.body))![1]);
  assert.equal(new Set(ids).size, ids.length, `a session was sent twice: ${ids.sort().join(", ")}`);
  // Sessions another process was still distilling are picked up by a later call; then all are done.
  await call(a.client);
  assert.equal((await readStore(join(project, ".ctx"))).summaries.length, sessions);
  assert.equal(vendor.requests.length, sessions);
  for (const text of [a.stderr(), b.stderr(), cli.stderr]) {
    assert.doesNotMatch(text, /database is locked|SQLITE_BUSY/i);
  }
});
