/**
 * Secrets code writes in pieces under a secret name: string literals joined with `+`, by
 * adjacency (Python's `("…" "…")`), by `StringBuilder.append`, or listed as chunks
 * (`"signing_key_chunks": ["…", "…"]`); a key as character literals (`{ 'x', 'J', … }`), char
 * codes (`String.fromCharCode(86, 115, …)`) or a Go byte slice (`[]byte{0x31, …}`); and a literal
 * handed to a hex or base64 decoder (`hmacKey, _ = hex.DecodeString("…")`). The pieces joined
 * must read as a secret; each piece goes.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { isDottedIdentifier, isNotASecret, looksLikeBareSecret } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";

const KEY = sample(40, ALNUM, 1901);
const HEXKEY = sample(64, HEX, 1902);

// A name that says secret, then what opens the pieces (`=`, `:`, a type, `(`, `[`, a builder).
const NAME = String
  .raw`(?<name>(?:key|s(?:ecret|alt|eed)|token|p(?:ass(?:wo?r?d)?|wd|sk)|credentials?)\w{0,20})`;
const OPEN = String
  .raw`["']?(?:\[\d{0,4}\])?(?:[ \t]*:[ \t]*(?:\[u8;[ \t]*\d{1,4}\]|[\w.<>\[\]]{1,40}))?[ \t]*(?::=|=(?![=>])|:)[ \t]*(?:new[ \t]+StringBuilder\(\)\.append\(|\[\]byte|(?:new[ \t]+)?(?:byte|char|u?int8_t)[ \t]*\[\d{0,4}\])?`;
// A string literal, in the quotes the first one used (not one that opens with `}`, `]`, `,` or `:`:
// JSON's own punctuation after a string, in a record's decoded text).
// (Nor one followed by `:` or `=`: a key, not a piece.)
const FIRST = String.raw`(?<q>["'])(?![}\],:])[^"'\\\r\n]{1,200}\k<q>(?![ \t]*[:=])`;
const LITERAL = String.raw`\k<q>(?![}\],:])[^"'\\\r\n]{1,200}\k<q>(?![ \t]*[:=])`;
// Two or more literals on one line joined by `+`, `.append(`, or white space (Python's
// adjacency), or listed in brackets with commas.
const JOINED = String
  .raw`[ \t]{0,20}(?<body>\(?[ \t]{0,20}${FIRST}(?:(?:[ \t]{0,20}(?:\+|\)\.append\()[ \t]{0,20}|[ \t]{1,20})${LITERAL}){1,31}|\[[ \t]{0,20}${FIRST}(?:[ \t]{0,20},[ \t]{0,20}${LITERAL}){1,31}[ \t]{0,20},?[ \t]{0,20}\])`;

/** The literals of a joined body, as [start, end) offsets of their contents in `body`. */
function literals(body: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of body.matchAll(/"([^"\\\r\n]{1,200})"|'([^'\\\r\n]{2,200})'/g)) {
    out.push([m.index! + 1, m.index! + m[0].length - 1]);
  }
  return out;
}

