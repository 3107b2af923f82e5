/**
 * How held-out corpus twelve is written (see _heldout_twelve.ts): one seeded stream (mulberry32)
 * of fake secret parts, reset by `reset(seed)` before a build, so every case differs from every
 * other and the corpus is the same on every run; the case builders; and the shapes several
 * families need (passwords, JWTs, private key bodies, vendor checksums, encodings). None of what
 * it makes is a real credential, and no source line holds a token-shaped literal.
 */
import {
  type Add,
  b64 as padded64,
  b64u,
  caseBuilders,
  corpusStream,
  type HeldOutClean,
  type HeldOutSecret,
  type Piece,
  type Shape,
  tokenChecksum,
} from "./_heldout_make.ts";
export type { Add, Piece };

export type { HeldOutClean, HeldOutSecret, Shape };
export { b64u, base62, crc32, hexOf } from "./_heldout_make.ts";

/** The seed the exported corpus is built under. */
export const TWELVE_SEED = 12012;

export const DIGITS = "0123456789";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const ALNUM = UPPER + LOWER + DIGITS;
export const LOWER_DIGITS = LOWER + DIGITS;
export const UPPER_DIGITS = UPPER + DIGITS;
export const HEX = "0123456789abcdef";
export const HEX_UP = "0123456789ABCDEF";
export const BASE64 = ALNUM + "+/";
export const BASE64URL = ALNUM + "-_";
export const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** Bitcoin's base58: letters and digits without 0, O, I and l. */
export const BASE58 = (DIGITS + UPPER + LOWER).replace(/[0OIl]/g, "");
export const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
/** Base62 in the order GitHub-style checksums use. */

const stream = corpusStream(TWELVE_SEED);
const rand = stream.next;

/** Starts the stream again under `seed` (a build calls it first). */
export const reset = stream.reset;

/** `n` characters of `alphabet` from the stream; a run with digits in its alphabet has one. */
export function g(n: number, alphabet: string = ALNUM): string {
  let out = stream.draw(n, alphabet);
  const digit = [...alphabet].find((c) => c >= "0" && c <= "9");
  if (n >= 12 && digit !== undefined && !/[0-9]/.test(out)) {
    const at = Math.floor(rand() * n);
    out = out.slice(0, at) + DIGITS[Math.floor(rand() * 10)] + out.slice(at + 1);
  }
  return out;
}

/** A whole number in [lo, hi] from the stream. */
export const int = stream.int;

/** One element of `xs` from the stream. */
export const pick = stream.pick;

const SYMBOLS = "!#$%&*+-.:=?@^_~";
/** A generated password of `n` characters: letters, digits and two symbols. */
export function pwd(n = 16): string {
  const a = g(n - 2);
  const cut = int(2, n - 4);
  return a.slice(0, cut) + pick([...SYMBOLS]) + a.slice(cut) + pick([...SYMBOLS]);
}

const WORDS = [
  "amber",
  "bishop",
  "canyon",
  "dolphin",
  "ember",
  "falcon",
  "glacier",
  "harbor",
  "island",
  "jungle",
  "kettle",
  "lantern",
  "meadow",
  "nebula",
  "orchid",
  "pepper",
  "quartz",
  "raven",
  "saddle",
  "timber",
  "umbrella",
  "velvet",
  "walnut",
  "yonder",
  "zephyr",
  "copper",
  "marble",
  "thistle",
  "cobalt",
  "juniper",
];
/** A password safe to put into a URL's userinfo without encoding. */
export function upw(): string {
  return g(18);
}

/** A passphrase of `n` words from the stream, joined by `sep`, with a number at the end. */
export function phrase(n = 4, sep = "-"): string {
  const ws: string[] = [];
  for (let i = 0; i < n; i++) ws.push(pick(WORDS));
  return ws.join(sep) + sep + g(3, DIGITS);
}

/** Base64 of `s` without padding, as this corpus writes it. */
export const b64 = (s: string): string => padded64(s, false);

/** A v4-looking UUID from the stream. */
export function uuid(): string {
  return `${g(8, HEX)}-${g(4, HEX)}-4${g(3, HEX)}-${pick(["8", "9", "a", "b"])}${g(3, HEX)}-${
    g(12, HEX)
  }`;
}

/** A 40-hex digest from the stream (a commit id, a SHA-1). */
export function sha1(): string {
  return g(40, HEX);
}

/** An armour line of a private key block, built so that no source line looks like one. */
export function armour(edge: "BEGIN" | "END", kind: string): string {
  return "-".repeat(5) + edge + " " + kind + "PRIV" + "ATE KEY" + "-".repeat(5);
}

/** The random part of a GitHub- or npm-style token: 30 characters and their CRC-32 in base62. */
export function checked30(): string {
  const body = g(30);
  return body + tokenChecksum(body);
}

/** The secret (`S`) and clean (`C`) case builders, drawing from this corpus's stream. */
export const { S, C } = caseBuilders(g, ALNUM);

/** Signature length in base64url characters of a JWT by `alg`. */
const SIG: Record<string, number> = { HS256: 43, ES256: 86, RS256: 342 };

/**
 * A JWT with a real header and `claims`; its signature is drawn with `k` (so it is the piece) or,
 * with `k` omitted, from the stream (a clean or a part of another piece).
 */
export function jwt(
  claims: Record<string, unknown>,
  alg: "HS256" | "ES256" | "RS256" = "HS256",
  k?: Piece,
): string {
  const head = b64u(JSON.stringify({ alg, typ: "JWT" }));
  const body = b64u(JSON.stringify(claims));
  const sig = k ? k(SIG[alg]!, BASE64URL) : g(SIG[alg]!, BASE64URL);
  return `${head}.${body}.${sig}`;
}

/** A unix time in 2026 from the stream. */
export function epoch(): number {
  return 1767225600 + int(0, 31_000_000);
}

/**
 * The body lines of a private key: `lines` full lines of `width` base64 characters and a short
 * last one, each a piece.
 */
export function body(k: Piece, lines: number, width = 64): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(k(width, BASE64));
  out.push(k(int(12, 40), BASE64) + pick(["", "=", "=="]));
  return out;
}

/** A PEM private key block of `kind` ("RSA ", "EC ", "" …) with `lines` body lines, joined by `eol`. */
export function pem(k: Piece, kind: string, lines = 6, eol = "\n"): string {
  return [armour("BEGIN", kind), ...body(k, lines), armour("END", kind)].join(eol);
}
