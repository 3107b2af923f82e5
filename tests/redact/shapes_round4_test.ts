/**
 * Round four of the shapes that generalise (docs/redaction.md, "Shapes that generalise, round
 * four"): whole families of ways a secret shows up in a coding-assistant transcript that a writer
 * who has not seen the rules is likely to produce next, each in generated variants (seeded: other
 * names, vendors, values, layouts and formats), next to the clean look-alikes each family must
 * leave alone. A variant is caught when no piece of its secret is left, as written and inside a
 * JSONL record; a look-alike must come out byte for byte both ways.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { ALNUM, BASE64, BASE64URL, fake, HEX } from "./_fakes.ts";
import { asRecord, piecesGone } from "./_heldout.ts";

let seed = 10_400;
const SYMBOLS = ["!", "#", "%", "@", "^", "*", ".", "-"];
const pw = () => fake(6, ALNUM, seed++) + SYMBOLS[seed % SYMBOLS.length] + fake(7, ALNUM, seed++);
const key = (n = 40, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hexOf = (s: string) =>
  [...new TextEncoder().encode(s)].map((b) => b.toString(16).padStart(2, "0")).join("");

const SECRETS: Array<{ label: string; text: string; pieces: string[] }> = [];
const add = (label: string, make: (v: string) => string, value: string) =>
  SECRETS.push({ label, text: make(value), pieces: [value] });
const CLEAN: Array<[string, string]> = [];
const clean = (label: string, text: string) => CLEAN.push([label, text]);

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
  const [head, sep] of [["password", ","], ["api_token", ","], ["secret", ","], ["Password", ";"]]
) {
  const [a, b] = [pw(), key(40)];
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
  "| Key | Value |\n|---|---|\n| request_id | " + crypto.randomUUID() + " |",
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
// Config formats.
const CONFIGS: Array<[string, (v: string) => string]> = [
  ["TOML section", (v) => `[database]\nhost = "db.internal"\npassword = "${v}"`],
  ["INI section", (v) => `[smtp]\nuser = mailer\npassword = ${v}`],
  ["properties", (v) => `spring.datasource.password=${v}`],
  ["HCL", (v) => `resource "x" "y" {\n  admin_password = "${v}"\n}`],
  ["XML element", (v) => `<config><apiKey>${v}</apiKey></config>`],
  [
    "XML attribute",
    (v) => `<add name="Db" connectionString="Server=db;User Id=app;Password=${v};" />`,
  ],
  [".npmrc", (v) => `//registry.npmjs.org/:_password=${btoa(v)}`],
  [".pypirc", (v) => `[pypi]\nusername = __token__\npassword = ${v}`],
  ["netrc", (v) => `machine api.acme.io login deploy password ${v}`],
  ["git credential URL", (v) => `https://deploy:${v}@git.acme.io/team/repo.git`],
  ["yaml nested", (v) => `spring:\n  datasource:\n    password: ${v}`],
  ["env quoted", (v) => `export DB_PASSWORD="${v}"`],
  ["docker compose env", (v) => `    environment:\n      - POSTGRES_PASSWORD=${v}`],
  ["wp-config define", (v) => `define( 'DB_PASSWORD', '${v}' );`],
  ["pgpass", (v) => `db.internal:5432:app:app:${v}`],
  ["redis conf", (v) => `requirepass ${v}`],
  ["mongo uri", (v) => `mongodb+srv://app:${v}@cluster0.abcde.mongodb.net/test`],
];
for (const [label, make] of CONFIGS) add(`config: ${label}`, make, pw());
add(
  "docker config.json auths",
  (x) => `{"auths": {"ghcr.io": {"auth": "${x}"}}}`,
  btoa("ci:" + pw()),
);

// ---------------------------------------------------------------------------------------------
// What CLIs print.
add(
  "kubectl get secret -o yaml",
  (x) => `apiVersion: v1\ndata:\n  password: ${x}\n  username: YWRtaW4=\nkind: Secret`,
  btoa(pw()),
);
add(
  "heroku config",
  (x) =>
    `=== acme-api Config Vars\nDATABASE_URL: postgres://u:${x}@ec2.compute.amazonaws.com:5432/d\nLOG_LEVEL:    info`,
  pw(),
);
add(
  "heroku config api key",
  (x) => `=== acme-api Config Vars\nSTRIPE_SECRET_KEY: ${x}\nLOG_LEVEL:         info`,
  key(40),
);
add(
  "vercel env pull",
  (x) => `# Created by Vercel CLI\nVERCEL_ENV="development"\nDATABASE_PASSWORD="${x}"`,
  pw(),
);
add("docker inspect env", (x) => `"Env": [\n  "PATH=/usr/bin",\n  "REDIS_PASSWORD=${x}"\n]`, pw());
add("helm get values", (x) => `USER-SUPPLIED VALUES:\nauth:\n  rootPassword: ${x}`, pw());
clean(
  "aws configure list masked",
  "      Name                    Value             Type    Location\n   access_key     ****************ABCD shared-credentials-file\n   secret_key     ****************wxyz shared-credentials-file",
);
clean(
  "gh auth status masked",
  "github.com\n  ✓ Logged in to github.com account dev (keyring)\n  - Token: gho_************************************",
);

// ---------------------------------------------------------------------------------------------
// Stack traces and log lines printing connection strings.
const TRACES: Array<[string, (v: string) => string]> = [
  [
    "sqlalchemy",
    (v) => `sqlalchemy.exc.OperationalError: could not connect (postgresql://app:${v}@db:5432/app)`,
  ],
  ["redis", (v) => `Error: connect ECONNREFUSED redis://:${v}@127.0.0.1:6379`],
  ["amqp", (v) => `pika.exceptions.AMQPConnectionError: amqp://guest:${v}@rabbit:5672/%2F`],
  ["jdbc query", (v) => `java.sql.SQLException: jdbc:postgresql://db/app?user=app&password=${v}`],
  [
    "ado",
    (v) =>
      `SqlException: Server=tcp:db.database.windows.net;Database=app;User ID=app;Password=${v};Encrypt=True`,
  ],
  [
    "log dsn",
    (v) => `2026-11-27T10:00:00Z INFO connecting to mysql://root:${v}@10.0.0.5:3306/shop`,
  ],
];
for (const [label, make] of TRACES) add(`trace: ${label}`, make, pw());

// ---------------------------------------------------------------------------------------------
// Code in ten languages assigning to a field named for a secret.
const CODE: Array<[string, (v: string) => string]> = [
  ["python", (v) => `client = Client(api_key="${v}")`],
  ["javascript", (v) => `const config = { apiKey: "${v}", region: "eu" };`],
  ["typescript", (v) => `private readonly clientSecret: string = "${v}";`],
  ["go", (v) => `cfg := Config{APIKey: "${v}", Timeout: 5}`],
  ["rust", (v) => `let token = String::from("${v}");`],
  ["java", (v) => `private static final String API_SECRET = "${v}";`],
  ["csharp", (v) => `options.ClientSecret = "${v}";`],
  ["kotlin", (v) => `val apiKey = "${v}"`],
  ["swift", (v) => `let apiToken = "${v}"`],
  ["ruby", (v) => `config.secret_key_base = '${v}'`],
  ["php", (v) => `'api_key' => '${v}',`],
  ["elixir", (v) => `config :app, App.Repo, password: "${v}"`],
  ["dart", (v) => `const String apiKey = '${v}';`],
  ["scala", (v) => `val dbPassword = "${v}"`],
  ["lua", (v) => `local api_token = "${v}"`],
];
for (const [label, make] of CODE) add(`code: ${label}`, make, key(32));
clean("code: reading a secret", 'val apiKey = System.getenv("API_KEY")');
clean("code: a key name", 'const apiKeyHeader = "X-Api-Key";');

// ---------------------------------------------------------------------------------------------
// Secrets in URLs' query strings.
for (
  const param of [
    "api_key",
    "apikey",
    "access_token",
    "token",
    "client_secret",
    "password",
    "private_token",
    "auth",
  ]
) {
  add(
    `query ${param}=`,
    (x) => `curl "https://api.acme.io/v1/items?limit=10&${param}=${x}&page=2"`,
    key(32),
  );
}
add(
  "azure sas sig",
  (x) =>
    `https://acme.blob.core.windows.net/c/f.zip?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-01T00:00:00Z&sig=${
      encodeURIComponent(x)
    }`,
  key(43, BASE64) + "=",
);
clean(
  "query with public params",
  "https://api.acme.io/v1/items?limit=10&page=2&sort=created_at&token_type=bearer",
);
clean("query pagination token", "https://api.acme.io/v1/items?page_token=" + key(24));

// ---------------------------------------------------------------------------------------------
// Vendor key formats.
const VENDORS: Array<[string, string]> = [
  ["gitlab", "glp" + "at-" + key(20, BASE64URL)],
  ["github fine-grained", "github" + "_pat_" + key(22) + "_" + key(59)],
  ["openai project", "sk-" + "proj-" + key(48, BASE64URL) + "T3Blbk" + "FJ" + key(48, BASE64URL)],
  ["anthropic", "sk-" + "ant-api03-" + key(93, BASE64URL) + "AA"],
  ["google api", "AI" + "za" + key(35, BASE64URL)],
  ["sendgrid", "SG" + "." + key(22, BASE64URL) + "." + key(43, BASE64URL)],
  ["shopify", "shp" + "at_" + key(32, HEX)],
  ["npm", "np" + "m_" + key(36)],
  ["digitalocean", "dop" + "_v1_" + key(64, HEX)],
  ["huggingface", "h" + "f_" + key(34)],
  ["groq", "gs" + "k_" + key(52)],
  ["linear", "lin" + "_api_" + key(40)],
  ["stripe restricted", "rk" + "_live_" + key(99)],
  ["doppler", "dp" + ".st." + key(43)],
  ["databricks", "dap" + "i" + key(32, HEX)],
];
for (const [label, v] of VENDORS) {
  add(`vendor: ${label} in prose`, (x) => `here is the key I used: ${x} — works`, v);
}

// ---------------------------------------------------------------------------------------------
// Look-alikes every family must leave alone.
clean("uuid list", "ids: " + [1, 2, 3].map(() => crypto.randomUUID()).join(", "));
clean(
  "commit SHAs in log",
  "commit " + key(40, HEX) + "\nAuthor: Dev <dev@acme.io>\n\n    fix: token refresh",
);
clean(
  "sha256 checksums",
  key(64, HEX) + "  ctx-linux-x64.tar.gz\n" + key(64, HEX) + "  ctx-darwin-arm64.tar.gz",
);
clean(
  "placeholders in env",
  "API_KEY=your-api-key-here\nDB_PASSWORD=changeme\nSECRET_KEY=<secret>",
);
clean(
  "public ids",
  "STRIPE_PUBLISHABLE_KEY=pk" + "_test_TYooMQauvdEDq54NiTphI7jx\nNEXT_PUBLIC_POSTHOG_KEY=phc_" +
    key(43),
);

// ---------------------------------------------------------------------------------------------
for (const c of SECRETS) {
  Deno.test(`round four shape caught: ${c.label}`, () => {
    for (const text of [c.text, asRecord(c.text)]) {
      const out = redact(text).text;
      assert.ok(piecesGone(out, c.pieces, text), `${c.label}: a piece survives`);
    }
  });
}

for (const [label, text] of CLEAN) {
  Deno.test(`round four shape left alone: ${label}`, () => {
    assert.equal(redact(text).text, text);
    assert.equal(redact(asRecord(text)).text, asRecord(text));
  });
}
