/**
 * `fetch_project_context` runs the real distillation pipeline: new Claude Code sessions of the
 * project are distilled (against a fake vendor on 127.0.0.1) before the overview is built, with
 * progress notifications, and a second call pays for nothing.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { resultText, startServer } from "./_client.ts";

type Structured = Record<string, unknown>;

Deno.test("fetch_project_context distills new sessions, reports progress, then reuses them", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx-home");
  const project = join(dir.path, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  await writeClaudeSession(home, { sessionId: "sess-a", cwd: project, marker: "MARK-A" });
  await writeClaudeSession(home, { sessionId: "sess-b", cwd: project, marker: "MARK-B" });
  await using vendor = await startFakeVendor("vendor-a");
  await using server = await startServer({ home, ctxHome, cwd: project, env: vendor.env() });

  const progress: number[] = [];
  const first = await server.client.callTool(
    { name: "fetch_project_context", arguments: {} },
    undefined,
    { onprogress: (p: { progress: number }) => void progress.push(p.progress) },
  );
  assert.equal(first.isError, undefined, resultText(first));
  const o = first.structuredContent as Structured;
  const distill = o.distill as Structured;
  assert.equal(distill.status, "ok", JSON.stringify(distill));
  assert.deepEqual([distill.found, distill.distilled, distill.failed], [2, 2, 0]);
  assert.equal(vendor.requests.length, 2);
  assert.deepEqual(o.store, { kind: "user", dir: join(ctxHome, "projects", "shop") });
  const totals = o.totals as Structured;
  assert.deepEqual([totals.sessions, totals.insights], [2, distill.insightsWritten]);
  assert.ok((o.recent as unknown[]).length > 0);
  assert.match(resultText(first), /This run: 2 sessions found, 2 distilled/);
  assert.ok(progress.length >= 2, `progress ${JSON.stringify(progress)}`);
  assert.deepEqual(progress, [...progress].sort((a, b) => a - b), "progress only increases");

  const again = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  const d2 = (again.structuredContent as Structured).distill as Structured;
  assert.deepEqual([d2.status, d2.distilled, d2.unchanged], ["ok", 0, 2]);
  assert.equal(vendor.requests.length, 2, "a second call must not call the model");

  const hits = await server.client.callTool({
    name: "search_context",
    arguments: { query: "logout", project_path: project },
  });
  assert.ok(((hits.structuredContent as Structured).hits as unknown[]).length > 0);
});

Deno.test("fetch_project_context says why sessions failed, not only how many", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  await writeClaudeSession(home, { sessionId: "sess-a", cwd: project, marker: "MARK-A" });
  await writeClaudeSession(home, { sessionId: "sess-b", cwd: project, marker: "MARK-B" });
  await using vendor = await startFakeVendor("vendor-a", { apiKey: "sk-the-right-key-000000" });
  await using server = await startServer({
    home,
    ctxHome: join(dir.path, "ctx-home"),
    cwd: project,
    env: { ...vendor.env(), VENDORA_API_KEY: "sk-a-wrong-key-0000000" }, // refused with 401
  });
  const result = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  const distill = (result.structuredContent as Structured).distill as Structured;
  assert.equal(distill.failed, 2, resultText(result));
  const failures = distill.failures as Array<{ reason: string; sessions: number }>;
  assert.equal(failures.length, 1, JSON.stringify(failures));
  assert.equal(failures[0]!.sessions, 2);
  assert.match(failures[0]!.reason, /401/);
  assert.ok(
    resultText(result).includes(`Failed (2 sessions, retried next call): ${failures[0]!.reason}`),
    resultText(result),
  );
});
