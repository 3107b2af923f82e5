/**
 * How held-out corpus forty-three is written (see _heldout_fortythree.ts): its seeded stream, case
 * builders, the helpers its family files share (passwords, JWTs, key blocks, a clock) and the
 * places a snippet is shown in a session (pasted, a Claude Code tool result, an assistant's fenced
 * answer, a Codex command output). Every random character, in secrets and in the filler around
 * them, comes from one stream, so the corpus is the same on every run under FORTYTHREE_SEED.
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
  LOWER_DIGITS,
  type Piece,
  type Shape,
  tokenChecksum,
  UPPER_ALNUM,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX, pemLine, UPPER_DIGITS } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export {
  ALNUM,
  B64,
  b64,
  b64u,
  B64URL,
  DIGITS,
  HEX,
  hexOf,
  LOWER_DIGITS,
  UPPER_ALNUM,
  UPPER_DIGITS,
};

export const FORTYTHREE_SEED = 43043;

/** Upper-case hex, as meter tools and Gurux write keys. */
export const HEXU = "0123456789ABCDEF";

const kit = corpusKit(FORTYTHREE_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid("9");

/** A generated password as one piece: letters and digits around one safe symbol. */
export function pass(add: Add): string {
  return add(draw(num(6, 9)) + pick(["!", "#", "-", "_", ".", "*", "~", "@"]) + draw(num(4, 7)));
}

/** A password as one piece that a URL can hold unescaped (userinfo or query). */
export function urlPass(add: Add): string {
  return add(draw(num(6, 9)) + pick(["-", "_", ".", "~", "!", "*"]) + draw(num(4, 7)));
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

/** A private key block: every body line a piece. */
export function pemBlock(k: Piece, kind: string, lines: number): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(k(64, B64));
  body.push(k(num(20, 60), B64) + "=");
  return [pemLine("BEGIN", kind), ...body, pemLine("END", kind)];
}

const clock = caseClock(num, 2);
/** Starts the clock of one case at a random moment of November 2026. */
export const startClock = clock.start;
/** The next timestamp (ISO, milliseconds), a little later than the last. */
export function tick(): string {
  return new Date(clock.advance(5, 4000)).toISOString();
}
/** The clock's time of day, `HH:MM:SS`. */
export function hms(): string {
  return new Date(clock.advance(50, 3000)).toISOString().slice(11, 19);
}

/** A KNX Secure FDSK as printed on a device's sticker: six groups of six, one piece. */
export function fdsk(add: Add): string {
  const groups = Array.from({ length: 6 }, () => draw(6, "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"));
  return add(groups.join("-"));
}

/** A meter or inverter serial: `prefix` and `n` digits. */
export function serial(prefix: string, n: number): string {
  return prefix + draw(n, DIGITS);
}

/** A reading with `d` decimals between lo and hi. */
export function reading(lo: number, hi: number, d = 2): string {
  return (lo + num(0, 10000) / 10000 * (hi - lo)).toFixed(d);
}

/** `n` lines from `gen`, called in turn. */
export function lines<T = string>(n: number, gen: (i: number) => T): T[] {
  return Array.from({ length: n }, (_, i) => gen(i));
}

/** Where a snippet is shown in a session: a label and how its lines are written there. */
export type Place = readonly [string, (body: string[]) => string];

const ASKS = [
  "here is what I have so far, it still fails",
  "can you tidy this up before I commit it",
  "why does this not connect?",
  "the gateway prints this on boot",
  "this is the config the installer left us",
];
const ANSWERS = [
  "This is the part that matters:",
  "Your file, with the indentation fixed:",
  "Here is the corrected version:",
  "The output shows the handshake completes; the relevant lines:",
];

/** The places, in turn: each template is shown in several of them. */
export const PLACES: readonly Place[] = [
  ["pasted", (body) => `${pick(ASKS)}\n\n${body.join("\n")}\n`],
  ["Claude Code tool result", (body) =>
    JSON.stringify({
      type: "user",
      uuid: uuid(),
      timestamp: tick(),
      message: {
        role: "user",
        content: [{
          type: "tool_result",
          tool_use_id: "toolu_01" + draw(22),
          content: body.join("\n"),
        }],
      },
    })],
  [
    "assistant's fenced answer",
    (body) =>
      `${pick(ANSWERS)}\n\n\`\`\`\n${
        body.join("\n")
      }\n\`\`\`\n\nRestart the service after saving (took ${num(2, 40)} s here).`,
  ],
  ["Codex command output", (body) =>
    JSON.stringify({
      timestamp: tick(),
      type: "event_msg",
      payload: {
        type: "exec_command_end",
        call_id: "call_" + draw(24),
        exit_code: num(0, 1),
        aggregated_output: body.join("\n") + "\n",
      },
    })],
];

/** Where a chat message is written: as typed, and in the records of a session's transcript. */
export const CHAT_PLACES: readonly Place[] = [
  ["typed", (body) => body.join("\n")],
  ["Claude Code user message", (body) =>
    JSON.stringify({
      parentUuid: uuid(),
      type: "user",
      uuid: uuid(),
      timestamp: tick(),
      message: { role: "user", content: body.join("\n") },
    })],
  ["Codex user message", (body) =>
    JSON.stringify({
      timestamp: tick(),
      type: "response_item",
      payload: {
        type: "message",
        role: "user",
        content: [{ type: "input_text", text: body.join("\n") }],
      },
    })],
  [
    "Gemini CLI message",
    (body) =>
      JSON.stringify(
        { id: uuid(), timestamp: tick(), type: "user", content: body.join("\n") },
        null,
        2,
      ),
  ],
];

/** A secret template: its label, shape, and the lines it writes (pieces drawn with k or added). */
export type Tpl = readonly [string, Shape, (k: Piece, add: Add) => string[]];

/**
 * A family's secret cases: each template shown in `per` places, chosen in turn so neighbouring
 * templates land in different ones.
 */
export function family(
  tpls: readonly Tpl[],
  per = 3,
  places: readonly Place[] = PLACES,
): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  tpls.forEach(([label, shape, make], i) => {
    for (let j = 0; j < per; j++) {
      const [where, wrap] = places[(i + j) % places.length]!;
      out.push(S(shape, `${label} — ${where}`, (k, add) => {
        startClock();
        return wrap(make(k, add));
      }));
    }
  });
  return out;
}

/** A clean template: its label and the lines it writes. */
export type CleanTpl = readonly [string, () => string[]];

/** A family's clean cases: each template shown in `per` places, chosen in turn. */
export function cleanFamily(tpls: readonly CleanTpl[], per = 3): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  tpls.forEach(([label, make], i) => {
    for (let j = 0; j < per; j++) {
      const [where, wrap] = PLACES[(i + j) % PLACES.length]!;
      startClock();
      out.push(C(`${label} — ${where}`, wrap(make())));
    }
  });
  return out;
}
