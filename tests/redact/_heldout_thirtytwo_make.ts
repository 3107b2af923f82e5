/**
 * How held-out corpus thirty-two is written (see _heldout_thirtytwo.ts): its seeded stream, its
 * case builders and the small pieces its families share — a case written several times over
 * (each time with new values), JWTs, wrapped halves, stream hosts and timestamps. Every random
 * character comes from the one stream, so the corpus is the same on every run under
 * THIRTYTWO_SEED and changes in every piece under another seed.
 */
import {
  type Add,
  b64,
  b64u,
  caseClock,
  corpusKit,
  DIGITS,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  UPPER_ALNUM,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, b64u, B64URL, DIGITS, HEX, LOWER_DIGITS, UPPER_ALNUM };

export const THIRTYTWO_SEED = 32032;

const kit = corpusKit(THIRTYTWO_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid(pick(["8", "9", "a", "b"]));

/** Upper-case hex, as Steam and Valve print their keys. */
export const HEX_UP = "0123456789ABCDEF";

/** A secret case written `n` times, each with new values; labels numbered when more than one. */
export function many(
  n: number,
  shape: Shape,
  label: string,
  build: (k: Piece, add: Add, i: number) => string,
): HeldOutSecret[] {
  return Array.from(
    { length: n },
    (_, i) => S(shape, n > 1 ? `${label} #${i + 1}` : label, (k, add) => build(k, add, i)),
  );
}

/** A clean case written `n` times, each with new values. */
export function cleanMany(n: number, label: string, make: (i: number) => string): HeldOutClean[] {
  return Array.from({ length: n }, (_, i) => C(n > 1 ? `${label} #${i + 1}` : label, make(i)));
}

/** A generated password as one piece: letters and digits around one safe symbol. */
export function pass(add: Add): string {
  return add(draw(num(7, 10)) + pick(["!", "#", "-", "_", ".", "*", "~", "@"]) + draw(num(5, 8)));
}

/** A JWT of `alg` whose claims are `claims`; its signature a piece of the right length. */
export function jwt(k: Piece, claims: Record<string, unknown>, alg = "HS256"): string {
  const head = b64u(JSON.stringify({ alg, typ: "JWT" }));
  const sig = ({ HS256: 43, ES256: 86, RS256: 342 } as Record<string, number>)[alg]!;
  return `${head}.${b64u(JSON.stringify(claims))}.${k(sig, B64URL)}`;
}

/** `value` cut in two pieces at a point in its middle (a key a terminal wrapped). */
export function halves(add: Add, value: string): [string, string] {
  const at = num(Math.floor(value.length * 0.4), Math.floor(value.length * 0.6));
  return [add(value.slice(0, at)), add(value.slice(at))];
}

/** A made-up short name (a cloud name, a studio, a channel). */
export function word(): string {
  return pick([
    "nova",
    "pix",
    "orbit",
    "lumen",
    "tide",
    "ember",
    "quartz",
    "kiln",
    "rift",
    "halo",
  ]) +
    pick(["", "-", ""]) + draw(num(3, 6), LOWER);
}

/** A private address and port. */
export function ip(): string {
  return `10.${num(0, 255)}.${num(0, 255)}.${num(1, 254)}`;
}

const clock = caseClock(num, 2);
/** Starts a case's clock at a random moment of November 2026. */
export const startClock = clock.start;
/** The next ISO timestamp of the case's clock. */
export function tick(): string {
  return new Date(clock.advance(5, 4000)).toISOString();
}
/** The clock's time of day with milliseconds, `HH:MM:SS.mmm`, as OBS and game consoles print it. */
export function hms(): string {
  return new Date(clock.advance(20, 3000)).toISOString().slice(11, 23);
}

/** A Unix time a few hours on from the case's clock (a signed URL's expiry). */
export function expiry(): number {
  return Math.floor(clock.advance(3_600_000, 20_000_000) / 1000);
}

/** A JSONL record of a tool result holding `text`, as a Claude Code session writes it. */
export function toolRecord(text: string): string {
  startClock();
  return JSON.stringify({
    type: "user",
    timestamp: tick(),
    uuid: uuid(),
    message: {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: `toolu_01${draw(22)}`, content: text }],
    },
  });
}

/** `lines` joined, as a chunk of terminal output. */
export const block = (...lines: string[]): string => lines.join("\n");
