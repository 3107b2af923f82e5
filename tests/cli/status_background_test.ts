import assert from "node:assert/strict";
import { join } from "node:path";
import { recordBackgroundEvent } from "../../src/store/activity.ts";
import { Ledger, ledgerKey } from "../../src/store/ledger.ts";
import { ModelSlots } from "../../src/store/slots.ts";
import { openLedgerDb } from "../../src/store/stores.ts";
import { runCtx, tempDir } from "../_helpers.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";

Deno.test("ctx status shows the project's pending sessions, what runs now and the last background failure", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx-home");
  const project = join(dir.path, "shop");
  const store = join(project, ".ctx");
  await Deno.mkdir(store, { recursive: true });
  for (const id of ["s1", "s2", "s3"]) {
    await writeClaudeSession(home, { sessionId: id, cwd: project });
  }
  const env = {
    HOME: home,
    CTX_HOME: ctxHome,
    CTX_CLI_BACKEND: "ctx-test-no-such-cli",
    CTX_KEYCHAIN: "off",
  };
  const empty = await runCtx(["status", "--json"], { env, cwd: project });
  assert.equal(empty.code, 0, empty.stderr);
  assert.deepEqual(JSON.parse(empty.stdout).background, {
    found: 3,
    pending: 3,
    elsewhere: 0,
    store: "local",
    running: [],
    modelCalls: 0,
    hooks: [{
      client: "Claude Code",
      path: join(home, ".claude", "settings.json"),
      registered: false,
    }],
  });

  // This test process plays a ctx process distilling s1 right now, after a failed hook run.
  const db = openLedgerDb({ ctxHome });
  const owner = `${Deno.hostname()}:${Deno.pid}:test`;
  const ledger = new Ledger(db, owner, { host: Deno.hostname() });
  ledger.claim({
    key: ledgerKey("claude-code", "s1", store),
    source: "claude-code",
    sessionId: "s1",
    projectId: "shop",
    storeDir: store,
    location: "/x/s1.jsonl",
    fingerprint: "f",
    contentHash: "h",
  }, { now: Date.now(), leaseMs: 60_000 });
  const slots = new ModelSlots(db, owner, { host: Deno.hostname() });
  const slot = slots.tryAcquire("vendor-a", 8)!;
  recordBackgroundEvent(db, {
    at: "2026-05-01T10:00:00.000Z",
    origin: "hook",
    projectId: "shop",
    kind: "failure",
    message: 'Cannot distill claude-code session "s0": HTTP 529\u001b[31m overloaded',
  });
  try {
    const run = await runCtx(["status", "--json"], { env, cwd: project });
    assert.equal(run.code, 0, run.stderr);
    const b = JSON.parse(run.stdout).background;
    assert.deepEqual([b.found, b.pending, b.modelCalls], [3, 3, 1]);
    assert.deepEqual(b.running, [
      { source: "claude-code", sessionId: "s1", projectId: "shop", pid: String(Deno.pid) },
    ]);
    assert.equal(b.lastFailure.origin, "hook");

    const text = await runCtx(["status"], { env, cwd: project });
    assert.equal(text.code, 0, text.stderr);
    assert.match(
      text.stdout,
      /Background:\n {2}pending: 3 of 3 sessions of this project not yet in its \.ctx\/ store \(not distilled yet: ctx init <assistant> --local, or the assistant's next fetch_project_context, distills them\)\n/,
    );
    assert.match(
      text.stdout,
      new RegExp(`running: 1 session: claude-code s1 of shop \\(pid ${Deno.pid}\\)`),
    );
    assert.match(text.stdout, /model calls under way: 1/);
    assert.match(
      text.stdout,
      /last failure: 2026-05-01 10:00:00 \(session-end hook, shop\): Cannot distill claude-code session "s0": HTTP 529 overloaded/,
    );
    assert.match(
      text.stdout,
      /session-end hooks: Claude Code \(off\) — ctx install --hooks turns them on/,
    );
  } finally {
    slots.release(slot);
    db.close();
  }
});
