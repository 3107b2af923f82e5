/**
 * Shapes read from held-out corpus twenty-one's misses (docs/redaction.md, "Corpus twenty-one
 * after it was seen": operations and incident response): secrets in the syntax of the tools an
 * operator runs, where no generic name announces them — an Erlang crash dump's `=cookie:`, a
 * network device's running config (now `_shapes_twentytwo.ts`'s `device-config-secret`), a SCRAM verifier (`pg_authid.rolpassword`), Opsgenie's `GenieKey <uuid>`, `SSHPASS=` for
 * `sshpass -e`, a secret-named `char *` as gdb prints it (`password = 0x5581… "…"`), `borg key
 * export --paper`'s key lines and an OpenVPN `auth-user-pass` file printed by `cat`.
 */
import { nameKind, valueFor } from "./_documents.ts";
import { ALNUM, BASE64, HEX, sample, UPPER_DIGITS } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { anyRealValue, ARG, ARG_GROUPS, type Rule, rule } from "./_rule.ts";
import { END as LINE_END } from "./_tool_outputs.ts";

const PW = sample(10, ALNUM, 2101) + "#" + sample(4, ALNUM, 2102);
const B64 = (n: number, seed: number) => sample(n, BASE64, seed);
const UUID = [8, 4, 4, 4, 12].map((n, i) => sample(n, HEX, 2110 + i)).join("-");
const hexGroups = (seed: number) => [0, 1, 2, 3].map((i) => sample(6, HEX, seed + i)).join(" ");

// The first line of an OpenVPN credentials file's name (`office.auth`, `auth.txt`,
// `vpn-creds.txt`, `login.conf`): the file `--auth-user-pass` reads, user then password.
const AUTH_FILE = /(?:\.auth|auth(?:[-_.]user[-_.]pass)?(?:\.txt)?|creds?(?:\.txt)?|login\.conf)$/i;

