import assert from "node:assert/strict";
import { join } from "node:path";
import { createBackend, createLimiter } from "../../src/backends/mod.ts";
import { discoverSessions, type WorkItem } from "../../src/distill/_discover.ts";
import { distillSession, type SessionRun } from "../../src/distill/_session.ts";
import { CallGate } from "../../src/distill/_gate.ts";
import { createClaudeCodeSource } from "../../src/assistants/claude-code/reader.ts";
import { openDatabase } from "../../src/store/db.ts";
import { Ledger, ledgerKey } from "../../src/store/ledger.ts";
import { openProject } from "../../src/store/mod.ts";
import { openDistillMemory } from "../../src/memory/mod.ts";
import { sha256Hex } from "../../src/fsutil.ts";
import type { ReadResult } from "../../src/types.ts";
import { fakeDeps, type FakeVendorScript, startFakeVendor } from "../_fakes.ts";
import { tempDir, writeFile } from "../_helpers.ts";
import { SECRETS, writeClaudeSession } from "../fixtures/claude_sessions.ts";

function disposable(db: ReturnType<typeof openDatabase>) {
  return { db, [Symbol.dispose]: () => db.close() };
}

/** A project with Claude Code sessions, a fake Vendor A, a real ledger and store. */
async function setup(script: FakeVendorScript = {}) {
  const dir = await tempDir();
  const vendor = await startFakeVendor("vendor-a", script);
  const home = join(dir.path, "home");
  const project = join(dir.path, "app");
  await Deno.mkdir(project, { recursive: true });
  const deps = fakeDeps({ env: { HOME: home, CTX_HOME: join(dir.path, "ctx"), ...vendor.env() } });
  const handle = await openProject(deps, project, { from: "--project", local: true });
  const store = await handle.openRun();
  const dryStore = await handle.openRun({ dryRun: true });
  const storeDir = join(project, ".ctx");
  // What the ledger says, read by another connection (as another process would).
  const ledgerDb = openDatabase(join(dir.path, "ctx", "ledger.sqlite"));
  const ledger = new Ledger(ledgerDb, "test:1");
  const backend = createBackend(
    { kind: "vendor-a", apiKey: vendor.apiKey, reason: "test", rule: 2 },
    deps,
  );
  const warnings: string[] = [];
  const run: SessionRun = {
    config: deps.config,
    project: handle,
    store,
    signal: deps.signal,
    now: deps.now,
    git: deps.run,
    readOptions: { projectPath: project, home },
    backend: () => Promise.resolve({ backend, gate: new CallGate(createLimiter(2)) }),
    memory: openDistillMemory(deps, handle),
    warn: (warning) => void warnings.push(warning),
  };
  /** The work items of the sessions written under `cwd`, as discovery finds them. */
  const items = async (cwd = project): Promise<WorkItem[]> =>
    (await discoverSessions([createClaudeCodeSource()], { projectPath: cwd, home })).work;
  const reads: ReadResult[] = [];
  const distill = (item: WorkItem, over: Partial<SessionRun> = {}) =>
    distillSession({ ...run, ...over }, item, (r) => reads.push(r));
  return {
    dir,
    home,
    project,
    storeDir,
    dryStore,
    vendor,
    run,
    ledger,
    items,
    reads,
    distill,
    async [Symbol.asyncDispose]() {
      run.memory.close();
      store.close();
      dryStore.close();
      ledgerDb.close();
      await vendor.close();
      await dir[Symbol.asyncDispose]();
    },
  };
}

Deno.test("distillSession() distills a new session once: one model call, a summary, ledger ok", async () => {
  await using t = await setup();
  await writeClaudeSession(t.home, { sessionId: "a1", cwd: t.project });
  const [item] = await t.items();
  assert.ok(item);
  const outcome = await t.distill(item);
  assert.deepEqual(outcome, {
    kind: "distilled",
    path: join(t.project, ".ctx", "claude-code_a1.md"),
    insights: 2,
  });
  assert.equal(t.vendor.requests.length, 1);
  assert.equal(t.reads.length, 1);
  assert.equal(t.ledger.get(ledgerKey("claude-code", "a1", t.storeDir))?.status, "ok");
  // Planned as unchanged next time: not even read again.
  assert.deepEqual(await t.distill(item), {
    kind: "unchanged",
    why: "already distilled; the file has not changed since",
  });
  assert.deepEqual([t.vendor.requests.length, t.reads.length], [1, 1]);
});

