/**
 * How the held-out corpora are written (corpus four first, see _heldout.ts): the case types, the
 * helpers that build fake secrets, different for every case and the same on every run, the seeded
 * stream and case builders the later corpora draw from, and the encoders and token checksum they
 * share (one copy for every corpus).
 */
import { mulberry32 } from "../_mulberry32.ts";
import { fake, HEX } from "./_fakes.ts";

/** The shape a case stands for, for the per-shape report. */
export type Shape =
  | "vendor"
  | "assignment"
  | "url"
  | "command"
  | "block"
  | "output"
  | "wrapped"
  | "encoded";

export interface HeldOutSecret {
  shape: Shape;
  label: string;
  text: string;
  /** The secret parts; each must be gone from the output. */
  pieces: string[];
}

export interface HeldOutClean {
  label: string;
  text: string;
}

export const DIGITS = "0123456789";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const LOWER_DIGITS = LOWER + DIGITS;
export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** Upper-case letters and digits (not base32: `_fakes.ts`'s UPPER_DIGITS is that). */
export const UPPER_ALNUM = UPPER + DIGITS;

let seed = 4000;
/** `n` characters of `alphabet`, different at every call (deterministic across runs). */
export function r(n: number, alphabet: string): string {
  return fake(n, alphabet, seed++);
}

const PUNCT = ["!", "#", "-", "_", ".", "%", "*", "^"];
let pwCount = 0;
/** A generated password: letters, digits and one symbol, 13 characters. */
export function pw(alnum: string): string {
  return r(5, alnum) + PUNCT[pwCount++ % PUNCT.length] + r(7, alnum);
}

/** A v4-looking UUID (random hex). */
export function uuid(hex: string): string {
  return [r(8, hex), r(4, hex), "4" + r(3, hex), "a" + r(3, hex), r(12, hex)].join("-");
}

/** Makes a random piece of a case and records it. */
export type Piece = (n: number, alphabet?: string) => string;
/** Records a piece built otherwise (a password, an encoded form, half of a wrapped key). */
export type Add = (piece: string) => string;

/** A corpus's case builders, bound to its seeded stream. */
export interface CaseBuilders {
  /** A secret case: `build` writes the text, and every piece it draws or adds is recorded. */
  S(shape: Shape, label: string, build: (k: Piece, add: Add) => string): HeldOutSecret;
  /** A clean case: must come out byte for byte. */
  C(label: string, text: string): HeldOutClean;
}

/**
 * The case builders of a corpus whose pieces come from `draw` (`n` characters of an alphabet,
 * `alnum` unless the case names another): each corpus draws from its own stream, so the same
 * builders give each its own values.
 */
export function caseBuilders(
  draw: (n: number, alphabet: string) => string,
  alnum: string,
): CaseBuilders {
  return {
    S(shape, label, build) {
      const pieces: string[] = [];
      const add: Add = (p) => {
        pieces.push(p);
        return p;
      };
      const k: Piece = (n, alphabet = alnum) => add(draw(n, alphabet));
      return { shape, label, text: build(k, add), pieces };
    },
    C: (label, text) => ({ label, text }),
  };
}

/** A corpus's families, in build order: each a name and the function that writes its cases. */
export type Families<T> = ReadonlyArray<readonly [string, () => T[]]>;

/** A corpus built from its families, with its number of cases by family. */
export interface FamilyCorpus {
  secrets: HeldOutSecret[];
  clean: HeldOutClean[];
  counts: Record<string, number>;
}

/**
 * Builds the secret families, then the clean ones, in order, counting each family's cases (the
 * corpus's stream must have been reset first: the order of the draws is the corpus).
 */
export function buildFamilies(
  secretFamilies: Families<HeldOutSecret>,
  cleanFamilies: Families<HeldOutClean>,
): FamilyCorpus {
  const counts: Record<string, number> = {};
  const run = <T>(families: Families<T>): T[] =>
    families.flatMap(([name, family]) => {
      const cases = family();
      counts[name] = cases.length;
      return cases;
    });
  const secrets = run(secretFamilies);
  const clean = run(cleanFamilies);
  return { secrets, clean, counts };
}

/** A corpus's seeded stream: every random part of its cases is drawn from it, in build order. */
export interface CorpusStream {
  /** Starts the stream again under `seed` (a corpus's build calls it before its families). */
  reset(seed: number): void;
  /** The next number in [0, 1). */
  next(): number;
  /** `n` characters of `alphabet`, the next ones of the stream. */
  draw(n: number, alphabet: string): string;
  /** A whole number in [lo, hi]. */
  int(lo: number, hi: number): number;
  /** One of `items`. */
  pick<T>(items: readonly T[]): T;
}

/**
 * The seeded stream (mulberry32) a held-out corpus draws from: the same corpus on every run under
 * one seed, and no token-shaped literal in its source.
 */
export function corpusStream(seed: number): CorpusStream {
  let rand = mulberry32(seed);
  const stream: CorpusStream = {
    reset(seed) {
      rand = mulberry32(seed);
    },
    next: () => rand(),
    draw(n, alphabet) {
      let out = "";
      for (let i = 0; i < n; i++) out += alphabet[Math.floor(rand() * alphabet.length)];
      return out;
    },
    int: (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1)),
    pick: (items) => items[Math.floor(rand() * items.length)]!,
  };
  return stream;
}

