/**
 * Shapes read from held-out corpus thirty-three's misses (docs/redaction.md, "Corpus thirty-three
 * after it was seen"), as shapes of any text: a key store file (a keytab, a PFX or PKCS#12) put in
 * a setting as base64, a private key given as a one-item JSON list, an encrypted key by its name,
 * recovery codes as a JSON list, a password hash beside its salt, a key quoted in an
 * authentication error, an API key a log line ends with (its rest on the next line when a viewer
 * cut it), and the padded rest of a base64 value on the line after its caught head.
 */
import { ALNUM, BASE64, BASE64URL, HEX, LOWER_DIGITS, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { mixedNoise } from "./_noise.ts";
import { digitsSpread, looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";
import { lineOf } from "./_tables.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

/** A run of base64 (or base64url) that is no stand-in and mixes its classes as random bytes do. */
const randomBase64 = (v: string, min: number) =>
  v.length >= min && !isNotASecret(v) && mixedNoise(v.replace(/=+$/, ""), Math.min(min, 16));

/** The quoted items of a JSON list's body, as [start, end) offsets into it. */
function listItems(body: string): Array<[number, number]> {
  return [...body.matchAll(/"([^"\\\r\n]{6,64})"/g)].map((m) =>
    [m.index! + 1, m.index! + 1 + m[1]!.length] as [number, number]
  );
}

/** True when an item of a recovery code list is a code: letters or digits in one or more groups. */
const codeLike = (item: string) =>
  /^[A-Za-z0-9]{3,16}(?:[ -][A-Za-z0-9]{3,16}){0,3}$/.test(item) && /\d/.test(item);

/** The rules of this file that name a value, in order (after the assignments, before `nearby`). */
export const THIRTYTHREE_EARLY_RULES: readonly Rule[] = [
  rule({
    id: "key-store-base64",
    examples: {
      match: [
        'KRB5_KEYTAB_B64: "' + mark("BQI" + sample(120, BASE64, 33_001)) + '"',
        "AZURE_CLIENT_CERTIFICATE_PFX_B64=" + mark("MII" + sample(160, BASE64, 33_002)),
        "keystore.p12.base64: " + mark("MII" + sample(90, BASE64, 33_003) + "=="),
      ],
      clean: [
        "KRB5_KEYTAB: /etc/krb5.keytab",
        "TRUSTSTORE_JKS_B64=" + "MII" + sample(120, BASE64, 33_004),
        "PFX_PATH=./certs/app.pfx",
        'KEYTAB_B64: "${{ secrets.KEYTAB_B64 }}"',
      ],
    },
    description:
      "a key store file given to a setting as base64 on one line (`KRB5_KEYTAB_B64`, `…_PFX_B64`, a `.p12`, `pkcs12`, `keystore` or `jks` name): a keytab logs in as its principal and a PFX holds its private key (a trust store holds public certificates and stays)",
    keywords: ["keytab", "pfx", "p12", "pkcs12", "keystore", "jks"],
    // (A value wrapped with `\` continuations is `continued-base64`'s, line by line.)
    readsMadeText: false,
    pattern:
      /(?<![\w.-])(?<name>[\w.-]{0,60}(?:keytab|pfx|p12|pkcs12|keystore|jks)[\w.-]{0,40})["']?[ \t]*[:=][ \t]*["']?(?<v>[A-Za-z0-9+\/]{40,20000}={0,2})(?![\w+\/=$])/gdi,
    secret: ["v"],
    accept: (value, _group, match) =>
      !/trust/i.test(match.groups?.name ?? "") && randomBase64(value, 40),
  }),
  rule({
    id: "private-key-list",
    examples: {
      match: [
        '"config": {\n  "privateKey": [\n    "' + mark("MIIEo" + sample(200, BASE64, 33_005)) +
        '"\n  ],\n  "certificate": [\n    "MIIC' + sample(80, BASE64, 33_006) + '"\n  ]\n}',
      ],
      clean: [
        '"privateKey": [],\n"certificate": ["MIIC' + sample(80, BASE64, 33_007) + '"]',
        '"privateKey": ["${KEYCLOAK_PRIVATE_KEY}"]',
      ],
    },
    description:
      'a private key given as a one-item JSON list, as a realm export writes its key providers\' config (`"privateKey": [ "MIIE…" ]`, base64 without armour): the certificate beside it is public',
    keywords: ["privatekey", "private_key", "private-key"],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern:
      /(?<![\w-])private[_-]?[Kk]ey"[ \t]*:[ \t]*\[\s{0,40}"(?<v>[A-Za-z0-9+\/]{40,20000}={0,2})"/gdi,
    secret: ["v"],
    accept: (value) => randomBase64(value, 40),
  }),
  rule({
    id: "encrypted-key-name",
    examples: {
      match: [
        '"encryptedKey": "' + mark(
          [20, 43, 22, 200, 22].map((n, i) => sample(n, BASE64URL, 33_010 + i)).join("."),
        ) + '"',
      ],
      clean: ['"encryptedKey": ""', "encrypted_key: true", '"encryptedKey": "<see vault>"'],
    },
    description:
      "a key by its `encryptedKey` or `encrypted_key` name (step-ca's JWK provisioner, a JWE or base64 of 40+ characters): encrypted under a password, it cracks offline",
    keywords: ["encryptedkey", "encrypted_key", "encrypted-key"],
    pattern:
      /(?<![\w-])encrypted[_-]?(?:private[_-]?)?[Kk]ey["']?[ \t]*[:=][ \t]*["']?(?<v>[A-Za-z0-9+\/_.=-]{40,20000})/gdi,
    secret: ["v"],
    accept: (value) =>
      !isNotASecret(value) && value.split(".").some((part) => mixedNoise(part, 16)),
  }),
  rule({
    id: "recovery-code-list",
    examples: {
      match: [
        '{"user":"ana","recovery_codes":["' +
        [1, 2, 3].map((i) => mark(sample(5, HEX, 33_020 + i) + "-" + sample(5, HEX, 33_030 + i)))
          .join('","') +
        '"]}',
      ],
      clean: [
        '{"recovery_codes":[],"count":0}',
        '"backup_codes": ["see the vault", "ask the admin"]',
      ],
    },
    description:
      'the codes of a JSON list of recovery or backup codes (`"recovery_codes": ["c8cf3-c064f", …]`): each logs in once in place of a second factor',
    keywords: ["recovery_codes", "recoverycodes", "recovery-codes", "backup_codes", "backupcodes"],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern: /(?:recovery|backup)[_-]?[Cc]odes["']?[ \t]*:[ \t]*\[(?<v>[^\[\]]{6,4000})\]/gdi,
    secret: ["v"],
    split: (value) => listItems(value).filter(([a, b]) => codeLike(value.slice(a, b))),
    accept: (value) => listItems(value).some(([a, b]) => codeLike(value.slice(a, b))),
  }),
  rule({
    id: "salted-hash-value",
    examples: {
      match: [
        '"secretData": "{\\"value\\":\\"' + mark(sample(43, BASE64, 33_040)) +
        '\\",\\"salt\\":\\"' + mark(sample(22, BASE64, 33_041) + "==") + '\\"}"',
        '{"hash": "' + mark(sample(44, BASE64, 33_042)) + '", "salt": "' +
        mark(sample(24, BASE64, 33_043)) + '"}',
      ],
      clean: [
        '{"value": "production", "salt": "${SALT}"}',
        '{"hash": "sha256", "salt_length": 16}',
      ],
    },
    description:
      'a password hash stored beside its salt (`"value"` or `"hash"` of a realm export\'s `secretData`, also as escaped JSON in a string): it cracks offline into the login',
    keywords: ["salt"],
    pattern:
      /(?<![\w-])\\?"(?:value|hash|hashed_?[Pp]assword|password_?[Hh]ash)\\?"[ \t]*:[ \t]*\\?"(?<v>[A-Za-z0-9+\/]{20,200}={0,2})\\?"/gd,
    secret: ["v"],
    // (The salt on the hash's own line: a realm export writes them in one string.)
    accept: (value, _group, match) =>
      /\\?"salt\\?"[ \t]*:/i.test(match.input.slice(...lineOf(match.input, match.index))) &&
      randomBase64(value, 20),
  }),
  rule({
    id: "key-in-auth-error",
    examples: {
      match: [
        "Error: 401 Unauthorized for key '" + mark(sample(40, HEX, 33_050)) +
        "' on /api/systemusers",
        'invalid API key "' + mark(sample(32, ALNUM, 33_051)) + '" (403 Forbidden)',
      ],
      clean: [
        "Error: 401 Unauthorized for key 'x-api-key' on /api/systemusers",
        "gpg: key '" + sample(16, HEX, 33_052).toUpperCase() + "' not found",
        "KeyError: key 'user_id' not in row",
      ],
    },
    description:
      "a generated key quoted in an authentication error (`401 Unauthorized for key '…'`, `invalid API key \"…\"`, `403`, `forbidden`, `rejected`): the client echoes the key it sent",
    keywords: ["key '", 'key "'],
    pattern:
      /(?:\b40[13]\b|[Uu]nauthori[sz]ed|[Ff]orbidden|[Ii]nvalid|[Rr]ejected|[Dd]enied|[Rr]evoked|[Ee]xpired)[^\n\\]{0,60}?\b[Kk]ey[ \t]+(?<q>['"])(?<v>[A-Za-z0-9_-]{20,200})\k<q>/gd,
    secret: ["v"],
    // (Hex alone is a key too: 32 or more digits with letters among them.)
    accept: (value) =>
      looksGenerated(value, 20) &&
      (mixedNoise(value, 20) ||
        /^(?:[0-9a-f]{32,}|[0-9A-F]{32,})$/.test(value) && /[a-fA-F]/.test(value)),
  }),
];

/** The rules of this file that read a caught value's line or a log line's end (before prose). */
export const THIRTYTHREE_RULES: readonly Rule[] = [
  rule({
    id: "base64-tail-line",
    examples: {
      match: [
        "Key share for Alice, keep it safe:\n" + mark(sample(24, BASE64, 33_060)) + "\n" +
        mark("/" + sample(18, BASE64, 33_062) + "="),
      ],
      clean: [
        "token: [REDACTED]\nQUJDREVGR0g=",
        "[REDACTED]\nEND of file==",
      ],
    },
    description:
      "the padded rest of a base64 value alone on the line under its caught head (an unseal key or a key share wrapped in a note): it ends in `=` and mixes its classes",
    keywords: ["[redacted]"],
    // (Also in a transcript record, its lines joined by `\n`.)
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern:
      /(?<=^|\n|\\n|")[ \t]{0,8}\[REDACTED\][ \t]*(?:\r?\n|\\r?\\n)[ \t]{0,8}(?<v>[A-Za-z0-9+\/]{8,200}={1,2})[ \t]*(?=\r?\n|\\[nr]|"|$)/gd,
    secret: ["v"],
    accept: (value) => randomBase64(value, 12),
  }),
  rule({
    id: "api-key-line-end",
    examples: {
      match: [
        "WARN conjur: rotated api key for host/ci/runner -> " +
        mark(sample(27, LOWER_DIGITS, 33_070)) + "\n" + mark(sample(27, LOWER_DIGITS, 33_071)) +
        " (len 54)",
        "conjur host rotate-api-key: new api key for host/app => " +
        mark(sample(52, LOWER_DIGITS, 33_072)),
        "api key -> " + mark(sample(27, LOWER_DIGITS, 33_073)) + "\nrestarting now",
      ],
      clean: [
        "rotated api key for host/ci/runner -> done",
        "api key: see the vault\nnext-step-is-deploy",
        "INFO api key for ci-runner-production-eu-west -> stored",
      ],
    },
    description:
      "a generated API key a log line ends with after `->`, `=>` or `:` (`rotated api key for host/ci/runner -> …`), with its rest alone at the start of the next line when a log viewer cut it",
    keywords: ["api key", "api_key", "apikey", "api-key"],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern:
      /(?<![\w-])[Aa][Pp][Ii][ _-]?[Kk][Ee][Yy]\b[^\n\\]{0,80}?(?:->|=>|:)[ \t]+(?<a>[A-Za-z0-9_-]{16,200})[ \t]*(?:(?:\r?\n|\\n)(?<b>[A-Za-z0-9_-]{8,200})(?=[ \t]|\r?\n|\\[nr]|"|$)|(?=\r?\n|\\[nr]|"|$))/gd,
    secret: ["a", "b"],
    // (The next line's run is the key's rest only when it has a digit: a word there is the log's.)
    accept: (_value, group, match) => {
      const b = match.groups?.b ?? "";
      const rest = /\d/.test(b) && !/^[A-Za-z]+(?:[-_][A-Za-z]+)*$/.test(b);
      if (group === "b" && !rest) return false;
      const whole = (match.groups?.a ?? "") + (rest ? b : "");
      return !isNotASecret(whole) &&
        (digitsSpread(whole) || looksGenerated(whole, 20) && mixedNoise(whole, 20));
    },
  }),
];
