/**
 * How held-out corpus sixteen is written (see _heldout_sixteen.ts): its seeded stream, case
 * builders and the pieces of long chunks — the lines an insertion puts in the middle of a long
 * log, file, dump, diff, trace or chat, and the containers that surround them. Every random
 * character, in secrets and in the filler around them alike, comes from one stream, so the corpus
 * is the same on every run under SIXTEEN_SEED.
 */
import {
  type Add,
  b64,
  b64u,
  caseClock,
  corpusKit,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  tokenChecksum,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX } from "./_fakes.ts";

export type { HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, b64u, B64URL, HEX, LOWER_DIGITS };

export const SIXTEEN_SEED = 16016;

const kit = corpusKit(SIXTEEN_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid("8");

/** A generated password as one piece: letters and digits around one safe symbol. */
export function pass(add: Add): string {
  return add(draw(num(6, 9)) + pick(["!", "#", "-", "_", ".", "*", "~"]) + draw(num(5, 8)));
}

/** A GitHub-style token body: 30 random characters and their CRC-32 in base62. */
export function ghBody(): string {
  const body = draw(30);
  return body + tokenChecksum(body);
}

/** A JWT (HS256) whose claims are `claims`; the signature is a piece. */
export function jwt(k: Piece, claims: Record<string, unknown>): string {
  const head = b64u(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  return `${head}.${b64u(JSON.stringify(claims))}.${k(43, B64URL)}`;
}

/** The armour of a PEM block of `kind` ("RSA ", "EC ", "OPENSSH ", "" …). */
export function armour(kind: string, end: boolean): string {
  return `-----${end ? "END" : "BEGIN"} ${kind}PRIVATE KEY-----`;
}

/** A private key block: every body line a piece. */
export function pemBlock(k: Piece, kind: string, lines: number, indent = ""): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(indent + k(64, B64));
  body.push(indent + k(num(20, 60), B64) + "==");
  return [indent + armour(kind, false), ...body, indent + armour(kind, true)];
}

const clock = caseClock(num, 3);
/** A clock for one chunk: starts at a random moment of the session's day. */
export const startClock = clock.start;
/** The next timestamp of the chunk's clock (ISO, milliseconds), a little later than the last. */
export function tick(): string {
  return new Date(clock.advance(3, 2400)).toISOString();
}
/** The clock's time of day, `HH:MM:SS`. */
export function hms(): string {
  return new Date(clock.advance(40, 3000)).toISOString().slice(11, 19);
}

/** `n` lines from `gen`, called in turn. */
export function lines<T = string>(n: number, gen: (i: number) => T): T[] {
  return Array.from({ length: n }, (_, i) => gen(i));
}

/** `filler` with `middle` placed somewhere in its middle third. */
export function bury(filler: string[], middle: string[]): string[] {
  const at = num(Math.floor(filler.length / 3), Math.floor((filler.length * 2) / 3));
  return [...filler.slice(0, at), ...middle, ...filler.slice(at)];
}

/** The container of an insertion's `j`-th case: `per` different ones, neighbours apart. */
function slot(i: number, j: number, per: number, n: number): number {
  return (i + j * Math.max(1, Math.floor(n / per))) % n;
}

/** An insertion: lines a secret (or its clean look-alike) puts into a long chunk. */
export interface Insertion {
  label: string;
  shape: Shape;
  make: (k: Piece, add: Add) => string[];
}

/** A container: writes a long chunk around an insertion's lines. */
export interface Container {
  label: string;
  wrap: (middle: string[]) => string;
}

/**
 * The secret cases of a family: each insertion in `per` containers, chosen in turn so that
 * neighbouring insertions land in different ones.
 */
export function combine(
  insertions: readonly Insertion[],
  containers: readonly Container[],
  per: number,
): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  insertions.forEach((ins, i) => {
    for (let j = 0; j < per; j++) {
      const box = containers[slot(i, j, per, containers.length)]!;
      out.push(S(ins.shape, `${ins.label} — ${box.label}`, (k, add) => {
        startClock();
        return box.wrap(ins.make(k, add));
      }));
    }
  });
  return out;
}

/** The clean cases of a family: each look-alike in `per` containers, chosen in turn. */
export function combineClean(
  alikes: readonly (readonly [string, () => string[]])[],
  containers: readonly Container[],
  per: number,
): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  alikes.forEach(([label, make], i) => {
    for (let j = 0; j < per; j++) {
      const box = containers[slot(i, j, per, containers.length)]!;
      startClock();
      out.push(C(`${label} — ${box.label}`, box.wrap(make())));
    }
  });
  return out;
}
