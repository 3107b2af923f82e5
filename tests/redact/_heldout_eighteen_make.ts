/**
 * How held-out corpus eighteen is written (see _heldout_eighteen.ts): its seeded stream, the ids
 * and opaque blobs the assistants' files are full of, the encoding layers a secret passes through
 * on its way to disk, and the two parts of every case — a **kind** (the text a secret, or a clean
 * look-alike, brings: a command, a file, a pasted token) and a **box** (a piece of an assistant's
 * on-disk format that carries that text, with its layers). Every random character comes from one
 * stream, so the corpus is the same on every run under EIGHTEEN_SEED.
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
  type Piece,
  type Shape,
  tokenChecksum,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX, pemLine } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, b64u, B64URL, DIGITS, HEX, LOWER, pemLine, tokenChecksum };

export const EIGHTEEN_SEED = 18018;

const kit = corpusKit(EIGHTEEN_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex } = kit;

/** A v4-looking UUID. */
export const uuid = (): string =>
  [hex(8), hex(4), "4" + hex(3), pick(["8", "9", "a", "b"]) + hex(3), hex(12)].join("-");
/** A v7-looking UUID (Codex turn and session ids). */
export const uuid7 = (): string =>
  ["019d" + hex(4), hex(4), "7" + hex(3), "9" + hex(3), hex(12)].join("-");
/** Claude's message, tool-use and request ids; OpenAI's call ids. */
export const msgId = (): string => "msg_01" + draw(22);
export const tooluId = (): string => "toolu_01" + draw(22);
export const reqId = (): string => "req_011C" + draw(20);
export const callId = (): string => "call_" + draw(24);
/** A git commit SHA. */
export const sha = (): string => hex(40);

/** A thinking block's signature as Claude writes it (base64 of an opaque protobuf). */
export const signature = (): string =>
  "Eq" + draw(2, "gwQR") + "CkYIChgCKkA" + draw(num(300, 900), B64);
/** An `encrypted_content` reasoning blob as Codex stores it (Fernet-like). */
export const encrypted = (): string => "gAAAAAB" + draw(num(400, 1100), B64URL) + "==";

/** A generated password as one piece: letters and digits around one safe symbol. */
export function pass(add: Add): string {
  return add(draw(num(7, 10)) + pick(["!", "#", "-", "_", ".", "*", "~"]) + draw(num(5, 8)));
}

/** A GitHub- or npm-style token body: 30 random characters and their CRC-32 in base62. */
export function ghBody(): string {
  const body = draw(30);
  return body + tokenChecksum(body);
}

/** A JWT whose claims are `claims`, signed HS256 (43) or ES256 (86); the signature is a piece. */
export function jwt(k: Piece, claims: Record<string, unknown>, alg = "HS256"): string {
  const head = b64u(JSON.stringify({ alg, typ: "JWT" }));
  return `${head}.${b64u(JSON.stringify(claims))}.${k(alg === "HS256" ? 43 : 86, B64URL)}`;
}

/** A private key block of `kind` ("RSA ", "EC ", "OPENSSH ", ""): every body line a piece. */
export function pemBlock(k: Piece, kind: string, lines: number): string {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(k(64, B64));
  body.push(k(num(20, 60), B64) + "==");
  return [pemLine("BEGIN", kind), ...body, pemLine("END", kind)].join("\n");
}

const clock = caseClock(num, 2);
/** Starts the clock of one case at a moment of November 2026. */
export const startClock = clock.start;
/** The next ISO timestamp of the case's clock. */
export function tick(): string {
  return new Date(clock.advance(40, 9000)).toISOString();
}
/** The clock in milliseconds (Cline's `ts`, Cursor's `createdAt`). */
export function tickMs(): number {
  return clock.advance(40, 9000);
}

// ---- Layers -------------------------------------------------------------------------------

/** `s` as the inside of a JSON string (escaped once). */
export const esc = (s: string): string => JSON.stringify(s).slice(1, -1);
/** `<`, `>` and `&` as Go's encoding/json writes them in any string (`\u003c`, `\u003e`, `\u0026`). */
export const goEsc = (s: string): string =>
  s.replaceAll("<", "\\u003c").replaceAll(">", "\\u003e").replaceAll("&", "\\u0026");
/** Gson's HTML-safe escapes: Go's, and `=` and `'` too (`\u003d`, `\u0027`). */
export const gsonEsc = (s: string): string =>
  goEsc(s).replaceAll("=", "\\u003d").replaceAll("'", "\\u0027");
/** The HTML entities a web page or a rendered chat writes. */
export const html = (s: string): string =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll(
    '"',
    "&quot;",
  ).replaceAll("'", "&#39;");
