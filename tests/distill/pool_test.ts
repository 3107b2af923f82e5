import assert from "node:assert/strict";
import { poolSize, runPool } from "../../src/distill/_pool.ts";

/** A pool whose items wait until released, recording what ran and how many ran at once. */
function recorder() {
  const started: number[] = [];
  const finished: number[] = [];
  const failed: Array<[number, string]> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  return {
    started,
    finished,
    failed,
    get maxInFlight() {
      return maxInFlight;
    },
    async run(item: number, work: () => Promise<void> = () => Promise.resolve()) {
      started.push(item);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, 1));
        await work();
      } finally {
        inFlight--;
      }
    },
  };
}

Deno.test("runPool() runs every item once, in order, never more than size at once", async () => {
  const r = recorder();
  const items = Array.from({ length: 20 }, (_, i) => i);
  const result = await runPool(items, {
    size: 3,
    signal: new AbortController().signal,
    run: (item) => r.run(item),
    isFatal: () => false,
    onError: (item, error) => r.failed.push([item, String(error)]),
    onDone: (item) => r.finished.push(item),
  });
  assert.deepEqual(result, { interrupted: false });
  assert.deepEqual(r.started, items);
  assert.deepEqual([...r.finished].sort((a, b) => a - b), items);
  assert.equal(r.maxInFlight, 3);
  assert.deepEqual(r.failed, []);
});

Deno.test("runPool() starts nothing after an abort and says it was interrupted", async () => {
  const r = recorder();
  const stop = new AbortController();
  const result = await runPool(Array.from({ length: 10 }, (_, i) => i), {
    size: 2,
    signal: stop.signal,
    run: (item) =>
      r.run(item, () => {
        if (item === 2) stop.abort();
        return Promise.resolve();
      }),
    isFatal: () => false,
    onError: (item, error) => r.failed.push([item, String(error)]),
    onDone: (item) => r.finished.push(item),
  });
  assert.deepEqual(result, { interrupted: true });
  // Items 0-3 had started when item 2 aborted; nothing after them.
  assert.deepEqual(r.started, [0, 1, 2, 3]);
  assert.deepEqual(r.failed, []);
});

Deno.test("runPool() counts an item failing after an abort as interrupted, not failed", async () => {
  const stop = new AbortController();
  const failed: number[] = [];
  const result = await runPool([0, 1, 2], {
    size: 1,
    signal: stop.signal,
    run: (item) => {
      if (item === 1) {
        stop.abort();
        return Promise.reject(new Error("aborted read"));
      }
      return Promise.resolve();
    },
    isFatal: () => false,
    onError: (item) => failed.push(item),
    onDone: () => {},
  });
  assert.deepEqual([result, failed], [{ interrupted: true }, []]);
});

Deno.test("runPool() reports an item's error and goes on with the next", async () => {
  const r = recorder();
  const result = await runPool([0, 1, 2, 3], {
    size: 2,
    signal: new AbortController().signal,
    run: (item) =>
      r.run(item, () => item === 1 ? Promise.reject(new Error("bad file")) : Promise.resolve()),
    isFatal: () => false,
    onError: (item, error) => r.failed.push([item, (error as Error).message]),
    onDone: (item) => r.finished.push(item),
  });
  assert.deepEqual(result, { interrupted: false });
  assert.deepEqual(r.failed, [[1, "bad file"]]);
  assert.deepEqual([...r.finished].sort(), [0, 1, 2, 3]);
});

Deno.test("runPool() stops every worker on a fatal error and rejects with it", async () => {
  const r = recorder();
  const fatal = new Error("No LLM backend available");
  await assert.rejects(
    runPool(Array.from({ length: 10 }, (_, i) => i), {
      size: 2,
      signal: new AbortController().signal,
      run: (item) => r.run(item, () => item === 1 ? Promise.reject(fatal) : Promise.resolve()),
      isFatal: (error) => error === fatal,
      onError: (item, error) => r.failed.push([item, String(error)]),
      onDone: (item) => r.finished.push(item),
    }),
    (error) => error === fatal,
  );
  // Item 2 had started beside item 1; nothing started after the fatal error.
  assert.deepEqual(r.started, [0, 1, 2]);
  assert.deepEqual(r.failed, []);
  assert.deepEqual([...r.finished].sort(), [0, 2]);
});

Deno.test("poolSize() is twice the model concurrency, at most one per item, at least one", () => {
  assert.deepEqual(
    [poolSize(8, 100), poolSize(undefined, 100), poolSize(1, 100), poolSize(8, 3), poolSize(8, 0)],
    [16, 16, 2, 3, 1],
  );
});
