/**
 * Round six's shapes (`_shapes_six.ts`), each as generated variants: a variant is caught when no
 * piece of its secret is left, as written, inside a JSONL record and with CRLF line ends; a
 * look-alike must come out byte for byte all three ways. The escaped-quote values must also go
 * whole: one `[REDACTED]` where the value stood, nothing of it after.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { asRecord, piecesGone } from "./_heldout.ts";
import { CLEAN, SECRETS } from "./_shapes_six.ts";

const crlf = (s: string) => s.replaceAll("\n", "\r\n");

for (const c of SECRETS) {
  Deno.test(`round six shape caught: ${c.label}`, () => {
    for (const text of [c.text, asRecord(c.text), crlf(c.text)]) {
      assert.ok(piecesGone(redact(text).text, c.pieces, text), `${c.label}: a piece survives`);
    }
  });
}

for (const [label, text] of CLEAN) {
  Deno.test(`round six shape left alone: ${label}`, () => {
    for (const t of [text, asRecord(text), crlf(text)]) assert.equal(redact(t).text, t);
  });
}

Deno.test("round six: a value with an escaped quote goes whole, its quotes kept", () => {
  const cases: Array<[string, string]> = [
    ['{"password":"Qx7mPa2\\"Lk9vRt4"}', '{"password":"[REDACTED]"}'],
    ['password = "Qx7mPa2\\"Lk9vRt4" # db', 'password = "[REDACTED]" # db'],
    ["const secret = `Qx7mPa2\\`Lk9vRt4`;", "const secret = `[REDACTED]`;"],
    ['var password = @"Qx7mPa2""Lk9vRt4";', 'var password = @"[REDACTED]";'],
    ["export PASSWORD='Qx7mPa2'\\''Lk9vRt4'", "export PASSWORD='[REDACTED]'"],
  ];
  for (const [input, want] of cases) {
    assert.equal(redact(input).text, want);
    assert.equal(redact(asRecord(input)).text, asRecord(want));
  }
});
