/**
 * The shapes read from held-out corpus twenty's misses (docs/redaction.md, "Corpus twenty after it
 * was seen"), each in tools and files other than the corpus's: caught as written, inside a JSONL
 * record and with CRLF line ends, beside look-alikes that must come out byte for byte
 * (_shape_tests.ts).
 */
import { ALNUM, BASE64, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 28_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const pem = (lines: string[], eol: string) =>
  ["-----BEGIN PRIVATE KEY-----", ...lines, "-----END PRIVATE KEY-----"].join(eol);

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// A key's id beside the key's body: Firebase Admin JSON, a Terraform var, a Python dict.
{
  const [id, body] = [key(40, HEX), [key(64, BASE64), key(40, BASE64)]];
  add(
    "firebase-adminsdk JSON",
    `{"type": "service_account", "private_key_id": "${id}", "private_key": "${
      pem(body, "\\n")
    }\\n", "client_email": "firebase-adminsdk@app.iam.gserviceaccount.com"}`,
    id,
    ...body,
  );
  const [id2, body2] = [key(40, HEX), [key(64, BASE64), key(30, BASE64)]];
  add(
    "credentials dict in a notebook",
    `creds = {\n    "private_key_id": "${id2}",\n    "private_key": """${pem(body2, "\n")}""",\n}`,
    id2,
    ...body2,
  );
}
CLEAN.push([
  "a key id listed alone",
  `$ gcloud iam service-accounts keys list --iam-account ci@p.iam.gserviceaccount.com\nKEY_ID: ${
    key(40, HEX)
  }\nprivate_key_id: ${key(40, HEX)} (disabled)`,
]);

// A token id beside its secret.
{
  const [id, secret] = [key(22), key(22)];
  add(
    "token pair in TOML",
    `[default]\ntoken_id = "ak-${id}"\ntoken_secret = "as-${secret}"`,
    id,
    secret,
  );
}
CLEAN.push(["a token id alone", `token_id = "ak-${key(22)}"\nenvironment = "main"`]);

// Sonatype / OSSRH user tokens.
{
  const [user, pass] = [key(8, LOWER), key(44)];
  add(
    "ossrh user token in gradle.properties",
    `ossrhUsername=${user}\nossrhPassword=${pass}`,
    user,
    pass,
  );
}
CLEAN.push(["a user token from the environment", "ossrhUsername=${OSSRH_USER}"]);

// A base64 value wrapped with `\` continuations; hex bytes after a taken line.
{
  const lines = [key(76, BASE64), key(76, BASE64), key(30, BASE64)];
  add(
    "a .p12 in a Makefile variable",
    `SIGNING_P12_BASE64 = "${lines[0]}\\\n${lines[1]}\\\n${lines[2]}="`,
    ...lines,
  );
  const hex = (n: number) => [...key(n)].map((c) => c.charCodeAt(0).toString(16)).join(",");
  const [a, b, c] = [hex(24), hex(24), hex(8)];
  add(
    "a .reg hex: value over three lines",
    `[HKEY_LOCAL_MACHINE\\SOFTWARE\\Vendor\\Sync]\n"Secret"=hex:${a},\\\n  ${b},\\\n  ${c}`,
    a,
    b,
    c,
  );
}
CLEAN.push([
  "a certificate's base64 wrapped with continuations",
  `ROOT_CERT_B64="${key(76, BASE64)}\\\n${key(40, BASE64)}="`,
]);
CLEAN.push([
  "a command continued after a flag",
  "docker run --rm \\\n  --name web \\\n  nginx:1.27",
]);

// A key store file shown as base64.
{
  const lines = [key(64, BASE64), key(64, BASE64), key(20, BASE64)];
  add(
    "type of a .pfx.b64 on Windows",
    `PS> Get-Content .\\certs\\codesign.pfx.b64\n${lines.join("\n")}`,
    ...lines,
  );
}
CLEAN.push([
  "a key store listed, not shown",
  "$ cat keystore.properties\nstoreFile=upload.jks\nkeyAlias=upload",
]);

// A folded or literal YAML block under a secret's name.
{
  const [a, b] = [key(40), key(24)];
  add("a folded token in a Helm values file", `auth:\n  token: >\n    ${a}\n    ${b}\n`, a, b);
}
CLEAN.push([
  "a folded description",
  `description: >-\n  Deploys the app\n  to the cluster\ntoken_ttl: 3600`,
]);

// Apple app-specific passwords, and R's Sys.getenv.
{
  const pw = [1, 2, 3, 4].map(() => key(4, LOWER)).join("-");
  add(
    "xcrun altool with the password",
    `$ xcrun altool --upload-app -f App.ipa -u dev@acme.io -p ${pw}`,
    pw,
  );
  const pw2 = [1, 2, 3, 4].map(() => key(4, LOWER)).join("-");
  add("an app-specific password in a .env", `APPLE_APP_SPECIFIC_PASSWORD=${pw2}`, pw2);
  const pw3 = key(8) + "." + key(6);
  add("Sys.getenv of one name", `> Sys.getenv("SNOWFLAKE_PASSWORD")\n[1] "${pw3}"`, pw3);
}
CLEAN.push([
  "a slug of four-letter words",
  "password reset lives at /docs/ours-held-page-flow and the branch fix-pass-word-flow",
]);
CLEAN.push(["Sys.getenv of paths", '> Sys.getenv(c("HOME", "R_LIBS"))\n  HOME R_LIBS\n "/h" "/l"']);

// Tool flags, and a saved cookie.
{
  const pw = key(8) + "~" + key(5);
  add("signtool.exe with a quoted password", `signtool.exe sign /f a.pfx /p "${pw}" app.msi`, pw);
  const pw2 = key(10) + "_" + key(3);
  add("steamcmd in a CI step", `run: steamcmd +login ci_builder '${pw2}' +quit`, pw2);
  const value = key(120, HEX);
  add(
    "a cookie saved by a Ruby client",
    `- !ruby/object:HTTP::Cookie\n  name: DES${key(10)}\n  value: HSARMTKNSRVXWFla${value}`,
    value,
  );
}
CLEAN.push(["steamcmd anonymous", "steamcmd +login anonymous +app_update 1007 validate +quit"]);
CLEAN.push([
  "a Kubernetes env var under a cookie setting",
  `# cookie settings\n- name: COOKIE_DOMAIN\n  value: acme-example-domain.io`,
]);

// A mask before a line break that a JSONL record escapes (`?token=...\n`), and `…aliasPass`.
CLEAN.push([
  "a notebook server's URL with its token elided",
  "[I 10:02:11 NotebookApp] http://127.0.0.1:8888/tree?token=...\n[I 10:02:11 NotebookApp] Use Control-C",
]);
CLEAN.push([
  "a server URL elided at the end of a line",
  "open http://localhost:8888/?token=...\nthen",
]);
{
  const pw = key(9) + "@" + key(4);
  add("aliasPass in a Cordova build.json", `{"android": {"release": {"aliasPass": "${pw}"}}}`, pw);
}

shapeTests("corpus twenty", SECRETS, CLEAN);