Deno.test("distillSession() in a dry run returns the redacted prompt and sends or records nothing", async () => {
  await using t = await setup();
  await writeClaudeSession(t.home, { sessionId: "d1", cwd: t.project });
  const [item] = await t.items();
  assert.ok(item);
  const outcome = await t.distill(item, { store: t.dryStore });
  assert.equal(outcome.kind, "dry-run");
  if (outcome.kind !== "dry-run") return;
  assert.equal(outcome.item.sessionId, "d1");
  assert.deepEqual([outcome.item.action, outcome.item.reason], ["send", "new or grown"]);
  assert.match(outcome.item.prompt ?? "", /\[REDACTED\]/);
  assert.doesNotMatch(outcome.item.prompt ?? "", new RegExp(SECRETS.aws));
  assert.equal(t.vendor.requests.length, 0);
  assert.equal(t.ledger.get(ledgerKey("claude-code", "d1", t.storeDir)), undefined);
});

Deno.test("distillSession() ignores a session recorded outside the project, with a warning", async () => {
  await using t = await setup();
  const elsewhere = join(t.dir.path, "other");
  await writeClaudeSession(t.home, { sessionId: "o1", cwd: elsewhere });
  const [item] = await t.items(elsewhere);
  assert.ok(item);
  assert.deepEqual(await t.distill(item), {
    kind: "ignored",
    own: false,
    reason: `recorded in ${elsewhere}`,
    warning:
      `Skipped claude-code session "o1": it was recorded in "${elsewhere}", not in this project`,
  });
  assert.equal(t.vendor.requests.length, 0);
  assert.equal(t.ledger.get(ledgerKey("claude-code", "o1", t.storeDir))?.status, "ignored");
});

Deno.test("distillSession() calls a session with almost nothing typed short, without a model call", async () => {
  await using t = await setup();
  const line = JSON.stringify({
    type: "user",
    uuid: "00000000-0000-4000-8000-00000000aaaa",
    sessionId: "h1",
    cwd: t.project,
    timestamp: "2026-11-02T10:00:00.000Z",
    message: { role: "user", content: "hi" },
  });
  const encoded = t.project.replace(/[^a-zA-Z0-9]/g, "-");
  await writeFile(join(t.home, ".claude", "projects", encoded, "h1.jsonl"), line + "\n");
  const [item] = await t.items();
  assert.ok(item);
  assert.deepEqual(await t.distill(item), {
    kind: "short",
    why:
      "2 characters typed by the human, 0 written by the assistant (under 100, or nothing typed)",
  });
  assert.equal(t.vendor.requests.length, 0);
  assert.equal(t.ledger.get(ledgerKey("claude-code", "h1", t.storeDir))?.status, "short");
});

Deno.test("distillSession() says busy while another process holds the lease, and calls no model", async () => {
  await using t = await setup();
  await writeClaudeSession(t.home, { sessionId: "b1", cwd: t.project });
  const [item] = await t.items();
  assert.ok(item);
  // Another process (same ledger file, another owner) is distilling the same content.
  const read = await item.source.read(item.ref, t.run.readOptions);
  const hash = sha256Hex(JSON.stringify(read.session?.turns));
  using otherDb = disposable(openDatabase(join(t.dir.path, "ctx", "ledger.sqlite")));
  const other = new Ledger(otherDb.db, "other:2");
  other.claim({
    key: ledgerKey("claude-code", "b1", t.storeDir),
    source: "claude-code",
    sessionId: "b1",
    projectId: "app",
    storeDir: t.storeDir,
    location: item.ref.location,
    fingerprint: item.ref.fingerprint,
    contentHash: `sha256:${hash}`,
  }, { now: Date.parse("2025-01-15T12:00:00Z"), leaseMs: 60_000 });
  assert.deepEqual(await t.distill(item), { kind: "busy" });
  assert.equal(t.vendor.requests.length, 0);
});

