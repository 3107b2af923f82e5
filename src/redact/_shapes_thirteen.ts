/**
 * Shapes read from held-out corpus thirteen's misses (docs/redaction.md, "Corpus thirteen after it
 * was seen"), each written for the shape rather than the case: a secret name with its encoding
 * after it (`hmac.key.hex`, `hmacEncoded`), a multi-line string literal holding a key split over
 * its lines (TOML `'''`, a template literal), a Caddyfile `dns PROVIDER TOKEN`, and Nagios/Icinga
 * `$USERn$` macros.
 */
import { nameKind, valueFor } from "./_documents.ts";
import { ALNUM, HEX, LOWER_DIGITS, sample } from "./_examples.ts";
import { isDottedIdentifier, isNotASecret, isPath } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule, SEP } from "./_rule.ts";

const KEY = sample(40, ALNUM, 6401);
const PW = sample(7, ALNUM, 6402) + "^" + sample(6, ALNUM, 6403);

/**
 * A generated token in one case (`_k8i0gdwk…--m2z1pf…`, `4ESSV9TF…`): 20+ token characters,
 * letters, and digits in at least three places; a name with a year (`cache-2024`) has one.
 */
function singleCaseToken(value: string): boolean {
  if (value.length < 20 || !/^[A-Za-z0-9_+\/=-]+$/.test(value)) return false;
  const digitRuns = value.match(/\d+/g)?.length ?? 0;
  return digitRuns >= 3 && /[A-Za-z].*[A-Za-z].*[A-Za-z]/.test(value) && !isNotASecret(value) &&
    !isDottedIdentifier(value);
}

/** A value that reads as a generated key or token, in mixed case, one case, or hex. */
function generated(value: string): boolean {
  return looksGenerated(value, 16) || singleCaseToken(value);
}

// The names of a key, then the encoding its value is written in: `hmac.key.hex`, `hmacEncoded`,
// `signing_key_b64`, `secretHex` (the value is the key, encoded; a bare `hmac` is a digest).
const ENCODED_NAME = String
  .raw`(?<!public[_.-]?)(?:(?:hmac|signing|encryption|private|secret|master|access|api|shared|aes|client)[_.-]?key|secret|token|password|passphrase|hmac)[_.-]?(?:hex|b64|base64|base58|base32|encoded)`;

// A multi-line string's opener: TOML's and Python's triple quotes (also JSON-escaped), a
// template literal or a Go raw string (a backtick).
const OPENER = String.raw`'''|(?:\\?"){3}|\x60`;
// A break inside it, as written or JSON-escaped.
const BREAK = String.raw`(?:\r?\n|\\r\\n|\\n)`;
const PIECE = String.raw`[A-Za-z0-9+\/=_-]{8,200}`;

/**
 * The ones that run before the assignment and nearby rules (which would take a multi-line
 * literal's first line alone).
 */
export const THIRTEEN_EARLY_RULES: readonly Rule[] = [
  rule({
    id: "multiline-literal-secret",
    examples: {
      match: [
        "license_key = '''\n«" + sample(64, LOWER_DIGITS, 6406).toUpperCase() + "»\n'''",
        "const apiKey = `«" + sample(32, ALNUM, 6407) + "\n" + sample(32, ALNUM, 6408) +
        "»`.replace(/\\n/g, '');",
      ],
      clean: [
        "description = '''\nA long text\nover lines\n'''",
        "const key = `\n${prefix}-${id}\n`",
      ],
    },
    description:
      "a multi-line string literal under a name that says secret whose lines are pieces of one key (TOML and Python `'''`/`\"\"\"`, a JavaScript template literal, a Go raw string)",
    keywords: ["'''", '"""', '\\"\\"\\"', "= `", "=`", ": `"],
    reach: { before: 100, after: 4200 },
    // From the opener (the engine scans for it fast); the lookbehind reads the name before it.
    pattern: new RegExp(
      String
        .raw`(?<open>${OPENER})(?<=(?<name>[A-Za-z_][\w.-]{0,80})(?:\\?["'])?[ \t]*(?::[ \t]*[\w&<>]{1,30}[ \t]*)?(?:=|:)[ \t]*(?:${OPENER}))(?:${BREAK}(?<v>${PIECE}(?:${BREAK}${PIECE}){0,20})|(?<w>${PIECE}(?:${BREAK}${PIECE}){1,20}))${BREAK}?\k<open>`,
      "gd",
    ),
    // (A line break inside: a one-line literal is the assignment rules'.)
    secret: ["v", "w"],
    accept: (value, _group, match) => {
      const joined = value.replace(/\r?\n|\\r\\n|\\n/g, "");
      // (A bare `key` too: its value must look generated whatever the name.)
      const name = match.groups?.name ?? "";
      const kind = nameKind(name) ?? (/(?:^|[_.-])key$/i.test(name) ? "key" : undefined);
      return joined.length >= 24 && valueFor(kind, joined) && generated(joined);
    },
  }),
];

