/**
 * Generated variants of the shapes added after held-out corpus thirteen was seen (docs/redaction.md,
 * "Corpus thirteen after it was seen"): other instances of each shape than the corpus text, and the
 * look-alikes each must leave alone. Read by shapes_thirteen_test.ts.
 */
import { ALNUM, BASE64, fake } from "./_fakes.ts";

let seed = 23_000;
const key = (n = 40, alphabet = ALNUM) => fake(n, alphabet, seed++);
const sealed = () => "AgA" + key(300, BASE64) + "==";
const password = () => key(7) + "!" + key(5) + "9";

export interface Variant {
  label: string;
  text: string;
  pieces: string[];
}

export const SECRETS: Variant[] = [];
export const CLEAN: Array<readonly [string, string]> = [];

// Ciphertext under a SealedSecret's `encryptedData` is public; its template's plain values and a
// plain password typed under `encryptedData` by mistake are not.
for (const name of ["password", "api-token", "DB_PASSWORD", "client_secret", "secretKey"]) {
  CLEAN.push([
    `sealed ${name} (YAML)`,
    `apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: app\nspec:\n  encryptedData:\n    ${name}: ${sealed()}\n    token: ${sealed()}\n  template:\n    type: Opaque\n`,
  ]);
  CLEAN.push([
    `sealed ${name} (kubectl -o json)`,
    `{"kind": "SealedSecret", "spec": {"encryptedData": {"${name}": "${sealed()}", "api_key": "${sealed()}"}}}`,
  ]);
  const pw = password();
  SECRETS.push({
    label: `template data beside sealed ${name}`,
    text:
      `spec:\n  encryptedData:\n    ${name}: ${sealed()}\n  template:\n    stringData:\n      password: ${pw}\n`,
    pieces: [pw],
  });
  const typo = password();
  SECRETS.push({
    label: `a plain value typed under encryptedData.${name}`,
    text: `spec:\n  encryptedData:\n    ${name}: ${typo}\n`,
    pieces: [typo],
  });
}
CLEAN.push([
  "sealed values in a list item",
  `- kind: SealedSecret\n  spec:\n    encryptedData:\n      password: ${sealed()}\n      "db.url": ${sealed()}\n`,
]);

// systemd's credential directives: `LoadCredential=`/`ImportCredential=` name a credential and a
// file, `SetCredential=` holds the value.
for (
  const [id, path] of [
    ["db-password", "/etc/credstore/db-password"],
    ["api_token", "/run/credentials/@system/api_token"],
    ["tls.key", "%d/tls.key"],
  ]
) {
  CLEAN.push([
    `LoadCredential=${id}`,
    `[Service]\nLoadCredential=${id}:${path}\nImportCredential=${id}\nExecStart=/usr/bin/app --creds=%d\n`,
  ]);
  const v = password();
  SECRETS.push({
    label: `SetCredential=${id}`,
    text: `[Service]\nSetCredential=${id}:${v}\n`,
    pieces: [v],
  });
}

// An ARN's resource type `secret:` (and `key/`) is no assignment, on any line of a record.
for (const service of ["secretsmanager", "kms"]) {
  const arn = service === "kms"
    ? `arn:aws:kms:us-east-1:210987654321:key/${
      fake(8, "0123456789abcdef", seed++)
    }-aaaa-4bbb-8ccc-${fake(12, "0123456789abcdef", seed++)}`
    : `arn:aws:secretsmanager:us-east-1:210987654321:secret:prod/payments/stripe-Ab12Cd`;
  CLEAN.push([
    `${service} ARN on a second line`,
    `Resources:\n${arn}\narn:aws:secretsmanager:eu-central-1:123456789012:secret:staging/db-x9Y8z7\n`,
  ]);
  CLEAN.push([`${service} ARN after a tab`, `SecretArn\t${arn}\n`]);
}

