/**
 * How held-out corpus twenty-three is written (see _heldout_twentythree.ts): its seeded stream,
 * case builders, the values people hand each other (passwords they generate or choose,
 * passphrases, vendor tokens, recovery codes) and the helper that writes one template of a family
 * in several languages. Every random character comes from the one stream, so the corpus is the
 * same on every run under TWENTYTHREE_SEED.
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
  tokenChecksum,
  UPPER,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX, UPPER_DIGITS } from "./_fakes.ts";
import { LANGS_EAST } from "./_heldout_twentythree_east.ts";
import type { Lang } from "./_heldout_twentythree_lang.ts";
import { LANGS_MID } from "./_heldout_twentythree_mid.ts";
import { LANGS_WEST } from "./_heldout_twentythree_west.ts";

export type { Add, HeldOutClean, HeldOutSecret, Lang, Piece, Shape };
/** A JWT (HS256) whose signature is a piece: corpus sixteen's, which draws only through `k`. */
export { jwt } from "./_heldout_sixteen_make.ts";
export { ALNUM, B64, b64, b64u, B64URL, DIGITS, HEX, LOWER, LOWER_DIGITS, UPPER, UPPER_DIGITS };

export const TWENTYTHREE_SEED = 23023;

/** The twenty-one languages the corpus writes in, west to east. */
export const LANGS: readonly Lang[] = [...LANGS_WEST, ...LANGS_MID, ...LANGS_EAST];

const kit = corpusKit(TWENTYTHREE_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex, uuid) and case builders, bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;
/** A v4-looking UUID from the stream. */
export const uuid = (): string => kit.uuid("a");

/** Symbols people put in a password; URL-safe ones for a password inside a URL. */
const SYMBOLS = ["!", "#", "-", "_", ".", "*", "~", "$", "&", "+", "?", "%", "@"];
const URL_SAFE = ["-", "_", ".", "~"];

/** A generated password (a manager's, 14 to 20 characters, two symbols) as one piece. */
export function gen(add: Add, urlSafe = false): string {
  const sym = urlSafe ? URL_SAFE : SYMBOLS;
  return add(draw(num(5, 8)) + pick(sym) + draw(num(5, 8)) + pick(sym) + draw(num(3, 4)));
}

/** A password a person chose: a word of their language, digits and a symbol. */
export function chosen(add: Add, L: Lang, urlSafe = false): string {
  const w = pick(L.words);
  return add(w + draw(num(3, 4), DIGITS) + pick(urlSafe ? URL_SAFE : SYMBOLS));
}

/** A passphrase of three or four different words of the language and two digits, joined by `sep`. */
export function phrase(add: Add, L: Lang, sep = "-"): string {
  const left = L.words.map((w) => w.toLowerCase());
  const words = Array.from(
    { length: num(3, 4) },
    () => left.splice(num(0, left.length - 1), 1)[0]!,
  );
  return add([...words, draw(2, DIGITS)].join(sep));
}

/** A helpdesk's temporary password: a word, digits and a symbol, as service desks set them. */
export function temp(add: Add): string {
  return add(
    pick(["Temp", "Start", "Init", "Welcome", "Change"]) + draw(4, DIGITS) + "!" +
      draw(3, LOWER),
  );
}

/** A GitHub classic token (`ghp_` and a valid checksum); the body is the piece. */
export function ghp(add: Add, kind = "ghp"): string {
  const body = draw(30);
  return `${kind}_${add(body + tokenChecksum(body))}`;
}

/** An npm token with its checksum; the body is the piece. */
export function npmToken(add: Add): string {
  const body = draw(30);
  return `npm_${add(body + tokenChecksum(body))}`;
}

/** A fine-grained GitHub token. */
export const githubPat = (k: Piece): string => `github_pat_${k(22)}_${k(59)}`;
/** A GitLab personal access token. */
export const glpat = (k: Piece): string => `glpat-${k(20, B64URL)}`;
/** A Slack bot token (the team and bot ids are not secret). */
export const xoxb = (k: Piece): string => `xoxb-${draw(11, DIGITS)}-${draw(13, DIGITS)}-${k(24)}`;
/** A Stripe live secret key. */
export const skLive = (k: Piece): string => `sk_live_${k(99)}`;
/** An OpenAI project key. */
export const openai = (k: Piece): string => `sk-proj-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}`;
/** An Anthropic API key. */
export const anthropic = (k: Piece): string => `sk-ant-api03-${k(93, B64URL)}AA`;
/** A Hugging Face token. */
export const hf = (k: Piece): string => `hf_${k(34, UPPER + LOWER)}`;
/** A SendGrid key. */
export const sendgrid = (k: Piece): string => `SG.${k(22, B64URL)}.${k(43, B64URL)}`;
/** A Google API key. */
export const googleKey = (k: Piece): string => `AIza${k(35, B64URL)}`;
/** An age secret key (bech32 alphabet, upper case). */
export const ageKey = (k: Piece): string =>
  `AGE-SECRET-KEY-1${k(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")}`;
