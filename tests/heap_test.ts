/**
 * A pull collects V8's garbage between batches when the heap has grown past a bound
 * (`src/heap.ts`): the collection must really happen, without any runtime flag.
 */
import assert from "node:assert/strict";
import { collectAbove } from "../src/heap.ts";

Deno.test("collectAbove leaves a heap under the bound alone", async () => {
  assert.equal(await collectAbove(Number.MAX_SAFE_INTEGER), false);
});

Deno.test("collectAbove collects the garbage of a heap over the bound, at once", async () => {
  // Garbage that outlives the young generation: objects kept a while, then dropped.
  let kept: Array<{ text: string }> | undefined = [];
  for (let i = 0; i < 300_000; i++) kept.push({ text: `insight ${i} `.repeat(4) });
  const before = Deno.memoryUsage().heapUsed;
  kept = undefined;
  assert.equal(await collectAbove(0), true);
  const after = Deno.memoryUsage().heapUsed;
  assert.ok(
    after < before - 20 * 1024 * 1024,
    `the heap held ${before >> 20} MB with the garbage and ${after >> 20} MB after collecting`,
  );
});
