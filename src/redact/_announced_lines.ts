/**
 * Values a line names without a name beside them, the other two ways (with `_announced.ts`'s
 * value under a line that hands it over): a value alone on its line that the line under it names
 * (`^ that's the new root password`, `c'est le mot de passe`), and a value that ends the line of a
 * secret word with no colon or verb between (`clave del wifi de la oficina nueva …`, `pin+pass
 * …`), one that mixes both cases and digits as a random string does.
 */
import { PW, SHORT, UPPER } from "./_announced.ts";
import { ABOUT, CODE_LINE, STRONG_WORD, WORD_KEYWORDS } from "./_announced_words.ts";
import { NOT_SECRET_LINE } from "./_chat.ts";
import { credentialLike } from "./_credential.ts";
import { LOWER_DIGITS, sample } from "./_examples.ts";
import { ASCII_WORDS } from "./_secret_words.ts";
import { mixedNoise } from "./_noise.ts";
import { type Rule, rule } from "./_rule.ts";

/**
 * A pattern from one of `strong` or `weak` words standing as words of prose (not a part of an
 * identifier: `token_accessor`, `api-key-header`), the rest of its line, then `after`.
 */
function fromWord(strong: string, weak: string, after: string): RegExp {
  return new RegExp(
    String
      .raw`(?<![\w-])(?:(?<strong>${strong})|(?<weak>${weak}))s?(?![\w-])(?<rest>[^\r\n]{0,160})${after}`,
    "gdi",
  );
}

// A value at the end of the word's line, after a space (for `endAccept`).
const LINE_END_VALUE = String
  .raw`(?<=[ \t+])["'\x60]?(?<v>[^\s"'\x60]{12,64})["'\x60]?[ \t]*[.!]?[ \t]*\r?(?=\n|$|"[,}\]])`;

// A line under a value that says what the value was (`^ that's the new root password`, `that
// was my password, rotating it`, `c'est le mot de passe`, `das war das Passwort`).
const BACK = String
  .raw`(?:\^+|↑)?[ \t]*(?:that'?s|that was|this was|c'est|das ist|das war|eso es)(?![A-Za-z])`;
// The value alone on its line, or first in a record's JSON string (for a line under it to point
// back to).
const VALUE_ALONE = String
  .raw`(?:^|\n|":[ \t]?")[ \t]*["'\x60]?(?<v>[^\s"'\x60]{8,128})["'\x60]?[ \t]*\r?\n[ \t]*`;

