/**
 * Shapes read from held-out corpus seventeen's misses (docs/redaction.md, "Corpus seventeen after
 * it was seen"), each written for the idea rather than the case: a key written as code (a list of
 * byte numbers, `0x…` or `\x…`, under a secret name or handed to an HMAC; a literal given to a
 * hex or base64 decoder under a secret name), and credential files and commands in their own
 * syntax (`kubectl create secret --from-literal`, a CLI's `login -p`, a plan's `old -> new` of a
 * secret, a NuGet `<apikeys>` section, a conda channel's `/t/<token>/`, an `.npmrc`
 * `:_password=`, a pgbouncer userlist, a salt set to a generated literal). A key joined from
 * literals and a map of secrets are in _shapes_seventeen_joined.ts.
 */
import { nameKind } from "./_documents.ts";
import { ALNUM, HEX, sample } from "./_examples.ts";
import { looksGenerated, namesAKey } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";

export const KEY = sample(32, ALNUM, 17_001);
export const HEXKEY = sample(32, HEX, 17_002);
export const OTHER = sample(32, ALNUM, 17_005);
// A service account's key file, base64-encoded (what a program embeds to decode at start).
const ACCOUNT = btoa(JSON.stringify({ type: "service_account", private_key_id: HEXKEY }));

/** `n` byte numbers written `0x..`, `, `-separated, from a seed (the examples' keys). */
function bytes(n: number, seed: number, cast = ""): string {
  const h = sample(2 * n, HEX, seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(cast + "0x" + h.slice(2 * i, 2 * i + 2));
  return out.join(", ");
}

// The words a secret's name ends in (`signingKey`, `HMAC_KEY`, `partnerSecrets`), and those after
// them that still name the secret (`KEY_HEX`, `secretBytes`).
const SECRET_WORDS = new Set(
  "key keys secret secrets token tokens password passwords passwd pwd psk salt pepper hmac creds credential credentials"
    .split(" "),
);
const FORM_WORDS = new Set(
  "hex bytes data b64 base64 str string raw material value der bin".split(" "),
);
// Words that make a key public or an index (`publicKey`, `sortKey`, `cacheKeys`).
export const NOT_SECRET_WORDS = new Set(
  "public pub cache sort partition primary foreign row hash lookup index map route fingerprint verify verification i18n translation"
    .split(" "),
);

/** The words of a name: `signingKeyHex` → signing, key, hex; `HMAC_KEY` → hmac, key. */
export function words(name: string): string[] {
  return (name.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g) ?? []).map((w) => w.toLowerCase());
}

/** True when `name` names a secret: its last word (or the one before a form word) says so. */
export function secretName(name: string): boolean {
  const w = words(name);
  if (w.length === 0 || w.some((x) => NOT_SECRET_WORDS.has(x))) return false;
  const last = FORM_WORDS.has(w.at(-1)!) && w.length > 1 ? w.at(-2)! : w.at(-1)!;
  return SECRET_WORDS.has(last) || namesAKey(name) || nameKind(name) !== undefined;
}

