/**
 * Shapes read from held-out corpus forty's misses (docs/redaction.md, "Corpus forty after it was
 * seen": dotfiles and a developer's own machine), as shapes of any text: a value a keyring or a
 * password manager prints alone under the command that read it (also under a log's time stamps,
 * a tool result's `⎿` or a CLI's `›` warnings), a value `echo` hands to a tool that reads a password
 * on stdin or writes to a password file, a fish universal variable's secret (`SETUVAR`, written
 * with fish's `\xNN` escapes), iwd's `SAE-PT-Group19`, and key blocks whose lines each carry a
 * prefix (a log's time stamp, a tool result's indent): a PuTTY key's private lines, an
 * armored key block (`OpenVPN Static key V1`).
 */
import { ALNUM, BASE64, BASE64URL, HEX, sample } from "./_examples.ts";
import { isNameValueLine } from "./_filters.ts";
import { isPlaceholder } from "./_filters_placeholders.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

/** A passphrase of words and a number, built from the examples' stream. */
const words = (seed: number) => sample(6, "abcdefghij", seed) + "-" + sample(7, ALNUM, seed + 1);

// A log line's time stamp (`2026-11-21T23:44:01Z `).
const STAMP = String.raw`\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d{1,9})?Z?[ \t]+`;

// What stands before a command's output line: a log's time stamp, a tool result's `⎿`, an indent.
const OUT_PRE = String.raw`(?:${STAMP}|[ \t]{0,8}⎿[ \t]+|[ \t]{0,8})`;

// What may stand before a command on its line: a time stamp, a prompt, a tool call's `Bash(`
// (also at the start of a transcript record's JSON string).
const COMMAND_PRE = new RegExp(
  String
    .raw`^(?:[^\n]{0,300}":[ \t]*")?(?:${STAMP})?(?:[^\n]{0,80}[$#>%❯➜][ \t]+|[ \t]*⏺?[ \t]*Bash\(|[ \t]*)(?:sudo[ \t]+)?$`,
);

// Commands that print a stored secret alone: a keyring's lookup, a password store's entry (its
// first line), the macOS keychain's `-w`, Heroku's token, `cat` of a file named for a password.
const READERS = String.raw`(?:secret-tool[ \t]+lookup\b|(?:go)?pass[ \t]+show\b|` +
  String
    .raw`security[ \t]+find-(?:generic|internet)-password\b[^\n]{0,200}?[ \t]-[a-vx-zA-Z]{0,4}w[a-zA-Z]{0,4}\b|` +
  String.raw`heroku[ \t]+auth:token\b|` +
  String
    .raw`cat[ \t]+(?:-[-\w]{1,20}[ \t]+){0,2}[^\s|;&>]{0,200}?(?:vault[_-]?pass(?:word)?|password|passphrase)(?:\.txt)?(?![\w.\/-]))`;

