/**
 * Round five's families (`_shapes_round5.ts`), each as generated variants rather than one case:
 * a variant is caught when no piece of its secret is left, as written, inside a JSONL record and
 * with CRLF line ends; a look-alike must come out byte for byte all three ways.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { asRecord, piecesGone } from "./_heldout.ts";
import { CLEAN, SECRETS } from "./_shapes_round5.ts";

const crlf = (s: string) => s.replaceAll("\n", "\r\n");

for (const c of SECRETS) {
  Deno.test(`round five shape caught: ${c.label}`, () => {
    for (const text of [c.text, asRecord(c.text), crlf(c.text)]) {
      assert.ok(piecesGone(redact(text).text, c.pieces, text), `${c.label}: a piece survives`);
    }
  });
}

for (const [label, text] of CLEAN) {
  Deno.test(`round five shape left alone: ${label}`, () => {
    for (const t of [text, asRecord(text), crlf(text)]) assert.equal(redact(t).text, t);
  });
}
