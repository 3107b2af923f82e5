/**
 * How held-out corpus six is written (see _heldout_six.ts): fake secrets of real shapes, made at
 * run time from a seeded generator of its own (the same characters on every run, none in the
 * source), and the case builders.
 */
import { ALNUM, BASE64, fake, HEX } from "./_fakes.ts";
import type { HeldOutClean, HeldOutSecret, Shape } from "./_heldout_make.ts";

export const DIGITS = "0123456789";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
export const UPPER_DIGITS = UPPER + DIGITS;
export const LOWER_DIGITS = LOWER + DIGITS;
export const BASE64URL = ALNUM + "-_";
export { ALNUM, BASE64, HEX };

let seed = 6_000_001;
/** `n` characters of `alphabet`, different at every call. */
export function g(n: number, alphabet: string = ALNUM): string {
  return fake(n, alphabet, seed++);
}

/** Standard base64 of `text` (for Basic auth, Kubernetes secrets, docker auths). */
export function b64(text: string): string {
  return btoa(text);
}

/** A password people generate: letters, digits and punctuation that needs no quoting. */
export function pass(n = 16): string {
  return g(5, ALNUM) + "!" + g(n - 9, ALNUM) + "#" + g(2, DIGITS);
}

/** A random UUID-shaped string. */
export function uid(): string {
  return [g(8, HEX), g(4, HEX), "4" + g(3, HEX), "9" + g(3, HEX), g(12, HEX)].join("-");
}

/** A JWT of `payload` (real base64url JSON) with a random signature. */
export function jwt(payload: Record<string, unknown>, alg = "RS256"): string {
  const enc = (o: unknown) =>
    btoa(JSON.stringify(o)).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
  return `${enc({ alg, typ: "JWT" })}.${enc(payload)}.${g(alg === "HS256" ? 43 : 342, BASE64URL)}`;
}

/** The armour line of a key block, built so the source holds no scanner-flagged string. */
export function armour(edge: "BEGIN" | "END", kind: string): string {
  return `-----${edge} ${kind}-----`;
}

/** A private key body: `lines` lines of 64 base64 characters and a short last one. */
export function keyBody(lines: number, eol = "\n", width = 64): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(g(width, BASE64));
  out.push(g(28, BASE64) + "=");
  return out.join(eol);
}

/** A case whose one secret piece is `p`. */
export function s(
  shape: Shape,
  label: string,
  make: (p: string) => string,
  p: string,
): HeldOutSecret {
  return { shape, label, text: make(p), pieces: [p] };
}

/** A case with several secret pieces. */
export function m(shape: Shape, label: string, text: string, pieces: string[]): HeldOutSecret {
  return { shape, label, text, pieces };
}

export const c = (label: string, text: string): HeldOutClean => ({ label, text });
