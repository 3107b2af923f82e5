/**
 * The seeded stream of held-out corpus thirteen and the helpers that build its values: every
 * random character of every case, secret or clean, is drawn here at run time, so the corpus is the
 * same on every run under THIRTEEN_SEED and no source line holds a token-shaped literal.
 */
import {
  b64u,
  corpusKit,
  type HeldOutClean,
  type HeldOutSecret,
  tokenChecksum,
} from "./_heldout_make.ts";

export type { HeldOutClean, HeldOutSecret };
export { b64, b64u, hexOf } from "./_heldout_make.ts";

export const THIRTEEN_SEED = 13013;

export const DIGITS = "0123456789";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const ALNUM = UPPER + LOWER + DIGITS;
export const HEX = "0123456789abcdef";
export const HEX_UP = "0123456789ABCDEF";
export const B64 = ALNUM + "+/";
export const B64URL = ALNUM + "-_";
export const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** Bitcoin's base58: no 0, O, I or l. */
export const BASE58 = DIGITS.slice(1) + UPPER.replace(/[IO]/g, "") + LOWER.replace("l", "");
export const LOWER_DIGITS = LOWER + DIGITS;

const kit = corpusKit(THIRTEEN_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, hex, S, C } = kit;

/** A random (not secret) hex string of `n` characters, for ids and digests in clean texts. */

/** A v4-looking UUID drawn from the stream. */
export const uuid = (): string => kit.uuid("8");

const SYMBOLS = "!#%&*+-.=?@^_~";
/** A human-looking password: a word-ish run, digits and symbols, 14 characters. */
export function password(): string {
  return draw(4, UPPER + LOWER) + draw(1, SYMBOLS) + draw(5, ALNUM) + draw(1, SYMBOLS) +
    draw(3, DIGITS + LOWER);
}

const WORDS = [
  "amber",
  "basalt",
  "cobalt",
  "dune",
  "ember",
  "fjord",
  "gravel",
  "harbor",
  "indigo",
  "juniper",
  "kelp",
  "lantern",
  "meadow",
  "nectar",
  "orchid",
  "pebble",
  "quartz",
  "raven",
  "saffron",
  "tundra",
  "umber",
  "velvet",
  "willow",
  "yonder",
  "zephyr",
  "mosaic",
  "cinder",
  "falcon",
  "granite",
  "heron",
];
/** A diceware-style passphrase of `n` words joined by `sep`, with a digit run at the end. */
export function passphrase(n: number, sep: string): string {
  const w: string[] = [];
  for (let i = 0; i < n; i++) w.push(kit.pick(WORDS));
  return w.join(sep) + sep + draw(3, DIGITS);
}

/** The random body of a GitHub-style token: 30 characters and their CRC-32 in 6 base62 digits. */
export function ghBody(): string {
  const body = draw(30);
  return body + tokenChecksum(body);
}

/** Signature lengths of a JWT by algorithm (base64url characters). */
const SIG = { HS256: 43, ES256: 86, RS256: 342 } as const;

/** A JWT's header and payload (public parts) and its signature (the secret part). */
export function jwt(
  alg: keyof typeof SIG,
  claims: Record<string, unknown>,
): { head: string; sig: string } {
  const head = b64u(JSON.stringify({ alg, typ: "JWT" })) + "." + b64u(JSON.stringify(claims));
  return { head, sig: draw(SIG[alg], B64URL) };
}

/** Base64 body lines of a PEM block: `lines` full lines of 64 and a last one of `last`. */
export function pemBody(lines: number, last: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(draw(64, B64));
  out.push(draw(last, B64) + "=");
  return out;
}