/** One case's clock (ISO timestamps a little later each time), drawn from a corpus's stream. */
export interface CaseClock {
  /** Starts the clock at a random moment of November 2026, from day `firstDay` to the 27th. */
  start(): void;
  /** Moves it on by [lo, hi] milliseconds; the time in milliseconds. */
  advance(lo: number, hi: number): number;
}

/** A case clock drawing from `int` (a corpus stream's), each start on day `firstDay` or later. */
export function caseClock(int: CorpusStream["int"], firstDay: number): CaseClock {
  let ms = 0;
  return {
    start() {
      ms = Date.UTC(2026, 10, int(firstDay, 27), int(0, 23), int(0, 59), int(0, 59), int(0, 999));
    },
    advance(lo, hi) {
      return ms += int(lo, hi);
    },
  };
}

/** Standard base64 of the UTF-8 of `s` (or of bytes); without its `=` padding if `pad` is false. */
export function b64(s: string | Uint8Array, pad = true): string {
  const bytes = typeof s === "string" ? new TextEncoder().encode(s) : s;
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  const out = btoa(bin);
  return pad ? out : out.replace(/=+$/, "");
}

/** Base64url of the UTF-8 of `s` without padding, as a JWT part. */
export function b64u(s: string): string {
  return b64(s, false).replace(/\+/g, "-").replace(/\//g, "_");
}

/** Lower-case hex of the UTF-8 bytes of `s`. */
export function hexOf(s: string): string {
  return [...new TextEncoder().encode(s)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** CRC-32 (IEEE) of the UTF-8 bytes of `s`, as GitHub and npm tokens carry it. */
export function crc32(s: string): number {
  let c = 0xffffffff;
  for (const byte of new TextEncoder().encode(s)) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** `v` in `width` base62 digits (0-9A-Za-z), most significant first, zero-padded. */
export function base62(v: number, width: number): string {
  let s = "";
  for (let i = 0; i < width; i++) {
    s = (DIGITS + UPPER + LOWER)[v % 62] + s;
    v = Math.floor(v / 62);
  }
  return s;
}

/** A GitHub- or npm-style token's checksum of its 30-character `body`: its CRC-32 in 6 base62 digits. */
export function tokenChecksum(body: string): string {
  return base62(crc32(body), 6);
}

/** A corpus's seeded stream with its drawing helpers and case builders bound to it. */
export interface CorpusKit extends CaseBuilders {
  /** Starts the corpus's stream again under `seed`. */
  reset(seed: number): void;
  /** `n` characters of `alphabet` (`alnum` unless named), the next of the stream. */
  draw(n: number, alphabet?: string): string;
  /** A whole number in [lo, hi] from the stream. */
  num(lo: number, hi: number): number;
  /** One of `items`, from the stream. */
  pick<T>(items: readonly T[]): T;
  /** `n` lowercase hex characters from the stream. */
  hex(n: number): string;
  /** A v4-looking UUID from the stream, its variant nibble `variant`. */
  uuid(variant?: string): string;
}

/**
 * The stream of a corpus under `seed` and what its files draw with: `draw` (of `alnum` unless an
 * alphabet is named), `num`, `pick`, `hex`, `uuid` and the case builders S and C, all bound to
 * that one stream.
 */
export function corpusKit(seed: number, alnum: string): CorpusKit {
  const stream = corpusStream(seed);
  const draw = (n: number, alphabet: string = alnum): string => stream.draw(n, alphabet);
  const hex = (n: number): string => draw(n, HEX);
  return {
    reset: stream.reset,
    draw,
    hex,
    uuid: (variant = "8") => [hex(8), hex(4), "4" + hex(3), variant + hex(3), hex(12)].join("-"),
    num: stream.int,
    pick: <T>(items: readonly T[]): T => stream.pick(items),
    ...caseBuilders(draw, alnum),
  };
}
