/**
 * First-sight classes across corpora, second pass (docs/redaction.md, "First-sight classes across
 * corpora (g-generic16)"): classes of miss that blind corpora of different subjects met at first
 * sight and that each corpus's own round then caught with a rule for its own tools. Here each is
 * written once, from the class:
 *
 * - a value a command printed alone on the next line, where the command reads something named a
 *   secret — whatever the prompt before it (`%`, `#`, `>`, `MAV>`, `(gdb)`, none), in a Read
 *   result's numbered lines, and after a short label (`String value is: …`);
 * - (a setter command given a value for a setting named for a secret, `CONFIG SET requirepass …`,
 *   `wp option update smtp_pass …`: the class's rule is `config-set-secret`, widened in
 *   `_literals.ts`);
 * - a token whose own prefix says it is a secret (`<vendor>_sk_…`, `<vendor>_secret_…`,
 *   `<vendor>-secret.…`), for vendors no rule knows.
 */
import { ALNUM, LOWER_DIGITS, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { isPlaceholder } from "./_filters_placeholders.ts";
import { caseNoise, lettersNoise } from "./_noise.ts";
import { digitsSpread, looksGenerated } from "./_positions.ts";
import { COMMAND_ASKS, COMMAND_DIGEST, printedSecret } from "./_printed_values.ts";
import { randomLetters } from "./_shapes_thirtyone.ts";
import { type Rule, rule } from "./_rule.ts";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

// A command that reads a value (not one that lists, makes or deletes it): a verb of its own word.
const READS =
  /(?:^|[\s>$%#)(|;&:])(?:get|show|print|printenv|read|cat|reveal|export|dump|echo|display|view|fetch|access|find-[\w-]*password|decrypt|type)(?=[\s(]|$)/i;
// What a command reads that is no secret's value: an id, a public half, a fingerprint, a name.
const NOT_READ =
  /(?:\b|_)(?:public|pub|fingerprint|kid|key[-_ ]?ids?|keyid|ids?|names?|list|ls|count|length|expir\w*|created|ttl|type|path|url|uri)\b/i;
// (The pattern's prompt, on the command's line: a shell's `$`, `%`, `#` with or without
// `user@host ~`, a REPL's or a device console's `>` (`MAV>`, `127.0.0.1:6379>`), `(gdb)`, a game
// console's `]`, PowerShell's `PS C:\…>`, a tool call's frame (`Bash(`, `⎿`); in a transcript
// record's decoded view, after the record's own fields (`{"type":…,"text":"`). A line of prose or
// code fails at its first characters.)

// A line that is a prompt's or a shell's own (the next command), not a printed value.
const PROMPTISH = /^(?:[$#%>]|[\w.-]{1,32}[>#$%]$)/;

/** A value printed for a command that asked for a secret: generated, or a password's form. */
function printedRead(value: string): boolean {
  // (A path's word segments: `database/creds/app/…` is where a secret is, not one.)
  // A diff's or a file's next `NAME=value` line is no printed value either.
  if (PROMPTISH.test(value) || /[A-Za-z]{3,}\/|^[+-]?[A-Za-z_][\w.-]*[:=]/.test(value)) {
    return false;
  }
  if (isPlaceholder(value)) return false;
  // (Or four groups of four random letters: an app password as Apple and Google print it.)
  return printedSecret(value, true) || digitsSpread(value) ||
    /^[a-z]{4}(?:-[a-z]{4}){3}$/.test(value) && randomLetters(value.replaceAll("-", ""));
}

/**
 * A value printed under a command that reads a secret: late, after the rules that know the
 * command (`console-read-secret`, `key-printed-after-its-command`) or the label over it.
 */
export const FIRST_SIGHT_PRINTED_RULES: readonly Rule[] = [
  rule({
    id: "secret-read-printed-alone",
    examples: {
      match: [
        "$ rosparam get /uplink/auth_token\nString value is: «" +
        sample(30, LOWER_DIGITS, 1_616_003) +
        "4k5m6n»",
        "     1→$ gcloud secrets versions access latest --secret=db-password\n     2→«" +
        sample(10, ALNUM, 1_616_004) + "#q»",
        "MAV> param show SIGNING_SECRET\n«" + sample(30, LOWER_DIGITS, 1_616_005) + "4k5m6n»",
      ],
      clean: [
        "> cfg get wifi.ssid\nAttic_Sensors12",
        "$ op item get db --fields label=password_hint\nfirst-pet-name-2019",
        "$ gpg --fingerprint --show-keys key.asc\n" + sample(40, "0123456789ABCDEF", 1_616_007),
        "% echo $API_TOKEN\n${API_TOKEN}",
        "$ kubectl get secret app -o name\nsecret/app",
        "> show token ttl\n3600",
      ],
    },
    description:
      "a value printed alone on the line under a command that reads something named a secret (`get`, `show`, `print`, `cat`, `reveal`, `export` … of a password, secret, token, PSK or API key), whatever the prompt (`$`, `%`, `#`, `>`, `MAV>`, `mysql>`, none), in a Read result's numbered lines too, after a short label (`String value is:`)",
    // (The secret words `COMMAND_ASKS` reads, and a generator's: the command's line holds one.)
    keywords: [
      "pass",
      "secret",
      "token",
      "psk",
      "pswd",
      "api_key",
      "api-key",
      "apikey",
      "api key",
      "private_key",
      "private-key",
      "privatekey",
      "private key",
      "rand -",
      "pwgen",
    ],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern:
      /^(?:\{[^\r\n]{0,400}?":")?[ \t]*(?:\d{1,6}(?:→|\t))?[ \t]*(?<cmd>(?:(?:[\w.@()-]{1,40}(?:[ :][\w.@~:\/\\()-]{0,80})?[ \t]?)?[$%#>\]][ \t]|PS [^\r\n>]{1,80}>|\(gdb\)|⎿|[A-Z][A-Za-z]{1,20}\()[^\r\n]{4,300})\r?\n[ \t]*(?:\d{1,6}(?:→|\t)|⎿)?[ \t]*(?:[A-Z][a-z]{1,12}(?: [a-z]{1,12}){0,3}:[ \t]*)?(?<q>['"]?)(?<v>[^\s"'\\;,(){}\[\]<>]{8,300})\k<q>[ \t]*(?=\r?\n|\r?$|"[,}\]])/gdm,
    secret: ["v"],
    accept: (value, _group, match) => {
      const cmd = match.groups?.cmd ?? "";
      return (READS.test(cmd) || /\brand\b|\bpwgen\b|token_(?:hex|urlsafe)/.test(cmd)) &&
        COMMAND_ASKS.test(cmd) && !COMMAND_DIGEST.test(cmd) && !NOT_READ.test(cmd) &&
        printedRead(value);
    },
  }),
];

/**
 * Whether `body` reads as a name in camel case (`PKCS12SafeBagTemplate`, `ASN1EncoderSetDER`,
 * `pkcs5CreateAlgorithmID`): no lower-case letter right after a digit, at most one lone lower-case
 * letter (`To`), and two or more words of a capital and two or more lower-case letters, two
 * fifths of it or more. (About one random string of 16 characters in sixteen reads so too, one
 * of 32 in three hundred: the rule asks for code around it as well.)
 */
function camelName(body: string): boolean {
  if (/\d[a-z]/.test(body)) return false;
  const words = body.match(/[A-Z][a-z]{2,}/g) ?? [];
  return words.length >= 2 && words.join("").length * 5 >= body.length * 2 &&
    (body.match(/(?<![a-z])[a-z](?![a-z])/g)?.length ?? 0) <= 1;
}

/**
 * Whether the name at `start` to `end` of `text` stands as code, a type's, an array's or a call's
 * name: before `(`, `[`, `{`, `*` or `;`, or after `struct`/`union`/`enum` (a key in code is quoted;
 * in prose it ends a sentence or stands before `,` or `)`).
 */
function codeName(text: string, start: number, end: number): boolean {
  return /^[ \t]*[(\[;{*]/.test(text.slice(end, end + 20)) ||
    /\b(?:struct|union|enum)[ \t]+$/.test(text.slice(Math.max(0, start - 20), start));
}

/** A token whose prefix says secret. */
export const FIRST_SIGHT_CLASS_RULES: readonly Rule[] = [
  rule({
    id: "secret-prefixed-token",
    examples: {
      match: [
        "got it from the settings page: «fox_sec_" + sample(32, ALNUM, 1_616_020) + "»",
        "the new one is «ta-secret." + sample(19, LETTERS, 1_616_021) + "»",
        "use «zed_secret_" + sample(24, ALNUM, 1_616_022) + "» to log in",
      ],
      clean: [
        "client_secret_basic is the default auth method",
        "SECRET_KEY_BASE=${SECRET_KEY_BASE}",
        "acme_sk_xxxxxxxxxxxxxxxxxxxxxxxx",
        "see docs/secret_rotation_guide_v2.md",
      ],
    },
    description:
      "a token whose own prefix says it is a secret key, for a vendor no rule knows: a tag then `sk`, `secret`, `sec` or `pat` (`<vendor>_sk_…`, `<vendor>-secret.…`, `secret_<name>_…`) and 16 or more generated characters",
    keywords: ["sk_", "secret_", "secret-", "secret.", "sec_", "pat_"],
    pattern:
      /(?<![\w.\/-])(?<v>(?:[a-z][a-z0-9]{1,15}[_-]){0,2}(?:sk_|secret[_.-]|sec_|pat_)(?:(?:live|test|prod|dev)[_-])?(?:[a-z0-9]{1,20}_)?(?<body>[A-Za-z0-9]{16,128})(?:\.[A-Za-z0-9]{16,128})?)(?![\w\/-]|\.\w)/gd,
    secret: ["v"],
    accept: (value, _group, match) => {
      const body = match.groups?.body ?? "";
      // (A bare `sec_` before a name in camel case, standing as code, is a C name: NSS's
      // `struct sec_PKCS12SafeBagStr {`, `sec_ASN1EncoderSetDER(cx)`.)
      if (value.startsWith("sec_") && camelName(body)) {
        const start = match.index + match[0].length - value.length;
        if (codeName(match.input, start, start + value.length)) return false;
      }
      return (looksGenerated(body, 16) || caseNoise(body, 16) || lettersNoise(body)) &&
        !isNotASecret(value) && !isPlaceholder(value);
    },
  }),
];
