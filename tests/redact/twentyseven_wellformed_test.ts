/**
 * Held-out corpus twenty-seven checked as data, never run through the redactor (the lead measures
 * that after merging): the basics every corpus checks (_wellformed_suite.ts), vendor tokens of their
 * vendor's length, and secrets spread over every frame.
 */
import assert from "node:assert/strict";
import {
  buildTwentySeven,
  TWENTYSEVEN_CLEAN,
  TWENTYSEVEN_CLEAN_FAMILIES,
  TWENTYSEVEN_SECRET_FAMILIES,
  TWENTYSEVEN_SECRETS,
} from "./_heldout_twentyseven.ts";
import { FRAMES, TWENTYSEVEN_SEED } from "./_heldout_twentyseven_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "twenty-seven",
  seed: TWENTYSEVEN_SEED,
  build: buildTwentySeven,
  secrets: TWENTYSEVEN_SECRETS,
  clean: TWENTYSEVEN_CLEAN,
  families: [...TWENTYSEVEN_SECRET_FAMILIES, ...TWENTYSEVEN_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-twentyseven.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 270, clean: 138 },
  least: { family: 24, shape: 8 },
  sources: { files: /^_heldout_twentyseven.*\.ts$/, publicConstants: new Set(), least: 12 },
  holds: { keyBlocks: 4, jwts: 2 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("Shopify", "SendGrid", "Google API"),
  ["Shopify shared secret", /\bshpss_/, /\bshpss_[a-f0-9]{32}(?![A-Za-z0-9])/],
  ["Shopify private app", /\bshppa_/, /\bshppa_[a-f0-9]{32}(?![A-Za-z0-9])/],
  ["WooCommerce key", /\bck_/, /\bck_[a-f0-9]{40}(?![A-Za-z0-9])/],
  ["WooCommerce secret", /\bcs_/, /\bcs_[a-f0-9]{40}(?![A-Za-z0-9])/],
  ["HubSpot private app", /\bpat-(?:na|eu)\d-/, /\bpat-(?:na|eu)\d-[a-f0-9-]{36}(?![a-f0-9-])/],
  ["Airtable", /\bpat[A-Za-z0-9]{14}\./, /\bpat[A-Za-z0-9]{14}\.[a-f0-9]{64}(?![A-Za-z0-9])/],
  ["Mailchimp", /\b[a-f0-9]{32}-us/, /\b[a-f0-9]{32}-us\d{1,2}(?![A-Za-z0-9])/],
  [
    "Brevo",
    /\bx(?:key|smtp)sib-/,
    /\bx(?:key|smtp)sib-[a-f0-9]{64}-[A-Za-z0-9]{16}(?![A-Za-z0-9])/,
  ],
  ["Klaviyo private", /\bpk_/, /\bpk_[a-f0-9]{34}(?![A-Za-z0-9])/],
  ["Mailgun", /\bapi:key-/, /\bapi:key-[a-f0-9]{32}(?![A-Za-z0-9])/],
  ["Notion", /\bntn_/, /\bntn_\d{11}[A-Za-z0-9]{35}(?![A-Za-z0-9])/],
  ["Salesforce refresh", /\b5Aep861/, /\b5Aep861[\w.]{78,86}(?![\w.])/],
  ["Salesforce session", /\b00D\w{12}!/, /\b00D\w{12}!AQ[\w.]{90,100}(?![\w.])/],
];

Deno.test("corpus twenty-seven: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(TWENTYSEVEN_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus twenty-seven: every frame holds secret and clean cases", () => {
  for (const f of FRAMES) {
    const secrets = TWENTYSEVEN_SECRETS.filter((s) => s.label.endsWith(` — ${f.label}`));
    const clean = TWENTYSEVEN_CLEAN.filter((c) => c.label.endsWith(` — ${f.label}`));
    assert.ok(secrets.length >= 40, `${f.label}: ${secrets.length} secret cases`);
    assert.ok(clean.length >= 20, `${f.label}: ${clean.length} clean cases`);
  }
});

Deno.test("corpus twenty-seven: the literal scan catches a live-looking literal", () => {
  assertScanCatches(
    TWENTYSEVEN_SECRETS.find((s) => /\bshpat_/.test(s.text))!.text,
    new Set(),
    "shape",
  );
});
