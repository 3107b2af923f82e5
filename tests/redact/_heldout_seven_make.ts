/**
 * How held-out corpus seven is written (see _heldout_seven.ts): builders for its cases and the
 * fake secrets inside them, generated at run time (nothing in the repository is a credential a
 * scanner would flag), different for every case and the same on every run. Its own generator and
 * seed, so adding or reordering cases of other corpora never changes these.
 */
import { ALNUM, BASE64, BASE64URL, HEX } from "./_fakes.ts";
import {
  corpusStream,
  type HeldOutClean,
  type HeldOutSecret,
  type Shape,
} from "./_heldout_make.ts";

export { ALNUM, BASE64, BASE64URL, HEX };
export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const DIGITS = "0123456789";
export const LOWER_ALNUM = LOWER + DIGITS;
export const UPPER_ALNUM = UPPER + DIGITS;
export const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** One seeded stream for the whole corpus (values do not repeat across cases). */
const stream = corpusStream(0x5e7e_0007);
const next = stream.next;

/** `n` random characters of `alphabet` (deterministic across runs). */
export const g = (n: number, alphabet: string = ALNUM): string => stream.draw(n, alphabet);
export const hex = (n: number): string => g(n, HEX);
export const b64 = (n: number): string => g(n, BASE64);
export const b64url = (n: number): string => g(n, BASE64URL);
export const digits = (n: number): string => g(1, "123456789") + g(n - 1, DIGITS);

/** A v4 UUID (random hex). */
export function uuid(): string {
  return [hex(8), hex(4), "4" + hex(3), g(1, "89ab") + hex(3), hex(12)].join("-");
}

const SYMBOLS = "!#$%&*+-.=?@^_~";
/** A generated password of `n` characters: letters, digits and a symbol or two. */
export function pass(n = 16): string {
  const body = g(n - 2, ALNUM);
  const cut = 3 + Math.floor(next() * (n - 5));
  return body.slice(0, cut) + g(1, SYMBOLS) + body.slice(cut) + g(1, DIGITS);
}
/** A password of letters and digits only (what many generators print). */
export const alnumPass = (n = 20): string => g(n, ALNUM);

/** Standard base64 of a text. */
export function base64(text: string): string {
  return btoa(text);
}

/** A JWT of random parts (header and payload base64url of JSON, as real ones are). */
export function jwt(claims: Record<string, unknown> = {}): string {
  const enc = (o: unknown) =>
    btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  const payload = { sub: uuid(), iat: 1764200000, jti: hex(16), ...claims };
  return enc({ alg: "HS256", typ: "JWT" }) + "." + enc(payload) + "." + b64url(43);
}

/** A secret case. `pieces` are what must be gone from the output. */
export function S(shape: Shape, label: string, text: string, ...pieces: string[]): HeldOutSecret {
  return { shape, label, text, pieces };
}

/** A clean case: must come out byte for byte. */
export function C(label: string, text: string): HeldOutClean {
  return { label, text };
}
