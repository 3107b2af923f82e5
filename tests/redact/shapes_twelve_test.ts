/**
 * The shapes caught after held-out corpus twelve (docs/redaction.md, "Corpus twelve after it was
 * seen"), each tried in generated variants (_shapes_twelve_cases.ts) — other programs, names,
 * languages, values and layouts — rather than as the corpus's one case, next to the look-alikes
 * each must leave alone. A variant is caught when no piece of its secret is left, as written,
 * inside a JSONL record and with CRLF line ends; a look-alike must come out byte for byte all
 * three ways.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { asRecord, piecesGone } from "./_heldout.ts";
import { CLEAN, SECRETS } from "./_shapes_twelve_cases.ts";

const crlf = (s: string) => s.replaceAll("\n", "\r\n");

for (const c of SECRETS) {
  Deno.test(`twelve shape caught: ${c.label}`, () => {
    const forms: Array<[string, string]> = [
      ["as written", c.text],
      ["in a record", asRecord(c.text)],
      ["CRLF", crlf(c.text)],
    ];
    for (const [form, text] of forms) {
      const out = redact(text).text;
      assert.ok(piecesGone(out, c.pieces, text), `${c.label}, ${form}: a piece survives`);
    }
  });
}

for (const [label, text] of CLEAN) {
  Deno.test(`twelve shape left alone: ${label}`, () => {
    for (const t of [text, asRecord(text), crlf(text)]) assert.equal(redact(t).text, t);
  });
}
