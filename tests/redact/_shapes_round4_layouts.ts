/**
 * Round four cases (see shapes_round4_test.ts): a table column whose header says secret, values
 * wrapped in a table cell or cut with text after them, encoded values, packed private keys, and
 * the look-alikes of these layouts.
 */
import { BASE64, HEX } from "./_fakes.ts";
import { add, clean, hexOf, key, pw, SECRETS, uuid } from "./_shapes_round4.ts";

// ---------------------------------------------------------------------------------------------
// A table whose header row alone says a column is secret: Markdown (with and without backticks,
// aligned or not) and CSV/TSV exports.
for (
  const head of ["Key", "API key", "Token", "Secret", "Password", "access_token", "Client Secret"]
) {
  for (const tick of ["", "`"]) {
    const [a, b] = [key(32, HEX), key(40)];
    SECRETS.push({
      label: `markdown column "${head}" ${tick || "bare"}`,
      text:
        `| Service | ${head} | Notes |\n|---|---|---|\n| Mailgun | ${tick}${a}${tick} | prod |\n` +
        `| Internal API | ${tick}${b}${tick} | rotated monthly |`,
      pieces: [a, b],
    });
  }
}
{
  const [a, b] = [pw(), key(40)];
  SECRETS.push({
    label: "aligned markdown column password",
    text:
      `| user    | password         |\n| :------ | :--------------- |\n| admin   | ${a} |\n| ci      | ${b} |`,
    pieces: [a, b],
  });
}
for (
  const [head, sep] of <Array<[string, string]>> [["password", ","], ["api_token", ","], [
    "secret",
    ",",
  ], ["Password", ";"]]
) {
  const [a, b] = [/pass/i.test(head) ? pw() : key(24), key(40)];
  SECRETS.push({
    label: `csv column ${head} (${JSON.stringify(sep)})`,
    text: ["name", "username", head, "url"].join(sep) + "\n" +
      ["staging db", "admin", a, "https://db.staging"].join(sep) + "\n" +
      ["ci token", "ci", b, "https://ci.acme.io"].join(sep),
    pieces: [a, b],
  });
}
clean(
  "markdown Key column of keyboard keys",
  "| Key | Action |\n|---|---|\n| Ctrl+C | copy |\n| Ctrl+Shift+P | palette |",
);
clean(
  "markdown Key column of config keys",
  "| Key | Default |\n|---|---|\n| max_tokens | 4096 |\n| timeout_ms | 30000 |",
);
clean(
  "markdown Token column of lexer tokens",
  "| Token | Meaning |\n|---|---|\n| IDENT | identifier |\n| NUMBER_LIT | number |",
);
clean(
  "markdown commit hashes",
  "| Commit | Message |\n|---|---|\n| " + key(40, HEX) + " | fix parser |",
);
clean(
  "markdown Key column of ids",
  "| Key | Value |\n|---|---|\n| request_id | " + uuid() + " |",
);
clean(
  "markdown secret column of references",
  "| Name | Secret |\n|---|---|\n| db | `${{ secrets.DB_PASSWORD }}` |\n| api | vault:kv/api#token |",
);
clean("csv password_changed_at", "id,email,password_changed_at\n1,a@x.io,2026-01-02T10:00:00Z");
clean("csv of token counts", "model,tokens,cost\ngpt,12345,0.12\nclaude,67890,0.34");

// ---------------------------------------------------------------------------------------------
// A value wrapped in a table cell or a log column, and a wrapped line with more after it.
for (const head of ["AccountKey", "client_secret", "SAS token"]) {
  const v = key(44, BASE64) + key(42, BASE64) + "==";
  SECRETS.push({
    label: `wrapped in a table cell under ${head}`,
    text: `| ${head.padEnd(12)} | ${v.slice(0, 44)} |\n| ${"".padEnd(12)} | ${v.slice(44)} |`,
    pieces: [v.slice(0, 44), v.slice(44)],
  });
}
{
  const t = "xox" + "b-" + key(12, "0123456789") + "-" + key(13, "0123456789") + "-";
  const rest = key(24);
  SECRETS.push({
    label: "slack token wrapped in a log column",
    text: `| 10:01 | auth | ${t} |\n|       |      | ${rest}       |`,
    pieces: [t, rest],
  });
}
for (
  const [width, tail] of [[64, " (ttl 3600s)"], [80, " expires=3600"], [72, "; path=/"]] as const
) {
  const v = key(width) + key(width);
  SECRETS.push({
    label: `token wrapped at ${width} with text after`,
    text: `[auth] issued token=${v.slice(0, width)}\n${v.slice(width)}${tail}`,
    pieces: [v.slice(0, width), v.slice(width)],
  });
}
{
  const v = key(44, BASE64) + key(42, BASE64) + "==";
  SECRETS.push({
    label: "AccountKey broken by the terminal, more on its line",
    text: `DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=${v.slice(0, 30)}\n${
      v.slice(30)
    };EndpointSuffix=core.windows.net`,
    pieces: [v.slice(0, 30), v.slice(30)],
  });
}
clean(
  "table row continued with words",
  "| AccountKey | (hidden) |\n|            | see the vault |",
);
clean("log line then a word", "token=[hidden]\nDone in 3.2s");
clean(
  "wrapped prose in a table",
  "| step | note |\n|---|---|\n| build | runs the compiler and |\n|       | then the linker |",
);

