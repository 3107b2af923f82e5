import assert from "node:assert/strict";
import { join } from "node:path";
import { recordBackgroundEvent } from "../../src/store/activity.ts";
import { Ledger, ledgerKey } from "../../src/store/ledger.ts";
import { ModelSlots } from "../../src/store/slots.ts";
import { openLedgerDb } from "../../src/store/stores.ts";
import { cliEnv, NO_CLI, runCtx, tempDir } from "../_helpers.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { folderId } from "../../src/store/project.ts";

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
  const env = cliEnv(dir.path, { CTX_CLI_BACKEND: NO_CLI });
  const empty = await runCtx(["status", "--json"], { env, cwd: project });
  assert.equal(empty.code, 0, empty.stderr);
  assert.deepEqual(JSON.parse(empty.stdout).background, {
    found: 3,
    pending: 3,
    elsewhere: 0,
    stored: 0,
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
    projectId: folderId(project),
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
      /last failure: 2026-05-01 10:00:00 \(session-end hook, shop-[0-9a-f]{8}\): Cannot distill claude-code session "s0": HTTP 529 overloaded/,
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

Deno.test("ctx status shows this project's last background run and failure, never another project's, and counts the others' failures in one line", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx-home");
  const shop = join(dir.path, "shop");
  const lib = join(dir.path, "lib");
  for (const project of [shop, lib]) await Deno.mkdir(project, { recursive: true });
  const env = { HOME: home, CTX_HOME: ctxHome, CTX_CLI_BACKEND: NO_CLI };
  const db = openLedgerDb({ ctxHome });
  const event = (at: string, projectId: string, kind: "finished" | "failure", message: string) =>
    recordBackgroundEvent(db, {
      at: `2026-05-0${at}:00:00.000Z`,
      origin: "hook",
      projectId,
      kind,
      message,
    });
  try {
    event("1T10", folderId(shop), "finished", 'Claude Code session "s1": distilled (2 insights)');
    event("1T11", folderId(shop), "failure", 'Cannot distill Claude Code session "s2": HTTP 529');
    event("2T10", folderId(lib), "finished", 'Claude Code session "l1": distilled (1 insight)');
    event("2T11", folderId(lib), "failure", 'Cannot distill Claude Code session "l2": HTTP 401');
  } finally {
    db.close();
  }
  const status = async (cwd: string) => {
    const run = await runCtx(["status"], { env, cwd });
    assert.equal(run.code, 0, run.stderr);
    return run.stdout;
  };

  const inShop = await status(shop);
  assert.match(
    inShop,
    /last run: 2026-05-01 10:00:00 \(session-end hook, shop-[0-9a-f]{8}\): Claude Code session "s1"/,
  );
  assert.match(
    inShop,
    /last failure: 2026-05-01 11:00:00 \(session-end hook, shop-[0-9a-f]{8}\): Cannot distill Claude Code session "s2": HTTP 529/,
  );
  assert.match(
    inShop,
    new RegExp(
      `other projects: 1 failure, the latest 2026-05-02 11:00:00 in ${
        folderId(lib)
      } \\(ctx status there shows it\\)`,
    ),
  );
  assert.doesNotMatch(inShop, /HTTP 401|"l1"/);

  const inLib = await status(lib);
  assert.match(
    inLib,
    /last failure: 2026-05-02 11:00:00 \(session-end hook, lib-[0-9a-f]{8}\): .*HTTP 401/,
  );
  assert.match(inLib, /other projects: 1 failure, the latest 2026-05-01 11:00:00 in shop-/);

  // A failure before any project was known (a refused hook input) is said in full: no other
  // status shows it. A project with no failure of its own says "none".
  const again = openLedgerDb({ ctxHome });
  try {
    recordBackgroundEvent(again, {
      at: "2026-05-03T09:00:00.000Z",
      origin: "hook",
      projectId: "",
      kind: "failure",
      message: "Session-end hook of claude-code: Cannot read the Claude Code hook input: not JSON",
    });
  } finally {
    again.close();
  }
  const fresh = join(dir.path, "fresh");
  await Deno.mkdir(fresh);
  const inFresh = await status(fresh);
  assert.match(inFresh, /last failure: none/);
  assert.doesNotMatch(inFresh, /last run:/);
  assert.match(
    inFresh,
    /other projects: 3 failures, the latest 2026-05-03 09:00:00 outside any project \(session-end hook\): Session-end hook of claude-code: Cannot read the Claude Code hook input: not JSON/,
  );
});

Deno.test("ctx status counts a session in progress only while its process lives: one killed mid-run (kill -9) waits for the next run", async () => {
  await using dir = await tempDir();
  const ctxHome = join(dir.path, "ctx-home");
  const project = join(dir.path, "shop");
  const store = join(project, ".ctx");
  await Deno.mkdir(store, { recursive: true });
  const env = cliEnv(dir.path, { CTX_CLI_BACKEND: NO_CLI });
  // A process of this host that has ended: its pid no longer runs.
  const ended = new Deno.Command("true").spawn();
  await ended.status;
  const claim = (owner: string, sessionId: string) => {
    const db = openLedgerDb({ ctxHome });
    try {
      new Ledger(db, owner, { host: Deno.hostname() }).claim({
        key: ledgerKey("claude-code", sessionId, store),
        source: "claude-code",
        sessionId,
        projectId: folderId(project),
        storeDir: store,
        location: `/x/${sessionId}.jsonl`,
        fingerprint: "f",
        contentHash: "h",
      }, { now: Date.now(), leaseMs: 60_000 });
    } finally {
      db.close();
    }
  };
  const sessions = async () => {
    const run = await runCtx(["status", "--json"], { env, cwd: project });
    assert.equal(run.code, 0, run.stderr);
    const r = JSON.parse(run.stdout);
    return {
      project: r.project.sessions.running,
      all: r.sessions.running,
      now: r.background.running,
    };
  };

  claim(`${Deno.hostname()}:${Deno.pid}:test`, "s1");
  assert.deepEqual(await sessions(), {
    project: 1,
    all: 1,
    now: [{
      source: "claude-code",
      sessionId: "s1",
      projectId: folderId(project),
      pid: String(Deno.pid),
    }],
  });

  claim(`${Deno.hostname()}:${ended.pid}:test`, "s2");
  assert.deepEqual((await sessions()).project, 1, "s2's process was killed: not in progress");
  const text = await runCtx(["status"], { env, cwd: project });
  assert.match(
    text.stdout,
    /sessions: +0 distilled, 0 with nothing to keep, 0 failed, 1 in progress/,
  );
});
