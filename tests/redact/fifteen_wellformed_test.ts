/**
 * Held-out corpus fifteen checked as data, never run through the redactor (the lead measures that
 * after merging): the same corpus under its seed and every piece changed under another, every
 * piece inside its text and long enough to be a secret, labels and texts unique, every family and
 * shape present, the corpus's emphasis (code, connection strings, tool output) about two thirds of
 * it, no piece leaking into a clean text or another case, private key body lines covered by
 * pieces, JWTs shaped like real ones, GitHub- and npm-style tokens with a valid CRC-32 checksum,
 * vendor tokens of their vendor's length, and no source line of the corpus holding a literal that
 * looks like a live key.
 */
import {
  buildFifteen,
  FIFTEEN_CLEAN,
  FIFTEEN_CLEAN_FAMILIES,
  FIFTEEN_SECRET_FAMILIES,
  FIFTEEN_SECRETS,
} from "./_heldout_fifteen.ts";
import { FIFTEEN_SEED } from "./_heldout_fifteen_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

/** The families of the corpus's emphasis (code, connection strings, tool output). */
const EMPHASIS = [
  "code: Go, Rust, JVM, .NET, Apple, PHP, Ruby, BEAM",
  "code: functional, scripting and systems languages",
  "shells and query languages",
  "build files and framework config",
  "database and broker connection strings",
  "network URIs, remotes and proxies",
  "framework, debugger and environment output",
  "cloud, IaC, Kubernetes and CI output",
];

/** The sizes docs/redaction-corpus-fifteen.md gives: a change of size is a deliberate edit. */
const SIZES = { secrets: 315, clean: 125 };

declareCorpusBasics({
  name: "fifteen",
  seed: FIFTEEN_SEED,
  build: buildFifteen,
  secrets: FIFTEEN_SECRETS,
  clean: FIFTEEN_CLEAN,
  families: [...FIFTEEN_SECRET_FAMILIES, ...FIFTEEN_CLEAN_FAMILIES],
  sizes: SIZES,
  emphasis: { names: EMPHASIS, others: 60 },
  sources: { files: /^_heldout_fifteen.*\.ts$/, publicConstants: new Set(), least: 10 },
  holds: { keyBlocks: 5, jwts: 4, checksums: 5 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it (the shared
 * shapes, then this corpus's own). */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes(),
  ["Stripe live", /\b[rs]k_live_/, /\b[rs]k_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Stripe webhook", /\bwhsec_/, /\bwhsec_[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
  ["Databricks", /\bdapi/, /\bdapi[a-f0-9]{32}(?:-\d)?(?![A-Za-z0-9])/],
  ["Vault", /\bhvs\./, /\bhvs\.[A-Za-z0-9]{24}(?![A-Za-z0-9])/],
];

Deno.test("corpus fifteen: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(FIFTEEN_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus fifteen: the literal scan catches a live-looking literal", () => {
  assertScanCatches(FIFTEEN_SECRETS.find((s) => /\bgh[pousr]_/.test(s.text))!.text);
});
