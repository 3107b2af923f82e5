/**
 * How held-out corpus thirty-seven is written (see _heldout_thirtyseven.ts): its seeded stream,
 * case builders, the value makers its families share (passwords, JWTs, key blocks, VINs) and the
 * frames a snippet is written in (a file as read, a chat question, an assistant's answer, a
 * terminal). Every random character, in the secrets and in the filler around them, comes from one
 * stream, so the corpus is the same on every run under THIRTYSEVEN_SEED.
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

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, b64u, B64URL, DIGITS, HEX, LOWER, LOWER_DIGITS, UPPER, UPPER_ALNUM };

export const THIRTYSEVEN_SEED = 37037;

const kit = corpusKit(THIRTYSEVEN_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex, uuid) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, uuid, S, C } = kit;

/** Upper-case hex, as CAN logs and ECU tools print it. */
export const HEXU = "0123456789ABCDEF";

/** A generated password as one piece: letters and digits around one safe symbol. */
export function pass(add: Add): string {
  return add(draw(num(6, 9)) + pick(["!", "#", "-", "_", ".", "*", "@"]) + draw(num(5, 8)));
}

/** A password without URL-special characters (for a URL or a command line). */
export function plainPass(k: Piece): string {
  return k(num(10, 16));
}

/** A JWT of `alg` whose claims are `claims`; its signature is a piece. */
export function jwt(k: Piece, claims: Record<string, unknown>, alg = "HS256"): string {
  const head = b64u(JSON.stringify({ alg, typ: "JWT" }));
  const sig = alg === "RS256" ? 342 : alg === "ES256" ? 86 : 43;
  return `${head}.${b64u(JSON.stringify(claims))}.${k(sig, B64URL)}`;
}

/** The armour of a PEM block of `kind` ("EC ", "RSA ", "" …), built so no scanner sees it. */
export function armour(kind: string, end: boolean): string {
  return "-----" + (end ? "END" : "BEGIN") + " " + kind + "PRIVATE" + " KEY-----";
}

/** A private key block: every body line a piece. */
export function pemBlock(k: Piece, kind: string, lines: number, indent = ""): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(indent + k(64, B64));
  body.push(indent + k(num(20, 60), B64) + "=");
  return [indent + armour(kind, false), ...body, indent + armour(kind, true)];
}

/** A vehicle identification number: 17 characters, no I, O or Q. */
export function vin(): string {
  const a = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  return pick(["5YJ", "1FT", "WBA", "JTD", "3VW", "KNA", "LRW"]) + draw(14, a);
}

/** An epoch in seconds in November 2026. */
export function epoch(): number {
  return 1793491200 + num(0, 29 * 86400);
}

/** A time of day `HH:MM:SS.mmm`. */
export function clock(): string {
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${p(num(0, 23))}:${p(num(0, 59))}:${p(num(0, 59))}.${p(num(0, 999), 3)}`;
}

/** A standard (11-bit) CAN id, as candump prints it: three hex digits up to 7FF. */
export function canId(): string {
  return draw(1, "01234567") + draw(2, HEXU);
}

/** `n` upper-case hex bytes separated by spaces (a CAN frame's data). */
export function bytes(n: number): string {
  return Array.from({ length: n }, () => draw(2, HEXU)).join(" ");
}

/** A frame a snippet is written in, as a session shows it. */
export type Frame = readonly [string, (body: string) => string];

const ASKS = [
  "this keeps failing with 401, can you see why?",
  "here's what I have so far, does this look right?",
  "can you turn this into a proper config?",
  "why does the robot not connect with this?",
];

/** The frames: as a file is read, a user's question, an assistant's answer, a terminal, a record. */
export const FRAMES: readonly Frame[] = [
  ["as written", (b) => b],
  ["in a question", (b) => `${pick(ASKS)}\n\n\`\`\`\n${b}\n\`\`\`\n`],
  [
    "in an answer",
    (b) =>
      `Here is the updated version:\n\n\`\`\`\n${b}\n\`\`\`\n\nRestart the service after saving.`,
  ],
  ["in a terminal", (b) => `$ ${pick(["cat", "less", "head -n 80"])} ${pick(FILES)}\n${b}\n$ `],
  [
    "in a Read result",
    (b) => b.split("\n").map((l, i) => `${String(i + 1).padStart(6)}→${l}`).join("\n"),
  ],
];

const FILES = ["config.yaml", ".env", "notes.txt", "settings.json", "deploy.sh", "README.local"];

/** A snippet template: its shape, label and the lines it writes. */
export type Template = readonly [Shape, string, (k: Piece, add: Add) => string];

/** The secret cases of templates, each written in `per` frames chosen in turn. */
export function framed(templates: readonly Template[], per = 2): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  templates.forEach(([shape, label, make], i) => {
    for (let j = 0; j < per; j++) {
      const [name, frame] = FRAMES[(i + j * 2) % FRAMES.length]!;
      out.push(S(shape, `${label} (${name})`, (k, add) => frame(make(k, add))));
    }
  });
  return out;
}

/** The clean cases of look-alike makers, each written in `per` frames chosen in turn. */
export function framedClean(
  alikes: readonly (readonly [string, () => string])[],
  per = 2,
): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  alikes.forEach(([label, make], i) => {
    for (let j = 0; j < per; j++) {
      const [name, frame] = FRAMES[(i + j * 3) % FRAMES.length]!;
      out.push(C(`${label} (${name})`, frame(make())));
    }
  });
  return out;
}
