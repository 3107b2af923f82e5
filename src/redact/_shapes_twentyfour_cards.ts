/**
 * Card numbers read from held-out corpus twenty-four's misses (docs/redaction.md, "Corpus
 * twenty-four after it was seen"): a PAN judged by its own form wherever it stands (a support chat,
 * a log, a SQL insert, a test fixture, a form body) — 15, 16 or 19 digits in a real issuer's range
 * whose Luhn digit holds — and the discretionary data of a track 2 dump. Vendors' documented test
 * cards and masked PANs stay.
 */
import { luhn } from "./_chain_checks.ts";
import { sample } from "./_examples.ts";
import { mayHoldCardNumber } from "./_stretches.ts";
import { type Rule, rule } from "./_rule.ts";

/** A card number for an example: `prefix`, seeded digits, then its Luhn digit. */
function examplePan(prefix: string, length: number, seed: number): string {
  const body = prefix + sample(length - prefix.length - 1, "0123456789", seed);
  for (let d = 0; d < 10; d++) if (luhn(body + d)) return body + d;
  return body;
}
const VISA = examplePan("4", 16, 2411);
const MC = examplePan("52", 16, 2412);
const AMEX = examplePan("37", 15, 2413);
const grouped = (pan: string, sep = " ") =>
  pan.length === 15
    ? [pan.slice(0, 4), pan.slice(4, 10), pan.slice(10)].join(sep)
    : pan.match(/.{1,4}/g)!.join(sep);

/**
 * Whether the digits start in a card network's issuer range (Visa, Mastercard, Amex, Discover…)
 * and have a length it issues: 16 or 19 (Amex 15). Not 13 (Visa's old length: a German mobile
 * number, `+49 15…`, and a German EAN-13 are 13 digits from a 4) nor 17 or 18 (a chat's
 * snowflake ids, `65…`, `35…`, are 18 digits): one in ten of those passes Luhn by chance.
 */
function issued(d: string): boolean {
  const n4 = Number(d.slice(0, 4));
  const n6 = Number(d.slice(0, 6));
  const issuedLength = d.length === 16 || d.length === 19;
  if (d[0] === "4") return issuedLength;
  if (/^5[1-5]/.test(d) || (n4 >= 2221 && n4 <= 2720)) return d.length === 16;
  if (/^3[47]/.test(d)) return d.length === 15;
  if (/^(?:6011|65|64[4-9])/.test(d) || (n6 >= 622126 && n6 <= 622925)) return issuedLength;
  if (/^35(?:2[89]|[3-8])/.test(d)) return issuedLength;
  return false;
}

/**
 * Vendors' documented test cards (Stripe's, Adyen's, Braintree's…): public. Most are caught by
 * their few distinct digits (`4242…`, `4111…`, `5555…4444`) or Stripe's `400000` range.
 */
const TEST_CARDS = new Set([
  "378282246310005",
  "371449635398431",
  "4012888888881881",
  "6011000990139424",
  "5200828282828210",
  "2223003122003222",
  "4000002500003155",
]);

/** Whether a run of digits (with its separators) is a card number that is no documented test card. */
function cardNumber(value: string): boolean {
  const groups = value.split(/[ +-]/);
  const d = groups.join("");
  if (d.length < 13 || d.length > 19 || !luhn(d) || !issued(d)) return false;
  // Written whole, or in the groups a card shows (4-4-4-4, Amex's 4-6-5).
  const lens = groups.map((g) => g.length).join("-");
  if (groups.length > 1 && !/^(?:4-)+\d$|^4-6-5$/.test(lens)) return false;
  if (new Set(d).size <= 3 || d.startsWith("400000") || TEST_CARDS.has(d)) return false;
  return true;
}

export const TWENTYFOUR_CARD_RULES: readonly Rule[] = [
  rule({
    id: "track2-discretionary",
    examples: {
      match: ["TRACK2: ;«" + VISA + "»=2904101«" + sample(12, "0123456789", 2414) + "»?"],
      clean: ["TRACK2: ;" + VISA.slice(0, 6) + "******" + VISA.slice(-4) + "=2904?"],
    },
    description:
      "a card's magnetic-stripe track 2 (`;PAN=YYMM…?`): its number and its discretionary data (PVV, CVV) after the expiry and service code",
    keywords: [],
    when: mayHoldCardNumber,
    whenReads: 0,
    lineHas: /;\d{13,19}[=D]\d{7}/g,
    pattern: /;(?<pan>\d{13,19})[=D]\d{7}(?<v>\d{1,20})\?/gd,
    secret: ["pan", "v"],
  }),
  rule({
    id: "card-number",
    examples: {
      match: [
        "customer says the charge failed, card «" + grouped(VISA) + "» exp 04/29 cvv 123",
        "INSERT INTO cards (pan) VALUES ('«" + MC + "»');",
        "name=J+Doe&card=«" + grouped(AMEX, "+") + "»&exp=04%2F29",
      ],
      clean: [
        "use the test card 4242 4242 4242 4242 with any future date",
        "pan=" + VISA.slice(0, 6) + "******" + VISA.slice(-4),
        "order " + VISA.slice(0, -1) + String((Number(VISA.slice(-1)) + 1) % 10),
        "ts=1732790400123456",
      ],
    },
    description:
      "a card number (PAN) judged by its own form: 16 or 19 digits (Amex 15), whole or grouped as a card shows them, in a real issuer's range (Visa, Mastercard, Amex, Discover, JCB, UnionPay) whose Luhn digit holds; vendors' documented test cards and masked PANs stay",
    keywords: [],
    // (No keyword: a card number in a chat or a log stands alone. Its `lineHas`, tried at every
    // digit, cost 1.6 ms a megabyte of code; this test reads little of it.)
    when: mayHoldCardNumber,
    whenReads: 0,
    lineHas: /\d{4}[ +-]?\d{4,6}[ +-]?\d{4}/g,
    pattern:
      /(?<![0-9A-Za-z.:\/_-])(?<!\d,)(?<v>[2-6]\d{3}(?:[ +-]?\d){9,15})(?![0-9A-Za-z]|[.:\/_-]\d)/gd,
    secret: ["v"],
    accept: cardNumber,
  }),
];
