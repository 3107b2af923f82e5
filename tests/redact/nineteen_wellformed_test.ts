/**
 * Held-out corpus nineteen checked as data, never run through the redactor (the lead measures that
 * after merging): the basics every corpus checks (_wellformed_suite.ts), vendor tokens of their
 * vendor's length, and the subject kept: every case is HTTP traffic a developer pastes.
 */
import assert from "node:assert/strict";
import {
  buildNineteen,
  NINETEEN_CLEAN,
  NINETEEN_CLEAN_FAMILIES,
  NINETEEN_SECRET_FAMILIES,
  NINETEEN_SECRETS,
} from "./_heldout_nineteen.ts";
import { NINETEEN_SEED } from "./_heldout_nineteen_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "nineteen",
  seed: NINETEEN_SEED,
  build: buildNineteen,
  secrets: NINETEEN_SECRETS,
  clean: NINETEEN_CLEAN,
  families: [...NINETEEN_SECRET_FAMILIES, ...NINETEEN_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-nineteen.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 276, clean: 121 },
  least: { family: 10, shape: 4 },
  sources: { files: /^_heldout_nineteen.*\.ts$/, publicConstants: new Set(), least: 11 },
  holds: { jwts: 20, checksums: 10 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("AWS key id", "Anthropic", "OpenAI", "GitHub fine-grained", "Slack bot"),
  ...vendorShapes("GitLab", "Hugging Face", "DigitalOcean", "Sentry user", "SendGrid", "Groq"),
  ...vendorShapes("Docker Hub", "Shopify", "Google API"),
  ["Stripe secret", /\bsk_live_/, /\bsk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Stripe restricted", /\brk_live_/, /\brk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Stripe webhook", /\bwhsec_/, /\bwhsec_[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
  ["Google OAuth client secret", /\bGOCSPX-/, /\bGOCSPX-[\w-]{28}(?![\w-])/],
  ["Slack user", /\bxoxp-/, /\bxoxp-\d{12}-\d{12}-\d{13}-[a-f0-9]{32}(?![A-Za-z0-9])/],
  ["Postman", /\bPMAK-/, /\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}(?![A-Za-z0-9])/],
  ["Linear", /\blin_api_/, /\blin_api_[A-Za-z0-9]{40}(?![A-Za-z0-9])/],
];

Deno.test("corpus nineteen: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(NINETEEN_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus nineteen: every case is HTTP traffic", () => {
  // The subject: a URL, a header line, an HTTP message or a request in code or JSON.
  const http =
    /https?:\/\/|wss?:\/\/|\b(?:GET|POST|PUT|CONNECT) \/|^[<>]? ?[A-Za-z][\w-]*: |"(?:headers?|cookies|values)"|\bauth:bearer\b|\bvars \{|\b(?:set-)?cookie\b|\bSAMLResponse\b|:authority:|^\$? ?https? /im;
  for (const c of [...NINETEEN_SECRETS, ...NINETEEN_CLEAN]) assert.match(c.text, http, c.label);
});

Deno.test("corpus nineteen: about a third of the cases are clean", () => {
  const share = NINETEEN_CLEAN.length / (NINETEEN_CLEAN.length + NINETEEN_SECRETS.length);
  assert.ok(share >= 0.28 && share <= 0.4, `clean share ${share}`);
});

Deno.test("corpus nineteen: the literal scan catches a live-looking literal", () => {
  assertScanCatches(NINETEEN_SECRETS.find((s) => /\bgh[pousr]_/.test(s.text))!.text);
});
