import assert from "node:assert/strict";
import { redactWith } from "../../src/redact/_engine.ts";
import { REDACTED } from "../../src/redact/_filters.ts";
import { widened } from "../../src/redact/_lines.ts";
import { checked, type Rule } from "../../src/redact/_rule.ts";
import { RuleSet } from "../../src/redact/_ruleset.ts";

// A per-line rule that runs after the rules below: what it replaces in the first pass, they see
// only in the next.
const OPENER = checked({
  id: "opener",
  description: "the word after `open`",
  keywords: ["open"],
  pattern: /open (?<v>[a-z]+)/gd,
  secret: ["v"],
});

/** The line of `input` holding `at`, and the line before it (empty on the first line). */
function ownAndAbove(input: string, at: number): [string, string] {
  const own = input.lastIndexOf("\n", at - 1);
  const end = input.indexOf("\n", at);
  return [
    input.slice(own + 1, end === -1 ? input.length : end),
    own === -1 ? "" : input.slice(input.lastIndexOf("\n", own - 1) + 1, own),
  ];
}

// A whole-text rule that reads the line above a match: `TAKE7` under a replaced value, on a line
// that does not say `hold`.
const UNDER: Rule = checked({
  id: "under",
  description: "TAKE and digits, on the line under a replaced value",
  keywords: [],
  around: { above: 1, below: 0 },
  pattern: /(?<v>TAKE\d+)/gd,
  secret: ["v"],
  accept: (_value, _group, match) => {
    const [own, above] = ownAndAbove(match.input, match.index);
    return above.includes(REDACTED) && !own.includes("hold");
  },
});

// A whole-text rule that reads the whole text before a match: `TAKE7` with no `STOP` before it.
const AFTER: Rule = checked({
  id: "after",
  description: "TAKE and digits, with no STOP before",
  keywords: [],
  around: { above: 0, below: 0, beyond: (text) => String(text.split("STOP").length) },
  pattern: /(?<v>TAKE\d+)/gd,
  secret: ["v"],
  accept: (_value, _group, match) => !match.input.slice(0, match.index).includes("STOP"),
});

const STOPPER = checked({
  id: "stopper",
  description: "STOP after `open`",
  keywords: ["open"],
  pattern: /open (?<v>STOP)/gd,
  secret: ["v"],
});

Deno.test("a later pass runs a rule that reads the lines around a match where a line changed after it ran", () => {
  const middle = "x\n".repeat(50);
  const text = `open abc\nTAKE1\nfiller\nTAKE2\n${middle}open def\nfiller\nTAKE3\n${middle}` +
    `was ${REDACTED}\nTAKE4 open hold`;
  const { text: out, findings } = redactWith(new RuleSet([UNDER, OPENER]), text);
  // TAKE1 lies under a value replaced after `under` ran, and `hold` beside TAKE4 is replaced
  // then: the second pass finds both, reading TAKE4's line above, which did not change. TAKE2 and
  // TAKE3 are not under a replaced value.
  assert.equal(
    out,
    `open ${REDACTED}\n${REDACTED}\nfiller\nTAKE2\n${middle}open ${REDACTED}\nfiller\nTAKE3\n` +
      `${middle}was ${REDACTED}\n${REDACTED} open ${REDACTED}`,
  );
  assert.deepEqual(findings, [{ rule: "under", count: 2 }, { rule: "opener", count: 3 }]);
});

Deno.test("a later pass runs a rule on the whole text again when what it reads beyond the lines around a match changed", () => {
  // `STOP` stands far above TAKE4; the first pass replaces it after `after` ran.
  const text = "open STOP\n" + "x\n".repeat(50) + "TAKE4";
  const { text: out, findings } = redactWith(new RuleSet([AFTER, STOPPER]), text);
  assert.equal(out, `open ${REDACTED}\n` + "x\n".repeat(50) + REDACTED);
  assert.deepEqual(findings, [{ rule: "after", count: 1 }, { rule: "stopper", count: 1 }]);
});

Deno.test("widened() gives each line's neighbours once, ascending, inside the text", () => {
  let seed = 5;
  const next = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
  for (let round = 0; round < 300; round++) {
    const count = 1 + next(40);
    const lines = [...new Set(Array.from({ length: next(8) }, () => next(count)))].sort((a, b) =>
      a - b
    );
    const [before, after] = [next(4), next(4)];
    const expected: number[] = [];
    for (let l = 0; l < count; l++) {
      if (lines.some((w) => l >= w - before && l <= w + after)) expected.push(l);
    }
    assert.deepEqual(widened(Int32Array.from(lines), before, after, count), expected);
  }
});

// A whole-text rule that reads its match's own line, and does not run while the text says
// `] go!`: it skips the second pass of the text below and runs in the third.
const PAUSED: Rule = checked({
  id: "paused",
  description: "TAKE and digits, on a line that does not say `hold`",
  keywords: [],
  when: (text) => !text.includes("] go!"),
  around: { above: 0, below: 0 },
  pattern: /(?<v>TAKE\d+)/gd,
  secret: ["v"],
  accept: (_value, _group, match) => !ownAndAbove(match.input, match.index)[0].includes("hold"),
});

const GO = checked({
  id: "go",
  description: "`go` after a replaced value",
  keywords: ["go!"],
  pattern: /\] (?<v>go)!/gd,
  secret: ["v"],
});

Deno.test("a rule that reads around a match and did not run in the pass before runs on the whole text", () => {
  // First pass: `paused` turns TAKE1 away (`hold`), then `opener` replaces `abc` and `hold`.
  // Second: `paused` does not run (`] go!`), `go` replaces `go`. Third: `paused` runs again, and
  // TAKE1's line changed two passes before.
  const { text: out, findings } = redactWith(
    new RuleSet([PAUSED, GO, OPENER]),
    "open abc go!\nTAKE1 open hold",
  );
  assert.equal(out, `open ${REDACTED} ${REDACTED}!\n${REDACTED} open ${REDACTED}`);
  assert.deepEqual(findings, [
    { rule: "paused", count: 1 },
    { rule: "go", count: 1 },
    { rule: "opener", count: 2 },
  ]);
});

Deno.test("a per-line rule cannot say it reads around a match (it reads its own lines)", () => {
  assert.throws(() => checked({ ...OPENER, around: { above: 1, below: 0 } }), /around/);
  assert.throws(() => checked({ ...UNDER, keywords: [], lineHas: /TAKE/g }), /around/);
  assert.doesNotThrow(() =>
    checked({ ...OPENER, wholeText: true, around: { above: 1, below: 0 } })
  );
});
