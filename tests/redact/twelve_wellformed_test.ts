/**
 * Held-out corpus twelve checked as data, never run through the redactor (the lead measures that
 * after merging): the same corpus under its seed and every piece changed under another, every
 * piece inside its text and long enough to be a secret, labels and texts unique, every family and
 * shape present, no piece leaking into a clean text, private key bodies covered by pieces, JWTs
 * and GitHub-style checksummed tokens shaped like real ones, and no source line of the corpus
 * holding a literal that looks like a live key.
 */
import assert from "node:assert/strict";
import {
  buildTwelve,
  TWELVE_CLEAN,
  TWELVE_CLEAN_FAMILIES,
  TWELVE_SECRET_FAMILIES,
  TWELVE_SECRETS,
} from "./_heldout_twelve.ts";
import { base62, crc32 } from "./_heldout_make.ts";
import { TWELVE_SEED } from "./_heldout_twelve_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

/** The range of sizes corpus twelve is written to. */
const SIZES = { secrets: [700, 760], clean: [150, Infinity] } as const;

declareCorpusBasics({
  name: "twelve",
  seed: TWELVE_SEED,
  build: buildTwelve,
  secrets: TWELVE_SECRETS,
  clean: TWELVE_CLEAN,
  families: [...TWELVE_SECRET_FAMILIES, ...TWELVE_CLEAN_FAMILIES],
  sizes: SIZES,
  sources: { files: /^_heldout_twelve.*\.ts$/, publicConstants: new Set(), least: 10 },
  holds: { keyBlocks: 10, jwts: 10, checksums: 5 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it (the shared
 * shapes, then this corpus's own). */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes(
    "AWS key id",
    "GitHub fine-grained",
    "Slack bot",
    "Hugging Face",
    "Sentry user",
    "SendGrid",
    "age",
    "Google API",
    "Groq",
    "Docker Hub",
  ),
  ["Anthropic", /\bsk-ant-/, /\bsk-ant-(?:api03|admin01)-[\w-]{93}AA(?![\w-])/],
  ["OpenAI", /\bsk-(?:proj|svcacct)-/, /\bsk-(?:proj|svcacct)-[\w-]{74}T3BlbkFJ[\w-]{74}(?![\w-])/],
  ["GitLab", /\bgl(?:pat|dt|rt|ft)-/, /\bgl(?:pat|dt|rt|ft)-[\w-]{20}(?![\w-])/],
  ["DigitalOcean", /\bdo[opr]_v1_/, /\bdo[opr]_v1_[a-f0-9]{64}(?![A-Za-z0-9])/],
  ["Stripe restricted", /\brk_live_/, /\brk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Stripe webhook", /\bwhsec_/, /\bwhsec_[a-f0-9]{64}(?![A-Za-z0-9])/],
  ["Shopify", /\bshp(?:at|ca|ss)_/, /\bshp(?:at|ca|ss)_[a-f0-9]{32}(?![A-Za-z0-9])/],
];

Deno.test("corpus twelve: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(TWELVE_SECRETS, VENDOR_SHAPES);
});

Deno.test("the corpora's checksum helper matches CRC-32's check value", () => {
  // The standard check value of CRC-32 (IEEE) for the ASCII digits 1 to 9.
  assert.equal(crc32("123456789"), 0xcbf43926);
  assert.equal(base62(61, 2), "0z");
});

Deno.test("corpus twelve: the literal scan catches a live-looking literal", () => {
  assertScanCatches(TWELVE_SECRETS.find((s) => /\bgh[pousr]_/.test(s.text))!.text);
});
