import assert from "node:assert/strict";
import { join } from "node:path";
import { openDatabase } from "../../src/store/db.ts";
import { Ledger, ledgerKey } from "../../src/store/ledger.ts";
import { planRecord, readPlanRows } from "../../src/store/_ledger_plan.ts";
import { runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";

const base = {
  key: ledgerKey("claude-code", "s1", "/w/.ctx"),
  source: "claude-code",
  sessionId: "s1",
  projectId: "p",
  storeDir: "/w/.ctx",
  location: "/h/s1.jsonl",
  fingerprint: "10:1",
  contentHash: "sha256:a",
};

Deno.test("Ledger.claim() gives a session to one process at a time and reports settled content as done", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "ledger.sqlite");
  const a = new Ledger(openDatabase(path), "A");
  const b = new Ledger(openDatabase(path), "B");
  const now = 1_000_000;
  assert.equal(a.claim(base, { now, leaseMs: 60_000 }), "claimed");
  assert.equal(b.claim(base, { now, leaseMs: 60_000 }), "busy");
  // A dead process's lease expires.
  assert.equal(b.claim(base, { now: now + 61_000, leaseMs: 60_000 }), "claimed");
  b.finish({ ...base, status: "ok", insights: 2, error: null }, new Date(now));
  assert.equal(a.claim(base, { now: now + 62_000, leaseMs: 60_000 }), "done");
  // Changed content is claimable again.
  assert.equal(
    a.claim({ ...base, contentHash: "sha256:b" }, { now: now + 62_000, leaseMs: 60_000 }),
    "claimed",
  );
});

Deno.test("Ledger.finish() forgets the fingerprint of a failed session so the next run retries it", async () => {
  await using dir = await tempDir();
  const ledger = new Ledger(openDatabase(join(dir.path, "l.sqlite")), "A");
  ledger.finish({ ...base, status: "failed", insights: 0, error: "HTTP 500" }, new Date(0));
  const entry = ledger.get(base.key)!;
  assert.equal(entry.status, "failed");
  assert.equal(entry.fingerprint, "");
  assert.equal(entry.error, "HTTP 500");
  ledger.finish({ ...base, status: "ok", insights: 3, error: null }, new Date(0));
  assert.equal(ledger.get(base.key)!.attempts, 2);
  assert.deepEqual(ledger.counts("p"), {
    ok: 1,
    empty: 0,
    short: 0,
    ignored: 0,
    failed: 0,
    running: 0,
    stopped: 0,
  });
});

Deno.test("Ledger.release() leaves a stopped session to the next run, not as a failure", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "l.sqlite");
  const ledger = new Ledger(openDatabase(path), "A");
  ledger.claim(base, { now: 0, leaseMs: 60_000 });
  ledger.release(base.key);
  const entry = ledger.get(base.key)!;
  assert.deepEqual([entry.status, entry.error, entry.fingerprint], ["stopped", null, ""]);
  assert.equal(ledger.counts("p").failed, 0);
  assert.equal(ledger.counts("p").stopped, 1);
  // Another process may take it at once: no lease is left behind.
  assert.equal(
    new Ledger(openDatabase(path), "B").claim(base, { now: 1, leaseMs: 1000 }),
    "claimed",
  );
});

/** The `sessions` table exactly as ctx created it before `belongs_to` (ledger version 0). */
const VERSION_0 = `
CREATE TABLE sessions (
  key TEXT PRIMARY KEY, source TEXT NOT NULL, session_id TEXT NOT NULL, project_id TEXT NOT NULL,
  store_dir TEXT NOT NULL, location TEXT NOT NULL, fingerprint TEXT NOT NULL DEFAULT '',
  content_hash TEXT NOT NULL DEFAULT '', status TEXT NOT NULL,
  insights INTEGER NOT NULL DEFAULT 0, error TEXT, attempts INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL, lease_owner TEXT, lease_until INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sessions_project ON sessions (project_id);
CREATE INDEX sessions_session ON sessions (source, session_id);
`;

/** A ledger an earlier ctx wrote: a session of an inner repository, one recorded elsewhere. */
function writeVersion0(path: string): { inner: string; elsewhere: string } {
  const db = openDatabase(path);
  db.exec(VERSION_0);
  const insert = db.prepare(
    `INSERT INTO sessions (key, source, session_id, project_id, store_dir, location, fingerprint,
       content_hash, status, insights, error, attempts, updated_at)
     VALUES (?, 'claude-code', ?, 'p', '/w/.ctx', ?, '10:1', 'sha256:a', 'ignored', 0, ?, 1, ?)`,
  );
  const inner = ledgerKey("claude-code", "s1", "/w/.ctx");
  const elsewhere = ledgerKey("claude-code", "s2", "/w/.ctx");
  insert.run(inner, "s1", "/h/s1.jsonl", "belongs to the project /w/lib", "2025-01-01T00:00:00Z");
  insert.run(elsewhere, "s2", "/h/s2.jsonl", "recorded in /tmp/x", "2025-01-01T00:00:00Z");
  db.close();
  return { inner, elsewhere };
}

