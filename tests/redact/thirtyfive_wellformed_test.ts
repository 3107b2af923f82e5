/**
 * Held-out corpus thirty-five checked as data, never run through the redactor (the lead measures
 * that): the basics every corpus checks (_wellformed_suite.ts), vendor tokens of their vendor's
 * length, check digits of the clean identifiers, EDI envelopes of the standard's width, and the
 * public Mapbox tokens kept apart from the secret ones.
 */
import assert from "node:assert/strict";
import {
  buildThirtyFive,
  THIRTYFIVE_CLEAN,
  THIRTYFIVE_CLEAN_FAMILIES,
  THIRTYFIVE_SECRET_FAMILIES,
  THIRTYFIVE_SECRETS,
} from "./_heldout_thirtyfive.ts";
import { THIRTYFIVE_SEED } from "./_heldout_thirtyfive_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "thirty-five",
  seed: THIRTYFIVE_SEED,
  build: buildThirtyFive,
  secrets: THIRTYFIVE_SECRETS,
  clean: THIRTYFIVE_CLEAN,
  families: [...THIRTYFIVE_SECRET_FAMILIES, ...THIRTYFIVE_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-thirtyfive.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 282, clean: 133 },
  least: { family: 10, shape: 8 },
  sources: { files: /^_heldout_thirtyfive.*\.ts$/, publicConstants: new Set(), least: 14 },
  holds: { keyBlocks: 2, jwts: 10 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("Google API"),
  ["Mapbox secret", /\bsk\.eyJ/, /\bsk\.eyJ[\w-]+\.[\w-]{22}(?![\w-])/],
  ["Samsara", /\bsamsara_api_/, /\bsamsara_api_[A-Za-z0-9]{30}(?![A-Za-z0-9])/],
  ["Shippo", /\bshippo_(?:live|test)_/, /\bshippo_(?:live|test)_[a-f0-9]{40}(?![A-Za-z0-9])/],
  ["EasyPost", /\bEZAK/, /\bEZAK[A-Za-z0-9]{54}(?![A-Za-z0-9])/],
  ["Duffel", /\bduffel_live_/, /\bduffel_live_[\w-]{43}(?![\w-])/],
  ["Sabre", /\bT1RLAQ/, /\bT1RLAQ[A-Za-z0-9+/]{180,220}(?![A-Za-z0-9+/])/],
  ["ArcGIS API key", /\bAAPK/, /\bAAPK[a-f0-9]{32}[\w-]{60,70}(?![\w-])/],
];

Deno.test("corpus thirty-five: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(THIRTYFIVE_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus thirty-five: the literal scan catches a live-looking literal", () => {
  assertScanCatches(
    THIRTYFIVE_SECRETS.find((s) => /\bAIza/.test(s.text) && s.shape !== "wrapped")!.text,
  );
});

Deno.test("corpus thirty-five: Mapbox public tokens are only in clean cases, secret ones only in secret cases", () => {
  const has = (kind: string) => (t: string) =>
    new RegExp(`\\b${kind}\\.eyJ[\\w-]+\\.[\\w-]{22}`).test(t);
  assert.ok(THIRTYFIVE_CLEAN.filter((c) => has("pk")(c.text)).length >= 3);
  assert.ok(THIRTYFIVE_SECRETS.filter((s) => has("sk")(s.text)).length >= 5);
  for (const c of THIRTYFIVE_CLEAN) assert.ok(!has("sk")(c.text), c.label);
  for (const s of THIRTYFIVE_SECRETS) assert.ok(!has("pk")(s.text), s.label);
});

/** The check digits the clean identifiers carry. */
function luhnOk(n: string): boolean {
  let sum = 0;
  [...n].reverse().forEach((ch, i) => {
    let d = Number(ch) * (i % 2 === 1 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  });
  return sum % 10 === 0;
}

Deno.test("corpus thirty-five: clean IMEIs, ICCIDs and air waybills carry valid check digits", () => {
  const text = THIRTYFIVE_CLEAN.map((c) => c.text).join("\n");
  const ids = [...text.matchAll(/\b(?:IMEI|ICCID) (\d{15,19})\b/g)].map((m) => m[1]!);
  assert.ok(ids.length >= 12, `${ids.length} IMEIs and ICCIDs`);
  for (const id of ids) assert.ok(luhnOk(id), "a Luhn check digit");
  const awbs = [...text.matchAll(/\bAWB (\d{3})-(\d{7})(\d)\b/g)];
  assert.ok(awbs.length >= 4);
  for (const [, , serial, check] of awbs) assert.equal(Number(serial) % 7, Number(check));
});

Deno.test("corpus thirty-five: every X12 ISA segment has sixteen elements and ten-character security fields", () => {
  let n = 0;
  for (const c of [...THIRTYFIVE_SECRETS, ...THIRTYFIVE_CLEAN]) {
    for (const m of c.text.matchAll(/^.*?(ISA\*[^~\n]*)~/gm)) {
      n++;
      const el = m[1]!.split("*");
      assert.equal(el.length, 17, c.label);
      assert.equal(el[2]!.length, 10, c.label);
      assert.equal(el[4]!.length, 10, c.label);
      assert.equal(el[6]!.length, 15, c.label);
    }
  }
  assert.ok(n >= 5, `${n} ISA segments`);
});
