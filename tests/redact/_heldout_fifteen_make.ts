/**
 * How held-out corpus fifteen is written (see _heldout_fifteen.ts): its seeded stream, alphabets
 * and the helpers that draw secrets and public values from it. Every random character of the
 * corpus comes from `corpusStream(FIFTEEN_SEED)`; nothing token-shaped is written in a source line.
 */
import {
  type Add,
  b64,
  b64u,
  caseBuilders,
  corpusStream,
  DIGITS,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER,
  tokenChecksum,
  UPPER,
} from "./_heldout_make.ts";

export type { HeldOutClean, HeldOutSecret };
export { b64, b64u };

export const FIFTEEN_SEED = 15015;

export const ALNUM = UPPER + LOWER + DIGITS;
export const HEX = DIGITS + "abcdef";
export const B64 = ALNUM + "+/";
export const B64URL = ALNUM + "-_";
export const LOWNUM = LOWER + DIGITS;
/** Characters a generated password mixes in (safe inside quotes of most languages). */
const SYMBOLS = "!#%^*-_.";

const stream = corpusStream(FIFTEEN_SEED);
/** Starts the stream again under `seed`. */
export const reset = (seed: number): void => stream.reset(seed);
/** `n` characters of `alphabet` (a public value: not recorded as a piece). */
export const v = (n: number, alphabet: string = ALNUM): string => stream.draw(n, alphabet);
/** A whole number in [lo, hi]. */
export const num = stream.int;
export const { S, C } = caseBuilders(stream.draw, ALNUM);

/** A v4 UUID (a public id unless a case records it). */
export function uuid(): string {
  return `${v(8, HEX)}-${v(4, HEX)}-4${v(3, HEX)}-${v(1, "89ab")}${v(3, HEX)}-${v(12, HEX)}`;
}

/** A generated password of `n` characters with one symbol inside, recorded as a piece. */
export function pw(add: Add, n = 16, symbols = SYMBOLS): string {
  const cut = num(3, n - 4);
  const head = v(cut);
  const sym = v(1, symbols);
  return add(head + sym + v(n - cut - 1));
}

/** A password safe inside a URL's userinfo (letters, digits, `-`, `_`, `.`). */
export function urlPw(add: Add, n = 18): string {
  const cut = num(4, n - 5);
  return add(v(cut) + v(1, "-_.") + v(n - cut - 1));
}

/** The 36-character body of a GitHub- or npm-style token: 30 random characters and a CRC-32 in base62. */
export function ghBody(): string {
  const body = v(30);
  return body + tokenChecksum(body);
}

/** An HS256 JWT with `claims`; its signature is recorded by `add`. */
export function jwt(add: Add, claims: Record<string, unknown>): string {
  const head = b64u(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  return `${head}.${b64u(JSON.stringify(claims))}.${add(v(43, B64URL))}`;
}

/** A private key block of `kind` (e.g. "RSA ", "EC ", ""), every body line recorded as a piece. */
export function pem(add: Add, kind: string, lines: number, eol = "\n"): string {
  const armour = (edge: string) => `-----${edge} ${kind}PRIVATE` + " KEY-----";
  const body: string[] = [];
  for (let i = 0; i < lines; i++) body.push(add(v(64, B64)));
  body.push(add(v(num(12, 40), B64) + "=="));
  return [armour("BEGIN"), ...body, armour("END")].join(eol);
}

/** A 64-hex SHA-256 digest (public). */
export const sha256 = (): string => v(64, HEX);
/** A 40-hex git commit id (public). */
export const sha1 = (): string => v(40, HEX);
