/**
 * Held-out corpus twenty-eight checked as data, never run through the redactor (the lead measures
 * that after merging): the basics every corpus checks (_wellformed_suite.ts), vendor tokens of
 * their vendor's length, and clean texts that hold the look-alikes the corpus is about.
 */
import assert from "node:assert/strict";
import {
  buildTwentyEight,
  TWENTYEIGHT_CLEAN,
  TWENTYEIGHT_CLEAN_FAMILIES,
  TWENTYEIGHT_SECRET_FAMILIES,
  TWENTYEIGHT_SECRETS,
} from "./_heldout_twentyeight.ts";
import { TWENTYEIGHT_SEED } from "./_heldout_twentyeight_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "twentyeight",
  seed: TWENTYEIGHT_SEED,
  build: buildTwentyEight,
  secrets: TWENTYEIGHT_SECRETS,
  clean: TWENTYEIGHT_CLEAN,
  families: [...TWENTYEIGHT_SECRET_FAMILIES, ...TWENTYEIGHT_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-twentyeight.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 270, clean: 132 },
  least: { family: 12, shape: 4 },
  sources: { files: /^_heldout_twentyeight.*\.ts$/, publicConstants: new Set(), least: 12 },
  holds: { keyBlocks: 10, jwts: 4, checksums: 30 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("AWS key id", "GitHub fine-grained", "GitLab", "Docker Hub"),
  ["npm", /\bnpm_/, /\bnpm_[A-Za-z0-9]{36}(?![A-Za-z0-9])/],
  ["GitHub classic", /\bgh[pso]_/, /\bgh[pso]_[A-Za-z0-9]{36}(?![A-Za-z0-9])/],
  ["PyPI", /\bpypi-AgE/, /\bpypi-AgEIcHlwaS5vcmc[\w-]{150,170}(?![\w-])/],
  ["RubyGems", /\brubygems_(?!api_key)/, /\brubygems_[a-f0-9]{48}(?![A-Za-z0-9])/],
  ["crates.io", /\bcio(?=[A-Za-z0-9]{20})/, /\bcio[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
  ["NuGet", /\boy2/, /\boy2[a-z0-9]{43}(?![A-Za-z0-9])/],
  ["Artifactory API key", /\bAKCp/, /\bAKCp[A-Za-z0-9]{69}(?![A-Za-z0-9])/],
  ["SonarQube", /\bsq[upa]_/, /\bsq[upa]_[a-f0-9]{40}(?![A-Za-z0-9])/],
  ["Buildkite", /\bbkua_/, /\bbkua_[a-f0-9]{40}(?![A-Za-z0-9])/],
  ["Google OAuth access", /\bya29\./, /\bya29\.[\w-]{150,200}(?![\w-])/],
];

Deno.test("corpus twentyeight: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(TWENTYEIGHT_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus twentyeight: clean texts hold the look-alikes of building and publishing", () => {
  // The clean side is about look-alikes, not empty text: digests, integrity hashes, commit SHAs,
  // masked values and references to a secret each appear in several clean texts.
  const has = (re: RegExp) => TWENTYEIGHT_CLEAN.filter((c) => re.test(c.text)).length;
  assert.ok(has(/sha256:[a-f0-9]{64}/) >= 10, "image digests");
  assert.ok(has(/sha512-[A-Za-z0-9+/]{86}==/) >= 4, "integrity hashes");
  assert.ok(has(/\b[a-f0-9]{40}\b/) >= 20, "commit SHAs");
  assert.ok(has(/\*\*\*|\[MASKED\]/) >= 4, "masked values");
  assert.ok(has(/\$\{\{ secrets\.|\$\{?[A-Z_]+TOKEN\}?|%env\.|credentials\('/) >= 8, "references");
  assert.ok(has(/-----BEGIN (?:PGP )?PUBLIC KEY/) >= 4, "public keys");
});

Deno.test("corpus twentyeight: the literal scan catches a live-looking literal", () => {
  assertScanCatches(TWENTYEIGHT_SECRETS.find((s) => /\bnpm_/.test(s.text))!.text);
});