// The word for "password" (or a transliterated "key"/"token") in more languages: as a key, and in
// prose with the value after a colon, after the language's "is", or after a few words.
for (
  const make of [
    (v: string) => `Lozinku za bazu: ${v}`,
    (v: string) => `lozinka od routera je ${v}`,
    (v: string) => `parola contului de staging este ${v}, nu o da mai departe`,
    (v: string) => `Parool on ${v} (muuda see homme)`,
    (v: string) => `nenosiri ya wifi ni ${v}`,
    (v: string) => `kata laluan pangkalan data adalah ${v}`,
    (v: string) => `KATA_LALUAN_DB=${v}`,
    (v: string) => `smtp:\n  passord: '${v}'`,
    (v: string) => `{"usuari": "deploy", "contrasenya": "${v}"}`,
    (v: string) => `contrasinal: ${v}`,
    (v: string) => `wagwoord: ${v}`,
    (v: string) => `Cyfrinair y gweinydd: ${v}`,
    (v: string) => `"парола": "${v}"`,
    (v: string) => `Паролата е: ${v}`,
    (v: string) => `SALASÕNA = "${v}"`,
    (v: string) => `* Slaptažodis: ${v}`,
    (v: string) => `lykilorð: ${v}`,
    (v: string) => `সার্ভারের পাসওয়ার্ড হল ${v}`,
    (v: string) => `எனது கடவுச்சொல் ${v} இதை மாற்ற வேண்டாம்`,
    (v: string) => `ڈیٹا بیس کا پاس ورڈ ${v} ہے`,
    (v: string) => `बॉट का टोकन ${v} है`,
  ]
) {
  const v = password();
  const text = make(v);
  SECRETS.push({ label: `password word: ${text.slice(0, 24)}`, text, pieces: [v] });
}
for (
  const make of [
    (v: string) => `আমার API কী ${v} কাজ করছে না`,
    (v: string) => `இந்த API கீ: ${v}`,
    (v: string) => `ٹوکن یہ ہے: ${v}`,
    (v: string) => `এই টোকেন ব্যবহার করো: ${v}`,
  ]
) {
  const v = key(36);
  const text = make(v);
  SECRETS.push({ label: `key word: ${text.slice(0, 24)}`, text, pieces: [v] });
}
for (
  const text of [
    "Lozinka je istekla, promijeni je.",
    "parola este greșită, încearcă din nou",
    "Parool on vale. Proovi uuesti.",
    "nenosiri si sahihi, jaribu tena",
    "kata laluan tidak sah",
    "passord: ${DB_PASSORD}",
    "contrasenya: ********",
    "Slaptažodis turi būti bent 12 simbolių ilgio",
    "পাসওয়ার্ড ভুল হয়েছে",
    "API کی دستاویزات یہاں ہیں: docs/api.md",
    "இந்த API கீ காலாவதியானது",
    "Паролата е грешна",
  ]
) CLEAN.push([`password words, no value: ${text.slice(0, 24)}`, text]);

// Code: a literal inside a call that only wraps it, a password name glued to whose it is, a
// constant declared with a string type.
for (
  const make of [
    (v: string) => `final String smtpPassword = new String("${v}");`,
    (v: string) => `String DB_PASS = String.valueOf("${v}");`,
    (v: string) => `let client_secret = SecretString::new("${v}".to_owned());`,
    (v: string) => `    api_key: SecretStr = SecretStr("${v}")`,
    (v: string) => `  rootpass = "${v}";`,
    (v: string) => `mysql.dbpwd: '${v}'`,
    (v: string) => `keystore.storepass=${v}`,
    (v: string) => `pub const API_TOKEN: &str = "${v}";`,
    (v: string) => `static SMTP_PASSWORD: &'static str = "${v}";`,
    (v: string) => `export const STRIPE_SECRET: string = "${v}";`,
    (v: string) => `private val DB_PASSWORD: String = "${v}"`,
  ]
) {
  const v = password();
  const text = make(v);
  SECRETS.push({ label: `code: ${text.slice(0, 30)}`, text, pieces: [v] });
}
for (
  const text of [
    'title = new String("Quarterly report")',
    "bypass = true",
    'compass = "north-2024-x"',
    "adminpass = process.env.ADMIN_PASS",
    'const SORT_KEY: string = "created_at";',
    'const TOKEN_HEADER: &str = "Authorization";',
  ]
) CLEAN.push([`code look-alike: ${text.slice(0, 30)}`, text]);

