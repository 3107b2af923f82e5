/**
 * Round four of the shapes that generalise (docs/redaction.md, "Shapes that generalise, round
 * four"): whole families of ways a secret shows up in a coding-assistant transcript that a writer
 * who has not seen the rules is likely to produce next, each in generated variants (seeded: other
 * names, vendors, values, layouts and formats; the cases are in _shapes_round4_*.ts), next to the
 * clean look-alikes each family must leave alone. A variant is caught when no piece of its secret
 * is left, as written and inside a JSONL record; a look-alike must come out byte for byte both
 * ways.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { asRecord, piecesGone } from "./_heldout.ts";
import { CLEAN, SECRETS } from "./_shapes_round4.ts";
import "./_shapes_round4_layouts.ts";
import "./_shapes_round4_lines.ts";
import "./_shapes_round4_tools.ts";

for (const c of SECRETS) {
  Deno.test(`round four shape caught: ${c.label}`, () => {
    for (const text of [c.text, asRecord(c.text)]) {
      const out = redact(text).text;
      assert.ok(piecesGone(out, c.pieces, text), `${c.label}: a piece survives`);
    }
  });
}

for (const [label, text] of CLEAN) {
  Deno.test(`round four shape left alone: ${label}`, () => {
    assert.equal(redact(text).text, text);
    assert.equal(redact(asRecord(text)).text, asRecord(text));
  });
}
