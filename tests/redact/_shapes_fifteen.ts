/**
 * Generated variants of the shapes added after held-out corpus fifteen's misses were seen
 * (docs/redaction.md, "Corpus fifteen after it was seen"): other instances of each shape than the
 * corpus text, and the look-alikes each must leave alone. Read by shapes_fifteen_test.ts.
 */
import { ALNUM, BASE64URL, fake } from "./_fakes.ts";
import type { Variant } from "./_shapes_thirteen.ts";

const LOWER = "abcdefghijklmnopqrstuvwxyz0123456789";
let seed = 25_000;
const key = (n = 36, alphabet = LOWER) => fake(n, alphabet, seed++);
const password = () => key(6, ALNUM) + "." + key(7, ALNUM) + "4";

export const SECRETS: Variant[] = [];
export const CLEAN: Array<readonly [string, string]> = [];

const add = (label: string, make: (pieces: string[]) => string, n = 1, make1 = password) => {
  const pieces: string[] = [];
  for (let i = 0; i < n; i++) pieces.push(make1());
  SECRETS.push({ label, text: make(pieces), pieces });
};
const token = () => key();

// A C or C++ constant whose name says secret, declared with `[]` or a brace initialiser.
add("C char array of a webhook secret", ([k]) => `const char webhook_secret[] = "${k}";`, 1, token);
add("C++ std::string brace", ([k]) => `static const std::string kAuthToken{"${k}"};`, 1, token);
add("C wide string", ([k]) => `static const wchar_t license_key[64] = L"${k}";`, 1, token);
CLEAN.push(["C array of a path", 'static const char key_file[] = "/etc/ssl/private/app.key";']);
CLEAN.push(["C++ brace of a word", 'constexpr std::string_view kTokenHeader{"X-Request-Token"};']);
CLEAN.push(["a call, not a declaration", `auto t = fetchToken("${key()}");`]);

// A generated literal given to a member of a type named for keys or secrets.
add(
  "Swift struct of API keys",
  ([k]) => `struct APIKeys {\n  static let mixpanel = "${k}"\n  static let env = "prod"\n}`,
  1,
  token,
);
add(
  "Kotlin object of secrets",
  ([k]) => `object BuildSecrets {\n    const val mapsKey: String = "${k}"\n}`,
  1,
  () => key(32, ALNUM),
);
CLEAN.push([
  "Swift enum of key names",
  'enum Keys {\n  static let lastOpened = "com.example.notes.lastOpenedDocumentID"\n}',
]);
CLEAN.push([
  "Swift enum of colours",
  `enum Palette {\n  static let accent = "${key(32, ALNUM)}"\n}`,
]);

// A secret-named value compared with a literal.
add(
  "Python header check",
  ([k]) => `if request.headers.get("x") != "" and api_key == "${k}":`,
  1,
  token,
);
add("Lua shared secret", ([k]) => `if ngx.var.arg_secret ~= '${k}' then return end`, 1, token);
CLEAN.push(["comparison with a short word", 'if auth_token == "none" then return end']);
CLEAN.push(["comparison of a type", 'if (token.kind === "identifier") next();']);

// A name and its value paired in a Python tuple.
add("Werkzeug form in a Django log", ([p]) => `POST data: [('user', 'kim'), ('passwd', '${p}')]`);
add(
  "a list of settings pairs",
  ([k]) => `SETTINGS = [("client_secret", "${k}"), ("debug", "1")]`,
  1,
  token,
);
CLEAN.push(["a form without its password", "[('username', 'kim'), ('password', '')]"]);
CLEAN.push(["a pair naming a secret's file", "('secret_file', '/run/secrets/db')"]);

// A JAAS `user_<name>` entry.
add(
  "ZooKeeper Server JAAS",
  ([p, q]) =>
    `Server {\n  org.apache.zookeeper.server.auth.DigestLoginModule required\n  user_super="${p}"\n  user_kafka="${q}";\n};`,
  2,
);
CLEAN.push([
  "JAAS with a variable",
  'KafkaServer {\n  org.apache.kafka.common.security.plain.PlainLoginModule required\n  user_admin="${ADMIN_PASS}";\n};',
]);

