/**
 * Held-out corpus thirty-seven checked as data, never run through the redactor (the lead measures
 * that after merging): the basics every corpus checks (_wellformed_suite.ts), its subject's values
 * shaped as their systems write them, and the scan shown able to fail on one of its texts.
 */
import assert from "node:assert/strict";
import {
  buildThirtySeven,
  THIRTYSEVEN_CLEAN,
  THIRTYSEVEN_CLEAN_FAMILIES,
  THIRTYSEVEN_SECRET_FAMILIES,
  THIRTYSEVEN_SECRETS,
} from "./_heldout_thirtyseven.ts";
import { THIRTYSEVEN_SEED } from "./_heldout_thirtyseven_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "thirtyseven",
  seed: THIRTYSEVEN_SEED,
  build: buildThirtySeven,
  secrets: THIRTYSEVEN_SECRETS,
  clean: THIRTYSEVEN_CLEAN,
  families: [...THIRTYSEVEN_SECRET_FAMILIES, ...THIRTYSEVEN_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-thirtyseven.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 274, clean: 120 },
  least: { family: 20, shape: 8 },
  sources: { files: /^_heldout_thirtyseven.*\.ts$/, publicConstants: new Set(), least: 14 },
  holds: { keyBlocks: 12, jwts: 12 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("Google API"),
  ["Foxglove API key", /\bfox_(?:sk|dt)_/, /\bfox_(?:sk|dt)_[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
  ["Samsara API token", /\bsamsara_api_/, /\bsamsara_api_[A-Za-z0-9]{30}(?![A-Za-z0-9])/],
  ["Mapbox secret token", /\bsk\.eyJ/, /\bsk\.eyJ[\w-]+\.[\w-]{22}(?![\w-])/],
];

Deno.test("corpus thirty-seven: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(THIRTYSEVEN_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus thirty-seven: MAVLink signing keys are 32 bytes of hex", () => {
  // A MAVLink 2 signing key is 32 bytes; where a case writes it whole after a name, it is 64 hex.
  let n = 0;
  for (const s of THIRTYSEVEN_SECRETS) {
    for (
      const m of s.text.matchAll(
        /(?:secret_key=|\bSECRET = bytes\.fromhex\("|keyBytes=|signing key\n)([0-9a-f]+)/g,
      )
    ) {
      n++;
      assert.equal(m[1]!.length, 64, s.label);
    }
  }
  assert.ok(n >= 6, `only ${n} MAVLink keys`);
});

Deno.test("corpus thirty-seven: NMEA sentences in clean texts carry a valid checksum", () => {
  let n = 0;
  for (const c of THIRTYSEVEN_CLEAN) {
    for (const m of c.text.matchAll(/\$([A-Z]{5},[^*\n]*)\*([0-9A-F]{2})/g)) {
      n++;
      let x = 0;
      for (const ch of m[1]!) x ^= ch.charCodeAt(0);
      assert.equal(m[2], x.toString(16).toUpperCase().padStart(2, "0"), c.label);
    }
  }
  assert.ok(n >= 6, `only ${n} NMEA sentences`);
});

Deno.test("corpus thirty-seven: the literal scan catches a live-looking literal", () => {
  assertScanCatches(THIRTYSEVEN_SECRETS.find((s) => /\bAIza/.test(s.text))!.text);
});