// ---------------------------------------------------------------------------------------------
// Encoded values holding a secret: hex or base64 under a name, or piped to a decoder.
for (
  const name of [
    "db_password_hex",
    "password_hex",
    "API_SECRET_HEX",
    "token_b64",
    "SMTP_PASSWORD_BASE64",
  ]
) {
  const v = /hex/i.test(name) ? hexOf(pw()) : btoa(pw());
  add(`encoded value under ${name}`, (x) => `${name} = "${x}"`, v);
}
for (
  const inner of [
    () => `{"api_key": "${key(40)}"}`,
    () => `DB_PASSWORD=${pw()}\nAPI_TOKEN=${key(32)}\n`,
  ]
) {
  add("base64 of a document with a secret", (x) => `CONFIG_B64=${x}`, btoa(inner()));
}
for (const cmd of ["base64 -d", "base64 --decode", "base64 -D"]) {
  add(`echo … | ${cmd}`, (x) => `echo ${x} | ${cmd} > ~/.config/tool/token`, btoa(key(40)));
}
add("hex of a vendor token", (x) => `payload: ${x}`, hexOf("gh" + "p_" + key(36)));
clean("hex digest under a name", 'sha256_hex = "' + key(64, HEX) + '"');
clean(
  "base64 of prose piped to a decoder",
  "echo " + btoa("hello world, this is a test") + " | base64 -d",
);
clean("hex of a word", 'label_hex = "' + hexOf("production") + '"');
clean("base64 of a public config", "CONFIG_B64=" + btoa('{"region": "eu-west-1", "replicas": 3}'));

// ---------------------------------------------------------------------------------------------
// Very long base64 blobs that hold a private key (kubeconfig, Kubernetes secrets, JSON).
const pemB64 = (lines: number) => {
  const body: string[] = [];
  for (let i = 0; i < lines; i++) body.push(key(64, BASE64));
  return btoa(
    "-----BEGIN RSA " + "PRIVATE KEY-----\n" + body.join("\n") + "\n-----END RSA " +
      "PRIVATE KEY-----\n",
  );
};
for (const lines of [6, 25, 40]) {
  add(
    `client-key-data of ${lines} lines`,
    (x) => `users:\n- name: admin\n  user:\n    client-key-data: ${x}`,
    pemB64(lines),
  );
  add(
    `tls.key of ${lines} lines`,
    (x) => `data:\n  tls.crt: ${btoa("-----BEGIN CERTIFICATE-----\nMIIB\n")}\n  tls.key: ${x}`,
    pemB64(lines),
  );
}
add("private key base64 in JSON", (x) => `{"privateKey": "${x}"}`, pemB64(20));
clean(
  "client-certificate-data long",
  "    client-certificate-data: " +
    btoa("-----BEGIN CERTIFICATE-----\n" + key(64 * 20, BASE64) + "\n-----END CERTIFICATE-----\n"),
);
clean(
  "certificate-authority-data long",
  "    certificate-authority-data: " +
    btoa("-----BEGIN CERTIFICATE-----\n" + key(64 * 30, BASE64) + "\n-----END CERTIFICATE-----\n"),
);