/** Line ends as `\r\n` (a Windows terminal, a PowerShell session). */
export const crlf = (s: string): string => s.replaceAll("\n", "\r\n");
/**
 * ANSI colour codes as a coloured terminal writes them: the prompt, whole lines of a trace, an
 * error or a match in colour (the code right against a token's first character), and the key of
 * every `KEY=value` or `key: value` line (as `bat` or a dotenv printer does).
 */
export function ansi(s: string): string {
  const key = pick(["36", "38;5;81", "1;34"]);
  const keyed = /^(\s*)([A-Za-z_][\w.-]*)(=|: )/;
  const lines = s.split("\n").map((line) =>
    /^(?:\+|Error|WARN)/.test(line) || (!keyed.test(line) && num(0, 1) === 1)
      ? `\u001b[${pick(["31", "32", "33", "1;33"])}m${line}\u001b[0m`
      : line.replace(keyed, `$1\u001b[${key}m$2\u001b[0m$3`)
  );
  return `\u001b[1;32mdev@build\u001b[0m:\u001b[1;34m~/app\u001b[0m$ \n${lines.join("\n")}`;
}

// ---- Kinds and boxes ----------------------------------------------------------------------

/** What a secret brings into a session: a text holding it, and its shape. */
export interface Kind {
  label: string;
  shape: Shape;
  /** The longest piece is a token that a stream can split in two (20 characters or more). */
  splits?: boolean;
  make: (k: Piece, add: Add) => string;
}

/** A clean look-alike: a text with ids, digests, placeholders — no secret. */
export type Alike = readonly [string, () => string];

/**
 * A piece of an on-disk format that carries a kind's text: `wrap` writes it (drawing its own ids
 * and filler) and returns the text and the pieces as they are written there (a layer that changes
 * how a piece is written changes the piece; a split piece becomes its two halves).
 */
export interface Box {
  label: string;
  /** The shape the box gives every case it carries (a split is "wrapped", base64 "encoded"). */
  shape?: Shape;
  wrap: (text: string, pieces: readonly string[]) => readonly [string, readonly string[]];
}

/** A box whose layer leaves pieces as they are (letters, digits, `+/=-_.!#*~` survive JSON). */
export function box(label: string, write: (text: string) => string): Box {
  return { label, wrap: (text, pieces) => [write(text), pieces] };
}

/**
 * A box whose layer rewrites every piece the same way as the text: before the box writes it
 * (percent-encoding, HTML entities), or `after` it wrote its JSON (`\u002f` escapes of a whole line).
 */
export function layered(
  label: string,
  layer: (s: string) => string,
  write: (text: string) => string,
  after = false,
): Box {
  return {
    label,
    wrap: (text, pieces) => [after ? layer(write(text)) : write(layer(text)), pieces.map(layer)],
  };
}

/** The box of the `j`-th case of a kind: `per` different ones, neighbours apart. */
function slot(i: number, j: number, per: number, n: number): number {
  return (i + j * Math.max(1, Math.floor(n / per))) % n;
}

/** The secret cases of a family: each kind in `per` boxes, chosen in turn. */
export function secretCases(
  kinds: readonly Kind[],
  boxes: readonly Box[],
  per = 1,
  offset = 0,
): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  kinds.forEach((kind, i) => {
    for (let j = 0; j < per; j++) {
      const b = boxes[slot(i + offset, j, per, boxes.length)]!;
      const pieces: string[] = [];
      const add: Add = (p) => {
        pieces.push(p);
        return p;
      };
      const k: Piece = (n, alphabet = ALNUM) => add(draw(n, alphabet));
      startClock();
      const inner = kind.make(k, add);
      const [text, written] = b.wrap(inner, pieces);
      const shape = b.shape ?? kind.shape;
      out.push({ shape, label: `${kind.label} — ${b.label}`, text, pieces: [...written] });
    }
  });
  return out;
}

/** The clean cases of a family: each look-alike in `per` boxes, chosen in turn. */
export function cleanCases(
  alikes: readonly Alike[],
  boxes: readonly Box[],
  per = 1,
  offset = 0,
): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  alikes.forEach(([label, make], i) => {
    for (let j = 0; j < per; j++) {
      const b = boxes[slot(i + offset, j, per, boxes.length)]!;
      startClock();
      out.push({ label: `${label} — ${b.label}`, text: b.wrap(make(), [])[0] });
    }
  });
  return out;
}

/** A few lines of ordinary session prose around a text (what the user or the model wrote). */
export function prose(): string {
  return pick([
    "Can you check why the deploy step fails? Here is what I have:",
    "The staging job broke after the last merge, this is the config:",
    "I'll look at the configuration first.",
    "Please wire this into the CI job so the integration tests can reach it:",
    "Running the migration again with the values from the vault export.",
    "Here's the output of the failing command:",
    "Let me read the file to see how the client is configured.",
    "Use these settings for the local run and don't commit them:",
  ]);
}
