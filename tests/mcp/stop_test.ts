/**
 * A clean stop: the client closes stdin while the background backlog is being distilled. The
 * server exits by itself, leaves only complete summaries and no lease behind, and the next
 * server sends only the sessions that were not finished.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { MAIN_TS, tempDir, waitFor } from "../_helpers.ts";
import { FAKE_INSIGHTS_TEXT, startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { readStore } from "../../src/store/files.ts";
import { openDatabase } from "../../src/store/db.ts";
import { RAW_HANDSHAKE, serverEnv, spawnMcp, startServer, toolCall } from "./_client.ts";
import { gate, sentSessionIds } from "./_background.ts";

const SESSIONS = 6;

Deno.test("ctx mcp stops cleanly when stdin closes mid-backlog, and the next server resumes", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx-home");
  const project = join(dir.path, "work", "app");
  const store = join(project, ".ctx");
  await Deno.mkdir(store, { recursive: true });
  for (let i = 0; i < SESSIONS; i++) {
    await writeClaudeSession(home, { sessionId: `s-${i}`, cwd: project, marker: `M-${i}` });
  }
  // Two answers come at once; every later call hangs until the end of the test.
  const hang = gate();
  await using vendor = await startFakeVendor("vendor-a", {
    respond: async (_body, n) => {
      if (n > 2) await hang.opened;
      return { text: FAKE_INSIGHTS_TEXT };
    },
  });
  try {
    const env = { ...serverEnv({ home, ctxHome }), ...vendor.env(), CTX_CONCURRENCY: "2" };
    const child = spawnMcp(MAIN_TS, { cwd: project, env });
    const writer = child.stdin.getWriter();
    const send = (m: object) => writer.write(new TextEncoder().encode(`${JSON.stringify(m)}\n`));
    for (const m of RAW_HANDSHAKE) await send(m);
    await send(toolCall(2, "fetch_project_context"));
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    let stdout = "";
    while (!/"id":2/.test(stdout)) {
      const { value, done } = await reader.read();
      if (done) break;
      stdout += value;
    }
    assert.match(stdout, /"pending":6/);
    // Two sessions finished, two calls hang in flight: now the client goes away.
    await waitFor(async () => (await readStore(store)).summaries.length === 2, "2 summaries");
    await waitFor(() => vendor.requests.length === 4, "4 model calls");
    await writer.close();
    const exited = await Promise.race([
      child.status.then((s) => s.code),
      new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), 20_000)),
    ]);
    if (exited === "hung") child.kill("SIGKILL");
    await reader.cancel().catch(() => {});
    const stderr = await new Response(child.stderr).text();
    assert.equal(exited, 0, `the server did not stop by itself: ${stderr}`);

    const files = [...Deno.readDirSync(store)].map((e) => e.name);
    assert.equal(files.filter((f) => f.endsWith(".tmp")).length, 0, files.join(", "));
    const kept = await readStore(store);
    assert.equal(kept.summaries.length, 2);
    assert.deepEqual(kept.warnings, []);
    const db = openDatabase(join(ctxHome, "ledger.sqlite"), { readOnly: true });
    const running = db.prepare("SELECT COUNT(*) AS n FROM sessions WHERE status = 'running'")
      .get() as { n: number };
    const slots = db.prepare("SELECT COUNT(*) AS n FROM model_slots").get() as { n: number };
    db.close();
    assert.deepEqual([Number(running.n), Number(slots.n)], [0, 0], "leases and slots given back");

    const done = new Set(kept.summaries.map((s) => s.doc.sessionId));
    await using next = await startFakeVendor("vendor-a");
    await using server = await startServer({
      home,
      ctxHome,
      cwd: project,
      env: { ...next.env(), CTX_CONCURRENCY: "2" },
    });
    const answer = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
    const d = (answer.structuredContent as Record<string, Record<string, unknown>>).distill!;
    assert.equal(d.pending, SESSIONS - 2);
    // The two calls stopped with the server were not failures: nothing is said to have failed.
    assert.deepEqual(d.failures, [], JSON.stringify(d));
    const text = (answer.content as Array<{ text: string }>).map((c) => c.text).join("\n");
    assert.doesNotMatch(text, /Failed|interrupted/, text);
    await waitFor(async () => (await readStore(store)).summaries.length === SESSIONS, "all");
    const resent = sentSessionIds(next.requests);
    assert.equal(resent.length, SESSIONS - 2);
    assert.deepEqual(resent.filter((id) => done.has(id)), [], "a finished session was paid twice");
  } finally {
    hang.open();
  }
});