Deno.test("distillSession() records an answer with no insight as empty and writes no file", async () => {
  await using t = await setup({ respond: () => ({ text: "[]" }) });
  await writeClaudeSession(t.home, { sessionId: "e1", cwd: t.project });
  const [item] = await t.items();
  assert.ok(item);
  assert.deepEqual(await t.distill(item), { kind: "empty" });
  assert.equal(t.vendor.requests.length, 1);
  await assert.rejects(Deno.stat(join(t.project, ".ctx")), Deno.errors.NotFound);
});

Deno.test("distillSession() fails a session whose answer stays invalid after one repair call", async () => {
  await using t = await setup({ respond: () => ({ text: "no JSON here" }) });
  await writeClaudeSession(t.home, { sessionId: "f1", cwd: t.project });
  const [item] = await t.items();
  assert.ok(item);
  const outcome = await t.distill(item);
  assert.equal(outcome.kind, "failed");
  if (outcome.kind !== "failed") return;
  assert.match(outcome.error, /^The model's answer was not valid JSON after one repair call: /);
  assert.equal(t.vendor.requests.length, 2);
  const entry = t.ledger.get(ledgerKey("claude-code", "f1", t.storeDir));
  assert.deepEqual([entry?.status, entry?.error], ["failed", outcome.error]);
});

Deno.test("distillSession() makes a deleted summary again: one model call, the file back", async () => {
  await using t = await setup();
  await writeClaudeSession(t.home, { sessionId: "g1", cwd: t.project });
  const [item] = await t.items();
  assert.ok(item);
  const first = await t.distill(item);
  assert.equal(first.kind, "distilled");
  const file = join(t.project, ".ctx", "claude-code_g1.md");
  await Deno.remove(file);
  assert.deepEqual(await t.distill(item), { kind: "distilled", path: file, insights: 2 });
  assert.equal(t.vendor.requests.length, 2);
  assert.ok((await Deno.stat(file)).isFile);
  assert.equal(t.ledger.get(ledgerKey("claude-code", "g1", t.storeDir))?.status, "ok");
});

Deno.test("distillSession() on a refused key leaves the session for the next run and throws backend.auth", async () => {
  // The vendor's own refusal of a revoked key.
  await using t = await setup({
    respond: () => ({
      status: 401,
      json: {
        type: "error",
        error: { type: "authentication_error", message: "invalid x-api-key" },
      },
    }),
  });
  await writeClaudeSession(t.home, { sessionId: "k1", cwd: t.project });
  const [item] = await t.items();
  assert.ok(item);
  const error = await t.distill(item).then(() => undefined, (e) => e);
  assert.equal(error?.code, "backend.auth", String(error));
  const entry = t.ledger.get(ledgerKey("claude-code", "k1", t.storeDir));
  assert.deepEqual([entry?.status, entry?.error], ["stopped", null], "not a failure");
  assert.equal(t.vendor.requests.length, 1);
});

Deno.test("distillSession() stopped during its model call gives the lease back, records no failure", async () => {
  const abort = new AbortController();
  await using t = await setup({
    respond: () => {
      abort.abort();
      return new Promise((resolve) => setTimeout(() => resolve({ text: "[]" }), 200));
    },
  });
  await writeClaudeSession(t.home, { sessionId: "c1", cwd: t.project });
  const [item] = await t.items();
  assert.ok(item);
  assert.deepEqual(await t.distill(item, { signal: abort.signal }), { kind: "interrupted" });
  const entry = t.ledger.get(ledgerKey("claude-code", "c1", t.storeDir));
  assert.deepEqual([entry?.status, entry?.error], ["stopped", null]);
});
