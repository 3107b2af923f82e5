/**
 * How held-out corpus thirty-six is written (see _heldout_thirtysix.ts): its seeded stream, case
 * builders and the small parts its families share — passwords, key blocks, JWTs, wrapped values,
 * the schools, people and hosts a case is set among. Every random character comes from one stream,
 * so the corpus is the same on every run under THIRTYSIX_SEED.
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
export { ALNUM, B64, b64, b64u, B64URL, DIGITS, HEX, LOWER, LOWER_DIGITS, UPPER_ALNUM };

export const THIRTYSIX_SEED = 36036;

const kit = corpusKit(THIRTYSIX_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid(pick(["8", "9", "a", "b"]));

/** A generated password as one piece: letters and digits around one symbol. */
export function pass(add: Add): string {
  return add(draw(num(6, 10)) + pick(["!", "#", "-", "_", ".", "*", "~", "@"]) + draw(num(5, 8)));
}

/** A password as people choose it (a word, digits, a symbol) as one piece. */
export function humanPass(add: Add): string {
  const word = pick(["Falcons", "Mascot", "Semester", "Payroll", "Library", "Quad", "Campus"]);
  return add(word + draw(num(2, 4), DIGITS) + pick(["!", "$", "#", "?"]) + draw(4, LOWER));
}

/** The armour of a key block of `kind` ("RSA ", "EC ", "", "PGP " with a `BLOCK` tail). */
export function armour(kind: string, end: boolean): string {
  const tail = kind === "PGP " ? " BLOCK" : "";
  return `-----${end ? "END" : "BEGIN"} ${kind}PRIVATE KEY${tail}-----`;
}

/** A private key block: every body line a piece; `eol` joins the lines (`\\n` inside JSON). */
export function pemBlock(k: Piece, kind: string, lines: number, indent = ""): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(indent + k(64, B64));
  body.push(indent + k(num(20, 60), B64) + "=");
  return [indent + armour(kind, false), ...body, indent + armour(kind, true)];
}

/** A PGP private key block with its version header and checksum line. */
export function pgpBlock(k: Piece, lines: number): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(k(64, B64));
  body.push(k(num(24, 50), B64));
  return [armour("PGP ", false), "", ...body, "=" + draw(4, B64), armour("PGP ", true)];
}

/** A JWT of `alg` (HS256 or RS256) whose claims are `claims`; the signature is a piece. */
export function jwt(
  k: Piece,
  claims: Record<string, unknown>,
  alg = "RS256",
  kid?: string,
): string {
  const header = kid ? { alg, typ: "JWT", kid } : { alg, typ: "JWT" };
  const sig = k(alg === "RS256" ? 342 : 43, B64URL);
  return `${b64u(JSON.stringify(header))}.${b64u(JSON.stringify(claims))}.${sig}`;
}

/** `value` cut into lines of `width` characters, every line a piece (a pasted, wrapped value). */
export function wrapValue(add: Add, value: string, width: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < value.length; i += width) out.push(add(value.slice(i, i + width)));
  return out;
}

/** A Unix time in November 2026. */
export function epoch(): number {
  return Date.UTC(2026, 10, num(1, 27), num(0, 23), num(0, 59), num(0, 59)) / 1000;
}

/** An ISO timestamp in November 2026. */
export function iso(): string {
  return new Date(epoch() * 1000 + num(0, 999)).toISOString();
}

const clock = caseClock(num, 1);

/** The case's clock, started for every case by `expand`: an ISO time a little after the last. */
export function later(): string {
  return new Date(clock.advance(40, 9000)).toISOString();
}

/** The case clock's next time of day, `HH:MM:SS`. */
export function laterHms(): string {
  return later().slice(11, 19);
}

/** `HH:MM:SS` of a random moment. */
export function hms(): string {
  return iso().slice(11, 19);
}

export const SCHOOLS = [
  "northfield",
  "lakeshore-cc",
  "stmarys",
  "riverbend-isd",
  "ashford",
  "kelvin-uni",
  "westvale",
  "harbor-state",
  "pinecrest-sd",
  "dunmore",
] as const;

export const PEOPLE = [
  "a.okafor",
  "j.lindqvist",
  "m.tanaka",
  "r.castillo",
  "s.nguyen",
  "p.mbeki",
  "l.fontaine",
  "d.kowalski",
  "h.alvarez",
  "t.brennan",
] as const;

/** A school's short name, drawn from the stream. */
export const school = (): string => pick(SCHOOLS);
/** A staff login, drawn from the stream. */
export const person = (): string => pick(PEOPLE);

/** A template of secret cases: a shape, a label and a writer (`i` is the instance's number). */
export type Template = readonly [Shape, string, (k: Piece, add: Add, i: number) => string];

/** Each template written `per` times, its instances numbered in their labels. */
export function expand(templates: readonly Template[], per: number): HeldOutSecret[] {
  return templates.flatMap(([shape, label, make]) =>
    Array.from(
      { length: per },
      (_, i) =>
        S(shape, `${label} #${i + 1}`, (k, add) => {
          clock.start();
          return make(k, add, i);
        }),
    )
  );
}

/** A clean template: a label and a writer. */
export type CleanTemplate = readonly [string, (i: number) => string];

/** Each clean template written `per` times, numbered in their labels. */
export function expandClean(templates: readonly CleanTemplate[], per: number): HeldOutClean[] {
  return templates.flatMap(([label, make]) =>
    Array.from({ length: per }, (_, i) => {
      clock.start();
      return C(`${label} #${i + 1}`, make(i));
    })
  );
}
