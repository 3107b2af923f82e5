/**
 * Several editors' `ctx mcp` servers and a CLI `ctx init` at once on the same stores share one
 * worker pool: every session is distilled exactly once, never more model calls at once than
 * CTX_CONCURRENCY all together, no answer waits for another process's work, and nothing reports
 * a locked database.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir, waitFor } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { startServer as startMcp } from "../mcp/_client.ts";
import { sentSessionIds } from "../mcp/_background.ts";
import { readStore } from "../../src/store/files.ts";

Deno.test("two ctx mcp servers and a ctx init distill each session once, within CTX_CONCURRENCY together", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx");
  const project = join(dir.path, "work", "app");
  const store = join(project, ".ctx");
  await Deno.mkdir(store, { recursive: true }); // a local store: all write there
  const sessions = 12;
  for (let i = 0; i < sessions; i++) {
    await writeClaudeSession(home, { sessionId: `s-${i}`, cwd: project, marker: `M-${i}` });
  }
  await using vendor = await startFakeVendor("vendor-a", { latencyMs: 250 });
  const env = { CTX_KEYCHAIN: "off", CTX_CONCURRENCY: "2", ...vendor.env() };
  await using a = await startMcp({ home, ctxHome, cwd: project, env });
  await using b = await startMcp({ home, ctxHome, cwd: project, env });
  const call = async (client: typeof a.client) => {
    const result = await client.callTool({
      name: "fetch_project_context",
      arguments: { project_path: project },
    });
    assert.notEqual(result.isError, true, JSON.stringify(result.content));
    return (result.structuredContent as { distill: { pending: number; found: number } }).distill;
  };
  const cli = runCtx(["init", "claude-code", "--local"], {
    env: { HOME: home, CTX_HOME: ctxHome, ...env },
    cwd: project,
  });
  const [da, db] = await Promise.all([call(a.client), call(b.client)]);
  // Both answered while work was left: neither waited for the backlog or for the other.
  assert.ok(da.pending > 0 && db.pending > 0, JSON.stringify([da, db]));
  const done = await cli;
  assert.equal(done.code, 0, done.stderr);
  await waitFor(
    async () => (await readStore(store)).summaries.length === sessions,
    "every session distilled",
  );
  // Sessions another process held are finished by it: a later call finds nothing to do.
  await waitFor(async () => (await call(a.client)).pending === 0, "nothing pending");

  const ids = sentSessionIds(vendor.requests);
  assert.equal(new Set(ids).size, ids.length, `a session was sent twice: ${ids.sort().join(", ")}`);
  assert.equal(ids.length, sessions);
  assert.ok(vendor.maxInFlight <= 2, `${vendor.maxInFlight} model calls at once (limit 2)`);
  assert.equal(vendor.maxInFlight, 2, "the pool uses its slots");
  for (const text of [a.stderr(), b.stderr(), done.stderr]) {
    assert.doesNotMatch(text, /database is locked|SQLITE_BUSY/i);
  }
});
