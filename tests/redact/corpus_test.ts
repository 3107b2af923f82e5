/**
 * The redaction corpus, table-driven: every secret case in every form that applies (plain,
 * JSON-escaped, JSON inside JSON, URL-encoded, glued to `_`, `\n`, `%3D`, pipes and quotes) comes
 * out with exactly its secret part replaced; every clean case comes out unchanged. A failure
 * names the case and the offset where the output differs, never the secret.
 */
import assert from "node:assert/strict";
import { containsSecret, redact } from "../../src/redact/mod.ts";
import { CLEAN_CASES, R, SECRET_CASES, writeCase } from "./_corpus.ts";

/** Where `actual` first differs from `expected`, described with the expected text only. */
function mismatch(actual: string, expected: string): string {
  let i = 0;
  while (i < actual.length && i < expected.length && actual[i] === expected[i]) i++;
  const around = JSON.stringify(expected.slice(Math.max(0, i - 30), i + 30));
  return `output differs from the expected text at offset ${i} (expected around it: ${around}; ` +
    `lengths ${actual.length} vs ${expected.length})`;
}

for (const c of SECRET_CASES) {
  for (const { form, input, expected } of writeCase(c)) {
    Deno.test(`redact() replaces only the secret: ${c.rule}, ${c.label}, ${form}`, () => {
      const { text, findings } = redact(input);
      assert.ok(text === expected, mismatch(text, expected));
      assert.ok(!text.includes(c.secret), "the secret is still in the output");
      assert.ok(findings.length > 0, "no finding reported");
      if (form === "plain") {
        const rules = findings.map((f) => f.rule).join(", ");
        assert.ok(findings.some((f) => f.rule === c.rule), `findings name ${rules}, not ${c.rule}`);
      }
      // Idempotent: the output has nothing left to redact.
      assert.equal(redact(text).text, text);
    });
  }
}

Deno.test("redact() reports one finding per secret replaced in the plain corpus", () => {
  const input = SECRET_CASES.map((c) => c.before + c.secret + c.after).join("\n\n");
  const { text, findings } = redact(input);
  const total = findings.reduce((n, f) => n + f.count, 0);
  const expected = SECRET_CASES.reduce((n, c) => n + (c.redacted ?? R).split(R).length - 1, 0);
  assert.equal(total, expected);
  assert.equal(text.split(R).length - 1, expected);
});

for (const input of CLEAN_CASES) {
  const forms: Array<[string, string]> = [
    ["plain", input],
    ["json", JSON.stringify({ content: input })],
    ["url", "https://app.example.com/?q=" + encodeURIComponent(input)],
  ];
  for (const [form, text] of forms) {
    Deno.test(`redact() leaves clean text unchanged (${form}): ${input.slice(0, 50)}`, () => {
      const out = redact(text);
      assert.equal(out.text, text);
      assert.deepEqual(out.findings, []);
      assert.equal(containsSecret(text), false);
    });
  }
}
