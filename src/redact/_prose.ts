/**
 * Passwords in chat prose without `is`: the word then the value (`password 9pWC-Z7…`,
 * `pw: …`, `**Password:** \`…\``, `log in with the password '…'`), and a user and password given
 * together after a word that names them (`creds are ci-bot:…`, `login: admin / …`). A bare value
 * must look like a password (8+, a letter, a digit, and a symbol or both cases), so prose about
 * passwords (`password reset link`, `password manager`) stays.
 */
import { ALNUM, sample } from "./_examples.ts";
import { isNotASecret, looksLikeBareSecret } from "./_filters.ts";
import { type Rule, rule } from "./_rule.ts";

const PW = sample(6, ALNUM, 450) + "-" + sample(7, ALNUM, 451);

/** A bare value in prose that reads as a password, not a word. */
export function passwordLike(value: string): boolean {
  return looksLikeBareSecret(value, 8) && /\d/.test(value) && /[A-Za-z]/.test(value) &&
    (/[^A-Za-z0-9]/.test(value) || /[a-z]/.test(value) && /[A-Z]/.test(value));
}

// The value after the word: quoted, in backticks, or bare (up to a closing punctuation).
const PROSE_VALUE = String
  .raw`(?:\x60(?<bt>[^\x60\r\n]{1,200})\x60|"(?<dq>(?:[^"\\\r\n]|\\.){1,200})"|'(?<sq>[^'\r\n]{1,200})'|(?<bare>[^\s"'\x60,;()<>\\]{8,200}?)(?=[.,;!?)]?(?:[\s"'\\]|$)))`;

/** Prose rules, in the order they run (after the document rules). */
export const PROSE_RULES: readonly Rule[] = [
  rule({
    id: "prose-password",
    examples: {
      match: [
        "wifi is OfficeNet, password «" + PW + "»",
        "**Password:** `«" + PW + "»`",
        "pw: «" + PW + "»",
        "the passcode is «" + PW + "»",
        "log in with the password '«" + PW + "»'",
      ],
      clean: [
        "send the password reset link again",
        "the password manager 1Password is fine",
        'password "must be at least 8 characters"',
      ],
    },
    description:
      "prose: a password right after the word that names it, without `is` (`password …`, `pw: …`, `**Password:** \\`…\\``, `the password '…'`): quoted, or bare when it looks like one (8+, a letter, a digit, a symbol or both cases)",
    keywords: ["password", "passwd", "passphrase", "passcode", "pw:", "pw ", "pwd"],
    pattern: new RegExp(
      String
        .raw`\b(?:password|passwd|passphrase|passcode|pw|pwd)(?:[*_]{1,2})?(?:[ \t]*:(?:[*_]{1,2})?|[ \t]+(?:is|was))?[ \t]+${PROSE_VALUE}`,
      "gdi",
    ),
    secret: ["bt", "dq", "sq", "bare"],
    accept: (value, group, match) => {
      // (A bare value running into `&page=2` is a URL's query going on: a search for the word.)
      if (group === "bare") return passwordLike(value) && !/[&?][A-Za-z_][\w.-]*=/.test(value);
      const spaced = /\s/.test(value) && !/^passphrase/i.test(match[0]);
      return value.length >= 4 && !spaced && !isNotASecret(value);
    },
  }),
  rule({
    id: "prose-password",
    examples: {
      match: [
        "creds are ci-bot:«" + PW + "»",
        "login: admin / «" + PW + "»",
        "try logging in with admin / «" + PW + "»",
      ],
      clean: ["creds are in the vault: see ops/README", "login: admin / see 1Password"],
    },
    description:
      "prose: a user and a password together after a word that names them (`creds are ci-bot:…`, `credentials: admin / …`, `login: admin / …`, `log in with admin / …`)",
    keywords: ["creds ", "credentials", "login ", "login:", "log in ", "logging in "],
    pattern:
      /\b(?:creds|credentials|login|log(?:ging)?[ \t]+in[ \t]+(?:as|with))(?:[ \t]+(?:are|is))?[ \t]*:?[ \t]+[\w.@+-]{1,60}(?::|[ \t]+\/[ \t]+)(?<bare>[^\s"'\x60,;()<>\\]{6,200}?)(?=[.,;!?)]?(?:[\s"'\\]|$))/gdi,
    secret: ["bare"],
    accept: (value) => passwordLike(value) || looksLikeBareSecret(value, 6) && /\d/.test(value),
  }),
];
