/**
 * Rules for secrets recognised by where they stand, whatever they look like: password flags of
 * command-line tools, client files (`.netrc`, `.pgpass`), connection strings and URLs with a
 * password. Only the secret part is replaced; the command, the user and the host stay. Connection
 * strings, URLs with a password and bearer tokens are in _connection_strings.ts.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import {
  anyRealValue,
  ARG,
  ARG_GROUPS,
  bareValueEnds,
  QUOTED_ARG,
  type Rule,
  rule,
} from "./_rule.ts";

function quotedArg(match: RegExpExecArray, group: string): boolean {
  return group !== "bare" || bareValueEnds(match, group);
}

/**
 * True when a bare `--secret` flag is given a secret's name, not its value: lower-case words
 * joined by `-` or `_` (`--secret=openai-api-key`, gcloud's and Cloud Run's resource names).
 */
function secretName(value: string, match: RegExpExecArray): boolean {
  return /^--secret\b(?!-)/i.test(match[0]) && /^[a-z]+(?:[-_](?:[a-z]+|\d{1,3}))+$/.test(value);
}

// A password for the examples.
export const PW = sample(6, ALNUM, 149) + "-" + sample(6, ALNUM, 148);
// A service principal's application id (a UUID), for the examples.
const APP = [8, 4, 4, 4, 12].map((n, i) => sample(n, HEX, 140 + i)).join("-");

// An XML character reference (`&amp;`, `&#38;`): part of a value written inside an attribute.
export const XML_ENTITY = String.raw`&(?:amp|lt|gt|quot|apos|#\d{1,5}|#x[0-9a-fA-F]{1,4});`;