Deno.test("A ledger an earlier ctx wrote is brought up to date: the inner project's root becomes belongs_to, in place", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "ledger.sqlite");
  const { inner, elsewhere } = writeVersion0(path);
  const db = openDatabase(path);
  const ledger = new Ledger(db, "A");
  const read = (key: string) => {
    const e = ledger.get(key)!;
    return { status: e.status, error: e.error, belongsTo: e.belongsTo, fingerprint: e.fingerprint };
  };
  assert.deepEqual(read(inner), {
    status: "ignored",
    error: null,
    belongsTo: "/w/lib",
    fingerprint: "10:1",
  });
  assert.deepEqual(read(elsewhere), {
    status: "ignored",
    error: "recorded in /tmp/x",
    belongsTo: undefined,
    fingerprint: "10:1",
  });
  // In the table itself, once: the version is kept, and a later opening finds nothing to do.
  const row = db.prepare("SELECT error, belongs_to FROM sessions WHERE session_id = 's1'").get();
  assert.deepEqual({ ...row }, { error: null, belongs_to: "/w/lib" });
  assert.deepEqual({ ...db.prepare("PRAGMA user_version").get() }, { user_version: 1 });
  db.close();
  const again = new Ledger(openDatabase(path), "B");
  assert.equal(again.get(inner)?.belongsTo, "/w/lib");
  // A session settled now keeps its project in the column, and a settled one can leave it.
  again.finish(
    { ...base, status: "ignored", insights: 0, error: null, belongsTo: "/w/x" },
    new Date(0),
  );
  assert.equal(again.get(base.key)?.belongsTo, "/w/x");
  again.finish({ ...base, status: "ok", insights: 1, error: null }, new Date(0));
  assert.equal(again.get(base.key)?.belongsTo, undefined);
});

Deno.test("A dry run reads a ledger an earlier ctx wrote without changing it, with the same meaning", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "ledger.sqlite");
  const { inner } = writeVersion0(path);
  const before = await Deno.readFile(path);
  const db = openDatabase(path, { readOnly: true });
  const ledger = new Ledger(db, "A", { readOnly: true });
  const entry = ledger.get(inner)!;
  assert.deepEqual([entry.status, entry.error, entry.belongsTo], ["ignored", null, "/w/lib"]);
  // A plan reads it the same way, from the columns that table has.
  const rows = readPlanRows(db, "/w/.ctx").get("claude-code")!;
  const said = (id: string) => planRecord(rows.get(id)!);
  assert.deepEqual([rows.get("s1")![2], rows.get("s2")![2]], ["10:1", "10:1"], "fingerprints");
  assert.deepEqual(said("s1"), {
    status: "ignored",
    error: null,
    belongsTo: "/w/lib",
  });
  assert.deepEqual(said("s2"), {
    status: "ignored",
    error: "recorded in /tmp/x",
  });
  assert.deepEqual(readPlanRows(db, "/elsewhere/.ctx"), new Map());
  assert.deepEqual(await Deno.readFile(path), before, "nothing was written");
});

Deno.test("Ledger.reopen() forgets the content a summary was written from: claimable again", async () => {
  await using dir = await tempDir();
  const ledger = new Ledger(openDatabase(join(dir.path, "l.sqlite")), "A");
  ledger.finish({ ...base, status: "ok", insights: 2, error: null }, new Date(0));
  assert.equal(ledger.claim(base, { now: 0, leaseMs: 1000 }), "done");
  ledger.reopen(base.key);
  assert.deepEqual([ledger.get(base.key)!.fingerprint, ledger.get(base.key)!.contentHash], [
    "",
    "",
  ]);
  assert.equal(ledger.claim(base, { now: 0, leaseMs: 1000 }), "claimed");
});

Deno.test("Ledger.renew() keeps a long call's lease alive, so another process still sees it busy", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "ledger.sqlite");
  const a = new Ledger(openDatabase(path), "A");
  const b = new Ledger(openDatabase(path), "B");
  assert.equal(a.claim(base, { now: 0, leaseMs: 1_000 }), "claimed");
  a.renew(base.key, 5_000);
  assert.equal(b.claim(base, { now: 2_000, leaseMs: 1_000 }), "busy");
  assert.equal(b.claim(base, { now: 6_000, leaseMs: 1_000 }), "claimed");
});

