/**
 * Held-out corpus thirty-eight checked as data, never run through the redactor (the lead measures
 * that after merging): the basics every corpus checks (_wellformed_suite.ts), vendor tokens of
 * their vendor's length, and the subject's own formats (TSIG and DNSSEC secrets of their
 * algorithm's length, tunnel tokens that decode, clean cases that hold no piece-shaped credential).
 */
import assert from "node:assert/strict";
import {
  buildThirtyEight,
  THIRTYEIGHT_CLEAN,
  THIRTYEIGHT_CLEAN_FAMILIES,
  THIRTYEIGHT_SECRET_FAMILIES,
  THIRTYEIGHT_SECRETS,
} from "./_heldout_thirtyeight.ts";
import { THIRTYEIGHT_SEED } from "./_heldout_thirtyeight_make.ts";
import { AWS_EXAMPLE_SECRET } from "./_heldout_thirtyeight_clean_config.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "thirty-eight",
  seed: THIRTYEIGHT_SEED,
  build: buildThirtyEight,
  secrets: THIRTYEIGHT_SECRETS,
  clean: THIRTYEIGHT_CLEAN,
  families: [...THIRTYEIGHT_SECRET_FAMILIES, ...THIRTYEIGHT_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-thirtyeight.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 255, clean: 135 },
  least: { family: 20, shape: 4 },
  sources: {
    files: /^_heldout_thirtyeight.*\.ts$/,
    // AWS's documented example secret key: public, in a clean case, shaped like a random run.
    publicConstants: new Set([AWS_EXAMPLE_SECRET]),
    least: 12,
  },
  holds: { keyBlocks: 10, jwts: 2 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("AWS key id", "DigitalOcean"),
  [
    "Cloudflare scannable",
    /\bcf(?:ut|at|k)_/,
    /\bcf(?:ut|at|k)_[A-Za-z0-9]{40}[a-f0-9]{8}(?![A-Za-z0-9])/,
  ],
  ["Porkbun key", /\bpk1_/, /\bpk1_[a-f0-9]{64}(?![A-Za-z0-9])/],
  ["Porkbun secret", /\bsk1_/, /\bsk1_[a-f0-9]{64}(?![A-Za-z0-9])/],
  ["Origin CA key", /\bv1\.0-/, /\bv1\.0-[a-f0-9]{24}-[a-f0-9]{146}(?![a-f0-9])/],
  ["Akamai token", /\bakab-/, /\bakab-[a-z0-9]{16}-[a-z0-9]{16}(?![a-z0-9])/],
];

Deno.test("corpus thirty-eight: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(THIRTYEIGHT_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus thirty-eight: TSIG and DNSSEC secrets are base64 of their algorithm's length", () => {
  const bytes: Record<string, number> = { "hmac-sha256": 32, "hmac-sha384": 48, "hmac-sha512": 64 };
  let n = 0;
  for (const s of THIRTYEIGHT_SECRETS.filter((x) => x.shape !== "wrapped")) {
    for (
      const m of s.text.matchAll(
        /(hmac-sha\d{3})(?:;\s*\\?t?\s*secret "|:[\w-]+:)([A-Za-z0-9+/=]+)/g,
      )
    ) {
      n++;
      assert.equal(atob(m[2]!).length, bytes[m[1]!], s.label);
      assert.ok(s.pieces.includes(m[2]!), `${s.label}: a TSIG secret is no piece`);
    }
    for (const m of s.text.matchAll(/PrivateKey: ([A-Za-z0-9+/=]+)/g)) {
      n++;
      assert.equal(atob(m[1]!).length, 32, s.label);
      assert.ok(s.pieces.includes(m[1]!), `${s.label}: a DNSSEC private key is no piece`);
    }
  }
  assert.ok(n >= 20, `only ${n} TSIG and DNSSEC secrets`);
});

Deno.test("corpus thirty-eight: tunnel tokens decode to an account, a tunnel and a 32-byte secret", () => {
  let n = 0;
  for (const s of THIRTYEIGHT_SECRETS) {
    for (const m of s.text.matchAll(/(?:--token |TUNNEL_TOKEN=)([A-Za-z0-9+/=]+)/g)) {
      n++;
      const t = JSON.parse(atob(m[1]!));
      assert.match(t.a, /^[a-f0-9]{32}$/, s.label);
      assert.match(t.t, /^[a-f0-9-]{36}$/, s.label);
      assert.equal(atob(t.s).length, 32, s.label);
    }
  }
  assert.ok(n >= 4, `only ${n} tunnel tokens`);
});

Deno.test("corpus thirty-eight: no clean text holds a credential shape of the subject", () => {
  const shapes = [
    /\bcf(?:ut|at|k)_[A-Za-z0-9]{40}/,
    /\b[ps]k1_[a-f0-9]{64}/,
    /\bv1\.0-[a-f0-9]{24}-/,
    /secret "[A-Za-z0-9+/]{20,}/,
    /TunnelSecret/,
    /CF-Access-Client-Secret: [a-f0-9]/,
  ];
  for (const c of THIRTYEIGHT_CLEAN) {
    for (const re of shapes) assert.doesNotMatch(c.text, re, c.label);
  }
});

Deno.test("corpus thirty-eight: the literal scan catches a live-looking literal", () => {
  assertScanCatches(THIRTYEIGHT_SECRETS.find((s) => /cfut_/.test(s.text))!.text, new Set(), "run");
});
