/**
 * `ctx mcp` bounds its JS heap: between calls, a full collection when the heap grew by a step
 * since the last one (V8 alone lets a busy server's old generation grow far past what is live).
 */
import assert from "node:assert/strict";
import { heapBound } from "../../src/mcp/_heap.ts";
import { fullCollection } from "../../src/heap.ts";

const MB = 1024 * 1024;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

Deno.test("a collection runs once the heap grew by the step, then the step counts from after it", async () => {
  let heap = 20 * MB;
  let runs = 0;
  const bound = heapBound({
    idleMs: 0,
    stepBytes: 16 * MB,
    used: () => heap,
    collector: () =>
      Promise.resolve(() => {
        runs++;
        heap = 22 * MB; // what is live
      }),
  });
  heap = 35 * MB;
  bound.check();
  await tick();
  assert.equal(runs, 0, "below the step: nothing");
  heap = 37 * MB;
  bound.check();
  bound.check(); // checks while one is scheduled run it once
  assert.equal(runs, 0, "never on the caller's own turn");
  await tick();
  assert.equal(runs, 1);
  assert.equal(bound.collections, 1);
  heap = 37 * MB; // 15 MB over the new floor (22)
  bound.check();
  await tick();
  assert.equal(runs, 1);
  heap = 38 * MB;
  bound.check();
  await tick();
  assert.equal(runs, 2);
});

Deno.test("without a collector the bound does nothing and asks for one only once", async () => {
  let asked = 0;
  let heap = 0;
  const bound = heapBound({
    idleMs: 0,
    stepBytes: MB,
    used: () => heap,
    collector: () => {
      asked++;
      return Promise.resolve(undefined);
    },
  });
  for (let i = 1; i <= 3; i++) {
    heap = i * 10 * MB;
    bound.check();
    await tick();
  }
  assert.equal(asked, 1);
  assert.equal(bound.collections, 0);
});

Deno.test("this runtime offers the full collection, and it frees garbage of the old generation", async () => {
  const collect = await fullCollection();
  assert.ok(collect, "node:v8 and node:vm give V8's gc");
  // Garbage that survived into the old generation (kept across many scavenges, then dropped).
  const holder: { rows?: number[][] } = { rows: [] };
  for (let i = 0; i < 2_000; i++) holder.rows!.push(Array.from({ length: 2_000 }, (_, j) => i + j));
  collect();
  const before = Deno.memoryUsage().heapUsed;
  delete holder.rows;
  await tick(); // nothing of the loop's left on the stack
  collect();
  const after = Deno.memoryUsage().heapUsed;
  assert.ok(before - after > 16 * MB, `heap ${before} → ${after} bytes`);
});

Deno.test("a collection waits while a request is in flight, then runs at the next quiet moment", async () => {
  let heap = 20 * MB;
  let inFlight = true;
  let runs = 0;
  const bound = heapBound({
    idleMs: 1,
    stepBytes: 16 * MB,
    used: () => heap,
    busy: () => inFlight,
    collector: () =>
      Promise.resolve(() => {
        runs++;
        heap = 20 * MB;
      }),
  });
  heap = 40 * MB;
  bound.check();
  for (let i = 0; i < 5; i++) await tick();
  assert.equal(runs, 0, "never while a request is in flight");
  inFlight = false;
  for (let i = 0; i < 5 && runs === 0; i++) await tick();
  assert.equal(runs, 1);
});