// What may stand before `cat` on its line: a prompt (`$ `, `root@host:~# `, `sudo `).
const PROMPT = /(?:^|\n|":")[^\n"]{0,40}$/;

/** Whether `path`, printed by `cat`, is the credentials file of an OpenVPN `auth-user-pass`. */
function authFile(path: string, input: string): boolean {
  if (AUTH_FILE.test(path)) return true;
  const name = path.replace(/^.*\//, "");
  return new RegExp(
    String.raw`auth-user-pass[ \t]+\S*${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
  )
    .test(input);
}

// Where a line starts, in a text and in a transcript record read JSON-unescaped (the record's
// string starts after `":"`); where it ends is `_tool_outputs.ts`'s `END`.
const LINE_START = String.raw`(?<=^|\n|":")`;

export const TWENTYONE_EARLY_RULES: readonly Rule[] = [
  rule({
    id: "erlang-cookie",
    examples: {
      match: [
        "=erl_crash_dump:0.5\nSystem version: Erlang/OTP 26\n=node:rabbit@mq-1\n=cookie:«" +
        sample(20, UPPER_DIGITS, 2103) + "»",
      ],
      clean: ["=cookie:nocookie", "# the crash dump's =cookie: line holds the node's cookie"],
    },
    description:
      "the node's cookie an Erlang crash dump prints (`=cookie:…`): the shared secret every node of the cluster (RabbitMQ, CouchDB, Elixir releases) logs in with",
    keywords: ["=cookie:"],
    pattern: new RegExp(String.raw`${LINE_START}=cookie:(?<v>[^\s"\\]{6,255})${LINE_END}`, "gd"),
    secret: ["v"],
    accept: (value) => value !== "nocookie" && anyRealValue(value) && !isNotASecret(value),
  }),
  rule({
    id: "scram-verifier",
    examples: {
      match: [
        " app_rw    | SCRAM-SHA-256$4096:«" + B64(24, 2117) + "»$«" + B64(44, 2118) + "»:«" +
        B64(44, 2119) + "»",
      ],
      clean: [
        "password_encryption = 'scram-sha-256'",
        "SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>",
      ],
    },
    description:
      "a SCRAM verifier (`SCRAM-SHA-256$4096:<salt>$<StoredKey>:<ServerKey>`, `pg_authid.rolpassword`, a Kafka or MongoDB credential): its salt and keys, enough to crack the password offline and, with the StoredKey, to pose as the server",
    keywords: ["scram-sha-"],
    pattern:
      /SCRAM-SHA-(?:1|256|512)\$\d{3,7}:(?<salt>[A-Za-z0-9+\/=]{8,100})\$(?<stored>[A-Za-z0-9+\/=]{20,100}):(?<server>[A-Za-z0-9+\/=]{20,100})/gd,
    secret: ["salt", "stored", "server"],
  }),
  rule({
    id: "opsgenie-geniekey",
    examples: {
      match: ["GenieKey «" + UUID + "» goes in the cron env"],
      clean: ["set the GenieKey header from the integration page"],
    },
    description:
      "an Opsgenie API key after its scheme's name outside a header (`GenieKey <uuid>` in a message or a script)",
    keywords: ["geniekey"],
    pattern:
      /\bGenieKey[ \t]*[:=]?[ \t]*["']?(?<v>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/gdi,
    secret: ["v"],
  }),
  rule({
    id: "sshpass-env",
    examples: {
      match: [
        "$ SSHPASS='«" + PW + "»' sshpass -e scp dump.sql.gz backup@bastion:/srv/",
        "export SSHPASS=«" + PW + "»",
      ],
      clean: ["SSHPASS=$VAULT_PW sshpass -e ssh ops@host", "export SSHPASS"],
    },
    description: "the password `sshpass -e` reads from `SSHPASS` (`SSHPASS='…' sshpass -e ssh …`)",
    keywords: ["sshpass="],
    pattern: new RegExp(String.raw`\bSSHPASS=${ARG}`, "gd"),
    secret: [...ARG_GROUPS],
    accept: (value) => anyRealValue(value) && !/^[$%]/.test(value) && !isNotASecret(value),
  }),
  rule({
    id: "debugger-string-secret",
    examples: {
      match: [
        '$1 = {host = 0x5581c0 "db-1", password = 0x5581d0 "«' + PW + '»", tls = true}',
        'auth_token = 0x7ffd2a "«' + sample(32, ALNUM, 2120) + '»"',
      ],
      clean: [
        '$1 = {host = 0x5581c0 "db-1", password = 0x0, tls = true}',
        'password_len = 0x10 "?"',
      ],
    },
    description:
      'a secret-named `char *` as a debugger prints it, its address then its string (`password = 0x5581d0 "…"` in gdb, lldb)',
    keywords: [" = 0x"],
    // (From the `= 0x` the regex engine skips ahead to; the name is read back from there.)
    pattern: /= 0x[0-9a-f]{1,16}[ \t]+"(?<v>(?:[^"\\\r\n]|\\.){1,300})"/gd,
    secret: ["v"],
    accept: (value, _group, match) => {
      const name = /([A-Za-z_][\w.]{0,60})[ \t]*$/.exec(
        match.input.slice(Math.max(0, match.index - 62), match.index),
      )?.[1];
      return name !== undefined && valueFor(nameKind(name), value);
    },
  }),
  rule({
    id: "borg-paper-key",
    examples: {
      match: [
        "BORG PAPER KEY v1\nid: 20 / " + sample(6, HEX, 2121) + " " + sample(6, HEX, 2122) +
        " - d3\n 1: «" + hexGroups(2123) + "» - 0f\n 2: «" + hexGroups(2127) + "» - 84",
      ],
      clean: ["To restore key use borg key import --paper /path/to/repo\nBORG PAPER KEY v1"],
    },
    description:
      "the key lines of `borg key export --paper` (`1: 69c44d 33a7d0 … - 0f` under `BORG PAPER KEY v1`): the repository's key, typed back in to restore it",
    keywords: ["borg paper key"],
    wholeText: true,
    pattern: new RegExp(
      String
        .raw`(?<=BORG PAPER KEY v\d[^]{0,4000}?\n)[ \t]*\d{1,3}:[ \t]+(?<v>[0-9a-f]{2,6}(?:[ \t][0-9a-f]{2,6}){0,15})[ \t]+-[ \t]+[0-9a-f]{2}${LINE_END}`,
      "gd",
    ),
    secret: ["v"],
  }),
  rule({
    id: "openvpn-auth-file",
    examples: {
      match: [
        "$ cat /etc/openvpn/client/office.auth\nsvc-vpn\n«" + PW +
        "»\n$ sudo openvpn --config office.ovpn",
        "$ cat ~/vpn/dc2.txt\nvpnuser\n«" + PW +
        "»\n$ openvpn --config dc2.ovpn --auth-user-pass ~/vpn/dc2.txt",
      ],
      clean: [
        "$ cat /etc/hostname\nbastion-1\n10.0.0.4\n$ openvpn --auth-user-pass /etc/openvpn/up.auth",
        "$ cat office.auth\n(empty)\n",
      ],
    },
    description:
      "the password line of an OpenVPN `auth-user-pass` file printed by `cat` (user on the first line, password on the second): a file named so (`*.auth`, `auth.txt`, `creds.txt`) or the one `--auth-user-pass` names",
    // (Only where the text names OpenVPN or its option: `cat` of a two-line file is common.)
    keywords: ["auth-user-pass", "openvpn"],
    wholeText: true,
    pattern: new RegExp(
      String
        .raw`\bcat[ \t]+(?<path>[^\s|;&<>"]{1,200})[ \t]*\r?\n[ \t]*[^\s"]{1,64}[ \t]*\r?\n[ \t]*(?<v>[^\s"\\]{4,128})${LINE_END}`,
      "gd",
    ),
    secret: ["v"],
    // (From `cat`, a literal the regex engine skips ahead to; a prompt of at most 40 characters
    // may stand before it on its line.)
    accept: (value, _group, match) =>
      PROMPT.test(match.input.slice(Math.max(0, match.index - 41), match.index)) &&
      authFile(match.groups!.path!, match.input) && anyRealValue(value) &&
      !isNotASecret(value) && !/^\$[ \t]|^\(/.test(value),
  }),
];

// A chat line's head: `[04:33] tomasz: ` (an IRC or Slack copy); a Slack export puts the name and
// time on the line above and the message alone on its own line.
const CHAT_HEAD = String.raw`(?<head>\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]+[\w.@-]{1,40}:[ \t]+)?`;
// A Slack export's line over a message: the name, two spaces or more, the date and time (up to
// the colon of the time, and after it).
const EXPORT_HEAD_TO = String.raw`[\w.@-]{1,40}[ \t]{2,}\d{4}-\d{2}-\d{2}[ \t]+\d{1,2}:`;
const EXPORT_HEAD_FROM = String.raw`\d{2}(?::\d{2})?[ \t]*\r?$`;
const EXPORT_HEAD = new RegExp(`^${EXPORT_HEAD_TO}${EXPORT_HEAD_FROM}`);
// A line above that says the value on a line below is a secret: `password in the next message`,
// `here's the admin password:`, `new password below`, `token for the runner:`.
const ANNOUNCES =
  /\b(?:password|passwd|passphrase|pw|pwd|token|secret|creds|credentials|api key|key)\b[^\n]{0,60}?(?:\b(?:in the next message|next message|below|follows)\b|:[ \t]*\r?$)/im;
// A line after that says the value was typed where it should not have been.
const TYPED_WRONG =
  /\b(?:ignore that|wrong window|wrong terminal|wrong tab|oops|rotating it|rotate it|that was (?:a|my|the) (?:password|pw))\b/i;

/**
 * The `count` lines that are not blank above (`dir` -1) or below (+1) the line holding `at`
 * (a chat export leaves a blank line between messages), read at most 600 characters away.
 */
function linesAround(input: string, at: number, dir: -1 | 1, count: number): string {
  const next = input.indexOf("\n", at);
  if (dir === 1 && next === -1) return "";
  const lines = dir === -1
    ? input.slice(Math.max(0, at - 600), input.lastIndexOf("\n", at - 1) + 1).split("\n")
    : input.slice(next + 1, at + 600).split("\n");
  const full = lines.filter((l) => l.trim() !== "");
  return (dir === -1 ? full.slice(-count) : full.slice(0, count)).join("\n");
}

// A chat line's head (`[04:33] name: `) anywhere in a text.
const ANY_CHAT_HEAD = /\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]+[\w.@-]{1,40}:[ \t]/;
// A Slack export's head line anywhere in a text (`m`: `EXPORT_HEAD`'s `^…$` read on every line,
// as `chatValue` reads it on one). Searched from the colon of its time, with the line before it
// read backwards: a search that starts with `^` tries every character of the text (1.4 ms on a
// block of 1 MB, in every plan), one that starts with a colon only the colons.
const ANY_EXPORT_HEAD = new RegExp(`:(?<=^${EXPORT_HEAD_TO})${EXPORT_HEAD_FROM}`, "m");

/** True when `text` holds a chat head, as `chatValue` needs one on or above a value's line. */
function hasChatHead(text: string): boolean {
  return ANY_CHAT_HEAD.test(text) || ANY_EXPORT_HEAD.test(text);
}

/** Whether a value alone on its chat line is a secret its neighbours announce or disown. */
function chatValue(value: string, _group: string, match: RegExpExecArray): boolean {
  // (Both cases and a digit or symbol, or a digit and a password's symbol: not
  // `at-least-12-characters`, not a timestamp.)
  const mixed = /[a-z]/.test(value) && /[A-Z]/.test(value) && /[^A-Za-z]/.test(value) ||
    /[A-Za-z]/.test(value) && /\d/.test(value) && /[!#$%&*+=?@^~]/.test(value);
  if (!mixed || /^(?:https?:|\/|~|\$|-)/.test(value) || isNotASecret(value)) return false;
  // (A host, a file or a dotted name: lower-case words joined by dots, dashes or underscores.)
  if (/^[a-z0-9_-]+(?:\.[a-z0-9_-]+)+$/.test(value)) return false;
  const at = match.index + match[0].indexOf(value);
  // (A chat line: its head before the value, or a Slack export's head on the line above.)
  if (match.groups?.head === undefined && !EXPORT_HEAD.test(linesAround(match.input, at, -1, 1))) {
    return false;
  }
  if (ANNOUNCES.test(linesAround(match.input, at, -1, 4))) return true;
  return /[^A-Za-z0-9]/.test(value) && /\d/.test(value) &&
    TYPED_WRONG.test(linesAround(match.input, at, 1, 2));
}

export const TWENTYONE_LATE_RULES: readonly Rule[] = [
  rule({
    id: "chat-line-secret",
    examples: {
      match: [
        "[04:29] sam: user is `breakglass`, password in the next message\n[04:33] tomasz: «" +
        sample(6, ALNUM, 2130) + "." + sample(6, ALNUM, 2132) + "»\n[04:35] priya: thanks, in",
        "maria.k  2026-11-24 15:52\nsudo systemctl restart pgbouncer\naiko  2026-11-24 15:54\n«" +
        "Winter" + sample(4, "0123456789", 2131) +
        "#qao»\npriya  2026-11-24 15:56\nignore that. rotating it now",
      ],
      clean: [
        "[04:29] sam: the password is in the vault under ops/breakglass\n[04:33] tomasz: db-prod-1.internal",
        "[02:11] ana: sudo systemctl restart pgbouncer\n[02:12] ana: Restarted\n[02:12] ana: ignore that",
      ],
    },
    description:
      "a value alone on its chat message (`[04:33] name: …`, or under a Slack export's `name  2026-11-24 15:54`) that a message above announces (`password in the next message`, `here's the admin password:`, `new token below`) or one after disowns (`ignore that, rotating it`): one that mixes both cases with a digit or symbol, or a digit with a symbol",
    // (The words `ANNOUNCES` and `TYPED_WRONG` read, but `key`: too common to run the rule on.)
    keywords: [
      "password",
      "passwd",
      "passphrase",
      "pw",
      "pwd",
      "token",
      "secret",
      "creds",
      "credential",
      "ignore that",
      "wrong window",
      "wrong terminal",
      "wrong tab",
      "oops",
      "rotat",
    ],
    wholeText: true,
    // (Only a text with a chat head can hold one: `chatValue` takes no value without one.)
    when: hasChatHead,
    pattern: new RegExp(
      String.raw`\n${CHAT_HEAD}\x60?(?<v>[^\s"'\\\x60()\[\]{}<>,;:]{8,64})\x60?${LINE_END}`,
      "gd",
    ),
    secret: ["v"],
    accept: chatValue,
  }),
];
