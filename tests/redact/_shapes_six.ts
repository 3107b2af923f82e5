/**
 * Round six's shapes (docs/redaction.md, "Shapes that generalise, round six"), as generated
 * variants written without sight of the next held-out corpus: a quoted value holding its own
 * quote behind an escape (JSON, JS/TS, Python, Go, C#, shell, YAML), a secret split over names,
 * a standing PIN, a GraphQL variable given to a secret argument, a password told in halves, a
 * REPL's or a debugger's answer, a CI debug log, a hex dump, a key in a box-drawn panel, a value
 * named by a sibling field (a secret store's answer, Hadoop XML, a property list), a key or token
 * named in another language, a one-column table under a secret header. Next to
 * them the look-alikes each must leave alone byte for byte: escaped quotes in prose and SQL,
 * ETags, settings about a secret, GPIO pins and one-time codes, ids and cursors, token prefixes,
 * lengths and digests, masked values, commit SHAs, public keys and fingerprints, dumps of images.
 */
import { ALNUM, BASE64, fake, HEX } from "./_fakes.ts";

let seed = 60600;
const key = (n = 40, alphabet = ALNUM) => fake(n, alphabet, seed++);
const SYMBOLS = ["!", "#", "%", "@", "^", "*", "~"];
const half = () => fake(5, ALNUM, seed++) + SYMBOLS[seed % SYMBOLS.length] + fake(3, ALNUM, seed++);

export interface Variant {
  label: string;
  text: string;
  pieces: string[];
}
export const SECRETS: Variant[] = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// 1. A quoted value that holds its own quote (or a backslash) behind an escape: gone whole.
{
  const forms: Array<[string, (a: string, b: string) => string]> = [
    ["json", (a, b) => `{"password":"${a}\\"${b}"}`],
    [
      "json nested, spaced",
      (a, b) => `{\n  "db": {\n    "user": "app",\n    "passwd": "${a}\\"${b}"\n  }\n}`,
    ],
    ["json backslash then quote", (a, b) => `{"client_secret": "${a}\\\\\\"${b}"}`],
    ["js const", (a, b) => `const apiToken = "${a}\\"${b}";`],
    ["js single quotes", (a, b) => `const dbPassword = '${a}\\'${b}';`],
    ["ts template literal", (a, b) => `export const signingSecret = \`${a}\\\`${b}\`;`],
    ["python", (a, b) => `SECRET_KEY = "${a}\\"${b}"`],
    ["python single", (a, b) => `    password='${a}\\'${b}',`],
    ["go struct literal", (a, b) => `cfg := Config{\n\tToken: "${a}\\"${b}",\n}`],
    ["go short assignment", (a, b) => `password := "${a}\\\\${b}"`],
    ["csharp", (a, b) => `var creds = new NetworkCredential { Password = "${a}\\"${b}" };`],
    ["csharp verbatim", (a, b) => `const string ApiSecret = @"${a}""${b}";`],
    ["shell double", (a, b) => `export DB_PASSWORD="${a}\\"${b}"`],
    ["shell '\\''", (a, b) => `export REDIS_PASSWORD='${a}'\\''${b}'`],
    ["shell '\"'\"'", (a, b) => `MYSQL_PWD='${a}'"'"'${b}' mysql -u root`],
    ["yaml double", (a, b) => `smtp:\n  password: "${a}\\"${b}"`],
    ["toml", (a, b) => `[auth]\ntoken = "${a}\\"${b}"`],
  ];
  for (const [label, make] of forms) {
    const a = key(9);
    const b = key(9);
    add(`escaped quote: ${label}`, make(a, b), a, b);
  }
}

// 2. A secret split over names a program joins.
for (
  const make of [
    (a: string, b: string) => `DB_PASSWORD_PART_1=${a}\nDB_PASSWORD_PART_2=${b}`,
    (a: string, b: string) => `SIGNING_KEY_CHUNK1="${a}"\nSIGNING_KEY_CHUNK2="${b}"`,
    (a: string, b: string) => `export API_TOKEN_HALF_A=${a}\nexport API_TOKEN_HALF_B=${b}`,
  ]
) {
  const a = key(22, BASE64);
  const b = key(22, BASE64);
  add(`split over names: ${make("A", "B").split("\n")[0]}`, make(a, b), a, b);
}

