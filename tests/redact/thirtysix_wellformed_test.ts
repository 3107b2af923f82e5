/**
 * Held-out corpus thirty-six checked as data, never run through the redactor (the lead measures
 * that after merging): the basics every corpus checks (_wellformed_suite.ts), vendor tokens of
 * their vendor's length, and cases with no name beside the secret.
 */
import assert from "node:assert/strict";
import {
  buildThirtySix,
  THIRTYSIX_CLEAN,
  THIRTYSIX_CLEAN_FAMILIES,
  THIRTYSIX_SECRET_FAMILIES,
  THIRTYSIX_SECRETS,
} from "./_heldout_thirtysix.ts";
import { THIRTYSIX_SEED } from "./_heldout_thirtysix_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "thirty-six",
  seed: THIRTYSIX_SEED,
  build: buildThirtySix,
  secrets: THIRTYSIX_SECRETS,
  clean: THIRTYSIX_CLEAN,
  families: [...THIRTYSIX_SECRET_FAMILIES, ...THIRTYSIX_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-thirtysix.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 285, clean: 120 },
  least: { family: 12, shape: 10 },
  sources: { files: /^_heldout_thirtysix.*\.ts$/, publicConstants: new Set(), least: 11 },
  holds: { keyBlocks: 18, jwts: 10, checksums: 3 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("Google API", "SendGrid", "Slack bot"),
  ["Stripe secret", /\bsk_live_/, /\bsk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  [
    "Canvas access token",
    /\b\d{1,5}~(?=[A-Za-z0-9]{20})/,
    /\b\d{1,5}~[A-Za-z0-9]{64}(?![A-Za-z0-9])/,
  ],
  ["Google OAuth client secret", /\bGOCSPX-/, /\bGOCSPX-[\w-]{28}(?![\w-])/],
  ["Personio secret", /_SECRET=papi-/, /_SECRET=papi-[A-Za-z0-9]{60,72}(?![A-Za-z0-9])/],
  ["Plaid access token", /\baccess-production-/, /\baccess-production-[0-9a-f-]{36}(?![\w-])/],
];

Deno.test("corpus thirty-six: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(THIRTYSIX_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus thirty-six: many secrets stand with no name beside them", () => {
  // The brief asks for every kind of value, many with no key, flag or header naming it: a token
  // pasted into a sentence, a password in a URL or a command's argument, a key's body, a value
  // wrapped over lines. A case is named when a secret-ish word stands right before a piece.
  const named =
    /(?:secret|password|passwd|pass|token|key|credential|passphrase)["']?\s*[:=>]?\s*["']?$/i;
  const nameless = THIRTYSIX_SECRETS.filter((s) =>
    s.pieces.every((p) =>
      !named.test(s.text.slice(Math.max(0, s.text.indexOf(p) - 24), s.text.indexOf(p)))
    )
  );
  assert.ok(
    nameless.length * 5 >= THIRTYSIX_SECRETS.length * 2,
    `only ${nameless.length} nameless cases`,
  );
});

Deno.test("corpus thirty-six: the literal scan catches a live-looking literal", () => {
  assertScanCatches(THIRTYSIX_SECRETS.find((s) => /\bghp_/.test(s.text))!.text);
});
