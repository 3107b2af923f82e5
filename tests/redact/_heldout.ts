/**
 * Held-out corpus four: secrets and clean look-alikes written without looking at the rules, in
 * the shapes they take in coding sessions (many ecosystems; wrapped lines, JSON-escaped,
 * URL-encoded, YAML, shell history, logs, tool output). It measured the rules before the fixes
 * of issue 23 (docs/redaction.md has the figures) and stays as a regression corpus:
 * heldout_test.ts checks every case, `deno task bench` reports its figures.
 *
 * A secret case lists its secret pieces (a wrapped key has two); it is caught when no piece, nor
 * any 8-character window of one, is left in the output. A clean case must come out byte for byte.
 * Every case is also written as a JSONL transcript record (a tool result).
 */
import { ASSIGNMENT_SECRETS } from "./_heldout_assign.ts";
import { HELD_OUT_CLEAN } from "./_heldout_clean.ts";
import {
  BLOCK_SECRETS,
  ENCODED_SECRETS,
  OUTPUT_SECRETS,
  WRAPPED_SECRETS,
} from "./_heldout_forms.ts";
import { COMMAND_SECRETS, URL_SECRETS } from "./_heldout_lines.ts";
import type { HeldOutClean, HeldOutSecret } from "./_heldout_make.ts";
import { VENDOR_SECRETS } from "./_heldout_vendors.ts";

export type { HeldOutClean, HeldOutSecret };
export { HELD_OUT_CLEAN };

export const HELD_OUT_SECRETS: readonly HeldOutSecret[] = [
  ...VENDOR_SECRETS,
  ...ASSIGNMENT_SECRETS,
  ...URL_SECRETS,
  ...COMMAND_SECRETS,
  ...BLOCK_SECRETS,
  ...OUTPUT_SECRETS,
  ...WRAPPED_SECRETS,
  ...ENCODED_SECRETS,
];

/** A JSONL transcript record carrying `text` as a tool result. */
export function asRecord(text: string): string {
  return JSON.stringify({ type: "user", message: { content: [{ type: "tool_result", text }] } });
}

/** The ways a piece can be written in an output: as it is, JSON-escaped, percent-encoded. */
function variants(piece: string): string[] {
  return [piece, JSON.stringify(piece).slice(1, -1), encodeURIComponent(piece)];
}

/**
 * True when no piece (nor an 8-character window of one) survives in `out`. A window that the
 * input also holds outside the pieces (`rubygems_…` under `:rubygems_api_key:`) is not a leak.
 */
export function piecesGone(out: string, pieces: readonly string[], input = ""): boolean {
  let rest = input;
  for (const piece of pieces) for (const v of variants(piece)) rest = rest.split(v).join(" ");
  for (const piece of pieces) {
    for (const v of variants(piece)) {
      const w = Math.min(8, v.length);
      for (let i = 0; i + w <= v.length; i++) {
        const window = v.slice(i, i + w);
        if (out.includes(window) && !rest.includes(window)) return false;
      }
    }
  }
  return true;
}

/** True when every piece of `c` is in its text, in one of the written forms. */
export function piecesPresent(c: HeldOutSecret): boolean {
  return c.pieces.every((p) => variants(p).some((v) => c.text.includes(v)));
}

export interface HeldOutScore {
  secrets: number;
  /** Secrets caught as written, and inside a JSONL record. */
  caught: number;
  caughtInRecord: number;
  clean: number;
  /** Clean texts unchanged as written, and inside a JSONL record. */
  untouched: number;
  untouchedInRecord: number;
  missed: string[];
  changed: string[];
}

/** A held-out corpus (four by default) scored against `redact` (text to redacted text). */
export function scoreHeldOut(
  redact: (text: string) => string,
  secrets: readonly HeldOutSecret[] = HELD_OUT_SECRETS,
  clean: readonly HeldOutClean[] = HELD_OUT_CLEAN,
): HeldOutScore {
  const s: HeldOutScore = {
    secrets: secrets.length,
    caught: 0,
    caughtInRecord: 0,
    clean: clean.length,
    untouched: 0,
    untouchedInRecord: 0,
    missed: [],
    changed: [],
  };
  for (const c of secrets) {
    const plain = piecesGone(redact(c.text), c.pieces, c.text);
    const record = piecesGone(redact(asRecord(c.text)), c.pieces, asRecord(c.text));
    if (plain) s.caught++;
    if (record) s.caughtInRecord++;
    if (!plain || !record) s.missed.push(`${c.shape}: ${c.label}${plain ? " (in a record)" : ""}`);
  }
  for (const c of clean) {
    const plain = redact(c.text) === c.text;
    const record = redact(asRecord(c.text)) === asRecord(c.text);
    if (plain) s.untouched++;
    if (record) s.untouchedInRecord++;
    if (!plain || !record) s.changed.push(`${c.label}${plain ? " (in a record)" : ""}`);
  }
  return s;
}