// 3. A standing PIN or passcode.
for (
  const make of [
    (v: string) => `vault:\n  door_code: "${v}"`,
    (v: string) => `alarmPin = ${v}`,
    (v: string) => `PASSCODE=${v}`,
    (v: string) => `{"kiosk": {"admin_pin": "${v}"}}`,
    (v: string) => `safe_code: '${v}'`,
  ]
) {
  const v = String(31_000_000 + ((seed++ * 7919) % 60_000_000));
  add(`pin: ${make("N")}`, make(v), v);
}
{
  const v = String(4000 + (seed++ % 5000));
  add("pin: four digits under pin", `card:\n  pin: "${v}"`, v);
}

// 4. A GraphQL variable given to a secret argument.
{
  const v = key(18) + "!";
  add(
    "graphql: apollo client",
    `await client.mutate({\n  mutation: gql\`mutation Rotate($t: String!) { rotateKey(token: $t) { ok } }\`,\n  variables: { t: "${v}" },\n});`,
    v,
  );
  const w = key(24);
  add(
    "graphql: json request, variables first",
    `{"variables":{"email":"ops@acme.example","pw":"${w}"},"query":"mutation($email:String!,$pw:String!){signIn(email:$email,password:$pw){jwt}}"}`,
    w,
  );
  const x = key(32, HEX);
  add(
    "graphql: curl data",
    `curl -s https://api.acme.example/graphql -H 'content-type: application/json' -d '{"query":"query($k:String!){account(apiKey:$k){id}}","variables":{"k":"${x}"}}'`,
    x,
  );
}

// 5. A password told in halves.
{
  const [a, b] = [half(), half()];
  add("halves: begins/ends", `the vpn password begins with ${a} and ends with ${b}`, a, b);
  const [c, d] = [half(), half()];
  add(
    "halves: two messages",
    `> what's the db pw?\nfirst part is \`${c}\`\n> and?\nsecond part is \`${d}\``,
    c,
    d,
  );
  const [e, f] = [half(), half()];
  add("halves: rest is", `Passphrase: starts with "${e}", the rest is "${f}"`, e, f);
}

// 6. A REPL's or a debugger's answer to an expression naming a secret.
{
  const hexKey = key(64, HEX);
  const k = key(32, HEX);
  const t = key(40, HEX);
  const forms: Array<[string, string, string]> = [
    ["pry", `[1] pry(main)> Rails.application.credentials.secret_key_base\n=> "${hexKey}"`, hexKey],
    ["ipython", `In [7]: os.environ["OPENAI_API_KEY"]\nOut[7]: '${k}'`, k],
    ["lldb", `(lldb) p apiSecret\n(String) $R0 = "${t}"`, t],
    ["gdb", `(gdb) print session->auth_token\n$3 = "${k}"`, k],
    ["node", `> process.env.GITHUB_TOKEN\n'${t}'`, t],
    ["julia", `julia> ENV["DB_PASSWORD"]\n"${k}"`, k],
    ["scala", `scala> sys.env("KAFKA_SECRET")\nval res0: String = ${t}`, t],
    ["pdb", `(Pdb) p self.client_secret\n'${hexKey}'`, hexKey],
    ["browser console", `> sessionStorage.getItem("id_token_secret")\n< '${t}'`, t],
    ["jshell", `jshell> System.getenv("SONAR_TOKEN")\n$1 ==> "${k}"`, k],
    ["tinker", `> config('services.mailgun.secret')\n= "${t}"`, t],
    ["byebug", `(byebug) p ENV.fetch("AWS_SECRET_ACCESS_KEY")\n"${hexKey}"`, hexKey],
  ];
  for (const [label, text, v] of forms) add(`repl answer: ${label}`, text, v);
}

// 7. A CI runner's debug log evaluating a secret it does not mask.
{
  const v = key(36);
  add(
    "ci debug: timestamped",
    `2026-03-02T10:00:01.1Z ##[debug]Evaluating: secrets.NPM_PUBLISH_TOKEN\n2026-03-02T10:00:01.1Z ##[debug]Evaluating Index:\n2026-03-02T10:00:01.1Z ##[debug]..Evaluating secrets:\n2026-03-02T10:00:01.1Z ##[debug]..=> Object\n2026-03-02T10:00:01.1Z ##[debug]=> '${v}'\n2026-03-02T10:00:01.1Z ##[debug]Result: '${v}'`,
    v,
  );
}

