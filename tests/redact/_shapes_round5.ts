/**
 * Round five's families (docs/redaction.md, "Shapes that generalise, round five"), as generated
 * variants: a secret with no name right before it but a word near it that says secret (in chat,
 * in code, in tool output, one or two lines below), the answer to a prompt, a token as a URL's
 * user, psql and MySQL tables and exports under a key column, short and percent-encoded `?key=`
 * values, configuration lines other rules read short, base64 that starts with `/`, a dotted
 * random password under a camel-cased name. Next to them, the look-alikes each family must leave
 * alone: digests, commit SHAs, cache keys, UUIDs of public things, public keys and their blocks,
 * encrypted values, object ids, placeholders, identifiers, paths, documented examples.
 */
import { ALNUM, BASE64, fake, HEX } from "./_fakes.ts";

let seed = 50500;
const key = (n = 40, alphabet = ALNUM) => fake(n, alphabet, seed++);
const uuid = () =>
  [8, 4, 4, 4, 12].map((n) => fake(n, HEX, seed++)).join("-").replace(/^(.{14})./, "$14");
const SYMBOLS = ["&", "!", "#", "-", "%", "@", "^", "*"];
const pw = () => fake(6, ALNUM, seed++) + SYMBOLS[seed % SYMBOLS.length] + fake(7, ALNUM, seed++);
const LOWER = "abcdefghijklmnopqrstuvwxyz";

export interface Variant {
  label: string;
  text: string;
  pieces: string[];
}
export const SECRETS: Variant[] = [];
const add = (label: string, make: (v: string) => string, value: string) =>
  SECRETS.push({ label, text: make(value), pieces: [value] });

// A value in chat or code with the word that says secret before it on its line.
const WORDS = ["key", "API key", "token", "access token", "secret", "credentials", "auth token"];
const VALUES = [
  () => key(32, HEX),
  () => key(40),
  () => "A" + key(42, ALNUM + "-_"),
  () => key(24),
];
const SAME_LINE: Array<(w: string) => (v: string) => string> = [
  (w) => (v) => `ok here is my ${w}, can you check why the call 401s? ${v}`,
  (w) => (v) => `I tried both ${w.replace(/s?$/, "s")} (${v} and the older one) and both fail`,
  (w) => (v) => `${w} for staging (rotate after the demo): ${v}`,
  (w) => (v) => `    rotate the mailer ${w} (old one ${v} leaked in #ops)`,
  (w) => (v) => `\x1b[1m${w}:\x1b[0m \x1b[32m${v}\x1b[0m`,
  (w) => (v) => `// TODO(jlee): move the ${w} to vault before launch — ${v}`,
  (w) => (v) => `- [ ] revoke the ${w} \`${v}\` once CI is green`,
];
SAME_LINE.forEach((template, t) =>
  WORDS.forEach((w, i) => add(`same line ${t}: ${w}`, template(w), VALUES[(t + i) % 4]!()))
);
for (const v of [() => key(40), () => key(32, HEX)]) {
  add("f-string header", (s) => `headers={"Authorization": f"Bearer {'${s}'}"}`, v());
  add("template literal", (s) => `const auth = Buffer.from(\`jenkins:${s}\`);`, v());
  add("keyfile in a comment", (s) => `# keyfile contents: ${s}`, key(120, BASE64));
  add("decoder argument", (s) => `signing_key = SigningKey(b64decode("${s}="))`, key(43, BASE64));
}

// A value alone on its line, one or two lines under the word.
for (const w of ["key", "token", "secret", "password"]) {
  add(`next line: ${w}`, (v) => `here is the new ${w}:\n\n  ${v}`, key(40));
  add(`fenced: ${w}`, (v) => `the ${w} is below\n\`\`\`\n${v}\n\`\`\``, key(32, HEX));
  add(
    `list item: ${w}`,
    (v) => `${w}s:\n  - name: ci\n    value: ${v}`,
    key(40, w === "key" ? ALNUM : HEX),
  );
}
add(
  "implicit concatenation",
  (v) => `SECRET_KEY = (\n    "${v}"\n    "${key(40, HEX)}"\n)`,
  key(40, HEX),
);

