/**
 * The check every round of shapes runs on its generated variants: a variant is caught when no
 * piece of its secret is left, as written, inside a JSONL record and with CRLF line ends; a
 * look-alike must come out byte for byte all three ways.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { asRecord, piecesGone } from "./_heldout.ts";

/** A generated variant of a shape: its text and the pieces of its secret. */
export interface Variant {
  label: string;
  text: string;
  pieces: string[];
}

const crlf = (s: string) => s.replaceAll("\n", "\r\n");

/** One test per variant and per look-alike, named `<round> shape caught/left alone: <label>`. */
export function checkShapes(
  round: string,
  secrets: readonly Variant[],
  clean: ReadonlyArray<readonly [string, string]>,
) {
  for (const c of secrets) {
    Deno.test(`${round} shape caught: ${c.label}`, () => {
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
  for (const [label, text] of clean) {
    Deno.test(`${round} shape left alone: ${label}`, () => {
      for (const t of [text, asRecord(text), crlf(text)]) assert.equal(redact(t).text, t);
    });
  }
}
