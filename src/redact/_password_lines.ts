/**
 * Password lines of configuration files: a YAML line `password: VALUE` (`db_password:`,
 * `POSTGRES_PASSWORD:` in a compose file), a `.properties` line `some.prefix.password=VALUE`, an INI
 * line `pass = VALUE`. Any real value counts, letters only too. They run first among the
 * assignment rules (`_assignments.ts`).
 */
import { ALNUM, sample } from "./_examples.ts";
import { isDottedIdentifier, isNotASecret } from "./_filters.ts";
import { isCode, ofAnObject } from "./_in_code.ts";
import { type Rule, rule } from "./_rule.ts";

// A YAML anchor or tag before a value: `password: &pw "…"`, `token: !!str …`.
// (Not a tag that reads the value from elsewhere: `!secret wifi_password` is a reference, as
// `isReference` reads it.)
export const ANCHOR = String.raw`(?:(?:&|!(?!secret\b|env_var\b|include\b))[\w!.-]{1,40}[ \t]+)?`;

// The value ending a YAML or `.properties` line (before a comment, or a JSON string's end).
// A `#` starts a comment after white space only: inside a value it is part of it.
const LINE_VALUE = String
  .raw`${ANCHOR}(?<s>[^\s#"'{\\][^\s,;"'\\]{0,299})(?:[ \t]+#[^\n"']*)?[ \t]*(?=\r?$|\r?\n|["'\x60]|\\n)`;

/** A value on a YAML or `.properties` password line: a real, non-type value. */
function linePassword(value: string): boolean {
  return value.length >= 3 && !isNotASecret(value) && !isDottedIdentifier(value) &&
    !isCode(value) &&
    !/^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+$/.test(value) && !/^(?:\d{1,3}|[!&*|>].*)$/.test(value);
}

// A password for the examples.
export const PW = sample(6, ALNUM, 189) + "!" + sample(6, ALNUM, 188);
// A password of letters with a dot in it, as a generator makes one (no digit: it reads as two words
// but for how its case changes).
const DOTTED = sample(7, ALNUM.slice(0, 52), 187) + "." + sample(7, ALNUM.slice(0, 52), 186);

/** Password-line rules, in the order they run. */
export const PASSWORD_LINE_RULES: readonly Rule[] = [
  rule({
    id: "password-line",
    examples: {
      match: [
        "spring:\n  datasource:\n    password: «" + PW + "»",
        "    environment:\n      POSTGRES_PASSWORD: «hunter2»",
        "auth:\n  adminPassword: «Wkfxaj.nNOrCl5»",
        "+    environment:\n+      POSTGRES_PASSWORD: «" + DOTTED + "»",
      ],
      clean: ["password: ${DB_PASSWORD}", "password: !vault |", "password_min_length: 12"],
    },
    description:
      "a YAML line `password: VALUE` (also `db_password:`, `adminPassword:`, `POSTGRES_PASSWORD:` in a compose file, `passphrase:`): any value, letters only too",
    keywords: ["pass", "pwd"],
    // Anchored on the keyword; the lookbehind (run only there, and only where the `:` and a space
    // follow, which the look-ahead reads first: on dense text most keywords have neither) checks the
    // name starts a line.
    pattern: new RegExp(
      String
        .raw`(?:password|passwd|pwd|passphrase)(?=["']?[ \t]*:[ \t])(?<=(?:^|[\n"'\x60])\+?[ \t]*(?:-[ \t]+)?["']?(?:[\w-]{0,80}[_-]|[a-z][a-zA-Z0-9]{0,40}(?=[A-Z]))?\w{3,10})["']?[ \t]*:[ \t]+${LINE_VALUE}`,
      "gdi",
    ),
    secret: ["s"],
    accept: linePassword,
  }),
  rule({
    id: "password-line",
    examples: {
      match: [
        "spring.datasource.password=«" + PW + "»",
        "[smtp]\nuser = mailer\npass = «" + PW + "»",
      ],
      clean: [
        "spring.datasource.password=${DB_PASSWORD}",
        "--- PASS: TestParser (0.00s)",
        "        self.password = cfg.get('password')",
        "        self.passwd = password_mgr",
        "        pwd = os.getcwd()",
      ],
    },
    description:
      "`.properties` lines `some.prefix.password=VALUE`, and INI lines whose whole key is `pass` or `pwd` (`pass = VALUE`)",
    keywords: ["pass", "pwd"],
    // (Each look-behind runs only where its separator follows the keyword: the look-aheads.)
    pattern: new RegExp(
      String
        .raw`(?:(?:password|passwd|pwd)(?=[ \t]*[=:])(?<=(?:^|[\n"'\x60])[ \t]*[\w-]{1,80}(?:\.[\w-]{1,80}){0,8}\.\w{3,8})[ \t]*[=:]|` +
        String
          .raw`(?:pass|pwd)(?=[ \t]*=)(?<=(?:^|\n)[ \t]*(?:pass|pwd))[ \t]*=)[ \t]*${LINE_VALUE}`,
      "gdi",
    ),
    secret: ["s"],
    accept: (value, _group, match) => linePassword(value) && !ofAnObject(match),
  }),
];