/** The ones that run late, with the prose rules. */
export const THIRTEEN_LATE_RULES: readonly Rule[] = [
  rule({
    id: "encoded-key-name",
    examples: {
      match: [
        "transforms.hash.hmac.key.hex=«" + sample(64, HEX, 6404) + "»",
        "      eab:\n        hmacEncoded: «" + KEY + "»",
      ],
      clean: [
        "public_key_hex: " + sample(64, HEX, 6405),
        "hmac_hex: sha256",
        "secretHex: ${SECRET_HEX}",
      ],
    },
    description:
      "a key's name followed by the encoding its value is written in (`hmac.key.hex`, `hmacEncoded`, `signing_key_b64`, `tokenBase64`), with a generated-looking value (a public key's is left)",
    keywords: ["hex", "b64", "base64", "base58", "base32", "encoded"],
    pattern: new RegExp(
      String
        .raw`(?<name>${ENCODED_NAME})(?![\w-])(?:\\?["'])?${SEP}(?:(?<q>\\?["'])(?<s>[^"'\\\s]{16,1000})\k<q>|(?<bare>[A-Za-z0-9+\/=_-]{16,1000})(?![^\s,;"'\\]))`,
      "gdi",
    ),
    secret: ["s", "bare"],
    accept: (value) => generated(value) || /^[0-9a-f]{32,}$/i.test(value),
  }),
  rule({
    id: "caddy-dns-token",
    examples: {
      match: [
        "\ttls {\n\t\tdns cloudflare «" + sample(40, LOWER_DIGITS, 6409) + "»\n\t}",
        "{\n\tacme_dns porkbun «" + KEY + "»\n}",
      ],
      clean: ["\t\tdns cloudflare {env.CF_API_TOKEN}", "dns lookup example.org 10.0.0.53"],
    },
    description:
      "a Caddyfile's DNS provider token: `dns PROVIDER TOKEN`, `acme_dns PROVIDER TOKEN` (a generated-looking value; `{env.…}` is a reference)",
    keywords: ["dns"],
    pattern:
      /(?<=^|[\s{]|\\[nt])(?:acme_)?dns[ \t]+[a-z][a-z0-9_]{1,30}[ \t]+(?<v>[A-Za-z0-9_.+\/=-]{16,300})(?=[ \t]*(?:$|[\r\n}]|\\[nrt]))/gd,
    secret: ["v"],
    accept: (value) => generated(value),
  }),
  rule({
    id: "nagios-user-macro",
    examples: {
      match: ["$USER1$=/usr/lib/nagios/plugins\n$USER3$=«" + PW + "»"],
      clean: ["$USER1$=/usr/lib/nagios/plugins", "$USER2$=public"],
    },
    description:
      "a Nagios or Icinga `resource.cfg` macro `$USERn$=VALUE`, where plugins' passwords are kept (a path or a plain word is left)",
    keywords: ["$user"],
    pattern: /(?<![\w$])\$USER\d{1,3}\$[ \t]*=[ \t]*(?<v>[^\s"'\\]{6,300})/gdi,
    secret: ["v"],
    accept: (value) =>
      !isPath(value) && !value.startsWith("/") && !isNotASecret(value) &&
      /[\d!#$%^&*~+@?=]/.test(value) && /[A-Za-z]/.test(value),
  }),
];
