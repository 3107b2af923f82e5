/**
 * The line lists a plan and a later pass work with: `common` (the lines of one ascending list
 * another holds) gives what a search of the whole list for each line gives, on lists of every
 * shape a pass meets (empty, one line, every line, the changed lines before, after or between a
 * rule's lines, long runs and gaps); `runsHolding` (the runs of consecutive lines of a list that
 * hold one of the changed lines, for a rule that reaches across lines) gives what a walk of every
 * run of the list gives; and the lines a plan gives each rule for its keywords, kept as arrays for
 * a short text and as `Int32Array`s for a long one.
 */
import assert from "node:assert/strict";
import { common, lineStarts, runsHolding, union } from "../../src/redact/_lines.ts";
import { allRules } from "../../src/redact/_rules.ts";
import { RuleSet } from "../../src/redact/_ruleset.ts";
import { CLEAN_CASES, SECRET_CASES } from "./_corpus.ts";

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

/**
 * Call `check` with pairs of ascending lists of every shape a pass meets, 432 pairs (each size
 * and odds: empty, one line, a few lines, a third, most and all of them).
 */
function eachPair(check: (values: number[], list: number[]) => void): void {
  const shapes: Array<[number, number]> = [
    [0, 0],
    [1, 0.001],
    [50, 0.02],
    [500, 0.3],
    [3000, 0.9],
    [3000, 1],
  ];
  for (let seed = 1; seed <= 12; seed++) {
    for (const [size, a] of shapes) {
      for (const [, b] of shapes) check(lines(seed, size, a), lines(seed * 7 + 3, size, b));
    }
  }
}

Deno.test("common() gives the values of the first list the second holds, ascending", () => {
  let checked = 0;
  eachPair((values, list) => {
    const set = new Set(list);
    assert.deepEqual(common(values, list), values.filter((v) => set.has(v)));
    assert.deepEqual(common(list, values), list.filter((v) => values.includes(v)));
    checked++;
  });
  assert.equal(checked, 12 * 36);
  // Values past the end of the list, before its start, and the list's own ends.
  assert.deepEqual(common([0, 5, 9, 10, 11, 400], [5, 6, 7, 8, 9, 10]), [5, 9, 10]);
  assert.deepEqual(common([1, 2, 3], []), []);
  assert.deepEqual(common([], [1, 2, 3]), []);
});

Deno.test("union() gives every line of either list once, ascending, of the first list's kind", () => {
  let checked = 0;
  eachPair((a, b) => {
    const want = [...new Set([...a, ...b])].sort((x, y) => x - y);
    for (const first of [a, Int32Array.from(a)]) {
      for (const second of [b, Int32Array.from(b)]) {
        const got = union(first, second);
        assert.deepEqual([...got], want);
        // A long text's lists stay `Int32Array`s through a later pass's unions, a short one's arrays.
        assert.equal(got instanceof Int32Array, first instanceof Int32Array);
        checked++;
      }
    }
  });
  assert.equal(checked, 12 * 36 * 4);
});

/** Each run of consecutive values of the ascending `list` that holds one of `values`, walked. */
function runsWalked(values: readonly number[], list: readonly number[]): number[] {
  const wanted = new Set(values);
  const out: number[] = [];
  for (let i = 0; i < list.length;) {
    let j = i + 1;
    while (j < list.length && list[j] === list[j - 1]! + 1) j++;
    const run = list.slice(i, j);
    if (run.some((l) => wanted.has(l))) out.push(...run);
    i = j;
  }
  return out;
}

Deno.test("runsHolding() gives each run of consecutive lines holding one of the values, whole and in order", () => {
  let kept = 0;
  eachPair((values, list) => {
    const runs = runsHolding(values, list);
    assert.deepEqual(runs, runsWalked(values, list));
    assert.deepEqual(runsHolding(values, Int32Array.from(list)), runs);
    kept += runs.length;
  });
  assert.ok(kept > 0);
  // Two values in one run give it once; a value between runs or past the ends gives nothing; a
  // run is kept whole, before and after its value.
  assert.deepEqual(runsHolding([3, 5], [1, 2, 3, 4, 5, 8, 9]), [1, 2, 3, 4, 5]);
  assert.deepEqual(runsHolding([0, 6, 7, 20], [1, 2, 3, 8, 9]), []);
  assert.deepEqual(runsHolding([9, 12], [1, 2, 8, 9, 10, 12]), [8, 9, 10, 12]);
  assert.deepEqual(runsHolding([1], []), []);
});

/** The lines of `text` where one of `words` (lower-case) stands, its letters in any ASCII case. */
function linesHolding(text: string, words: readonly string[]): number[] {
  const out: number[] = [];
  text.split("\n").forEach((line, l) => {
    const folded = line.replace(/[A-Z\u212a]/g, (c) => c === "\u212a" ? "k" : c.toLowerCase());
    if (words.some((w) => folded.includes(w))) out.push(l);
  });
  return out;
}

Deno.test("a plan gives each rule the lines holding one of its keywords, on a short text and on a long one (its lists outside the heap)", () => {
  const set = new RuleSet(allRules());
  const pieces = [...CLEAN_CASES, ...SECRET_CASES.map((c) => c.before + c.secret + c.after)];
  let seed = 9;
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % pieces.length;
  const piece = () => {
    const text = pieces[next()]!;
    return seed % 3 === 0 ? text.toUpperCase() : text;
  };
  const short = Array.from({ length: 40 }, piece).join("\n");
  const parts: string[] = [];
  for (let size = 0; size < 70_000; size += parts.at(-1)!.length + 1) parts.push(piece());
  const long = parts.join("\n");
  assert.ok(short.length < 65_536 && long.length >= 65_536);
  for (const [text, typed] of [[short, false], [long, true]] as const) {
    const plan = set.plan(text, lineStarts(text));
    assert.ok(plan.keywordLines.size > 20);
    for (const [ri, at] of plan.keywordLines) {
      const rule = set.rules[ri]!;
      assert.equal(at instanceof Int32Array, typed, rule.id);
      assert.deepEqual([...at], linesHolding(text, rule.keywords), rule.id);
    }
  }
});
