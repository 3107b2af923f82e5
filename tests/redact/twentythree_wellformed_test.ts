/**
 * Held-out corpus twenty-three checked as data, never run through the redactor (the lead
 * measures that after merging): the basics every corpus checks (_wellformed_suite.ts), the
 * twenty-one languages each present, vendor tokens of their vendor’s length.
 */
import assert from "node:assert/strict";
import {
  buildTwentyThree,
  TWENTYTHREE_CLEAN,
  TWENTYTHREE_CLEAN_FAMILIES,
  TWENTYTHREE_SECRET_FAMILIES,
  TWENTYTHREE_SECRETS,
} from "./_heldout_twentythree.ts";
import { LANGS, TWENTYTHREE_SEED } from "./_heldout_twentythree_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "twenty-three",
  seed: TWENTYTHREE_SEED,
  build: buildTwentyThree,
  secrets: TWENTYTHREE_SECRETS,
  clean: TWENTYTHREE_CLEAN,
  families: [...TWENTYTHREE_SECRET_FAMILIES, ...TWENTYTHREE_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-twentythree.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 256, clean: 124 },
  least: { family: 30, shape: 4 },
  sources: { files: /^_heldout_twentythree.*\.ts$/, publicConstants: new Set(), least: 17 },
  holds: { keyBlocks: 10, jwts: 4, checksums: 8 },
});

Deno.test("corpus twenty-three: every language writes secret and clean cases", () => {
  // A label ends in its language's tag; each of the twenty-one must have both kinds of case.
  const tagOf = (label: string) => label.match(/\(([A-Za-z-]+)\)$/)?.[1];
  assert.equal(LANGS.length, 21);
  for (const L of LANGS) {
    const secrets = TWENTYTHREE_SECRETS.filter((s) => tagOf(s.label) === L.tag).length;
    const clean = TWENTYTHREE_CLEAN.filter((c) => tagOf(c.label) === L.tag).length;
    assert.ok(secrets >= 8, `${L.tag}: ${secrets} secret cases`);
    assert.ok(clean >= 3, `${L.tag}: ${clean} clean cases`);
  }
});

Deno.test("corpus twenty-three: at least half of the texts carry characters outside ASCII", () => {
  // The subject is many languages: at least half of the texts carry letters outside ASCII.
  const nonAscii = (t: string) => [...t].some((ch) => ch.charCodeAt(0) > 127);
  const share = (xs: readonly { text: string }[]) =>
    xs.filter((x) => nonAscii(x.text)).length / xs.length;
  assert.ok(share(TWENTYTHREE_SECRETS) >= 0.5, `secret share ${share(TWENTYTHREE_SECRETS)}`);
  assert.ok(share(TWENTYTHREE_CLEAN) >= 0.5, `clean share ${share(TWENTYTHREE_CLEAN)}`);
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("AWS key id", "Anthropic", "OpenAI", "SendGrid", "Google API", "Hugging Face"),
  ...vendorShapes("GitLab", "age"),
  ["Stripe secret", /\bsk_live_/, /\bsk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Telegram bot", /\b\d{10}:AA/, /\b\d{10}:AA[\w-]{33}(?![\w-])/],
];

Deno.test("corpus twenty-three: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(TWENTYTHREE_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus twenty-three: the literal scan catches a live-looking literal", () => {
  assertScanCatches(TWENTYTHREE_SECRETS.find((s) => /\bgh[pousr]_/.test(s.text))!.text);
});
