/**
 * The shapes mended after held-out corpus twenty-nine was seen (docs/redaction.md, "Corpus
 * twenty-nine after it was seen": science, health, public sector): other languages, other tools
 * and other wording than the corpus text, each with a near miss on the other side — as written,
 * inside a JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, BASE64, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 49_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n, HEX);
const uuid = () => [8, 4, 4, 4, 12].map((n) => hex(n)).join("-");
// A typed password: both cases, a digit and a symbol, whatever the seed gives.
const typed = (n = 9) => "Q" + key(n) + "7k#";

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// Passwords in sentences of other languages: right after the word, in parentheses, far from it.
{
  const p = typed();
  add(
    "a Dutch sentence with a user and a password right after the word",
    `De gebruiker is jdevries en het wachtwoord ${p} (het oude werkt niet meer).`,
    p,
  );
}
{
  const p = typed(8);
  add("a Portuguese password in parentheses", `a senha (${p}) expira amanhã, troque-a logo.`, p);
}
{
  const p = typed(10);
  add(
    "a German password whose sentence names the account at length first",
    `Das Kennwort für das lokale Konto des Laborrechners im zweiten Stock des Gebäudes lautet ${p}`,
    p,
  );
}
{
  const [id, s] = [uuid(), key(40)];
  add(
    "a Norwegian client secret on the line under the words",
    `Klient-ID ${id} og hemmeligheten\n${s}\nligger også i hvelvet.`,
    s,
  );
}
{
  const [a, b] = ["Xq" + key(9) + "4", "Zr" + key(7) + "8"];
  add(
    "an English password a mail client wrapped, its rest before a dash",
    `The password for the database user ops on the cohort server is ${a}\n${b} - please do not forward.`,
    a,
    b,
  );
}
{
  const [a, b] = ["Kp" + key(8) + "3", "mW" + key(8) + "5"];
  add(
    "a Wi-Fi key handed over in a 1st and a 2nd half",
    `Lab Wi-Fi key: 1st half ${a}\n2nd half ${b} (no space between)`,
    a,
    b,
  );
}
{
  const p = typed();
  add(
    "a root password a chat line says was changed",
    `fyi I changed the root password to '${p}'`,
    p,
  );
}
{
  const t = key(40);
  add("a token a sentence hands over", `ok, my token was ${t} but I revoked it`, t);
}
{
  const [s, f] = ["Ab3" + key(12), key(24)];
  add(
    "an ownCloud share link with a key in its fragment",
    `Download: https://owncloud.example.org/index.php/s/${s}/download#${f}`,
    s,
    f,
  );
}

// Places in formats that hold a secret.
{
  const s = key(20);
  add(
    "an HL7 v2 ADT message whose MSH-8 carries a key",
    `MSH|^~\\&|ADT|CLINIC|EHR|REGION|20261201083000|${s}|ADT^A04|MSG7781|P|2.4\nEVN|A04|20261201083000`,
    s,
  );
}
{
  const s = key(10);
  add(
    "an X12 837 interchange whose ISA02 carries authorization information",
    `ISA*03*${s}*00*          *ZZ*BILLINGSVC     *ZZ*PAYER01        *261201*0830*^*00501*000000907*0*T*:~`,
    s,
  );
}
{
  const [a, b] = [typed(), typed(11)];
  add(
    "a JSON map of basic-auth users over several lines",
    `{\n  "basic_auth_users": {\n    "ingest": "${a}",\n    "viewer": "${b}"\n  }\n}`,
    a,
    b,
  );
}
{
  const p = typed();
  add(
    "a proxy log printing a Basic header decoded",
    `[proxy] 10:04:11 upstream=lab-api headers: Authorization: Basic svc_lims:${p}`,
    p,
  );
}
{
  const p = typed();
  add("a password echoed into kinit", `echo "${p}" | kinit svc@LAB.EXAMPLE.ORG && klist`, p);
}
{
  const p = typed();
  add(
    "a database CLI given a user then a quoted password",
    `nzsql -host nz.example.org -u admin -p '${p}' -d warehouse`,
    p,
  );
}
{
  const t = uuid();
  add(
    "a UUID API token in another repository's header",
    `curl -H "X-Figshare-Token: ${t}" https://api.figshare.example.org/v2/account`,
    t,
  );
}
{
  const k = uuid();
  add(
    "an rc file's key after its user number",
    `$ cat ~/.adsapirc\nurl: https://ads.atmosphere.example.eu/api\nkey: 40211:${k}`,
    k,
  );
}
{
  const p = typed();
  add("a smart card's PIN in an environment file", `SMARTCARD_PIN=${p}\nREADER=0`, p);
}
{
  const p = typed();
  add(
    "a davfs2 secrets line for a mount point with a quoted password",
    `sudo tee -a /etc/davfs2/secrets <<EOF\n/mnt/projects ops "${p}"\nEOF`,
    p,
  );
}
{
  const p = typed();
  add(
    "a client built from a URL, a user and a password",
    `conn = Connection("https://portal.example.gov/arcgis", "gisadmin", "${p}")`,
    p,
  );
}
{
  const t = key(26);
  add(
    "a client built from a URL and an app token",
    `client = OpenData("https://data.example-city.gov", "${t}", timeout=30)`,
    t,
  );
}
{
  const lines = [key(64, BASE64), key(64, BASE64), key(30, BASE64) + "=="];
  add(
    "a Java key store pasted as base64",
    `keystore.p12 (base64):\n${lines.join("\n")}\nstore password in the vault`,
    ...lines.map((l) => l.replace(/=+$/, "")),
  );
}
{
  const p = "Xkcd." + "Wpbtm" + key(3, "0123456789");
  add("a password with a dot in an XML element", `<dataSource><password>${p}</password>`, p);
}

CLEAN.push([
  "a Spanish sentence about a password's rules",
  "la contraseña debe tener 12 caracteres",
]);
CLEAN.push([
  "a French password word before a parenthesis of words",
  "le mot de passe (voir le coffre-fort) est temporaire.",
]);
CLEAN.push([
  "a German password word before a link",
  "Passwort zurücksetzen unter https://konto.example.de/reset",
]);
CLEAN.push([
  "a redacted value over a line that starts with a word and a dash",
  "password: [REDACTED]\nKubernetes - the next step\ntoken: [REDACTED]\nRelease2024 (see notes)",
]);
CLEAN.push(["halves of words", "first half of the sprint: setup\nsecond half: migration"]);
CLEAN.push([
  "a counter reset to a quoted name",
  'I reset the admin view to "Dashboard_View" again',
]);
CLEAN.push([
  "keys a sentence names that are no secrets",
  `the public key is ${hex(64)}\nthe key is sort_order_by_created_at_timestamp`,
]);
CLEAN.push(["a share link of words", "https://docs.example.org/s/getting-started#install"]);
CLEAN.push([
  "HL7 and X12 headers with their security fields empty",
  `MSH|^~\\&|LAB|HOSP|EHR|HOSP|20261201083000||ORU^R01|MSG1|P|2.5.1\nISA*00*          *00*          *ZZ*SENDER         *ZZ*RECEIVER       *261201*0830*^*00501*000000001*0*P*:~`,
]);
CLEAN.push([
  "a users map of roles",
  `{"RegisteredUsers": {}, "users": {"alice": "admin", "bob": "viewer"}}`,
]);
CLEAN.push(["a user and a port mapping", "docker run -u 1000 -p '8080:80' registry.example/app"]);
CLEAN.push([
  "an idempotency key header and a pin number",
  `curl -H "X-Idempotency-Key: ${uuid()}" https://api.example.com\nled.pin = 13\nreset_pin: GPIO17`,
]);
CLEAN.push([
  "a public certificate under a line that names it",
  `Certificate (public, base64):\n${key(64, BASE64)}\n${key(30, BASE64)}==`,
]);
CLEAN.push([
  "a SAML metadata's signing certificate",
  `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>\n${
    key(64, BASE64)
  }\n${key(64, BASE64)}\n  </ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`,
]);
CLEAN.push([
  "a documented demo key and resources' paths",
  `curl "https://api.example.gov/v1/data?api_key=DEMO_KEY"\nGET /fhir/Observation/${
    key(20)
  } 200\n{"reference": "Patient/${key(18)}"}`,
]);

shapeTests("corpus twenty-nine", SECRETS, CLEAN);