// Prompts, with their hint between the label and the answer.
add("prompt hint after", (v) => `? Private API Key: [? for help] ${v}`, uuid());
add("prompt hint before", (v) => `Enter your access token (input hidden): ${v}`, key(40));
add("prompt password", (v) => `Database password [leave empty for none]: ${v}`, pw());

// A token as a URL's user.
for (const scheme of ["nats", "https", "redis", "amqps"]) {
  add(`url user ${scheme}`, (v) => `connect to ${scheme}://${v}@broker.internal:4222/x`, key(24));
}

// psql and MySQL tables, exports with a UUID under a key column.
for (const column of ["api_key", "token", "client_secret"]) {
  add(
    `psql table ${column}`,
    (v) =>
      ` id |  name  | ${column.padEnd(40)} | active\n----+--------+-${
        "-".repeat(40)
      }-+--------\n  1 | acme   | ${v} | t\n(1 row)`,
    key(40),
  );
  add(
    `mysql table ${column}`,
    (v) =>
      `+----+-------+${"-".repeat(42)}+\n| id | name  | ${column.padEnd(40)} |\n+----+-------+${
        "-".repeat(42)
      }+\n|  1 | acme  | ${v} |\n+----+-------+${"-".repeat(42)}+`,
    key(40),
  );
  add(`csv uuid ${column}`, (v) => `name,${column},created\nmail,${v},2026-11-02`, uuid());
}

// Query keys: short mixed, percent-encoded base64.
add("short query key", (v) => `url: https://api.render.com/deploy/srv-x?key=${v}`, "QyaZi_qKKxE");
add("short query key 2", (v) => `GET /v1/send?key=${v}&to=1`, "pQ7xKw_TbNm");
const b64 = key(20) + "/" + key(20);
SECRETS.push({
  label: "percent-encoded query key",
  text: `https://api.example-sms.com/send?key=${b64.replace("/", "%2F")}%3D%3D&to=1`,
  pieces: b64.split("/"),
});

// Configuration lines.
for (const name of ["ldap_default_authtok", "db_password", "smtp_secret", "password"]) {
  add(`config line ${name}`, (v) => `[main]\n${name} = ${v}\nport = 389`, pw());
}
for (const group of ["gamq adct zufi rmwv", "xqvk pzlr tnbw hjcs"]) {
  add("msmtp app password", (v) => `account gmail\nuser me@gmail.com\npassword ${v}`, group);
  add("app password in prose", (v) => `the app password is ${v}`, group);
}

// Base64 that starts with `/`; a dotted random password under a camel-cased name.
add("base64 with a slash", (v) => `env:\n  SIGNING_KEY: ${v}`, "/" + key(43, BASE64));
add("base64 with a slash 2", (v) => `export HMAC_SECRET=${v}`, "/" + key(31, BASE64) + "=");
add("dotted admin password", (v) => `auth:\n  adminPassword: ${v}`, "Wkfxaj.nNOrCl5");
add("dotted root password", (v) => `mariadb:\n  rootPassword: ${v}`, "hQ2pXr.kTwZb9m");

// (user, password) pairs in code; what `base64 FILE` prints of a key file.
add("pairs in a list", (v) => `USERS = [("admin", "${v}"), ("viewer", "x")]`, pw());
add("pairs in nested lists", (v) => `accounts = [['root', '${v}']]`, pw());
add("pairs as a set", (v) => `TEST_CREDENTIALS = {("deploy", "${v}")}`, pw());
for (const file of ["service-account.json", "server.key", "id_ed25519", "cert.p12", ".env"]) {
  add(
    `base64 of ${file}`,
    (v) => `$ base64 -w 76 ${file}\n${v}`,
    key(76, BASE64) + "\n" + key(76, BASE64) + "\n" + key(30, BASE64) + "==",
  );
}