// What stands before a value on its line when the list it is in opened on a line above: white
// space, brackets, a cast (`(byte) `).
const OPENING = /^[\s([{,]*(?:\((?:byte|u8|uint8_t|char|unsigned char)\)[ \t]*)?$/;

// A line's lead: a Read view's line number (`    12→`), a diff's or patch's `+`, white space.
const LEAD = /^(?:[ \t]*\d{1,7}→)?[+-]?[ \t]*/;

/**
 * The declaration a value stands in (up to the 300 characters before `at`): the text of its
 * line before it, or, when that holds only a lead and an opening, the line above too (a list
 * opened on the line above: `var k = []byte{`, then the numbers). Lines of `skip` are passed over
 * (the earlier lines of the same list).
 */
export function headBefore(input: string, at: number, skip?: RegExp): string {
  const before = input.slice(Math.max(0, at - 300), at);
  const lines = before.split(/\r?\n/);
  let head = lines.pop()!.replace(LEAD, "");
  while (lines.length > 0 && OPENING.test(head)) {
    const line = lines.pop()!.replace(LEAD, "");
    if (skip !== undefined && skip.test(line)) continue;
    head = line + head;
  }
  return head;
}

// The identifier a declaration gives its value (the last before `=`, `:=`, `:` or the opening).
const ASSIGNED =
  /([A-Za-z_$][\w$]*)(?:\[[^\]\n]{0,20}\])?(?:[ \t]*,[ \t]*[A-Za-z_$][\w$]{0,30}){0,3}(?:[ \t]*:(?![:=])[ \t]*[^=\n]{1,60})?[ \t]*(?::=|=(?![=>])|:(?!:))/g;

/** True when the declaration `head` assigns to a secret name, or hands its value to a MAC. */
export function secretHead(head: string): boolean {
  if (/\bhmac|mac\.new|hash_hmac|SecretKeySpec|SymmetricKey|createHmac|KeyParameter/i.test(head)) {
    return true;
  }
  const names = [...head.matchAll(ASSIGNED)].map((m) => m[1]!);
  const name = names.at(-1);
  return name !== undefined && secretName(name);
}

// A run of eight or more byte numbers on one line: `0xfb, 0xe6, …`, `(byte) 0x49, …`.
const BYTE = String.raw`0[xX][0-9a-fA-F]{2}\b`;
const CAST = String.raw`(?:\((?:byte|u8|uint8_t|char|unsigned char)\)[ \t]*)?`;
const BYTE_LINE = new RegExp(String.raw`^[\s,]*(?:${CAST}${BYTE}[\s,]*)+[)\]}]*[;,]?[ \t]*$`);

/** True when the byte numbers of `run` vary as a key's do (not a table, a count or a fill). */
function randomBytes(run: string): boolean {
  const values = [...run.matchAll(/0[xX]([0-9a-fA-F]{2})|\\x([0-9a-fA-F]{2})/g)].map((m) =>
    parseInt(m[1] ?? m[2]!, 16)
  );
  if (values.length < 8 || new Set(values).size < values.length * 0.7) return false;
  // A count (`0x00, 0x01, 0x02, …`) steps the same way each time.
  const step = values[1]! - values[0]!;
  return !values.every((v, i) => i === 0 || v - values[i - 1]! === step);
}

// The literal a decoder is given: `hex2bin('…')`, `Data(base64Encoded: "…")`,
// `base64.StdEncoding.DecodeString("…")`, `b64decode("…")`, `bytes.fromhex("…")`,
// `Convert.FromBase64String("…")`, `Base64.getDecoder().decode("…")`, `hex::decode("…")`.
const DECODER = String
  .raw`(?:hex2bin|base64_decode|base64Encoded:|DecodeString|b64decode|urlsafe_b64decode|fromhex|FromBase64String|FromHexString|unhexlify|a2b_hex|a2b_base64|hex::decode|getDecoder\(\)\.decode|getUrlDecoder\(\)\.decode|Base64\.decode|decodeBase64|decodeHex|base64ToBytes|hexToBytes|atob)`;

/** Whether the decoded literal `value` is a generated key (hex, base64 of anything random). */
function encodedKey(value: string): boolean {
  return /^[0-9a-fA-F]{32,}$/.test(value) || looksGenerated(value, 16) ||
    /^[A-Za-z0-9+\/_-]{20,}={0,2}$/.test(value) && /[+\/=]/.test(value) && /\d/.test(value);
}

/** The ones that run with the late shape rules, after the assignment and nearby rules. */
export const SEVENTEEN_RULES: readonly Rule[] = [
  rule({
    id: "key-bytes-literal",
    examples: {
      match: [
        "var signingKey = []byte{\n\t«" + bytes(12, 17_010) + "»,\n\t«" + bytes(12, 17_011) +
        "»,\n}",
        "static const unsigned char provision_key[16] = { «" + bytes(16, 17_012) + "» };",
        "const std::vector<uint8_t> kSessionKey = {«" + bytes(16, 17_023) + "»};",
        "static const uint8_t aes_key[] = {\n  «" + bytes(8, 17_020) + "»,\n  «" +
        bytes(8, 17_021) +
        "»\n};",
        "private static final byte[] KEY = new byte[] {\n    (byte) «" +
        bytes(10, 17_013, "(byte) ").slice(7) + "»\n};",
        "local key = string.char(«" + bytes(16, 17_014) + "»)",
        "mac := hmac.New(sha256.New, []byte{«" + bytes(12, 17_015) + "»})",
      ],
      clean: [
        "var crcTable = []byte{" + bytes(16, 17_016) + "}",
        "static const uint8_t sbox[16] = { " + bytes(16, 17_022) + " };",
        "static const uint8_t png_signature[8] = {0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a};",
        "const PUBLIC_KEY: [u8; 12] = [" + bytes(12, 17_017) + "];",
        "let key = [0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09];",
      ],
    },
    description:
      "a key written as code: eight or more byte numbers on a line (`0xfb, 0xe6, …`, `(byte) 0x49, …`) in a list declared under a secret name (`var signingKey = []byte{`, `unsigned char provision_key[] = {`, `[u8; 32] = [`, `Uint8List.fromList([`, `string.char(`) or handed to an HMAC",
    keywords: ["0x"],
    wholeText: true,
    // (Its match starts at its keyword, the first byte's `0x`.)
    startsNearKeyword: { above: 0 },
    pattern: new RegExp(`(?<v>${BYTE}(?:[ \\t]*,[ \\t]*${CAST}${BYTE}){7,200})`, "gd"),
    secret: ["v"],
    accept: (value, _group, match) =>
      randomBytes(value) && secretHead(headBefore(match.input, match.index, BYTE_LINE)),
  }),
  rule({
    id: "key-bytes-literal",
    examples: {
      match: [
        'SIGNING_KEY = b"«' + bytes(12, 17_018).replace(/0x|, /g, (s) => s === "0x" ? "\\x" : "") +
        '»"',
      ],
      clean: [
        'MAGIC = b"' + bytes(12, 17_019).replace(/0x|, /g, (s) => s === "0x" ? "\\x" : "") + '"',
      ],
    },
    description:
      'a key written as an escaped byte string (`b"\\xfb\\xe6…"`, `"\\xfb…"`) under a secret name',
    keywords: ["\\x"],
    pattern: /(?<v>(?:\\x[0-9a-fA-F]{2}){8,200})/gd,
    secret: ["v"],
    accept: (value, _group, match) =>
      randomBytes(value) && secretHead(headBefore(match.input, match.index)),
  }),
  rule({
    id: "decoded-key-literal",
    examples: {
      match: [
        "$key = hex2bin('«" + HEXKEY + HEXKEY + "»');",
        'var creds, _ = base64.StdEncoding.DecodeString(\n\t"«' + ACCOUNT + '»")',
        'let creds = Data(base64Encoded: "«' + ACCOUNT + '»")!',
      ],
      clean: [
        "$icon = base64_decode('" + KEY + "');",
        "let symmetricKey = SymmetricKey(data: Data(base64Encoded: keyString)!)",
        "$key = hex2bin('00000000');",
      ],
    },
    description:
      'a key written as code: a generated literal handed to a hex or base64 decoder (`hex2bin(\'…\')`, `Data(base64Encoded: "…")`, `base64.StdEncoding.DecodeString("…")`, `b64decode`, `bytes.fromhex`, `Convert.FromBase64String`) under a secret name',
    keywords: [
      "hex2bin",
      "base64_decode",
      "base64encoded",
      "decodestring",
      "b64decode",
      "fromhex",
      "frombase64string",
      "fromhexstring",
      "unhexlify",
      "a2b_",
      "hex::decode",
      "getdecoder().decode",
      "geturldecoder().decode",
      "base64.decode",
      "decodebase64",
      "decodehex",
      "base64tobytes",
      "hextobytes",
      "atob",
    ],
    // (The lines after one: the literal may stand on the next line.)
    reach: { after: 200 },
    pattern: new RegExp(
      DECODER +
        String
          .raw`[ \t]*\(?[ \t]*(?:\r?\n(?:[ \t]*\d{1,7}→)?[+-]?[ \t]*)?(?:"(?<dq>[A-Za-z0-9+\/=_-]{16,4000})"|'(?<sq>[A-Za-z0-9+\/=_-]{16,4000})')`,
      "gd",
    ),
    secret: ["dq", "sq"],
    accept: (value, _group, match) =>
      encodedKey(value) && secretHead(headBefore(match.input, match.index)),
  }),
];
