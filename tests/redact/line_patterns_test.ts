/**
 * The plan's per-line patterns read together: the lines each rule's `lineHas` places it on are
 * the lines a search of that pattern alone finds, whether read in one joined search
 * (`linesWithEach`) or on the lines holding a letter outside ASCII (`outsideAscii`).
 */
import assert from "node:assert/strict";
import { lineAt, lineStarts } from "../../src/redact/_lines.ts";
import { linesWithEach, outsideAscii } from "../../src/redact/_line_patterns.ts";
import { allRules } from "../../src/redact/_rules.ts";
import { RuleSet } from "../../src/redact/_ruleset.ts";
import { ALNUM, fake, HEX } from "./_fakes.ts";

/** Every line where `pattern` matches anywhere, trying each offset of `text`. */
function naiveLines(text: string, starts: Int32Array, pattern: RegExp): number[] {
  const re = new RegExp(pattern.source, pattern.flags.replace("g", "") + "y");
  const out = new Set<number>();
  for (let i = 0; i <= text.length; i++) {
    re.lastIndex = i;
    if (re.test(text)) out.add(lineAt(starts, i));
  }
  return [...out].sort((a, b) => a - b);
}

/** A seeded text of `lines` lines of pieces that the rules' line patterns look for. */
function mixedText(seed: number, lines: number): string {
  const pieces = [
    "AC" + fake(32, HEX, seed),
    fake(23, ALNUM, seed + 1) + "." + fake(6, ALNUM, seed + 2) + "." + fake(27, ALNUM, seed + 3),
    fake(6, "abcdef0123", seed + 4) + "." + fake(16, "abcdef0123", seed + 5),
    `f(a, "${fake(32, ALNUM, seed + 6)}")`,
    "me@host",
    "a+b",
    "用这个",
    "пароль",
    "é",
    "plain words",
    "ab",
    "a",
    "x = 1;",
    "\t",
  ];
  const picks = fake(lines * 4, "0123456789abcd", seed + 7);
  const out: string[] = [];
  for (let l = 0; l < lines; l++) {
    const n = parseInt(picks[4 * l]!, 16) % 4;
    const words: string[] = [];
    for (let w = 0; w < n; w++) words.push(pieces[parseInt(picks[4 * l + w]!, 16)]!);
    out.push(words.join(" "));
  }
  return out.join("\n");
}

Deno.test("patterns read in one search: each one's lines, even where another matches at the same place", () => {
  // `/a/` matches wherever `/ab?/` and `/a(?=b)/` do, before them: joined, they would be hidden.
  const sets = [
    [/ab?/g, /a/g],
    [/a/g, /ab?/g, /a(?=b)/g],
    [/[!#$%&*+=?@^~](?<=[A-Za-z0-9].)(?=[A-Za-z0-9])/g, /\.(?<=\b[a-z0-9]{6}\.)[a-z0-9]{16}\b/g],
    [/x|(y)(z)/g, /(?:a)(b)/g, /[\t]/g],
  ];
  for (let seed = 1; seed <= 12; seed++) {
    const text = mixedText(seed, 60);
    const starts = lineStarts(text);
    for (const patterns of sets) {
      const each = linesWithEach(text, starts, patterns)!;
      assert.deepEqual(each, patterns.map((p) => naiveLines(text, starts, p)));
    }
  }
});

Deno.test("patterns that cannot be joined are left to be read alone", () => {
  const text = "ab\nab";
  const starts = lineStarts(text);
  assert.deepEqual(linesWithEach(text, starts, [/a/g, /b/gi]), undefined);
  assert.deepEqual(linesWithEach(text, starts, [/(a)\1/g, /b/g]), undefined);
  assert.deepEqual(linesWithEach(text, starts, [/(?<n>a)/g, /b/g]), undefined);
  assert.deepEqual(linesWithEach(text, starts, [/a/gu, /b/gu]), undefined);
});

Deno.test("only a class of letters outside ASCII is read on the lines holding one", () => {
  for (const p of [/[\u00e9\u0400-\u04ff]/g, /[用这]/g, /[é-ü]/g]) {
    assert.deepEqual(outsideAscii(p), true);
  }
  for (const p of [/[a-ü]/g, /[ü-]/g, /[é-ü-x]/g, /[ü]/gi, /[^ü]/g, /[\u0041]/g, /[ü\d]/g, /ü+/g]) {
    assert.deepEqual(outsideAscii(p), false, String(p));
  }
});

Deno.test("a plan places each rule by its line pattern on the lines that pattern alone finds", () => {
  const rules = allRules();
  const set = new RuleSet(rules);
  for (let seed = 1; seed <= 4; seed++) {
    const text = mixedText(100 * seed, 400);
    const starts = lineStarts(text);
    const plan = set.plan(text, starts);
    assert.deepEqual(plan.patternLines.size > 3, true);
    for (const [ri, lines] of plan.patternLines) {
      assert.deepEqual([...lines], naiveLines(text, starts, rules[ri]!.lineHas!), rules[ri]!.id);
    }
  }
});

Deno.test("a later plan places each rule by its line pattern on the changed text's lines", () => {
  const rules = allRules();
  const set = new RuleSet(rules);
  for (let seed = 1; seed <= 4; seed++) {
    const before = mixedText(100 * seed, 400).split("\n");
    // Runs of one to six changed lines, the first and the last line among them: each a line of
    // another text.
    const other = mixedText(100 * seed + 50, 400).split("\n");
    const changed = new Uint8Array(before.length);
    for (let l = 0, run = 1; l < before.length; l += 2 * run, run = run % 6 + 1) {
      changed.fill(1, l, l + run);
    }
    changed[before.length - 1] = 1;
    const after = before.map((line, l) => changed[l] === 1 ? other[l]! : line);
    const first = before.join("\n");
    const plan = set.plan(first, lineStarts(first));
    const text = after.join("\n");
    const starts = lineStarts(text);
    const again = set.plan(text, starts, { plan, changed });
    assert.deepEqual(again.patternLines.size > 3, true);
    for (const [ri, lines] of again.patternLines) {
      assert.deepEqual([...lines], naiveLines(text, starts, rules[ri]!.lineHas!), rules[ri]!.id);
    }
  }
});
