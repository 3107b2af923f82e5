/**
 * Shapes read from held-out corpus thirty-nine's misses (docs/redaction.md, "Corpus thirty-nine
 * after it was seen": databases and their administration), as shapes of any text: a statement that
 * sets a password in a database's own language (Redis `ACL SETUSER … >pw`, the Mongo shell's
 * `changeUserPassword`, Cypher's `SET PASSWORD FROM 'old'`, Oracle's `mkstore -createCredential`),
 * a stored password verifier (PostgreSQL `md5…`, MySQL `*…`, ClickHouse `password_sha256_hex`),
 * a file of quoted `"user" "password"` lines, a password typed at the shell by mistake, a value
 * printed as `New value:` or handed over as `new one:`, a URL whose password a log cut at a column,
 * a credential file dumped as hex, a handover list's `label → value`, Supabase's `sb_secret_` key.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { groupSpan } from "./_indices.ts";
import { passwordLike } from "./_prose.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";
import { mayHoldUpperHexRun } from "./_stretches.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

const PW = sample(7, ALNUM, 39_001) + "-" + sample(8, ALNUM, 39_002);
const PW2 = sample(7, ALNUM, 39_003) + "." + sample(6, ALNUM, 39_004);
const UPPER_HEX = "0123456789ABCDEF";

/** True for a run of hex digits with letters and digits both (no `000…`). */
const hexKey = (v: string) => /[a-f]/i.test(v) && /\d/.test(v) && !/^(.)\1+$/.test(v);

// The start of a line as a transcript shows it: a Read tool's `12→`, a diff's `+`/`-`, a quote.
// (As written, or inside a JSONL record's string.)
const LINE_START_BEHIND = String.raw`(?:^|\n|\\n|":[ \t]?")[ \t]*(?:\d{1,6}→)?[+>-]?[ \t]*`;
// The end of a line, as written or inside a JSONL record's string.
const LINE_END = String.raw`(?=\r?\n|\r?$|\\[nr]|")`;

// A line break, as written or inside a JSONL record's string.
const NL = String.raw`(?:\r?\n|\\r?\\n)`;
// What a shell says of a word it cannot run (`bash: `, `zsh: `, `bash: line 3: `), and the word.
const SHELL = String.raw`(?:ba|z|k|da)?sh:[ \t]+(?:line[ \t]+\d{1,6}:[ \t]+)?`;
const TYPED = String.raw`[^\s'"\\]{8,128}`;
// A word's character in a statement: not a blank, a JSON string's quote or an escaped line break.
const W = String.raw`(?:[^\s\\"]|\\[^nrt])`;

/**
 * What a shell says of a word it cannot run, the word in groups `<prefix>a` to `<prefix>f`
 * (`value` as each: a pattern, or a backreference to the word on the prompt line above).
 */
function shellEcho(prefix: string, value: string): string {
  const g = (c: string) => `(?<${prefix}${c}>${value})`;
  return String
    .raw`(?:\b${SHELL}(?:\d{1,6}:[ \t]+)?(?:command not found:[ \t]+${g("a")}|${
    g("b")
  }:[ \t]+(?:command )?not found)|` +
    String.raw`\bfish:[ \t]+Unknown command:?[ \t]+${g("c")}|'${g("d")}' is not recognized|` +
    String.raw`(?:${g("e")}[ \t]*:[ \t]+)?The term '${g("f")}' is not recognized)`;
}

/**
 * A list item that hands a password over with `arrow` (`- mongo admin → …`): a rule per arrow, so
 * each finds its lines by a literal (a regex with a class or an alternation reads every character).
 */