Deno.test("Ledger.claim() ignores the lease of a process of this host that no longer runs", {
  ignore: Deno.build.os !== "linux",
}, async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "ledger.sqlite");
  const dead = new Ledger(openDatabase(path), "box:999999999:dead", { host: "box" });
  const alive = new Ledger(openDatabase(path), `box:${Deno.pid}:live`, { host: "box" });
  const other = new Ledger(openDatabase(path), "box:1:x", { host: "box" });
  assert.equal(dead.claim(base, { now: 0, leaseMs: 60_000 }), "claimed");
  // pid 999999999 does not exist: its lease is void at once.
  assert.equal(alive.claim(base, { now: 1_000, leaseMs: 60_000 }), "claimed");
  // This test process is alive: its lease holds.
  assert.equal(other.claim(base, { now: 2_000, leaseMs: 60_000 }), "busy");
});

Deno.test("Ledger.whileLeased() runs the work holding the lease, and not at all when the session is busy or done", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "ledger.sqlite");
  const a = new Ledger(openDatabase(path), "A");
  const b = new Ledger(openDatabase(path), "B");
  const now = () => 1_000_000;
  const seenByB: string[] = [];
  const result = await a.whileLeased(base, now, () => {
    seenByB.push(b.claim(base, { now: now(), leaseMs: 60_000 }));
    return Promise.resolve("answer");
  });
  assert.deepEqual([result, seenByB], ["answer", ["busy"]]);
  // The lease outlives the work until an outcome is recorded: another process still waits.
  let ran = false;
  const busy = await b.whileLeased(base, now, () => Promise.resolve(ran = true));
  assert.deepEqual([busy, ran], ["busy", false]);
  a.finish({ ...base, status: "ok", insights: 1, error: null }, new Date(now()));
  const done = await b.whileLeased(base, now, () => Promise.resolve(ran = true));
  assert.deepEqual([done, ran], ["done", false]);
});

Deno.test("Ledger.whileLeased() stops renewing when the work throws, and passes the error on", async () => {
  await using dir = await tempDir();
  const a = new Ledger(openDatabase(join(dir.path, "ledger.sqlite")), "A");
  await assert.rejects(
    a.whileLeased(base, () => 1_000_000, () => Promise.reject(new Error("model down"))),
    /model down/,
  );
  // No heartbeat timer is left behind: Deno's sanitizer fails this test otherwise.
});

Deno.test("Ledger entries read back carry their whole key (node:sqlite cuts TEXT at a NUL)", async () => {
  await using dir = await tempDir();
  const ledger = new Ledger(openDatabase(join(dir.path, "l.sqlite")), "A");
  ledger.finish({ ...base, status: "ok", insights: 1, error: null }, new Date(0));
  assert.deepEqual(ledger.forProject("p").map((e) => e.key), [base.key]);
  assert.deepEqual(ledger.get(base.key)?.key, base.key);
});

Deno.test("a damaged ledger: the error's hint is what happens — moved away, the next run adopts the summaries in the store and pays for none of them again", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  await writeClaudeSession(home, { sessionId: "s-one", cwd: project });
  await writeClaudeSession(home, { sessionId: "s-two", cwd: project });
  await using vendor = await startFakeVendor("vendor-a");
  const ctxHome = join(dir.path, "ctx");
  const env = { HOME: home, CTX_HOME: ctxHome, CTX_CLI_BACKEND: "no-cli", ...vendor.env() };
  const init = ["init", "claude-code", "--local"];
  assert.equal((await runCtx(init, { env, cwd: project })).code, 0);
  assert.equal(vendor.requests.length, 2);
  const ledger = join(ctxHome, "ledger.sqlite");
  for (const file of [`${ledger}-wal`, `${ledger}-shm`]) await Deno.remove(file).catch(() => {});
  await Deno.writeTextFile(ledger, "this is not a database ".repeat(300));
  const damaged = await runCtx(init, { env, cwd: project });
  assert.equal(damaged.code, 5, damaged.stderr);
  assert.match(damaged.stderr, /^error: Cannot open ".*ledger\.sqlite": file is not a database$/m);
  const hint = damaged.stderr.split("\n").find((l) => l.startsWith("hint: "));
  assert.ok(hint?.includes("move it away and rerun"), damaged.stderr);
  assert.doesNotMatch(hint!, /already distilled sessions are sent again/);
  await Deno.rename(ledger, `${ledger}.damaged`);
  const rerun = await runCtx(init, { env, cwd: project });
  assert.equal(rerun.code, 0, rerun.stderr);
  assert.match(rerun.stdout, /^Unchanged \(already distilled\): 2$/m);
  assert.equal(vendor.requests.length, 2, "no session paid for twice");
});