/** Whether the line under `value` (the match) names a strong secret, and `value` could be one. */
function backAccept(value: string, _group: string, match: RegExpExecArray): boolean {
  // (In a record read unescaped, the line's text ends at its JSON string's quote.)
  const line = match[0].replace(/"[,}\]].*$/, "");
  return STRONG_WORD.test(line) && !CODE_LINE.test(line) && !ABOUT.test(line) &&
    !NOT_SECRET_LINE.test(line) && credentialLike(value, true);
}

/**
 * Whether a value that ends the line of a secret word, with no colon or verb between (`clave del
 * wifi de la oficina nueva …`, `pin+pass …`), is one: the line is prose (not code, not about the
 * secret) and the value mixes both cases and digits as a random string does.
 */
function endAccept(value: string, _group: string, match: RegExpExecArray): boolean {
  const rest = match.groups?.rest ?? "";
  if (rest.length > 80 || /[:：=]/.test(rest)) return false;
  const input = match.input;
  const start = input.lastIndexOf("\n", match.index - 1) + 1;
  let line = input.slice(start, match.index + match[0].length);
  // (A record read unescaped: the line's text starts at its JSON string's quote.)
  if (/^\{"/.test(line)) line = line.slice(line.lastIndexOf('"', match.index - start) + 1);
  return !CODE_LINE.test(line) && !ABOUT.test(line) && !NOT_SECRET_LINE.test(line) &&
    mixedNoise(value, 12) && credentialLike(value, match.groups?.strong !== undefined);
}

// A code of a list handed over for safekeeping: groups of letters and digits joined by dashes
// (`65aqd-0i55v`, `K7QF-2MXP-9TRA`), or ten letters and digits.
const CODE = String.raw`[A-Za-z0-9]{4,6}(?:-[A-Za-z0-9]{4,6}){1,3}|[a-z0-9]{10}`;

/**
 * Whether a list of codes under a line that hands them over for safekeeping is one of secrets: at
 * least three codes of one shape, each with three letters and two digits or more, mixed in a group
 * (`E1001-4412`, `WARN-0042` are error codes); the line is prose, not code.
 */
function codesAccept(value: string, _group: string, match: RegExpExecArray): boolean {
  const line = match[0].slice(0, match[0].indexOf(":"));
  if (
    CODE_LINE.test(line) || NOT_SECRET_LINE.test(line) || /\b(?:error|warn|exit|status)/i.test(line)
  ) {
    return false;
  }
  const codes = value.match(new RegExp(CODE, "g")) ?? [];
  const shape = (c: string) => c.replace(/[A-Za-z0-9]/g, "x");
  // (Not short commits, nor names numbered in turn, `srv01-rack2`, `srv02-rack2`: what the codes
  // share at their start and end is under half of each.)
  const first = codes[0] ?? "";
  let head = 0, tail = 0;
  while (codes.every((c) => c[head] === first[head]) && head < first.length) head++;
  while (codes.every((c) => c.at(-1 - tail) === first.at(-1 - tail)) && tail < first.length) tail++;
  if (codes.some((c) => /^[0-9a-f]{10}$/.test(c)) || 2 * (head + tail) >= first.length) {
    return false;
  }
  return codes.length >= 3 && codes.every((c) => shape(c) === shape(codes[0]!)) &&
    codes.every((c) =>
      (c.match(/[A-Za-z]/g)?.length ?? 0) >= 3 && (c.match(/\d/g)?.length ?? 0) >= 2 &&
      c.split("-").some((g) => /\d/.test(g) && /[A-Za-z]/.test(g))
    );
}

// (Marked one by one: each code is a secret of its own.)
const CODES = [2201, 2203, 2205].map((seed) =>
  "«" +
  sample(5, LOWER_DIGITS, seed) + "-" + sample(5, LOWER_DIGITS, seed + 1) + "»"
);

/**
 * The rules that read a line pointing back to a value, a value ending its word's line, and a
 * list of codes handed over for safekeeping.
 */
export const ANNOUNCED_LINE_RULES: readonly Rule[] = [
  rule({
    id: "announced-value",
    examples: {
      match: [
        "«" + SHORT + "»\n^ that's the new root password, rotate it after the window",
        "`«" + UPPER + "»`\nc'est le mot de passe du wifi invité",
      ],
      clean: [
        "release-2026-11\nthat's the branch with the token fix",
        sample(12, LOWER_DIGITS, 7109) + "\nthat's the format of a password",
      ],
    },
    description:
      "a value alone on its line that the line under it names (`^ that's the new root password`, `that was my password`, `c'est le mot de passe`, `das war das Passwort`)",
    // (Not `that is`, `this is`, `esse`, `questa`: a line of prose in three holds one.)
    keywords: ["that's", "thats", "that was", "this was", "c'est", "das ist", "das war", "eso es"],
    reach: { before: 200, after: 120 },
    pattern: new RegExp(String.raw`(?<=${VALUE_ALONE})${BACK}[^\r\n]{0,80}`, "gdi"),
    secret: ["v"],
    accept: backAccept,
  }),
  rule({
    id: "announced-value",
    examples: {
      match: [
        "12/11/25, 18:03 - Tomás: clave del wifi de la oficina nueva «" + PW + "»",
        "sandbox login: user 771204, pin+pass «" + PW + "»",
      ],
      clean: [
        "the token rotates every night TokenRotationJob2",
        "password reset for the user ana.k@example.org",
      ],
    },
    description:
      "a value that ends the line of a secret word with no colon or verb between (`clave del wifi … nueva …`, `pin+pass …`): one that mixes both cases and digits as a random string does",
    // (Not `key`, on most lines of code: a key word is read under a colon, by the rules above.)
    keywords: WORD_KEYWORDS.filter((k) => k !== "key"),
    // (Only on lines where a letter and a digit touch, as they do in the value.)
    lineHas: /[A-Za-z]\d|\d[A-Za-z]/g,
    pattern: fromWord(
      String.raw`pass(?:word|wd|phrase|code)|pwd|pw|secret|token|credentials?|creds|${ASCII_WORDS}`,
      String.raw`pass(?=[ :])`,
      LINE_END_VALUE,
    ),
    secret: ["v"],
    accept: endAccept,
  }),
  rule({
    id: "announced-value",
    examples: {
      match: [
        "keep these somewhere safe for me:\n" + CODES.join("\n"),
        "Bitte gut aufbewahren:\n\n" + CODES.join("\n"),
      ],
      clean: [
        "keep these in mind:\nE1001-4412\nE1002-4413\nE1003-4414",
        "save these to the config:\nfeature-a\nfeature-b\nfeature-c",
      ],
    },
    description:
      "a list of codes under a line that hands them over for safekeeping with no word naming them (`keep these somewhere for me:`, `save these:`, `bitte aufbewahren:`, `guárdalos:`): three or more of one shape, each mixing letters and digits",
    keywords: [
      "keep these",
      "keep them",
      "save these",
      "save them",
      "store these",
      "store them",
      "write these down",
      "write them down",
      "don't lose",
      "do not lose",
      "aufbewahren",
      "conserve",
      "garde-les",
      "gardez",
      "guarda",
      "rdalos",
      "salva",
    ],
    reach: { after: 500 },
    pattern: new RegExp(
      String
        .raw`(?:keep|save|store|write|lose|aufbewahren|conserve|garde|gardez|guarda|guárdalos|salva)[^\r\n:]{0,60}:[ \t]*(?:\r?\n[ \t]*){1,3}(?:[-*•][ \t]*)?(?<v>(?:${CODE})(?:[ \t]*\r?\n[ \t]*(?:[-*•][ \t]*)?(?:${CODE})){2,23})`,
      "gdi",
    ),
    secret: ["v"],
    accept: codesAccept,
    split: (value) =>
      [...value.matchAll(new RegExp(CODE, "g"))].map((m) => [m.index!, m.index! + m[0].length]),
  }),
];
