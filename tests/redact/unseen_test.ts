import assert from "node:assert/strict";
import { redactWith } from "../../src/redact/_engine.ts";
import { REDACTED } from "../../src/redact/_filters.ts";
import { runsTouched } from "../../src/redact/_lines.ts";
import { checked } from "../../src/redact/_rule.ts";
import { RuleSet } from "../../src/redact/_ruleset.ts";

// A per-line rule that runs after the rules below: what it replaces in the first pass, they see
// only in the next.
const ZAP = checked({
  id: "zap",
  description: "the word after `zap`",
  keywords: ["zap"],
  pattern: /zap (?<v>[a-z]+)/gd,
  secret: ["v"],
});

// A whole-text rule: the word after a replaced value and `then`.
const THEN = checked({
  id: "then",
  description: "the word after a replaced value and `then`",
  keywords: [],
  pattern: /\[REDACTED\] then (?<v>[a-z]+)/gd,
  secret: ["v"],
});

Deno.test("a later pass runs a whole-text rule again where a rule after it changed the text", () => {
  const { text, findings } = redactWith(new RuleSet([THEN, ZAP]), "zap abc then def");
  assert.equal(text, `zap ${REDACTED} then ${REDACTED}`);
  assert.deepEqual(findings, [{ rule: "then", count: 1 }, { rule: "zap", count: 1 }]);
});

Deno.test("a later pass runs a whole-text rule again where its own replacement changed the text", () => {
  // The first pass replaces `abc`; only then does `def` follow a replaced value.
  const { text, findings } = redactWith(
    new RuleSet([THEN]),
    `x ${REDACTED} then abc then def`,
  );
  assert.equal(text, `x ${REDACTED} then ${REDACTED} then ${REDACTED}`);
  assert.deepEqual(findings, [{ rule: "then", count: 2 }]);
});

// A per-line rule whose match reaches into the next line: the word after `key`, above a line
// holding a replaced value.
const KEY_ABOVE = checked({
  id: "key-above",
  description: "the word after `key`, on the line above a replaced value",
  keywords: ["key"],
  reach: { after: 60 },
  pattern: /key (?<v>[a-z]+)\n[^\n]*\[REDACTED\]/gd,
  secret: ["v"],
});

// A per-line rule on one line: the word after `open`, before a replaced value.
const OPEN_BEFORE = checked({
  id: "open-before",
  description: "the word after `open`, before a replaced value",
  keywords: ["open"],
  pattern: /open (?<v>[a-z]+) [^\n]*\[REDACTED\]/gd,
  secret: ["v"],
});

Deno.test("a later pass runs a per-line rule again on lines a rule after it changed", () => {
  // Lines far apart, each with keywords of its own; `zap` changes each after the rules ran.
  const far = "\n" + "filler line\n".repeat(20);
  const input = `key abc\nzap def${far}open ghi zap jkl${far}key mno\nnothing here`;
  const { text, findings } = redactWith(new RuleSet([KEY_ABOVE, OPEN_BEFORE, ZAP]), input);
  assert.equal(
    text,
    `key ${REDACTED}\nzap ${REDACTED}${far}open ${REDACTED} zap ${REDACTED}${far}` +
      "key mno\nnothing here",
  );
  assert.deepEqual(findings, [
    { rule: "key-above", count: 1 },
    { rule: "open-before", count: 1 },
    { rule: "zap", count: 2 },
  ]);
});

Deno.test("a later pass runs a per-line rule again on lines its own replacement changed", () => {
  // `key abc` is taken in the first pass (a value below), which puts one under `key def`.
  const input = `key def\nkey abc\nwas ${REDACTED}`;
  const { text, findings } = redactWith(new RuleSet([KEY_ABOVE]), input);
  assert.equal(text, `key ${REDACTED}\nkey ${REDACTED}\nwas ${REDACTED}`);
  assert.deepEqual(findings, [{ rule: "key-above", count: 2 }]);
});

// As `key-above`, placed also by the replaced value itself, without reach: the first plan puts it on
// the `key` lines alone, a later one also on the lines holding a replaced value.
const KEY_OVER = checked({
  ...KEY_ABOVE,
  id: "key-over",
  keywords: ["key", "redacted"],
  reach: { after: 0 },
});

Deno.test("a later pass runs a per-line rule again where its lines grew, on lines that did not change since", () => {
  // `zap` runs first: `key-over` sees the replaced value, but not on its lines, in the first pass.
  const { text, findings } = redactWith(new RuleSet([ZAP, KEY_OVER]), "key abc\nzap def");
  assert.equal(text, `key ${REDACTED}\nzap ${REDACTED}`);
  assert.deepEqual(findings, [{ rule: "zap", count: 1 }, { rule: "key-over", count: 1 }]);
});

Deno.test("runsTouched() keeps each run of consecutive lines that holds a line changed since", () => {
  let seed = 11;
  const next = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
  for (let round = 0; round < 300; round++) {
    const count = 1 + next(40);
    const stamps = Int32Array.from({ length: count }, () => next(6) - 1);
    const lines = [...new Set(Array.from({ length: next(30) }, () => next(count)))].sort((a, b) =>
      a - b
    );
    const tick = next(5);
    // The runs, cut where a line is missing, kept when one of their lines changed at `tick` or after.
    const runs: number[][] = [];
    for (const l of lines) {
      if (runs.at(-1)?.at(-1) === l - 1) runs.at(-1)!.push(l);
      else runs.push([l]);
    }
    const expected = runs.filter((run) => run.some((l) => stamps[l]! >= tick)).flat();
    for (const list of [lines, Int32Array.from(lines)]) {
      assert.deepEqual([...runsTouched(list, stamps, tick)], expected);
    }
  }
});
