/**
 * The shapes fixed after held-out corpus nine (docs/redaction.md, "Corpus nine after it was
 * seen"), each tried in generated variants — other names, tools, values and quoting — rather than
 * as the corpus's one case, next to the look-alikes each must leave alone. A variant is caught when
 * no piece of its secret is left, as written and inside a JSONL record; a look-alike must come out
 * byte for byte both ways.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { ALNUM, BASE64, fake, HEX } from "./_fakes.ts";
import { asRecord, piecesGone } from "./_heldout.ts";

let seed = 9100;
const SYMBOLS = ["&", "!", "#", "-", "%", "@", "^", "*"];
const pw = () => fake(6, ALNUM, seed++) + SYMBOLS[seed % SYMBOLS.length] + fake(7, ALNUM, seed++);
const key = (n = 40, alphabet = ALNUM) => fake(n, alphabet, seed++);

const SECRETS: Array<{ label: string; text: string; pieces: string[] }> = [];
const add = (label: string, make: (v: string) => string, value: string) =>
  SECRETS.push({ label, text: make(value), pieces: [value] });

// A login command's password flag, whatever symbol the password holds (`&` glued inside too).
for (
  const cli of ["docker login -u ci", "podman login --username bot", "helm registry login -u x"]
) {
  for (const flag of ["-p", "--password"]) {
    add(`${cli} ${flag}`, (v) => `${cli} ${flag} ${v} registry.acme.io`, pw());
  }
}
// What printenv / env print: the value is the rest of the line.
for (const name of ["PGPASSWORD", "SMTP_PASSWORD", "STRIPE_SECRET_KEY", "GH_TOKEN"]) {
  add(
    `printenv ${name}`,
    (v) => `$ env | grep -i ${name.slice(0, 4)}\n${name}=${v}\nHOME=/root`,
    fake(6, ALNUM, seed++) + "&" + fake(9, ALNUM, seed++),
  );
}
// PHP variables and properties named for a secret, camel-cased too.
for (const name of ["$dbPass", "$smtpPassword", "$this->apiToken", "$stripeSecret"]) {
  for (const q of ["'", '"']) {
    add(`PHP ${name} ${q}`, (v) => `${name} = ${q}${v}${q};`, pw().replace(/[$]/g, "x"));
  }
}
// HTTP Basic credentials wherever they are written.
for (const user of ["svc", "deploy", "ci-bot"]) {
  add(
    `nginx proxy_set_header Basic (${user})`,
    (v) => `    proxy_set_header Authorization "Basic ${v}";`,
    btoa(`${user}:${pw()}`),
  );
  add(
    `Basic in a sentence (${user})`,
    (v) => `I tried Basic ${v} but got 401`,
    btoa(`${user}:${pw()}`),
  );
}
// XML elements named for a secret: CDATA, and a string resource's name.
for (const tag of ["password", "dbPassword", "client_secret", "apiToken"]) {
  add(`<${tag}> CDATA`, (v) => `<${tag}><![CDATA[${v}]]></${tag}>`, pw());
}
for (const name of ["keystore_password", "key_password", "api_token", "signing_secret"]) {
  add(`<string name="${name}">`, (v) => `<string name="${name}">${v}</string>`, pw());
}
// Gradle signing settings.
for (const name of ["storePassword", "keyPassword", "uploadToken"]) {
  for (const q of ["'", '"']) {
    add(
      `Gradle ${name} ${q}`,
      (v) => `signingConfigs {\n  release {\n    ${name} ${q}${v}${q}\n  }\n}`,
      pw(),
    );
  }
}
// A password or key in a sentence.
for (
  const [lead, tail] of <Array<[string, string]>> [
    ["my password for the staging db is ", " if you need it"],
    ["the root password on prod was ", "."],
    ["The webhook signing secret is ", ", I rotated it yesterday."],
    ["our api token for ci is ", " for now"],
  ]
) {
  add(`prose: ${lead.trim()}`, (v) => lead + v + tail, pw());
}
for (const v of [key(32, HEX), key(40)]) add("prose: api key:", (x) => `api key: ${x}`, v);
// A key after prose that names it, five words away.
add(
  "prose: secret access key … is",
  (v) => `the secret access key they gave me is ${v} — still valid?`,
  key(40, BASE64),
);
// sk_live_/sk_test_ bodies in base64url (WorkOS and others), Discord ids in base64url.
for (const p of ["sk_live_", "sk_test_", "rk_live_"]) {
  add(`${p} base64url body`, (v) => `API_KEY=${v}`, p + key(20) + "_" + key(20) + "-" + key(20));
}
add(
  "discord token with _ in the id",
  (v) => `client.run("${v}")`,
  "MT" + key(10) + "_" + key(13) + ".G" + key(5) + "." + key(20) + "-" + key(17),
);
// Salesforce sessions, and two-factor recovery codes listed after their label.
for (const n of [12, 15]) {
  add(
    `salesforce session (org id ${n})`,
    (v) => `Access Token     ${v}`,
    "00D" + key(n) + "!AR" + key(100, BASE64),
  );
}
for (
  const label of ["Recovery codes:", "Your backup codes", "GitHub recovery codes (keep safe):"]
) {
  const codes = [
    key(5, "abcdefghjk23456789") + "-" + key(5, "mnpqrstu23456789"),
    key(8, "0123456789"),
  ];
  SECRETS.push({
    label: `codes after ${label}`,
    text: `${label}\n${codes.join("\n")}\n`,
    pieces: codes,
  });
}
// A shell value that holds a quote written as '\''.
for (const name of ["DB_PASS", "API_TOKEN", "client_secret"]) {
  const [a, b] = [key(8), key(10)];
  SECRETS.push({
    label: `shell '\\'' under ${name}`,
    text: `export ${name}='${a}'\\''${b}'`,
    pieces: [a, b],
  });
}
// A value under `secret=` that is no Vault path still goes.
add("secret= with a mixed-case value", (v) => `secret=${v}`, "secret/" + key(30));

const CLEAN: Array<[string, string]> = [
  ["docker login with stdin", "echo $TOKEN | docker login -u ci --password-stdin ghcr.io"],
  ["printenv of plain settings", "$ printenv\nHOME=/root\nTOKEN_TTL=3600\nLANG=C.UTF-8"],
  ["env of a secret file path", "DB_PASSWORD_FILE=/run/secrets/db"],
  ["query string with a token name", "curl 'https://x.io/cb?state=ab12&TOKEN_TYPE=bearer'"],
  ["PHP variable from input", "$password = $_POST['password'];"],
  ["PHP plain variable", "$passField = 'password';"],
  ["PHP empty", "$token = '';"],
  ["Basic auth in prose", "Basic authentication is enabled on the proxy"],
  ["Basic of a word", "the Basic settings page"],
  ["CDATA of a placeholder", "<password><![CDATA[${DB_PASSWORD}]]></password>"],
  ["CDATA under a plain name", "<description><![CDATA[Use 2 & 3]]></description>"],
  ["string resource hint", '<string name="password_hint">Enter your password</string>'],
  ["Gradle from env", "    storePassword System.getenv('STORE_PASSWORD')"],
  ["Gradle alias", "    keyAlias 'upload'"],
  ["prose password required", "the password for the admin user is required"],
  ["prose password rule", "my password for the staging db is too short"],
  ["prose api key pointer", "api key: see the vault"],
  ["shell quote in a message", "export GREETING='it'\\''s fine'"],
  ["an org id alone", "Org Id: 00D5g000001AbCdEAF"],
  ["recovery codes advice", "Recovery codes:\nstore them in your password manager"],
  ["prose secret version", "the secret is v2.3.1 of the chart"],
  [
    "hashi_vault lookup path",
    "token: \"{{ lookup('hashi_vault', 'secret=kv/data/ci/deploy:api_token') }}\"",
  ],
  ["vault kv path under secret=", "vault_lookup: secret=secret/data/prod/db:password"],
];

for (const c of SECRETS) {
  Deno.test(`nine shape caught: ${c.label}`, () => {
    for (const text of [c.text, asRecord(c.text)]) {
      const out = redact(text).text;
      assert.ok(piecesGone(out, c.pieces, text), `${c.label}: a piece survives`);
    }
  });
}

for (const [label, text] of CLEAN) {
  Deno.test(`nine shape left alone: ${label}`, () => {
    assert.equal(redact(text).text, text);
    assert.equal(redact(asRecord(text)).text, asRecord(text));
  });
}
