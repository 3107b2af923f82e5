/**
 * Held-out corpus twenty checked as data, never run through the redactor (the lead measures that
 * after merging): the basics every corpus checks (_wellformed_suite.ts), every toolchain family
 * seen in more than one view, and vendor tokens of their vendor's length.
 */
import assert from "node:assert/strict";
import {
  buildTwenty,
  TWENTY_CLEAN,
  TWENTY_CLEAN_FAMILIES,
  TWENTY_SECRET_FAMILIES,
  TWENTY_SECRETS,
} from "./_heldout_twenty.ts";
import { TWENTY_SEED } from "./_heldout_twenty_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "twenty",
  seed: TWENTY_SEED,
  build: buildTwenty,
  secrets: TWENTY_SECRETS,
  clean: TWENTY_CLEAN,
  families: [...TWENTY_SECRET_FAMILIES, ...TWENTY_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-twenty.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 258, clean: 120 },
  least: { family: 12, shape: 6 },
  sources: { files: /^_heldout_twenty(?:_[a-z_]+)?\.ts$/, publicConstants: new Set(), least: 10 },
  holds: { keyBlocks: 10, jwts: 6, checksums: 8 },
});

Deno.test("corpus twenty: every family is seen as a file or command in more than one view", () => {
  // A case's label ends with its path and view: "(gradle.properties, Read tool)".
  const views = (cases: readonly { label: string }[]) =>
    new Set(cases.map((c) => c.label.match(/, ([^,()]+)\)$/)?.[1]).filter(Boolean));
  const all = buildTwenty(TWENTY_SEED);
  assert.ok(views(all.secrets).size >= 5, "secret views");
  assert.ok(views(all.clean).size >= 5, "clean views");
  const numbered = TWENTY_SECRETS.filter((s) => /^ {5}1→/.test(s.text)).length;
  assert.ok(numbered >= 30, `${numbered} cases in a Read tool's numbered lines`);
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("AWS key id", "Anthropic", "OpenAI", "Hugging Face", "Sentry user", "Groq"),
  ...vendorShapes("Google API"),
  ["Stripe secret", /\bsk_live_/, /\bsk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Google OAuth client secret", /\bGOCSPX-/, /\bGOCSPX-[\w-]{28}(?![\w-])/],
  ["Databricks", /\bdapi/, /\bdapi[a-f0-9]{32}(?:-\d)?(?![\w-])/],
  ["Replicate", /\br8_/, /\br8_[A-Za-z0-9]{37}(?![A-Za-z0-9])/],
  ["Mapbox secret", /\bsk\.eyJ/, /\bsk\.eyJ[\w-]+\.[\w-]{22}(?![\w-])/],
  ["Firebase CLI", /\b1\/\/0/, /\b1\/\/0[\w-]{98,102}(?![\w-])/],
];

Deno.test("corpus twenty: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(TWENTY_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus twenty: the literal scan catches a live-looking literal", () => {
  assertScanCatches(TWENTY_SECRETS.find((s) => /\bgh[pousr]_/.test(s.text))!.text);
});
