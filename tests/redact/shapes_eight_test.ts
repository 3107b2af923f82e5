/**
 * The shapes fixed after held-out corpus eight (docs/redaction.md, "Held-out corpus eight"), each
 * tried in generated variants — other names, vendors, values, languages and quoting — rather than
 * as the corpus's one case, next to the look-alikes each must leave alone. A variant is caught when
 * no piece of its secret is left, as written and inside a JSONL record; a look-alike must come out
 * byte for byte both ways.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { ALNUM, BASE64, BASE64URL, fake, HEX } from "./_fakes.ts";
import { asRecord, piecesGone } from "./_heldout.ts";

const LOWER_DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789";
let seed = 5100;
const pw = () => fake(6, ALNUM, seed++) + "%" + fake(7, ALNUM, seed++) + "7";
const key = (n = 40, alphabet = ALNUM) => fake(n, alphabet, seed++);

/** A JWT with these claims and a random signature. */
function jwtOf(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) =>
    btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return b64({ alg: "HS256", typ: "JWT" }) + "." + b64(claims) + "." + key(43, BASE64URL);
}

const SECRETS: Array<{ label: string; text: string; pieces: string[] }> = [];
const add = (label: string, make: (v: string) => string, value: string) =>
  SECRETS.push({ label, text: make(value), pieces: [value] });