/** An AWS access key id (public, not a piece) and its secret (a piece). */
export function awsPair(k: Piece): [string, string] {
  return [`AKIA${draw(16, UPPER_DIGITS)}`, k(40, B64)];
}
/** A Telegram bot token: the bot's id (public) and its secret part (a piece). */
export const telegramBot = (k: Piece): string =>
  `${num(1, 7)}${draw(9, DIGITS)}:AA${k(33, B64URL)}`;
/** A Discord bot token: the bot id in base64 and a timestamp (public) and the HMAC (a piece). */
export const discordBot = (k: Piece): string =>
  `${b64(draw(18, DIGITS), false)}.${draw(6, B64URL)}.${k(38, B64URL)}`;

/** A private key block: the armour and every body line a piece. */
export function pemBlock(k: Piece, kind: string, lines: number, indent = ""): string[] {
  const arm = (edge: string) => `${indent}-----${edge} ${kind}PRIVATE KEY-----`;
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(indent + k(64, B64));
  body.push(indent + k(num(20, 60), B64) + "=");
  return [arm("BEGIN"), ...body, arm("END")];
}

/** A day of November 2026 as the language writes it. */
export function day(L: Lang): string {
  const d = new Date(Date.UTC(2026, 10, num(2, 27)));
  return new Intl.DateTimeFormat(L.locale, { dateStyle: "long", timeZone: "UTC" }).format(d);
}

/** A moment of November 2026 in the language's own way of writing dates and times. */
export function when(L: Lang, style: "medium" | "long" | "short" = "medium"): string {
  const d = new Date(Date.UTC(2026, 10, num(2, 27), num(6, 20), num(0, 59)));
  return new Intl.DateTimeFormat(L.locale, {
    dateStyle: style,
    timeStyle: "short",
    timeZone: "UTC",
  }).format(d);
}

let minutes = 0;
/** Starts a case's clock at a random minute of the working morning. */
const startDay = (): void => {
  minutes = num(8 * 60, 12 * 60);
};
/** The case's clock time `HH:MM`, a few minutes later at each call (a thread reads in order). */
export const hm = (): string => {
  minutes += num(1, 7);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
};

/** `s` between the language's quotation marks. */
export const q = (L: Lang, s: string): string => `${L.q[0]}${s}${L.q[1]}`;

/** One of the language's people, by position (the same names on every build). */
export const who = (L: Lang, i: number): string => L.names[i % L.names.length]!;

/** A secret template: a label, a shape and a text written in a language. */
export type SecretTpl = readonly [string, Shape, (L: Lang, k: Piece, add: Add) => string];
/** A clean template: a label and a text written in a language. */
export type CleanTpl = readonly [string, (L: Lang) => string];

/** Language `j` of template `i` of a family: spread so each template meets different ones. */
function langOf(offset: number, i: number, j: number, per: number): Lang {
  return LANGS[(offset + i * per + j * 3) % LANGS.length]!;
}

/** Each secret template written in `per` languages, starting at `offset` in the list. */
export function across(tpls: readonly SecretTpl[], per: number, offset: number): HeldOutSecret[] {
  return tpls.flatMap(([label, shape, write], i) =>
    Array.from({ length: per }, (_, j) => {
      const L = langOf(offset, i, j, per);
      startDay();
      return S(shape, `${label} (${L.tag})`, (k, add) => write(L, k, add));
    })
  );
}

/** Each clean template written in `per` languages, starting at `offset` in the list. */
export function acrossClean(
  tpls: readonly CleanTpl[],
  per: number,
  offset: number,
): HeldOutClean[] {
  return tpls.flatMap(([label, write], i) =>
    Array.from({ length: per }, (_, j) => {
      const L = langOf(offset, i, j, per);
      startDay();
      return C(`${label} (${L.tag})`, write(L));
    })
  );
}

/** A phone number as a signature writes it. */
export const phoneNo = (): string => `+${num(30, 99)} ${draw(3, DIGITS)} ${draw(7, DIGITS)}`;

/** A commit SHA (40 hex). */
export const sha = (): string => hex(40);

/** A UPS-style tracking number (`1Z`, a shipper's six characters, a service and a parcel number). */
export const tracking = (): string =>
  `1Z${draw(6, UPPER + DIGITS)}${draw(2, DIGITS)}${draw(8, DIGITS)}`;

/** An online shop's order number. */
export const orderNo = (): string => `${draw(3, DIGITS)}-${draw(7, DIGITS)}-${draw(7, DIGITS)}`;

/** An IBAN with a valid check (German, Dutch or Polish by the language), grouped by four. */
export function iban(L: Lang): string {
  const [cc, bban] = L.tag === "nl"
    ? ["NL", draw(4, UPPER) + draw(10, DIGITS)]
    : L.tag === "pl"
    ? ["PL", draw(24, DIGITS)]
    : ["DE", draw(18, DIGITS)];
  const digits = (bban + cc + "00").replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  const whole = cc + String(98 - rest).padStart(2, "0") + bban;
  return whole.match(/.{1,4}/g)!.join(" ");
}
