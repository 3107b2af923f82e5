/**
 * Held-out corpus seventeen checked as data, never run through the redactor (the lead measures that
 * after merging): the basics every corpus checks (declareCorpusBasics), private key bodies covered
 * by pieces, JWTs shaped like real ones, GitHub- and npm-style tokens with a valid checksum, vendor
 * tokens of their vendor's length and alphabet, and what this corpus is about: source and
 * infrastructure files of many languages and file kinds, shown in every view a session shows a
 * file in, secret and clean alike.
 */
import assert from "node:assert/strict";
import {
  buildSeventeen,
  SEVENTEEN_CLEAN,
  SEVENTEEN_CLEAN_FAMILIES,
  SEVENTEEN_SECRET_FAMILIES,
  SEVENTEEN_SECRETS,
} from "./_heldout_seventeen.ts";
import { SEVENTEEN_SEED } from "./_heldout_seventeen_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

/** Public constants the corpus's source holds: the fixed key-type header of an ECDSA public key. */
const PUBLIC_CONSTANTS = new Set(["AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAI"]);

declareCorpusBasics({
  name: "seventeen",
  seed: SEVENTEEN_SEED,
  build: buildSeventeen,
  secrets: SEVENTEEN_SECRETS,
  clean: SEVENTEEN_CLEAN,
  families: [...SEVENTEEN_SECRET_FAMILIES, ...SEVENTEEN_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-seventeen.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 265, clean: 136 },
  least: { family: 20, shape: 4 },
  sources: { files: /^_heldout_seventeen.*\.ts$/, publicConstants: PUBLIC_CONSTANTS, least: 13 },
  holds: { keyBlocks: 12, jwts: 4, checksums: 12 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("AWS key id", "Anthropic", "OpenAI", "GitHub fine-grained", "Slack bot"),
  ...vendorShapes("GitLab", "Hugging Face", "DigitalOcean", "SendGrid", "Google API", "Groq"),
  ...vendorShapes("Docker Hub", "Shopify", "age"),
  ["Stripe secret", /\bsk_live_/, /\bsk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Stripe webhook", /\bwhsec_/, /\bwhsec_[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
  ["Databricks", /\bdapi(?=[a-f0-9]{8})/, /\bdapi[a-f0-9]{32}(?![A-Za-z0-9])/],
  ["Linear", /\blin_api_/, /\blin_api_[A-Za-z0-9]{40}(?![A-Za-z0-9])/],
  ["Postman", /\bPMAK-/, /\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}(?![A-Za-z0-9])/],
  ["Pulumi", /\bpul-(?=[a-f0-9])/, /\bpul-[a-f0-9]{40}(?![A-Za-z0-9])/],
  ["Grafana", /\bglsa_/, /\bglsa_[A-Za-z0-9]{32}_[a-f0-9]{8}(?![A-Za-z0-9])/],
  ["New Relic", /\bNRAK-/, /\bNRAK-[A-Z0-9]{27}(?![A-Za-z0-9])/],
  ["Mailgun", /\bkey-(?=[a-f0-9]{32})/, /\bkey-[a-f0-9]{32}(?![A-Za-z0-9])/],
  ["RubyGems", /\brubygems_(?=[a-f0-9]{48})/, /\brubygems_[a-f0-9]{48}(?![A-Za-z0-9])/],
  ["NuGet", /\boy2(?=[a-z0-9]{20})/, /\boy2[a-z0-9]{43}(?![A-Za-z0-9])/],
  ["Terraform Cloud", /\.atlasv1\./, /\b[a-z0-9]{14}\.atlasv1\.[A-Za-z0-9]{67}(?![A-Za-z0-9])/],
  ["Telegram bot", /\b\d{10}:AA/, /\b\d{10}:AA[\w-]{33}(?![\w-])/],
  ["Doppler", /\bdp\.st\./, /\bdp\.st\.prd\.[A-Za-z0-9]{43}(?![A-Za-z0-9])/],
  ["PyPI", /\bpypi-/, /\bpypi-AgEIcHlwaS5vcmc[\w-]{150,}(?![\w-])/],
  ["crates.io", /\bcio(?=[A-Za-z0-9]{32}\b)/, /\bcio[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
];

Deno.test("corpus seventeen: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(SEVENTEEN_SECRETS, VENDOR_SHAPES);
});

/** The views a file is shown in, as the last part of every label says. */
const VIEWS = [
  "file",
  "Read output",
  "git diff",
  "apply_patch",
  "Read result record",
  "Write call record",
  "fenced in an answer",
];

Deno.test("corpus seventeen: every case is a file shown in one of the views, each view often", () => {
  for (const cases of [SEVENTEEN_SECRETS, SEVENTEEN_CLEAN]) {
    const byView = new Map<string, number>();
    for (const c of cases) {
      const view = VIEWS.find((v) => c.label.endsWith(`— ${v}`));
      assert.ok(view, `${c.label}: no view`);
      byView.set(view, (byView.get(view) ?? 0) + 1);
    }
    for (const v of VIEWS) assert.ok((byView.get(v) ?? 0) >= cases.length / 10, `view ${v}`);
  }
});

Deno.test("corpus seventeen: the files are of many languages and kinds", () => {
  // The file's path is in the label's parentheses; its kind is its extension or its name.
  const kinds = (cases: readonly { label: string }[]) =>
    new Set(cases.map((c) => {
      const path = /\(([^()]+)\) — /.exec(c.label)?.[1] ?? "";
      const name = path.split("/").pop() ?? "";
      return /\.([A-Za-z0-9]+)$/.exec(name)?.[1] ?? name;
    }));
  assert.ok(kinds(SEVENTEEN_SECRETS).size >= 40, `${kinds(SEVENTEEN_SECRETS).size} secret kinds`);
  assert.ok(kinds(SEVENTEEN_CLEAN).size >= 25, `${kinds(SEVENTEEN_CLEAN).size} clean kinds`);
});

Deno.test("corpus seventeen: the literal scan catches a live-looking literal", () => {
  assertScanCatches(SEVENTEEN_SECRETS.find((s) => /\bgh[pousr]_/.test(s.text))!.text);
});
