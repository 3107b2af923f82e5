/**
 * A secret on a line that ends in `\r\n` (a Windows file, a terminal capture) is redacted as on a
 * line that ends in `\n`, for the rules that read where their value ends: what `printenv` prints
 * Gradle's signing settings, YAML and `.properties` password lines and key listings'
 * rows. Per line, a rule reads a line without its `\n`, so a value
 * followed by `\r` stands at the end of what it reads.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { allRules } from "../../src/redact/_rules.ts";
import { unmark } from "../../src/redact/_examples.ts";

const RULES = ["env-output-line", "gradle-secret-setting", "password-line", "listed-key"];

Deno.test("a secret before a CRLF line break is redacted as before a LF one, first or last of its lines", () => {
  let checked = 0;
  for (const rule of allRules().filter((r) => RULES.includes(r.id))) {
    for (const example of rule.examples!.match) {
      const { input, expected } = unmark(example);
      // Followed by a line without a keyword, by one with a keyword, and last in the text.
      for (const after of ["\nnext line\n", "\nTOKEN_TTL=3600\n", "\n"]) {
        const crlf = (s: string) => s.replaceAll("\n", "\r\n");
        const out = redact(crlf(input + after)).text;
        assert.equal(out, crlf(expected + after), `${rule.id}: ${JSON.stringify(input)}`);
        checked++;
      }
    }
  }
  assert.equal(checked, 39);
});

Deno.test("every rule's examples redact the same with CRLF line breaks as with LF ones", () => {
  // A rule added later that ends its value on a look-ahead for `\n` alone would leak the tail of
  // a value before `\r\n` (as four rules did): each example, followed by a line without a
  // keyword, one with a keyword, or nothing, redacts to the LF answer with its breaks as CRLF.
  const crlf = (s: string) => s.replaceAll("\n", "\r\n");
  const differ: string[] = [];
  let checked = 0;
  for (const rule of allRules()) {
    for (const example of rule.examples?.match ?? []) {
      const { input } = unmark(example);
      for (const after of ["\nnext line\n", "\nTOKEN_TTL=3600\n", "\n"]) {
        const text = input + after;
        if (redact(crlf(text)).text !== crlf(redact(text).text)) differ.push(rule.id);
        checked++;
      }
    }
  }
  assert.ok(checked > 900, `only ${checked} examples checked`);
  assert.deepEqual([...new Set(differ)], []);
});
