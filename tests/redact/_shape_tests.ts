/**
 * The tests a round of shapes registers: each variant caught (no piece of its secret left) and
 * each look-alike untouched, as written, inside a JSONL record and with CRLF line ends.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { asRecord, piecesGone } from "./_heldout.ts";

const crlf = (s: string) => s.replaceAll("\n", "\r\n");

/** Register the tests of `round` (its name in the test titles) for its variants and look-alikes. */
export function shapeTests(
  round: string,
  secrets: ReadonlyArray<{ label: string; text: string; pieces: readonly string[] }>,
  clean: ReadonlyArray<readonly [string, string]>,
): void {
  for (const c of secrets) {
    Deno.test(`${round} shape caught: ${c.label}`, () => {
      for (const text of [c.text, asRecord(c.text), crlf(c.text)]) {
        assert.ok(piecesGone(redact(text).text, c.pieces, text), `${c.label}: a piece survives`);
      }
    });
  }
  for (const [label, text] of clean) {
    Deno.test(`${round} shape left alone: ${label}`, () => {
      for (const t of [text, asRecord(text), crlf(text)]) assert.equal(redact(t).text, t);
    });
  }
}
