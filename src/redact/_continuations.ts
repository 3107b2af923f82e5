/**
 * The tail of a redacted value wrapped onto the next line: after a value another rule replaced
 * at the end of its line, the next line's first word, behind the prefix that line repeats (a
 * mail quote `> `, an editor's gutter `│ `, a chat line's `[10:41] dana: `, a list item's
 * indent and backtick), when it reads as the rest of a generated value (`_172a36f5`,
 * `qh1v8ai2orqiy3 (the rest, slack cut it)`).
 */
import { ALNUM, sample } from "./_examples.ts";
import { isNotASecret, looksLikeBareSecret, REDACTED } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";

// The prefix a wrapped line repeats: spaces, a quote mark, a comment's marker, a gutter with or
// without a line number (or a box-drawn table's empty cells before the wrapped one), a chat
// line's time and name, an opening backtick.
// Letters and `_`: a token's tail with no digit (a JWT signature's last part).
const LETTERS = ALNUM.slice(0, 52) + "_";

// (Quoted, `> `, any of the others may follow the quote marks: a quoted message's indent, gutter
// or chat line.)
const QUOTE = String.raw`[ \t]{0,12}(?:>[ \t]?){1,3}`;
const OTHER = String
  .raw`[ \t]{0,12}(?:#{1,3}|\/\/|--|;{1,2})[ \t]?|[ \t]{0,8}\d{0,6}[ \t]{0,4}[│|┃][ \t]?(?:[ \t]{0,60}[│|┃][ \t]?){0,3}|\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]{1,3}[\w.-]{1,40}:[ \t]{1,3}|[ \t]{1,12}`;
const PREFIX = `(?:(?:${QUOTE}(?:${OTHER})?|${OTHER})\x60?|\x60)`;

/**
 * True for letters whose case changes too often for words (`cCgWOGpwOFFPRhS_jdAiq`, a JWT
 * signature's last part, has no digit): two capitals in a row somewhere, and six or more changes
 * of case between neighbours (`HTTPServerURLHandler` has three).
 */
export function mixedCaseTail(value: string): boolean {
  return value.length >= 12 && /[A-Z]{2}/.test(value) &&
    (value.match(/(?=[a-z][A-Z]|[A-Z][a-z])/g)?.length ?? 0) >= 6;
}

/** The rules of this file, in the order they run (with the late rules). */
export const CONTINUATION_RULES: readonly Rule[] = [
  rule({
    id: "wrapped-tail",
    examples: {
      match: [
        "  41 │ GRAFANA_SERVICE_TOKEN=«" + sample(32, ALNUM, 4101) + "»\n     │ «_172a36f5»",
        "- staging token: `«" + sample(30, ALNUM, 4102) + "»`\n  `«" + sample(20, ALNUM, 4103) +
        "»` (joined, no space)",
        "│ AUTH_TOKEN=«" + sample(40, ALNUM, 4104) + "│»\n│ «" + sample(40, ALNUM, 4105) + "»│",
        '| command_line | curl -H "Authorization: Bearer «' + sample(30, ALNUM, 4106) +
        "» |\n|              | «" + sample(14, LETTERS, 4107) + '»" https://api.internal/x |',
        "> oauth: client_secret=«" + sample(30, ALNUM, 4108) + "»\n>      «" +
        sample(12, ALNUM, 4109) + "» (invalid_client)",
      ],
      clean: [
        "token: [REDACTED]\n  region: eu-west-1",
        "password=[REDACTED]\n> see the runbook",
        "API_KEY=[REDACTED]\nNEXT_PUBLIC_URL=https://example.org",
        'password="[REDACTED]"\n   user_admin="${ADMIN}";',
        "| token | [REDACTED] |\n|       | HTTPServerURLHandler |",
      ],
    },
    description:
      "the tail of a redacted value wrapped onto the next line, behind the prefix that line repeats (`> `, and behind it any of the others, an editor's `│ `, a box-drawn table's empty cells `|      | `, `[10:41] name: `, an indent and a backtick; a pane's or a cell's closing `│` may follow it), when it reads as the rest of a generated value",
    keywords: ["[redacted]"],
    wholeText: true,
    pattern: new RegExp(
      String
        .raw`\[REDACTED\](?:\\?[\x60"'])?[ \t]*(?:[│|┃][ \t]*)?(?:\r?\n|(?:\\r)?\\n)${PREFIX}(?<v>[A-Za-z0-9+\/_-]{6,200}={0,2})(?=(?:\\?[\x60"'])?(?:[ \t]|\r?\n|\r?$|\\[rn]|"|│))`,
      "gd",
    ),
    secret: ["v"],
    accept: (value) =>
      value !== REDACTED && !isNotASecret(value) &&
      (looksGenerated(value, 6) || looksLikeBareSecret(value, 6) && /[A-Za-z]/.test(value) ||
        mixedCaseTail(value)) &&
      !/^[a-z]+\d?$/.test(value) &&
      // (A snake_case name and its `=`, the next line's `user_admin="…"`, is a name.)
      !/^[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+=$/.test(value),
  }),
];