function handoverRule(arrow: string, match: string[], clean: string[]): Rule {
  return rule({
    id: "handover-list-value",
    examples: { match, clean },
    description:
      "a list item that hands a value over with an arrow (`- mongo admin → …`, `* redis -> …`), when the value reads as a password",
    // (A spaced arrow: a Read tool's `12→` has none. A keyword is ASCII, so `→` is a `lineHas` of
    // its own: one character outside ASCII, read apart from the other rules' line patterns, which
    // `→ ` joined into one search and slowed by 1 ms on 1 MB of code. The regex starts at the
    // arrow and looks behind for the list item, so the engine skips ahead to the arrow.)
    ...(arrow === "->"
      ? { keywords: ["-> "] }
      : { keywords: [], when: (text: string) => text.includes("→ "), lineHas: /[→]/g }),
    pattern: new RegExp(
      String
        .raw`${arrow}(?<=${LINE_START_BEHIND}[-*•][ \t]+[^\n→>]{1,40}?[ \t]${arrow})[ \t]+(?<v>[^\s"'\x60\\]{8,128})[ \t]*${LINE_END}`,
      "gd",
    ),
    secret: ["v"],
    accept: (v, _g, m) =>
      passwordLike(v) && !renamed(v, m.input.slice(Math.max(0, m.index - 80), m.index)),
  });
}

/**
 * Whether `value`, after an arrow, renames the name `before` ends with (a changelog's `* SONAME
 * bump: libx265-102 -> libx265-110.`, `003_fix.dpatch -> 002_arcs.dpatch`, a comment's state
 * diagram `* RUNNING -> RUNNING_P2P`): that name holds a digit, a `.`, `_` or `/`, or is upper
 * case, and the value repeats its first or last four characters (or, after an upper-case name,
 * is a constant's name itself: `* STOP -> RUNNING_P2P`). (A password handed over under a
 * plain word, `* postgres -> postgres-Pa55!`, stays a password.)
 */
