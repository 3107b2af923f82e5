/**
 * The shapes read from held-out corpus seventeen's misses (docs/redaction.md, "Corpus seventeen
 * after it was seen"), each in other languages and views than the corpus wrote it in: a key
 * written as code (byte numbers, a decoder's literal), a key joined from literals, credential files
 * and commands in their own syntax. Each secret must go, as written, inside a JSONL record and
 * with CRLF line ends; each look-alike must come out byte for byte (_shape_tests.ts).
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { asRecord, piecesGone } from "./_heldout.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 27_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n, HEX);
/** `n` byte numbers `0x..`, `, `-separated, each behind `cast`. */
const bytes = (n: number, cast = "") =>
  (hex(2 * n).match(/../g) ?? []).map((b) => cast + "0x" + b).join(", ");
/** A diff's added lines, a patch's added file. */
const diff = (path: string, body: string) =>
  `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,2 +1,${
    body.split("\n").length
  } @@\n` + body.split("\n").map((l) => "+" + l).join("\n");
const patch = (path: string, body: string) =>
  `*** Begin Patch\n*** Add File: ${path}\n` + body.split("\n").map((l) => "+" + l).join("\n") +
  "\n*** End Patch";
/** A Read tool's numbered lines. */
const numbered = (body: string) =>
  body.split("\n").map((l, i) => `${String(i + 1).padStart(6)}→${l}`).join("\n");

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// A key written as byte numbers under a secret name, or handed to an HMAC.
{
  const [a, b] = [bytes(12), bytes(12)];
  add("Go []byte over lines", `var webhookSecret = []byte{\n\t${a},\n\t${b},\n}`, a, b);
  const c = bytes(16);
  add("Rust [u8; 16] in a diff", diff("src/k.rs", `pub const SIGNING_KEY: [u8; 16] = [${c}];`), c);
  const d = bytes(10, "(byte) ").slice(7);
  add(
    "C# byte[] with casts, numbered",
    numbered(`static readonly byte[] HmacKey = new byte[] {\n    (byte) ${d}\n};`),
    d,
  );
  const e = bytes(16);
  add("Swift [UInt8] literal", `let sessionKey: [UInt8] = [${e}]`, e);
  const f = bytes(16);
  add("Python bytes([…])", `SECRET_KEY = bytes([${f}])`, f);
  const g = bytes(12);
  add("an HMAC given the bytes", `mac := hmac.New(sha256.New, []byte{${g}})`, g);
  const h = hex(24).replace(/../g, (x) => "\\x" + x);
  add("an escaped byte string", `API_SECRET = b"${h}"`, h);
}
CLEAN.push(["a CRC table", `var crc8Table = []byte{\n\t${bytes(16)},\n}`]);
CLEAN.push(["an AES S-box", `static const uint8_t sbox[16] = {${bytes(16)}};`]);
CLEAN.push(["a public key's bytes", `const PUBLIC_KEY: [u8; 16] = [${bytes(16)}];`]);
CLEAN.push(["an IV", `iv := []byte{${bytes(16)}}`]);
CLEAN.push([
  "a key counting up (a test vector)",
  "let key = [0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b];",
]);

// A generated literal handed to a decoder under a secret name.
{
  const a = hex(64);
  add("Python bytes.fromhex", numbered(`HMAC_KEY = bytes.fromhex(\n    "${a}"\n)`), a);
  const b = btoa(key(32));
  add("C# Convert.FromBase64String", `var signingKey = Convert.FromBase64String("${b}");`, b);
  const c = btoa(key(30));
  add("Java Base64 decoder", `byte[] secret = Base64.getDecoder().decode("${c}");`, c);
  const d = btoa(JSON.stringify({ type: "service_account", private_key_id: hex(40) }));
  add("Swift Data(base64Encoded:) of an account", `let creds = Data(base64Encoded: "${d}")!`, d);
}
// (An icon decodes to binary: a PNG's signature, then its bytes.)
const png = "\x89PNG\r\n\x1a\n" +
  (hex(48).match(/../g) ?? []).map((b) => String.fromCharCode(parseInt(b, 16) | 0x80)).join("");
