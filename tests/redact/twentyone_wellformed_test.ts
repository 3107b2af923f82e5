/**
 * Held-out corpus twenty-one checked as data, never run through the redactor (the lead measures
 * that after merging): the basics every corpus checks (_wellformed_suite.ts), vendor tokens of
 * their vendor's length, and a good share of values written with no name beside them.
 */
import assert from "node:assert/strict";
import {
  buildTwentyOne,
  TWENTYONE_CLEAN,
  TWENTYONE_CLEAN_FAMILIES,
  TWENTYONE_SECRET_FAMILIES,
  TWENTYONE_SECRETS,
} from "./_heldout_twentyone.ts";
import { TWENTYONE_SEED } from "./_heldout_twentyone_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "twentyone",
  seed: TWENTYONE_SEED,
  build: buildTwentyOne,
  secrets: TWENTYONE_SECRETS,
  clean: TWENTYONE_CLEAN,
  families: [...TWENTYONE_SECRET_FAMILIES, ...TWENTYONE_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-twentyone.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 250, clean: 120 },
  least: { family: 20, shape: 8 },
  sources: { files: /^_heldout_twentyone.*\.ts$/, publicConstants: new Set(), least: 14 },
  holds: { keyBlocks: 8, jwts: 6, checksums: 8 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("AWS key id", "Anthropic", "Slack bot", "DigitalOcean", "SendGrid"),
  ...vendorShapes("age", "Docker Hub"),
  ["Stripe secret", /\bsk_live_/, /\bsk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Vault service token", /\bhvs\./, /\bhvs\.[\w-]{91}(?![\w-])/],
  ["Grafana service account", /\bglsa_/, /\bglsa_[A-Za-z0-9]{32}_[a-f0-9]{8}(?![\w-])/],
  ["New Relic user key", /\bNRAK-/, /\bNRAK-[A-Z0-9]{27}(?![A-Za-z0-9])/],
  ["Tailscale auth key", /\btskey-auth-/, /\btskey-auth-k[A-Za-z0-9]{10}CNTRL-[A-Za-z0-9]{33}\b/],
];

Deno.test("corpus twentyone: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(TWENTYONE_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus twentyone: many values stand with no name beside them", () => {
  // The brief asks for values pasted alone: a piece that fills a whole line of its text.
  const alone = TWENTYONE_SECRETS.filter((s) =>
    s.pieces.some((p) => s.text.split("\n").some((l) => l.trim() === p))
  );
  assert.ok(alone.length >= 30, `only ${alone.length} cases with a value alone on a line`);
});

Deno.test("corpus twentyone: the literal scan catches a live-looking literal", () => {
  assertScanCatches(TWENTYONE_SECRETS.find((s) => /\bgh[pousr]_/.test(s.text))!.text);
});
