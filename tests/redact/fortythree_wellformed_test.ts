/**
 * Held-out corpus forty-three checked as data, never run through the redactor (the lead measures
 * that at the round's end): the basics every corpus checks (_wellformed_suite.ts), the energy
 * vendors' tokens of their documented shape, and the published DLMS test keys kept clean.
 */
import assert from "node:assert/strict";
import {
  buildFortyThree,
  FORTYTHREE_CLEAN,
  FORTYTHREE_CLEAN_FAMILIES,
  FORTYTHREE_SECRET_FAMILIES,
  FORTYTHREE_SECRETS,
} from "./_heldout_fortythree.ts";
import { FORTYTHREE_SEED } from "./_heldout_fortythree_make.ts";
import { assertVendorShapes, type VendorShape } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "forty-three",
  seed: FORTYTHREE_SEED,
  build: buildFortyThree,
  secrets: FORTYTHREE_SECRETS,
  clean: FORTYTHREE_CLEAN,
  families: [...FORTYTHREE_SECRET_FAMILIES, ...FORTYTHREE_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-fortythree.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 269, clean: 120 },
  least: { family: 20, shape: 10 },
  sources: { files: /^_heldout_fortythree(?:_.*)?\.ts$/, publicConstants: new Set(), least: 13 },
  holds: { keyBlocks: 3, jwts: 12, checksums: 2 },
});

/** Energy vendors' tokens as their documentation writes them, wherever their prefix occurs. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ["Octopus Energy", /\bsk_live_/, /\bsk_live_[A-Za-z0-9]{24}(?![A-Za-z0-9])/],
  ["The Things Stack", /\bNNSXS\./, /\bNNSXS\.[A-Z2-7]{39}\.[A-Z2-7]{52}(?![A-Z2-7])/],
  ["Amber Electric", /\bpsk_/, /\bpsk_[a-f0-9]{32}(?![A-Za-z0-9])/],
  ["Victron VRM", /X-Authorization: Token /, /X-Authorization: Token [a-f0-9]{64}(?![A-Za-z0-9])/],
];

Deno.test("corpus forty-three: energy vendors' tokens have their documented length and alphabet", () => {
  assertVendorShapes(FORTYTHREE_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus forty-three: the Green Book's published DLMS test keys are only in clean texts", () => {
  // The DLMS UA's example keys are public test values, a clean look-alike by decision: no secret
  // case holds them and the clean family shows them where a bench test would.
  const keys = ["000102030405060708090A0B0C0D0E0F", "D0D1D2D3D4D5D6D7D8D9DADBDCDDDEDF"];
  for (const s of FORTYTHREE_SECRETS) {
    for (const key of keys) assert.ok(!s.text.includes(key), s.label);
  }
  const inClean = FORTYTHREE_CLEAN.filter((c) => keys.every((key) => c.text.includes(key)));
  assert.ok(inClean.length >= 3, `${inClean.length} clean texts hold them`);
});

Deno.test("corpus forty-three: every secret template is shown in at least two places of a session", () => {
  // A label is "template — place": the same template must appear in two or more places, so a
  // rule that finds it only pasted (or only inside a JSONL record) is seen to miss.
  const places = new Map<string, Set<string>>();
  for (const s of FORTYTHREE_SECRETS) {
    const [tpl, place] = s.label.split(" — ");
    places.set(tpl!, (places.get(tpl!) ?? new Set()).add(place!));
  }
  for (const [tpl, where] of places) assert.ok(where.size >= 2, tpl);
});

Deno.test("corpus forty-three: the literal scan catches a live-looking literal", () => {
  assertScanCatches(FORTYTHREE_SECRETS.find((s) => /\bghp_/.test(s.text))!.text);
});
