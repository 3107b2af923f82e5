/**
 * The line lists a plan and a later pass work with: `common` (the lines of one ascending list
 * another holds) gives what a search of the whole list for each line gives, on lists of every
 * shape a pass meets (empty, one line, every line, the changed lines before, after or between a
 * rule's lines, long runs and gaps).
 */
import assert from "node:assert/strict";
import { common } from "../../src/redact/_lines.ts";

/** An ascending list of distinct line numbers under `size`, each in it with `odds`. */
function lines(seed: number, size: number, odds: number): number[] {
  const out: number[] = [];
  let s = seed;
  for (let l = 0; l < size; l++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    if ((s % 1000) / 1000 < odds) out.push(l);
  }
  return out;
}

Deno.test("common() gives the values of the first list the second holds, ascending", () => {
  // [size, odds]: empty, one line, a few lines, a third, most and all of them.
  const shapes: Array<[number, number]> = [
    [0, 0],
    [1, 0.001],
    [50, 0.02],
    [500, 0.3],
    [3000, 0.9],
    [3000, 1],
  ];
  let checked = 0;
  for (let seed = 1; seed <= 12; seed++) {
    for (const [size, a] of shapes) {
      for (const [, b] of shapes) {
        const values = lines(seed, size, a);
        const list = lines(seed * 7 + 3, size, b);
        const set = new Set(list);
        assert.deepEqual(common(values, list), values.filter((v) => set.has(v)));
        assert.deepEqual(common(list, values), list.filter((v) => values.includes(v)));
        checked++;
      }
    }
  }
  assert.equal(checked, 12 * 36);
  // Values past the end of the list, before its start, and the list's own ends.
  assert.deepEqual(common([0, 5, 9, 10, 11, 400], [5, 6, 7, 8, 9, 10]), [5, 9, 10]);
  assert.deepEqual(common([1, 2, 3], []), []);
  assert.deepEqual(common([], [1, 2, 3]), []);
});
