/**
 * How held-out corpus ten is written (see _heldout_ten.ts): a seeded stream of fake secret parts
 * and the case builders bound to it. `tenStream(seed)` gives a fresh stream, so the whole corpus
 * can be built twice and compared (ten_wellformed_test.ts); the corpus itself is built once with
 * TEN_SEED. Nothing it makes is a real credential: every random part comes from the stream at run
 * time, so no source line holds a token-shaped literal.
 */
import {
  type Add,
  b64u,
  caseBuilders,
  corpusStream,
  type HeldOutClean,
  type HeldOutSecret,
  type Piece,
  type Shape,
} from "./_heldout_make.ts";
export type { Add, Piece };
export { b64, b64u, hexOf } from "./_heldout_make.ts";

export const TEN_SEED = 0x7e4_10;

export const DIGITS = "0123456789";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const HEX = DIGITS + "abcdef";
export const HEX_UP = DIGITS + "ABCDEF";
export const ALNUM = UPPER + LOWER + DIGITS;
export const LOWER_NUM = LOWER + DIGITS;
export const UPPER_NUM = UPPER + DIGITS;
export const B64 = ALNUM + "+/";
export const B64URL = ALNUM + "-_";
/** Bitcoin's base58 (no 0, O, I, l). */
export const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZ" + "abcdefghijkmnopqrstuvwxyz";
/** Crockford-style base32 as used by ULIDs. */
export const B32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Everything a topic file needs, bound to one seeded stream. */
export interface Ten {
  /** `n` characters of `alphabet` from the stream, not recorded as a piece. */
  g(n: number, alphabet?: string): string;
  /** `n` random bytes from the stream. */
  bytes(n: number): Uint8Array;
  /** A password as people choose them for services: letters and digits around a symbol. */
  pwd(): string;
  /** A random v4-looking UUID. */
  guid(): string;
  /** A secret case: `build` writes the text; every piece it draws or adds is recorded. */
  S(shape: Shape, label: string, build: (k: Piece, add: Add) => string): HeldOutSecret;
  /** A clean case: must come out byte for byte. */
  C(label: string, text: string): HeldOutClean;
}

const SYMBOLS = "!#-_.%*^@&+~";

/**
 * The corpus's stream: `corpusStream` (mulberry32), not _fakes.ts's `fake`, which corpus
 * nine draws from: drawn through it with one seed a draw, two of this corpus's 32-hex pieces came
 * out equal (the well-formedness test caught it), a repeat a held-out corpus cannot have.
 */
export function tenStream(seed: number): Ten {
  const stream = corpusStream(seed);
  const next = stream.next;
  const g = (n: number, alphabet: string = ALNUM): string => stream.draw(n, alphabet);
  const bytes = (n: number): Uint8Array => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) out[i] = Math.floor(next() * 256);
    return out;
  };
  const pwd = (): string => {
    const sym = stream.draw(1, SYMBOLS);
    return g(1, UPPER) + g(5, LOWER_NUM) + sym + g(6, ALNUM) + g(1, DIGITS);
  };
  const guid = (): string =>
    `${g(8, HEX)}-${g(4, HEX)}-4${g(3, HEX)}-${g(1, "89ab")}${g(3, HEX)}-${g(12, HEX)}`;
  const { S, C } = caseBuilders(g, ALNUM);
  return { g, bytes, pwd, guid, S, C };
}

/**
 * A JWT shaped like a real one: a real header, a payload of real claims and a random signature
 * of the algorithm's length. Only the signature is recorded as the piece: it is what makes the
 * token a credential (header and claims are readable by anyone holding it).
 */
export function jwt(
  t: Ten,
  add: Add,
  claims: Record<string, unknown>,
  alg: "HS256" | "RS256" | "ES256" = "HS256",
): string {
  const header = b64u(JSON.stringify({ alg, typ: "JWT" }));
  const payload = b64u(JSON.stringify(claims));
  const sigLen = alg === "RS256" ? 342 : alg === "ES256" ? 86 : 43;
  return `${header}.${payload}.${add(t.g(sigLen, B64URL))}`;
}

/** An armour line of a key block, built so that no source line holds one. */
function armour(edge: "BEGIN" | "END", kind: string): string {
  const label = kind === "" ? "PRIV" + "ATE KEY" : `${kind} PRIV` + "ATE KEY";
  return `${"-".repeat(5)}${edge} ${label}${"-".repeat(5)}`;
}

/**
 * A private key block: armour, `lines` full base64 lines of 64 and a short last one, every body
 * line recorded as a piece. `join` is the line break as the text shows it ("\n", or "\\n" inside
 * a JSON string).
 */
export function keyBlock(t: Ten, add: Add, kind: string, lines: number, join = "\n"): string {
  const body: string[] = [];
  for (let i = 0; i < lines; i++) body.push(add(t.g(64, B64)));
  body.push(add(t.g(24, B64) + "=="));
  return [armour("BEGIN", kind), ...body, armour("END", kind)].join(join);
}