// ---------------------------------------------------------------------------------------------
// More look-alikes of the families above: tables of hashes, names, counts, cache and object keys,
// password hashes; digests after a long line; hex and base64 of plain text; public certificates.
const MORE_CLEAN: Array<[string, string]> = [
  [
    "table of commits",
    `| Commit | Author | Message |\n|---|---|---|\n| ${key(40, HEX)} | dev | fix |\n| ${
      key(7, HEX)
    } | ops | ci |`,
  ],
  [
    "table of masked keys",
    `| Service | API Key | Status |\n|---|---|---|\n| OpenAI | sk-...${
      key(4)
    } | active |\n| Stripe | sk_live_**** | revoked |`,
  ],
  [
    "table of key names",
    `| Key | Description |\n|---|---|\n| OPENAI_API_KEY | OpenAI key |\n| STRIPE_SECRET_KEY | Stripe secret |`,
  ],
  [
    "table of token counts",
    `| Model | Tokens | Cost |\n|---|---|---|\n| gpt-4o | 128000 | $2.50 |\n| claude | 200000 | $3.00 |`,
  ],
  [
    "table of redis keys",
    `| Key | TTL |\n|---|---|\n| session:${key(24, HEX)} | 3600 |\n| cache:user:42 | 60 |`,
  ],
  [
    "table of s3 keys",
    `| Key | Size |\n|---|---|\n| uploads/2026/IMG_${key(6, "0123456789")}.JPG | 2 MB |`,
  ],
  [
    "table of secret names",
    `| Secret | Created |\n|---|---|\n| DB_PASSWORD | 2026-01-02 |\n| api-token-prod | 2026-02-03 |`,
  ],
  [
    "table of env var references",
    `| Variable | Token |\n|---|---|\n| GH | \`$GITHUB_TOKEN\` |\n| NPM | \`\${NPM_TOKEN}\` |`,
  ],
  ["table of uuids under key", `| Key | Value |\n|---|---|\n| ${uuid()} | enabled |`],
  // (A table of users' bcrypt hashes and a CSV's `password_hash` column go since t-red36, by
  // decision: shapes_thirty_rest_test.ts.)
  ["csv with token counts", `date,prompt_tokens,completion_tokens\n2026-01-01,1234,567`],
  ["csv with key column of names", `key,value\nlog_level,debug\nmax_tokens,4096`],
  [
    "shortcut table",
    `| Key | Action |\n|---|---|\n| Ctrl+Alt+F12 | format |\n| Cmd+Shift+P7 | palette |`,
  ],
  [
    "git ls-remote after a long line",
    `$ git ls-remote origin --heads main --tags v1 v2 v3 --refs origin/main origin/dev\n${
      key(40, HEX)
    }\trefs/heads/main`,
  ],
  ["wrapped base64 image", `data:image/png;base64,${key(76, BASE64)}\n${key(76, BASE64)}`],
  [
    "aws docs example keys",
    "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  ],
  [
    "google oauth client id",
    "GOOGLE_CLIENT_ID=1234567890-" + key(32, "abcdefghijklmnopqrstuvwxyz0123456789") +
    ".apps.googleusercontent.com",
  ],
  ["npm integrity", `"integrity": "sha512-${key(86, BASE64)}=="`],
  ["docker digest", `FROM node:20@sha256:${key(64, HEX)}`],
  [
    "git lfs pointer",
    `version https://git-lfs.github.com/spec/v1\noid sha256:${key(64, HEX)}\nsize 12345`,
  ],
  [
    "hex of prose",
    `payload_hex: ${
      [..."hello world, this is only a test"].map((c) => c.charCodeAt(0).toString(16)).join("")
    }`,
  ],
  [
    "base64 of a json config",
    `CONFIG=${btoa('{"region":"eu-west-1","replicas":3,"debug":false}')}`,
  ],
  ["echo base64 decode of a name", `echo ${btoa("my-app-service-account")} | base64 -d`],
  ["login call with env", `smtp.login(os.environ["SMTP_USER"], os.environ["SMTP_PASS"])`],
  ["python hex digest var", `checksum_hex = hashlib.sha256(data).hexdigest()`],
  ["token_b64 reference", `token_b64 = base64.b64encode(token.encode())`],
  [
    "kubeconfig cert data",
    `    certificate-authority-data: ${
      btoa("-----BEGIN CERTIFICATE-----\n" + key(64, BASE64) + "\n-----END CERTIFICATE-----\n")
    }`,
  ],
  [
    "pem public key b64",
    `PUBKEY_B64=${
      btoa("-----BEGIN PUBLIC KEY-----\n" + key(64, BASE64) + "\n-----END PUBLIC KEY-----\n")
    }`,
  ],
  ["github actions secret ref", "password: ${{ secrets.REGISTRY_PASSWORD }}"],
  ["sentry-free dsn text", "See https://docs.sentry.io/ for the DSN format"],
  [
    "prose with wrapped long line",
    "This is a long sentence in a log that keeps going until the terminal wraps it at eighty cols\nand continues here with more words.",
  ],
  ["ansible vault", "$ANSIBLE_VAULT;1.1;AES256\n" + key(80, HEX) + "\n" + key(80, HEX)],
  ["python unittest login", `self.client.login(username="admin", password="password")`],
  ["go test table", `{name: "valid", input: "${uuid()}", want: true},`],
  [
    "minified js",
    `!function(e){var t={};function n(r){if(t[r])return t[r].exports;var o=t[r]={i:r,l:!1,exports:{}}}}(${
      key(30)
    });`,
  ],
];

for (const [label, text] of MORE_CLEAN) clean(label, text);
