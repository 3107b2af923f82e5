/**
 * Held-out corpus thirty-two checked as data, never run through the redactor (the lead measures
 * that after merging): the basics every corpus checks (_wellformed_suite.ts), and the stream keys
 * and vendor tokens of its subject in their vendor's shape.
 */
import {
  buildThirtyTwo,
  THIRTYTWO_CLEAN,
  THIRTYTWO_CLEAN_FAMILIES,
  THIRTYTWO_SECRET_FAMILIES,
  THIRTYTWO_SECRETS,
} from "./_heldout_thirtytwo.ts";
import { THIRTYTWO_SEED } from "./_heldout_thirtytwo_make.ts";
import assert from "node:assert/strict";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "thirtytwo",
  seed: THIRTYTWO_SEED,
  build: buildThirtyTwo,
  secrets: THIRTYTWO_SECRETS,
  clean: THIRTYTWO_CLEAN,
  families: [...THIRTYTWO_SECRET_FAMILIES, ...THIRTYTWO_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-thirtytwo.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 262, clean: 121 },
  least: { family: 20, shape: 10 },
  sources: { files: /^_heldout_thirtytwo.*\.ts$/, publicConstants: new Set(), least: 13 },
  holds: { keyBlocks: 3, jwts: 8 },
});

/** Where a stream key's prefix occurs in a secret text, the whole key as the service writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("AWS key id"),
  ["ElevenLabs", /\bsk_[0-9a-f]{8}/, /\bsk_[0-9a-f]{48}(?![A-Za-z0-9])/],
  ["Twitch stream key", /\blive_\d/, /\blive_\d{9}_[A-Za-z0-9]{30}(?![A-Za-z0-9])/],
  [
    "Amazon IVS stream key",
    /\bsk_(?:us|eu)-/,
    /\bsk_(?:us|eu)-[a-z]+-\d_[A-Za-z0-9]{12}_[A-Za-z0-9]{30}(?![A-Za-z0-9])/,
  ],
  ["Agora RTC token", /\b006[0-9a-f]{32}/, /\b006[0-9a-f]{32}[A-Za-z0-9+/]{100,140}/],
];

Deno.test("corpus thirtytwo: stream keys and vendor tokens have their vendor's shape", () => {
  assertVendorShapes(THIRTYTWO_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus thirtytwo: the literal scan catches a live-looking literal", () => {
  assertScanCatches(
    THIRTYTWO_SECRETS.find((s) => /\blive_\d{9}_/.test(s.text))!.text,
    new Set(),
    "run",
  );
});

Deno.test("corpus thirtytwo: a DRM key is a piece and the key id beside it is not", () => {
  // The corpus's rule for rights (docs/redaction-corpus-thirtytwo.md): a content key, signing key
  // or IV is secret; the key id that names it is printed in every manifest and is not.
  const pairs = [
    /key_id=([0-9a-f]{32}):key=([0-9a-f]{32})/g,
    /-encryption_key ([0-9a-f]{32}) -encryption_kid ([0-9a-f]{32})/g,
    /<key KID="0x([0-9a-f]{32})" value="0x([0-9a-f]{32})"/g,
  ];
  let n = 0;
  for (const s of THIRTYTWO_SECRETS) {
    for (const re of pairs) {
      for (const m of s.text.matchAll(re)) {
        n++;
        const [id, key] = re.source.startsWith("-encryption_key") ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
        assert.ok(s.pieces.includes(key), `${s.label}: the key is no piece`);
        assert.ok(!s.pieces.some((p) => p.includes(id)), `${s.label}: the key id is a piece`);
      }
    }
  }
  assert.ok(n >= 9, `only ${n} key and key id pairs`);
  // And the clean texts print key ids where the text says they are public.
  assert.ok(THIRTYTWO_CLEAN.filter((c) => /default_KID/.test(c.text)).length >= 5);
});
