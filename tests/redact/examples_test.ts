/**
 * Every rule of ctx's own carries its examples (`Rule.examples`), and each holds: a `match`
 * example comes out of `redact()` with exactly its marked parts replaced by `[REDACTED]` and the
 * findings name the rule; a `clean` example comes out byte for byte. Also written inside a JSON
 * string (as a transcript stores it), where the same holds. Failures name the rule and the
 * example's position, never a secret.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { OWN_RULES } from "../../src/redact/_rules.ts";
import { unmark } from "../../src/redact/_examples.ts";

/** Where `actual` first differs from `expected`, shown with the expected text only. */
function mismatch(actual: string, expected: string): string {
  let i = 0;
  while (i < actual.length && i < expected.length && actual[i] === expected[i]) i++;
  return `differs at offset ${i} (expected around it: ` +
    `${JSON.stringify(expected.slice(Math.max(0, i - 30), i + 30))})`;
}

Deno.test("every rule of ctx's own has an example of each kind", () => {
  const without = OWN_RULES.filter((r) =>
    !r.examples || r.examples.match.length === 0 || r.examples.clean.length === 0
  );
  assert.deepEqual(without.map((r) => r.id), []);
  for (const r of OWN_RULES) {
    for (const m of r.examples!.match) {
      assert.ok(unmark(m).secrets.length > 0, `${r.id}: a match example marks no secret`);
    }
  }
});

for (const [index, rule] of OWN_RULES.entries()) {
  const name = `${rule.id} (rule ${index}: ${rule.description.slice(0, 60)})`;
  Deno.test(`examples of ${name}`, () => {
    rule.examples!.match.forEach((example, i) => {
      const { input, expected, secrets } = unmark(example);
      for (
        const [form, text, want] of [
          ["as written", input, expected],
          ["in a JSON string", JSON.stringify({ text: input }), JSON.stringify({ text: expected })],
        ] as const
      ) {
        const out = redact(text);
        assert.ok(out.text === want, `match example ${i}, ${form}: ${mismatch(out.text, want)}`);
        if (form === "as written") {
          const rules = out.findings.map((f) => f.rule);
          assert.ok(rules.includes(rule.id), `match example ${i}: found by ${rules.join(", ")}`);
        }
        for (const s of secrets) assert.ok(!out.text.includes(s), `example ${i}: secret left`);
      }
    });
    rule.examples!.clean.forEach((example, i) => {
      const forms: Array<[string, string]> = [
        ["as written", example],
        ["in a JSON string", JSON.stringify({ text: example })],
      ];
      for (const [form, text] of forms) {
        const out = redact(text);
        assert.ok(out.text === text, `clean example ${i}, ${form}: ${mismatch(out.text, text)}`);
      }
    });
  });
}
