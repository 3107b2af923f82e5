import assert from "node:assert/strict";
import { Doc } from "../../src/redact/_doc.ts";
import { REDACTED } from "../../src/redact/_filters.ts";
import { allRules } from "../../src/redact/_rules.ts";
import { checked as checkedRule } from "../../src/redact/_rule.ts";
import { RuleSet } from "../../src/redact/_ruleset.ts";
import { CLEAN_CASES, SECRET_CASES } from "./_corpus.ts";

// Lines holding what the rules placed by `lineHas` alone look for (a quoted 32-character run, a
// `.abcdef.` segment, a Twilio id, a six-then-sixteen token), and lines where a replacement
// makes one: `[REDACTED]` gives `abcdef.0123456789abcdef` the word boundary it lacked.
const SHAPED = [
  'const key = "' + "Ab1".repeat(11) + '";',
  "MTIzNDU2Nzg5MDEyMzQ1Njc4.GhIjKl.abcdefghijklmnopqrstuvwxyz012345",
  "AC" + "0123456789abcdef".repeat(2),
  "zzzzzzzzzzabcdef.0123456789abcdef",
  "prefix zzzzzzzzzz then x.abcdef.y",
];

/** Lines: corpus texts and the shaped ones, in an order set by `seed`. */
function lines(seed: number, count: number): string[] {
  const pool = [
    ...CLEAN_CASES,
    ...SECRET_CASES.map((c) => c.before + c.secret + c.after),
    ...SHAPED,
  ].flatMap((t) => t.split("\n"));
  const out: string[] = [];
  let s = seed;
  for (let i = 0; i < count; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    out.push(pool[s % pool.length]!);
  }
  return out;
}

/** Replace the first `zzzzzzzzzz` (or the line's first 10 characters) on each marked line. */
function replaced(doc: Doc, marks: Uint8Array): void {
  const spans: Array<[number, number]> = [];
  for (let l = 0; l < marks.length; l++) {
    if (marks[l] !== 1) continue;
    const line = doc.stretch(l, l);
    if (line.length < 10) continue;
    const at = Math.max(0, line.indexOf("zzzzzzzzzz"));
    spans.push([doc.starts[l]! + at, doc.starts[l]! + at + 10]);
  }
  doc.replace(spans);
}

/** The lines of `doc` where `pattern` (global) finds a match that starts on them. */
function holding(doc: Doc, pattern: RegExp): number[] {
  const out = new Set<number>();
  for (const m of doc.text.matchAll(pattern)) {
    let l = 0;
    while (l + 1 < doc.starts.length && doc.starts[l + 1]! <= m.index) l++;
    out.add(l);
  }
  return [...out];
}

Deno.test("a later pass's plan reads again only changed lines, and places each rule found by its line pattern alone on every line holding it", () => {
  const set = new RuleSet(allRules());
  let checked = 0;
  for (let seed = 1; seed <= 30; seed++) {
    const doc = new Doc(lines(seed, 60).join("\n"));
    const first = set.plan(doc.text, doc.starts);
    // Lines the pass before changed (after its plan), and lines this pass changed before its own.
    const before = new Uint8Array(doc.starts.length);
    const now = new Uint8Array(doc.starts.length);
    for (let l = 0; l < doc.starts.length; l++) {
      if ((l * seed) % 7 === 0) before[l] = 1;
      else if ((l + seed) % 5 === 0) now[l] = 1;
    }
    replaced(doc, before);
    replaced(doc, now);
    assert.ok(doc.text.includes(REDACTED));
    const again = set.plan(doc.text, doc.starts, { plan: first, changed: before }, now);
    for (const [ri, at] of again.patternLines) {
      checked++;
      assert.deepEqual(
        at,
        holding(doc, set.rules[ri]!.lineHas!),
        `seed ${seed}, ${set.rules[ri]!.id}`,
      );
      const step = again.steps.find((s) => s.rule === set.rules[ri]);
      assert.deepEqual(step?.lines, at.length > 0 ? at : undefined);
    }
  }
  assert.ok(checked >= 30 * 3);
});

Deno.test("a later pass asks a `when` that reads only the lines around a match of the lines changed since and those around them, and still runs the rule where they now pass it", () => {
  const asked: string[] = [];
  const rule = checkedRule({
    id: "test-when-reads",
    description: "a test rule: `go!` alone on a line",
    keywords: [],
    when: (text) => {
      asked.push(text);
      return /^go!$/m.test(text);
    },
    whenReads: 1,
    pattern: /^(?<v>go!)$/gdm,
    secret: ["v"],
  });
  const set = new RuleSet([rule]);
  const text = Array.from({ length: 40 }, (_, i) => `line ${i} says nothing`).join("\n");
  const doc = new Doc(text);
  const first = set.plan(doc.text, doc.starts);
  assert.equal(first.steps.length, 0);
  assert.deepEqual(asked, [text]);
  // Line 20 changed: the next plan asks the test of lines 19 to 21 only.
  const changed = new Uint8Array(doc.starts.length);
  changed[20] = 1;
  asked.length = 0;
  assert.equal(set.plan(doc.text, doc.starts, { plan: first, changed }).steps.length, 0);
  assert.deepEqual(asked, ["line 19 says nothing\nline 20 says nothing\nline 21 says nothing"]);
  // Where the changed line now passes it, the rule runs.
  const now = new Doc(text.replace("line 20 says nothing", "go!"));
  asked.length = 0;
  assert.equal(set.plan(now.text, now.starts, { plan: first, changed }).steps.length, 1);
  assert.equal(asked.length, 1);
});
