/**
 * Held-out corpus thirteen checked as data, never run through the redactor (the lead measures that
 * after merging): the same corpus under its seed and every piece changed under another, every
 * piece inside its text and long enough to be a secret, labels and texts unique, every family and
 * shape present, no piece leaking into a clean text or another case, private key body lines
 * covered by pieces, JWTs shaped like real ones, GitHub- and npm-style tokens with a valid CRC-32
 * checksum, vendor tokens of their vendor's length, and no source line of the corpus holding a
 * literal that looks like a live key.
 */
import {
  buildThirteen,
  THIRTEEN_CLEAN,
  THIRTEEN_CLEAN_FAMILIES,
  THIRTEEN_SECRET_FAMILIES,
  THIRTEEN_SECRETS,
} from "./_heldout_thirteen.ts";
import { THIRTEEN_SEED } from "./_heldout_thirteen_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

/** AWS's documented example secret key: public, in a clean case, and shaped like a random run. */
const PUBLIC_CONSTANTS = new Set(["wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]);

/** The sizes docs/redaction-corpus-thirteen.md gives: a change of size is a deliberate edit. */
const SIZES = { secrets: 332, clean: 111 };

declareCorpusBasics({
  name: "thirteen",
  seed: THIRTEEN_SEED,
  build: buildThirteen,
  secrets: THIRTEEN_SECRETS,
  clean: THIRTEEN_CLEAN,
  families: [...THIRTEEN_SECRET_FAMILIES, ...THIRTEEN_CLEAN_FAMILIES],
  sizes: SIZES,
  sources: { files: /^_heldout_thirteen.*\.ts$/, publicConstants: PUBLIC_CONSTANTS, least: 9 },
  holds: { keyBlocks: 4, jwts: 1, checksums: 5 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it (the shared
 * shapes, then this corpus's own). */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes(),
  ["Stripe restricted", /\brk_live_/, /\brk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Stripe webhook", /\bwhsec_/, /\bwhsec_(?:[a-f0-9]{64}|[A-Za-z0-9]{32})(?![A-Za-z0-9])/],
];

Deno.test("corpus thirteen: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(THIRTEEN_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus thirteen: the literal scan catches a live-looking literal", () => {
  assertScanCatches(THIRTEEN_SECRETS.find((s) => /\bgh[pousr]_/.test(s.text))!.text);
});
