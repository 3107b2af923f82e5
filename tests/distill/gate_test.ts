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

Deno.test("CallGate: calls run together up to the limit; none waits for another's answer", async () => {
  const gate = new CallGate(createLimiter(3));
  const r = recorder();
  const answers = await Promise.all(["a", "b", "c", "d"].map((n) => gate.run(r.call(n, 20))));
  assert.deepEqual(answers, ["a", "b", "c", "d"]);
  assert.deepEqual(r.events.slice(0, 3), ["start a", "start b", "start c"]);
  assert.equal(r.most(), 3, "the limit, and no more");
});

Deno.test("CallGate: a refused key stops every call that has not started", async () => {
  const gate = new CallGate(createLimiter(1));
  const r = recorder();
  const error = refused();
  const first = gate.run(async () => {
    try {
      return await r.call("a", 20, error)();
    } catch (e) {
      gate.note(e);
      throw e;
    }
  });
  const others = [gate.run(r.call("b", 10)), gate.run(r.call("c", 10))];
  const results = await Promise.allSettled([first, ...others]);
  assert.deepEqual(results.map((x) => x.status), ["rejected", "rejected", "rejected"]);
  for (const x of results) assert.equal((x as PromiseRejectedResult).reason, error);
  assert.deepEqual(r.events, ["start a", "end a"], "the waiting calls never started");
  assert.equal(gate.fatal, error);
});

Deno.test("CallGate: any other error does not stop the run", async () => {
  const gate = new CallGate(createLimiter(8));
  gate.note(new BackendError("Vendor A API answered HTTP 500", { retryable: true }));
  gate.note(new Error("disk full"));
  assert.equal(gate.fatal, undefined);
  assert.equal(await gate.run(() => Promise.resolve("ok")), "ok");
});
