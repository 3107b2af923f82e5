/**
 * Shapes read from held-out corpus fourteen's people, languages and chat misses (docs/redaction.md,
 * "Corpus fourteen after it was seen: people, languages and chat"), each written for the shape
 * rather than the case:
 * - a generated password judged by its own characters: a run of letters in both cases, digits and
 *   a password's symbols (`!#$%&*+=?@^~`), random the way a generator's output is, wherever a
 *   person types or pastes it (`use this instead → …`, `I typed … like ten times`, a Slack or IRC
 *   export line, a Markdown bullet, the assistant repeating it back, in any language);
 * - a value handed over by a phrase that says "use this" with no name for it (`use this instead:`,
 *   `nimm den hier:`, `usa esse aqui:`, `用这个：`, `the token you pasted (…)`), in several
 *   languages, when the value looks generated (more phrases for `_chat.ts`'s `handed-over-secret`);
 * - Markdown code spans naming a secret env variable and its value (`` `RESEND_KEY` = `…` ``).
 */
import { ALNUM, HEX, LOWER_DIGITS, sample } from "./_examples.ts";
import { isDottedIdentifier, isNotASecret } from "./_filters.ts";
import { mixedNoise } from "./_noise.ts";
import { looksGenerated } from "./_positions.ts";
import { envName } from "./_assignments.ts";
import { NOT_SECRET_LINE } from "./_chat.ts";
import { remembered } from "./_remembered.ts";
import { type Rule, rule } from "./_rule.ts";

const PW = sample(7, ALNUM, 7401) + "*" + sample(4, ALNUM, 7402) + "-" + sample(5, ALNUM, 7403);
const PW2 = sample(6, ALNUM, 7404) + "!" + sample(5, ALNUM, 7405) + "@" + sample(4, ALNUM, 7406);

// A password's symbols (not `_`, `-` or `.`, which join an identifier's or a host's words).
const SYM = String.raw`[!#$%&*+=?@^~]`;
// The run: starts and ends with a letter or digit, 10 to 40 characters of letters, digits, `_`,
// `-` and the symbols. Not part of a path, a URL, an escape, a variable (`$X`) or a longer run.
const RUN = String.raw`(?<v>[A-Za-z0-9][A-Za-z0-9_!#$%&*+=?@^~-]{8,38}[A-Za-z0-9])`;
const RUN_END = String.raw`(?![A-Za-z0-9_!#$%&*+=?@^~\/\\-]|[.:,;][A-Za-z0-9])`;
const RUN_START = String.raw`(?<![A-Za-z0-9_!#$%&*+=?@^~\/\\.-])`;
// Found from its first symbol (every run holds one; the regex engine skips ahead to it and reads
// back over letters, digits, `_` and `-` to the run's start, as `random-token` does from a digit).
const AT_FIRST_SYMBOL = String
  .raw`${SYM}(?<=(?=${RUN}${RUN_END})${RUN_START}[A-Za-z0-9_-]{1,39}${SYM})`;

const TWO_SYMBOLS = new RegExp(`${SYM}{2}`);

/** How many characters of `value` are in `set`. */
function count(value: string, set: RegExp): number {
  return value.match(set)?.length ?? 0;
}

/**
 * Percent-encoded text, which the engine reads decoded: two escapes or more (`%3A%20`, a UTF-8
 * character's `%E6%95%B0`), or one of an ASCII space or punctuation as an encoder writes it
 * (`%20`, `%3D`). A lone `%e6` in a password is a password's.
 */
function percentEncoded(value: string): boolean {
  if (!value.includes("%")) return false;
  return count(value, /%[0-9A-Fa-f]{2}/g) >= 2 ||
    /%(?:2[0-9A-F]|3[A-F]|40|5[B-F]|7[B-E])/.test(value);
}

