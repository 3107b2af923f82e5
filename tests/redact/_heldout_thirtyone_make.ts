/**
 * How held-out corpus thirty-one is written (see _heldout_thirtyone.ts): its seeded stream, case
 * builders, and the small pieces its families share — a password, a PEM block, a phone number, a
 * SIP id, and the frames a text appears in (a file as read, a terminal, an assistant's answer, a
 * chat message). Every random character comes from the one stream, so the corpus is the same on
 * every run under THIRTYONE_SEED.
 */
import {
  type Add,
  b64,
  b64u,
  caseClock,
  corpusKit,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  UPPER,
  UPPER_ALNUM,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX, UPPER_DIGITS } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export {
  ALNUM,
  B64,
  b64,
  b64u,
  B64URL,
  HEX,
  LOWER,
  LOWER_DIGITS,
  UPPER,
  UPPER_ALNUM,
  UPPER_DIGITS,
};

export const THIRTYONE_SEED = 31031;

const kit = corpusKit(THIRTYONE_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid("9");

/** Decimal digits from the stream, the first not zero. */
export function digits(n: number): string {
  return String(num(1, 9)) + draw(n - 1, "0123456789");
}

/** A generated password as one piece: letters and digits around one symbol a config file allows. */
export function pass(add: Add): string {
  return add(draw(num(7, 10)) + pick(["!", "#", "-", "_", ".", "*", "%", "@"]) + draw(num(5, 8)));
}

/** A password with no symbol (one a `key=value` file or a URL takes without quoting). */
export function plainPass(k: Piece): string {
  return k(num(14, 22));
}

/** The armour line of a PEM private key of `kind` ("RSA ", "EC ", ""). */
export function armour(kind: string, end: boolean): string {
  return `-----${end ? "END" : "BEGIN"} ${kind}PRIVATE` + " KEY-----";
}

/** A private key block: every body line a piece; `lines` lines of 64, then a short last one. */
export function pemBlock(k: Piece, kind: string, lines: number, indent = ""): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(indent + k(64, B64));
  body.push(indent + k(num(16, 56), B64) + pick(["", "=", "=="]));
  return [indent + armour(kind, false), ...body, indent + armour(kind, true)];
}

/** A public key's base64 body (SPKI of a 1024- or 2048-bit RSA key), for clean DKIM records. */
export function publicKeyBody(bits: 1024 | 2048): string {
  const head = bits === 1024
    ? "MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ"
    : "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA";
  return head + draw(bits === 1024 ? 172 : 342, B64) + "IDAQAB";
}

/** A phone number in E.164 (a North American or a European one). */
export function phone(): string {
  return pick([
    () => `+1${num(2, 9)}${digits(2)}${num(2, 9)}${draw(6, "0123456789")}`,
    () => `+44${num(7, 7)}${draw(9, "0123456789")}`,
    () => `+49${num(15, 17)}${draw(8, "0123456789")}`,
    () => `+33${num(6, 7)}${draw(8, "0123456789")}`,
  ])();
}

/** A SIP Call-ID, a Via branch and a tag, as a phone or a PBX writes them. */
export function callId(): string {
  return pick([() => `${hex(32)}@10.${num(0, 255)}.${num(0, 255)}.${num(1, 254)}`, () => uuid()])();
}
export const branch = (): string => `z9hG4bK${pick(["-", ".", "PJ", "-524287-1---"])}${hex(16)}`;
export const tag = (): string => draw(num(8, 10), LOWER_DIGITS);

/** A private IPv4 address. */
export const ip = (): string => `10.${num(0, 255)}.${num(0, 255)}.${num(1, 254)}`;

/** A public-looking IPv4 address (documentation ranges). */
export const pubIp = (): string => pick(["203.0.113.", "198.51.100.", "192.0.2."]) + num(2, 250);

/** A Postfix queue id (short form: 10 or 11 upper hex). */
export const queueId = (): string => draw(num(10, 11), "0123456789ABCDEF");