// Commands that take a secret by a flag of their own, or read one from a pipe.
for (
  const make of [
    (v: string) => `xcrun altool --notarize-app -f App.zip -u me@example.com --password ${v}`,
    (v: string) => `anaconda --token ${v} upload --user acme dist/pkg.tar.bz2`,
    (v: string) => `schtasks /create /tn Sync /tr C:\\sync.cmd /sc hourly /ru CORP\\svc /rp ${v}`,
    (v: string) => `sudo dscl . -passwd /Users/kiosk "${v}"`,
    (v: string) => `printf '%s' '${v}' | cryptsetup luksFormat /dev/sdc1 -`,
    (v: string) => `echo '${v}' | gpg --batch --passphrase-fd 0 -d secrets.gpg`,
    (v: string) => `echo -n '${v}' | openssl enc -d -aes-256-cbc -pass stdin -in x.enc`,
    (v: string) => `$pw = ConvertTo-SecureString -Force -AsPlainText '${v}'`,
  ]
) {
  const v = password();
  const text = make(v);
  SECRETS.push({ label: `command: ${text.slice(0, 30)}`, text, pieces: [v] });
}
for (
  const text of [
    "xcrun altool --upload-app -f App.ipa -u ci@example.com -p @keychain:AC_PASSWORD",
    "anaconda upload dist/pkg.tar.bz2",
    "schtasks /query /fo LIST /v",
    "dscl . -read /Users/kiosk",
    "cat /etc/crypttab | cryptsetup status vault",
    "$pw = Read-Host -AsSecureString | ConvertTo-SecureString",
  ]
) CLEAN.push([`command look-alike: ${text.slice(0, 30)}`, text]);

// A key's name with the encoding of its value after it.
for (
  const make of [
    (v: string) => `signing.key.hex=${v}`,
    (v: string) => `"encryptionKeyBase64": "${v}"`,
    (v: string) => `  aes_key_b64: ${v}`,
    (v: string) => `webhook.secret.hex = ${v}`,
    (v: string) => `hmacEncoded: "${v}"`,
  ]
) {
  const v = key(44) + "1a";
  const text = make(v);
  SECRETS.push({ label: `encoded name: ${text.slice(0, 24)}`, text, pieces: [v] });
}
for (
  const text of [
    `public_key_hex: ${key(64, "0123456789abcdef")}`,
    `publicKeyBase64: "${key(44)}"`,
    "hmac_hex: sha256",
    "tokenEncoded: ${TOKEN_ENCODED}",
    "password.encoded=true",
  ]
) CLEAN.push([`encoded name look-alike: ${text.slice(0, 24)}`, text]);

// A multi-line string literal holding a key's pieces, under a name that says secret.
for (
  const [open, close, name] of [
    ["'''", "'''", "api_secret = "],
    ['"""', '"""', "SECRET_KEY = "],
    ["`", "`", "const signingKey = "],
    ["`", "`", "var key = "],
  ]
) {
  // (One case and digits, as a license key is printed: no mixed case for a nearby rule to see.)
  const a = key(32, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"),
    b = key(28, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789");
  SECRETS.push({
    label: `multi-line literal: ${name}${open}`,
    text: `${name}${open}\n${a}\n${b}\n${close}\n`,
    pieces: [a, b],
  });
}
CLEAN.push(["multi-line literal of prose", "notes = '''\nrotate the key\nevery quarter\n'''\n"]);
CLEAN.push(["template literal of a path", "const key = `\n${bucket}/${prefix}\n`;\n"]);

// A Caddyfile's DNS provider token, and a Nagios/Icinga `$USERn$` macro.
for (const provider of ["cloudflare", "duckdns", "hetzner"]) {
  const v = fake(20, "abcdefghijklmnopqrstuvwxyz", seed++) + "7q2" + key(12).toLowerCase() + "9x";
  SECRETS.push({
    label: `caddy dns ${provider}`,
    text: `example.org {\n\ttls {\n\t\tdns ${provider} ${v}\n\t}\n}\n`,
    pieces: [v],
  });
}
CLEAN.push(["caddy dns from env", "tls {\n\tdns cloudflare {env.CLOUDFLARE_API_TOKEN}\n}\n"]);
for (const n of [2, 7, 12]) {
  const v = password();
  SECRETS.push({
    label: `$USER${n}$ macro`,
    text: `$USER1$=/usr/lib64/nagios/plugins\n$USER${n}$=${v}\n`,
    pieces: [v],
  });
}
CLEAN.push(["$USER1$ plugin path", "$USER1$=/usr/lib/monitoring-plugins\n$USER2$=snmp-ro\n"]);
