import assert from "node:assert/strict";
import { join } from "node:path";
import { sharedLimiter } from "../../src/distill/_slots.ts";
import { openDatabase } from "../../src/store/db.ts";
import { ModelSlots } from "../../src/store/slots.ts";
import { tempDir } from "../_helpers.ts";

Deno.test("sharedLimiter() keeps two processes' calls together within n, and every call runs", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "ledger.sqlite");
  const signal = new AbortController().signal;
  const limiters = ["A", "B"].map((owner) =>
    sharedLimiter(2, new ModelSlots(openDatabase(path), owner), { pool: "vendor-a", signal })
  );
  let inFlight = 0;
  let maxInFlight = 0;
  const ran: string[] = [];
  const call = (name: string) => async () => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 20));
    inFlight--;
    ran.push(name);
    return name;
  };
  const results = await Promise.all(
    Array.from({ length: 12 }, (_, i) => limiters[i % 2]!(call(`c${i}`))),
  );
  assert.deepEqual(results, Array.from({ length: 12 }, (_, i) => `c${i}`));
  assert.equal(ran.length, 12);
  assert.equal(maxInFlight, 2);
});

Deno.test("sharedLimiter() stops waiting for a slot when its signal aborts, and runs nothing", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "ledger.sqlite");
  const other = new ModelSlots(openDatabase(path), "other");
  const held = other.tryAcquire("vendor-a", 1)!;
  const stop = new AbortController();
  const limit = sharedLimiter(1, new ModelSlots(openDatabase(path), "me"), {
    pool: "vendor-a",
    signal: stop.signal,
  });
  let ran = false;
  const waiting = limit(() => {
    ran = true;
    return Promise.resolve();
  });
  stop.abort(new Error("stopping"));
  await assert.rejects(waiting, /stopping/);
  assert.equal(ran, false);
  other.release(held);
});
