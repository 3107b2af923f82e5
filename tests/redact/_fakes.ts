/**
 * Fake secrets for the redaction tests, built at run time from pieces so that the repository
 * never contains a string a secret scanner would flag. Deterministic: the same seed gives the
 * same characters on every run.
 */

export const UPPER_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
export const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export const BASE64 = ALNUM + "+/";
export const BASE64URL = ALNUM + "-_";
export const HEX = "0123456789abcdef";

/** `length` pseudo-random characters from `alphabet` (a small LCG, seeded). */
export function fake(length: number, alphabet: string = ALNUM, seed = 1): string {
  let state = (seed * 2654435761) >>> 0 || 1;
  let out = "";
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out += alphabet[(state >>> 8) % alphabet.length];
  }
  // Random strings may lack a digit by chance; real keys nearly always have one.
  return alphabet.includes("7") ? out.slice(0, -1) + "7" : out;
}

/** A JWT-shaped token: header.payload.signature, each base64url. */
export function fakeJwt(seed = 1): string {
  return "ey" + "J" + fake(30, BASE64URL, seed) + ".ey" + "J" + fake(60, BASE64URL, seed + 1) +
    "." + fake(43, BASE64URL, seed + 2);
}

/** A PEM armour line, e.g. `pemLine("BEGIN", "RSA ")`, built so no scanner sees it in the source. */
export function pemLine(edge: "BEGIN" | "END", kind: string): string {
  return "-----" + edge + " " + kind + "PRIVATE" + " KEY-----";
}

/** A PEM private key block of `kind` (e.g. "RSA ", "OPENSSH ", ""), lines joined by `eol`. */
export function fakePem(kind: string, eol = "\n", seed = 1): { block: string; body: string } {
  const lines: string[] = [];
  for (let i = 0; i < 12; i++) lines.push(fake(64, BASE64, seed + i));
  lines.push(fake(20, BASE64, seed + 99) + "==");
  const body = lines.join(eol);
  return { block: pemLine("BEGIN", kind) + eol + body + eol + pemLine("END", kind), body };
}
