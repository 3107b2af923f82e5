/**
 * Generated variants of the shapes caught after held-out corpus twelve (docs/redaction.md,
 * "Corpus twelve after it was seen"): other programs, names, languages, layouts and values than
 * the corpus's one case each, and the look-alikes each shape must leave alone. Read by
 * shapes_twelve_test.ts.
 */
import { ALNUM, BASE64, fake, HEX } from "./_fakes.ts";

let seed = 12_000;
const SYMBOLS = ["!", "#", "%", "^", "*", "~", "+", "@"];
const pw = () => fake(7, ALNUM, seed++) + SYMBOLS[seed % SYMBOLS.length] + fake(7, ALNUM, seed++);
const key = (n = 40, alphabet = ALNUM) => fake(n, alphabet, seed++);
const uuid = () => [8, 4, 4, 4, 12].map((n) => fake(n, HEX, seed++)).join("-");

export interface Variant {
  label: string;
  text: string;
  pieces: string[];
}

export const SECRETS: Variant[] = [];
const add = (label: string, make: (v: string) => string, value = pw()) =>
  SECRETS.push({ label, text: make(value), pieces: [value] });

// A value a command printed on the next line, the command asking for a secret or making one.
for (
  const cmd of [
    "argocd account generate-token --account ci",
    "gopass show -o prod/db/password",
    "pass show email/work-password",
    "lpass show --password 'Shop DB'",
    "vault kv get -field=password secret/shop/db",
    "openssl rand -base64 24",
    'python3 -c "import secrets; print(secrets.token_urlsafe(24))"',
  ]
) add(`printed after: ${cmd}`, (v) => `$ ${cmd}\n${v}\n$ `);
add("python repl generator", (v) => `>>> secrets.token_hex(16)\n'${v}'`, key(32, HEX));
add(
  "announced, compose log",
  (v) => `gitea-1  | Admin password for the first login:\ngitea-1  |\ngitea-1  | ${v}`,
);
add(
  "announced, indented",
  (v) => `Your initial root password (change it after login):\n    ${v}\n`,
);
add("redis masterauth", (v) => `> CONFIG GET masterauth\n1) "masterauth"\n2) "${v}"`);

// Labels other rules read as something else.
add("secret id, tab separated", (v) => `secret_id\t${v}`, uuid());
add("SecretID in json-ish", (v) => `SecretID = ${v}`, uuid());
add("private key 0x in prose", (v) => `wallet private key: 0x${v}`, key(64, HEX));
add("recovery key, dashes", (v) => `Recovery key: ${v}`, "4Fq2-9KdP-Lm3X-8wRt-Qz7B-2nVc");
add("security key, spaces", (v) => `Security key: ${v}`, "Ab3d Ef4g Hi5j Kl6m Np7q Rs8t");
add(
  "seed phrase 24 words",
  (v) => `seed phrase:\n${v}`,
  Array.from({ length: 24 }, (_, i) => ["amber", "river", "sock", "tiger", "lunar", "oven"][i % 6])
    .join(" "),
);
add("netsh key content", (v) => `    Key Content            : ${v}`, "lanternmaple2291");
add(
  "cfn noecho json",
  (v) => `"AdminPassword": {\n  "Type": "String",\n  "NoEcho": true,\n  "Default": "${v}"\n}`,
);

// Hooks and share links.
add("zapier-like hook path", (v) => `https://hooks.example.com/hooks/catch/123/${v}/`, key(20));
add("ping url with uuid", (v) => `curl https://ping.example.org/ping/${v}`, uuid());
add("build hook other host", (v) => `https://ci.example.org/build_hooks/${v}`, key(24, HEX));
add("rtmp restream key", (v) => `rtmp://live.restream.io/live/${v}`, "re_" + key(24));
add("api key query param", (v) => `GET https://maps.example.com/api/v2?key=${v}&q=berlin`, key(32));
add("trojan with port", (v) => `trojan://${v}@1.2.3.4:8443#hk`, key(20));
add("sips uri", (v) => `sips:alice:${v}@sip.example.org`);

// Names apart from values.
add("settings name/value", (v) => `[{"name":"DbPassword","value":"${v}"}]`);
add("plist secret", (v) => `<key>StripeSecret</key>\n<string>${v}</string>`, key(32));
add("keepass other title", (v) => `<String><Key>Password</Key><Value>${v}</Value></String>`);
add(
  "html th password second column",
  (v) =>
    `<table><tr><th>Host</th><th>Password</th></tr><tr><td>db01</td><td>${v}</td></tr></table>`,
);

