/**
 * Shapes read from held-out corpus twenty-nine's misses (docs/redaction.md, "Corpus twenty-nine
 * after it was seen": science, health, public sector) where a place in a format, not a name, says
 * secret: an HL7 v2 message's MSH-8 security field, an X12 interchange header's ISA02/ISA04, a
 * JSON map of users to their passwords (`RegisteredUsers`), `Authorization: Basic user:password`
 * printed decoded, a password piped into a login command, a `-u user -p '…'` login, an
 * `X-…-Key` header holding a UUID, an rc file's `url:` and `key:` lines, a PIN setting, a
 * credentials file's `URL user password` line, a client built from a URL or host and literals, a
 * key store pasted as base64 under a line that names it.
 */
import { ALNUM, BASE64, HEX, sample } from "./_examples.ts";
import { credentialLike } from "./_credential.ts";
import { isNotASecret } from "./_filters.ts";
import { typedClasses } from "./_lone_form.ts";
import { isUuid, mixedNoise } from "./_noise.ts";
import { looksGenerated } from "./_positions.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";

const PW = sample(9, ALNUM, 29_001) + "#" + sample(4, ALNUM, 29_002);
const uuid = (seed: number) => {
  const h = sample(32, HEX, seed);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${
    h.slice(20)
  }`;
};

/** A password or a generated value: what a place that holds a secret holds. */
const secretValue = (value: string) =>
  !isNotASecret(value) && (credentialLike(value, true) || typedClasses(value));

// The pairs of a JSON object: a quoted name, a colon, a quoted value (group 1 the value).
const PAIR = /"[^"\r\n]{1,100}"[ \t]*:[ \t]*"([^"\r\n]{1,200})"/g;

/** The values of the pairs of `body`, as [start, end) offsets. */
function pairValues(body: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of body.matchAll(PAIR)) {
    const at = m.index! + m[0].length - 1 - m[1]!.length;
    if (anyRealValue(m[1]!)) out.push([at, at + m[1]!.length]);
  }
  return out;
}

// Words before a header's `-Key` that name an id, not a credential (`X-Idempotency-Key`).
const ID_HEADER = /(?:idempotency|request|correlation|trace|dedup|cache|session-id)-key$/i;

// The words that name a key store a password opens (PKCS#12, `.p12`, `.pfx`, a Java keystore)
// and, in an announcing line, a certificate given with its password (a certificate alone is
// public; one that needs a password holds its private key).
const KEY_STORE = /pkcs[ #-]?12|\.p12\b|\.pfx\b|\.jks\b|\bp12\b|\bpfx\b|keystore|key store/i;
const CERTIFICATE = /certificat|zertifikat|certificado|certifikat|sertifikaatti/i;
const PASSWORD_WORDS =
  /passw|kennwort|mot de passe|contraseña|wachtwoord|adgangskode|salasana|lösenord|passord|senha|pin\b/i;

/** The rules of this file, in the order they run (with the shapes of corpus twenty-nine). */
export const TWENTYNINE_FORMAT_RULES: readonly Rule[] = [
  rule({
    id: "hl7-security-field",
    examples: {
      match: [
        "MSH|^~\\&|RIS|UMC|MIRTH|HOSP|20261111222724|«" + sample(22, ALNUM, 29_003) +
        "»|ORU^R01|1305636444|P|2.5.1",
      ],
      clean: [
        "MSH|^~\\&|RIS|UMC|MIRTH|HOSP|20261111222724||ORU^R01|1305636444|P|2.5.1",
        "MSH|^~\\&|LAB|HOSP|EHR|HOSP|20261111222724|NONE|ADT^A01|MSG00001|P|2.3",
      ],
    },
    description:
      "an HL7 v2 message header's security field (MSH-8, the eighth field, after the date of the message): a password or key the sender puts in the message, by its place",
    keywords: ["msh|"],
    pattern: /MSH\|[^|\r\n]{4,5}\|(?:[^|\r\n]{0,180}\|){5}(?<v>[^|\r\n^~&\\]{6,100})\|/gd,
    secret: ["v"],
    accept: (value) => secretValue(value),
  }),
  rule({
    id: "x12-security-field",
    examples: {
      match: [
        "ISA*00*          *01*«" + sample(10, ALNUM, 29_004) +
        "»*ZZ*SUBMITTER      *ZZ*CLEARHOUSE     *261126*1329*^*00501*053744433*0*P*:~",
        "ISA*03*«" + sample(10, ALNUM, 29_005) + "»*00*          *ZZ*SUBMITTER      *ZZ*PAYER",
      ],
      clean: [
        "ISA*00*          *00*          *ZZ*SUBMITTER      *ZZ*CLEARHOUSE     *261126*1329*^*00501*053744433*0*P*:~",
      ],
    },
    description:
      "an X12 interchange header's authorization (ISA02, when ISA01 is not `00`) or security information (ISA04, when ISA03 is `01`: a password), by their places in the `ISA*…` segment",
    keywords: ["isa*"],
    pattern:
      /ISA\*(?:00\*[^*\r\n]{0,10}|(?!00)\d\d\*(?<a>[^*\s][^*\r\n]{0,9}?)[ ]*)\*(?:01\*(?<v>[^*\s][^*\r\n]{0,9}?)[ ]*\*|\d\d\*)/gd,
    secret: ["a", "v"],
    accept: (value) => anyRealValue(value) && !/^0+$/.test(value),
  }),
  rule({
    id: "registered-users-map",
    examples: {
      match: [
        '"RegisteredUsers" : { "alice" : "«' + PW + '»", "viewer" : "«Kiefer-Havet1761?»" }',
        '"basic_auth_users": {\n  "ops": "«' + sample(14, ALNUM, 29_006) + '»"\n}',
      ],
      clean: [
        '"RegisteredUsers" : { }',
        '"users": { "alice": "admin", "bob": "viewer" }',
        '"RegisteredUsers" : { "alice" : "${ALICE_PASSWORD}" }',
      ],
    },
    description:
      "a JSON map of user names to passwords under a key that says so (Orthanc's `RegisteredUsers`, `basic_auth_users`, `http_auth_users`): every value of the map",
    keywords: ["registeredusers", "auth_users", "authusers"],
    wholeText: true,
    // (From the literal `Users"`, which the regex engine skips ahead to.)
    pattern:
      /(?:Users|users)"(?<="(?:Registered|(?:[Bb]asic|[Hh]ttp)?_?[Aa]uth_?)(?:Users|users)")[ \t]*:[ \t]*\{(?<v>[^{}]{1,4000})\}/gd,
    secret: ["v"],
    split: pairValues,
    accept: (value) => pairValues(value).length > 0,
  }),
  rule({
    id: "basic-auth-plain",
    examples: {
      match: ["Authorization: Basic emp$clerk47:«" + PW + "»"],
      clean: [
        "Authorization: Basic $CREDS",
        "Authorization: Basic ${USER}:${PASSWORD}",
      ],
    },
    description:
      "`Authorization: Basic user:password` as a log prints it decoded (not base64): the password after the colon",
    keywords: ["basic "],
    pattern: /Authorization[ \t]*:[ \t]*Basic[ \t]+[^\s:"'\\]{1,64}:(?<v>[^\s"'\\]{4,128})/gdi,
    secret: ["v"],
    accept: (value) => anyRealValue(value) && !/^\$/.test(value),
  }),
  rule({
    id: "piped-login-password",
    examples: {
      match: [
        "$ echo '«" + PW + "»' | iinit",
        'echo "«' + PW + '»" | kinit ops@LAB.EXAMPLE.ORG',
      ],
      clean: ["echo $IRODS_PASSWORD | iinit", "echo 'done' | tee log.txt"],
    },
    description:
      "a literal echoed into a command that reads a password on its input (`echo '…' | iinit`, `| kinit`, `| sudo -S`, `| passwd --stdin`)",
    keywords: ["iinit", "kinit", "sudo -s", "--stdin"],
    pattern:
      /\becho[ \t]+(?:-[ne][ \t]+)?(?<q>["']?)(?<v>[^\s"'|$`]{4,128})\k<q>[ \t]*\|[ \t]*(?:iinit|kinit|sudo[ \t]+-S|passwd[ \t]+--stdin|\w[\w-]{0,30}[ \t][^|\r\n]{0,100}--stdin)\b/gd,
    secret: ["v"],
    accept: (value) => anyRealValue(value),
  }),
  rule({
    id: "user-p-flag-password",
    examples: {
      match: ["./mccommand -a https://mirth.example.org:8443 -u admin -p '«" + PW + "»'"],
      clean: [
        "ssh -u admin -p 2222 host",
        "docker run -u 1000 -p '8080:80' app",
        "tool -u admin -p '$PASSWORD'",
      ],
    },
    description:
      "a quoted literal after `-p` in a command that gave a user with `-u` before it: a login's password (a port or a mapping is no credential)",
    keywords: ["-u "],
    pattern:
      /(?:^|[ \t])-u[ \t]+[^\s'"-][^\s'"]{0,63}[ \t]+(?:-\w[ \t]+[^\s-][^\s]{0,200}[ \t]+){0,3}-p[ \t]*(?<q>['"])(?<v>[^'"\s]{6,128})\k<q>/gd,
    secret: ["v"],
    accept: (value) => secretValue(value),
  }),
  rule({
    id: "key-header-uuid",
    examples: {
      match: ['curl -H "X-Dataverse-key:«' + uuid(29_007) + '»" https://dataverse.example.edu'],
      clean: [
        'curl -H "X-Idempotency-Key: ' + uuid(29_008) + '" https://api.example.com',
        'curl -H "X-Request-Id: ' + uuid(29_009) + '"',
        "X-Api-Key: 00000000-0000-0000-0000-000000000000",
      ],
    },
    description:
      "a UUID in a request header named for a key or token (`X-Dataverse-key:`, `X-…-Token:`): a service's API token made as a UUID, not an idempotency or request key",
    keywords: ["-key:", "-token:", "-key :", "-token :"],
    pattern:
      /\b(?<name>X-[A-Za-z][\w-]{0,40}-(?:key|token))[ \t]*:[ \t]*(?<v>[0-9A-Fa-f]{8}(?:-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12})\b/gdi,
    secret: ["v"],
    accept: (value, _group, match) =>
      isUuid(value) && !/^[0-]+$/.test(value) && !isNotASecret(value) &&
      !ID_HEADER.test(match.groups!.name!),
  }),
  rule({
    id: "rc-file-key",
    examples: {
      match: [
        "url: https://cds.climate.copernicus.eu/api\nkey: «" + uuid(29_010) + "»",
        "url: https://ads.example.eu/api/v2\nkey: 4521:«" + uuid(29_011) + "»",
      ],
      clean: ["url: https://cds.climate.copernicus.eu/api\nkey: <your-api-key>", "key: value"],
    },
    description:
      "the `key:` line of a client's rc file right after its `url:` line (`~/.cdsapirc`, an API client's YAML): the API key, a UUID or a generated value (a user's number before it stays)",
    // (Not `url:` alone: code and YAML hold it before a quoted URL.)
    keywords: ["url: http", "url:http"],
    wholeText: true,
    // (From the literal `url:`, which the regex engine skips ahead to; its line's start is looked
    // behind from it.)
    pattern:
      /url:(?<=(?:^|\n|")[ \t]*url:)[ \t]*https?:\/\/[^\s"]{1,300}\r?\n[ \t]*key:[ \t]*(?:\d{1,10}:)?(?<v>[^\s"'#]{8,200})(?=[ \t]*(?:\r?\n|\r?$|"))/gd,
    secret: ["v"],
    accept: (value) => isUuid(value) || looksGenerated(value, 16) || mixedNoise(value, 16),
  }),
  rule({
    id: "pin-setting",
    examples: {
      match: ["eric.zertifikat.pin = «Komeet.Skog6391#»", "SIGNING_CERT_PIN=«" + PW + "»"],
      clean: ["led.pin = 13", "reset_pin: GPIO17", "sim.pin = ${SIM_PIN}", "pin = 4"],
    },
    description:
      "a setting named for a PIN (`eric.zertifikat.pin`, `CERT_PIN`, `token_pin:`) whose value reads as a typed password (three of lower case, upper case, digits and symbols): a certificate's or a card's PIN, not a board's pin number",
    keywords: [".pin", "_pin", "pin ", "pin=", "pin:"],
    pattern:
      /(?<![\w-])(?:[\w-]{1,40}[._])?pin["']?[ \t]*[=:][ \t]*(?<q>["']?)(?<v>[^\s"']{6,64})\k<q>(?=[ \t]*(?:\r?\n|\r?$|[,;#}"]))/gdi,
    secret: ["v"],
    accept: (value) => typedClasses(value) && !isNotASecret(value),
  }),
  rule({
    id: "credentials-file-line",
    examples: {
      match: [
        "# /etc/davfs2/secrets\nhttps://cloud.example.fi/remote.php/webdav ops «" +
        sample(5, ALNUM, 29_012) + "-" + sample(5, ALNUM, 29_013) + "-" +
        sample(5, ALNUM, 29_014) + "»",
      ],
      clean: [
        "# /etc/davfs2/secrets\n# https://cloud.example.fi/remote.php/webdav ops password",
        "/etc/davfs2/secrets root 600",
      ],
    },
    description:
      "a line of davfs2's `secrets` file or a file like it (a URL or mount point, a user, a password): the password, when the file is named",
    // (Not `/secrets` alone: a container's `/run/secrets/…` paths are on many lines of a log.)
    keywords: ["davfs", "webdav"],
    wholeText: true,
    pattern:
      /(?:^|\n)[ \t]*(?:https?:\/\/[^\s]{1,300}|\/[\w.\/-]{1,200})[ \t]+(?:"[^"\r\n]{1,64}"|[^\s"#]{1,64})[ \t]+(?:"(?<q>[^"\r\n]{4,128})"|(?<v>[^\s"#]{4,128}))[ \t]*(?=\r?\n|$|"[,}\]])/gd,
    secret: ["q", "v"],
    accept: (value) => secretValue(value),
  }),
  rule({
    id: "client-url-literals",
    examples: {
      match: [
        'gis = GIS("https://gis.example.es/portal", "ops", "«' + PW + '»")',
        'client = Socrata("data.example-county.gov", "«' + sample(25, ALNUM, 29_015) +
        '»",\n    username="ops@example.gov", password=pw)',
      ],
      clean: [
        'gis = GIS("https://gis.example.es/portal", "ops", password)',
        'client = Socrata("data.example-county.gov", None)',
        'Link("https://example.org/docs", "Read the docs", "external-link")',
      ],
    },
    description:
      "a client built from a URL or a host then literals (`GIS(url, user, password)`, `Socrata(domain, app_token, …)`): after a user, a password; alone, a generated token",
    keywords: ['("http', "('http", "socrata("],
    pattern: new RegExp(
      String
        .raw`\b[A-Z]\w{1,30}\([ \t]*(?<q>["'])(?:https?://)?[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+[^\s"']{0,200}\k<q>[ \t]*,[ \t]*(?<qa>["'])(?<a>[^"'\s]{1,128})\k<qa>(?:[ \t]*,[ \t]*(?<qb>["'])(?<b>[^"'\s]{1,128})\k<qb>)?[ \t]*[,)]`,
      "gd",
    ),
    secret: ["a", "b"],
    accept: (value, group, match) =>
      group === "b"
        ? secretValue(value)
        : match.groups?.b === undefined && looksGenerated(value, 20) && mixedNoise(value, 20),
  }),
  rule({
    id: "key-store-base64",
    examples: {
      match: [
        "Zertifikat (Base64) und Passwort für die Testumgebung:\n«" + sample(76, BASE64, 29_112) +
        "\n" + sample(76, BASE64, 29_113) + "\n" + sample(40, BASE64, 29_114) + "==»\nPasswort: «" +
        PW + "#»",
      ],
      clean: [
        "Certificate (public, base64):\n" + sample(76, BASE64, 29_115) + "\n" +
        sample(40, BASE64, 29_116) + "==",
      ],
    },
    description:
      "a key store pasted as base64 lines under a line that names it (PKCS#12, `.p12`, `.pfx`, a keystore) or names a certificate with its password (a certificate that needs a password holds its private key)",
    keywords: [
      ".p12",
      ".pfx",
      ".jks",
      "pkcs",
      "certifica",
      "zertifikat",
      "certifikat",
      "sertifikaat",
    ],
    // (From the word in the line above the block, found without case-folding, to the block's end:
    // a key store's base64 is a few kilobytes.)
    reach: { after: 16_000 },
    pattern:
      /(?:PKCS|pkcs|\.p12\b|\.pfx\b|\.jks\b|[Cc]ertifica|[Zz]ertifikat|[Cc]ertifikat|[Ss]ertifikaat)[^\r\n]{0,200}\r?\n(?<v>(?:[A-Za-z0-9+\/]{40,100}\r?\n){1,200}[A-Za-z0-9+\/]{4,100}={0,2})(?=[ \t]*(?:\r?\n|\r?$|"))/gd,
    secret: ["v"],
    accept: (_value, _group, match) => {
      const input = match.input;
      const from = Math.max(
        input.lastIndexOf("\n", match.index),
        input.lastIndexOf('"', match.index),
      );
      const head = input.slice(from + 1, input.indexOf("\n", match.index));
      return KEY_STORE.test(head) || CERTIFICATE.test(head) && PASSWORD_WORDS.test(head);
    },
  }),
];
