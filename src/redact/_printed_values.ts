/**
 * A secret a program printed alone on a line, with no name beside it, known by what came before:
 * the command that asked for it (`$ argocd admin initial-password`, `$ bw get password …`,
 * `$ op item get … --reveal`, `$ pwgen -s 24 1`, `>>> get_random_secret_key()`), a sentence that
 * announced it and ends in a colon (`Password for the elastic user (…):`, `Please use the
 * following password to proceed to installation:`), or `CONFIG GET requirepass` in redis-cli.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { isDottedIdentifier, isNameValueLine, looksLikeBareSecret } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";

const PW = sample(8, ALNUM, 3201) + "*" + sample(8, ALNUM, 3202);
const HEXKEY = sample(32, HEX, 3203);

// A command that names what it prints: a secret word or flag, or a generator of secrets. Not a
// command that prints a digest or a revision (`sha256sum`, `git rev-parse`).
export const COMMAND_ASKS =
  /pass(?:word|wd|phrase)?\b|password|secret|token|\bpsk\b|api[-_ ]?key|private[-_ ]?key|--reveal|--show-secrets|\bpwgen\b|\bgenpass|random|\brand\b|token_(?:hex|urlsafe)/i;
export const COMMAND_DIGEST =
  /\b(?:sha\d*sum|md5sum|b2sum|hash|digest|checksum|rev-parse|git|docker|id\b)/i;
// A shell's prompt: `$`, or `user@host:~$`, Python's `>>>`.
const PROMPT = String.raw`(?:[\w.-]{1,32}@[\w.-]{1,64}(?::[^\s$#%>]{0,80})?\$|\$|>>>)`;
// A log prefix a compose service adds (`jenkins-1  | `).
const PREFIX = String.raw`(?:[\w.-]{1,40}[ \t]+\|[ \t]?)?`;

/**
 * A lone printed value that reads as a secret (not a path, a name, a URL or a version); `loose`
 * (after a command that asked for one) takes one case with symbols too.
 */
export function printedSecret(value: string, loose = false): boolean {
  const v = value.replace(/^(["'])(.*)\1$/, "$2");
  if (!anyRealValue(v) || isDottedIdentifier(v) || /^(?:https?:|\/|~|\.)/.test(v)) return false;
  if (isNameValueLine(v)) return false;
  return looksGenerated(v, 12) || looksLikeBareSecret(v, 12) && /[a-z]/.test(v) &&
      (loose && /[!#$%^&*~+@?=()]/.test(v) || /[A-Z]/.test(v));
}

/** The rules of this file, in the order they run (with the late rules). */
export const PRINTED_VALUE_RULES: readonly Rule[] = [
  rule({
    id: "command-printed-secret",
    examples: {
      match: [
        "$ argocd admin initial-password -n argocd\n«" + PW + "»\n",
        "$ bw get password 'AWS root'\n«" + PW + "»",
        "$ pwgen -s 24 1\n«" + sample(24, ALNUM, 3204) + "»",
        "ops@zbx:~$ sudo cat /etc/zabbix/agent.psk\n«" + sample(64, HEX, 3207) + "»",
      ],
      clean: [
        "$ docker logs token-service | tail -1\nListening-on-port-8080",
        "$ bw get username 'AWS root'\nbilling@example.org",
        "$ echo $PASSWORD\n${PASSWORD}",
        "$ sha256sum secret.txt\n" + sample(64, HEX, 3206),
        "$ cat secrets.toml\nMLFLOW_TRACKING_URI=databricks\n",
      ],
    },
    description:
      "a value a command printed alone on the next line (after a shell's `$` or `user@host:~$`, Python's `>>>`), where the command asks for a secret (`initial-password`, `bw get password`, `--reveal`, `--show-secrets`, `psk`) or makes one (`pwgen`, `randomBytes`, `get_random_secret_key()`)",
    keywords: ["$ ", ">>> "],
    reach: { before: 120, after: 700 },
    pattern: new RegExp(
      String
        .raw`(?<![^\n"])[ \t]*${PROMPT}[ \t]+(?<cmd>[^\r\n]{2,300})\r?\n[ \t]*'?(?<v>[^\s"']{12,300})'?[ \t]*(?=\r?\n|\r?$|"[,}\]])`,
      "gd",
    ),
    secret: ["v"],
    accept: (value, _group, match) => {
      const cmd = match.groups?.cmd ?? "";
      return COMMAND_ASKS.test(cmd) && !COMMAND_DIGEST.test(cmd) && printedSecret(value, true);
    },
  }),
  rule({
    id: "announced-secret",
    examples: {
      match: [
        "Password for the elastic user (reset with `bin/elasticsearch-reset-password`):\n  «" +
        PW + "»\n",
        "app-1  | Please use the following password to proceed to installation:\napp-1  |\napp-1  | «" +
        HEXKEY + "»",
      ],
      clean: [
        "Password rules:\n  at-least-12-characters",
        "The password is read from:\n  ~/.config/app/password",
        "Password for the elastic user:\n  (see the log)",
        "Open network for guests, no password:\n    WIFI:T:nopass;S:Attic-Guest;;",
      ],
    },
    description:
      "a password printed alone on a line after a sentence that announces it and ends in a colon (`Password for the elastic user (…):`, `use the following password …:`), blank lines or a compose log prefix between",
    keywords: ["password", "passphrase"],
    // (From the secret word on: the match starts at the colon after it.)
    reach: { after: 420 },
    pattern: new RegExp(
      String
        .raw`(?<=(?:password|passphrase)\b(?:[^\r\n:(]|\([^\r\n()]{0,120}\)){0,200}):[ \t]*\r?\n(?:${PREFIX}[ \t]*\r?\n){0,2}${PREFIX}[ \t]*(?<v>[^\s"]{12,300})[ \t]*(?=\r?\n|\r?$|"[,}\]])`,
      "gdi",
    ),
    secret: ["v"],
    // (Not a label for a digest or a revision: `Commit SHA of the token fix:`; not a sentence that
    // says there is none: `Open network for guests, no password:`.)
    accept: (value, _group, match) =>
      !/\b(?:commit|sha\d*|hash|digest|checksum|fingerprint|revision|id|no password|without (?:a )?password)\b/i
        .test(
          match.input.slice(match.input.lastIndexOf("\n", match.index) + 1, match.index) + match[0],
        ) &&
      printedSecret(value),
  }),
  rule({
    id: "redis-config-secret",
    examples: {
      match: ['127.0.0.1:6379> CONFIG GET requirepass\n1) "requirepass"\n2) "«' + PW + '»"'],
      clean: ['127.0.0.1:6379> CONFIG GET requirepass\n1) "requirepass"\n2) ""'],
    },
    description:
      "what `CONFIG GET requirepass` (or `masterauth`) answers in redis-cli: the second line of the reply",
    keywords: ["config get"],
    wholeText: true,
    pattern:
      /config[ \t]+get[ \t]+(?:requirepass|masterauth)[ \t]*\r?\n[ \t]*1\)[ \t]*"?\w+"?[ \t]*\r?\n[ \t]*2\)[ \t]*"(?<v>[^"\r\n]{1,300})"/gdi,
    secret: ["v"],
    accept: (value) => anyRealValue(value),
  }),
];