function renamed(value: string, before: string): boolean {
  const name = /\(?([^\s(]{4,200})[ \t]*$/.exec(before)?.[1];
  if (name === undefined || !/[\d._\/]|^[A-Z]{4,}$/.test(name)) return false;
  const v = value.replace(/[.,:;)]+$/, "");
  if (/^[A-Z]+$/.test(name) && /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(v)) return true;
  return v.startsWith(name.slice(0, 4)) || v.endsWith(name.slice(-4));
}

/** The rules of this file that run before the assignments, in order. */
export const THIRTYNINE_RULES: readonly Rule[] = [
  rule({
    id: "db-statement-password",
    examples: {
      match: [
        "127.0.0.1:6379> ACL SETUSER etl on >" + mark(PW) + " ~jobs:* +@all",
        'db.changeUserPassword("etl_svc", "' + mark(PW2) + '")',
        "ALTER CURRENT USER SET PASSWORD FROM '" + mark(PW) + "' TO '" + mark(PW2) + "'",
        "mkstore -wrl /etc/wallet -createCredential ORCL scott " + mark(PW),
      ],
      clean: [
        "ACL SETUSER etl on nopass ~jobs:* +@all",
        'db.changeUserPassword("reporting", passwordPrompt())',
        "ALTER CURRENT USER SET PASSWORD FROM $old TO $new",
        "mkstore -wrl /etc/wallet -createCredential ORCL scott",
      ],
    },
    description:
      "a statement that sets a password in a database's own language: Redis `ACL SETUSER name … >password`, the Mongo shell's `changeUserPassword(\"user\", \"…\")`, Cypher's `SET PASSWORD FROM '…' TO '…'` (the old one too), Oracle's `mkstore -createCredential|-modifyCredential ALIAS USER PASSWORD` and `-createEntry|-modifyEntry NAME VALUE`",
    keywords: ["setuser", "changeuserpassword", "password from", "mkstore"],
    // (A user's, a flag's or an alias's word (`W`) stops at a JSON string's quote and at an escaped
    // line break, so inside a record no match runs on to the next line; an ACL password stops at a
    // Markdown code span's backtick and before an escaped quote.)
    pattern: new RegExp(
      String
        .raw`(?:\bACL[ \t]+SETUSER[ \t]+${W}{1,100}(?:[ \t]+[^\s>\\"]${W}{0,100}){0,12}?[ \t]+>(?<acl>(?:[^\s"'\\\x60]|\\[^\s"'nrt\x60]){1,200})|` +
        String
          .raw`\bchangeUserPassword[ \t]*\([ \t]*(?<q1>["'])[^"'\n]{1,100}\k<q1>[ \t]*,[ \t]*(?<q2>["'])(?<mongo>[^"'\n]{1,200})\k<q2>|` +
        String
          .raw`\bSET[ \t]+PASSWORD[ \t]+FROM[ \t]+(?<q3>["'])(?<old>[^"'\n]{1,200})\k<q3>|` +
        String
          .raw`\bmkstore\b(?:[^\n\\|;&]|\\[^nrt]){0,200}?[ \t]-(?:(?:create|modify)Credential[ \t]+${W}{1,200}[ \t]+${W}{1,100}|(?:create|modify)Entry[ \t]+${W}{1,200})[ \t]+(?:(?<q4>["'])(?<mk>[^"'\n]{1,200})\k<q4>|(?<mkb>[^\s"'|;&\\]{1,200})))`,
      "gdi",
    ),
    secret: ["acl", "mongo", "old", "mk", "mkb"],
    // (A short lower-case word stands for the value in a statement's syntax: `>pw`, `FROM 'old'`.)
    accept: (v) =>
      anyRealValue(v) && !isNotASecret(v) && !/^[<$]/.test(v) && !/^[a-z]{1,4}$/.test(v),
  }),
  rule({
    id: "quoted-user-password-line",
    examples: {
      match: ['"airflow" "' + mark(PW) + '"\n"etl" "' + mark(PW2) + '"'],
      clean: ['"airflow" "airflow-scheduler"', 'echo "a" "b"', '"name" "$PASSWORD"'],
    },
    description:
      'a line of two quoted strings, a user and a password (pgBouncer\'s `userlist.txt`: `"user" "password"`)',
    // (The quotes around the space as keywords, as written and in a record: a regex with a class
    // after its `"` read 1 MB of code in 0.9 ms, and \`" \` is on most lines of code.)
    keywords: ['" "', '" \\"'],
    // (From the first quote, the line's start looked behind: the engine skips ahead to a `"`.)
    pattern: new RegExp(
      String
        .raw`"(?<=${LINE_START_BEHIND}\\?")[\w.@-]{1,64}\\?"[ \t]+\\?"(?<v>[^"\s\\]{8,200})\\?"[ \t]*${LINE_END}`,
      "gd",
    ),
    secret: ["v"],
    // (A verifier is the next rule's, or no secret: a SCRAM verifier's parts are named elsewhere.)
    accept: (v) => passwordLike(v) && !/^md5[0-9a-f]{32}$|^SCRAM-SHA-256\$/.test(v),
  }),
  rule({
    id: "password-typed-at-the-shell",
    examples: {
      match: [
        "$ " + mark(PW2) + "\nbash: " + mark(PW2) + ": command not found",
        "% " + mark(PW) + "\nzsh: command not found: " + mark(PW),
        "PS C:\\Users\\dba> " + mark(PW) + "\n" + mark(PW) + " : The term '" + mark(PW) +
        "' is not recognized as the name of a cmdlet",
        "C:\\>" + mark(PW2) + "\n'" + mark(PW2) +
        "' is not recognized as an internal or external command,",
      ],
      clean: [
        "$ gti status\nbash: gti: command not found",
        "$ kubectl\nbash: kubectl: command not found",
        "fish: Unknown command: dokcer",
        "'nmp' is not recognized as an internal or external command,",
      ],
    },
    description:
      "a password typed at the shell's prompt by mistake, which the shell echoes back (`$ …` then `bash: …: command not found`, `zsh: command not found: …`, dash's `sh: 1: …: not found`, fish's `Unknown command: …`, cmd's and PowerShell's `'…' is not recognized`)",
    keywords: ["command not found", ": not found", "unknown command", "is not recognized"],
    wholeText: true,
    startsNearKeyword: { above: 1 },
    pattern: new RegExp(
      String.raw`(?:(?:[$#%❯][ \t]+|>[ \t]*)(?<v>${TYPED})[ \t]*${NL}[^\n]{0,40}?` +
        shellEcho("p", String.raw`\k<v>`) + "|" + shellEcho("l", TYPED) +
        String.raw`)(?=\s|\\[nr"]|"|$|,|\.)`,
      "gd",
    ),
    secret: ["v", ..."abcdef".split("").flatMap((c) => ["p" + c, "l" + c])],
    accept: passwordLike,
  }),
  rule({
    id: "new-value-printed",
    examples: {
      match: ["New value: " + mark(PW), "ok, rotated it. new one: " + mark(PW2)],
      clean: ["New value: 42", "the new one: see the vault", "new one: https://example.com/v2"],
    },
    description:
      "a value a tool prints or a person hands over as the new one (`New value: …` of `elasticsearch-reset-password`, `new one: …`), when it reads as a password",
    keywords: ["new value", "new one"],
    pattern:
      /\bnew[ \t]+(?:value|one)(?:[ \t]+is)?[ \t]*[:=][ \t]*(?<v>[^\s"'\x60\\]{8,128}?)[.,;]?(?=\s|$|\\[nr"]|")/gdi,
    secret: ["v"],
    accept: (v) => passwordLike(v) && !v.includes("://"),
  }),
  rule({
    id: "url-password-cut-at-line-end",
    examples: {
      match: [
        "connecting to postgresql://app:" + mark(sample(30, ALNUM, 39_010)) + "\n" +
        mark(sample(10, ALNUM, 39_011)) + "@db.internal:5432/app ... ok",
      ],
      clean: [
        "OTEL_ENDPOINT=http://otel-collector.observability.svc.cluster.local.example:4317\n" +
        "SUPPORT_EMAIL=support@example.com",
      ],
    },
    description:
      "a URL whose password a log or a terminal cut at a column: `scheme://user:` and the password's head end the line, its rest starts the next one up to `@host`",
    keywords: ["://"],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    // (From the `://`, the scheme looked behind: the engine skips ahead to the literal.)
    pattern: new RegExp(
      String
        .raw`:\/\/(?<=\b[a-z][a-z0-9+.-]{1,20}:\/\/)[^\s:\/@]{1,100}:(?<a>[^\s@\/\\]{4,200})${NL}[ \t]*(?:\d{1,6}→)?\+?(?<b>[^\s@\/\\]{1,200})@[A-Za-z0-9.-]{1,253}`,
      "gd",
    ),
    secret: ["a", "b"],
    // (The line is cut at a column: 60 characters or more. A port at a line's end is no head.)
    accept: (_v, _g, m) => {
      const { a = "", b = "" } = m.groups ?? {};
      const lineStart = m.input.lastIndexOf("\n", m.index) + 1;
      const cutAt = (groupSpan(m, "a")?.[1] ?? 0) - lineStart;
      return cutAt >= 60 && a.length >= 8 && !/^\d+$/.test(a) && !b.includes("=") &&
        passwordLike(a + b);
    },
  }),
  rule({
    id: "credential-file-as-hex",
    examples: {
      match: [
        "$ xxd -p ~/.mylogin.cnf\n" + mark(sample(60, HEX, 39_012)) + "\n" +
        mark(sample(40, HEX, 39_013)),
      ],
      clean: [
        "$ xxd -p logo.png\n" + sample(60, HEX, 39_014),
        "$ xxd -p ~/.mylogin.cnf\nxxd: No such file",
      ],
    },
    description:
      "a credential file dumped as hex (`xxd -p ~/.mylogin.cnf`, `hexdump` of a `.pgpass`, `.netrc`, `.npmrc`, `.env`, a kubeconfig, an SSH or PKCS#12 key, a key store, a wallet): the hex lines printed under the command",
    keywords: ["xxd", "hexdump"],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    // (A line break within the command's reach is looked for first: on a line of 1 MB of `xxd
    // token ` the name and the break, each tried at every character after each `xxd`, took 1.2 s.)
    pattern: new RegExp(
      String
        .raw`\b(?:xxd|hexdump)\b(?=[^\n]{0,215}?(?:\n|\\n))[^\n]{0,100}?(?:login|pgpass|netrc|\.cnf|credential|secret|passw|keyfile|wallet|\.key\b|token|npmrc|pypirc|\.env\b|kubeconfig|htpasswd|id_(?:rsa|dsa|ecdsa|ed25519)\b|\.p12\b|\.pfx\b|keystore|\.kdbx\b)[^\n]{0,100}?${NL}(?<v>(?:[ \t]*(?:\d{1,6}→)?\+?[0-9a-f]{16,4096}[ \t]*(?:${NL}|(?="|$))){1,64})`,
      "gd",
    ),
    secret: ["v"],
    accept: (v) => hexKey(v.replace(/[^0-9a-f]/g, "")),
    split: (v) =>
      [...v.matchAll(/(?<![\d→\\])[0-9a-f]{16,}/g)].map((m) => [m.index, m.index + m[0].length]),
  }),
  handoverRule("->", ["DB handover:\n* redis -> " + mark(PW) + "\n* mongo root -> " + mark(PW2)], [
    "- build -> " + sample(40, HEX, 39_015),
    "- v1 -> v2.0.1",
  ]),
  handoverRule("→", ["DB handover:\n- mongo admin → " + mark(PW) + "\n- redis → " + mark(PW2)], [
    "- step one → step two",
  ]),
  rule({
    id: "supabase-secret-key",
    examples: {
      match: ['createClient(url, "sb_secret_' + mark(sample(31, ALNUM, 39_016)) + '")'],
      clean: ['createClient(url, "sb_publishable_' + sample(31, ALNUM, 39_017) + '")'],
    },
    description: "a Supabase secret API key (`sb_secret_…`; the `sb_publishable_` key is public)",
    keywords: ["sb_secret_"],
    pattern: /\bsb_secret_(?<v>[A-Za-z0-9_-]{20,80})(?![\w-])/gd,
    secret: ["v"],
  }),
];

/**
 * Stored password verifiers, wherever they are printed: after the rules that name them better
 * (`pgbouncer-userlist`, a SCRAM verifier's parts).
 */
export const THIRTYNINE_LATE_RULES: readonly Rule[] = [
  rule({
    id: "stored-password-verifier",
    examples: {
      match: [
        " migrator | md5" + mark(sample(32, HEX, 39_005)),
        "<password_sha256_hex>" + mark(sample(64, HEX, 39_006)) + "</password_sha256_hex>",
      ],
      clean: [
        "md5sum: " + sample(32, HEX, 39_007) + "  backup.tar",
        "<password_sha256_hex></password_sha256_hex>",
        "host all all 0.0.0.0/0 md5",
      ],
    },
    description:
      "a stored password verifier, which logs in or is cracked offline: PostgreSQL's `md5` + 32 hex digits (`pg_authid`, pgBouncer's `userlist.txt`), ClickHouse's `password_sha256_hex`/`password_double_sha1_hex`",
    keywords: ["md5", "_hex"],
    pattern:
      /(?:(?<![\w$*:-])md5(?<md5>[0-9a-f]{32})|\bpassword_(?:sha256|double_sha1)_hex\b["']?[ \t]*(?:>|[:=])[ \t]*["']?(?<ch>[0-9a-fA-F]{40,64}))(?![\w])/gd,
    secret: ["md5", "ch"],
    accept: hexKey,
  }),
  rule({
    id: "stored-password-verifier",
    examples: {
      match: ["| repl | 10.% | *" + mark(sample(40, UPPER_HEX, 39_008)) + " |"],
      clean: ["/*" + sample(40, UPPER_HEX, 39_009) + "*/", "**" + "ABCDEF".repeat(7) + "**"],
    },
    description:
      "MySQL's `mysql_native_password` hash (`*` + 40 upper-case hex digits in `mysql.user`, `SHOW GRANTS … IDENTIFIED BY PASSWORD`): a client logs in with it",
    // (A skipping search for 40 upper-case hex digits first: the `*` is in every comment.)
    keywords: [],
    when: mayHoldUpperHexRun,
    lineHas: /\*[0-9A-F]{40}/g,
    pattern: /(?<![\w*\/])\*(?<v>[0-9A-F]{40})(?![\w*])/gd,
    secret: ["v"],
    accept: hexKey,
  }),
];
