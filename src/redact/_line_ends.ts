/**
 * What the end of a line holds, read back from its end without reading the rest of it: for the
 * rules tried only where a line ends with a value (`Rule.valueEnds`, `_match.ts`). `Doc.valueEnd`
 * keeps each line's answer for every rule that asks.
 */

/** A line's `valueEnd` not read yet (the largest answer is one less). */
export const UNREAD = 255;

/**
 * What a run that ends a line is made of (`valueEnd`): `token`, of token characters
 * (`[A-Za-z0-9_+/-]`), behind at most two `=`, six closers (`"'\x60),;]}`), blanks and a `\r`;
 * `word`, of the characters a word holds (none of blanks, quotes, `«»=/:<>(){}[]$|;,\`), with a
 * digit among them (else 0), behind a quote (`"'\x60»`), a full stop, blanks and a `\r`.
 */
export type RunKind = "token" | "word";

const TOKEN = new Uint8Array(128);
const CLOSER = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_+/-") {
  TOKEN[c.charCodeAt(0)] = 1;
}
for (const c of "\"'\x60),;]}") CLOSER[c.charCodeAt(0)] = 1;
// Not in a word: ASCII blanks and punctuation (as `\s` and the class the rules name), 2 a digit.
const WORD = new Uint8Array(128).fill(1);
for (const c of " \t\n\v\f\r\"'\x60=/:<>(){}[]$|;,\\") WORD[c.charCodeAt(0)] = 0;
for (let d = 48; d <= 57; d++) WORD[d] = 2;
// Past ASCII, `\s`'s blanks and the quotes `«»`.
const NOT_WORD = /[\s«»]/;

/**
 * The length (at most 254) of the run of `kind` (`RunKind`) that ends the line `text[from, end)`
 * (its line break left out), read back from its end: a value alone at the end of its line
 * (`  "ab…yz==",`) gives its length, prose ending in a word a few. Reads only the line's last
 * characters.
 */
export function valueEnd(text: string, from: number, end: number, kind: RunKind): number {
  let p = end;
  if (p > from && text.charCodeAt(p - 1) === 13) p--;
  while (p > from) {
    const c = text.charCodeAt(p - 1);
    if (c !== 32 && c !== 9) break;
    p--;
  }
  let n = 0;
  if (kind === "token") {
    for (let k = 0; k < 6 && p > from && CLOSER[text.charCodeAt(p - 1)] === 1; k++) p--;
    for (let k = 0; k < 2 && p > from && text.charCodeAt(p - 1) === 61; k++) p--;
    while (n < UNREAD - 1 && p > from && TOKEN[text.charCodeAt(p - 1)] === 1) p--, n++;
    return n;
  }
  if (p > from && text.charCodeAt(p - 1) === 46) p--;
  if (p > from && /["'\x60»]/.test(text[p - 1]!)) p--;
  let digit = false;
  for (; n < UNREAD - 1 && p > from; p--, n++) {
    const c = text.charCodeAt(p - 1);
    const w = c < 128 ? WORD[c]! : NOT_WORD.test(text[p - 1]!) ? 0 : 1;
    if (w === 0) break;
    if (w === 2) digit = true;
  }
  // (A run read to the cap may hold its digit further back.)
  return digit || n === UNREAD - 1 ? n : 0;
}

/** Whether the line `text[from, end)` is blank or ends with a `]` (a `[user]` head), blanks aside. */
export function gapLine(text: string, from: number, end: number): boolean {
  let p = end;
  while (p > from) {
    const c = text.charCodeAt(p - 1);
    if (c !== 32 && c !== 9 && c !== 13) break;
    p--;
  }
  return p === from || text.charCodeAt(p - 1) === 93;
}