/** What a lone printed value must be: a real value, not a prompt, not a file's `NAME=value`. */
const printedValue = (v: string) =>
  anyRealValue(v) && !isPlaceholder(v) && !/^[$#>%]/.test(v) && !isNameValueLine(v);

/** True when the match starts its line after nothing but a time stamp, a prompt or `Bash(`. */
function startsLine(match: RegExpExecArray): boolean {
  const text = match.input;
  const from = text.lastIndexOf("\n", match.index - 1) + 1;
  return match.index - from <= 500 && COMMAND_PRE.test(text.slice(from, match.index));
}

// An ASCII-armored block whose lines may each carry a prefix (a time stamp, an indent).
// (Its label says key, secret or token and not public, certificate or private key before the
// body is read: most armoured blocks in a text are certificates, public or private keys, and
// reading each to its end cost a dense text 1 ms. `accept` asks the same of the label.)
const BLOCK =
  /-----BEGIN (?=[a-z0-9 ]{0,60}?\b(?:key|secret|token)\b)(?![a-z0-9 ]{0,60}?(?:public|certificate|private key))(?<label>[A-Za-z0-9 ]{1,60})-----[ \t]*\r?\n(?<b>[^]{16,16000}?)\r?\n[^\n]{0,40}?-----END \k<label>-----/gdi;

// A line's key material: a run of base64 (16 or more) after the line's prefix, to the line's end.
const KEY_LINE = /(?<=^|[\s⎿])[A-Za-z0-9+\/]{16,}={0,2}(?=\r?$)/gm;

/** The runs of `alphabet` (16 or more) in `value`, one a line, after each line's prefix. */
function runs(value: string, alphabet: RegExp): Array<[number, number]> {
  return [...value.matchAll(alphabet)].map((m) => [m.index!, m.index! + m[0].length]);
}

/**
 * A stored secret printed alone under the command that read it: after the rules that name it
 * better (`printed-secret`, `console-read-secret` read the same commands unprefixed).
 */
export const FORTY_PRINTED_RULES: readonly Rule[] = [
  rule({
    id: "stored-secret-printed",
    examples: {
      match: [
        "⏺ Bash(secret-tool lookup service rclone account me)\n  ⎿  " + mark(words(40_001)),
        "⏺ Bash(pass show email/work)\n  ⎿  " + mark(sample(16, ALNUM, 40_002)) +
        "\n     login: me",
        "2026-11-10T11:47:17Z $ security find-generic-password -a home -w\n" +
        "2026-11-10T11:47:17Z " + mark(sample(12, ALNUM, 40_003)),
        "  ⎿  $ cat ~/.ansible/vault_pass.txt\n     " + mark(words(40_007)),
      ],
      clean: [
        "$ secret-tool lookup service rclone account me\n$ echo $?",
        "$ pass show\nPassword Store\n└── email",
        "$ cat ~/.ansible/vault_pass.txt.example\nchange-me-please",
        "$ heroku auth:whoami\nme@example.org",
      ],
    },
    description:
      "a secret printed alone under the command that read it from a keyring or a password store — `secret-tool lookup`, `pass show` (its first line), `security find-generic-password -w`, `heroku auth:token` (past its `›` warnings), `cat` of a file named for a password (`vault_pass.txt`) — also under a log's time stamps or a tool result's `⎿`",
    keywords: [
      "secret-tool",
      "pass show",
      "find-generic-password",
      "find-internet-password",
      "auth:token",
      "vault_pass",
      "vault-pass",
      "/password",
      "/passphrase",
    ],
    // (From the command to its output: the next line, or past a CLI's few warning lines.)
    reach: { before: 240, after: 1400 },
    pattern: new RegExp(
      READERS +
        String.raw`[^\n|;&>]{0,300}\r?\n(?:${OUT_PRE}[ \t]*›[^\n]{0,200}\r?\n){0,4}${OUT_PRE}` +
        String.raw`(?<v>[^\s"'\x60]{6,300})[ \t]*(?=\r?\n|$|"[,}\]])`,
      "gd",
    ),
    secret: ["v"],
    accept: (v, _g, m) => printedValue(v) && startsLine(m),
  }),
];

/** The rules of this file that run before the assignments (which cut a value at its `:`). */
export const FORTY_RULES: readonly Rule[] = [
  rule({
    id: "echoed-password-stdin",
    examples: {
      match: [
        "$ echo '" + mark(words(40_010)) + "' | keepassxc-cli ls ~/Sync/vault.kdbx",
        "echo '" + mark(words(40_011)) + "' > ~/.config/restic/password && chmod 600 $_",
      ],
      clean: [
        'echo "$PASSWORD" | docker login -u me --password-stdin',
        "echo 'password file written' > log.txt",
        "echo 'hello world' | keepassxc-cli --help",
      ],
    },
    description:
      "a value `echo` hands to a tool that reads a password on stdin (`keepassxc-cli`, `cryptsetup`, `chpasswd`, `--password-stdin`, `sudo -S`, `--passphrase-fd 0`) or writes to a file named for a password (`> ~/.config/restic/password`)",
    keywords: ["echo "],
    pattern:
      /\becho[ \t]+(?:-n[ \t]+)?(?:'(?<q>[^'\n]{4,200})'|"(?<d>[^"\n$`\\]{4,200})"|(?<w>[^\s'"|>;&$`\\]{6,200}))[ \t]*(?:\|[ \t]*(?:sudo[ \t]+)?(?:(?:keepassxc-cli|cryptsetup|chpasswd)\b[^\n|]{0,200}?[ \t](?:ls|show|open|add|luksOpen|luksFormat|-[-\w]{1,30}|\S{0,200}\.kdbx)\b|[^\n|]{0,200}?(?:--password-stdin|--passphrase-fd[ \t=]+0|-passin[ \t]+stdin|sudo[ \t]+-S|passwd[ \t]+--stdin)\b)|>{1,2}[ \t]*[^\s|;&]{0,200}?(?:password|passphrase|vault[_-]?pass|\.pass)(?:\.txt)?(?![\w.\/-]))/gd,
    secret: ["q", "d", "w"],
    accept: (v) => printedValue(v) && !/^\s|\s$/.test(v) && /\d|[^\w\s]/.test(v),
  }),
  rule({
    id: "fish-universal-secret",
    examples: {
      match: [
        "SETUVAR --export OPENAI_API_KEY:" + mark("sk\\x2dproj\\x2d" + sample(40, ALNUM, 40_020)),
        "SETUVAR GITHUB_TOKEN:" + mark(sample(36, ALNUM, 40_021)),
      ],
      clean: [
        "SETUVAR fish_color_command:blue",
        "SETUVAR --export API_KEY:\\x24API_KEY_FROM_VAULT",
      ],
    },
    description:
      "a fish universal variable's secret in `fish_variables` (`SETUVAR [--export] NAME:value`, fish's `\\xNN` escapes inside) under an upper-case name that says key, token, secret or password (not fish's own `fish_key_bindings`)",
    keywords: ["setuvar"],
    pattern:
      /\bSETUVAR[ \t]+(?:--export[ \t]+)?\w{0,60}(?:KEY|TOKEN|SECRET|PASS|PASSWORD|PWD|CREDENTIALS?)\w{0,20}:(?<v>[^\s\\"][^\s"]{7,4095})/gd,
    secret: ["v"],
    accept: (v) => anyRealValue(v) && !isPlaceholder(v) && !/^\\x24|^\$/.test(v),
  }),
  rule({
    id: "session-variable-key",
    examples: {
      match: [
        '$ export BW_SESSION="' + mark(sample(86, BASE64, 40_060) + "==") + '"',
        "OP_SESSION_my=" + mark(sample(43, BASE64URL, 40_061)),
      ],
      clean: [
        'export BW_SESSION="$(bw unlock --raw)"',
        "PHP_SESSION_SAVE_PATH=/var/lib/php/sessions",
      ],
    },
    description:
      "a password manager's unlocked session key in its variable (`BW_SESSION`, 1Password's `OP_SESSION_<account>`, any `<TOOL>_SESSION`): 32 or more generated base64 characters (also wrapped by a terminal)",
    keywords: ["_session"],
    pattern:
      /\b[A-Z][A-Z0-9]{0,20}_SESSION(?:_\w{1,40})?[ \t]*=[ \t]*\\?["']?(?<v>[A-Za-z0-9+\/_-]{32,512}={0,2})(?![\w+\/=-])/gd,
    secret: ["v"],
    accept: (v) => /\d/.test(v) && /[a-z]/.test(v) && /[A-Z]/.test(v) && !isPlaceholder(v),
  }),
  rule({
    id: "iwd-sae-pt",
    examples: {
      match: ["[Security]\nSAE-PT-Group19=" + mark(sample(64, HEX, 40_030))],
      clean: ["iwd writes SAE-PT-Group19= and SAE-PT-Group20= after the first connection"],
    },
    description:
      "iwd's `SAE-PT-Group<n>=` in a network's `.psk` file: the WPA3 password element, derived from the passphrase (it joins the network as the passphrase does)",
    keywords: ["sae-pt-group"],
    pattern: /\bSAE-PT-Group\d{1,3}[ \t]*=[ \t]*(?<v>[0-9a-fA-F]{32,256})\b/gd,
    secret: ["v"],
  }),
  rule({
    id: "prefixed-key-lines",
    examples: {
      match: [
        "2026-11-18T07:57:56Z Private-Lines: 1\n2026-11-18T07:57:56Z " +
        mark(sample(48, ALNUM, 40_040)) + "\n2026-11-18T07:57:56Z Private-MAC: " +
        sample(64, HEX, 40_041),
        "  ⎿  Private-Lines: 2\n     " + mark(sample(64, ALNUM, 40_042)) + "\n     " +
        mark(sample(20, ALNUM, 40_043)) + "\n     Private-MAC: " + sample(64, HEX, 40_044),
      ],
      clean: ["PuTTYgen writes Private-Lines: and Private-MAC: lines"],
    },
    description:
      "a PuTTY `.ppk` key's private lines whose lines each carry a prefix (a log's time stamp, a tool result's indent); the header, the public lines and the MAC stay, as `putty-private-key` leaves them",
    keywords: ["private-lines"],
    wholeText: true,
    // (Line by line, up to the next key's header: `[^]{16,16000}?` from every header read 16,000
    // characters, 1.4 s on 1 MB of `Private-Lines: 1` lines with no MAC.)
    pattern:
      /Private-Lines:[ \t]*\d{1,3}[ \t]*\r?\n(?<b>(?:(?![^\n]{0,300}Private-Lines:)[^\n]{0,300}\n){0,400}?[^\n]{0,300}?Private-MAC:)/gd,
    secret: ["b"],
    accept: (v) => v.length >= 16 + "Private-MAC:".length && v.length <= 16_000,
    split: (v) => runs(v.slice(0, v.lastIndexOf("Private-MAC:")), KEY_LINE),
  }),
  rule({
    id: "prefixed-key-block",
    examples: {
      match: [
        "2026-11-12T09:59:13Z -----BEGIN OpenVPN Static key V1-----\n2026-11-12T09:59:13Z " +
        mark(sample(32, HEX, 40_050)) + "\n2026-11-12T09:59:13Z " + mark(sample(32, HEX, 40_051)) +
        "\n2026-11-12T09:59:13Z -----END OpenVPN Static key V1-----",
      ],
      clean: [
        "2026-11-12T09:59:13Z -----BEGIN CERTIFICATE-----\n2026-11-12T09:59:13Z " +
        sample(64, ALNUM, 40_052) + "\n2026-11-12T09:59:13Z -----END CERTIFICATE-----",
      ],
    },
    description:
      "an armored block that holds a key, a secret or a token (`OpenVPN Static key V1`) whose lines each carry a prefix (a log's time stamp, a tool result's indent): each line's key material",
    keywords: ["-----begin"],
    wholeText: true,
    pattern: BLOCK,
    secret: ["b"],
    accept: (_v, _g, m) => {
      const label = m.groups?.label ?? "";
      return /\b(?:key|secret|token)\b/i.test(label) &&
        !/public|certificate|private key/i.test(label);
    },
    split: (v) => runs(v, KEY_LINE),
  }),
];
