/**
 * Secrets in what infrastructure CLIs print and in the forms some languages write a string in:
 * `aws configure`'s prompts and `aws iam create-access-key`'s table and text output, Vault's unseal
 * keys, the `data:` of a Kubernetes Secret, the new value of a `terraform plan` change, a secret
 * passed to a CLI that reads it from a flag or from `echo … |`, a string written `@"…"`, `b"…"`,
 * `r#"…"#` or `q{…}` under a secret name, an HTML password field's `value=`, and wallet keys
 * (Nostr `nsec1…`, a Bitcoin WIF after `importprivkey`, a Solana keypair array). Each rule is
 * anchored on a literal; the name, the command and the layout stay, only the value goes.
 */
import { isNotASecret } from "./_filters.ts";
import { ALNUM, BASE64, HEX, LOWER_DIGITS, sample } from "./_examples.ts";
import {
  anyRealValue,
  ARG,
  ARG_GROUPS,
  quotedSecret,
  READ_NUMBER,
  type Rule,
  rule,
} from "./_rule.ts";

const AWS_SECRET = sample(40, BASE64, 1001);
const PW = sample(7, ALNUM, 1002) + "&" + sample(6, ALNUM, 1003);

/** Offsets of the values in a block of `name: value` lines (a Secret's `data:`). */
function blockValues(block: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of block.matchAll(/:[ \t]*([^\s]{1,5000})/g)) {
    const start = m.index! + m[0].length - m[1]!.length;
    if (anyRealValue(m[1]!) && !/^[|>#]/.test(m[1]!)) spans.push([start, start + m[1]!.length]);
  }
  return spans;
}

// The secret words a name ends in (`ApiKey`, `SIGNING_KEY`, `$dbpass`, `client_secret`).
const SECRET_NAME = /(?:key|secret|token|pass(?:w(?:or)?d)?|pwd|credentials?|auth)$/i;

// A Kubernetes manifest's `kind: Secret` line.
const SECRET_KIND = new RegExp(String.raw`(?<![^\n])${READ_NUMBER}kind:[ \t]*Secret\b`);

/** Printout rules, in the order they run (with the output rules). */
export const PRINTOUT_RULES: readonly Rule[] = [
  rule({
    id: "aws-secret-key-printed",
    examples: {
      match: [
        "AWS Access Key ID [None]: AKIA…\nAWS Secret Access Key [None]: «" + AWS_SECRET + "»",
        "CREDENTIALS\tASIA…\t2026-11-27T19:40:02Z\t«" + AWS_SECRET + "»\tIQoJb3JpZ2luX2Vj…",
        "ACCESSKEY\tAKIA…\t2026-11-27T18:40:02+00:00\t«" + AWS_SECRET + "»\tActive\tbackup",
      ],
      clean: [
        "AWS Secret Access Key [****************abcd]: ",
        "ACCESSKEY\tAKIA…\t2026-11-27T18:40:02+00:00\tActive\tbackup",
      ],
    },
    description:
      "an AWS secret access key as the CLI prints it: `aws configure`'s `AWS Secret Access Key [None]:` prompt, the `SecretAccessKey` row of `--output table`, the fourth column of an `ACCESSKEY` (or `CREDENTIALS`) line of `--output text`",
    keywords: ["secret access key", "accesskey", "credentials"],
    pattern:
      /(?:secret[ ]?access[ ]?key(?:[ \t]*\[[^\]\r\n]{0,40}\])?[ \t]*[:|][ \t]*|(?<![\w-])(?:ACCESSKEY|CREDENTIALS)\t[^\t\r\n]{1,40}\t[^\t\r\n]{1,40}\t)(?<s>[A-Za-z0-9+\/]{40})(?![A-Za-z0-9+\/=])/gdi,
    secret: ["s"],
    accept: (value) => /\d/.test(value) && /[A-Za-z]/.test(value),
  }),
  rule({
    id: "vault-unseal-key",
    examples: {
      match: [
        "Unseal Key 1: «" + sample(44, BASE64, 1004) + "»",
        "vault-1  | Unseal Key: «" + sample(43, BASE64, 1005) + "=»",
        "Recovery Key 2: «" + sample(44, BASE64, 1006) + "»",
      ],
      clean: ["Unseal Key 1: <redacted>", "Unseal Key Shares: 5"],
    },
    description:
      "a Vault unseal or recovery key as `vault operator init` (or a dev server's log) prints it: `Unseal Key 1: …`, `Recovery Key 2: …`",
    keywords: ["unseal key", "recovery key"],
    pattern: /(?:unseal|recovery)[ ]key(?:[ ]\d{1,2})?:[ \t]*(?<s>[A-Za-z0-9+\/]{20,200}={0,2})/gdi,
    secret: ["s"],
    accept: (value) => /\d/.test(value),
  }),
  rule({
    id: "kubernetes-secret-data",
    examples: {
      match: [
        "apiVersion: v1\ndata:\n  password: «" + sample(16, BASE64, 1007) + "==»\n  token: «" +
        sample(40, BASE64, 1008) + "»\nkind: Secret",
        "kind: Secret\nstringData:\n  DB_PASSWORD: «" + PW + "»\n",
      ],
      clean: [
        "kind: ConfigMap\ndata:\n  LOG_LEVEL: debug",
        "kind: Secret\ndata:\n  password: ${DB_PASSWORD}",
      ],
    },
    description:
      "the values under `data:` or `stringData:` of a Kubernetes `kind: Secret` (`kubectl get secret -o yaml`, a manifest), whatever their names",
    keywords: ["kind: secret"],
    wholeText: true,
    // (Also a manifest the Read tool shows, a number before each line; a JSONL record's own text
    // after its last line is no value.)
    pattern: new RegExp(
      String
        .raw`(?<![^\n])${READ_NUMBER}(?:data|stringData):[ \t]*\r?\n(?<s>(?:${READ_NUMBER}[ \t]{1,8}[\w.-]{1,100}:[ \t]*[^\s]{1,5000}?[ \t]*(?:\r?\n|$|(?="[,}\]]))){1,100})`,
      "gd",
    ),
    secret: ["s"],
    accept: (_value, _group, match) => SECRET_KIND.test(match.input),
    split: blockValues,
  }),
  rule({
    id: "terraform-changed-secret",
    examples: {
      match: ['      ~ password = "[REDACTED]" -> "«' + PW + '»"'],
      clean: [
        "      ~ password = (sensitive value)",
        '      ~ instance_class = "db.t3" -> "db.t4g"',
      ],
    },
    description:
      'the new value of a secret attribute `terraform plan` shows changing (`~ password = "old" -> "new"`): the old one is found by the assignment rules',
    keywords: ['" -> "'],
    pattern:
      /~[ \t]+(?<name>[\w-]{0,60})[ \t]*=[ \t]*"[^"\r\n]{0,300}"[ \t]+->[ \t]+"(?<s>[^"\r\n]{1,300})"/gd,
    secret: ["s"],
    accept: (value, _g, match) =>
      /(?:password|secret|token|key)/i.test(match.groups!.name!) && anyRealValue(value),
  }),
  rule({
    id: "cli-secret-flag",
    examples: {
      match: [
        "command: redis-server --requirepass «" + sample(32, ALNUM, 1009) + "»",
        "cqlsh db 9042 -u cassandra -p '«" + PW + '»\' -e "DESCRIBE KEYSPACES"',
        "npx @vscode/vsce publish -p «" + sample(52, LOWER_DIGITS, 1010) + "»",
        "java -jar jenkins-cli.jar -s https://ci/ -auth ops:«" + sample(34, HEX, 1011) +
        "» who-am-i",
        "mix hex.organization auth acme --key «" + sample(32, HEX, 1012) + "»",
      ],
      clean: ["redis-server --requirepass $REDIS_PASSWORD", "npx ovsx publish -p $OVSX_PAT"],
    },
    description:
      "a secret given to a CLI on its command line: `redis-server --requirepass`, `redis-cli -a`, `cqlsh -p`, `vsce`/`ovsx publish -p`, `jenkins-cli.jar -auth user:token`, `mix hex.organization auth … --key`",
    keywords: [
      "requirepass",
      "redis-cli",
      "cqlsh",
      "vsce",
      "ovsx",
      "jenkins-cli",
      "hex.organization",
    ],
    pattern: new RegExp(
      String.raw`(?:--requirepass[ \t]+|redis-cli\b[^\r\n|;]{0,200}?[ \t]-a[ \t]+|` +
        String.raw`cqlsh\b[^\r\n|;]{0,200}?[ \t](?:-p|--password)[ \t=]+|` +
        String
          .raw`(?:vsce|ovsx)[ \t]+(?:publish|login|verify-pat|create-namespace)\b[^\r\n|;]{0,200}?[ \t](?:-p|--pat)[ \t=]+|` +
        String.raw`jenkins-cli(?:\.jar)?\b[^\r\n|;]{0,200}?[ \t]-auth[ \t]+[^\s:@]{1,100}:|` +
        String.raw`hex\.organization[ \t]+auth\b[^\r\n|;]{0,200}?[ \t]--key[ \t=]+)${ARG}`,
      "gdi",
    ),
    secret: [...ARG_GROUPS],
    accept: (value) => value.length >= 4 && anyRealValue(value) && !/^[$%]/.test(value),
  }),
  rule({
    id: "echoed-to-login",
    examples: {
      match: [
        "echo «" + sample(52, LOWER_DIGITS, 1013) +
        "» | az devops login --organization https://dev.azure.com/x",
        "echo -n «" + sample(52, LOWER_DIGITS, 1014) + "» | az devops login",
      ],
      clean: ["echo $TOKEN | docker login -u ci --password-stdin ghcr.io"],
    },
    description:
      "a secret echoed into a login that reads it from stdin: `echo … | az devops login`, `| docker login --password-stdin`, `| gh auth login --with-token`",
    keywords: ["devops login", "password-stdin", "with-token"],
    pattern: new RegExp(
      String
        .raw`echo[ \t]+(?:-n[ \t]+)?${ARG}[ \t]*\|[ \t]*(?:az[ \t]+devops[ \t]+login|[\w-]{1,20}[ \t]+(?:registry[ \t]+)?login\b[^\r\n|;]{0,200}?--password-stdin|gh[ \t]+auth[ \t]+login\b[^\r\n|;]{0,200}?--with-token)`,
      "gd",
    ),
    secret: [...ARG_GROUPS],
    accept: (value) => value.length >= 8 && anyRealValue(value) && !/^[$%]/.test(value),
  }),
  rule({
    id: "prefixed-string-secret",
    examples: {
      match: [
        'const string ApiKey = @"«' + sample(32, HEX, 1015) + '»";',
        'static SIGNING_KEY: &[u8] = b"«' + sample(32, ALNUM, 1016) + '»";',
        'let token = r#"«' + sample(40, ALNUM, 1017) + '»"#;',
        'let token = r#"«' + sample(20, ALNUM, 6002) + '"' + sample(20, ALNUM, 6003) + '»"#;',
        'const wchar_t* password = L"«' + PW + '»";',
        'var adminPassword = @"«' + sample(12, ALNUM, 6004) + '""' + sample(8, ALNUM, 6005) + '»";',
        "my $dbpass = q{«" + PW + "»};",
      ],
      clean: ['string KeyPath = @"C:\\keys\\app.pem";', "my $token = q{${TOKEN}};"],
    },
    description:
      'a string written with a prefix under a secret name: C#\'s `@"…"` (`""` a quote inside it), Rust\'s `b"…"` and `r#"…"#` (quotes inside it), Python\'s `b\'…\'`, C\'s `L"…"`, Perl\'s `q{…}`/`qq{…}`',
    // The prefix right after `=` (with or without a space): `r"` alone is in every JSON record.
    keywords: [
      ...['@"', 'b"', "b'", 'r"', "r#", 'br"', 'L"', 'u8"', "q{", "q(", "qq{", "qq("].flatMap((
        p,
      ) => [
        "= " + p,
        "=" + p,
      ]),
    ],
    pattern:
      /(?<![\w$])(?<name>\$?[A-Za-z_]\w{0,60})(?:[ \t]*:[^=\r\n]{1,40})?[ \t]*=[ \t]*(?:[rR](?<hash>#{1,3})"(?<dq>(?:(?!"\k<hash>)[^\r\n]){1,300})"\k<hash>|@"(?<dq>(?:[^"\r\n]|""){1,300})"|(?:[bB][rR]?|[rR]|L|u8?|U|qq?)(?:"(?<dq>[^"\r\n]{1,300})"|'(?<sq>[^'\r\n]{1,300})'|\{(?<br>[^{}\r\n]{1,300})\}|\((?<pr>[^()\r\n]{1,300})\)))/gd,
    secret: ["dq", "sq", "br", "pr"],
    accept: (value, _g, match) =>
      SECRET_NAME.test(match.groups!.name!) && quotedSecret(value) && !/\\/.test(value),
  }),
  rule({
    id: "password-field-value",
    examples: {
      match: [
        '<input type="password" name="smtp_pass" value="«' + PW + '»" autocomplete="off">',
        "<input name='api_token' value='«" + sample(32, ALNUM, 1018) + "»'>",
      ],
      clean: [
        '<input type="password" name="pw" value="">',
        '<input name="q" value="search terms">',
      ],
    },
    description: "the `value=` of an HTML `<input>` of type `password` or named for a secret",
    keywords: ["<input"],
    pattern:
      /<input\b[^>\r\n]{0,300}?[ \t]value=(?:"(?<dq>[^"\r\n]{1,300})"|'(?<sq>[^'\r\n]{1,300})')/gdi,
    secret: ["dq", "sq"],
    accept: (value, _g, match) => {
      const end = match.input.indexOf(">", match.index);
      const tag = match.input.slice(match.index, end < 0 ? match.index + 600 : end);
      return /type=["']?password|name=["']?[\w-]{0,40}(?:pass|secret|token|key)/i.test(tag) &&
        anyRealValue(value) && !/^\{\{|^<%|^\$/.test(value);
    },
  }),
  rule({
    id: "wallet-key",
    examples: {
      match: [
        "my nostr key: «nsec1" + sample(58, "023456789acdefghjklmnpqrstuvwxyz", 1019) + "»",
        'importprivkey "«K' +
        sample(51, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 1020) +
        '»" "cold"',
      ],
      clean: [
        "npub1" + sample(58, "023456789acdefghjklmnpqrstuvwxyz", 1021),
        'importprivkey "$WIF"',
      ],
    },
    description:
      "a wallet's private key: a Nostr `nsec1…` (bech32), a Bitcoin WIF key after `importprivkey` or `wif`",
    keywords: ["nsec1", "importprivkey", "wif"],
    pattern:
      /(?<![a-z0-9])(?<s>nsec1[02-9ac-hj-np-z]{58})(?![a-z0-9])|(?:importprivkey|wif)\b[^\r\n]{0,40}?["' \t:=](?<w>[5KLc9][1-9A-HJ-NP-Za-km-z]{50,51})(?![1-9A-Za-z])/gdi,
    secret: ["s", "w"],
    accept: (value) => !isNotASecret(value),
  }),
  rule({
    id: "keypair-byte-array",
    examples: {
      match: [
        "$ cat ~/.config/solana/id.json\n[«" +
        Array.from({ length: 64 }, (_, i) => (i * 97 + 13) % 256).join(",") + "»]",
      ],
      clean: ["[" + Array.from({ length: 64 }, () => 0).join(",") + "]", "[1,2,3,4,5,6,7,8]"],
    },
    description:
      "a keypair written as a JSON array of 64 bytes (a Solana `id.json`, `solana-keygen` output)",
    keywords: [],
    when: /\[\s{0,8}\d{1,3},\s{0,8}\d{1,3},\s{0,8}\d{1,3},\s{0,8}\d{1,3},\s{0,8}\d{1,3},/,
    wholeText: true,
    pattern: /\[(?<s>(?:[ \t\r\n]*\d{1,3}[ \t]*,){63}[ \t\r\n]*\d{1,3})[ \t\r\n]*\]/gd,
    secret: ["s"],
    accept: (value) => {
      const bytes = value.split(",").map((b) => Number(b.trim()));
      // A key's bytes are random: not a run counted up (`[0,1,2,…]`).
      return bytes.every((b) => b <= 255) && new Set(bytes).size >= 32 &&
        !bytes.every((b, i) => i === 0 || b > bytes[i - 1]!);
    },
  }),
];