/**
 * True when a run of letters, digits and symbols reads as a generated password: both cases and a
 * digit, its letters and digits changing class the way a random string's do (`mixedNoise`: an
 * identifier's or a shortcut's words run for several letters each, `Ctrl+Alt+F12`), symbols
 * never two in a row (`&&`, `+=`, `**` are code) and not only base64's (`+` and `=` padding: a
 * digest, the base64 rules' to judge); not a query or an assignment (`name=value`) whose name is
 * a word. (An e-mail's local part and host are words: `mixedNoise` leaves them.)
 */
function generatedPassword(value: string): boolean {
  if (value.length < 10 || value.length > 40) return false;
  // (Two of each case: a lone capital glued to an id is a byte of a binary file, `…a82+W`.)
  if (count(value, /[A-Z]/g) < 2 || count(value, /[a-z]/g) < 2 || !/\d/.test(value)) return false;
  if (/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/i.test(value)) return false;
  // A Subresource Integrity hash (npm's `integrity: sha512-…`, shown cut short with `[...]`), a
  // Content-Security-Policy source's hash or nonce (`'nonce-…'`: sent to every browser, public).
  if (/^(?:sha(?:1|256|384|512)|nonce)-[A-Za-z0-9+\/]/.test(value)) return false;
  if (TWO_SYMBOLS.test(value) || percentEncoded(value)) return false;
  const symbols = value.replace(/[A-Za-z0-9_-]/g, "");
  if (/^[+]*=*$/.test(symbols) && /^[A-Za-z0-9+]+=*$/.test(value)) return false;
  // A query's `?name=` or `&name=`.
  if (/[?&][A-Za-z_][\w.-]*=/.test(value)) return false;
  const eq = value.indexOf("=");
  if (eq > 0 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(value.slice(0, eq))) {
    if (!mixedNoise(value.slice(0, eq).replace(/_/g, ""), 4)) return false;
  }
  const alnum = value.replace(/[^A-Za-z0-9]/g, "");
  if (alnum.length < 8 || count(alnum, /[A-Za-z]/g) < 4) return false;
  return mixedNoise(alnum, 8) && !isNotASecret(value) && !isDottedIdentifier(value);
}

// (`generatedPassword`, its answers remembered for the call: on dense text `typed-password` is
// shown about 2,300 values a MB, a few dozen of them distinct.)
const typedPassword = remembered(generatedPassword);

// What hands a value over with no name for it, in English and the other languages people write
// to an assistant in: "use this (one) (instead)", "try this/with", "here's the new one", "the
// long one is", "the token you pasted"; German `nimm den hier`, French `utilise celle-ci`,
// Spanish and Portuguese `usa este/esse (aqui)`, Italian `usa questo`.
const HANDOVER_ASCII = String
  .raw`\b(?:use[ \t]+(?:this|these|that)(?:[ \t]+one)?(?:[ \t]+instead)?|try[ \t]+(?:this(?:[ \t]+one)?|with)|here(?:'s|’s|[ \t]+is)[ \t]+(?:the[ \t]+)?new[ \t]+one|the[ \t]+(?:long|new|other|real|right)[ \t]+one[ \t]+is|(?:token|key|secret|value)[ \t]+you[ \t]+(?:pasted|sent|gave(?:[ \t]+me)?)|nimm[ \t]+(?:den|die|das|diesen|diese|dieses)(?:[ \t]+hier)?|hier[ \t]+(?:ist[ \t]+)?(?:der|die|das)[ \t]+neue|utilise[ \t]+(?:celui-ci|celle-ci|ceci|ça)|voici[ \t]+(?:le|la)[ \t]+nouve(?:au|lle)|usa(?:r)?[ \t]+(?:este|esta|esto|esse|essa|isso|isto|questo|questa)(?:[ \t]+(?:aqui|aquí|qui|otro|outro|nuevo|novo))?|el[ \t]+(?:token|key)[ \t]+es|(?:string|value|code|key|token)[ \t]+from[ \t]+the[ \t]+(?:dashboard|console|portal|e-?mail|settings|admin[ \t]+panel)|hard[ -]?coded)`;
