/**
 * Corpus twenty-seven's credentials screens and pairs (docs/redaction.md, "Corpus twenty-seven
 * after it was seen"): a credentials screen copied or OCR'd, its labels on one line and each value
 * alone on the next (`Consumer Secret` then the value); the id half of a credential pair whose
 * secret half stands beside it (`NS_TOKEN_ID` by `NS_TOKEN_SECRET`, `TOKEN ID` over `TOKEN
 * SECRET`). A screen that hid its secret (`API secret key` over `••••`) shows only the public half
 * of the pair: that stays. They run first among `TWENTYSEVEN_RULES` (`_shapes_twentyseven.ts`).
 */
import { HEX, LOWER_DIGITS, sample } from "./_examples.ts";
import { credentialLike } from "./_credential.ts";
import { isNotASecret, REDACTED } from "./_filters.ts";
import { LINE_NUMBER, LINE_NUMBER_START } from "./_lines.ts";
import { DIGEST_WORDS, ID_WORDS } from "./_nearby_words.ts";
import { type Rule, rule } from "./_rule.ts";

// The label of a screen's field: up to four words, then the word that names a secret.
const LABEL_END = "key|secret|token|password|passcode|passphrase";
const LABEL = String
  .raw`(?<label>(?:[A-Za-z][A-Za-z.-]{0,19}[ \t]){0,4}(?:${LABEL_END})s?)`;

// Words in a label that say the value is an id, a digest or public, not a credential.
export const NOT_SECRET_LABEL = new Set([
  ...DIGEST_WORDS,
  ...ID_WORDS,
  "id",
  "public",
  "publishable",
  "primary",
  "foreign",
  "partition",
  "sort",
  "license",
  "licence",
  "product",
  "ssh",
  "gpg",
  "pgp",
  "name",
  "type",
  "expires",
  "created",
  "last",
  "masked",
  "hidden",
]);
const STRONG_LABEL = /secret|token|password|passcode|passphrase/i;

// A line of mask characters: a value a screen hides (`••••••••`, `************`).
const MASKED = /^[ \t]*[•●*·∙x]{4,}[ \t]*(?:"[}\]]*)?\r?$/;

/**
 * True when the value ending at `end` of `input` is shown on a screen that hid the secret of its
 * pair: the next line labels a secret (`API secret key`, `Client secret`) and the line after it
 * is masked. What such a screen still shows is the public half (an app's API key, a client id).
 */
export function pairHidden(input: string, end: number): boolean {
  const lines = input.slice(end, end + 200).split("\n", 4);
  if (lines.length < 3 || lines[0]!.trim() !== "") return false;
  const label = lines[1]!.replace(LINE_NUMBER_START, "");
  const value = lines[2]!.replace(LINE_NUMBER_START, "");
  return /secret|password/i.test(label) && label.length < 40 && MASKED.test(value);
}

/** Whether a screen's value under `label` could be its credential. */
function screenValue(value: string, label: string, input: string, end: number): boolean {
  if (value === REDACTED || isNotASecret(value)) return false;
  const words = label.toLowerCase().split(/[ \t.-]+/);
  if (words.some((w) => NOT_SECRET_LABEL.has(w))) return false;
  // (A key of 32 or more hex digits under a label: a `commit` or `sha` label is turned away above.)
  const hex = /^[0-9a-f]{32,128}$/i.test(value) && /\d/.test(value) && /[a-f]/i.test(value);
  // (Under `key` alone, a value as long as a generated key: 20 characters or more.)
  const strong = STRONG_LABEL.test(label) || value.length >= 20;
  if (!hex && !credentialLike(value, strong)) return false;
  return !pairHidden(input, end);
}

// The id or key half of a credential pair, named by the pair's word (`NS_TOKEN_ID`, `TOKEN ID`,
// `CONSUMER_KEY`, `ACCESS KEY`), then its value of 32 or more letters and digits.
const PAIR_HALF = String
  .raw`(?<![\w])(?<name>[A-Za-z][A-Za-z0-9]{0,20}(?:[_ ][A-Za-z0-9]{1,20}){0,3}?)[_ ](?:id|key)(?:[ \t]*[=:][ \t]*|[ \t]+)["']?(?<v>[A-Za-z0-9]{32,128})(?![A-Za-z0-9])`;
const PAIR_WORD = /(?:^|[_ ])(?:token|consumer|access)$/i;
// Where such a name stands (the rule runs on the lines around them).
const PAIR_NAMES = [
  "token_id",
  "token id",
  "consumer_key",
  "consumer key",
  "access_key",
  "access key",
];

/**
 * Whether the pair half `value` named `name` (at `at` of `input`) stands by its secret half: a
 * line within 300 characters names `<name> secret` and holds a value another rule replaced or
 * one as long as this one.
 */
function besideItsSecret(value: string, name: string, input: string, at: number): boolean {
  if (!PAIR_WORD.test(name) || !/\d/.test(value) || !/[A-Za-z]/.test(value)) return false;
  const near = input.slice(Math.max(0, at - 300), at + value.length + 300);
  const own = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[_ ]/g, "[_ ]");
  const secret = new RegExp(
    String
      .raw`(?<![\w])${own}[_ ]secret(?:[ \t]*[=:][ \t]*|[ \t]+)["']?(\[REDACTED\]|[A-Za-z0-9]{${value.length}}(?![A-Za-z0-9]))`,
    "i",
  );
  return secret.test(near);
}