CLEAN.push(["an icon decoded", `icon = base64.b64decode("${btoa(png)}")`]);
CLEAN.push(["a decoder given a variable", "let symmetricKey = Data(base64Encoded: keyString)!"]);

// A key joined from literals, and the rest of one whose first part was taken.
{
  const [a, b] = [key(16), key(16)];
  add("Go Sprintf of two halves", `token := fmt.Sprintf("%s%s", "${a}", "${b}")`, a, b);
  const [c, d] = [hex(16), hex(16)];
  add(
    "Rust concat! in a patch",
    patch("src/keys.rs", `const API_KEY_HEX: &str = concat!(\n    "${c}",\n    "${d}",\n);`),
    c,
    d,
  );
  const [e, f] = [key(12), key(12)];
  add("Java + over a line", `static final String CLIENT_SECRET = "${e}" +\n    "${f}";`, e, f);
  const [g, h] = [key(14), key(14)];
  add(
    "Kotlin parts joined in a patch",
    patch("src/K.kt", `private val p1 = "${g}"\nprivate val p2 = "${h}"\nval apiToken = p1 + p2`),
    g,
    h,
  );
}
CLEAN.push(["a greeting joined", 'const GREETING: &str = concat!("hello, ", "world");']);
CLEAN.push(["a header name formatted", 'name := fmt.Sprintf("%s%s", "X-Api-", "Key-Name")']);
CLEAN.push(["a bearer prefix and a variable", 'headers["Authorization"] = "Bearer " + token']);
CLEAN.push(["two arguments of a call", `client := partner.New("northwind", "${key(20)}")`]);

// Credential files in their own syntax.
{
  const a = key(8) + "." + key(8);
  add(".pgpass in a diff", diff("~/.pgpass", `db.acme.internal:5432:app:app:${a}`), a);
  const b = btoa(key(14));
  add(
    ".npmrc _password numbered",
    numbered(`//npm.acme.io/:username=ci\n//npm.acme.io/:_password=${b}`),
    b,
  );
  const c = key(40).toLowerCase();
  add(
    "NuGet apikeys numbered",
    numbered(
      `<apikeys>\n  <add key="https://nuget.acme.io/v3/index.json" value="${c}" />\n</apikeys>`,
    ),
    c,
  );
  const d = hex(36);
  add(
    ".condarc channel in a diff",
    diff(".condarc", `channels:\n  - https://pkgs.acme.io/t/${d}/main`),
    d,
  );
  const [e, f] = [key(40), key(40)];
  add(
    "SQL seed rows",
    `INSERT INTO api_clients (id, client_secret) VALUES\n  (1, '${e}'),\n  (2, '${f}');`,
    e,
    f,
  );
  const g = key(24);
  add("a salt in a Python dataclass", `@dataclass\nclass C:\n    password_salt: str = "${g}"`, g);
  const h = key(7) + "~" + key(9);
  add("a pgbouncer userlist", `# /etc/pgbouncer/userlist.txt\n"app" "${h}"`, h);
  const [i, j] = [key(32), key(32)];
  add(
    "a Python dict of secrets",
    `WEBHOOK_SECRETS = {\n    "github": "${i}",\n    "stripe": "${j}",\n}`,
    i,
    j,
  );
  const k = key(30);
  add("a Ruby hash of tokens", `API_TOKENS = {\n  'billing' => '${k}',\n}`, k);
}
const fingerprint = (n: number) => (hex(2 * n).toUpperCase().match(/../g) ?? []).join(":");
CLEAN.push(["a SHA-1 fingerprint", `SHA1: ${fingerprint(20)}`]);
CLEAN.push(["a SHA-256 fingerprint on its own line", `SHA-256 fingerprint:\n${fingerprint(32)}\n`]);
CLEAN.push([
  "NuGet package sources",
  '<packageSources>\n  <add key="acme" value="https://nuget.acme.io/v3/index.json" />\n</packageSources>',
]);
CLEAN.push(["a conda channel path", "channels:\n  - https://pkgs.acme.io/t/main/linux-64"]);
CLEAN.push([
  "SQL rows without a secret column",
  "INSERT INTO partners (id, name) VALUES\n  (1, 'northwind'),\n  (2, 'contoso');",
]);
CLEAN.push([
  "a map of names",
  `var partnerNames = map[string]string{\n\t"northwind": "${key(24)}",\n}`,
]);
CLEAN.push(["a salt's rounds", 'PASSWORD_SALT_ROUNDS = "12"']);

