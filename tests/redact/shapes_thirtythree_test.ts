/**
 * The shapes mended after held-out corpus thirty-three was seen (docs/redaction.md, "Corpus
 * thirty-three after it was seen": identity, single sign-on, directories and secret stores): other
 * tools and other wording than the corpus text, each with a near miss on the other side — as
 * written, inside a JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, BASE64, BASE64URL, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 53_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const lowerDigits = (n: number) => key(n, "abcdefghijklmnopqrstuvwxyz0123456789");
const b64 = (n: number) => key(n, BASE64);
const hex = (n: number) => key(n, HEX);
const letters = (n: number) => key(n, ALNUM.slice(0, 52));

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

{
  const k = "BQI" + b64(150);
  add(
    "a keytab in a Helm values file",
    `kerberos:\n  keytab: ${k}\n  principal: svc@EXAMPLE.ORG`,
    k,
  );
}
{
  const k = "MII" + b64(200);
  add(
    "a PKCS#12 bundle in a dotenv",
    `SIGNING_CERT_P12=${k}\nSIGNING_CERT_P12_PASSWORD_FILE=/run/p`,
    k,
  );
}
{
  const k = "MIIEv" + b64(1500);
  add(
    "a private key as a one-item list in a provider's config",
    `{\n  "providerId": "rsa",\n  "config": {\n    "private_key": [\n      "${k}"\n    ],\n    "active": ["true"]\n  }\n}`,
    k,
  );
}
{
  const k = [20, 43, 22, 180, 22].map((n) => key(n, BASE64URL)).join(".");
  add(
    "an encrypted key in a YAML provisioner",
    `provisioner:\n  type: JWK\n  encrypted_key: ${k}`,
    k,
  );
}
{
  const codes = [0, 1, 2, 3].map(() => lowerDigits(4) + "7-" + lowerDigits(4) + "2");
  add(
    "backup codes in an API answer",
    `HTTP/1.1 200 OK\n\n{"backup_codes": [${
      codes.map((c) => `"${c}"`).join(", ")
    }], "remaining": 4}`,
    ...codes,
  );
}
{
  const [h, s] = [b64(44), b64(24)];
  add(
    "a hash and its salt in a user dump",
    `{"id": 42, "email": "a@example.org", "password_hash": "${h}", "salt": "${s}"}`,
    h,
  );
}
{
  const k = hex(40);
  add("a key echoed in a denied request", `WARN request denied: api key "${k}" is revoked`, k);
}
{
  const k = lowerDigits(30) + "4";
  add("an API key ending a log line", `level=info msg="issued" api_key for svc/ci => ${k}`, k);
}
{
  const [a, b] = [lowerDigits(23) + "5", lowerDigits(25) + "8"];
  add(
    "an API key cut by a terminal",
    `robot account made; new api key for robot$ci => ${a}\n${b} (len 50)`,
    a,
    b,
  );
}
{
  const [a, b] = [b64(24), "/" + b64(18) + "="];
  add("a recovery key's padded rest", `Recovery key, keep it safe:\n${a}\n${b}`, a, b);
}
{
  const [a, b] = [key(20, BASE64URL), key(23, BASE64URL)];
  add("an RSA JWK's p wrapped", `{"kty":"RSA","e":"AQAB","p":"${a}\n${b}","kid":"k2"}`, a, b);
}
{
  const pw = letters(8) + "@" + letters(6);
  add(
    "a password echoed into a file a CLI reads",
    `echo '${pw}' > ./pw && openssl pkcs12 -export \\\n  -passout file:./pw -out bundle.p12`,
    pw,
  );
}
{
  const [s, h] = [b64(43), b64(43)];
  add(
    "an argon2 hash given to a password setting",
    `DASHBOARD_PASSWORD="$argon2id$v=19$m=19456,t=2,p=1$${s}$${h}"`,
    s,
    h,
  );
}
CLEAN.push(["a keytab by its path", "KRB5_KTNAME=FILE:/etc/krb5.keytab\nkeytab_b64: ${KEYTAB}"]);
CLEAN.push(["a trust store in base64", `TRUSTSTORE_P12_B64=MII${b64(150)}`]);
CLEAN.push(["an empty key list", '"privateKey": [],\n"certificate": []']);
CLEAN.push(["an encrypted key flag", "encrypted_key: false\nencryptedKey: null"]);
CLEAN.push(["recovery codes left unset", '{"recovery_codes": [], "enabled": false}']);
CLEAN.push(["a hash's algorithm beside its salt length", '{"hash": "sha256", "salt": 16}']);
CLEAN.push(["an error naming a key", "Error: 401 Unauthorized for key 'X-Api-Key' header"]);
CLEAN.push(["an API key's state at a line end", "api key for svc/ci -> revoked\nnext: rotate"]);
CLEAN.push(["a word under a caught line", "token: [REDACTED]\nDone=="]);
CLEAN.push(["Okta ids in a group listing", `00g${key(17)}  admins\n0oa${key(17)}  app`]);
CLEAN.push(["an Okta token as its docs write it", `SSWS 00${"x".repeat(40)}`]);
CLEAN.push(["a password hash under its name", `passwordHash: "$2b$12$${key(53)}"`]);
shapeTests("corpus thirty-three", SECRETS, CLEAN);
