/**
 * Secrets in what tools print: the output line of a command that prints a secret (`cat
 * config/master.key`, `op read …`, `kubectl get secret … | base64 -d`), two-column listings
 * (`vault kv get`), `terraform output -json`, and the private members of a JSON Web Key. The
 * command, the name and the layout stay; only the value goes.
 */
import { isNameValueLine, looksLikeBareSecret } from "./_filters.ts";
import { nameKind, valueFor } from "./_documents.ts";
import { ALNUM, BASE64URL, HEX, sample } from "./_examples.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";

// A password for the examples.
const PW = sample(6, ALNUM, 199) + "%" + sample(6, ALNUM, 198);

// A file a secret is kept in: `master.key`, `.vault_pass`, `*.key`, or a name that says secret.
const SECRET_FILE = String
  .raw`[^\s|;&<>"']{0,200}?(?:master\.key|\.vault[_-]?pass(?:word)?|[\w.-]{0,60}(?:secret|passw(?:or)?d|pwd|token|credentials?|api[_-]?key)[\w.-]{0,60}|[\w-]{1,60}\.key|\.?secrets\/[\w.-]{1,60})`;

// Where a command a user ran starts: at the start of a line, or after a shell prompt (`$ `,
// `# `, `> `, `% `, `❯ `, `user@host:~/app$ `, `PS C:\> `).
// (Also after `sudo`: `sudo cat /etc/varnish/secret`.)
// (Or where a JSON string starts: a tool result's `"content":"$ echo …`.)
const LINE_START = String.raw`(?:^|\n|":[ \t]?")(?:[^\n]{0,80}[$#>%❯➜][ \t]+)?(?:sudo[ \t]+)?`;
/** True when the command at `at` starts its line, after a shell prompt or nothing. */
function startsItsLine(input: string, at: number): boolean {
  const from = input.lastIndexOf("\n", at - 1) + 1;
  return from === at ||
    at - from <= 100 && /^[^\n]{0,80}[$#>%❯➜][ \t]+$/.test(input.slice(from, at));
}

// Commands whose output is a secret (printed, not piped or redirected: nothing else may follow
// on their line but arguments).
const PRINTERS = [
  String
    .raw`(?:cat|type|more|less|head|tail|bat|Get-Content|gc)[ \t]+(?:-[-\w]{1,20}[ \t]+){0,3}["']?${SECRET_FILE}["']?(?![\w.\/-])`,
  String.raw`kubectl[ \t]+get[ \t]+secrets?\b[^\n|]{0,200}\|[ \t]*base64[ \t]+(?:-d|--decode|-D)\b`,
  String.raw`op[ \t]+read\b`,
  String.raw`vault[ \t]+(?:kv[ \t]+get|read)\b[^\n]{0,200}?[ \t]-field\b`,
  String.raw`gh[ \t]+auth[ \t]+token\b`,
  String.raw`heroku[ \t]+auth:token\b`,
  String.raw`plesk[ \t]+bin[ \t]+secret_key[ \t]+(?:-c|--create)\b`,
  String.raw`aws[ \t]+ecr[ \t]+get-login-password\b`,
  String.raw`gcloud[ \t]+auth[ \t]+(?:application-default[ \t]+)?print-(?:access|identity)-token\b`,
  String.raw`security[ \t]+find-(?:generic|internet)-password\b[^\n]{0,200}?[ \t]-w\b`,
  String.raw`pass[ \t]+show\b`,
  String.raw`kubeadm[ \t]+token[ \t]+create\b`,
  String.raw`terraform[ \t]+output[ \t]+-raw\b`,
  String.raw`doppler[ \t]+secrets[ \t]+get\b[^\n]{0,200}?--plain\b`,
  String.raw`openssl[ \t]+rand[ \t]+-(?:hex|base64)\b`,
  String
    .raw`az[ \t]+keyvault[ \t]+secret[ \t]+show\b[^\n|]{0,200}?--query[ \t]+["']?value\b[^\n|]{0,60}?-o[ \t]+tsv\b`,
  String
    .raw`aws[ \t]+secretsmanager[ \t]+get-secret-value\b[^\n|]{0,200}?--query[ \t]+["']?SecretString\b[^\n|]{0,60}?--output[ \t]+text\b`,
  String
    .raw`(?:[A-Z_][A-Z0-9_]{0,40}=\S{0,60}[ \t]+){0,3}(?:bin\/|\.\/bin\/)?(?:rails|rake)[ \t]+secret\b`,
  String
    .raw`(?:heroku|dokku)[ \t]+config:get[ \t]+\w{0,60}(?:TOKEN|SECRET|KEY|PASS|PASSWORD|PWD|CREDENTIALS?)\w{0,20}\b`,
  String.raw`printenv[ \t]+\w{0,60}(?:TOKEN|SECRET|KEY|PASS|PASSWORD|PWD)\w{0,20}`,
  String.raw`echo[ \t]+"?\$\{?\w{0,60}(?:TOKEN|SECRET|KEY|PASS|PASSWORD|PWD)\w{0,20}\}?"?`,
];

/** Output rules, in the order they run (after the document rules). */
export const OUTPUT_RULES: readonly Rule[] = [
  rule({
    id: "printed-secret",
    examples: {
      match: [
        "$ cat config/master.key\n«" + sample(32, HEX, 200) + "»\n$ ls",
        "$ kubectl get secret db -o jsonpath='{.data.password}' | base64 -d\n«" + PW + "»",
        '$ op read "op://Prod/Stripe/credential"\n«' + sample(40, HEX, 201) + "»",
      ],
      clean: [
        "$ cat config/master.key\ncat: config/master.key: No such file or directory",
        "$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG dev@laptop",
        "$ cat secrets.toml\nMLFLOW_TRACKING_URI=databricks\n$ ls",
      ],
    },
    description:
      "the output line of a command that prints a secret: `cat` (`type`, `Get-Content`, …) of `master.key`, `.vault_pass`, a `*.key` or a file named for a secret, `kubectl get secret … | base64 -d`, `op read`, `vault kv get -field`, `gh auth token`, `gcloud auth print-access-token`, `security find-generic-password -w`, `pass show`, `kubeadm token create`, `terraform output -raw`, `openssl rand -hex`, `bin/rails secret`, `heroku config:get API_KEY`, `echo $API_TOKEN`, …",
    keywords: [
      "cat ",
      "type ",
      "get-content",
      "gc ",
      "more ",
      "less ",
      "head ",
      "tail ",
      "bat ",
      "base64",
      "op read",
      "vault ",
      "auth token",
      "auth:token",
      "get-login-password",
      "print-access-token",
      "print-identity-token",
      "find-generic-password",
      "find-internet-password",
      "pass show",
      "token create",
      "output -raw",
      "--plain",
      "rand -",
      "rails secret",
      "rake secret",
      "config:get",
      "secret_key -c",
      "secret_key --create",
      "printenv",
      "echo ",
      "keyvault secret show",
      "get-secret-value",
    ],
    // The command's line (at most 300 characters after the command) and the next one.
    reach: { after: 380 },
    pattern: new RegExp(
      String
        .raw`\b(?<=${LINE_START})(?:${
        PRINTERS.join("|")
      })[^\n|;&>]{0,300}\r?\n(?:[ \t]{0,4}(?:[›▸]|[Ww]arning:|WARNING:)[^\n]{0,200}\r?\n){0,2}(?<s>[^\s"'\x60]{6,4096})` +
        String.raw`(?=[ \t]*(?:\r?\n|$|[$#>%])|["'\x60])`,
      "gd",
    ),
    secret: ["s"],
    // Not another prompt, not a placeholder, not a file's `NAME=value` line; not a file made to
    // be shown (encrypted, public, an example); not a CSV's header (its cells are
    // `secret-csv-cells`').
    accept: (value, _group, match) =>
      anyRealValue(value) && !/^[$#>%]/.test(value) && !isNameValueLine(value) &&
      !/^0x[0-9a-fA-F]{64}$/.test(value) && // (`printed-hex-key`'s, its `0x` kept)
      !/\.(?:enc|pub|example|sample|template|dist|gpg|age|asc|csv)\b/.test(
        match[0].split("\n")[0]!,
      ),
  }),
  rule({
    id: "printed-secret",
    examples: {
      match: [
        ">>> from django.conf import settings\n>>> settings.SECRET_KEY\n'«" + sample(50, HEX, 202) +
        "»'",
        "> process.env.STRIPE_API_KEY\n'«" + sample(40, ALNUM, 203) + "»'",
        'irb(main):001:0> ENV["GITHUB_TOKEN"]\n=> "«' + sample(40, ALNUM, 204) + '»"',
      ],
      clean: [
        ">>> settings.SECRET_KEY\nTraceback (most recent call last):",
        ">>> settings.TOKEN_TTL\n3600",
      ],
    },
    description:
      "what a REPL prints after evaluating a setting or variable named for a secret: `>>> settings.SECRET_KEY`, `> process.env.API_TOKEN`, irb's `ENV[…]` (and its `=> …`)",
    keywords: [">>> ", "process.env", "env["],
    // Starts on the prompt's `>` (a literal the engine scans for fast); the expression is an
    // attribute or index access ending in a secret word, the value is the next line.
    reach: { after: 400 },
    pattern: new RegExp(
      String
        .raw`>[ \t]+(?:[\w$]{1,40}(?:\.|\[b?\\?["']?)){1,4}\w{0,60}(?:TOKEN|SECRET|KEY|PASSWORD|PASSWD|PWD|[Tt]oken|[Ss]ecret|[Pp]assword|api_?[Kk]ey|secret_key)\\?["']?\]?[ \t]*(?:\r?\n|\\n)(?:=>[ \t]{0,4})?(?:b?\\?["'])?(?<s>[^\s"'\x60\\]{6,4096})(?=\\?["'\x60]|[ \t]*(?:\r?\n|\\n|$))`,
      "gd",
    ),
    secret: ["s"],
    accept: (value) => anyRealValue(value) && !/^[$#>%]/.test(value),
  }),
  rule({
    id: "table-secret",
    examples: {
      match: [
        "====== Data ======\nKey         Value\n---         -----\npassword    «" + PW +
        "»\nusername    app",
      ],
      clean: [
        "Key         Value\n---         -----\nusername    app\ntoken_ttl   3600",
        // An aligned assignment is not a listing: its `=` is no value.
        'resource "aws_db_instance" "main" {\n  password       = "${random_password.db.result}"\n}',
      ],
    },
    description:
      "two-column listings `name    value` (`vault kv get`, settings dumps) whose name says secret",
    keywords: ["pass", "pwd", "secret", "token", "key", "credential", "auth", "psk"],
    // (The name's last character and the blank after it: dense text holds a keyword on most lines
    // and two columns on few.)
    lineHas: /[\w.-][ \t]{2}/g,
    pattern:
      /(?:^|\n)[ \t]*(?<name>[A-Za-z_][\w.-]{0,60})[ \t]{2,}(?<v>[^\s|"=:][^\s|"]{0,299})[ \t]*(?=\r?\n|$|\\?")/gd,
    secret: ["v"],
    accept: (value, _group, match) => valueFor(nameKind(match.groups?.name ?? ""), value),
  }),
  rule({
    id: "name-value-secret",
    examples: {
      match: [
        '{\n  "db_password": {\n    "sensitive": true,\n    "type": "string",\n    "value": "«' +
        PW + '»"\n  }\n}',
      ],
      clean: ['{\n  "db_host": {\n    "sensitive": false,\n    "value": "db.internal"\n  }\n}'],
    },
    description:
      'an object named for a secret that holds its `value`: `terraform output -json` (`"db_password": {"sensitive": true, …, "value": "…"}`)',
    keywords: ["value"],
    // The object may span lines: from its name (up to 405 characters before `value`).
    reach: { before: 420 },
    pattern:
      /"(?<name>[\w.-]{1,80})"[ \t]{0,10}:[ \t]{0,10}\{[^{}]{0,300}?"value"[ \t]*:[ \t]*"(?<s>[^"\\\r\n]{1,1000})"/gd,
    secret: ["s"],
    accept: (value, _group, match) => valueFor(nameKind(match.groups?.name ?? ""), value),
  }),
  rule({
    id: "jwk-private-key",
    examples: {
      match: [
        '{"kty":"RSA","kid":"k1","n":"' + sample(40, BASE64URL, 202) + '","e":"AQAB","d":"«' +
        sample(120, BASE64URL, 203) + '»"}',
        'const jwk = { kty: "EC", crv: "P-256", x: "' + sample(43, BASE64URL, 205) + '", d: "«' +
        sample(43, BASE64URL, 206) + '»" };',
        '"kty": "EC", "crv": "P-256", "d": "«' + sample(19, BASE64URL, 39_005) + "\n" +
        sample(24, BASE64URL, 39_006) + '»", "kid": "k1"',
        '{\n  "kty": "RSA",\n  "d": "\n    «' + sample(40, BASE64URL, 36_080) + "\n    " +
        sample(40, BASE64URL, 36_081) + "\n    " + sample(9, BASE64URL, 36_082) + '»\n  "\n}',
      ],
      clean: [
        '{"kty":"RSA","kid":"k1","use":"sig","n":"' + sample(40, BASE64URL, 204) + '","e":"AQAB"}',
      ],
    },
    description:
      "the private members of a JSON Web Key (`d`, `p`, `q`, `dp`, `dq`, `qi`, and `k` of a symmetric key), near a `kty`, also wrapped over lines, from its quote's line or the next (as JSON, or a JavaScript object with bare or single-quoted names)",
    keywords: ["kty"],
    // A pretty-printed key spans lines.
    wholeText: true,
    pattern:
      /(?<![\w$.-])(?<q>["']?)(?:d|p|q|dp|dq|qi|k)\k<q>[ \t]*:[ \t]*["'](?:(?:\r?\n|\\n)[ \t]{0,8})?(?<s>[A-Za-z0-9_-]{8,}(?:(?:\r?\n|\\n)[ \t]{0,8}[A-Za-z0-9_-]{2,}){0,60})(?:(?:\r?\n|\\n)[ \t]{0,8})?["']/gd,
    secret: ["s"],
    // (A value a chat paste wrapped goes whole, with the break inside it.)
    accept: (value, _group, match) =>
      value.replace(/\s|\\n/g, "").length >= 16 &&
      /["']?kty["']?[ \t]*:/.test(
        match.input.slice(Math.max(0, match.index - 3000), match.index + 3000),
      ),
  }),
  rule({
    id: "printed-secret",
    examples: {
      match: ["$ cat /etc/openvpn/auth.txt\nvpnuser\n«" + PW + "»\n$ ls"],
      clean: ["$ cat auth.txt\nvpnuser\ncat: second line missing", "$ cat login.txt\nhello\nworld"],
    },
    description:
      "the password line of a two-line credentials file `cat` prints, a user then a password (an OpenVPN `auth-user-pass` file `auth.txt`, `login.conf`, `*.creds`)",
    // The file's name: `auth.txt`, `auth-user-pass`, `login.conf`, `creds`, `credentials.txt`.
    keywords: [
      "auth.",
      "auth-",
      "auth_",
      "login.",
      "creds",
      "credentials",
      "userpass",
      "user-pass",
    ],
    reach: { after: 700 },
    // From the command (the regex engine skips ahead to it); its line start is read before it.
    pattern: new RegExp(
      String
        .raw`(?:cat|type|more|less|head|bat|Get-Content|gc)[ \t]+(?:-[-\w]{1,20}[ \t]+){0,3}["']?[^\s|;&<>"']{0,200}?(?:auth|login|creds?|credentials?|user-?pass)[\w.-]{0,60}["']?(?![\w.\/-])[ \t]*\r?\n[^\s:]{1,100}\r?\n(?<s>[^\s"'\x60]{6,300})(?=[ \t]*(?:\r?\n|$)|["'\x60])`,
      "gd",
    ),
    secret: ["s"],
    accept: (value, _group, match) =>
      startsItsLine(match.input, match.index) &&
      anyRealValue(value) && !/^[$#>%]/.test(value) && looksLikeBareSecret(value, 6),
  }),
];
