/**
 * The reading kit's shared helpers: epoch times in any unit, and turns that keep the message id
 * of the record that started them.
 */
import assert from "node:assert/strict";
import { epochTime, TurnBuilder } from "../../src/sources/build.ts";

Deno.test("epochTime() reads seconds, milliseconds, microseconds and nanoseconds by magnitude", () => {
  const instant = "2025-11-24T16:00:00.000Z";
  assert.equal(epochTime(1_764_000_000), instant);
  assert.equal(epochTime(1_764_000_000_000), instant);
  assert.equal(epochTime(1_764_000_000_000_000), instant);
  assert.equal(epochTime(1_764_000_000_000_000_000), instant);
  assert.equal(epochTime(1_764_000_000.25), "2025-11-24T16:00:00.250Z");
  assert.equal(epochTime("2025-11-24T16:00:00Z"), instant, "an ISO string passes through");
  for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, "soon", null, undefined]) {
    assert.equal(epochTime(bad), undefined, String(bad));
  }
});

Deno.test("TurnBuilder names a turn by the id of the record that started it", () => {
  const b = new TurnBuilder();
  b.add("user", [{ kind: "text", text: "hi" }], { id: "msg_1" });
  b.add("assistant", [{ kind: "text", text: "a" }], { id: "msg_2" });
  b.add("assistant", [{ kind: "text", text: "b" }], { id: "msg_3" });
  b.add("user", [{ kind: "text", text: "again" }]);
  assert.deepEqual(b.turns.map((t) => t.id), ["msg_1", "msg_2", undefined]);
});