// Commands and what tools print.
{
  const [a, b] = [key(32), key(12)];
  add(
    "kubectl create secret over lines",
    `kubectl create secret generic partner \\\n  --from-literal=CLIENT_ID=${a} \\\n  --from-literal=WEBHOOK='${b}'`,
    a,
    b,
  );
  const c = key(10) + "." + key(10);
  add(
    "az login over a continued line",
    `az login --service-principal -u app-id \\\n  --password ${c} --tenant acme`,
    c,
  );
  const [d, e] = [key(8) + "@" + key(6), key(10) + "#" + key(6)];
  add("a plan changing a secret", `      ~ value = "${d}" -> "${e}"`, d, e);
  const f = key(8, ALNUM.slice(0, 52)) + "." + key(8, ALNUM.slice(0, 52));
  add(
    "compose config in a diff",
    diff("compose.yml", `services:\n  db:\n    environment:\n      MYSQL_PASSWORD: ${f}`),
    f,
  );
}
CLEAN.push([
  "kubectl create configmap",
  "kubectl create configmap app --from-literal=LOG_LEVEL=debug",
]);
CLEAN.push([
  "az login from a variable",
  'az login --service-principal -u "$APP_ID" `\n  -p "$SECRET" --tenant acme',
]);
CLEAN.push(["a plan changing a size", '      ~ instance_type = "t3.small" -> "t3.medium"']);

// A key as decimal byte numbers (seeded apart, so the values above stay as they were).
seed = 28_000;
{
  const decimals = (hex(32).match(/../g) ?? []).map((b) => String(parseInt(b, 16) - 128)).join(
    ", ",
  );
  add(
    "Kotlin byteArrayOf of decimal bytes",
    `private val hmacSecret = byteArrayOf(${decimals})`,
    decimals,
  );
}
CLEAN.push([
  "a decimal lookup table",
  `val gammaTable = byteArrayOf(${
    (hex(32).match(/../g) ?? []).map((b) => parseInt(b, 16) - 128).join(", ")
  })`,
]);

shapeTests("seventeen", SECRETS, CLEAN);

// An escaping layer: a page (an exported chat, a rendered log) writes a transcript's records with
// HTML character references, so the quotes of the JSON are `&quot;` (and brackets `&lt;`, `&#39;`).
const html = (t: string) =>
  "<pre>" + t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;").replace(/'/g, "&#39;") +
  "</pre>";
Deno.test("seventeen shapes caught in a record HTML-escaped (an exported chat)", () => {
  const left = SECRETS.filter((c) => {
    const text = html(asRecord(c.text));
    return !piecesGone(redact(text).text, c.pieces, text);
  });
  assert.deepEqual(left.map((c) => c.label), []);
});
Deno.test("seventeen look-alikes left alone in a record HTML-escaped", () => {
  const changed = CLEAN.filter(([, t]) => redact(html(asRecord(t))).text !== html(asRecord(t)));
  // (A generated value between `&quot;` is taken by random-token, on main before this round too:
  // a map under a name that is no secret's holds one.)
  assert.deepEqual(changed.map(([label]) => label), ["a map of names"]);
});
