/**
 * How held-out corpus forty-two is written (see _heldout_fortytwo.ts): its seeded stream, case
 * builders and the frames a case's text sits in (as printed, inside a Claude Code tool result, a
 * Codex command's output, or an assistant's answer quoting it). Every random character, in
 * secrets and in the text around them alike, comes from one stream, so the corpus is the same on
 * every run under FORTYTWO_SEED.
 */
import {
  type Add,
  b64,
  corpusKit,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  UPPER_ALNUM,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX, UPPER_DIGITS as B32 } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B32, B64, b64, B64URL, HEX, LOWER, LOWER_DIGITS, UPPER_ALNUM };

export const FORTYTWO_SEED = 42042;

const kit = corpusKit(FORTYTWO_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid(pick(["8", "9", "a", "b"]));

/** `n` lower-case letters and digits. */
export const low = (n: number): string => draw(n, LOWER_DIGITS);

/** A generated password as one piece: letters and digits around one safe symbol. */
export function pass(add: Add): string {
  return add(draw(num(7, 10)) + pick(["!", "#", "-", "_", ".", "*", "~"]) + draw(num(5, 8)));
}

/** A proxy user's password as the dashboards generate it: lower-case letters and digits. */
export function proxyPass(k: Piece): string {
  return k(num(12, 16), LOWER_DIGITS);
}

/** An IPv4 address from the stream (documentation and private ranges mixed). */
export function ip(): string {
  return `${pick(["10", "172", "192", "203", "198"])}.${num(0, 255)}.${num(0, 255)}.${num(1, 254)}`;
}

/** A time of day in November 2026, ISO with milliseconds. */
export function when(): string {
  const ms = Date.UTC(2026, 10, num(1, 27), num(0, 23), num(0, 59), num(0, 59), num(0, 999));
  return new Date(ms).toISOString();
}

/** A Claude Code user record holding `text` as a tool result. */
function claudeRecord(text: string): string {
  return JSON.stringify({
    parentUuid: uuid(),
    isSidechain: false,
    type: "user",
    message: {
      role: "user",
      content: [{ tool_use_id: `toolu_01${draw(22)}`, type: "tool_result", content: text }],
    },
    uuid: uuid(),
    timestamp: when(),
  });
}

/** A Codex rollout line: a command's output. */
function codexRecord(text: string): string {
  return JSON.stringify({
    timestamp: when(),
    type: "event_msg",
    payload: {
      type: "exec_command_end",
      call_id: `call_${draw(24)}`,
      exit_code: 0,
      aggregated_output: text,
    },
  });
}

const LEADS = [
  "Here is what I found in the file:",
  "The relevant part of the output:",
  "This is the configuration as it stands:",
  "I ran it again; the output is below.",
  "Looking at this, the problem is the order of the settings.",
];
const TAILS = [
  "Want me to move this into an environment variable?",
  "The crawler should pick this up on its next run.",
  "Let me know if the search results still look stale.",
  "I'll retry with a longer timeout if this keeps failing.",
];

/** An assistant's answer quoting `text` in a fence between two sentences. */
function answer(text: string): string {
  return `${pick(LEADS)}\n\n\`\`\`\n${text}\n\`\`\`\n\n${pick(TAILS)}`;
}

/** `text` in one of the frames a session shows it in, drawn from the stream. */
export function frame(text: string): string {
  switch (num(0, 4)) {
    case 1:
      return claudeRecord(text);
    case 2:
      return codexRecord(text);
    case 3:
      return answer(text);
    default:
      return text;
  }
}

/** A secret case's template: a label, a shape and how to write one text. */
export type Template = readonly [string, Shape, (k: Piece, add: Add) => string];

/** Each template written `per` times (each in its own frame): labels numbered. */
export function secrets(templates: readonly Template[], per: number): HeldOutSecret[] {
  return templates.flatMap(([label, shape, make]) =>
    Array.from(
      { length: per },
      (_, i) => S(shape, `${label} (${i + 1})`, (k, add) => frame(make(k, add))),
    )
  );
}

/** A clean look-alike: a label and how to write one text. */
export type Alike = readonly [string, () => string];

/** Each look-alike written `per` times (each in its own frame): labels numbered. */
export function cleans(alikes: readonly Alike[], per: number): HeldOutClean[] {
  return alikes.flatMap(([label, make]) =>
    Array.from({ length: per }, (_, i) => C(`${label} (${i + 1})`, frame(make())))
  );
}

/** A host name of a made-up shop or site. */
export function site(): string {
  return `${pick(["shop", "news", "docs", "blog", "store", "wiki"])}.${
    pick(["acme", "northwind", "globex", "initech", "umbrella", "hooli"])
  }${pick([".com", ".io", ".dev", ".co.uk"])}`;
}

/** A browser's user-agent string. */
export function userAgent(): string {
  const v = num(118, 131);
  return pick([
    `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36`,
    `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.${
      num(0, 5)
    } Safari/605.1.15`,
    `Mozilla/5.0 (X11; Linux x86_64; rv:${v}.0) Gecko/20100101 Firefox/${v}.0`,
  ]);
}
