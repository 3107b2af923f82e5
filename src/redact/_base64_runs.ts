/**
 * Base64 runs of a text that decode to printable text (`user:pass`, a PEM block, a `.env` file):
 * the view redaction reads them through, to find a secret base64 hides (`_hidden.ts`).
 */

import { gunzipSync } from "node:zlib";

/**
 * Characters of the standard base64 alphabet, by char code: what each says of a run (bit 1 a
 * base64 character, 2 upper case, 4 lower case, 8 a digit, `+` or `/`).
 */
const B64 = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Z]/.test(ch)) B64[c] = 1 | 2;
  else if (/[a-z]/.test(ch)) B64[c] = 1 | 4;
  else if (/[0-9+\/]/.test(ch)) B64[c] = 1 | 8;
}
// Runs worth decoding: 12 to 65 536 characters (a kubeconfig PEM is a few thousand).
const MIN_RUN = 12;
const MAX_RUN = 65_536;

/** A base64 run of `text` and what it decodes to, when that is printable text. */
export interface DecodedRun {
  start: number;
  end: number;
  decoded: string;
}

/**
 * The base64 runs of `text` that decode to printable text (`user:pass`, a PEM block, a `.env`
 * file). Runs that cannot be base64 of text are skipped before decoding: a run needs upper- and
 * lower-case letters and a digit or `+`/`/`/`=` (words, paths and hex digests have not), and a
 * valid length. Digests and image data decode to binary and are dropped.
 * (Dense text holds thousands of runs of 12 or more word characters: what each run holds is read
 * while scanning it, so most are dropped without a copy of them or a regex.)
 */
export function base64Runs(text: string): DecodedRun[] {
  const runs: DecodedRun[] = [];
  const n = text.length;
  const base64 = (at: number) => {
    const c = text.charCodeAt(at);
    return c < 128 && B64[c] !== 0;
  };
  let i = 0;
  while (i < n) {
    if (!base64(i)) {
      i++;
      continue;
    }
    // A run starts at `i` (after a character outside the alphabet). Shorter than `MIN_RUN`, it
    // is dropped: read back from where its `MIN_RUN`th character would be, and a character
    // outside the alphabet there is where the next run may start (most words end before it).
    const probe = i + MIN_RUN - 1;
    if (probe >= n) break;
    let p = probe;
    while (p > i && base64(p)) p--;
    if (p > i) {
      i = p + 1;
      continue;
    }
    let kinds = 0;
    let j = i;
    while (j < n) {
      const d = text.charCodeAt(j);
      if (d >= 128 || B64[d] === 0) break;
      kinds |= B64[d]!;
      j++;
    }
    let end = j;
    while (end < n && end - j < 2 && text.charCodeAt(end) === 61) end++;
    const run = decodeRun(text, i, j, end, kinds);
    if (run !== undefined) runs.push(run);
    i = end;
  }
  return runs;
}

/** True for the characters that make a run part of a larger token: `A-Za-z0-9_-.`. */
function tokenChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 ||
    c === 45 || c === 46;
}

/**
 * The run `text[start, end)` (body up to `bodyEnd`, then padding; `kinds` the bits of `B64` its
 * body holds), decoded when it is text.
 */
function decodeRun(text: string, start: number, bodyEnd: number, end: number, kinds: number) {
  const length = bodyEnd - start;
  if (length < MIN_RUN || length > MAX_RUN || length % 4 === 1) return undefined;
  if (end > bodyEnd && (end - start) % 4 !== 0) return undefined;
  // Part of a larger token (`sha512-…`, `hvs.…`): not a value of its own.
  if (start > 0 && tokenChar(text.charCodeAt(start - 1))) return undefined;
  if ((kinds & 8) === 0 && end === bodyEnd) return undefined;
  // Lower-case hex of 32 or more characters: text written as hex (a token, `user:password`).
  if ((kinds & 2) === 0 && length >= 32 && length % 2 === 0 && end === bodyEnd) {
    const decoded = hexText(text, start, bodyEnd);
    return decoded === undefined ? undefined : { start, end, decoded };
  }
  if ((kinds & 6) !== 6) return undefined;
  const body = text.slice(start, bodyEnd);
  let decoded: string;
  try {
    decoded = atob(body + "===".slice((length + 3) % 4));
  } catch {
    return undefined;
  }
  if (!/^[\x20-\x7e\t\r\n]+$/.test(decoded)) {
    // gzip's magic in base64 is `H4sI` (cloud-init's `encoding: gz+b64`, a Helm release): the
    // text it packs, when that is text.
    const packed = body.startsWith("H4sI") ? gunzipped(decoded) : undefined;
    if (packed !== undefined) return { start, end, decoded: packed };
    // A private key's PEM block whose body is not text (a key cut or packed): its BEGIN line
    // says what it is. `LS0tLS1CRUdJTi` is `-----BEGIN` in base64.
    if (!body.startsWith("LS0tLS1CRUdJTi")) return undefined;
    const head = /^-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----/.exec(decoded)?.[0];
    return head === undefined ? undefined : { start, end, decoded: head };
  }
  return { start, end, decoded };
}

// How much a gzip run may unpack to (a `.env` or a config is a few kilobytes).
const MOST_UNPACKED = 256 * 1024;

/** The printable text the gzip bytes `binary` (one byte a character) unpack to, or undefined. */
function gunzipped(binary: string): string | undefined {
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(
      gunzipSync(bytes, { maxOutputLength: MOST_UNPACKED }),
    );
    return /^[\x20-\x7e\t\r\n]+$/.test(text) ? text : undefined;
  } catch {
    // Not gzip, cut, or larger than the bound: not read.
    return undefined;
  }
}

/**
 * `text[start, end)` (lower-case hex digits, even length) decoded, when every byte is printable
 * text; undefined otherwise (a digest stops at its first byte or two).
 */
function hexText(text: string, start: number, end: number): string | undefined {
  let out = "";
  for (let i = start; i < end; i += 2) {
    const hi = HEX_VALUE[text.charCodeAt(i)] ?? 16;
    const lo = HEX_VALUE[text.charCodeAt(i + 1)] ?? 16;
    if (hi > 15 || lo > 15) return undefined;
    const byte = hi * 16 + lo;
    if ((byte < 0x20 || byte > 0x7e) && byte !== 9 && byte !== 10 && byte !== 13) return undefined;
    out += String.fromCharCode(byte);
  }
  return out;
}

// The value of each lower-case hex digit by character code (16: not one).
const HEX_VALUE = new Uint8Array(128).fill(16);
for (let c = 0; c < 16; c++) HEX_VALUE["0123456789abcdef".charCodeAt(c)] = c;
