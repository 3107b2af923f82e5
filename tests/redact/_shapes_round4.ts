/**
 * The cases of tests/redact/shapes_round4_test.ts: seeded fakes, and the lists the case files fill
 * (a secret's text and its pieces; a look-alike's label and text).
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";

let seed = 10_400;
const SYMBOLS = ["!", "#", "%", "@", "^", "*", ".", "-"];
/** A password-like fake: letters and digits around one symbol. */
export const pw = (): string =>
  fake(6, ALNUM, seed++) + SYMBOLS[seed % SYMBOLS.length] + fake(7, ALNUM, seed++);
/** A generated-looking fake of `n` characters of `alphabet`. */
export const key = (n = 40, alphabet = ALNUM): string => fake(n, alphabet, seed++);
/** A UUID-shaped fake. */
export const uuid = (): string => [8, 4, 4, 4, 12].map((n) => key(n, HEX)).join("-");
/** `s` as lower-case hex of its UTF-8 bytes. */
export const hexOf = (s: string): string =>
  [...new TextEncoder().encode(s)].map((b) => b.toString(16).padStart(2, "0")).join("");

export const SECRETS: Array<{ label: string; text: string; pieces: string[] }> = [];
/** A case whose secret is `value`, written by `make`. */
export const add = (label: string, make: (v: string) => string, value: string): void => {
  SECRETS.push({ label, text: make(value), pieces: [value] });
};
export const CLEAN: Array<[string, string]> = [];
/** A look-alike that must come out byte for byte. */
export const clean = (label: string, text: string): void => {
  CLEAN.push([label, text]);
};
