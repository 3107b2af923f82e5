import assert from "node:assert/strict";
import { createLimiter } from "../../src/backends/mod.ts";
import { BackendError, ERROR_CODES } from "../../src/errors.ts";
import { CallGate } from "../../src/distill/_gate.ts";

/** A call that records when it starts and ends, and answers after `ms`. */
function recorder() {
  const events: string[] = [];
  let running = 0;
  let most = 0;
  const call = (name: string, ms: number, fail?: unknown) => async () => {
    running++;
    most = Math.max(most, running);
    events.push(`start ${name}`);
    await new Promise((r) => setTimeout(r, ms));
    running--;
    events.push(`end ${name}`);
    if (fail !== undefined) throw fail;
    return name;
  };
  return { events, call, most: () => most };
}

const refused = () =>
  new BackendError("Vendor A API answered HTTP 401: invalid x-api-key", {
    code: ERROR_CODES.backendAuth,
  });

Deno.test("CallGate: the first call goes alone; the others start when it has answered", async () => {
  const gate = new CallGate(createLimiter(8), 5_000);
  const r = recorder();
  const signal = new AbortController().signal;
  const answers = await Promise.all([
    gate.run(r.call("a", 30), signal),
    gate.run(r.call("b", 10), signal),
    gate.run(r.call("c", 10), signal),
  ]);
  assert.deepEqual(answers, ["a", "b", "c"]);
  assert.deepEqual(r.events.slice(0, 2), ["start a", "end a"]);
  assert.equal(r.most(), 2, "after the first answer, the others run together");
});

Deno.test("CallGate: a refused key on the first call stops every other call before it starts", async () => {
  const gate = new CallGate(createLimiter(8), 5_000);
  const r = recorder();
  const signal = new AbortController().signal;
  const error = refused();
  const first = gate.run(async () => {
    try {
      return await r.call("a", 20, error)();
    } catch (e) {
      gate.note(e);
      throw e;
    }
  }, signal);
  const others = [gate.run(r.call("b", 10), signal), gate.run(r.call("c", 10), signal)];
  const results = await Promise.allSettled([first, ...others]);
  assert.deepEqual(results.map((x) => x.status), ["rejected", "rejected", "rejected"]);
  for (const x of results) assert.equal((x as PromiseRejectedResult).reason, error);
  assert.deepEqual(r.events, ["start a", "end a"], "one call only");
  assert.equal(gate.fatal, error);
});

Deno.test("CallGate: any other error does not stop the run", async () => {
  const gate = new CallGate(createLimiter(8), 5_000);
  gate.note(new BackendError("Vendor A API answered HTTP 500", { retryable: true }));
  gate.note(new Error("disk full"));
  assert.equal(gate.fatal, undefined);
  assert.equal(await gate.run(() => Promise.resolve("ok"), new AbortController().signal), "ok");
});

Deno.test("CallGate: when the first call is slow, the others start after the wait anyway", async () => {
  const gate = new CallGate(createLimiter(8), 40);
  const r = recorder();
  const signal = new AbortController().signal;
  await Promise.all([gate.run(r.call("slow", 300), signal), gate.run(r.call("b", 10), signal)]);
  assert.deepEqual(r.events, ["start slow", "start b", "end b", "end slow"]);
});

Deno.test("CallGate: an abort ends the wait for the first call", async () => {
  const gate = new CallGate(createLimiter(8), 60_000);
  const abort = new AbortController();
  const r = recorder();
  const first = gate.run(r.call("a", 300), abort.signal);
  const second = gate.run(() => Promise.resolve("b"), abort.signal);
  setTimeout(() => abort.abort(), 20);
  assert.equal(await second, "b");
  r.events.push("b answered");
  await first;
  assert.deepEqual(r.events, ["start a", "b answered", "end a"], "b did not wait for a");
});
