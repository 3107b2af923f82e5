import assert from "node:assert/strict";
import { valueEnd } from "../../src/redact/_line_ends.ts";
import { redactWith } from "../../src/redact/_engine.ts";
import { findSpans } from "../../src/redact/_match.ts";
import { LONE_VALUE_RULES } from "../../src/redact/_lone_values.ts";
import { NEARBY_RULES } from "../../src/redact/_nearby.ts";
import { QUOTED_LINE_RULES } from "../../src/redact/_quoted_lines.ts";
import type { Rule } from "../../src/redact/_rule.ts";
import { RuleSet } from "../../src/redact/_ruleset.ts";
import { mulberry32 } from "../_mulberry32.ts";

// The rules tried only where a line ends with a value (`Rule.valueEnds`), and each the same rule
// searched along its lines.
const TRIED = [...NEARBY_RULES, ...QUOTED_LINE_RULES, ...LONE_VALUE_RULES].filter((r) =>
  r.valueEnds !== undefined
);
const SEARCHED = TRIED.map((r): Rule => ({ ...r, valueEnds: undefined }));

const TOKEN = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_+/-";
const ODD = "=\"'`),;]}.:é» ";

/** Seeded lines: words that name a secret, values of token characters around 20 long, closers. */
function texts(seed: number, count: number): string[] {
  const next = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const run = (n: number) => Array.from({ length: n }, () => pick([...TOKEN])).join("");
  const odd = (n: number) => Array.from({ length: n }, () => pick([...ODD])).join("");
  const line = () =>
    pick([
      () => "here is the api key:",
      () => "the token for staging",
      () => "",
      () => "  " + run(16 + Math.floor(next() * 8)) + odd(Math.floor(next() * 4)),
      () =>
        pick(["> ", "# ", "// ", "- ", "value: ", "     7→"]) + run(18 + Math.floor(next() * 6)),
      () => pick(['"', "'", "("]) + run(19 + Math.floor(next() * 4)) + odd(Math.floor(next() * 8)),
      () => "see " + run(24) + " for the secret",
      () => run(21) + pick(["\r", " \t", "==", "===", ")))))))", "\r "]),
      () => pick(["the new password for the db", "paste the deploy token, ok", "пароль от базы"]),
      () => pick(["[user]", "  [assistant] ", " \t", "[10:02] raj: the token"]),
      () =>
        pick(["", "sure — ", "it's ", "> ", "12:01\tana\t"]) + pick(["", '"', "`", "«"]) +
        run(6 + Math.floor(next() * 6)) + String(Math.floor(next() * 10)) +
        odd(Math.floor(next() * 3)),
      () => '{"type":"user","content":"' + run(9) + String(Math.floor(next() * 10)) + '"}',
    ])();
  return Array.from({ length: count }, () => {
    const lines = Array.from({ length: 4 + Math.floor(next() * 12) }, line);
    return lines.join(next() < 0.2 ? "\r\n" : "\n");
  });
}

Deno.test("valueEnd reads the run that ends a line as a regex does", () => {
  const token = /(?<![A-Za-z0-9_+\/-])([A-Za-z0-9_+\/-]*)={0,2}["'\x60),;\]}]{0,6}[ \t]*\r?$/;
  const word = /[^\s"'\x60«»=\/:<>(){}\[\]$|;,\\]*$/;
  for (const text of texts(2301, 300)) {
    for (const line of text.split("\n")) {
      const m = token.exec(line);
      const want = m === null ? 0 : Math.min(m[1]!.length, 254);
      assert.equal(valueEnd(line, 0, line.length, "token"), want, JSON.stringify(line));
      const bare = line.replace(/\r$/, "").replace(/[ \t]+$/, "").replace(/\.$/, "")
        .replace(/["'\x60»]$/, "");
      const run = word.exec(bare)![0];
      const words = run.length >= 254 ? 254 : /\d/.test(run) ? run.length : 0;
      assert.equal(valueEnd(line, 0, line.length, "word"), words, JSON.stringify(line));
    }
  }
});

Deno.test("a rule tried where its lines end with a value finds what its search finds", () => {
  let matched = 0;
  for (const text of texts(2302, 400)) {
    for (let i = 0; i < TRIED.length; i++) {
      const tried = findSpans(new RuleSet([TRIED[i]!]), text);
      const searched = findSpans(new RuleSet([SEARCHED[i]!]), text);
      assert.deepEqual(tried, searched, JSON.stringify(text));
      matched += tried.length;
    }
  }
  // (The texts hold values these rules take, not only look-alikes.)
  assert.ok(matched > 50, `${matched} values found`);
});

Deno.test("redaction with a rule tried at its line ends gives the text its search gives", () => {
  // (Every pass: a replaced line's end is read again, `[REDACTED]` and what follows it.)
  for (const text of texts(2303, 200)) {
    for (let i = 0; i < TRIED.length; i++) {
      const a = redactWith(new RuleSet([TRIED[i]!]), text);
      const b = redactWith(new RuleSet([SEARCHED[i]!]), text);
      assert.deepEqual(a, b, JSON.stringify(text));
    }
  }
});