/** Whether the joined contents of a body read as one secret. */
function joinedSecret(body: string): boolean {
  const pieces = literals(body).map(([a, b]) => body.slice(a, b));
  // Words listed (`"keywords": ["n-api", "addon", "c++", "jp2", "http2"]`, tags, names) are no
  // pieces of a key: letters, a final digit or two at most.
  if (pieces.every((p) => /^[a-z][a-z+-]*\d{0,2}$/.test(p))) return false;
  // A module path (`django.contrib.auth.hashers.…`) or a dotted name is code, not a piece.
  if (
    pieces.some((p) =>
      /^[a-z_]+(?:\.[a-z_]+){2,}/.test(p) || isDottedIdentifier(p) || isNotASecret(p)
    )
  ) {
    return false;
  }
  const joined = pieces.join("");
  if (/\s/.test(joined) || isNotASecret(joined) || /^[\w.-]*\//.test(joined)) return false;
  return looksGenerated(joined, 16) || looksLikeBareSecret(joined, 12) && /[A-Za-z]/.test(joined);
}

// Character-level forms: 'c' literals, char codes, byte literals (8 or more).
const CHAR = String.raw`(?:'(?:[^'\\\r\n]|\\0)'|0[xX][0-9a-fA-F]{1,2}|\d{1,3})`;

/** The text a list of char literals, char codes or bytes stands for ("" when it is not text). */
function charsOf(list: string): string {
  let out = "";
  for (const item of list.split(",")) {
    const t = item.trim();
    if (t === "'\\0'" || t === "0" || t === "0x00") continue;
    const code = t.startsWith("'") ? t.charCodeAt(1) : Number(t);
    if (!(code >= 33 && code < 127)) return "";
    out += String.fromCharCode(code);
  }
  return out;
}

/** The rules of this file, in the order they run (with the code-form rules). */
export const PIECE_RULES: readonly Rule[] = [
  rule({
    id: "joined-secret",
    examples: {
      match: [
        'token = "«ghp_»" + "«' + KEY.slice(0, 20) + '»" + "«' + KEY.slice(20) + '»"',
        'secret = ("«' + KEY.slice(0, 20) + '»" "«' + KEY.slice(20) + '»")',
        'String key = new StringBuilder().append("«' + KEY.slice(0, 12) + '»").append("«' +
        KEY.slice(12, 24) + '»").toString();',
        '"signing_key_chunks": ["«' + KEY.slice(0, 16) + '»", "«' + KEY.slice(16, 32) + '»"]',
      ],
      clean: [
        'key = "user:" + "profile"',
        'secret_path = "/var/run/" + "secrets/" + "db"',
        'token_types = ["access", "refresh"]',
      ],
    },
    description:
      "a secret written in pieces on one line under a secret name: literals joined by `+`, by adjacency, by `StringBuilder.append` or listed as chunks; each piece goes when they join into a secret",
    keywords: ["key", "secret", "token", "pass", "pwd", "psk", "credential", "salt", "seed"],
    // (A line that joins two literals: `" +`, `" "`, `.append(`, or opens a list of them.)
    lineHas: /["'][ \t]*(?:\+|["'])|\.append\(|\[[ \t]*\\?["']/g,
    pattern: new RegExp(NAME + OPEN + JOINED, "gdi"),
    secret: ["body"],
    accept: (value) => joinedSecret(value),
    split: (value) => literals(value),
  }),
  rule({
    id: "joined-secret",
    examples: {
      match: [
        'const secret =\n  "«' + HEXKEY.slice(0, 16) + '»" +\n  "«' + HEXKEY.slice(16, 32) + '»";',
        'TOKEN = (\n    "«' + KEY.slice(0, 20) + '»"\n    "«' + KEY.slice(20) + '»"\n)',
        '{"signing_key_chunks": [\n  "«' + KEY.slice(0, 16) + '»",\n  "«' + KEY.slice(16, 32) +
        '»"\n]}',
      ],
      clean: [
        'PASSWORD_HASHERS = [\n  "django.contrib.auth.hashers.Argon2PasswordHasher",\n]',
        'token_types = [\n  "access",\n  "refresh",\n]',
        '"keywords": [\n  "n-api",\n  "addon",\n  "native",\n  "c",\n  "c++"\n]',
        '"keywords": [\n  "jpeg",\n  "png",\n  "jp2",\n  "dzi",\n  "libvips",\n  "vips"\n]',
      ],
    },
    description:
      'a secret written in pieces over lines under a secret name (`secret =` / `TOKEN = (` / `"key_chunks": [` at the end of its line, then literals joined by `+`, `,` or adjacency)',
    keywords: ["key", "secret", "token", "pass", "pwd", "psk", "credential", "salt", "seed"],
    // From a line break after an opening (the regex engine skips ahead to line breaks; the name
    // and opening are read behind it), over the lines after it.
    wholeText: true,
    // (The secret name is on the line the match starts at the end of.)
    startsNearKeyword: { above: 0 },
    pattern: new RegExp(
      String
        .raw`\n(?<=${NAME}${OPEN}[ \t]*[(\[]?[ \t]*\r?\n)[ \t]*(?<body>${FIRST}(?:(?:\s{0,20}[+,]\s{0,20}|\s{1,20})${LITERAL}){1,31})`,
      "gdi",
    ),
    secret: ["body"],
    accept: (value) => joinedSecret(value),
    split: (value) => literals(value),
  }),
  rule({
    id: "char-array-secret",
    examples: {
      match: [
        "static const char psk[] = { «'x', 'J', 'y', '6', '2', 'R', '3', 'w', 'f', 'n', 'P', 'L', '\\0'» };",
        "const secret = String.fromCharCode(«86,115,70,80,78,108,57,103,118,90,57,54»);",
        "var signingKey = []byte{«" +
        Array.from(KEY.slice(0, 16), (c) => "0x" + c.charCodeAt(0).toString(16)).join(", ") +
        "»}",
      ],
      clean: [
        "static const char hex[] = { '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' };",
        "const key = String.fromCharCode(65);",
      ],
    },
    description:
      "a secret spelt as character literals, char codes or a byte slice under a secret name (`char psk[] = { 'x', … }`, `String.fromCharCode(86, …)`, Go `[]byte{0x31, …}`) that spells a generated value",
    keywords: ["key", "secret", "token", "pass", "pwd", "psk", "salt", "seed"],
    lineHas: /(?:'[^'\\]'|0[xX][0-9a-fA-F]{1,2}|\d{1,3})[ \t]*,[ \t]*(?:'|0[xX]|\d)/g,
    pattern: new RegExp(
      NAME + OPEN +
        String
          .raw`[ \t]*(?:String\.fromCharCode\(|[{(\[])[ \t]*(?<list>${CHAR}(?:[ \t]*,[ \t]*${CHAR}){7,127})`,
      "gdi",
    ),
    secret: ["list"],
    accept: (value) => {
      const text = charsOf(value);
      return text.length >= 8 && new Set(text).size >= 6 &&
        (looksGenerated(text, 8) || looksLikeBareSecret(text, 8) && /[A-Za-z]/.test(text));
    },
  }),
];

