/**
 * Held-out corpus twenty-two checked as data, never run through the redactor (the lead measures
 * that after merging): the basics every corpus checks (_wellformed_suite.ts), the device values
 * written as the devices write them, and vendor tokens of their vendor's length.
 */
import assert from "node:assert/strict";
import {
  buildTwentyTwo,
  TWENTYTWO_CLEAN,
  TWENTYTWO_CLEAN_FAMILIES,
  TWENTYTWO_SECRET_FAMILIES,
  TWENTYTWO_SECRETS,
} from "./_heldout_twentytwo.ts";
import { TWENTYTWO_SEED, type7, TYPE7_XLAT } from "./_heldout_twentytwo_make.ts";
import { assertVendorShapes, type VendorShape } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "twentytwo",
  seed: TWENTYTWO_SEED,
  build: buildTwentyTwo,
  secrets: TWENTYTWO_SECRETS,
  clean: TWENTYTWO_CLEAN,
  families: [...TWENTYTWO_SECRET_FAMILIES, ...TWENTYTWO_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-twentytwo.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 274, clean: 140 },
  least: { family: 30, shape: 6 },
  sources: {
    files: /^_heldout_twentytwo.*\.ts$/,
    publicConstants: new Set(),
    least: 12,
  },
  holds: { keyBlocks: 4, jwts: 7 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ["The Things Stack", /\bNNSXS\./, /\bNNSXS\.[A-Z2-7]{39}\.[A-Z2-7]{52}(?![A-Za-z0-9])/],
  ["Adafruit IO", /\baio_/, /\baio_[A-Za-z0-9]{28}(?![A-Za-z0-9])/],
  [
    "Tailscale",
    /\btskey-auth-/,
    /\btskey-auth-k[A-Za-z0-9]{10}CNTRL-[A-Za-z0-9]{33}(?![A-Za-z0-9])/,
  ],
  ["Azure IoT Hub key", /SharedAccessKey=/, /SharedAccessKey=[A-Za-z0-9+/]{20,43}(?:=|\n)/],
];

Deno.test("corpus twenty-two: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(TWENTYTWO_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus twenty-two: device secrets are written as the devices print them", () => {
  // Cisco type 7 round-trips (the corpus's encoder writes what a decoder reads back), and every
  // crypt hash, type 8/9 secret and WPA hex PSK in a secret text has its device's length.
  const decode = (s: string) => {
    const at = Number(s.slice(0, 2));
    return (s.slice(2).match(/../g) ?? []).map((h, i) =>
      String.fromCharCode(parseInt(h, 16) ^ TYPE7_XLAT.charCodeAt((at + i) % TYPE7_XLAT.length))
    ).join("");
  };
  for (const plain of ["hunter2hunter2", "lab-switch-01"]) {
    assert.equal(decode(type7(plain)), plain);
  }
  let n = 0;
  for (const s of TWENTYTWO_SECRETS.filter((x) => x.shape !== "wrapped")) {
    for (
      const m of s.text.matchAll(
        /(?<![\w$+/])\$([1689])\$([./A-Za-z0-9]+)\$([./A-Za-z0-9]+)(?![\w+/=])/g,
      )
    ) {
      n++;
      const [, kind, salt, hash] = m;
      if (kind === "1") assert.equal(hash!.length, 22, s.label);
      if (kind === "6") assert.equal(hash!.length, 86, s.label);
      if (kind === "8" || kind === "9") {
        assert.equal(salt!.length, 14, s.label);
        assert.equal(hash!.length, 43, s.label);
      }
    }
  }
  assert.ok(n >= 20, `only ${n} crypt hashes`);
});

Deno.test("corpus twenty-two: about a third of the cases are clean", () => {
  const all = TWENTYTWO_SECRETS.length + TWENTYTWO_CLEAN.length;
  assert.ok(TWENTYTWO_CLEAN.length * 10 >= all * 3, `${TWENTYTWO_CLEAN.length} of ${all}`);
});

Deno.test("corpus twenty-two: the literal scan catches a live-looking literal", () => {
  assertScanCatches(
    TWENTYTWO_SECRETS.find((s) => s.shape === "block" && /PRIVATE KEY/.test(s.text))!.text,
  );
});
