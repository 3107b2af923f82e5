/**
 * Held-out corpus forty-one checked as data, never run through the redactor (the lead measures
 * that): the basics every corpus checks (_wellformed_suite.ts), vendor tokens of their vendor's
 * length and alphabet, and every container and provider family present.
 */
import assert from "node:assert/strict";
import {
  buildFortyOne,
  FORTYONE_CLEAN,
  FORTYONE_CLEAN_FAMILIES,
  FORTYONE_SECRET_FAMILIES,
  FORTYONE_SECRETS,
} from "./_heldout_fortyone.ts";
import { CONTAINERS, FORTYONE_SEED } from "./_heldout_fortyone_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "forty-one",
  seed: FORTYONE_SEED,
  build: buildFortyOne,
  secrets: FORTYONE_SECRETS,
  clean: FORTYONE_CLEAN,
  families: [...FORTYONE_SECRET_FAMILIES, ...FORTYONE_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-fortyone.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 278, clean: 139 },
  least: { family: 16, shape: 6 },
  sources: {
    files: /^_heldout_fortyone.*\.ts$/,
    // Paths of public endpoints and an image name: mixed-case runs the scan would take for keys.
    publicConstants: new Set([
      "net/foundationModels/v1/completion",
      "2083/execute/Mysql/list_databases",
      "ubuntu_24_04_x64_20G_alibase_2026",
    ]),
    least: 14,
  },
  holds: { keyBlocks: 4 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("DigitalOcean"),
  ["Render", /\brnd_/, /\brnd_[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
  ["Netlify", /\bnfp_/, /\bnfp_[A-Za-z0-9]{36}(?![A-Za-z0-9])/],
  ["Scaleway access key", /\bSCW(?=[A-Z0-9])/, /\bSCW[A-Z0-9]{17}(?![A-Za-z0-9])/],
  ["Alibaba AccessKey id", /\bLTAI/, /\bLTAI5t[A-Za-z0-9]{18}(?![A-Za-z0-9])/],
  ["Tencent SecretId", /\bAKID/, /\bAKID[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
  ["Exoscale key", /\bEXO(?=[a-f0-9])/, /\bEXO[a-f0-9]{24}(?![A-Za-z0-9])/],
  ["Yandex API key", /\bAQVN/, /\bAQVN[\w-]{36}(?![\w-])/],
];

Deno.test("corpus forty-one: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(FORTYONE_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus forty-one: every container holds secret and clean cases", () => {
  // A case's label ends with its container; each must carry both kinds, so no container's
  // framing alone (a JSONL record, a fence) can tell a secret from a clean text.
  for (const box of CONTAINERS) {
    const ends = (c: { label: string }) => c.label.endsWith(`— ${box.label}`);
    assert.ok(FORTYONE_SECRETS.filter(ends).length >= 30, `secret cases in ${box.label}`);
    assert.ok(FORTYONE_CLEAN.filter(ends).length >= 15, `clean cases in ${box.label}`);
  }
});

Deno.test("corpus forty-one: the literal scan catches a live-looking literal", () => {
  assertScanCatches(
    FORTYONE_SECRETS.find((s) => /\bdop_v1_/.test(s.text))!.text,
    new Set(),
    "shape",
  );
});

Deno.test("corpus forty-one: a bare value stands alone on its line, no name beside it", () => {
  // The bare-values family is the one whose secrets a name cannot point to: every piece fills a
  // whole line of its text (a line break may be written escaped, and a JSONL record's quote may
  // close the line).
  const corpus = buildFortyOne(FORTYONE_SEED);
  const names = FORTYONE_SECRET_FAMILIES.map(([name]) => name);
  const at = names.indexOf("bare values");
  const start = names.slice(0, at).reduce((n, name) => n + corpus.counts[name]!, 0);
  const bare = corpus.secrets.slice(start, start + corpus.counts["bare values"]!);
  assert.ok(bare.length >= 20, `${bare.length} bare cases`);
  for (const s of bare) {
    const lines = s.text.split(/\r?\n|\\n|"/).map((l) => l.trim());
    for (const p of s.pieces) assert.ok(lines.includes(p), `${s.label}: a piece beside other text`);
  }
});