/** The decoder rule: after the assignment rules (a plain `key = Buffer.from("…")` is theirs). */
export const DECODER_RULES: readonly Rule[] = [
  rule({
    id: "decoded-literal-secret",
    examples: {
      match: [
        'var hmacKey, _ = hex.DecodeString("«' + HEXKEY + '»")',
        'signingSalt, err := base64.StdEncoding.DecodeString("«' + KEY + '»")',
      ],
      clean: [
        'digest, _ := hex.DecodeString("' + HEXKEY + '")',
        'const key = Buffer.from("hello world", "utf8");',
      ],
    },
    description:
      'a generated literal handed to a hex or base64 decoder under a secret name (`hmacKey, _ = hex.DecodeString("…")`, `bytes.fromhex("…")`, `Buffer.from("…", "base64")`)',
    keywords: ["decodestring", "fromhex", "unhexlify", "b64decode", "buffer.from", "decode("],
    pattern: new RegExp(
      NAME +
        String
          .raw`(?:[ \t]*,[ \t]*\w{1,10})?[ \t]*(?::=|=)[ \t]*(?:[\w.]{1,40}\.)?(?:DecodeString|fromhex|unhexlify|b64decode|urlsafe_b64decode|from|decode)\([ \t]*["'](?<v>[A-Za-z0-9+\/=_-]{16,4096})["']`,
      "gdi",
    ),
    secret: ["v"],
    accept: (value) => looksGenerated(value, 16),
  }),
];
