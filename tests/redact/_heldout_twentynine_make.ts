/**
 * How held-out corpus twenty-nine is written (see _heldout_twentynine.ts): its seeded stream, case
 * builders, the values research, health and public-sector work hands around (passwords, JWT
 * assertions, private keys, vendor tokens) and the frames a case is written in — an e-mail or a
 * ticket in the language of the place, a wiki page, a chat record, a terminal (those are in
 * _heldout_twentynine_frames.ts). Every random
 * character, in secrets and in the text around them alike, comes from one stream, so the corpus is
 * the same on every run under TWENTYNINE_SEED.
 */
import {
  type Add,
  b64,
  b64u,
  corpusKit,
  DIGITS,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  UPPER,
  UPPER_ALNUM,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX } from "./_fakes.ts";
import type { Frame } from "./_heldout_twentynine_frames.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, b64u, B64URL, DIGITS, HEX, LOWER, LOWER_DIGITS, UPPER, UPPER_ALNUM };

export const TWENTYNINE_SEED = 29029;

const kit = corpusKit(TWENTYNINE_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID (variant nibble 8 to b). */
export const uuid = (): string => kit.uuid(pick(["8", "9", "a", "b"]));

/** Upper-case hex, as REDCap writes its API tokens. */
export const UHEX = "0123456789ABCDEF";

/** A password someone chose or a generator gave, as one piece: letters, digits, one symbol (`inUrl`: one a URL's user part takes as it is). */
export function pass(add: Add, inUrl = false): string {
  // In a URL's user part a person writes only what needs no percent-encoding.
  const sym = pick(
    inUrl ? ["!", "-", "_", ".", "*", "~"] : ["!", "#", "-", "_", ".", "*", "+", "?", "$"],
  );
  return add(draw(num(5, 8)) + sym + draw(num(4, 8)));
}

/** A password built from words and digits, as people pick them (`Kiefer-Labor-2931!`). */
export function wordPass(add: Add, inUrl = false): string {
  const a = pick(["Kiefer", "Hafen", "Soleil", "Marea", "Tulpen", "Fjell", "Ljus", "Komeet"]);
  const b = pick(["Labor", "Serveur", "Datos", "Dijk", "Skog", "Havet", "Pulsar", "Genom"]);
  return add(
    `${a}${pick(["-", "_", "."])}${b}${draw(4, DIGITS)}${
      pick(inUrl ? ["!", "*"] : ["!", "#", "?"])
    }`,
  );
}

const SIG: Record<string, number> = { HS256: 43, ES256: 86, RS256: 342 };

/** A JWT under `alg` whose claims are `claims`; its signature is a piece (and its payload, `secretClaims`). */
export function jwt(
  k: Piece,
  claims: Record<string, unknown>,
  alg: "HS256" | "ES256" | "RS256" = "HS256",
  kid?: string,
): string {
  const head = b64u(JSON.stringify(kid ? { alg, typ: "JWT", kid } : { alg, typ: "JWT" }));
  return `${head}.${b64u(JSON.stringify(claims))}.${k(SIG[alg]!, B64URL)}`;
}

/** Seconds since the epoch, some time in November 2026. */
export function epoch(): number {
  return 1793491200 + num(0, 29 * 86400);
}

/** A token's `iat` and its `exp` `seconds` later. */
export function lifetime(seconds: number): { iat: number; exp: number } {
  const iat = epoch();
  return { iat, exp: iat + seconds };
}

/** The armour of a PEM block of `kind` ("RSA ", "EC ", "OPENSSH ", "ENCRYPTED " …). */
export function armour(kind: string, end: boolean): string {
  return `-----${end ? "END" : "BEGIN"} ${kind}PRIVATE KEY-----`;
}

/** A private key block of `lines` body lines of `width`, every body line a piece. */
export function keyBlock(k: Piece, kind: string, lines: number, indent = "", width = 64): string[] {
  // The fixed start of a key's DER (PKCS#1 and #8 `MII…`, OpenSSH's magic) is not a piece.
  const head = kind === "OPENSSH "
    ? "b3BlbnNzaC1rZXktdjEAAAAA"
    : "MII" + pick(["E", "B", "C", "J"]);
  const body = [indent + head + k(width - head.length, B64)];
  for (let i = 1; i < lines - 1; i++) body.push(indent + k(width, B64));
  body.push(indent + k(num(24, width - 4), B64) + pick(["=", "=="]));
  return [indent + armour(kind, false), ...body, indent + armour(kind, true)];
}

/** A public certificate's body (clean: no piece), `lines` lines of base64. */
export function certBody(lines: number): string[] {
  const out = ["MII" + draw(61, B64)];
  for (let i = 1; i < lines - 1; i++) out.push(draw(64, B64));
  out.push(draw(num(20, 60), B64) + "=");
  return out;
}

/** An ISO timestamp in November 2026. */
export function when(): string {
  const d = Date.UTC(2026, 10, num(2, 27), num(6, 22), num(0, 59), num(0, 59), num(0, 999));
  return new Date(d).toISOString();
}

/** A person's name from the places the corpus covers. */
export function person(): string {
  const first = pick([
    "Anja",
    "Lukas",
    "Maëlle",
    "Théo",
    "Lucía",
    "Javier",
    "Femke",
    "Joris",
    "Ingrid",
    "Mikkel",
    "Sanna",
    "Eero",
    "Priya",
    "Dana",
    "Kwame",
    "Hannah",
    "Björn",
    "Noor",
    "Carmen",
    "Olivier",
  ]);
  const last = pick([
    "Schneider",
    "Weber",
    "Lefèvre",
    "Moreau",
    "García",
    "Ortega",
    "de Vries",
    "Jansen",
    "Lindqvist",
    "Hansen",
    "Virtanen",
    "Okafor",
    "Patel",
    "Brennan",
    "Nakamura",
    "Kowalski",
  ]);
  return `${first} ${last}`;
}

/** A user name as a cluster or portal has it (`aschne42`). */
export function login(): string {
  return draw(num(2, 5), LOWER) + draw(num(3, 5), LOWER) + draw(2, DIGITS);
}

/** One case's making: a shape, a label, and the lines of its secret (or look-alike). */
export interface Writing {
  shape: Shape;
  label: string;
  make: (k: Piece, add: Add) => string[];
}

/**
 * The secret cases of a family: each writing in `per` frames, taken in turn from `frames` so that
 * neighbouring writings fall in different ones.
 */
export function framed(
  writings: readonly Writing[],
  frames: readonly Frame[],
  per = 2,
): HeldOutSecret[] {
  const step = Math.max(1, Math.floor(frames.length / per));
  return writings.flatMap((w, i) =>
    Array.from({ length: per }, (_, j) => {
      const f = frames[(i + j * step) % frames.length]!;
      return S(w.shape, `${w.label} — ${f.label}`, (k, add) => f.wrap(w.make(k, add)));
    })
  );
}

/** The clean cases of a family: each look-alike in `per` frames, taken in turn. */
export function framedClean(
  alikes: readonly (readonly [string, () => string[]])[],
  frames: readonly Frame[],
  per = 2,
): HeldOutClean[] {
  const step = Math.max(1, Math.floor(frames.length / per));
  return alikes.flatMap(([label, make], i) =>
    Array.from({ length: per }, (_, j) => {
      const f = frames[(i + j * step) % frames.length]!;
      return C(`${label} — ${f.label}`, f.wrap(make()));
    })
  );
}

/** An ORCID iD (`0000-000N-…` form) with its ISO 7064 11,2 check character. */
export function orcidId(): string {
  const base = "0000000" + pick(["1", "2", "3"]) + draw(7, DIGITS);
  let total = 0;
  for (const d of base) total = (total + Number(d)) * 2;
  const r = (12 - (total % 11)) % 11;
  const all = base + (r === 10 ? "X" : String(r));
  return all.match(/.{4}/g)!.join("-");
}

/** A DOI of a journal article or a dataset. */
export function doi(): string {
  return pick([
    `10.${num(1000, 9999)}/${pick(["s41586", "nature", "jama", "bmj"])}.${num(2020, 2026)}.${
      draw(5, DIGITS)
    }`,
    `10.5281/zenodo.${draw(8, DIGITS)}`,
    `10.6084/m9.figshare.${draw(8, DIGITS)}`,
    `10.1371/journal.p${pick(["one", "med", "cbi"])}.${draw(7, DIGITS)}`,
  ]);
}

/** An OID under HL7's or a national root, as health systems name their code systems. */
export function oid(): string {
  return pick([
    "2.16.840.1.113883",
    "1.2.276.0.76",
    "1.2.250.1.213",
    "2.16.528.1.1007",
    "1.2.752.129",
  ]) +
    `.${num(1, 20)}.${num(1, 999)}.${num(1, 99)}`;
}

/** A DICOM UID (a root and digits, up to 64 characters). */
export function dicomUid(): string {
  return `${pick(["1.2.826.0.1.3680043", "1.3.6.1.4.1.14519", "2.25", "1.2.840.113619"])}.${
    draw(num(10, 20), DIGITS).replace(/^0+/, "1")
  }.${num(1, 9999)}.${draw(num(6, 12), DIGITS).replace(/^0+/, "7")}`;
}

/** A DNA sequence of `n` bases. */
export function dna(n: number): string {
  return draw(n, "ACGT");
}