/** A mail domain of the corpus (reserved names and made-up companies). */
export function domain(): string {
  return pick(["example.com", "example.org", "mail.example.net"]).replace(
    "example",
    pick(["example", "acme-mail", "northwind", "contoso", "fabrikam", "globex"]),
  );
}

const clock = caseClock(num, 4);
/** Starts a case's clock. */
export const startClock = clock.start;
/** The next ISO timestamp of the case's clock. */
export function tick(): string {
  return new Date(clock.advance(3, 2400)).toISOString();
}
/** The next syslog timestamp (`Nov 27 08:14:03`) of the case's clock. */
export function syslogTime(): string {
  const d = new Date(clock.advance(30, 4000));
  return `Nov ${String(d.getUTCDate()).padStart(2, " ")} ${d.toISOString().slice(11, 19)}`;
}

/** The frames a text can appear in: as a file is read, a terminal, an answer, a chat message. */
export type Frame = (body: string, name: string) => string;

export const FRAMES: readonly (readonly [string, Frame])[] = [
  ["as read", (body, name) => `$ sudo cat ${name}\n${body}\n`],
  [
    "numbered Read result",
    (body) => body.split("\n").map((l, i) => `${String(i + 1).padStart(6, " ")}→${l}`).join("\n"),
  ],
  [
    "in an answer",
    (body, name) =>
      `I found the problem in \`${name}\`. Here is the file as it stands:\n\n\`\`\`\n${body}\n\`\`\`\n\nThe relay line is fine; the failure comes from the port.`,
  ],
  [
    "pasted by the user",
    (body, name) => `this is my ${name}, why does it not work?\n\n${body}\n\nthanks`,
  ],
  ["in a diff", (body, name) => diff(body, name)],
];

function diff(body: string, file: string): string {
  const ls = body.split("\n");
  const name = "/" + file.replace(/^\//, "");
  return [
    `diff --git a${name} b${name}`,
    `index ${hex(7)}..${hex(7)} 100644`,
    `--- a${name}`,
    `+++ b${name}`,
    `@@ -1,${Math.max(1, ls.length - 1)} +1,${ls.length} @@`,
    ...ls.map((l) => "+" + l),
  ].join("\n");
}

/**
 * Secret cases of one template in frames `frames` (indices into FRAMES), each labelled with its
 * frame: `build` writes the body and the name of the file it stands for.
 */
export function framed(
  shape: Shape,
  label: string,
  frames: readonly number[],
  build: (k: Piece, add: Add) => readonly [string, string],
): HeldOutSecret[] {
  return frames.map((f) => {
    const [how, frame] = FRAMES[f]!;
    return S(shape, `${label} (${how})`, (k, add) => {
      startClock();
      const [name, body] = build(k, add);
      return frame(body, name);
    });
  });
}

/** Clean cases of one template in frames `frames`. */
export function framedClean(
  label: string,
  frames: readonly number[],
  build: () => readonly [string, string],
): HeldOutClean[] {
  return frames.map((f) => {
    const [how, frame] = FRAMES[f]!;
    startClock();
    const [name, body] = build();
    return C(`${label} (${how})`, frame(body, name));
  });
}

/** `n` secret cases of one template, labelled `label 1`, `label 2` …. */
export function times(
  n: number,
  shape: Shape,
  label: string,
  build: (k: Piece, add: Add, i: number) => string,
): HeldOutSecret[] {
  return Array.from({ length: n }, (_, i) =>
    S(shape, `${label} ${i + 1}`, (k, add) => {
      startClock();
      return build(k, add, i);
    }));
}

/** `n` clean cases of one template. */
export function timesClean(n: number, label: string, build: (i: number) => string): HeldOutClean[] {
  return Array.from({ length: n }, (_, i) => {
    startClock();
    return C(`${label} ${i + 1}`, build(i));
  });
}
