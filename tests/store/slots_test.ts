import assert from "node:assert/strict";
import { join } from "node:path";
import { openDatabase } from "../../src/store/db.ts";
import { ModelSlots, SLOT_LEASE_MS } from "../../src/store/slots.ts";
import { lastBackgroundEvent, recordBackgroundEvent } from "../../src/store/activity.ts";
import { tempDir } from "../_helpers.ts";

Deno.test("ModelSlots grants at most the limit over every process, per pool, and frees released slots", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "ledger.sqlite");
  const a = new ModelSlots(openDatabase(path), "A");
  const b = new ModelSlots(openDatabase(path), "B");
  const first = a.tryAcquire("vendor-a", 2);
  assert.notEqual(first, undefined);
  assert.notEqual(b.tryAcquire("vendor-a", 2), undefined);
  assert.equal(a.tryAcquire("vendor-a", 2), undefined, "both slots are taken");
  assert.equal(b.tryAcquire("vendor-a", 2), undefined);
  assert.notEqual(b.tryAcquire("cli", 1), undefined, "another backend has its own pool");
  assert.deepEqual(a.holders().map((h) => [h.pool, h.owner]), [
    ["vendor-a", "A"],
    ["vendor-a", "B"],
    ["cli", "B"],
  ]);
  a.release(first!);
  assert.notEqual(b.tryAcquire("vendor-a", 2), undefined, "a released slot is free again");
  b.releaseAll();
  assert.deepEqual(a.holders(), []);
});

Deno.test("ModelSlots ignores slots of a dead process on this host and slots nobody renewed", {
  ignore: Deno.build.os !== "linux",
}, async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "ledger.sqlite");
  let now = 1_000_000;
  const clock = { now: () => now, host: "box" };
  const dead = new ModelSlots(openDatabase(path), "box:999999999:dead", clock);
  const elsewhere = new ModelSlots(openDatabase(path), "other-host:1:x", clock);
  const alive = new ModelSlots(openDatabase(path), `box:${Deno.pid}:live`, clock);
  assert.notEqual(dead.tryAcquire("vendor-a", 1), undefined);
  // pid 999999999 does not run: its slot is free at once.
  assert.notEqual(elsewhere.tryAcquire("vendor-a", 1), undefined);
  // A process on another host may be alive: its slot holds until its lease runs out.
  assert.equal(alive.tryAcquire("vendor-a", 1), undefined);
  now += SLOT_LEASE_MS + 1;
  assert.notEqual(alive.tryAcquire("vendor-a", 1), undefined);
  assert.deepEqual(alive.holders().map((h) => h.owner), [`box:${Deno.pid}:live`]);
  alive.releaseAll();
});

Deno.test("ModelSlots.acquire() waits for a slot another process gives back, and stops on abort", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "ledger.sqlite");
  const a = new ModelSlots(openDatabase(path), "A");
  const b = new ModelSlots(openDatabase(path), "B");
  const held = a.tryAcquire("vendor-a", 1)!;
  let got = false;
  const waiting = b.acquire("vendor-a", 1).then((id) => {
    got = true;
    return id;
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(got, false, "no slot while A holds the only one");
  a.release(held);
  const id = await waiting;
  assert.deepEqual(a.holders().map((h) => h.owner), ["B"]);

  const stop = new AbortController();
  const refused = a.acquire("vendor-a", 1, { signal: stop.signal });
  stop.abort(new Error("stopping"));
  await assert.rejects(refused, /stopping/);
  b.release(id);
});

Deno.test("recordBackgroundEvent() keeps the latest events, and lastBackgroundEvent() finds them by kind and project", async () => {
  await using dir = await tempDir();
  const db = openDatabase(join(dir.path, "ledger.sqlite"));
  try {
    assert.equal(lastBackgroundEvent(db, "failure"), undefined, "no table yet");
    for (let i = 0; i < 60; i++) {
      recordBackgroundEvent(db, {
        at: `2026-01-01T00:00:${String(i).padStart(2, "0")}Z`,
        origin: i % 2 ? "hook" : "mcp",
        projectId: i % 3 ? "app" : "lib",
        kind: i % 5 ? "finished" : "failure",
        message: `event ${i}`,
      });
    }
    assert.equal(lastBackgroundEvent(db, "failure")?.message, "event 55");
    assert.equal(lastBackgroundEvent(db, "failure", "lib")?.message, "event 45");
    assert.deepEqual(lastBackgroundEvent(db, "finished"), {
      at: "2026-01-01T00:00:59Z",
      origin: "hook",
      projectId: "app",
      kind: "finished",
      message: "event 59",
    });
    const kept = db.prepare("SELECT COUNT(*) AS n FROM background_events").get() as { n: number };
    assert.equal(Number(kept.n), 50);
  } finally {
    db.close();
  }
});
