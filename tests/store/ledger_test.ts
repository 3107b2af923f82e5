import assert from "node:assert/strict";
import { join } from "node:path";
import { openDatabase } from "../../src/store/db.ts";
import { Ledger, ledgerKey } from "../../src/store/ledger.ts";
import { tempDir } from "../_helpers.ts";

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

Deno.test("A ledger of an older ctx: sessions it recorded as failed by an interruption are stopped", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "l.sqlite");
  const old = new Ledger(openDatabase(path), "A");
  old.finish({ ...base, status: "failed", insights: 0, error: "interrupted" }, new Date(0));
  const other = { ...base, key: ledgerKey("claude-code", "s2", "/w/.ctx"), sessionId: "s2" };
  old.finish({ ...other, status: "failed", insights: 0, error: "HTTP 500" }, new Date(0));
  const ledger = new Ledger(openDatabase(path), "B");
  assert.equal(ledger.get(base.key)!.status, "stopped");
  assert.equal(ledger.get(base.key)!.error, null);
  assert.deepEqual([ledger.get(other.key)!.status, ledger.get(other.key)!.error], [
    "failed",
    "HTTP 500",
  ]);
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
  assert.deepEqual(ledger.inStore("/w/.ctx").map((e) => e.key), [base.key]);
});