const LOWER = sample(32, LOWER_DIGITS, 2701);

/** The screen and pair rules, in the order they run. */
export const TWENTYSEVEN_SCREEN_RULES: readonly Rule[] = [
  rule({
    id: "screen-label-value",
    examples: {
      match: [
        "Consumer Key\n«" + sample(32, LOWER_DIGITS, 2702) + "»\nConsumer Secret\n«" +
        LOWER + "»",
        "New API Key\n\nKey\n«" + sample(40, HEX, 2703) + "»\n\nWrite it down",
        "    12\tAccess Token Secret\n    13\t«" + sample(24, LOWER_DIGITS, 2704) + "»",
      ],
      clean: [
        "Cache key\n" + sample(40, HEX, 2705),
        "API key\n" + sample(32, HEX, 2706) + "\nAPI secret key\n••••••••••••",
        "Primary key\nuser_id",
        "Token\nrequired",
      ],
    },
    description:
      "a value alone on its line under a label line that names a secret (`Consumer Secret`, `Access Token`, `Key`, a blank line between or not): a credentials screen copied or OCR'd; not under an id's, a digest's or a public key's label, nor a key shown beside its pair's masked secret",
    keywords: ["key", "secret", "token", "passw", "passcode", "passphrase"],
    // (From the word that ends the label, the regex engine skips ahead to; the label's start is
    // looked behind from it.)
    reach: { before: 120, after: 280 },
    pattern: new RegExp(
      String
        .raw`(?:${LABEL_END})s?[ \t]*:?[ \t]*(?=\r?\n)(?<=(?:^|\n|":")${LINE_NUMBER}[ \t]{0,8}${LABEL}[ \t]*:?[ \t]*)\r?\n(?:${LINE_NUMBER}[ \t]*\r?\n)?${LINE_NUMBER}[ \t]{0,8}(?<v>[A-Za-z0-9][A-Za-z0-9_+\/=.~!@#$%^&*-]{7,200})[ \t]*(?=\r?\n|$|"[,}\]])`,
      "gdi",
    ),
    secret: ["v"],
    accept: (value, _group, match) =>
      screenValue(
        value,
        match.groups?.label ?? "",
        match.input,
        match.index + match[0].length,
      ),
  }),
  rule({
    id: "credential-pair-half",
    examples: {
      match: [
        "NS_TOKEN_ID=«" + sample(64, HEX, 2707) + "»\nNS_TOKEN_SECRET=«" + sample(64, HEX, 2708) +
        "»",
        "TOKEN ID «" + sample(64, HEX, 2709) + "»\nTOKEN SECRET «" +
        sample(64, HEX, 2710) + "»",
      ],
      clean: [
        "CLIENT_ID=" + sample(32, HEX, 2711) + "\nCLIENT_SECRET=[REDACTED]",
        "TOKEN_ID=" + sample(32, HEX, 2713) + "\nTOKEN_SECRET=<your token secret>",
      ],
    },
    description:
      "the id or key half of a credential pair (`NS_TOKEN_ID`, `TOKEN ID`, `CONSUMER_KEY`, `ACCESS KEY`: 32 or more letters and digits) by its secret half (`…_SECRET`, replaced or as long): a token-based login needs both, and the vendor shows both once",
    keywords: PAIR_NAMES,
    reach: { before: 320, after: 320 },
    pattern: new RegExp(PAIR_HALF, "gdi"),
    secret: ["v"],
    accept: (value, _group, match) =>
      besideItsSecret(value, match.groups?.name ?? "", match.input, match.index),
  }),
];