// An aligned Terraform/HCL attribute (the corpus-eight regression), whatever sits beside it.
for (const [engine, name] of [["postgres", "password"], ["mysql", "master_password"]]) {
  for (const pad of [" ", "       ", "\t"]) {
    add(
      `aligned ${name} beside engine ${engine} (${JSON.stringify(pad)})`,
      (v) =>
        `resource "aws_db_instance" "main" {\n  engine${pad}  = "${engine}"\n  ${name}${pad}= "${v}"\n}`,
      pw(),
    );
  }
}
// Names that say secret in more words, in several languages.
for (const name of ["PrimaryKey", "secondary_key", "accountKey", "subscription-key", "writeKey"]) {
  add(
    `JSON "${name}"`,
    (v) => `{\n  "${name}": "${v}",\n  "Database": "orders"\n}`,
    key(44, BASE64),
  );
  add(
    `JS ${name}:`,
    (v) => `init({ ${name.replace(/-/g, "_")}: "${v}", dataset: "api" });`,
    key(22),
  );
}
add("kubeconfig client-key-data", (v) => `  user:\n    client-key-data: ${v}`, key(200, BASE64));
add("C# indexer header", (v) => `headers["Ocp-Apim-Subscription-Key"] = "${v}";`, key(32, HEX));
// A header set by name, in Java, Kotlin, Go-style adders.
for (const call of ["conn.setRequestProperty", "request.addHeader", "req.setHeader"]) {
  for (const header of ["X-Api-Key", "X-Auth-Token", "Api-Key"]) {
    add(`${call}("${header}", …)`, (v) => `${call}("${header}", "${v}");`, key(36, LOWER_DIGITS));
  }
}
// curl's user with a quoted password.
for (const q of ["'", '"']) {
  for (const user of ["admin", "elastic", "ci-bot"]) {
    add(
      `curl -u ${user}:${q}…${q}`,
      (v) => `curl -u ${user}:${q}${v}${q} https://es.acme.io`,
      pw(),
    );
  }
}
// Other literal forms under a secret name.
for (const name of ["token", "api_key", "client_secret"]) {
  add(`Rust ${name} String::from`, (v) => `let ${name} = String::from("${v}");`, key());
}
for (const [name, prefix] of [["FERNET_KEY", "b"], ["SIGNING_SECRET", "rb"], ["api_token", "B"]]) {
  add(`Python ${prefix}"…" under ${name}`, (v) => `${name} = ${prefix}"${v}"`, key(43, BASE64URL));
}
for (const q of ["'''", '"""']) {
  add(`triple quotes ${q}`, (v) => `[webhook]\nsecret = ${q}${v}${q}`, key(48));
}
for (const name of ["API_SECRET", "WIFI_PASSWORD", "AUTH_TOKEN"]) {
  add(`#define ${name}`, (v) => `#define ${name} "${v}"`, key(32, HEX));
}
for (const env of ["STRIPE_KEY", "GITHUB_TOKEN"]) {
  add(`Ruby ENV.fetch("${env}") { … }`, (v) => `x = ENV.fetch("${env}") { "${v}" }`, key());
}
// A list under a plural secret name.
for (const name of ["api_keys", "ALLOWED_TOKENS", "webhookSecrets"]) {
  const [a, b] = [key(32, HEX), key(40)];
  SECRETS.push({
    label: `list under ${name}`,
    text: `{"${name}": ["${a}", "${b}"]}`,
    pieces: [a, b],
  });
}
// vault kv put / vault write.
for (
  const cmd of ["vault kv put secret/app", "vault kv patch -mount=kv app", "vault write db/creds"]
) {
  const [a, b] = [key(16), pw()];
  SECRETS.push({
    label: cmd,
    text: `${cmd} stripe_key=${a} db_password='${b}' ttl=1h`,
    pieces: [a, b],
  });
}
// Redis MONITOR lines.
for (const user of ['"default" ', '"app" ', ""]) {
  add(
    `MONITOR AUTH ${user || "(no user)"}`,
    (v) => `1732700000.123456 [0 10.0.0.12:51234] "AUTH" ${user}"${v}"`,
    pw(),
  );
}
// A REPL printing a setting named for a secret.
add(">>> settings.SECRET_KEY", (v) => `>>> settings.SECRET_KEY\n'${v}'`, key(50, LOWER_DIGITS));
add(">>> os.environ['API_TOKEN']", (v) => `>>> os.environ['API_TOKEN']\n'${v}'`, key());
add("> process.env.OPENAI_API_KEY", (v) => `> process.env.OPENAI_API_KEY\n'${v}'`, key());
add("irb ENV[…]", (v) => `irb(main):001:0> ENV["STRIPE_SECRET"]\n=> "${v}"`, key());
// A key given alone to a client of any vendor.
for (const cls of ["Logtail", "Courier", "Acme.Client"]) {
  add(`new ${cls}("<key>")`, (v) => `const c = new ${cls}("${v}");`, "Ab1" + key(24));
}
for (const call of ["messagebird.initClient", "sdk.initialize", "acme.initWithKey"]) {
  add(`${call}("<key>")`, (v) => `${call}('${v}')`, "xY9" + key(25));
}
for (const cls of ["MeiliClient", "SearchClient", "acme.ApiClient"]) {
  const uuid = [8, 4, 4, 4, 12].map((n) => key(n, HEX)).join("-");
  add(`${cls}(<url>, <uuid>)`, (v) => `client = ${cls}("http://localhost:7700", "${v}")`, uuid);
}
// A secret-named setting given to a CLI's `config set`.
for (
  const [cli, name] of [["atlas", "private_api_key"], ["acme", "auth.token"], [
    "tool",
    "client_secret",
  ]]
) {
  add(`${cli} config set ${name}`, (v) => `${cli} config set ${name} ${v}`, key(36, LOWER_DIGITS));
}
// Webhook URLs with a token path, bot tokens in a URL path, age keys.
for (const host of ["chat.acme.io", "mm.example.org", "rocket.acme.io"]) {
  add(`hooks on ${host}`, (v) => `url: https://${host}/hooks/${v}`, key(26, LOWER_DIGITS));
}
for (const tail of [33, 35, 37]) {
  add(
    `telegram bot URL (AA + ${tail})`,
    (v) => `GET https://api.telegram.org/bot${v}/sendMessage`,
    "5" + key(9, "0123456789") + ":AA" +
      key(tail, BASE64URL),
  );
}
add(
  "age key any upper case",
  (v) => `# public key: age1xyz\n${v}`,
  "AGE-SECRET-KEY-1" + key(58, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
);
// Android meta-data.
for (
  const name of ["com.bugsnag.android.API_KEY", "io.sentry.auth.TOKEN", "com.acme.CLIENT_SECRET"]
) {
  add(
    `meta-data ${name}`,
    (v) => `<meta-data android:name="${name}" android:value="${v}"/>`,
    key(32, HEX),
  );
}
// Escaped quotes in a YAML single-quoted value.
add(
  "yaml '' in a password",
  (v) => `password: '${v}'`,
  fake(8, ALNUM, seed++) + "''" + fake(8, ALNUM, seed++),
);
// A password in a sentence.
for (
  const [lead, tail] of <Array<[string, string]>> [["set the password to ", " and retry"], [
    "the db password is ",
    ".",
  ], [
    "changed my passphrase to ",
    " yesterday",
  ]]
) {
  add(`prose: ${lead.trim()}`, (v) => lead + v + tail, pw());
  add(`prose in backticks: ${lead.trim()}`, (v) => lead + "`" + v + "`" + tail, pw());
}

const CLEAN: Array<[string, string]> = [
  [
    "aligned password from a resource",
    'resource "x" "y" {\n  password       = random_password.db.result\n}',
  ],
  ["aligned password interpolated", '  password       = "${var.db_password}"'],
  ["jwt.io example", jwtOf({ sub: "1234567890", name: "John Doe", iat: 1516239022 })],
  ["jwt.io example with admin claim", jwtOf({ sub: "1234567890", name: "John Doe", admin: true })],
  [
    "supabase anon key under VITE_",
    "VITE_SUPABASE_ANON_KEY=" + jwtOf({ iss: "supabase", role: "anon" }),
  ],
  ["supabase anon key in code", 'createClient(url, "' + jwtOf({ role: "anon", ref: "abc" }) + '")'],
  ["nil UUID as an example key", "X-Api-Key: 00000000-0000-0000-0000-000000000000"],
  ["nil UUID under api_key", 'api_key = "00000000-0000-0000-0000-000000000000"'],
  ["secret name after --secret", "gcloud secrets versions access latest --secret=stripe-api-key"],
  ["secret name after --secret (snake)", "gcloud functions deploy f --secret db_webhook_secret"],
  ["lexer token enum", '{ "token": "NUMBER", "value": "42" }'],
  ["lexer token enum (snake)", "{ token: 'LEFT_PAREN', line: 3 }"],
  ["nextPageToken", '{"nextPageToken": "' + key(40) + '"}'],
  ["page_token", 'params = {"page_token": "' + key(32) + '"}'],
  ["continuationToken", 'continuationToken: "' + key(30) + '"'],
  ["netrc comment in a record", "machine gitlab.com\n  login bot\n# password is in the keychain"],
  ["primaryKey as a schema word", '{ "primaryKey": "order_id" }'],
  ["list of secret names", 'required_secrets = ["DB_PASSWORD", "STRIPE_KEY"]'],
  ["lexer tokens list", '"tokens": ["if", "else", "while"]'],
  ["an ObjectId", 'db.find({ _id: new ObjectId("' + key(24, HEX) + '") })'],
  ["a ULID", 'new Ulid("01ARZ3NDEKTSV4RRFFQ69G5FAV")'],
  ["a widget name", 'new Widget("primary-button-large-2")'],
  ["a client with a content type", 'HttpClient("http://localhost:8080", "application/json")'],
  ["config set of a plain setting", "atlas config set output json"],
  ["vault kv get", "vault kv get -mount=secret app"],
  ["vault kv put of plain names", "vault kv put secret/app username=deploy ttl=1h policies=ci"],
  ["vault kv put from a file", "vault kv put secret/tls cert=@tls.crt key=@tls.key"],
  ["a git hook", "cp scripts/pre-commit .git/hooks/pre-commit"],
  ["an API hooks path", "GET /api/v4/projects/42/hooks/17"],
  [
    "Android resource reference",
    '<meta-data android:name="com.acme.API_KEY" android:value="@string/acme_key"/>',
  ],
  ["a request header that is no secret", 'conn.setRequestProperty("Accept", "application/json");'],
  ["REPL error", ">>> settings.SECRET_KEY\nTraceback (most recent call last):"],
  ["REPL setting not secret", ">>> settings.TOKEN_TTL\n3600"],
  ["password in prose, no value", "the password is required for the admin"],
  ["password library version", "we bumped the password hasher to v2.3.1"],
  ["password in backticks is a variable", "the password to `$PGPASSWORD` is read at start"],
  ["String::from a word", 'let token = String::from("Bearer");'],
  ["bytes prompt", 'PASSWORD_PROMPT = b"Password: "'],
  ["#define a length", "#define API_SECRET_LEN 32"],
];

for (const c of SECRETS) {
  Deno.test(`eight shape caught: ${c.label}`, () => {
    for (const text of [c.text, asRecord(c.text)]) {
      const out = redact(text).text;
      assert.ok(piecesGone(out, c.pieces, text), `${c.label}: a piece survives`);
    }
  });
}

for (const [label, text] of CLEAN) {
  Deno.test(`eight shape left alone: ${label}`, () => {
    assert.equal(redact(text).text, text);
    assert.equal(redact(asRecord(text)).text, asRecord(text));
  });
}