// 8. A hex dump of a key file or of text holding a token.
const hexOf = (s: string) =>
  [...new TextEncoder().encode(s)].map((b) => b.toString(16).padStart(2, "0"));
{
  const raw = key(32);
  const bytes = hexOf(raw);
  const rows: string[] = [];
  for (let i = 0; i < bytes.length; i += 16) {
    const row = bytes.slice(i, i + 16);
    rows.push(
      `${i.toString(16).padStart(8, "0")}  ${row.slice(0, 8).join(" ")}  ${
        row.slice(8).join(" ")
      }  |${raw.slice(i, i + 16)}|`,
    );
  }
  add(
    "hex dump: hexdump -C of a token file",
    `$ hexdump -C ~/.config/acme/token\n${rows.join("\n")}`,
    raw.slice(0, 16),
    raw.slice(16),
    bytes.slice(0, 8).join(" "),
  );
  const bin = Array.from(
    { length: 32 },
    (_, i) => ((seed * 131 + i * 197) % 256).toString(16).padStart(2, "0"),
  );
  seed++;
  const xxd = [0, 16].map((o) => {
    const g: string[] = [];
    for (let i = o; i < o + 16; i += 2) g.push(bin[i]! + bin[i + 1]!);
    return `${o.toString(16).padStart(8, "0")}: ${g.join(" ")}  ................`;
  });
  add(
    "hex dump: xxd of a binary key file",
    `$ xxd -l 32 secrets/hmac.key\n${xxd.join("\n")}`,
    xxd[0]!.slice(10, 49),
    xxd[1]!.slice(10, 49),
  );
}

// 9. A key printed in a box-drawn panel, wrapped.
{
  const a = key(30);
  const b = key(18);
  add(
    "panel: rounded, wrapped",
    `╭─ acme login ─────────────────────────╮\n│ Personal access token (copy it now): │\n│ acp_${a}   │\n│ ${b}                   │\n╰──────────────────────────────────────╯`,
    a,
    b,
  );
  const c = key(44, BASE64);
  add("panel: double", `╔════════════════╗\n║ Webhook secret ║\n║ ${c} ║\n╚════════════════╝`, c);
}

// 10. A value named by a sibling field: a secret store's answer, a value before its name, XML.
{
  const a = key(12) + "#" + key(6);
  add(
    "sibling: ssm SecureString",
    `$ aws ssm get-parameter --name /prod/billing/db --with-decryption\n{\n    "Parameter": {\n        "Name": "/prod/billing/db",\n        "Type": "SecureString",\n        "Value": "${a}",\n        "Version": 7,\n        "ARN": "arn:aws:ssm:eu-west-1:123456789012:parameter/prod/billing/db"\n    }\n}`,
    a,
  );
  const b = key(32);
  add(
    "sibling: key vault secret",
    `$ az keyvault secret show --vault-name kv-acme --name sendgrid-api-key\n{\n  "attributes": {\n    "enabled": true\n  },\n  "contentType": null,\n  "id": "https://kv-acme.vault.azure.net/secrets/sendgrid-api-key/5b0e",\n  "value": "${b}"\n}`,
    b,
  );
  const c = key(40);
  add(
    "sibling: value before key",
    `[\n  {\n    "value": "${c}",\n    "variable_type": "env_var",\n    "key": "DEPLOY_TOKEN",\n    "protected": true\n  }\n]`,
    c,
  );
  const d = key(40, BASE64);
  add(
    "sibling: hadoop core-site",
    `<configuration>\n  <property>\n    <name>fs.azure.account.key.acme.blob.core.windows.net</name>\n    <description>storage account key</description>\n    <value>${d}</value>\n  </property>\n</configuration>`,
    d,
  );
  const e = key(24);
  add(
    "sibling: plist",
    `<dict>\n\t<key>OAuthClientSecret</key>\n\t<string>${e}</string>\n</dict>`,
    e,
  );
}

// 11. A key or token named in another language than English.
for (
  const make of [
    (v: string) => `const apiSchluessel = "${v}";`,
    (v: string) => `Voici la clé d'API du bac à sable : ${v}`,
    (v: string) => `integracao:\n  chave_api: ${v}`,
    (v: string) => `chiave API di test: ${v}`,
    (v: string) => `токен доступа: ${v}`,
    (v: string) => `ステージングのトークンは ${v} です`,
    (v: string) => `API 키: ${v}`,
    (v: string) => `访问令牌：${v}，明天过期`,
    (v: string) => `API_SLEUTEL=${v}`,
  ]
) {
  const v = key(32);
  add(`other language: ${make("…").slice(0, 24)}`, make(v), v);
}

// 12. A Markdown table of one column under a secret header (a query selecting it alone).
{
  const v = key(28);
  add(
    "one column: aligned markdown",
    `Here's what the query returned:\n\n| api_token |\n| :-------- |\n| ${v} |`,
    v,
  );
  const w = key(20) + "!" + key(4);
  add("one column: markdown", `| password |\n| --- |\n| ${w} |`, w);
}

