import assert from "node:assert/strict";
import { Doc } from "../../src/redact/_doc.ts";
import { redactWith } from "../../src/redact/_engine.ts";
import { lineStarts } from "../../src/redact/_lines.ts";
import { findSpans } from "../../src/redact/_match.ts";
import { NEARBY_RULES } from "../../src/redact/_nearby.ts";
import { RANDOM_TOKEN_RULES } from "../../src/redact/_random_tokens.ts";
import type { Rule } from "../../src/redact/_rule.ts";
import { RuleSet } from "../../src/redact/_ruleset.ts";
import { runsPay, TokenRuns } from "../../src/redact/_token_runs.ts";
import { mulberry32 } from "../_mulberry32.ts";

// The rules tried only at the first digits of the runs of token characters (`Rule.atRuns`), and
// each the same rule searched.
const TRIED = [...NEARBY_RULES, ...RANDOM_TOKEN_RULES].filter((r) => r.atRuns === true);
const SEARCHED = TRIED.map((r): Rule => ({ ...r, atRuns: undefined }));

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const TOKEN = LETTERS + "0123456789_+/-";
const ODD = "=\"'`),;]}.:%$\\é» \t";

/**
 * Seeded texts: runs of token characters about 20 long (with and without digits, some all
 * letters before a digit), after words that name a secret, terminal colour codes, odd characters.
 */
function texts(seed: number, count: number): string[] {
  const next = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const run = (n: number, from = TOKEN) =>
    Array.from({ length: n }, () => pick([...from])).join("");
  const odd = (n: number) => Array.from({ length: n }, () => pick([...ODD])).join("");
  const colour = () => "\x1b[" + pick(["", "1;", "0;3", "38;5;2"]) + pick(["", "2", "32"]) + "m";
  const piece = () =>
    pick([
      () => pick(["api key ", "the token: ", "secret=", "auth ", "see "]),
      () => run(17 + Math.floor(next() * 7)),
      () => run(14 + Math.floor(next() * 8), LETTERS) + run(1 + Math.floor(next() * 6)),
      () => colour() + run(18 + Math.floor(next() * 6)),
      () => pick(["1234 ", "v2.1 ", "x" + run(3) + "9 ", "/a/b/"]) + run(20),
      () => odd(1 + Math.floor(next() * 3)),
      () => pick(["\n", "\r\n", "\n\n", " "]),
    ])();
  return Array.from(
    { length: count },
    () => Array.from({ length: 4 + Math.floor(next() * 20) }, piece).join(""),
  );
}

/** The runs of `line` as `TokenRuns` gives them, by a regex: their first digits. */
function runsByRegex(line: string): number[] {
  const out: number[] = [];
  for (const m of line.matchAll(/[A-Za-z0-9_+\/-]{20,}/g)) {
    const end = m.index + m[0].length;
    const digit = m[0].search(/\d/);
    if (digit !== -1) out.push(m.index + digit);
    // (After a colour code's `m`, as the nearby rules read a run.)
    const colour = /^(\d*)m/.exec(m[0]);
    if (colour === null) continue;
    // deno-lint-ignore no-control-regex -- the colour code's escape is what is read
    if (!/\x1b\[[\d;]{0,12}$/.test(line.slice(0, m.index + colour[1]!.length))) continue;
    const after = m.index + colour[0].length;
    const rest = line.slice(after, end).search(/\d/);
    if (end - after >= 20 && rest !== -1 && after + rest !== m.index + digit) {
      out.push(after + rest);
    }
  }
  return out;
}

Deno.test("the runs of a text are the runs a regex finds on each line", () => {
  let runs = 0;
  for (const text of texts(2401, 300)) {
    const starts = lineStarts(text);
    const read = new TokenRuns(text, starts);
    const got: number[] = [];
    const want: number[] = [];
    text.split("\n").forEach((line, l) => {
      for (const digit of runsByRegex(line)) want.push(l, digit);
    });
    read.in(0, starts.length - 1, () => "", got);
    assert.deepEqual(got, want, JSON.stringify(text));
    runs += got.length / 2;
    // (And any stretch of its lines.)
    const [a, b] = [Math.floor(starts.length / 3), Math.floor((2 * starts.length) / 3)];
    read.in(a, b, () => "", got);
    assert.deepEqual(
      got,
      want.filter((_, i) => want[i - (i % 2)]! >= a && want[i - (i % 2)]! <= b),
    );
  }
  assert.ok(runs > 500, `${runs} runs`);
});

Deno.test("a changed line's runs are read again from the line as it is", () => {
  // (Runs read before the change, and first read after it, from the text as it was last whole.)
  let compared = 0;
  for (const readFirst of [true, false]) {
    for (const text of texts(2402, 200)) {
      const doc = new Doc(text);
      const got: number[] = [];
      if (readFirst) doc.runsIn(0, 0, got);
      // Replace a piece of every third line that has one (a run cut, or taken away).
      const spans: Array<[number, number]> = [];
      for (let l = 0; l < doc.starts.length; l += 3) {
        const end = l + 1 < doc.starts.length ? doc.starts[l + 1]! - 1 : text.length;
        if (end - doc.starts[l]! >= 12) spans.push([doc.starts[l]! + 4, doc.starts[l]! + 12]);
      }
      doc.replace(spans);
      const want: number[] = [];
      // (Most seeded texts hold a digit in one character in fifty or more: their runs are read.)
      if (!new Doc(doc.text).runsIn(0, doc.starts.length - 1, want)) continue;
      assert.ok(doc.runsIn(0, doc.starts.length - 1, got));
      assert.deepEqual(got, want, JSON.stringify(doc.text));
      compared++;
    }
  }
  assert.ok(compared > 300, `${compared} texts compared`);
});

Deno.test("the runs are read in a text with a digit in fifty characters, not in one with fewer", () => {
  const next = mulberry32(2405);
  for (let n = 0; n < 200; n++) {
    const share = n % 2 === 0 ? next() * 0.01 : 0.04 + next() * 0.1;
    const text = Array.from(
      { length: 20_000 + Math.floor(next() * 40_000) },
      () => next() < share ? "7" : "x",
    ).join("");
    assert.equal(runsPay(text), share > 0.04, `${share}`);
  }
  // (A short text: each of its characters read.)
  assert.equal(runsPay("x".repeat(40) + "7"), true);
  assert.equal(runsPay("x".repeat(60) + "7"), false);
});

Deno.test("a rule tried at the runs' first digits finds what its search finds", () => {
  let matched = 0;
  for (const text of texts(2403, 400)) {
    for (let i = 0; i < TRIED.length; i++) {
      const tried = findSpans(new RuleSet([TRIED[i]!]), text);
      const searched = findSpans(new RuleSet([SEARCHED[i]!]), text);
      assert.deepEqual(tried, searched, JSON.stringify(text));
      matched += tried.length;
    }
  }
  // (The texts hold values these rules take, not only look-alikes.)
  assert.ok(matched > 100, `${matched} values found`);
});

Deno.test("redaction with a rule tried at the runs gives the text its search gives", () => {
  // (Every pass, and the runs of the lines a rule before it changed.)
  const both = (rules: Rule[]) => new RuleSet(rules);
  for (const text of texts(2404, 200)) {
    assert.deepEqual(redactWith(both(TRIED), text), redactWith(both(SEARCHED), text));
    for (let i = 0; i < TRIED.length; i++) {
      const a = redactWith(new RuleSet([TRIED[i]!]), text);
      const b = redactWith(new RuleSet([SEARCHED[i]!]), text);
      assert.deepEqual(a, b, JSON.stringify(text));
    }
  }
});
