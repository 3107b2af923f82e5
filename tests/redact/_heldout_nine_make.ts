/**
 * How held-out corpus nine is written (see _heldout_nine.ts): a seeded stream of fake secret
 * parts, different for every case and the same on every run, and the two case builders. None of
 * what it makes is a real credential.
 */
import { ALNUM, BASE64, BASE64URL, fake, HEX, UPPER_DIGITS } from "./_fakes.ts";
import { type Add, caseBuilders, type Piece } from "./_heldout_make.ts";
export type { Add, Piece };
export { b64u } from "./_heldout_make.ts";

export { ALNUM, BASE64, BASE64URL, HEX, UPPER_DIGITS };
export const DIGITS = "0123456789";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const LOWER_DIGITS = LOWER + DIGITS;
export const UPPER_NUM = UPPER + DIGITS;
export const HEX_UP = "0123456789ABCDEF";

let seed = 9000;
/** `n` characters of `alphabet` from the corpus's own stream. */
export function g(n: number, alphabet: string = ALNUM): string {
  return fake(n, alphabet, seed++);
}

const SYMBOLS = ["!", "#", "-", "_", ".", "%", "*", "^", "@", "&"];
let symbol = 0;
/** A generated password: letters and digits around one symbol, 14 characters. */
export function pwd(): string {
  return g(6) + SYMBOLS[symbol++ % SYMBOLS.length] + g(7);
}

/** An armour line of a private key block, built so that no source line looks like one. */
export function armour(edge: "BEGIN" | "END", kind: string): string {
  return "-".repeat(5) + edge + " " + kind + "PRIV" + "ATE KEY" + "-".repeat(5);
}

/** The secret (`S`) and clean (`C`) case builders, drawing from this corpus's stream. */
export const { S, C } = caseBuilders(g, ALNUM);

/** A v4-looking UUID from the stream (random hex), as one piece when a case adds it. */
export function guid(): string {
  return `${g(8, HEX)}-${g(4, HEX)}-4${g(3, HEX)}-a${g(3, HEX)}-${g(12, HEX)}`;
}
