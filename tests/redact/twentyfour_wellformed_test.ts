/**
 * Held-out corpus twenty-four checked as data, never run through the redactor (the lead measures
 * that after merging): the basics every corpus checks (_wellformed_suite.ts), vendor tokens of
 * their vendor's length, and the chain and card values as real as their standards make them —
 * mnemonics with their BIP-39 checksum, base58check keys whose checksum holds, card numbers that
 * pass Luhn — while the clean cases hold none but the documented public ones.
 */
import assert from "node:assert/strict";
import { sha256Hex } from "../../src/fsutil.ts";
import {
  buildTwentyFour,
  TWENTYFOUR_CLEAN,
  TWENTYFOUR_CLEAN_FAMILIES,
  TWENTYFOUR_SECRET_FAMILIES,
  TWENTYFOUR_SECRETS,
} from "./_heldout_twentyfour.ts";
import { B58, ENGLISH, SPANISH, TWENTYFOUR_SEED } from "./_heldout_twentyfour_make.ts";
import { PUBLIC_MNEMONICS } from "./_heldout_twentyfour_clean_docs.ts";
import { assertVendorShapes, type VendorShape } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "twenty-four",
  seed: TWENTYFOUR_SEED,
  build: buildTwentyFour,
  secrets: TWENTYFOUR_SECRETS,
  clean: TWENTYFOUR_CLEAN,
  families: [...TWENTYFOUR_SECRET_FAMILIES, ...TWENTYFOUR_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-twentyfour.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 252, clean: 124 },
  least: { family: 20, shape: 8 },
  sources: {
    files: /^_heldout_twentyfour.*\.ts$/, // The base58 alphabet and Cardano's key type names: public, shaped like random runs.
    publicConstants: new Set([
      B58,
      "PaymentSigningKeyShelley_ed25519",
      "PaymentVerificationKeyShelley_ed25519",
    ]),
    least: 15,
  },
  holds: { keyBlocks: 3, jwts: 5 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  // Stripe's secret keys and Paystack's share the prefix: 99 characters or 40 hex.
  [
    "Stripe or Paystack secret",
    /\bsk_live_/,
    /\bsk_live_(?:[A-Za-z0-9]{99}|[a-f0-9]{40})(?![A-Za-z0-9])/,
  ],
  ["Stripe test secret", /\bsk_test_/, /\bsk_test_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Stripe restricted", /\brk_live_/, /\brk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Stripe webhook", /\bwhsec_/, /\bwhsec_[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
  ["Square access token", /\bEAAA/, /\bEAAA[\w-]{60}(?![\w-])/],
  ["Square application secret", /\bsq0csp-/, /\bsq0csp-[\w-]{43}(?![\w-])/],
  ["Flutterwave secret", /\bFLWSECK-/, /\bFLWSECK-[a-f0-9]{32}-X(?![\w-])/],
  ["Checkout.com sandbox secret", /\bsk_sbox_/, /\bsk_sbox_[a-z0-9]{27}(?![A-Za-z0-9])/],
  [
    "Infura project id",
    /\.infura\.io\/(?:ws\/)?v3\//,
    /\.infura\.io\/(?:ws\/)?v3\/[a-f0-9]{32}(?![A-Za-z0-9])/,
  ],
  [
    "extended private key",
    /\b[xt]prv(?=[1-9A-HJ-NP-Za-km-z])/,
    /\b[xt]prv[1-9A-HJ-NP-Za-km-z]{107}(?![A-Za-z0-9])/,
  ],
];

Deno.test("corpus twenty-four: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(TWENTYFOUR_SECRETS, VENDOR_SHAPES);
});

/** What separates the words of a mnemonic as cases write it. */
const SEP = /[\s,.:"'[\]{}]+/;

/** The runs of 12 to 24 words of one BIP-39 list in `text`, each as its words. */
function wordRuns(text: string, list: readonly string[]): string[][] {
  const words = new Set(list);
  const runs: string[][] = [];
  let run: string[] = [];
  for (const w of text.split(SEP)) {
    if (words.has(w)) run.push(w);
    else {
      if (run.length >= 12) runs.push(run);
      run = [];
    }
  }
  if (run.length >= 12) runs.push(run);
  return runs;
}

/** True when `words` (12, 15, 18, 21 or 24 of `list`) end in their BIP-39 checksum. */
function checksumHolds(words: readonly string[], list: readonly string[]): boolean {
  if (words.length % 3 !== 0 || words.length > 24) return false;
  const bits = words.map((w) => list.indexOf(w).toString(2).padStart(11, "0")).join("");
  const ent = bits.length - words.length / 3;
  const entropy = Uint8Array.from(bits.slice(0, ent).match(/.{8}/g)!, (b) => parseInt(b, 2));
  const sum = parseInt(sha256Hex(entropy).slice(0, 2), 16).toString(2).padStart(8, "0");
  return bits.slice(ent) === sum.slice(0, words.length / 3);
}

Deno.test("corpus twenty-four: mnemonics carry their BIP-39 checksum, and no clean text holds one but the published vectors", () => {
  let n = 0;
  for (const s of TWENTYFOUR_SECRETS) {
    for (const list of [ENGLISH, SPANISH]) {
      for (const run of wordRuns(s.text, list)) {
        if (!checksumHolds(run, list)) continue;
        n++;
        const pieceWords = s.pieces.flatMap((p) => p.split(SEP)).join(" ");
        assert.ok(pieceWords.includes(run.join(" ")), `${s.label}: a mnemonic is no piece`);
      }
    }
  }
  assert.ok(n >= 20, `only ${n} checksummed mnemonics`);
  const published = new Set<string>(PUBLIC_MNEMONICS);
  let vectors = 0;
  for (const c of TWENTYFOUR_CLEAN) {
    for (const run of wordRuns(c.text, ENGLISH)) {
      assert.ok(published.has(run.join(" ")), `${c.label}: an unpublished mnemonic`);
      vectors++;
    }
  }
  assert.ok(vectors >= 6, `only ${vectors} published mnemonics in the clean cases`);
});

/** Decodes base58 into bytes. */
function unbase58(s: string): Uint8Array {
  let n = 0n;
  for (const ch of s) n = n * 58n + BigInt(B58.indexOf(ch));
  const out: number[] = [];
  while (n > 0n) out.unshift(Number(n % 256n)), n /= 256n;
  for (const ch of s) {
    if (ch !== "1") break;
    out.unshift(0);
  }
  return Uint8Array.from(out);
}

function base58checkHolds(s: string): boolean {
  const data = unbase58(s);
  const payload = data.slice(0, -4);
  const twice = sha256Hex(
    Uint8Array.from(sha256Hex(payload).match(/../g)!, (x) => parseInt(x, 16)),
  );
  return twice.slice(0, 8) ===
    [...data.slice(-4)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

Deno.test("corpus twenty-four: WIF keys and extended keys are valid base58check", () => {
  const keys =
    /(?<![A-Za-z0-9])(?:[xt]p(?:rv|ub)[1-9A-HJ-NP-Za-km-z]{107}|[KLc][1-9A-HJ-NP-Za-km-z]{51}|5[1-9A-HJ-NP-Za-km-z]{50})(?![A-Za-z0-9])/g;
  let n = 0;
  for (const c of [...TWENTYFOUR_SECRETS, ...TWENTYFOUR_CLEAN]) {
    if ("shape" in c && c.shape === "wrapped") continue;
    for (const m of c.text.matchAll(keys)) {
      n++;
      assert.ok(base58checkHolds(m[0]), `${c.label}: a bad checksum`);
    }
  }
  assert.ok(n >= 15, `only ${n} base58check keys`);
});

/** True when the digits of `s` pass the Luhn check. */
function luhn(s: string): boolean {
  const d = s.replace(/\D/g, "");
  let sum = 0;
  [...d].reverse().forEach((c, i) => {
    let v = Number(c) * (i % 2 === 1 ? 2 : 1);
    if (v > 9) v -= 9;
    sum += v;
  });
  return sum % 10 === 0;
}

Deno.test("corpus twenty-four: card numbers pass Luhn, and clean cards are masked or the vendors' test cards", () => {
  let n = 0;
  for (const s of TWENTYFOUR_SECRETS) {
    for (const p of s.pieces.filter((p) => /^[\d +]{15,19}$/.test(p))) {
      n++;
      assert.ok(luhn(p), `${s.label}: a PAN fails Luhn`);
    }
  }
  assert.ok(n >= 8, `only ${n} card numbers`);
  const tests = new Set([
    "4242424242424242",
    "4000002500003155",
    "5555555555554444",
    "378282246310005",
    "4111111111111111",
  ]);
  for (const c of TWENTYFOUR_CLEAN) {
    for (const m of c.text.matchAll(/(?<![\w.])(?:\d[ -]?){14,18}\d(?!\w)/g)) {
      const digits = m[0].replace(/\D/g, "");
      if (digits.length < 15 || digits.length > 16 || !/^[3-6]/.test(digits)) continue;
      assert.ok(tests.has(digits) || !luhn(digits), `${c.label}: an unmasked card number`);
    }
  }
});

Deno.test("corpus twenty-four: the literal scan catches a live-looking literal", () => {
  assertScanCatches(TWENTYFOUR_SECRETS.find((s) => /\bsk_live_[A-Za-z0-9]{99}/.test(s.text))!.text);
});
