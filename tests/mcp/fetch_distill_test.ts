/**
 * `fetch_project_context` answers at once with what is known and distills new sessions in the
 * background (against a fake vendor on 127.0.0.1 whose answers the test holds back), reports
 * through progress and logging notifications, and a later call shows the new insights.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
// @ts-types="@modelcontextprotocol/sdk/types"
import { LoggingMessageNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { runCtx, tempDir, waitFor } from "../_helpers.ts";
import { FAKE_INSIGHTS_TEXT, startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { resultText, startServer } from "./_client.ts";
import { folderId } from "../../src/store/project.ts";
import { gate } from "./_background.ts";

type Structured = Record<string, unknown>;

Deno.test("fetch_project_context answers while sessions are pending, then a later call shows their insights", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx-home");
  const project = join(dir.path, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  for (const id of ["sess-a", "sess-b", "sess-c"]) {
    await writeClaudeSession(home, { sessionId: id, cwd: project, marker: `MARK-${id}` });
  }
  // The model answers only once the test has seen the first overview.
  const release = gate();
  await using vendor = await startFakeVendor("vendor-a", {
    respond: async () => {
      await release.opened;
      return { text: FAKE_INSIGHTS_TEXT };
    },
  });
  await using server = await startServer({ home, ctxHome, cwd: project, env: vendor.env() });
  const logs: string[] = [];
  server.client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
    logs.push(String(n.params.data));
  });

  const progress: Array<{ progress: number; total?: number }> = [];
  const first = await server.client.callTool(
    { name: "fetch_project_context", arguments: {} },
    undefined,
    { onprogress: (p: { progress: number; total?: number }) => void progress.push(p) },
  );
  assert.equal(first.isError, undefined, resultText(first));
  const o = first.structuredContent as Structured;
  const d = o.distill as Structured;
  assert.deepEqual(
    [d.status, d.found, d.pending, d.distilled, d.failed],
    ["distilling", 3, 3, 0, 0],
    JSON.stringify(d),
  );
  assert.deepEqual(o.totals, { sessions: 0, insights: 0, lastUpdate: null });
  assert.match(resultText(first), /3 of 3 sessions are not distilled yet .* in the background/);
  assert.deepEqual(progress.map((p) => [p.progress, p.total]), [[0, 3]]);
  // A search right away finds nothing yet, and says that work is under way.
  const early = await server.client.callTool({
    name: "search_context",
    arguments: { query: "anything", project_path: project },
  });
  assert.match(
    resultText(early),
    /^No insight matches "anything" in project \S+ yet: 3 sessions are being distilled in the background; search again in a minute/,
  );

  release.open();
  await waitFor(() =>
    logs.some((l) => /Background distillation of shop-[0-9a-f]+: 3 distilled/.test(l))
  );
  assert.match(logs[0] ?? "", /Distilling 3 sessions of shop-[0-9a-f]+ in the background/);

  const later = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  const o2 = later.structuredContent as Structured;
  const d2 = o2.distill as Structured;
  assert.deepEqual([d2.status, d2.pending, d2.distilled, d2.failed], ["up_to_date", 0, 3, 0]);
  assert.equal((o2.totals as Structured).sessions, 3);
  assert.ok(
    (o2.recent as Array<Structured>).some((r) => r.title === "Token refresh raced with logout"),
  );
  assert.equal(vendor.requests.length, 3);
  assert.deepEqual(o2.store, { kind: "user", dir: join(ctxHome, "projects", folderId(project)) });

  const again = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  assert.equal(((again.structuredContent as Structured).distill as Structured).pending, 0);
  assert.equal(vendor.requests.length, 3, "a call with nothing new must not call the model");
  const hits = await server.client.callTool({
    name: "search_context",
    arguments: { query: "logout", project_path: project },
  });
  assert.ok(((hits.structuredContent as Structured).hits as unknown[]).length > 0);
});

Deno.test("fetch_project_context reports a failed session and retries it on a later call", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx-home");
  const project = join(dir.path, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  await writeClaudeSession(home, { sessionId: "sess-a", cwd: project });
  let fail = true;
  await using vendor = await startFakeVendor("vendor-a", {
    respond: () =>
      fail
        ? { status: 400, json: { type: "error", error: { type: "invalid_request_error" } } }
        : { text: FAKE_INSIGHTS_TEXT },
  });
  await using server = await startServer({ home, ctxHome, cwd: project, env: vendor.env() });
  const logs: string[] = [];
  server.client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
    logs.push(`${n.params.level}: ${String(n.params.data)}`);
  });
  await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  await waitFor(() => logs.some((l) => /Background distillation of shop-/.test(l)));
  assert.ok(logs.some((l) => /^warning: Cannot distill claude-code session "sess-a"/.test(l)));

  fail = false;
  const second = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  const d = (second.structuredContent as Structured).distill as Structured;
  assert.deepEqual([d.status, d.pending, d.failed], ["distilling", 1, 1], JSON.stringify(d));
  assert.match(String(d.lastFailure), /claude-code session "sess-a": .*400/);
  assert.match(resultText(second), /Last failure \(retried later\): claude-code session "sess-a"/);
  await waitFor(() => logs.filter((l) => /Background distillation of shop-/.test(l)).length === 2);
  const third = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  const d3 = (third.structuredContent as Structured).distill as Structured;
  assert.deepEqual([d3.status, d3.pending, d3.distilled], ["up_to_date", 0, 1]);
});

Deno.test("fetch_project_context says why sessions failed, not only how many", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  await writeClaudeSession(home, { sessionId: "sess-a", cwd: project, marker: "MARK-A" });
  await writeClaudeSession(home, { sessionId: "sess-b", cwd: project, marker: "MARK-B" });
  // Each session's prompt is refused (a request problem, not the key: the run goes on).
  await using vendor = await startFakeVendor("vendor-a", {
    respond: () => ({
      status: 400,
      json: {
        type: "error",
        error: { type: "invalid_request_error", message: "prompt is too long" },
      },
    }),
  });
  await using server = await startServer({
    home,
    ctxHome: join(dir.path, "ctx-home"),
    cwd: project,
    env: vendor.env(),
  });
  const logs: string[] = [];
  server.client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
    logs.push(`${n.params.level}: ${String(n.params.data)}`);
  });
  await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  await waitFor(() => logs.some((l) => /Background distillation of shop-/.test(l)));
  // The next call answers with why they failed (from the ledger), while it retries them.
  const result = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  const distill = (result.structuredContent as Structured).distill as Structured;
  const failures = distill.failures as Array<{ reason: string; sessions: number }>;
  assert.equal(failures.length, 1, JSON.stringify(distill));
  assert.equal(failures[0]!.sessions, 2);
  assert.match(failures[0]!.reason, /400: prompt is too long/);
  assert.ok(
    resultText(result).includes(`Failed (2 sessions, retried later): ${failures[0]!.reason}`),
    resultText(result),
  );
});

Deno.test("fetch_project_context says which sessions it reused from the project's other store, with no model call", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx-home");
  const project = join(dir.path, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  for (const id of ["sess-a", "sess-b"]) {
    await writeClaudeSession(home, { sessionId: id, cwd: project, marker: `MARK-${id}` });
  }
  await using vendor = await startFakeVendor("vendor-a");
  const env = { HOME: home, CTX_HOME: ctxHome, CTX_KEYCHAIN: "off", ...vendor.env() };
  // Distilled into the per-user store; then the project gets its own .ctx/ store.
  const init = await runCtx(["init", "claude-code"], { env, cwd: project });
  assert.equal(init.code, 0, init.stderr);
  assert.equal(vendor.requests.length, 2);
  await Deno.mkdir(join(project, ".ctx"));

  await using server = await startServer({ home, ctxHome, cwd: project, env: vendor.env() });
  const logs: string[] = [];
  server.client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
    logs.push(String(n.params.data));
  });
  const first = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  const pending = (first.structuredContent as Structured).distill as Structured;
  assert.deepEqual([pending.status, pending.pending, pending.inOtherStore], ["distilling", 2, 2]);
  assert.match(
    resultText(first),
    /Memory update: 2 of 2 sessions are not in this store yet and are being copied in the background \(\d right now\)\. .* 2 of them were distilled in the project's other store already and are copied with no model call\./,
  );
  await waitFor(() => logs.some((l) => /Background distillation of shop-/.test(l)));
  assert.ok(
    logs.some((l) =>
      /: 0 distilled and 2 reused from the project's other store with no model call \(4 new insights\), 0 skipped, 0 failed$/
        .test(l)
    ),
    logs.join("\n"),
  );
  const later = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  const d = (later.structuredContent as Structured).distill as Structured;
  assert.deepEqual(
    [d.status, d.found, d.pending, d.distilled, d.reused, d.insightsWritten],
    ["up_to_date", 2, 0, 0, 2, 4],
  );
  assert.ok(
    resultText(later).includes(
      "Memory update: all 2 sessions found are distilled. This server distilled 0 sessions in " +
        "the background so far and reused 2 sessions already distilled in the project's other " +
        "store with no model call (4 new insights, 0 with nothing to keep, 0 failed).",
    ),
    resultText(later),
  );
  assert.equal(vendor.requests.length, 2, "nothing was sent again");
});

Deno.test("fetch_project_context on a refused key: the run stops at the first refusal, and the next call says why and what to do", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  for (const id of ["sess-a", "sess-b", "sess-c"]) {
    await writeClaudeSession(home, { sessionId: id, cwd: project, marker: `MARK-${id}` });
  }
  await using vendor = await startFakeVendor("vendor-a", { apiKey: "sk-the-right-key-000000" });
  await using server = await startServer({
    home,
    ctxHome: join(dir.path, "ctx-home"),
    cwd: project,
    // refused with 401
    env: { ...vendor.env(), VENDORA_API_KEY: "sk-a-revoked-key-000000", CTX_CONCURRENCY: "2" },
  });
  const logs: string[] = [];
  server.client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
    logs.push(`${n.params.level}: ${String(n.params.data)}`);
  });
  await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  await waitFor(() => logs.some((l) => /^error: Background distillation stopped/.test(l)));
  // The calls already under way (at most CTX_CONCURRENCY) end refused too; the third never starts.
  const sent = vendor.requests.length;
  assert.ok(sent >= 1 && sent <= 2, `${sent} requests, not one per session`);
  assert.deepEqual(logs.filter((l) => /401/.test(l)), [
    "error: Background distillation stopped: Vendor A API answered HTTP 401: Invalid API key; " +
    "hint: check VENDORA_API_KEY, or save a working key with ctx install --setup",
  ]);
  const result = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  const d = (result.structuredContent as Structured).distill as Structured;
  assert.deepEqual([d.status, d.pending, d.failed, d.failures], ["failed", 3, 0, []]);
  assert.match(String(d.message), /HTTP 401: Invalid API key/);
  assert.equal(d.hint, "check VENDORA_API_KEY, or save a working key with ctx install --setup");
  assert.match(resultText(result), /hint: check VENDORA_API_KEY/);
});

Deno.test('fetch_project_context in a project with no session yet says none was found, not "all 0 are distilled"', async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "fresh");
  await Deno.mkdir(project, { recursive: true });
  await Deno.mkdir(home, { recursive: true });
  await using server = await startServer({
    home,
    ctxHome: join(dir.path, "ctx-home"),
    cwd: project,
  });
  const result = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
  assert.equal(result.isError, undefined, resultText(result));
  const d = (result.structuredContent as Structured).distill as Structured;
  assert.deepEqual([d.status, d.found], ["up_to_date", 0]);
  const text = resultText(result);
  assert.match(text, /^Memory update: no session of this project found yet\.$/m, text);
  assert.doesNotMatch(text, /all 0 sessions/);
});
