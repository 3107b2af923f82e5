/**
 * The examples rules carry (`Rule.examples`): filler to build fake secrets from (deterministic
 * letters and digits, so a fake token is built at run time from a prefix and filler, and the
 * source holds no string a secret scanner would flag), and how an example marks its secrets.
 */

export const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export const HEX = "0123456789abcdef";
export const BASE64 = ALNUM + "+/";
export const BASE64URL = ALNUM + "-_";
export const UPPER_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const LOWER_DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789";

/** `length` characters of `alphabet`, the same for the same `seed`, with a digit in them. */
export function sample(length: number, alphabet = ALNUM, seed = 1): string {
  let state = (seed * 2654435761) >>> 0 || 1;
  let out = "";
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out += alphabet[(state >>> 8) % alphabet.length];
  }
  return /[0-9]/.test(alphabet) ? out.slice(0, -1) + "7" : out;
}

/**
 * An example's text and what `redact()` must make of it: each part marked «like this» becomes
 * `[REDACTED]`; `secrets` are the marked parts.
 */
export function unmark(example: string): { input: string; expected: string; secrets: string[] } {
  const secrets: string[] = [];
  const expected = example.replace(/«([^«»]*)»/g, (_, secret: string) => {
    secrets.push(secret);
    return "[REDACTED]";
  });
  return { input: example.replace(/[«»]/g, ""), expected, secrets };
}
