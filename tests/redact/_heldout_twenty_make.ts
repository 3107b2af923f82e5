/**
 * How held-out corpus twenty is written (see _heldout_twenty.ts): its seeded stream, case builders,
 * the token makers its toolchains share, and the views an assistant sees a file or a command in (a
 * Read tool's numbered lines, `cat` in a terminal, a CI log). Every random character comes from
 * one stream, so the corpus is the same on every run under TWENTY_SEED.
 */
import {
  type Add,
  b64,
  b64u,
  corpusKit,
  DIGITS,
  type HeldOutClean,
  type HeldOutSecret,
  hexOf,
  LOWER,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  tokenChecksum,
  UPPER,
} from "./_heldout_make.ts";
import { ALNUM, HEX } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, b64, b64u, DIGITS, HEX, hexOf, LOWER, LOWER_DIGITS, UPPER };

export const TWENTY_SEED = 20020;

/** The corpus's stream (reset, draw, num, pick) and case builders (S, C). */
const kit = corpusKit(TWENTY_SEED, ALNUM);
export const { reset, draw, num, pick, hex, S, C } = kit;

export const UPPER_DIGITS = UPPER + DIGITS;
export const B64URL = ALNUM + "-_";
export const B64 = ALNUM + "+/";
/** The alphabet of an AWS key id after its prefix. */
export const AWS_ID = UPPER + "234567";

/** A v4-looking UUID (random hex). */
export const uuid = (): string => kit.uuid("9");

/** A colon-separated upper-case hex fingerprint of `bytes` bytes (SHA-1 is 20, SHA-256 32). */
export function fingerprint(bytes: number): string {
  return Array.from({ length: bytes }, () => draw(2, "0123456789ABCDEF")).join(":");
}

/** A generated password as one piece: letters and digits around one safe symbol. */
export function pass(add: Add): string {
  return add(draw(num(6, 9)) + pick(["!", "#", "-", "_", ".", "*", "~", "@"]) + draw(num(5, 8)));
}

/** A GitHub- or npm-style token after its prefix, as a piece: 30 random characters and their checksum. */
export function ghBody(add: Add): string {
  const body = draw(30);
  return add(body + tokenChecksum(body));
}

/** A JWT (HS256) whose claims are `claims`; the signature is a piece. */
export function jwt(k: Piece, claims: Record<string, unknown>): string {
  const head = b64u(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  return `${head}.${b64u(JSON.stringify(claims))}.${k(43, B64URL)}`;
}

/** The armour of a PEM block of `kind` ("RSA ", "EC ", "" …). */
export function armour(kind: string, end: boolean): string {
  return "-----" + (end ? "END" : "BEGIN") + " " + kind + "PRIVATE" + " KEY-----";
}

/** A private key block of `lines` body lines: every body line a piece. */
export function pemLines(k: Piece, kind: string, lines: number): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(k(64, B64));
  body.push(k(num(24, 60), B64) + "==");
  return [armour(kind, false), ...body, armour(kind, true)];
}

/** A Google service account's JSON key (one line per field), its private key `\n`-escaped. */
export function serviceAccount(k: Piece, project: string, name: string): string[] {
  const key = pemLines(k, "", 8).join("\\n") + "\\n";
  return [
    "{",
    `  "type": "service_account",`,
    `  "project_id": "${project}",`,
    `  "private_key_id": "${k(40, HEX)}",`,
    `  "private_key": "${key}",`,
    `  "client_email": "${name}@${project}.iam.gserviceaccount.com",`,
    `  "client_id": "${draw(21, DIGITS)}",`,
    `  "token_uri": "https://oauth2.googleapis.com/token"`,
    "}",
  ];
}

/** A project-like name: a word and a few letters. */
export function project(words: readonly string[]): string {
  return `${pick(words)}-${draw(num(4, 6), LOWER_DIGITS)}`;
}

/** A user name under a home directory. */
export const user = (): string => pick(["maya", "jon", "li", "priya", "omar", "sven", "ana"]);

/** A file an insertion writes, or a command and the terminal lines it prints. */
export interface Insertion {
  label: string;
  shape: Shape;
  /** The file's path, or with `term` the command that was typed. */
  path: string;
  term?: boolean;
  make: (k: Piece, add: Add) => string[];
}

/** A look-alike with no secret: a file or a command's output. */
export interface Alike {
  label: string;
  path: string;
  term?: boolean;
  make: () => string[];
}

/** The views a file is shown in: a Read tool's numbered lines, `cat` in a terminal, or as written. */
const FILE_VIEWS = ["Read tool", "cat", "as written"] as const;
/** The views a command is shown in: a terminal, a CI log, an assistant's Bash call. */
const TERM_VIEWS = ["terminal", "CI log", "Bash tool"] as const;

/** A clock for one case's log lines. */
let clockMs = 0;
function stamp(): string {
  clockMs += num(5, 1800);
  return new Date(clockMs).toISOString();
}

/** `lines` of a file or command shown in view `v` (see FILE_VIEWS and TERM_VIEWS). */
function show(v: number, ins: { path: string; term?: boolean }, lines: string[]): string {
  if (ins.term) {
    // A first line that is the command itself is what was typed: it names the program at its
    // start, after a directory, a pipe or `java -jar`.
    const word = ins.path.split(" ")[0]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const first = (lines[0] ?? "").replace(/^\$ /, "");
    const typed = new RegExp(`(?:^|/|\\| |-jar )${word}\\b`).test(first);
    const cmd = typed ? first : ins.path;
    const out = typed ? lines.slice(1) : lines;
    if (v === 0) return [`${user()}@mbp ~/src % ${cmd}`, ...out].join("\n");
    if (v === 1) {
      clockMs = Date.UTC(2026, 10, num(1, 27), num(0, 23), num(0, 59), num(0, 59));
      return [`##[group]Run ${cmd}`, ...out, "##[endgroup]"].map((l) => `${stamp()} ${l}`)
        .join("\n");
    }
    return [`Bash(${cmd})`, ...out.map((l, i) => (i === 0 ? "  ⎿  " : "     ") + l)].join("\n");
  }
  if (v === 0) {
    return lines.map((l, i) => `${String(i + 1).padStart(6)}→${l}`).join("\n");
  }
  if (v === 1) return [`$ cat ${ins.path}`, ...lines].join("\n");
  return lines.join("\n") + "\n";
}

function viewName(v: number, term?: boolean): string {
  return (term ? TERM_VIEWS : FILE_VIEWS)[v]!;
}

/** Each insertion as `per` secret cases, in views chosen in turn (neighbours in different ones). */
export function cases(insertions: readonly Insertion[], per = 2): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  insertions.forEach((ins, i) => {
    for (let j = 0; j < per; j++) {
      const v = (i + j) % 3;
      out.push(S(ins.shape, `${ins.label} (${ins.path}, ${viewName(v, ins.term)})`, (k, add) => {
        return show(v, ins, ins.make(k, add));
      }));
    }
  });
  return out;
}

/** Each look-alike as `per` clean cases, in views chosen in turn. */
export function cleanCases(alikes: readonly Alike[], per = 2): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  alikes.forEach((a, i) => {
    for (let j = 0; j < per; j++) {
      const v = (i + j) % 3;
      out.push(C(`${a.label} (${a.path}, ${viewName(v, a.term)})`, show(v, a, a.make())));
    }
  });
  return out;
}
