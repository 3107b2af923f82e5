/**
 * Secrets people hand over in chat, comments and commit messages, with no `name = value`:
 * a password set or given (`reset grafana admin pw to …`, `log in as admin with …`, `user
 * qa@acme.example / …`), a value handed over (`here you go: …`, `new one is \`…\``), a key
 * in a comment (`// old key, revoked? …`, `# redis auth: …`), recovery and backup codes under
 * the words that name them, and a TOTP seed (`the TOTP secret …: MNTL…`, `Enter this key
 * instead: M3TJ BSDO RIIF ZEC5`).
 */
import { ALNUM, HEX, LOWER_DIGITS, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { isCode } from "./_in_code.ts";
import { looksGenerated } from "./_positions.ts";
import { passwordLike } from "./_prose.ts";
import { DIGEST_WORDS, ID_WORDS } from "./_nearby_words.ts";
import { type Rule, rule } from "./_rule.ts";

const PW = sample(5, ALNUM, 2001) + "-" + sample(5, ALNUM, 2002) + "_" + sample(3, ALNUM, 2003);
const KEY = sample(40, ALNUM, 2004);
const HEXKEY = sample(32, HEX, 2005);
const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const DIGITS = "0123456789";

// A value up to a space, a closing quote or punctuation before a space or the end.
const VALUE = String
  .raw`["'\x60]?(?<v>[^\s"'\x60,;()<>\\]{8,200}?)["'\x60]?(?=[.,;!?)]?(?:[\s"'\x60\\]|$))`;

// Words on a line that say its long value is not a secret: a word of the digest and id words
// the nearby rules read (`_nearby_words.ts`), or `id` or `build` (a value handed over next to a
// build is its number or digest; on a line the nearby rules read, `/hooks/build?secret=…` is a
// secret); whole words (`sha256`, `build-id`).
export const NOT_SECRET_LINE = new RegExp(
  String.raw`\b(?:${[...DIGEST_WORDS, ...ID_WORDS, "id", "build"].join("|")})\b`,
  "i",
);

// Words that say a list of codes is a second factor's: recovery, MFA, used once.
const SECOND_FACTOR = /recovery|backup|\bmfa\b|\b2fa\b|two-factor|one-time|single-use|\bonce\b/i;

/** A generated value handed over: 20+, letters and digits (not a commit SHA). */
function handedOver(value: string, match: RegExpExecArray): boolean {
  if (/^[0-9a-f]{40}$/.test(value) || NOT_SECRET_LINE.test(match[0])) return false;
  return looksGenerated(value, 20) || /^[0-9a-f]{32,}$/.test(value);
}

/** The rules of this file, in the order they run (with the prose rules). */
export const CHAT_RULES: readonly Rule[] = [
  rule({
    id: "prose-password",
    examples: {
      match: [
        'git commit -m "reset grafana admin pw to «' + PW + '»"',
        "log in as admin with «" + PW + "» and open Settings",
        "# TODO(ana): remove before merge — test user qa@acme.example / «" + PW + "»",
        "changed the password for ci to «" + PW + "»",
      ],
      clean: [
        "reset the admin password to the default and log in",
        "log in as admin with the password from the vault",
        "user docs / README.md",
        "        password = fields[3]",
        "connecting as rover85 password=******** to caster:2101/MOUNT",
      ],
    },
    description:
      "prose: a password set or given without a name beside it (`pw to …`, `log in as admin with …`, `user qa@acme.example / …`): a value that looks like a password",
    keywords: [
      "pw ",
      "password",
      "passwd",
      "pwd",
      "passphrase",
      "log in as",
      "login as",
      "logging in as",
      " / ",
    ],
    pattern: new RegExp(
      String
        .raw`(?:\b(?:pw|pwd|password|passwd|passphrase)\b(?:[^\r\n\\]|\\[^nr]){0,40}?[ \t](?:to|as|=)[ \t]+|\blog(?:ging)?[ \t]?in[ \t]+as[ \t]+[\w.@+-]{1,60}[ \t]+with[ \t]+|\b(?:user|login|account)[ \t]+[\w.@+-]{1,60}[ \t]+\/[ \t]+)${VALUE}`,
      "gdi",
    ),
    secret: ["v"],
    // (`password = fields[3]` is code: an index, a call. `password=**** to caster:2101/MOUNT` is
    // where a log connects: a host and its port.)
    accept: (value) =>
      passwordLike(value) && !isCode(value) && !/^[A-Za-z][\w.-]*:\d{2,5}(?:\/\S*)?$/.test(value),
  }),
  rule({
    id: "handed-over-secret",
    examples: {
      match: [
        "here you go: «" + KEY + "»\nthat's the one from the dashboard",
        "I regenerated it, new one is `«" + HEXKEY + "»` — update the worker",
        "  # redis auth: «" + PW + "»",
      ],
      clean: [
        "here you go: " + sample(40, HEX, 2006) + " is the commit",
        "here is the commit sha: " + sample(40, HEX, 2007),
        "// old key format: see docs/keys.md",
        "new one is `release-2024-06`",
      ],
    },
    description:
      "a value handed over in chat or left in a comment (`here you go: …`, `new one is \\`…\\``, `// old key, revoked? …`, `# redis auth: …`): a generated value, or a password after a comment's secret word",
    keywords: ["here you go", "here's", "here is", "new one", "old key", "old token", "auth:"],
    pattern: new RegExp(
      String
        .raw`(?:\b(?:here(?:'s| is| you go)|new one(?: is)?)[^\r\n]{0,30}?[:\s][ \t]*|(?:\/\/|#|--)[ \t]*(?:old[ \t]+(?:key|token|secret)|[\w-]{1,30}[ \t]+auth:)[^\r\n]{0,30}?[ \t])(?=["'\x60]?[^\s"'\x60]{0,200}\d)${VALUE}`,
      "gdi",
    ),
    secret: ["v"],
    accept: (value, _group, match) =>
      handedOver(value, match) || /auth:/.test(match[0]) && passwordLike(value),
  }),
  rule({
    id: "recovery-codes",
    examples: {
      match: [
        "GitHub recovery codes (keep safe):\n«" + sample(5, LOWER_DIGITS, 2010) + "-" +
        sample(5, LOWER_DIGITS, 2011) + "»\n«" + sample(5, LOWER_DIGITS, 2012) + "-" +
        sample(5, LOWER_DIGITS, 2013) + "»",
        "Google backup codes: «9232 6129», «7246 0913»",
        "BACKUP VERIFICATION CODES\nana@example.org\n" +
        [2016, 2017, 2018].map((n, i) =>
          ` ${i + 1}. «${sample(4, DIGITS, n)} ${sample(4, DIGITS, n + 10)}»`
        ).join("\n"),
        "Backup codes for ana@example.org — each works once\n\n  «" +
        sample(5, LOWER_DIGITS, 2030) +
        "-" + sample(5, LOWER_DIGITS, 2031) + "»    «" + sample(5, LOWER_DIGITS, 2032) + "-" +
        sample(5, LOWER_DIGITS, 2033) + "»",
        "MFA: if the key is lost, use one of these codes once:\n«" + sample(5, LOWER_DIGITS, 2014) +
        "-" + sample(5, LOWER_DIGITS, 2015) + "»",
      ],
      clean: [
        "where do I find my recovery codes?",
        "backup codes: see the vault",
        "Backup codes are shown once when you turn on 2FA\nE1001-4412 means the code was used",
        "the job fails with these codes:\nE1001-4412\nE1002-4413",
      ],
    },
    description:
      "recovery and backup codes listed under the words that name them (`recovery codes:` then `abcde-12345` lines, `backup codes: 9232 6129, …`, a printed `BACKUP VERIFICATION CODES` sheet's numbered `1. 1234 5678` under its account, `Backup-Codes`, `codes de secours`, `códigos de respaldo`, `kody zapasowe`)",
    // (Parts of the headings, short: each keyword adds states to the automaton every text is
    // scanned with.)
    keywords: [
      "recovery code",
      "backup code",
      "backup-code",
      "verification code",
      "sicherungscode",
      "stellungscode",
      "de secours",
      "de recupera",
      "de respaldo",
      "de backup",
      "di backup",
      "di recupero",
      "zapasowe",
      "these codes",
    ],
    wholeText: true,
    pattern:
      /(?:(?:recovery|backup)(?:[ \t]+(?:verification|security|sign-in|login))?[ \t-]+codes?|sicherungscodes|wiederherstellungscodes|codes?[ \t]+de[ \t]+(?:secours|r[ée]cup[ée]ration|respaldo|recupera[cç][aã]o|backup)|c[oó]digos?[ \t]+de[ \t]+(?:respaldo|recupera[cç][aã]o|backup)|codici[ \t]+di[ \t]+(?:backup|recupero)|kody[ \t]+zapasowe|(?<these>these[ \t]+codes))(?:[^\r\n:]{0,60}:|[ \t]*(?=\r?\n)(?:\r?\n[ \t]*[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+[ \t]*)?|(?<rest>[ \t][^\r\n:]{1,80})(?=\r?\n))(?:\s{0,8}(?:[-*•][ \t]*)?\[REDACTED\],?){0,24}(?<body>(?:[ \t]*(?:\r?\n[ \t]*){0,2}(?:[-*•][ \t]*|\d{1,2}[.)][ \t]+)?(?:[a-z0-9]{4,6}-[a-z0-9]{4,6}|\d{4}[ -]?\d{4}|[a-z0-9]{10})[ \t]*,?){1,24})/gdi,
    secret: ["body"],
    // (Codes another rule took are `[REDACTED]` already: the list goes on past them.)
    // (`these codes:` says recovery codes where its line or the lines above say a second factor
    // or a single use: `If the hardware key is lost, use one of these codes once:`.)
    accept: (value, _group, match) =>
      (/\d/.test(value) || match[0].includes("[REDACTED]")) &&
      // (A heading that runs on without a colon, `Backup codes for ana@… — each works once`: the
      // codes stand under it, past a blank line at most, on lines of their own, so a sentence
      // about codes with an error code under it stays.)
      (match.groups?.rest === undefined ||
        match.groups.these === undefined &&
          endsLine(match.input, match.index + match[0].length)) &&
      (match.groups?.these === undefined || SECOND_FACTOR.test(
        match.input.slice(Math.max(0, match.index - 300), match.index + match[0].indexOf(":")),
      )),
    split: (value) =>
      [...value.matchAll(/[a-z0-9]{4,6}-[a-z0-9]{4,6}|\d{4}[ -]?\d{4}|[a-z0-9]{10}/gi)].map((
        m,
      ) => [m.index!, m.index! + m[0].length]),
  }),
  rule({
    id: "totp-seed",
    examples: {
      match: [
        "add this to 1Password as the TOTP secret for the shared admin: «" + sample(32, B32, 2020) +
        "»",
        "Can't scan the QR code? Enter this key instead: «" + sample(4, B32, 2021) + " " +
        sample(4, B32, 2022) + " " + sample(4, B32, 2023) + " " + sample(4, B32, 2024) + "»",
        "Can't scan? Enter this key:\n«" + sample(4, B32, 2025) + " " + sample(4, B32, 2026) + " " +
        sample(4, B32, 2027) + " " + sample(4, B32, 2028) + "»",
        '"login": { "username": "me", "totp": "«' + sample(32, B32, 2029) + '»" }',
      ],
      clean: [
        "TOTP secret: stored in the vault",
        "setup key: SEE THE ADMIN PAGE",
        "2FA: turn it on for your team before friday",
      ],
    },
    description:
      'a TOTP seed in base32 (grouped in fours or not; lower case in groups of four) after the words that introduce one (`TOTP secret`, `2FA`, `MFA`, `setup key`, `enter this key`), on their line (also quoted: a password manager\'s `"totp": "…"`) or the next',
    keywords: ["totp", "2fa", "mfa", "otp", "authenticator", "setup key", "this key"],
    // (The seed may stand on the line under the words.)
    reach: { after: 200 },
    pattern:
      /\b(?:totp|2fa|mfa|otp|authenticator|setup[ \t]+key|this[ \t]+key)\b[^\r\n]{0,80}?[:：][ \t]*(?:\r?\n[ \t]*|\\?["'])?(?<v>[A-Z2-7]{4}(?:[ ]?[A-Z2-7]{4}){3,15})\b/gdi,
    secret: ["v"],
    // (Upper case, or lower case in groups of four, as an authenticator's setup page shows it.)
    accept: (value) =>
      /[2-7]/.test(value) && /[A-Z]/i.test(value) && !isNotASecret(value) &&
      (value === value.toUpperCase() ||
        value === value.toLowerCase() && /^(?:\w{4} )+\w{4}$/.test(value)),
  }),
];

// A line's end, a JSON string's escaped one or its closing quote.
const LINE_END = /(?:\r?\n|\\[nr]|"|$)/y;

/** Whether a line ends at `at` of `input` (read there, not copied from there). */
function endsLine(input: string, at: number): boolean {
  LINE_END.lastIndex = at;
  return LINE_END.test(input);
}
