/**
 * Held-out corpus sixteen checked as data, never run through the redactor (the lead measures that
 * after merging): the basics every corpus checks (_wellformed_suite.ts), the chunks long, and
 * vendor tokens of their vendor's length.
 */
import assert from "node:assert/strict";
import {
  buildSixteen,
  SIXTEEN_CLEAN,
  SIXTEEN_CLEAN_FAMILIES,
  SIXTEEN_SECRET_FAMILIES,
  SIXTEEN_SECRETS,
} from "./_heldout_sixteen.ts";
import { SIXTEEN_SEED } from "./_heldout_sixteen_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "sixteen",
  seed: SIXTEEN_SEED,
  build: buildSixteen,
  secrets: SIXTEEN_SECRETS,
  clean: SIXTEEN_CLEAN,
  families: [...SIXTEEN_SECRET_FAMILIES, ...SIXTEEN_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-sixteen.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 266, clean: 112 },
  sources: {
    files: /^_heldout_sixteen.*\.ts$/,
    // AWS's documented example secret key: public, in a clean case, shaped like a random run.
    publicConstants: new Set(["wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]),
    least: 9,
  },
  holds: { keyBlocks: 3, jwts: 5, checksums: 10 },
});

Deno.test("corpus sixteen: the chunks are long, secret and clean alike", () => {
  // The corpus's subject is a secret inside a long chunk: most texts run to dozens of lines or
  // (a JSONL record on one line) thousands of characters, and the clean texts are as long.
  const long = (t: string) => t.split("\n").length >= 30 || t.length >= 1500;
  const share = (xs: readonly { text: string }[]) =>
    xs.filter((x) => long(x.text)).length / xs.length;
  assert.ok(share(SIXTEEN_SECRETS) >= 0.75, `secret share ${share(SIXTEEN_SECRETS)}`);
  assert.ok(share(SIXTEEN_CLEAN) >= 0.75, `clean share ${share(SIXTEEN_CLEAN)}`);
  for (const c of [...SIXTEEN_SECRETS, ...SIXTEEN_CLEAN]) assert.ok(c.text.length >= 400, c.label);
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("AWS key id", "Anthropic", "OpenAI", "GitHub fine-grained", "Slack bot"),
  ...vendorShapes("GitLab", "Hugging Face", "DigitalOcean", "Sentry user", "SendGrid", "Groq"),
  ...vendorShapes("Docker Hub"),
  ["Stripe secret", /\bsk_live_/, /\bsk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Stripe restricted", /\brk_live_/, /\brk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Stripe webhook", /\bwhsec_/, /\bwhsec_[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
  ["Google OAuth client secret", /\bGOCSPX-/, /\bGOCSPX-[\w-]{28}(?![\w-])/],
  ["Vault service token", /\bhvs\./, /\bhvs\.[\w-]{91}(?![\w-])/],
];

Deno.test("corpus sixteen: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(SIXTEEN_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus sixteen: the literal scan catches a live-looking literal", () => {
  assertScanCatches(SIXTEEN_SECRETS.find((s) => /\bgh[pousr]_/.test(s.text))!.text);
});
