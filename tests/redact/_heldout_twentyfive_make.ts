/**
 * How held-out corpus twenty-five is written (see _heldout_twentyfive.ts): its seeded stream, case
 * builders, the values security work shows (passwords human and generated, NT hashes, vendor
 * tokens, JWTs, key blocks) and the frames a case is seen in (as printed, a Claude Code tool
 * result, a Codex function output, an assistant's answer quoting it). Every random character comes
 * from one stream, so the corpus is the same on every run under TWENTYFIVE_SEED.
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
  hexOf,
  LOWER,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  tokenChecksum,
  UPPER,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX, UPPER_DIGITS as B32 } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B32, B64, b64, b64u, B64URL, DIGITS, HEX, hexOf, LOWER, LOWER_DIGITS, UPPER };

export const TWENTYFIVE_SEED = 25025;

const kit = corpusKit(TWENTYFIVE_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid(pick(["8", "9", "a", "b"]));

/** Upper-case hex, as Windows tools print hashes and keys. */
export const HEXU = "0123456789ABCDEF";

/** A generated password as one piece: letters and digits around one safe symbol. */
export function pass(add: Add): string {
  return add(draw(num(6, 10)) + pick(["!", "#", "-", "_", ".", "*", "~", "@"]) + draw(num(4, 8)));
}

/** A generated password that may stand in a URL's user info as it is (no `@`, `#`, `/`). */
export function urlPass(add: Add): string {
  return add(draw(num(6, 10)) + pick(["!", "-", "_", ".", "*", "~"]) + draw(num(4, 8)));
}

const WORDS = [
  "Summer",
  "Winter",
  "Autumn",
  "Spring",
  "Welcome",
  "Password",
  "Company",
  "Dragon",
  "Monkey",
  "Football",
  "Letmein",
  "Sunshine",
  "Princess",
  "Qwerty",
  "Baseball",
  "Shadow",
];

/** A person's password as hashcat cracks it: a word, digits, a symbol, a short tail; one piece. */
export function human(add: Add): string {
  return add(
    pick(WORDS) + draw(num(3, 4), DIGITS) + pick(["!", "@", "#", "$", "?", "*"]) +
      draw(num(2, 3), LOWER_DIGITS),
  );
}

/** An NT hash (32 lowercase hex), a piece. */
export const nt = (k: Piece): string => k(32, HEX);

/** The LM hash of no password, as secretsdump prints it beside every NT hash (public). */
export const EMPTY_LM = "aad3b435b51404eeaad3b435b51404ee";
/** The NT hash of the empty password (public, a well-known constant). */
export const EMPTY_NT = "31d6cfe0d16ae931b73c59d7e0c089c0";

/** A GitHub-style token (`ghp_`, `ghs_`, `gho_`, `npm_`): 30 random characters and their CRC-32. */
export function ghToken(add: Add, prefix: string): string {
  const body = draw(30);
  add(body + tokenChecksum(body));
  return prefix + body + tokenChecksum(body);
}

/** An AWS access key id (`AKIA` long-term, `ASIA` session): the id is public, not a piece. */
export const keyId = (prefix = "AKIA"): string => prefix + draw(16, B32);

/** An AWS secret access key (40 base64 characters), a piece. */
export const awsSecret = (k: Piece): string => k(40, B64);

/** An STS session token: a fixed head and a long base64 body, the body a piece. */
export const sessionToken = (k: Piece): string => "IQoJb3JpZ2luX2Vj" + k(num(300, 380), B64);

/** A JWT whose claims are `claims`; the signature is a piece. */
export function jwt(k: Piece, claims: Record<string, unknown>): string {
  const head = b64u(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  return `${head}.${b64u(JSON.stringify(claims))}.${k(43, B64URL)}`;
}

/** The armour of a PEM block of `kind` ("RSA ", "EC ", "OPENSSH ", "" …). */
export function armour(kind: string, end: boolean): string {
  return `-----${end ? "END" : "BEGIN"} ${kind}PRIVATE KEY-----`;
}

/** A private key block: every body line a piece. */
export function pemBlock(k: Piece, kind: string, lines: number): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(k(64, B64));
  body.push(k(num(20, 60), B64) + "==");
  return [armour(kind, false), ...body, armour(kind, true)];
}

/** A base64 blob wrapped at `width`, every line a piece (a ticket, a key, a blob). */
export function wrappedB64(k: Piece, chars: number, width: number): string[] {
  const out: string[] = [];
  for (let left = chars; left > 0; left -= width) {
    out.push(k(Math.max(8, Math.min(width, left)), B64));
  }
  return out;
}

