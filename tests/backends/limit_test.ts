import assert from "node:assert/strict";
import { createLimiter } from "../../src/backends/_limit.ts";

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

Deno.test("createLimiter() never runs more than n tasks at once and keeps every result", async () => {
  const limit = createLimiter(3);
  let active = 0;
  let maxActive = 0;
  const gates = Array.from({ length: 10 }, deferred);
  const started: number[] = [];
  const results = gates.map((gate, i) =>
    limit(async () => {
      active++;
      maxActive = Math.max(maxActive, active);
      started.push(i);
      await gate.promise;
      active--;
      return i * 10;
    })
  );
  await new Promise((r) => setTimeout(r, 0));
  assert.deepEqual(started, [0, 1, 2]);

  for (const gate of gates) {
    gate.resolve();
    await new Promise((r) => setTimeout(r, 0));
    assert.ok(active <= 3, `active ${active} > 3`);
  }

  assert.deepEqual(await Promise.all(results), [0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
  assert.equal(maxActive, 3);
  assert.deepEqual(started, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

Deno.test("createLimiter() hands a freed slot to the waiter, not to a caller arriving meanwhile", async () => {
  const limit = createLimiter(2);
  let active = 0;
  let maxActive = 0;
  const track = async (work: () => Promise<void>) => {
    active++;
    maxActive = Math.max(maxActive, active);
    try {
      await work();
    } finally {
      active--;
    }
  };
  const gate = deferred();
  const newcomers: Promise<void>[] = [];
  // Newcomers call in at several microtask depths after the first task ends, so one of them lands
  // between the slot being freed and the waiter resuming.
  const callInLater = (depth: number) => {
    if (depth === 0) newcomers.push(limit(() => track(() => Promise.resolve())));
    else queueMicrotask(() => callInLater(depth - 1));
  };
  const first = limit(() =>
    track(async () => {
      await gate.promise;
      for (let depth = 1; depth <= 8; depth++) callInLater(depth);
    })
  );
  const second = limit(() => track(() => new Promise((r) => setTimeout(r, 5))));
  const waiter = limit(() => track(() => new Promise((r) => setTimeout(r, 5))));

  gate.resolve();
  await Promise.all([first, second, waiter]);
  await Promise.all(newcomers);

  assert.equal(newcomers.length, 8);
  assert.equal(maxActive, 2);
});

Deno.test("createLimiter() frees the slot when a task fails", async () => {
  const limit = createLimiter(1);
  const failed = limit(() => Promise.reject(new Error("boom")));
  const next = limit(() => Promise.resolve("ok"));

  await assert.rejects(failed, /boom/);
  assert.equal(await next, "ok");
});

Deno.test("createLimiter() rejects a limit below 1", () => {
  assert.throws(() => createLimiter(0), RangeError);
});