/** Look-alikes, label → text: every one comes out byte for byte. */
export const CLEAN: Array<[string, string]> = [
  ["commit sha in prose", `fixed the token refresh (commit ${key(40, HEX)})`],
  [
    "commit line",
    `commit ${key(40, HEX)}\nAuthor: Dana <d@acme.io>\n\n    rotate the key handling`,
  ],
  ["cache key", `Cache restored from key: node-cache-Linux-x64-npm-${key(64, HEX)}`],
  ["cache key 2", `cache key: v1-deps-${key(40, HEX)}`],
  ["checksum under key", `SHA256 checksum of the key file:\n${key(64, HEX)}`],
  ["commit under label", `Commit SHA of the token fix:\n${key(40, HEX)}`],
  ["fingerprint", `The key fingerprint is SHA256:${key(43, BASE64)}.`],
  ["ssh public key", `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${key(43, BASE64)} deploy key`],
  ["public key below", `the public key is:\n${key(60, BASE64)}`],
  ["pem public key", `-----BEGIN PUBLIC KEY-----\n${key(64, BASE64)}\n-----END PUBLIC KEY-----`],
  ["integrity", `"node_modules/js-tokens": { "integrity": "sha512-${key(86, BASE64)}==" }`],
  ["key id uuid", `key id: ${uuid()} (the secret is in the vault)`],
  ["request id", `token request failed, request id ${uuid()}`],
  ["idempotency key", `Idempotency-Key: ${uuid()}`],
  ["image data", `icon_key: data:image/png;base64,iVBORw0KGgo${key(60, BASE64)}`],
  ["placeholder akid", "api key: AKIAXXXXXXXXXXXXXXXX"],
  ["placeholder angle", "token: <your-token>"],
  ["placeholder ref", "export TOKEN=${TOKEN}"],
  ["placeholder words", "key: YOUR_API_KEY_HERE"],
  ["object id", `token usage for call_${key(24)}: 1,204 in, 310 out`],
  ["object id 2", `tokens used by resp_${key(48, HEX)}: 812`],
  ["getter", `const token = getToken("${key(24)}")`],
  ["identifier", "the key handler TestCompactTranscriptHandler2024 passes"],
  ["identifier path", `"Key": "uploads/avatars/${key(40)}"`],
  ["client id", `createAuth0Client({ domain: "acme.auth0.com", clientId: "${key(32)}" })`],
  [
    "psql no secret column",
    ` id | name | key_type\n----+------+----------\n  1 | a    | ${key(24)}`,
  ],
  ["psql public key column", ` id | public_key\n----+-----------\n  1 | ${key(44, BASE64)}`],
  ["csv bare key uuid", `key,enabled\n${uuid()},true`],
  ["query word key", "GET /search?key=sortOrder&page=2"],
  ["query camel key", "GET /search?key=userName2&page=2"],
  ["config url", "token_url = https://auth.acme.io/token?a=1&b=2"],
  ["config policy", "password_policy = min=12;upper=1"],
  ["config reference", "db_password = ${DB_PASS};"],
  ["app password prose", "the password must have been sent over email"],
  ["path", "KEY_PATH: /etc/ssl/private/server.key"],
  ["path 2", "SSH_KEY: /home/runner/.ssh/id_ed25519"],
  ["path 3", "secret_dir: /Users/JohnSmithDev2024/keys"],
  ["dotted identifier", "password: config.dbPassword"],
  ["dotted identifier 2", "adminPassword: settings.adminPass2"],
  ["url user", "git clone https://oauth2@github.com/acme/app.git"],
  ["url user 2", "https://first.last@example.com"],
  ["sealed secret", `encryptedData:\n  password: AgB${key(300, BASE64)}`],
  ["ansible vault", `db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ${key(64, HEX)}`],
  ["pulumi secure", `  acme:dbPassword:\n    secure: v1:${key(16, BASE64)}:${key(40, BASE64)}`],
  ["jwt header", "Every token starts with eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 in the docs"],
  ["nonce", `auth nonce: ${key(32)}`],
  ["websocket key", `Sec-WebSocket-Key: ${key(22, BASE64)}==`],
  ["redis keys", `KEYS session:*\n1) "session:${key(32, HEX)}"`],
  ["md5 of the token file", `md5sum token.txt\n${key(32, HEX)}  token.txt`],
  ["pairs of names", 'USERS = [("admin", "Administrator"), ("viewer", "read-only")]'],
  ["pairs of hashes", `accounts = [("root", "$2b$12$${key(53, BASE64)}")]`],
  ["pairs of emails", 'users = [("ana", "ana@example.com"), ("bo", "2026-01-01")]'],
  ["base64 of an image", `$ base64 logo.png\n${key(76, BASE64)}\n${key(20, BASE64)}`],
  ["function name", "const applicationServerKey = urlBase64ToUint8Array(vapidPublicKey);"],
  ["lowercase words", `secret_name = ${fake(24, LOWER, 1)}`],
];