/** Look-alikes every shape must leave byte for byte. */
export const CLEAN: Array<[string, string]> = [
  ["escaped quotes in a message", `{"message": "say \\"hello\\" to the new user"}`],
  ["escaped quotes in SQL", `{"sql": "SELECT \\"id\\", \\"token_type\\" FROM \\"sessions\\""}`],
  ["a quoted ETag", `{"ETag": "\\"${key(32, HEX)}\\"", "Key": "uploads/a.bin"}`],
  ["a description naming a token", `description = "the \\"token\\" field is required"`],
  ["a setting about a split key", `KEY_CHUNK_SIZE=4096\nPASSWORD_PARTS=3\nCACHE_KEY_PART1=user_id`],
  ["GPIO pins", `led_pin: 13\nreset_pin = 22\nPIN_COUNT=40`],
  ["one-time codes", `otp_code: "482139"\nverification_code=663102`],
  ["a stand-in pin", `pin: 123456\nadmin_pin: "000000"`],
  ["a date under a pin word", `pinned_at: 20240612`],
  ["codes that are no secret", `exit_code = 1\nerror_code: 100234\nzip_code: 94107`],
  [
    "graphql ids and cursors",
    `{"query":"query($id:ID!,$after:String){user(id:$id){posts(after:$after){id}}}","variables":{"id":"${
      key(24)
    }","after":"${key(28, BASE64)}"}}`,
  ],
  ["token prefixes described", "GitHub tokens start with ghp_ and the JWT begins with eyJhbGciOi"],
  ["a file name in halves", "the export starts with report_2024 and ends with .csv"],
  ["a secret's length in a REPL", `irb(main):003:0> ENV["API_TOKEN"].length\n=> 40`],
  ["a digest in a REPL", `>>> hashlib.sha256(secret).hexdigest()\n'${key(64, HEX)}'`],
  ["an unset secret in a REPL", `>>> os.environ.get("API_TOKEN")\n>>> settings.SECRET_KEY\nNone`],
  ["an id in a debugger", `(gdb) p token_id\n$1 = "${key(24)}"`],
  [
    "a masked value in CI",
    `##[debug]Evaluating: secrets.DEPLOY_KEY\n##[debug]=> '***'\n##[debug]Result: '***'`,
  ],
  ["a commit in CI", `##[debug]Evaluating: github.sha\n##[debug]Result: '${key(40, HEX)}'`],
  [
    "a dump of an image",
    "$ xxd logo.png | head -2\n00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR\n00000010: 0000 0200 0000 0200 0806 0000 00f4 78d4  ..............x.",
  ],
  [
    "a dump of a public key",
    "$ xxd id_ed25519.pub | head -1\n00000000: 7373 682d 6564 3235 3531 3920 4141 4141  ssh-ed25519 AAAA",
  ],
  [
    "a dump of a tokenizer's binary",
    "$ xxd -l 16 tokenizer.bin\n00000000: 0a1f 8b08 0000 0000 0003 ed5a 6d73 dbb8  ...........Zms..",
  ],
  [
    "a dump of text",
    "$ hexdump -C notes.txt\n00000000  68 65 6c 6c 6f 0a                                 |hello.|",
  ],
  [
    "a fingerprint in a panel",
    `╭──────────────────────────╮\n│ Key fingerprint:          │\n│ SHA256:${
      key(43, BASE64)
    } │\n╰──────────────────────────╯`,
  ],
  ["a panel of words", "│ Your token expires in 30 days │\n│ Run `acme login` to renew     │"],
  [
    "a plain SSM parameter",
    `{"Parameter": {"Name": "/prod/app/region", "Type": "String", "Value": "eu-west-1"}}`,
  ],
  [
    "a Key Vault key, not a secret",
    `{"id": "https://kv-acme.vault.azure.net/keys/signing/5b0e", "value": "RSA-HSM"}`,
  ],
  ["a setting about a password", `[{"value": "12", "name": "password_min_length"}]`],
  [
    "a credential provider's path",
    "<property>\n  <name>hadoop.security.credential.provider.path</name>\n  <value>jceks://hdfs/user/creds.jceks</value>\n</property>",
  ],
  ["a one-column table of token names", "| token |\n| --- |\n| refresh_token |\n| access_token |"],
  [
    "a one-column table of digests",
    `+------------------+\n| password_hash    |\n+------------------+\n| $2b$12$${
      key(22)
    } |\n+------------------+`,
  ],
  [
    "a plist of app settings",
    "<key>NSCameraUsageDescription</key>\n<string>Scan receipts</string>",
  ],
];
