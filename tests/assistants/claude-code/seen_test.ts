/**
 * The set of record uuids the Claude Code reader has seen (`HashSet53`, the copies a resumed
 * session repeats are dropped by it): a copy is refused whenever it comes — a moment after its
 * original or long after, before or after the table grew — and a new uuid is never taken for a
 * copy.
 */
import assert from "node:assert/strict";
import { hash53, HashSet53 } from "../../../src/assistants/claude-code/_tree.ts";
import { mulberry32 } from "../../_mulberry32.ts";

/** Uuids as Claude Code writes them, from a seeded stream. */
function uuids(count: number, seed: number): string[] {
  const next = mulberry32(seed);
  const hex = (n: number) =>
    Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join("");
  return Array.from(
    { length: count },
    () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
  );
}

Deno.test("HashSet53 refuses exactly the uuids it was given before, sized or not", () => {
  const all = uuids(30_000, 7);
  for (const expected of [0, 1_000, 30_000]) {
    const set = new HashSet53(expected);
    const truth = new Set<string>();
    const next = mulberry32(expected + 1);
    for (let i = 0; i < 60_000; i++) {
      // Half new uuids, half copies of one seen a moment ago or long before.
      const uuid =
        all[i < 30_000 && next() < 0.5 ? i : Math.floor(next() * Math.min(i + 1, 30_000))]!;
      assert.equal(set.add(hash53(uuid)), !truth.has(uuid), `${uuid} at ${i} (sized ${expected})`);
      truth.add(uuid);
    }
  }
});

Deno.test("HashSet53 starts empty again after release()", () => {
  const set = new HashSet53(100);
  const [a, b] = uuids(2, 3).map(hash53);
  assert.ok(set.add(a!));
  assert.equal(set.add(a!), false);
  set.release();
  assert.ok(set.add(a!), "released: empty");
  assert.ok(set.add(b!));
  assert.equal(set.add(b!), false);
});
