/**
 * Generated variants of the shapes fixed after held-out corpus eleven (docs/redaction.md, "Corpus
 * eleven after it was seen"): other names, languages, tools, values and layouts than the corpus's
 * one case each, and the look-alikes each shape must leave alone. Read by shapes_eleven_test.ts.
 */
import { ALNUM, BASE64, BASE64URL, fake, HEX } from "./_fakes.ts";

let seed = 11_000;
const SYMBOLS = ["!", "#", "%", "^", "*", "~", "+", "-"];
const pw = () => fake(6, ALNUM, seed++) + SYMBOLS[seed % SYMBOLS.length] + fake(7, ALNUM, seed++);
const key = (n = 40, alphabet = ALNUM) => fake(n, alphabet, seed++);
const LOWER = "abcdefghijklmnopqrstuvwxyz0123456789";
const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export interface Variant {
  label: string;
  text: string;
  pieces: string[];
}

export const SECRETS: Variant[] = [];
const add = (label: string, make: (v: string) => string, value = pw()) =>
  SECRETS.push({ label, text: make(value), pieces: [value] });
const addAll = (label: string, text: string, pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// Passwords named in other languages: as a key and in prose.
for (const name of ["passwort", "Kennwort", "mot_de_passe", "contraseña", "senha", "wachtwoord"]) {
  add(`${name}: value`, (v) => `db:\n  ${name}: ${v}`);
  add(`"${name}": "value"`, (v) => `{"user": "app", "${name}": "${v}"}`);
}
add("DB_PASSWORT=", (v) => `DB_PASSWORT="${v}"`);
for (
  const make of [
    (v: string) => `Das Passwort für die Datenbank lautet ${v}, bitte ändern.`,
    (v: string) => `Das neue Kennwort ist ${v}`,
    (v: string) => `le mot de passe admin est « ${v} »`,
    (v: string) => `la contraseña del servidor es ${v}`,
    (v: string) => `a senha do wifi é ${v}`,
    (v: string) => `het wachtwoord is ${v}`,
    (v: string) => `пароль администратора: ${v}`,
    (v: string) => `Пароль от почты — это ${v}`,
    (v: string) => `ステージングのパスワードは ${v} です`,
    (v: string) => `数据库密码：${v}，别外传`,
    (v: string) => `관리자 비밀번호는 ${v} 입니다`,
    (v: string) => `hasło do serwera: ${v}`,
  ]
) add(`prose: ${make("X").slice(0, 24)}`, make);

// Protocol sessions.
add(
  "AUTH PLAIN in a mailer debug",
  (v) => `[debug] >> AUTH PLAIN ${v}\n[debug] << 235 ok`,
  key(44, BASE64),
);
add(
  "AUTH LOGIN password step",
  (v) => `<< 334 VXNlcm5hbWU6\n>> YWRtaW4=\n<< 334 UGFzc3dvcmQ6\n${v}`,
  key(24, BASE64),
);
add(
  "FTP PASS in curl -v",
  (v) => `> USER deploy\n< 331 Please specify the password.\n> PASS ${v}\n< 230 Login successful.`,
);
add("POP3 PASS", (v) => `C: USER ana\nS: +OK\nC: PASS ${v}\nS: +OK Logged in.`);
add(
  "wsse Password with Type",
  (v) => `<wsse:Password Type="http://docs.oasis-open.org/wss#PasswordText">${v}</wsse:Password>`,
);
add("ns ApiKey with attribute", (v) => `<ns2:ApiKey xmlns:ns2="urn:x">${v}</ns2:ApiKey>`, key(32));

// Printed tables.
for (const col of ["password", "api_token", "client_secret"]) {
  add(
    `psql column ${col}`,
    (v) => ` id | name | ${col}\n----+------+-----------\n  1 | ci   | ${v}\n(1 row)`,
    key(32),
  );
  add(
    `mysql box column ${col}`,
    (v) =>
      `+----+------+------------+\n| id | name | ${col} |\n+----+------+------------+\n|  1 | ci   | ${v} |\n+----+------+------------+`,
    key(32),
  );
  add(`tsv column ${col}`, (v) => `env\t${col}\tupdated\nprod\t${v}\t2024-06-01`, key(32));
}
add(
  "psql expanded access_token",
  (v) => `-[ RECORD 2 ]--+------\nuser_id        | 7\naccess_token   | ${v}\nscope          | read`,
  key(48),
);
add(
  "box drawing secret row",
  (v) =>
    `┌─────────┬──────────┐\n│ Key     │ Value    │\n├─────────┼──────────┤\n│ api_key │ ${v} │\n└─────────┴──────────┘`,
  key(40),
);
add(
  "box drawing secret column",
  (v) =>
    `┌──────┬────────────┐\n│ name │ token      │\n├──────┼────────────┤\n│ ci   │ ${v} │\n└──────┴────────────┘`,
  key(40),
);
add("env dump NAME<tab>value", (v) => `APP_DEBUG\ttrue\nSTRIPE_SECRET\t"${v}"`, "sk_" + key(30));

// Config forms.
add("yaml > password", (v) => `mail:\n  password: >\n    ${v}\n  port: 587`);
add("yaml |- secret", (v) => `hook:\n  signing_secret: |-\n    ${v}\n`, key(32));
add("properties spaced password", (v) => `mail.smtp.password = ${v}`, "tkwq zpre mvua hlso");
add(".env app password unquoted", (v) => `GMAIL_APP_PASSWORD=${v}`, "abcd efgh ijkl mnop");
add(
  "openvpn auth-user-pass",
  (v) => `client\n<auth-user-pass>\nana\n${v}\n</auth-user-pass>\nverb 3`,
);
add("hostapd wpa_passphrase", (v) => `ssid=Lab\nwpa_passphrase=${v}`, "river stone quiet 48");
add("nslcd bindpw", (v) => `binddn cn=svc,dc=x\nbindpw ${v}`);
add("slapd rootpw", (v) => `rootdn "cn=admin,dc=x"\nrootpw ${v}`);

// Secrets in pieces.
add(
  "js + over lines",
  (v) => `const apiKey =\n  "${v.slice(0, 20)}" +\n  "${v.slice(20)}";`,
  key(40),
);
{
  const p = key(48);
  addAll(
    "python parens pieces",
    `API_TOKEN = (\n    "${p.slice(0, 24)}"\n    "${p.slice(24)}"\n)`,
    [
      p.slice(0, 24),
      p.slice(24),
    ],
  );
}
{
  const v = key(36);
  addAll(
    "StringBuilder append",
    `String secret = new StringBuilder().append("${v.slice(0, 18)}").append("${
      v.slice(18)
    }").toString();`,
    [v.slice(0, 18), v.slice(18)],
  );
  const w = key(48);
  addAll(
    "token chunks list",
    `"token_parts": ["${w.slice(0, 16)}", "${w.slice(16, 32)}", "${w.slice(32)}"]`,
    [w.slice(0, 16), w.slice(16, 32), w.slice(32)],
  );
  const c = key(14);
  addAll(
    "char codes",
    `const password = String.fromCharCode(${[...c].map((x) => x.charCodeAt(0)).join(", ")});`,
    [[...c].slice(0, 4).map((x) => x.charCodeAt(0)).join(", ")],
  );
  const b = key(16);
  addAll(
    "rust byte array",
    `let secret_key: [u8; 16] = [${
      [...b].map((x) => "0x" + x.charCodeAt(0).toString(16)).join(", ")
    }];`,
    [[...b].slice(0, 4).map((x) => "0x" + x.charCodeAt(0).toString(16)).join(", ")],
  );
}
add("hex decoder python", (v) => `signing_key = binascii.unhexlify("${v}")`, key(64, HEX));

// Chat, comments, commits.
add("commit: password to", (v) => `git commit -m "set staging db password to ${v}"`);
add("log in as … with …", (v) => `you can log in as ops with ${v} for now`);
add("user … / … in a TODO", (v) => `// FIXME: test user admin@x.io / ${v}`);
add("here's the key", (v) => `here's the key: ${v}`, key(40));
add("new one is in backticks", (v) => `rotated, new one is \`${v}\``, key(32, HEX));
add("old token comment", (v) => `# old token ${v} (revoked)`, key(36));
add("backup codes list", (v) => `Backup codes:\n- ${v}\n- 48213-90412`, "59127-33011");
add(
  "totp setup key spaced",
  (v) => `2FA setup key: ${v}`,
  [0, 1, 2, 3].map(() => key(4, B32)).join(" "),
);

// Tool output, CLI arguments, vendors.
add(
  "kubectl base64 --decode",
  (v) => `$ kubectl -n prod get secret api -o jsonpath='{.data.key}' | base64 --decode\n${v}`,
  key(32),
);
add("initial password", (v) => `Jenkins initial password: ${v}`, key(32, HEX));
add(
  "rclone pass argument",
  (v) => `rclone config create nas sftp host 10.0.0.9 user ana pass ${v}`,
  key(24),
);
add("_PRIVATE env name", (v) => `PAYMENT_KEY_PRIVATE=${v}`, key(32, HEX));
add(
  "azure devops pat env",
  (v) => `# azure devops\nexport SYSTEM_ACCESSTOKEN=${v}`,
  key(52, "abcdefghijklmnopqrstuvwxyz234567"),
);
add("Header set Authorization token", (v) => `Header set X-Auth-Token "${v}"`, key(32));
add(
  "nginx map token",
  (v) => `map $http_authorization_token $ok {\n  default 0;\n  "${v}" 1;\n}`,
  key(40),
);

// Web and app forms.
add("webhook path", (v) => `POST https://hooks.example.io/webhooks/${v} 200`, key(40, LOWER));
add("magic link", (v) => `https://app.example.io/magic/${v}?next=/`, key(48, LOWER));
add(
  "AspNetCore Session cookie",
  (v) => `Cookie: .AspNetCore.Session=${v}`,
  "CfDJ8" + key(80, BASE64URL),
);
add("jwk k before kty", (v) => `{"k":"${v}","kty":"oct"}`, key(43, BASE64URL));
add("hardhat accounts", (v) => `accounts: ['${v}', process.env.KEY2]`, key(64, HEX));
add("keychain set forKey", (v) => `keychain.set("${v}", forKey: "db")`);
add("getOrDefault secret", (v) => `props.getOrDefault("API_SECRET", "${v}")`, key(32));
add("reversed literal", (v) => `token = '${v}'.split('').reverse().join('')`, key(40));
add(
  "sql insert password",
  (v) => `INSERT INTO "users" ("email", "password") VALUES ('a@b.io', '${v}');`,
);
add("query log bindings", (v) => `update users set api_token = ? where id = ? ["${v}",7]`, key(40));
add("pgbouncer md5", (v) => `"ana" "md5${v}"`, key(32, HEX));
add("ansi coloured token", (v) => `\x1b[1;33m${v}\x1b[0m`, "ghp_" + key(36));

/** Look-alikes the shapes must leave alone: [label, text]. */
export const CLEAN: Array<[string, string]> = [
  ["German prose about passwords", "Das Passwort ist abgelaufen, bitte zurücksetzen."],
  ["Spanish keyword prose", "la palabra clave es async y la contraseña es obligatoria"],
  ["Russian masked", "пароль: ********"],
  ["Japanese reset prose", "パスワードをリセットしてください"],
  ["Chinese key reference", "API密钥：见 vault 配置"],
  ["mot de passe reference", "MOT_DE_PASSE=${MOT_DE_PASSE_SMTP}"],
  ["SMTP capabilities", "S: 250-AUTH PLAIN LOGIN XOAUTH2"],
  ["jest PASS", "PASS src/login.test.ts (2.1 s)\nPASS src/user.test.ts"],
  ["FTP masked", "USER ana\nPASS ******"],
  ["soap placeholder", '<wsse:Password Type="PasswordText">${PASSWORD}</wsse:Password>'],
  ["psql counts", " id | token_count\n----+------------\n  1 | 42\n(1 row)"],
  // (A psql `password_hash` column goes since t-red36, by decision: shapes_thirty_rest_test.ts.)
  ["psql expanded flags", "-[ RECORD 1 ]-+----\nid            | 1\npassword_set  | t"],
  [
    "box timings",
    "┌──────┬───────┐\n│ Name │ Value │\n├──────┼───────┤\n│ token_ttl │ 3600 │\n└──────┴───────┘",
  ],
  ["tsv ids", "env\tsigning_key_id\nprod\tk-2024-06"],
  ["tab env flags", 'APP_DEBUG\ttrue\nDB_PASSWORD\t"********"'],
  ["yaml block prose", "password_help: >-\n  Ask ops for the password.\n"],
  ["properties reference", "spring.datasource.password=${DB_PASSWORD}"],
  ["code assigning a hash", "user.password = await bcrypt.hash(password, 12);"],
  ["wpa psk reference", 'psk="${WIFI_PSK}"'],
  ["sssd authtok type", "ldap_default_authtok_type = password"],
  ["joined path", 'secret_dir = "/run/" + "secrets/" + "db"'],
  ["joined message", 'token_msg = "Token " + "expired"'],
  [
    "django hashers",
    'PASSWORD_HASHERS = [\n  "django.contrib.auth.hashers.Argon2PasswordHasher",\n]',
  ],
  [
    "char table",
    "static const char digits[] = { '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' };",
  ],
  ["hex digest decode", 'digest, _ := hex.DecodeString("' + fake(64, HEX, 4) + '")'],
  ["reset password prose", "reset the admin password to the default one"],
  ["here is the commit", "here is the commit: " + fake(40, HEX, 5)],
  ["here's the uuid", "here's the request id: 3f2b8c1e-7a4d-4f6b-9e2a-1c5d7e9f0a3b"],
  ["recovery codes question", "where are my recovery codes stored?"],
  ["totp prose", "TOTP secret: stored in 1Password"],
  ["kubectl decode user", "$ kubectl get secret db -o jsonpath='{.data.user}' | base64 -d\nadmin"],
  ["confluent help", "confluent api-key store --help"],
  ["_PRIVATE flag", "REPO_PRIVATE=true"],
  ["commit url", "https://github.com/acme/app/commit/" + fake(40, HEX, 6)],
  ["slug webhook", "https://x.io/hooks/order-created-handler"],
  ["uuid invite", "https://x.io/invite/3f2b8c1e-7a4d-4f6b-9e2a-1c5d7e9f0a3b"],
  ["jwk public rsa", '{"kty":"RSA","n":"' + fake(64, BASE64URL, 8) + '","e":"AQAB"}'],
  ["accounts from env", "accounts: [process.env.DEPLOYER_KEY]"],
  ["sql insert placeholders", "INSERT INTO users (email, password) VALUES ($1, $2);"],
  [
    "sql insert dates",
    "INSERT INTO users (email, password_changed_at) VALUES ('a@x.io', '2024-06-01');",
  ],
  ["query bindings plain", 'select * from users where email = ? ["qa@acme.example"]'],
  ["ansi coloured word", "\x1b[32mINFO\x1b[0m ready in 120 ms"],
  ["sha in prose", "sha256 of the key: " + fake(64, HEX, 9)],
];