// Program flags and config forms.
add("rdesktop-like /p:", (v) => `wfreerdp /u:admin /p:${v} /v:host`);
add("ipmitool other order", (v) => `ipmitool -H 10.0.0.9 -U root -P ${v} sol activate`);
add("snmpget community", (v) => `snmpget -v2c -c ${v} 10.0.0.1 sysName.0`);
add("curl --user", (v) => `etcdctl get / --user admin:${v}`);
add("spaced setting", (v) => `    SMTP_Passwd ${v}`);
add("glued setting", (v) => `imappass = ${v}`);
add("salt in yaml", (v) => `session_salt: ${v}`, key(32));
add("versioned secret", (v) => `WEBHOOK_SECRET_PREV=${v}`, key(32));
add("key list", (v) => `SESSION_KEYS=${key(24)},${v}`, key(24));
add("ipsec psk other peer", (v) => `%any 10.0.0.1 : PSK "${v}"`);
add("sasl_passwd other relay", (v) => `[mail.example.net]:25 bot@example.net:${v}`);

// Code forms.
add("vba dim const", (v) => `Const API_SECRET As String = "${v}"`);
add("ada password constant", (v) => `Admin_Password : constant String := "${v}";`);
add("tcl set secret", (v) => `set api_secret "${v}"`);
add("batch set", (v) => `set "DBPASS=${v}"`);
add("matlab secret pair", (v) => `x = struct('token','${v}');`, key(32));
add("cdk unsafe plain text, double quotes", (v) => `SecretValue.unsafePlainText("${v}")`);

// Shaped tokens, key material, escapes, wrapped tails.
add("fernet token after X-Subject-Token", (v) => `X-Subject-Token: gAAAAAB${v}`, key(80));
add(
  "tprv",
  (v) => `tprv8ZgxMBicQKsP${v}`,
  fake(95, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", seed++),
);
add("pkcs1 der one line", (v) => `key: MIIEpAIBAAKCAQEA${v}`, key(200, BASE64));
add(
  "hex escapes in js",
  (v) => `const k = "${[...v].map((c) => "\\x" + c.charCodeAt(0).toString(16)).join("")}";`,
  key(16) + "9",
);
add("echo into credentials", (v) => `echo "${v}" > ~/.config/app/credentials`, key(32));
add("python concat", (v) => `API_TOKEN = (\n    "${v}"\n    "${key(20)}"\n)`, key(20));
add("wrapped under a quote", (v) => `> token: ${key(30)}\n> ${v}`, key(12) + "7");

export const CLEAN: Array<[string, string]> = [
  ["printed version", "$ node --version\nv20.11.1"],
  ["printed path after password word", "$ which passwd\n/usr/bin/passwd"],
  ["announced rules", "Password rules:\n  at-least-12-characters"],
  ["secret id accessor", "secret_id_accessor    " + uuid()],
  ["recovery key placeholder", "Recovery key: XXXX-XXXX-XXXX-XXXX"],
  ["prose seed phrase", "A seed phrase is twelve words you keep offline."],
  ["hook docs url", "https://docs.example.org/webhooks/overview"],
  ["hook url version", "https://api.example.org/deploy/v2/status"],
  ["url key= path", "https://s3.example.org/bucket?key=reports/2026/q1.csv"],
  ["name/value not secret", '[{"name":"LogLevel","value":"Information"}]'],
  ["plist not secret", "<key>CFBundleVersion</key>\n<string>1.4.2</string>"],
  ["snmp public", "snmpwalk -v2c -c public localhost"],
  ["docker user uid", "docker run --user 1000:1000 node:20"],
  ["bypass setting", "bypass_proxy on"],
  ["jest pass line", "PASS src/auth/password.test.ts"],
  ["salt rounds", "BCRYPT_SALT_ROUNDS=12"],
  ["set help text", 'set password_prompt "Enter your password"'],
  ["ck editor name", "ck_editor_enabled = true"],
  ["hex escapes of a word", 'msg = "\\x48\\x65\\x6c\\x6c\\x6f\\x2c\\x20\\x77\\x6f\\x72\\x6c\\x64"'],
  ["echo into log", 'echo "deploy-finished-2026" >> /var/log/deploy.log'],
  ["concat of words", 'const S: &str = concat!("hello", " ", "world");'],
  ["model encrypted content", '{"encrypted_content":"gAAAAAB' + fake(80, ALNUM, seed++) + '"}'],
  ["wrapped after redacted, yaml", "password: [REDACTED]\n  port: 5432"],
  ["launchdarkly client id", "LDClient.initialize('" + fake(24, HEX, seed++) + "', user)"],
  ["turkish prose", "Şifre yanlış, lütfen tekrar deneyin."],
  ["hindi prose", "पासवर्ड बदलना जरूरी है"],
];
