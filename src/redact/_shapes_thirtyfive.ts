/**
 * Shapes read from held-out corpus thirty-five's misses (docs/redaction.md, "Corpus thirty-five
 * after it was seen": maps, logistics, shipping and travel), as shapes of any text: a session id
 * by its name, an access license number by its name, a service's `<name>_api_` prefixed token, a
 * credential element of a SOAP/XML request (`<Key>` beside a password), a generated URL user with
 * an empty password, an EDIFACT UNB's recipient password, an X12 translator's ISA security flag,
 * lftp's `-u user,password`, and a token printed alone as an HTTP response's body.
 */
import { ALNUM, HEX, sample, UPPER_DIGITS } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { credentialLike } from "./_credential.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

// A name's end and its value's start: `": "`, `=`, `: ` (escaped quotes inside a record too).
const SEP = String.raw`\\?["']?[ \t]*(?:=>|[:=])[ \t]*\\?["']?`;

/** True for a value with letters and digits that is no stand-in (a license number, a password). */
const lettersAndDigits = (v: string) =>
  /\d/.test(v) && /[A-Za-z]/.test(v) && !isNotASecret(v) && !/^(?:x+|0+)$/i.test(v);

/** The rules of this file, in order (before the assignments). */
export const THIRTYFIVE_RULES: readonly Rule[] = [
  rule({
    id: "session-id-named",
    examples: {
      match: [
        'credentials: { database: "fleet", sessionId: "' + mark(sample(22, ALNUM, 35_001)) +
        '" }',
        "GEOTAB_SESSION_ID=" + mark(sample(22, ALNUM, 35_002)),
      ],
      clean: [
        'level=info session_id=3f0c2a4e-8d1b-4c7a-9e2f-1a2b3c4d5e6f msg="done"',
        '"sessionId": "${SESSION_ID}"',
        "session_id: sess_example",
        '{"id":"prt_' + sample(26, ALNUM, 35_015) + '","sessionID":"ses_' +
        sample(26, ALNUM, 35_016) +
        '"}',
      ],
    },
    description:
      "a generated value (mixed case with a digit, or hex) named a session id (`sessionId`, `session_id`, `GEOTAB_SESSION_ID=`): a login's bearer session, not a UUID a log tags a request with",
    keywords: ["sessionid", "session_id", "session-id"],
    pattern: new RegExp(
      String
        .raw`(?<![\w-])(?:[A-Za-z][A-Za-z0-9]{0,20}[_-])?session[_-]?id${SEP}(?<v>[A-Za-z0-9_-]{16,200})(?![\w-])`,
      "gdi",
    ),
    secret: ["v"],
    // (Not an id with its kind's prefix, `ses_…`: OpenCode's transcript records name their session
    // so, and a Stripe `cs_…` session is no credential.)
    accept: (v) => !/^[a-z]{2,6}_/.test(v) && looksGenerated(v, 16),
  }),
  rule({
    id: "access-license-number",
    examples: {
      match: [
        'curl -H "AccessLicenseNumber: ' + mark(sample(16, UPPER_DIGITS, 35_003)) + '" https://x',
        "  access_license_number: " + mark(sample(16, UPPER_DIGITS, 35_004)),
        "<AccessLicenseNumber>" + mark(sample(16, UPPER_DIGITS, 35_005)) +
        "</AccessLicenseNumber>",
      ],
      clean: [
        "access_license_number: ${UPS_ACCESS_LICENSE_NUMBER}",
        "<AccessLicenseNumber>YOUR_LICENSE</AccessLicenseNumber>",
        "driver_license_number: D1234567",
      ],
    },
    description:
      "an access license number or key by its name (UPS's `AccessLicenseNumber` header or element, `access_license_number:`): letters and digits, not a stand-in",
    keywords: ["accesslicense", "access_license", "access-license", "access license"],
    pattern: new RegExp(
      String
        .raw`(?<![\w-])access[_ -]?license[_ -]?(?:number|key)(?:${SEP}|>)(?<v>[A-Za-z0-9]{12,64})(?![\w-])`,
      "gdi",
    ),
    secret: ["v"],
    accept: lettersAndDigits,
  }),
  rule({
    id: "service-api-prefixed-token",
    examples: {
      match: ["the portal shows me samsara_api_" + mark(sample(30, ALNUM, 35_006))],
      clean: ["def fetch_api_getUserById2(x): pass", "samsara_api_xxxxxxxxxxxxxxxxxxxxxxxx"],
    },
    description:
      "a token written after a service's `<name>_api_` prefix (`samsara_api_…`): 20 generated characters or more",
    keywords: ["_api_"],
    pattern:
      /(?<![A-Za-z0-9_-])[a-z][a-z0-9]{2,19}_api_(?<v>[A-Za-z0-9]{20,200})(?![A-Za-z0-9_-])/gd,
    secret: ["v"],
    accept: (v) => looksGenerated(v, 20) && (v.match(/\d/g)?.length ?? 0) >= 2,
  }),
  rule({
    id: "xml-credential-key",
    examples: {
      match: [
        "<v28:UserCredential>\n  <v28:Key>" + mark(sample(16, ALNUM, 35_007)) +
        "</v28:Key>\n  <v28:Password>[REDACTED]</v28:Password>",
      ],
      clean: [
        "<Contents><Key>exports/2026/" + sample(16, HEX, 35_008) + ".csv</Key></Contents>",
        "<Item><Key>photo_2026_" + sample(8, HEX, 35_009) + "</Key></Item>",
      ],
    },
    description:
      "a SOAP/XML request's `<Key>` element (any namespace) with a generated value, in a block that also holds a credential or password element (FedEx's `UserCredential`): not an object listing's key",
    keywords: ["key>"],
    // (Its check reads the lines around the element.)
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern: /<(?:[\w-]{1,20}:)?(?:Api|Auth|Access)?Key>(?<v>[^<\s]{8,200})<\//gd,
    secret: ["v"],
    accept: (v, _g, m) =>
      (looksGenerated(v, 12) || credentialLike(v, true)) &&
      /Credential|Password>|Authentication/i.test(
        m.input.slice(Math.max(0, m.index - 600), m.index + 600),
      ),
  }),
  rule({
    id: "url-generated-user",
    examples: {
      match: ['fetch("https://' + mark(sample(32, HEX, 35_010)) + ':@api.example.com/v2/x")'],
      clean: ["https://user:@example.com/", "https://deploy:@git.example.com/repo.git"],
    },
    description:
      "a URL whose user is a generated key and whose password is empty (`https://<key>:@host/…`, an API that takes its key as Basic auth's user)",
    keywords: [":@"],
    pattern: /(?<![\w.+-])[a-z][a-z0-9+.-]{1,15}:\/\/(?<v>[A-Za-z0-9_-]{20,200}):@/gd,
    secret: ["v"],
    accept: (v) => looksGenerated(v, 20),
  }),
  rule({
    id: "edifact-unb-password",
    examples: {
      match: [
        "UNB+UNOC:3+SENDER:ZZ+RECEIVER:ZZ+261020:1133+99279507+" +
        mark(sample(10, UPPER_DIGITS, 35_011)) + ":AB'",
      ],
      clean: [
        "UNB+UNOC:3+SENDER:ZZ+RECEIVER:ZZ+261020:1133+99279507'",
        "UNB+UNOC:3+SENDER:ZZ+RECEIVER:ZZ+261020:1133+99279507++INVOIC'",
      ],
    },
    description:
      "an EDIFACT interchange header's recipient password (UNB's sixth element, `…+<control ref>+<password>:<qualifier>'`)",
    keywords: ["UNB+"],
    pattern:
      /(?<![A-Z])UNB\+[^+'\r\n]*\+[^+'\r\n]*\+[^+'\r\n]*\+[^+'\r\n]*\+[^+'\r\n]*\+(?<v>[^:+'\r\n?]{4,70})(?=[:+']|$)/gd,
    secret: ["v"],
    accept: (v) => !isNotASecret(v) && !/^(?:x+|0+|\*+)$/i.test(v),
  }),
  rule({
    id: "isa-security-flag",
    examples: {
      match: ["edi-translate --isa-qual 01 --isa-security " + mark(sample(10, ALNUM, 35_012))],
      clean: ["edi-translate --isa-security $ISA_PASSWORD", "--isa-security-qual 00"],
    },
    description:
      "an X12 tool's flag for the ISA envelope's security information or password (`--isa-security`, `--isa-password`)",
    keywords: ["--isa"],
    pattern:
      /(?<![\w-])--isa[-_]?(?:security|password|auth)(?:[-_]?info(?:rmation)?)?(?:[ \t]+|=)["']?(?<v>[^\s"'$-][^\s"']{3,100})/gdi,
    secret: ["v"],
    accept: (v) => !isNotASecret(v) && !/^0+$/.test(v),
  }),
  rule({
    id: "lftp-user-password",
    examples: {
      match: ["lftp -u edi_user,'" + mark(sample(14, ALNUM, 35_013)) + "' sftp://host"],
      clean: ["lftp -u edi_user sftp://host", "lftp -u edi_user,'$SFTP_PASS' sftp://host"],
    },
    description: "the password of lftp's `-u user,password` (quoted or not)",
    keywords: ["lftp"],
    pattern:
      /\blftp\b[^\r\n]{0,200}?[ \t](?:-u|--user)[ \t]+(?:'[^'\r\n]*'|\\?"[^"\r\n\\]*\\?"|[^\s,'"\\]+),(?:'(?<a>[^'\r\n]{1,200})'|\\?"(?<b>[^"\r\n\\]{1,200})\\?"|(?<c>[^\s'"\\]{1,200}))/gd,
    secret: ["a", "b", "c"],
    accept: (v) => !v.startsWith("$") && !isNotASecret(v),
  }),
  rule({
    id: "http-body-token",
    examples: {
      match: [
        "HTTP/1.1 200 OK\nContent-Type: text/plain\n\n" + mark(sample(120, ALNUM, 35_014)),
      ],
      clean: ["HTTP/1.1 200 OK\nContent-Type: text/plain\n\nOK", "HTTP/1.1 200 OK\n\n{}"],
    },
    description:
      "a generated token printed alone as an HTTP response's body (a token endpoint answering in plain text)",
    keywords: ["HTTP/"],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern:
      /HTTP\/\d(?:\.\d)? 2\d\d[^\r\n]*(?:\r?\n|\\r\\n|\\n)(?:[\w-]{1,40}:[^\r\n\\]{0,200}(?:\r?\n|\\r\\n|\\n)){0,20}(?:\r?\n|\\r\\n|\\n)(?<v>[A-Za-z0-9_\-.+\/]{40,4000}={0,2})(?=\s*$|\\n|\\r|")/gd,
    secret: ["v"],
    accept: (v) => looksGenerated(v, 40),
  }),
];