// The same in scripts without spaces: Chinese `用这个` / `用這個`, `这是新的` / `這是新的`,
// Japanese `これを使って`, Korean `이걸 써`.
const HANDOVER_OTHER = String
  .raw`(?:用[这這]个|用[这這]個|[这這]是新的|これを使って|こっちを使って|이걸[ \t]?써)`;
// Up to 60 characters of the sentence (no line break), then `:`/`：`, a dash or an arrow, an
// opening parenthesis or quote, or a space; then the value.
const LINK = String
  .raw`[^\r\n:：=]{0,60}?(?:[ \t]*[:：→–—-][ \t]*|[ \t]*\(?[ \t]*|[ \t]+)(?:\\?["'\x60“«「]){0,2}`;
const VALUE = String
  .raw`(?<v>[A-Za-z0-9][A-Za-z0-9_+\/.-]{14,199}={0,2})(?![A-Za-z0-9_+\/=.@-]|\.[A-Za-z0-9])`;

/**
 * A value handed over with no name: generated-looking, in mixed case, in one case with digits, or
 * hex; not a commit SHA, nor on a line whose words say digest or id (`_chat.ts`'s rule, whose
 * phrases these widen, reads the same words).
 */
function handedOver(value: string, match: RegExpExecArray): boolean {
  if (value.length < 16 || isNotASecret(value) || isDottedIdentifier(value)) return false;
  if (/^[0-9a-f]{40}$/.test(value) || NOT_SECRET_LINE.test(match[0])) return false;
  if (/^[a-z]{3,}\/|^\//.test(value)) return false;
  const digitRuns = count(value, /\d+/g);
  const oneCase = /^[a-z0-9._-]+$/.test(value) || /^[A-Z0-9._-]+$/.test(value);
  return looksGenerated(value, 16) || oneCase && value.length >= 20 && digitRuns >= 3 ||
    GROUPED_CODE.test(value) && /\d/.test(value) && /[A-Z]/.test(value);
}

// A licence or activation code in groups (`YOTRP-JYWXI-BUHHD-ZB4O4`): three to eight groups of
// four to six capitals and digits.
const GROUPED_CODE = /^[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){2,7}$/;

/** The rules of this file (they run last, after `random-token`: every rule with a name first). */
export const FOURTEEN_PEOPLE_RULES: readonly Rule[] = [
  rule({
    id: "typed-password",
    examples: {
      match: [
        "that one got revoked, use this instead → «" + PW + "»",
        "[9:41 AM] Maya: prod db: «" + PW2 + "»",
        "Assistant: I set `DB_PASS` to `«" + PW + "»` in your `.env`.",
        "Hier das Passwort – «" + PW2 + "» – bitte nicht weitergeben.",
      ],
      clean: [
        "press Ctrl+Alt+F12 to open it",
        "GET /items?sortBy=Name&page=12",
        "mail ops.team2024@acme.example",
        "if (a&&b2 || x+=Y3) return",
        "Content-MD5: rL0Y20zC+Fzt72VPzMSk2A==",
        "Content-Security-Policy: script-src 'nonce-" + sample(10, ALNUM, 7410) + "+" +
        sample(11, ALNUM, 7411) + "'",
        "export PATH=$HOME/bin:$PATH",
      ],
    },
    description:
      "a generated password judged by its own characters wherever a person types or pastes it: 10 to 40 letters in both cases, digits and a password's symbols (`!#$%&*+=?@^~`), changing class the way a random string does (a shortcut, an identifier, an e-mail, a query, code with `&&` or `+=` are left)",
    keywords: [],
    // Only lines where a symbol stands between two letters or digits (`k7#Q`): formatted code
    // spaces its operators, so most of its lines are never searched.
    // (The symbol first: the scan skips to it, where a letter first would stop at every word.)
    lineHas: /[!#$%&*+=?@^~](?<=[A-Za-z0-9].)(?=[A-Za-z0-9])/g,
    // (Not on text the engine makes: a run found there would take the whole line ahead of the
    // rules that name the value on the text as written.)
    readsMadeText: false,
    pattern: new RegExp(AT_FIRST_SYMBOL, "gd"),
    secret: ["v"],
    accept: (value) => typedPassword(value),
  }),
  rule({
    id: "handed-over-secret",
    examples: {
      match: [
        "the old one is dead, use this one instead: «" + sample(32, LOWER_DIGITS, 7407) + "»",
        "Der alte geht nicht mehr, nimm den hier: «" + sample(30, LOWER_DIGITS, 7408) + "»",
        "Assistant: The token you pasted (`«" + sample(40, LOWER_DIGITS, 7409) + "»`) is valid.",
      ],
      clean: [
        "use this instead: https://docs.example.org/v2/setup",
        "try with the flag --no-cache-dir-2024 and see",
        "usa esse aqui: src/components/Header2024.tsx",
        "try this commit: " + sample(40, HEX, 7417),
      ],
    },
    description:
      'a generated-looking value handed over by a phrase that says "use this" with no name for it (`use this instead:`, `try with`, `the token you pasted (…)`, `nimm den hier:`, `usa esse aqui:`, `utilise celle-ci :`, `el token es`)',
    keywords: [
      "use this",
      "use these",
      "use that",
      "try this",
      "try with",
      "new one",
      "one is",
      "you pasted",
      "you sent",
      "you gave",
      "nimm ",
      "neue",
      "utilise ",
      "voici ",
      "usa ",
      "usar ",
      "token es",
      "key es",
      "from the",
      "hardcoded",
      "hard-coded",
      "hard coded",
    ],
    pattern: new RegExp(String.raw`${HANDOVER_ASCII}${LINK}${VALUE}`, "gdi"),
    secret: ["v"],
    accept: (value, _group, match) => handedOver(value, match),
  }),
  rule({
    id: "handed-over-secret",
    examples: {
      match: [
        "之前那个失效了，用这个：«" + sample(36, LOWER_DIGITS, 7410) + "»",
        "這是新的 API 金鑰：«" + sample(32, HEX, 7411) + "»，請更新設定檔。",
      ],
      clean: ["用这个：npm install --save-dev typescript", "這是新的版本：v2.14.0-beta"],
    },
    description:
      "the same in scripts without spaces (`用这个：`, `這是新的 …：`, `これを使って`, `이걸 써`)",
    keywords: [],
    lineHas: /[用这這こ이]/g,
    pattern: new RegExp(String.raw`${HANDOVER_OTHER}${LINK}${VALUE}`, "gd"),
    secret: ["v"],
    accept: (value, _group, match) => handedOver(value, match),
  }),
  rule({
    id: "markdown-env-value",
    examples: {
      match: [
        "Your `.env` has `RESEND_KEY` = `«re_" + sample(32, ALNUM, 7412) + "»`.",
        "and `DB_PASS` → `«hunter2-staging»` on the box",
      ],
      clean: [
        "`SORT_KEY` = `created_at`",
        "`API_KEY` = `${API_KEY}`",
        "`DB_PASSWORD` is `process.env.DB_PASSWORD`",
      ],
    },
    description:
      "Markdown's code spans naming a secret env variable and its value (`` `RESEND_KEY` = `…` ``, `` `X_SECRET` to `…` ``), as an assistant reports what it read or set",
    keywords: ["key` ", "key`=", "key`:", "secret`", "token`", "password`", "pass`", "pwd`"],
    pattern: new RegExp(
      String
        .raw`\x60(?<name>[A-Z][A-Z0-9_]{1,80})\x60[ \t]*(?:=|:|→|->|to|is|was)[ \t]*\x60(?<v>[^\x60\s]{8,400})\x60`,
      "gd",
    ),
    secret: ["v"],
    accept: (value, _group, match) =>
      envName(match.groups?.name ?? "") !== undefined && !isNotASecret(value) &&
      /\d/.test(value) && !/[${}()]|^process\.|^os\.|^ENV\[/.test(value) &&
      !/^[a-z][a-z_.-]*$/.test(value),
  }),
];
