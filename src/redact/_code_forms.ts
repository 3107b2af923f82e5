/**
 * Secrets in forms code writes them in beyond a quoted string: a key as an array of decimal byte
 * numbers under a secret name (Java's `new byte[] { 14, … }`; hex ones are in
 * `_shapes_seventeen.ts`), a
 * database encryption key in `PRAGMA key = '…'` (SQLCipher), the answer an `expect` script sends to
 * a password prompt, and the `result` of a Terraform `random_password` in a state file.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";

const PW = sample(7, ALNUM, 1101) + "#" + sample(6, ALNUM, 1102);
const WORDY = "summer" + sample(4, "0123456789", 1120) + "lake";
const DECIMALS = Array.from({ length: 16 }, (_, i) => parseInt(sample(2, HEX, 1103 + i), 16));

// A secret name just before `=` (and a C array size or Java's `new byte[]`) ahead of the `{`, or
// a call or list that builds the bytes (`byteArrayOf(`, `bytes([`, `Uint8List.fromList([`, `[`).
const NAMED_BEFORE =
  /(?:key|secret|token|salt|seed|pass(?:word)?)\w{0,20}[ \t]*(?:\[\d{0,4}\][ \t]*)?=[ \t]*(?:new[ \t]+(?:byte|u?int8_t|char)[ \t]*\[\d{0,4}\][ \t]*)?(?:\(byte\[\]\)[ \t]*)?(?:[\w.]{1,40}(?:\([ \t]*)?)?$/i;

/** Code-form rules, in the order they run (with the literal rules). */
export const CODE_FORM_RULES: readonly Rule[] = [
  rule({
    id: "byte-array-key",
    examples: {
      match: [
        "val secret = byteArrayOf(«" + DECIMALS.join(", ") + "»)",
        "byte[] secret = new byte[] { «" +
        Array.from({ length: 24 }, (_, i) => String((i * 37 + 11) % 128)).join(", ") + "» };",
      ],
      clean: [
        "static const int sbox[16] = { " + DECIMALS.map((n) => (n * 7) % 256).join(", ") + " };",
        "int[] keys = { 1, 2, 3 };",
      ],
    },
    description:
      "a key written as an array of 16 or more decimal byte numbers under a secret name (Java `byte[] key = new byte[] { 14, … }`, Kotlin `byteArrayOf(…)`, Python `bytes([…])`; hex bytes are `key-bytes-literal`'s)",
    keywords: ["key", "secret", "token", "salt", "seed", "pass"],
    pattern: /[{(\[][ \t]*(?<s>-?\d{1,3}(?:[ \t]*,[ \t]*-?\d{1,3}){15,127})[ \t]*,?[ \t]*[}\])]/gd,
    secret: ["s"],
    accept: (value, _g, match) => {
      const from = match.input.lastIndexOf("\n", match.index - 1) + 1;
      const before = match.input.slice(Math.max(from, match.index - 120), match.index);
      return NAMED_BEFORE.test(before) && new Set(value.split(",").map((b) => b.trim())).size >= 8;
    },
  }),
  rule({
    id: "sql-cipher-key",
    examples: {
      match: [
        "PRAGMA key = '«" + PW + "»';",
        "PRAGMA main.rekey = '«x''" + sample(64, HEX, 1120) + "''»';",
      ],
      clean: ["PRAGMA key = ?;", "PRAGMA foreign_keys = ON;"],
    },
    description:
      "a database encryption key set with `PRAGMA key` / `rekey` / `hexkey` (SQLCipher, SQLite SEE)",
    keywords: ["pragma"],
    pattern:
      /PRAGMA[ \t]+(?:\w{1,40}\.)?(?:hex)?(?:re)?key[ \t]*=[ \t]*(?:'(?<sq>(?:[^'\r\n]|''){1,300})'|"(?<dq>[^"\r\n]{1,300})")/gdi,
    secret: ["sq", "dq"],
    accept: (value) => anyRealValue(value),
  }),
  rule({
    id: "expect-send-password",
    examples: {
      match: [
        'spawn ssh admin@10.0.0.20\nexpect "password:"\nsend "«' + PW + '»\\r"',
        'expect -exact "Enter passphrase: "\nsend -- "«' + PW + '»\\n"',
        // A password of letters and digits only: one with a symbol is typed-password's first.
        'expect -c \'spawn ssh admin@sw1; expect "assword:"; send "«' + WORDY + "»\\r\"; interact'",
      ],
      clean: ['expect "password:"\nsend "$env(SSH_PASS)\\r"', 'expect "login:"\nsend "admin\\r"'],
    },
    description:
      'what an `expect` script sends after waiting for a password or passphrase prompt (`expect "password:"` then `send "…\\r"`, on the next line or after `;`)',
    keywords: ["expect"],
    wholeText: true,
    // (Its match starts at its keyword: only the lines holding `expect` are searched.)
    startsNearKeyword: { above: 0 },
    pattern:
      /expect[ \t]+(?:-\w{1,10}[ \t]+)?"[^"\r\n]{0,40}(?:assword|assphrase|PIN|token)[^"\r\n]{0,20}"[ \t]*(?:;|\r?\n)[ \t]*send[ \t]+(?:--?\w{0,10}[ \t]+)?"(?<s>(?:[^"\\\r\n]|\\[^rn]){1,300})(?:\\[rn])?"/gd,
    secret: ["s"],
    accept: (value) => anyRealValue(value) && !/^\$/.test(value),
  }),
  rule({
    id: "generated-password-state",
    examples: {
      match: [
        '{ "type": "random_password", "name": "db", "instances": [{ "attributes": { "length": 24, "result": "«' +
        sample(24, ALNUM, 1121) + '»" } }] }',
      ],
      clean: ['{ "type": "random_id", "name": "x", "result": "abc" }'],
    },
    description:
      "the `result` of a Terraform `random_password` in a state file or `terraform show -json`",
    keywords: ["random_password"],
    wholeText: true,
    pattern: /"random_password"[^\]]{0,600}?"result":[ \t]*"(?<s>[^"\\\r\n]{1,300})"/gd,
    secret: ["s"],
    accept: (value) => anyRealValue(value),
  }),
];