// A password in a CIFS mount's options.
add(
  "mount -o with vers",
  ([p]) => `sudo mount -t cifs //10.0.0.4/backup /mnt/b -o vers=3.0,username=ops,password=${p}`,
);
add("fstab smb3", ([p]) => `//fs01/home /home/share smb3 user=anna,pass=${p},_netdev 0 0`);
CLEAN.push([
  "fstab with a credentials file",
  "//fs01/home /home/share cifs credentials=/root/.smb,uid=0 0 0",
]);

// A query's short `p=` beside a `u=`.
add(
  "InfluxDB write",
  ([p]) =>
    `curl -XPOST 'http://10.1.1.9:8086/write?db=iot&u=writer&p=${p}' --data-binary @points.txt`,
);
add("p before u", ([p]) => `GET /query?p=${p}&db=x&u=reader HTTP/1.1`);
CLEAN.push(["paging query", "https://forum.example/t/thread?u=jo&p=12"]);

// A JWK's private member under a bare name (a JavaScript object).
add(
  "RSA JWK in JavaScript",
  ([d]) =>
    `const key = await importJWK({ kty: 'RSA', e: 'AQAB', n: '${
      key(86, BASE64URL)
    }', d: '${d}' }, 'RS256');`,
  1,
  () => key(86, BASE64URL),
);
CLEAN.push([
  "public EC JWK in JavaScript",
  `const pub = { kty: 'EC', crv: 'P-256', x: '${key(43, BASE64URL)}', y: '${
    key(43, BASE64URL)
  }' };`,
]);

// A call that sets a SASL user and password.
add("Memcached SASL in a config class", ([p]) => `$cache->setSaslAuthData("svc-cache", "${p}");`);
CLEAN.push(["SASL from variables", "$cache->setSaslAuthData($user, getenv('MC_PASS'));"]);

// An ORM's logged INSERT with RETURNING or ON CONFLICT.
add(
  "Knex INSERT RETURNING",
  ([k]) =>
    `insert into "api_clients" ("name", "client_secret") values ('ci', '${k}') returning "id"`,
  1,
  token,
);
add(
  "upsert ON CONFLICT",
  ([p]) =>
    `INSERT INTO accounts (email, password) VALUES ('a@b.io', '${p}') ON CONFLICT (email) DO NOTHING`,
);
CLEAN.push([
  "INSERT RETURNING without a secret column",
  'INSERT INTO "Users" ("id","email") VALUES (DEFAULT,\'x@y.io\') RETURNING *;',
]);

// A single-dash flag naming a password, with an encoding after it.
add(
  "-admin-password-base64",
  ([p]) => `./bootstrap -admin-password-base64 ${p} -init`,
  1,
  () => btoa(password()),
);
CLEAN.push(["a password file flag", "./migrate -db-pass-file /run/secrets/db -up"]);

// A token joined from lower-case halves.
add(
  "halves of a DigitalOcean-style token",
  ([a, b]) => `P1=${a}\nP2=${b}\nexport DO_API_TOKEN="$P1$P2"`,
  2,
  () => key(18),
);
CLEAN.push(["two words joined", 'A=release\nB=candidate\nexport CACHE_KEY="$A$B"']);

// The word for password in French with `c'est` (and "now").
add("French: c'est", ([p]) => `le mot de passe du wifi c'est ${p}`);
add("German: ist jetzt", ([p]) => `das Passwort für den Server ist jetzt ${p}, bitte ändern`);
CLEAN.push(["French without a value", "le mot de passe c'est maintenant plus long, 12 caractères"]);

// A Vault token accessor (a handle, not the token), also as JSON.
CLEAN.push([
  "vault token create",
  `token_accessor       ${key(24, ALNUM)}\ntoken_duration       768h`,
]);
CLEAN.push(["vault JSON accessor", `{"data": {"accessor": "${key(24, ALNUM)}", "ttl": 3600}}`]);
