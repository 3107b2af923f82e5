/**
 * Values a line names without a name beside them, the other two ways (with `_announced.ts`'s
 * value under a line that hands it over): a value alone on its line that the line under it names
 * (`^ that's the new root password`, `c'est le mot de passe`), and a value that ends the line of a
 * secret word with no colon or verb between (`clave del wifi de la oficina nueva …`, `pin+pass
 * …`), one that mixes both cases and digits as a random string does.
 */
import {
  ABOUT,
  CODE_LINE,
  PW,
  SHORT,
  STRONG_EN,
  STRONG_WORD,
  UPPER,
  WEAK_EN,
  WORD_KEYWORDS,
} from "./_announced.ts";
import { NOT_SECRET_LINE } from "./_chat.ts";
import { credentialLike } from "./_credential.ts";
import { LOWER_DIGITS, sample } from "./_examples.ts";
import { ASCII_WORDS, KEY_ASCII_WORDS } from "./_secret_words.ts";
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
  .raw`(?:\^+|↑)?[ \t]*(?:that'?s|that is|that was|this is|this was|c'est|c'était|das ist|das war|eso es|esa es|esse é|essa é|questa è|quella era)(?![A-Za-z])`;
// The value alone on its line, or first in a record's JSON string (for a line under it to point
// back to).
const VALUE_ALONE = String
  .raw`(?:^|\n|":[ \t]?")[ \t]*["'\x60]?(?<v>[^\s"'\x60]{8,128})["'\x60]?[ \t]*\r?\n[ \t]*`;

/** Whether the line under `value` (the match) names a strong secret, and `value` could be one. */
function backAccept(value: string, _group: string, match: RegExpExecArray): boolean {
  // (In a record read unescaped, the line's text ends at its JSON string's quote.)
  const line = match[0].replace(/"[,}\]].*$/, "");
  return STRONG_WORD.test(line) && !CODE_LINE.test(line) && !ABOUT.test(line) &&
    !NOT_SECRET_LINE.test(line) && !/^[0-9a-f]{40}$/.test(value) && credentialLike(value, true);
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

/** The rules that read a line pointing back to a value, and a value ending its word's line. */
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
    keywords: [
      "that's",
      "thats",
      "that is",
      "that was",
      "this is",
      "this was",
      "c'est",
      "das ist",
      "das war",
      "eso es",
      "esa es",
      "esse ",
      "essa ",
      "questa ",
      "quella ",
    ],
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
    keywords: WORD_KEYWORDS,
    // (Only on lines where a letter and a digit touch, as they do in the value.)
    lineHas: /[A-Za-z]\d|\d[A-Za-z]/g,
    pattern: fromWord(
      `${STRONG_EN}|${ASCII_WORDS}`,
      `${WEAK_EN}|${KEY_ASCII_WORDS}`,
      LINE_END_VALUE,
    ),
    secret: ["v"],
    accept: endAccept,
  }),
];
