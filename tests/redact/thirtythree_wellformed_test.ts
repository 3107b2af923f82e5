/**
 * Held-out corpus thirty-three checked as data, never run through the redactor (the lead measures
 * that on the branch): the basics every corpus checks (_wellformed_suite.ts), and the vendor tokens
 * of its subject in their vendor's length and alphabet.
 */
import {
  buildThirtyThree,
  THIRTYTHREE_CLEAN,
  THIRTYTHREE_CLEAN_FAMILIES,
  THIRTYTHREE_SECRET_FAMILIES,
  THIRTYTHREE_SECRETS,
} from "./_heldout_thirtythree.ts";
import { THIRTYTHREE_SEED } from "./_heldout_thirtythree_make.ts";
import { assertVendorShapes, type VendorShape } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "thirtythree",
  seed: THIRTYTHREE_SEED,
  build: buildThirtyThree,
  secrets: THIRTYTHREE_SECRETS,
  clean: THIRTYTHREE_CLEAN,
  families: [...THIRTYTHREE_SECRET_FAMILIES, ...THIRTYTHREE_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-thirtythree.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 274, clean: 122 },
  least: { family: 20, shape: 8 },
  sources: { files: /^_heldout_thirtythree.*\.ts$/, publicConstants: new Set(), least: 13 },
  holds: { keyBlocks: 10, jwts: 10 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  [
    "Vault service token",
    /\bhvs\.(?!X{8})/,
    /\bhvs\.CAESI[\w-]{86}(?![\w-])|\bhvs\.[A-Za-z0-9]{24}(?![\w-])/,
  ],
  ["Vault batch token", /\bhvb\./, /\bhvb\.[\w-]{120,160}(?![\w-])/],
  ["Okta API token", /\bSSWS 00/, /\bSSWS 00[\w-]{40}(?![\w-])/],
  ["Entra ID client secret", /[\w.~-]{3}\dQ~/, /[\w.~-]{3}\dQ~[\w.~-]{34}(?![\w.~-])/],
  ["1Password service account", /\bops_eyJ/, /\bops_eyJ[\w-]+/],
  [
    "Doppler",
    /\bdp\.(?:st|pt|sa|ct)\./,
    /\bdp\.(?:st\.(?:dev|stg|prd)|pt|sa|ct)\.[A-Za-z0-9]{43}(?![A-Za-z0-9])/,
  ],
];

Deno.test("corpus thirtythree: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(THIRTYTHREE_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus thirtythree: the literal scan catches a live-looking literal", () => {
  assertScanCatches(
    THIRTYTHREE_SECRETS.find((s) => s.label.startsWith("Auth0 Management API token"))!.text,
  );
});