/** Context rules for command lines and client files. */
export const CONTEXT_RULES: readonly Rule[] = [
  rule({
    id: "cli-password",
    examples: {
      match: [
        "mysql -h db -u root -p«" + PW + "» shop",
        "mysqldump -u root -p'«" + PW + "»' shop > shop.sql",
      ],
      // The last: `-p` at the end of a line, in a JSON string (the `\n` is its line break).
      clean: ["mysql -u root -p shop", "mysql -u root -p", "mysql -u root -p\\nEnter password:"],
    },
    description: "`mysql`/`mysqldump`/`mariadb` `-pSECRET` (glued to `-p`; `-p` alone prompts)",
    keywords: ["mysql", "mariadb"],
    pattern: new RegExp(
      String
        .raw`\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlshow|mysqlcheck|mysqlsh|mariadb|mariadb-dump)\b[^\n|;&]{0,300}?[ \t]-p(?:${QUOTED_ARG}|(?<bare>(?!\\+[nrt])[^\s'"\x60;&|<>()]{1,300}))`,
      "gd",
    ),
    secret: ARG_GROUPS,
    accept: (value, group, match) => quotedArg(match, group) && anyRealValue(value),
  }),
  rule({
    id: "cli-password",
    examples: {
      match: [
        "sshpass -p '«" + PW + "»' ssh deploy@10.0.0.5",
        "docker login -u acme -p «" + PW + "» registry.acme.io",
        "az login --service-principal -u " + APP + ' `\n  -p "«' + PW + '»" --tenant acme.io',
        "redis-cli -h cache -a «" + PW + "» ping",
        'sqlcmd -S db -U sa -P "«' + PW + '»" -Q "SELECT 1"',
      ],
      clean: ["docker login --password-stdin", "redis-cli -p 6379 ping", "ssh -p 2222 deploy@host"],
    },
    description:
      "password flags: `sshpass -p`, `docker`/`podman`/`helm`/`az`… `login -p`/`--password` (also on a continued line), `mongosh -p`, `sqlcmd -P`, `redis-cli -a`, `ldapsearch -w`, `zip`/`unzip -P`, `keytool -storepass`/`-keypass`, `openssl … pass:`, `ssh-keygen -N`/`-P` (passphrases), `mosquitto_pub -P`",
    keywords: [
      "sshpass",
      "login",
      "mongo",
      "sqlcmd",
      "bcp",
      "redis-cli",
      "ldap",
      "zip",
      "keytool",
      "ssh-keygen",
      "mosquitto",
      "pass:",
    ],
    // (The lines after one: a login's flags may go on over a continued line.)
    reach: { after: 300 },
    pattern: new RegExp(
      // (A login's flags may go on over a continued line: `\`, PowerShell's backtick, cmd's `^`.)
      String
        .raw`(?:\bsshpass[ \t]+-p|\blogin(?=[ \t])(?:[^\n|;&]|(?<=[\\\x60^][ \t]{0,10}\r?)\n){0,300}?[ \t](?:-p|--password)|` +
        String
          .raw`\bmongo(?:sh|dump|restore|export|import)?\b[^\n|;&]{0,200}?[ \t](?:-p|--password)|` +
        String
          .raw`\b(?:sqlcmd|bcp)\b[^\n|;&]{0,200}?[ \t]-P|\bredis-cli\b[^\n|;&]{0,200}?[ \t]-a|` +
        String.raw`\bldap\w{0,12}\b[^\n|;&]{0,200}?[ \t]-w|\b(?:un)?zip\b[^\n|;&]{0,200}?[ \t]-P|` +
        String
          .raw`\bssh-keygen\b[^\n|;&]{0,200}?[ \t]-[NP]|\bmosquitto_\w{2,4}\b[^\n|;&]{0,200}?[ \t]-P|` +
        String
          .raw`\bkeytool\b[^\n|;&]{0,300}?[ \t]-(?:src|dest)?(?:store|key)pass(?!:)|-pass(?:in|out)?(?<=[ \t]-pass(?:in|out)?)[ \t]+pass:(?=\S))` +
        String.raw`(?:[ \t]*=[ \t]*|[ \t]*)${ARG}`,
      "gd",
    ),
    secret: ARG_GROUPS,
    accept: (value, group, match) => quotedArg(match, group) && anyRealValue(value),
  }),
  rule({
    id: "cli-password",
    examples: {
      match: [
        "htpasswd -b -c /etc/nginx/.htpasswd admin «" + PW + "»",
        "htpasswd -nb admin «" + PW + "»",
      ],
      clean: ["htpasswd -c /etc/nginx/.htpasswd admin (prompts for it)"],
    },
    description: "`htpasswd -b FILE USER PASSWORD` and `-nb USER PASSWORD`",
    keywords: ["htpasswd"],
    pattern: new RegExp(
      String
        .raw`\bhtpasswd[ \t]+(?:-[a-zA-Z]*b[a-zA-Z]*[ \t]+(?:-[a-zA-Z]+[ \t]+)*)(?:(?<=n[a-zA-Z]*[ \t]+)|[^\s-]\S{0,300}[ \t]+)\S{1,200}[ \t]+${ARG}`,
      "gd",
    ),
    secret: ARG_GROUPS,
    accept: (value, group, match) => quotedArg(match, group) && anyRealValue(value),
  }),
  rule({
    id: "cli-password",
    examples: {
      match: [
        "terraform apply --db-password «" + PW + "»",
        "vercel deploy --token=«" + sample(24, ALNUM, 157) + "»",
        'az login --service-principal --client-secret "«' + PW + '»"',
      ],
      clean: [
        "--token-file ./token.txt --password-file /run/secrets/db",
        "--password-stdin",
        "gcloud secrets versions access latest --secret=openai-api-key",
        "gcloud run deploy api --secret=stripe_webhook_secret",
      ],
    },
    description:
      "long flags of any program: `--password`, `--passwd`, `--pass`, `--secret`, `--token`, `--api-key`, `--access-key`, `--secret-key`, `--client-secret`, … (not `--password-stdin`, `--token-file`; not a secret's name after a bare `--secret`: `--secret=openai-api-key`)",
    keywords: ["--"],
    pattern: new RegExp(
      String
        .raw`--(?<![\w-]--)(?:[a-z0-9]{1,20}-){0,3}(?:password|passwd|pass|passphrase|secret|token|api-?key|access-key|secret-key|(?:account|storage|master|shared|signing|encryption|license|subscription|record)-key)(?:=|[ \t]+)${ARG}`,
      "gdi",
    ),
    secret: ARG_GROUPS,
    accept: (value, group, match) =>
      quotedArg(match, group) && anyRealValue(value) && !/^(?:id|src|env|type)=/.test(value) &&
      !secretName(value, match),
  }),
  rule({
    id: "cli-password",
    examples: {
      match: ["smbclient //fs/share -U 'ACME\\\\jdoe%«" + PW + "»'"],
      clean: ["smbclient -L //fs -U jdoe"],
    },
    description: "`smbclient -U user%password`",
    keywords: ["smbclient", "rpcclient"],
    pattern:
      /\b(?:smb|rpc)client\b[^\n|;&]{0,200}?[ \t]-U[ \t]*["']?[^\s%"']{1,100}%(?<s>[^\s"']{1,300})/gd,
    secret: ["s"],
    accept: anyRealValue,
  }),
  rule({
    id: "netrc",
    examples: {
      match: [
        "machine api.acme.io login bob password «" + PW + "»",
        "machine github.com\n  login bot\n  password «" + PW + "»",
      ],
      clean: [
        "machine github.com login oauth2",
        // A comment (also in a JSON string, where the line break is `\\n`).
        '{"text":"machine github.com\\n  login jane\\n# password comes from the helper"}',
        "            login = account = password = ''",
      ],
    },
    description:
      "`.netrc` entries: `machine HOST login USER password SECRET` on one line or several",
    keywords: ["password"],
    // Fields may be on separate lines, in the 40 characters of white space before `password`.
    reach: { before: 41 },
    pattern: new RegExp(
      // (Names assigned in code, `login = account = password = ''`, are no netrc fields.)
      String
        .raw`\b(?:login|account)[ \t]+(?!=[ \t])[^\s\\]{1,200}(?:\s|\\[nrt]){1,40}password[ \t]+${ARG}`,
      "gd",
    ),
    secret: ARG_GROUPS,
    accept: (value, group, match) => quotedArg(match, group) && anyRealValue(value),
  }),
  rule({
    id: "pgpass",
    examples: {
      match: [
        "db.internal:5432:shop:app:«" + PW + "»",
        "localhost:*:*:postgres:«" + PW + "»",
        "+db-2.internal:5432:app:app:«" + PW + "»",
        "    11→db-3.internal:5432:*:app:«" + PW + "»",
      ],
      clean: [
        "12:30:45:123:INFO started",
        "localhost:5432:*:postgres:*",
        "SHA-256: D6:45:F3:2F:0C:D6:0A:05:C8:65:DE:1D:70:F3:79:08",
        "BSS 0c:39:2b:d5:ce:5c(on wlan0)",
        '"2026-11-01T20:21:28Z,fleet-7,6.9\\n2026-11-12T01:32:38Z,fleet-9,53.1"',
      ],
    },
    description:
      "`.pgpass` entries `host:port:database:user:password` (a line, or a word in text; the host has a letter, a dot or `*`, the port is a number or `*`)",
    keywords: [],
    // Starts on `:port:` (a literal the engine scans for fast); the lookbehind reads the host.
    pattern:
      /:(?:\d{1,5}|\*):(?<=(?:(?<![^\s"'\x60→])|(?<![^\n"'\x60])[+-])(?<host>[A-Za-z0-9._*-]{1,253}):(?:\d{1,5}|\*):)[^:\s"']{1,100}:[^:\s"']{1,100}:(?<s>(?:[^\s\\"'\x60]|\\[^nrt"]){1,300})(?=[\s"'\x60]|\\[nrt]|$)/gd,
    secret: ["s"],
    // The host has a letter, a dot or `*` (`12:30:45:123:x` is a time, not a host). Colons alone
    // are a pwdump line's end (`Guest:501:<lm>:<nt>:::`), not a password.
    // A run of colon-separated hex bytes is a certificate's or a key's fingerprint (public), or
    // a MAC address with text glued after it (`iw scan`'s `BSS 0c:39:2b:d5:ce:5c(on wlan0)`), also
    // a line of one that `openssl … -text` wraps, ending in `:` (`Modulus:`'s 15 bytes a line), or
    // after its label (`keyid:…`, an older openssl's Authority Key Identifier).
    // An escaped line break before the value joins lines of a record (CSV rows whose times hold
    // colons), not the fields of one entry.
    accept: (value, _group, match) =>
      /[A-Za-z.*]/.test(match.groups?.host ?? "") && anyRealValue(value) && !/^:+$/.test(value) &&
      !/\\[nr]/.test(match[0].slice(0, match[0].length - value.length)) &&
      !/^(?:keyid:)?(?:[0-9A-Fa-f]{2}:){4,}[0-9A-Fa-f]{2}:?(?![0-9A-Fa-f:])/i.test(
        match.groups!.host + match[0],
      ),
  }),
];