const clock = caseClock(num, 1);
/** Starts a case's clock at a random moment of November 2026. */
export const startClock = clock.start;
/** The next timestamp (ISO, milliseconds), a little later than the last. */
export function tick(): string {
  return new Date(clock.advance(20, 90_000)).toISOString();
}

/** A private IPv4 address of the engagement's network. */
export const ip = (): string => `10.${num(0, 40)}.${num(0, 254)}.${num(2, 254)}`;
/** A public-looking IPv4 address (an IOC, an attacker's box). */
export const pubIp = (): string =>
  `${pick([45, 91, 103, 146, 185, 194, 203])}.${num(1, 254)}.${num(1, 254)}.${num(2, 254)}`;
/** A host name of the engagement's domain. */
export const host = (): string =>
  `${pick(["ws", "srv", "dc", "sql", "web", "fs", "jump"])}${draw(2, DIGITS)}`;
/** A user name as a domain shows it. */
export const user = (): string =>
  pick(["j", "m", "a", "s", "t", "k", "r"]) + "." +
  pick(["smith", "novak", "garcia", "okafor", "lindqvist", "tanaka", "moreau", "kowalski"]);
/** A NetBIOS domain name of the engagement. */
export const domain = (): string =>
  pick(["CORP", "ACME", "CONTOSO", "NORTHWIND", "GLOBEX", "INITECH"]);
/** A SHA-256 digest (a malware sample, a file), public. */
export const sha256 = (): string => hex(64);

/** A frame a security text is seen in: as printed, or inside a session's record. */
export type Frame = readonly [string, (text: string) => string];

/** The frames a case is written into, chosen in turn. */
export const FRAMES: readonly Frame[] = [
  ["as printed", (t) => t],
  ["Claude Code tool result", (t) =>
    JSON.stringify({
      parentUuid: uuid(),
      type: "user",
      message: {
        role: "user",
        content: [{ type: "tool_result", tool_use_id: "toolu_01" + draw(22), content: t }],
      },
      uuid: uuid(),
      timestamp: tick(),
    })],
  [
    "assistant quoting it",
    (t) =>
      `${
        pick([
          "Here is what the tool printed:",
          "The relevant part of the output:",
          "From the file you shared:",
        ])
      }\n\n` +
      "```text\n" + t + "\n```\n\n" +
      pick([
        "I'll summarise the findings below.",
        "Next I'll check whether these are still valid.",
        "Let me know which of these you want in the report.",
      ]),
  ],
  ["Codex function output", (t) =>
    JSON.stringify({
      timestamp: tick(),
      type: "response_item",
      payload: { type: "function_call_output", call_id: "call_" + draw(24), output: t },
    })],
];

/** A case's template: a label, a shape and the lines it writes. */
export interface Template {
  label: string;
  shape: Shape;
  make: (k: Piece, add: Add) => string;
}

/** The secret cases of a family: each template in `per` frames, chosen in turn. */
export function spread(templates: readonly Template[], per: number): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  templates.forEach((t, i) => {
    for (let j = 0; j < per; j++) {
      const [name, frame] = FRAMES[(i + j) % FRAMES.length]!;
      out.push(S(t.shape, `${t.label} — ${name}`, (k, add) => {
        startClock();
        return frame(t.make(k, add));
      }));
    }
  });
  return out;
}

/** The clean cases of a family: each look-alike in `per` frames, chosen in turn. */
export function spreadClean(
  alikes: readonly (readonly [string, () => string])[],
  per: number,
): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  alikes.forEach(([label, make], i) => {
    for (let j = 0; j < per; j++) {
      const [name, frame] = FRAMES[(i + j) % FRAMES.length]!;
      startClock();
      out.push(C(`${label} — ${name}`, frame(make())));
    }
  });
  return out;
}

/**
 * The run of `b64(bytes)` that encodes bytes [at, end) of it: the base64 characters of the whole
 * 3-byte groups inside that span, as they stand in the encoded text.
 */
export function b64Span(bytes: string | Uint8Array, at: number, end: number): string {
  const from = Math.ceil(at / 3) * 3;
  const to = Math.floor(end / 3) * 3;
  return b64(bytes).slice((from / 3) * 4, (to / 3) * 4);
}

/** The run of `b64(whole)` that encodes `secret`, an ASCII part of the ASCII `whole`. */
export function b64Part(whole: string, secret: string): string {
  const at = whole.indexOf(secret);
  return b64Span(whole, at, at + secret.length);
}

/** UTF-16LE bytes of `s`, as PowerShell's -EncodedCommand takes them. */
export function utf16le(s: string): Uint8Array {
  const out = new Uint8Array(s.length * 2);
  for (let i = 0; i < s.length; i++) out[i * 2] = s.charCodeAt(i);
  return out;
}
