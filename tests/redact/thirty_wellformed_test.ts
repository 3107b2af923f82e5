/**
 * Held-out corpus thirty checked as data, never run through the redactor (the lead measures that
 * after merging): the basics every corpus checks (_wellformed_suite.ts), vendor tokens of their
 * vendor's length, and the corpus's own promises — every secret family and every view present,
 * and the public keys of the clean cases never used as secret pieces.
 */
import assert from "node:assert/strict";
import {
  buildThirty,
  THIRTY_CLEAN,
  THIRTY_CLEAN_FAMILIES,
  THIRTY_SECRET_FAMILIES,
  THIRTY_SECRETS,
} from "./_heldout_thirty.ts";
import { THIRTY_SEED } from "./_heldout_thirty_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "thirty",
  seed: THIRTY_SEED,
  build: buildThirty,
  secrets: THIRTY_SECRETS,
  clean: THIRTY_CLEAN,
  families: [...THIRTY_SECRET_FAMILIES, ...THIRTY_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-thirty.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 282, clean: 122 },
  least: { family: 10, shape: 10 },
  sources: { files: /^_heldout_thirty(?:_.*)?\.ts$/, publicConstants: new Set(), least: 13 },
  holds: { keyBlocks: 4, jwts: 12, checksums: 4 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("OpenAI", "SendGrid", "Google API", "Shopify"),
  ["Stripe restricted", /\brk_live_/, /\brk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Stripe webhook", /\bwhsec_/, /\bwhsec_(?:[A-Za-z0-9]{32}|[a-f0-9]{64})(?![A-Za-z0-9])/],
  ["Shopify app secret", /\bshpss_/, /\bshpss_[a-f0-9]{32}(?![A-Za-z0-9])/],
  ["Shopify theme access", /\bshptka_/, /\bshptka_[a-f0-9]{32}(?![A-Za-z0-9])/],
  ["Shopify private app", /\bshppa_/, /\bshppa_[a-f0-9]{32}(?![A-Za-z0-9])/],
  ["WooCommerce key", /\bck_/, /\bck_[a-f0-9]{40}(?![A-Za-z0-9])/],
  ["WooCommerce secret", /\bcs_/, /\bcs_[a-f0-9]{40}(?![A-Za-z0-9])/],
  ["Contentful management", /\bCFPAT-/, /\bCFPAT-[\w-]{43}(?![\w-])/],
  ["Netlify", /\bnfp_/, /\bnfp_[A-Za-z0-9]{36}(?![A-Za-z0-9])/],
  ["Turnstile secret", /\b0x4AAAAAAA/, /\b0x4AAAAAAA[\w-]{22}(?![\w-])/],
  ["Mapbox secret", /\bsk\.eyJ/, /\bsk\.eyJ[\w-]+\.[\w-]{22}(?![\w-])/],
  ["Akamai token", /\bakab-/, /\bakab-[a-z0-9]{16}-[a-z0-9]{16}(?![a-z0-9])/],
];

Deno.test("corpus thirty: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(THIRTY_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus thirty: every family shows its texts in at least three views", () => {
  // A family's cases come through the views of _heldout_thirty_make.ts (the file, a Read result,
  // a pasted question, an answer, a terminal, a JSONL record): one view only would measure one form.
  const corpus = buildThirty(THIRTY_SEED);
  let at = 0;
  for (const [name] of THIRTY_SECRET_FAMILIES) {
    const cases = corpus.secrets.slice(at, at += corpus.counts[name]!);
    const views = new Set(cases.map((c) => c.label.split(" — ").at(-1)));
    assert.ok(views.size >= 3, `${name}: ${[...views].join(", ")}`);
  }
});

Deno.test("corpus thirty: a clean case's public key is never a secret piece", () => {
  // The public keys (pk_live_, pk., site keys, search-only keys, anon JWTs) appear only as
  // clean text or as the unmarked neighbours of a secret; no piece starts with a public prefix.
  const publicPrefix = /^(?:pk_live_|pk\.|phc_|prctbl_)/;
  for (const s of THIRTY_SECRETS) {
    for (const p of s.pieces) assert.doesNotMatch(p, publicPrefix, s.label);
  }
  const anon = THIRTY_CLEAN.filter((c) => c.label.startsWith("a Supabase anon key"));
  assert.equal(anon.length, 2);
});

Deno.test("corpus thirty: the literal scan catches a live-looking literal", () => {
  assertScanCatches(
    THIRTY_SECRETS.find((s) => /\bsk_live_/.test(s.text) && s.shape !== "wrapped")!.text,
  );
});
