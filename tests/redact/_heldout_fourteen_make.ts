/**
 * How held-out corpus fourteen is written (see _heldout_fourteen.ts): its seeded stream, its case
 * builders and the encoders its cases use (base64, hex, percent, quoted-printable, `\u` escapes,
 * gzip, JWT, PEM), so that every random part is drawn at run time and no source line holds a
 * token-shaped literal.
 */
import { gzipSync } from "node:zlib";
import { ALNUM, BASE64, BASE64URL, HEX, pemLine, UPPER_DIGITS } from "./_fakes.ts";
import {
  b64,
  b64u,
  caseBuilders,
  corpusStream,
  DIGITS,
  LOWER,
  LOWER_DIGITS,
  tokenChecksum,
  UPPER,
} from "./_heldout_make.ts";

export type { HeldOutClean, HeldOutSecret, Piece } from "./_heldout_make.ts";
export { b64, b64u, hexOf } from "./_heldout_make.ts";
export { ALNUM, BASE64, BASE64URL, DIGITS, HEX, LOWER, LOWER_DIGITS, UPPER, UPPER_DIGITS };

/** The seed of the corpus as committed. */
export const FOURTEEN_SEED = 14014;

const stream = corpusStream(FOURTEEN_SEED);

/** Starts the corpus's stream again (buildFourteen calls it before its families). */
export const reset = (seed: number): void => stream.reset(seed);
/** `n` characters of `alphabet` from the stream, not recorded as a piece (clean values, encoded inputs). */
export const d = (n: number, alphabet: string = ALNUM): string => stream.draw(n, alphabet);
/** A whole number in [lo, hi] from the stream. */
export const int = (lo: number, hi: number): number => stream.int(lo, hi);
/** One of `items`, from the stream. */
export const pick = <T>(items: readonly T[]): T => stream.pick(items);

export const { S, C } = caseBuilders(stream.draw, ALNUM);

/** Upper-case hex. */
export const HEX_UP = HEX.toUpperCase();
/** Letters and digits a person can read aloud without confusing them (no 0/O, 1/l/I). */
export const SPOKEN = "abcdefghjkmnpqrstuvwxyz" + "23456789";

const SYMBOLS = "!#$%&*+-=?@^_~";
/** A generated password from the stream: 14–20 letters and digits with two symbols. */
export function pw(): string {
  const n = int(12, 18);
  const a = d(Math.floor(n / 2)), b = d(n - Math.floor(n / 2));
  return a + d(1, SYMBOLS) + b.slice(0, 3) + d(1, DIGITS) + d(1, SYMBOLS) + b.slice(3);
}

/** A password from `pw` without the characters a URL, a DSN or a quoted literal would escape. */
export const plain = (): string => pw().replace(/[@#?%&+=$^~*!:/]/g, "_");

/** bech32's data alphabet (age recipients, Nostr keys, SegWit addresses). */
export const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

/** UTF-8 bytes of `s`. */
const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

/** Every byte outside [A-Za-z0-9] percent-encoded (as a form or a DSN would). */
export const pct = (s: string): string =>
  [...utf8(s)].map((b) => {
    const c = String.fromCharCode(b);
    return /[A-Za-z0-9]/.test(c) ? c : "%" + b.toString(16).toUpperCase().padStart(2, "0");
  }).join("");

/** Every character as a `\uXXXX` escape (a minified bundle, a JSON dump with ensure_ascii). */
export const uEsc = (s: string): string =>
  [...s].map((c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0")).join("");

/**
 * Quoted-printable lines (RFC 2045) of `s`: `=` and bytes outside printable ASCII as `=XX`, soft
 * line breaks (`=` at the end) every `width` characters.
 */
export function qp(s: string, width = 76): string[] {
  const enc = [...utf8(s)].map((b) => {
    const c = String.fromCharCode(b);
    return b === 61 || b < 32 || b > 126 ? "=" + b.toString(16).toUpperCase().padStart(2, "0") : c;
  });
  const lines: string[] = [];
  let cur = "";
  for (const e of enc) {
    if (cur.length + e.length > width - 1) {
      lines.push(cur + "=");
      cur = "";
    }
    cur += e;
  }
  lines.push(cur);
  return lines;
}

/** gzip of `s` then base64, as Helm stores a release (the header's OS byte fixed so it does not vary by platform). */
export function gzB64(s: string): string {
  const z = new Uint8Array(gzipSync(utf8(s)));
  z[9] = 3;
  return b64(z);
}

/** `s` cut into lines of `width` characters (a terminal's wrap, `fold -w`). */
export function fold(s: string, width: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += width) out.push(s.slice(i, i + width));
  return out;
}

/**
 * A JWT (HS256) whose payload is `claims`; the signature (43 base64url characters) is drawn by
 * `k`, so it is the case's piece. Returns the token.
 */
export function jwt(claims: Record<string, unknown>, k: (n: number, a?: string) => string): string {
  const head = b64u(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  return `${head}.${b64u(JSON.stringify(claims))}.${k(43, BASE64URL)}`;
}

/**
 * A GitHub- or npm-style token: `prefix` + 30 random characters (drawn by `k`, so recorded) + their
 * CRC-32 in six base62 digits. Returns the token; the piece is everything after the prefix.
 */
export function checksummed(prefix: string, add: (p: string) => string): string {
  const body = d(30);
  return prefix + add(body + tokenChecksum(body));
}

/** An AWS-style access key id (public; never a piece). */
export const awsId = (): string => "AKIA" + d(16, UPPER_DIGITS);

/**
 * A private key block of `kind` ("RSA ", "EC ", "OPENSSH ", ""), `lines` body lines of 64 base64
 * characters (each a piece, by `k`) and a shorter last one; lines joined by `eol` and each
 * prefixed by `lead` (a quote, an indent).
 */
export function pem(
  kind: string,
  lines: number,
  k: (n: number, a?: string) => string,
  lead = "",
  eol = "\n",
): string {
  const body: string[] = [];
  for (let i = 0; i < lines; i++) body.push(k(64, BASE64));
  body.push(k(int(20, 40), BASE64) + "==");
  return [pemLine("BEGIN", kind), ...body, pemLine("END", kind)].map((l) => lead + l).join(eol);
}

/** Hex digest of `n` characters (a SHA, a commit, a build id): for clean cases. */
export const hexId = (n: number): string => d(n, HEX);

/** A v4 UUID from the stream. */
export const uuid = (): string =>
  [d(8, HEX), d(4, HEX), "4" + d(3, HEX), pick(["8", "9", "a", "b"]) + d(3, HEX), d(12, HEX)]
    .join("-");
