/**
 * Held-out corpus forty-two checked as data, never run through the redactor (the lead measures
 * that): the basics every corpus checks (_wellformed_suite.ts), vendor tokens of their vendor's
 * length, and the public-by-design values kept out of the secret cases' pieces.
 */
import assert from "node:assert/strict";
import {
  buildFortyTwo,
  FORTYTWO_CLEAN,
  FORTYTWO_CLEAN_FAMILIES,
  FORTYTWO_SECRET_FAMILIES,
  FORTYTWO_SECRETS,
} from "./_heldout_fortytwo.ts";
import { FORTYTWO_SEED } from "./_heldout_fortytwo_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "forty-two",
  seed: FORTYTWO_SEED,
  build: buildFortyTwo,
  secrets: FORTYTWO_SECRETS,
  clean: FORTYTWO_CLEAN,
  families: [...FORTYTWO_SECRET_FAMILIES, ...FORTYTWO_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-fortytwo.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 286, clean: 120 },
  least: { family: 12, shape: 6 },
  sources: {
    files: /^_heldout_fortytwo(?:_.*)?\.ts$/,
    // AWS's documented example secret key: public, in a clean case, shaped like a random run.
    publicConstants: new Set(["wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]),
    least: 14,
  },
  holds: { keyBlocks: 2 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("AWS key id", "Google API"),
  ["Apify", /\bapify_api_/, /\bapify_api_[A-Za-z0-9]{36}(?![A-Za-z0-9])/],
  ["Tavily", /\btvly-/, /\btvly-(?:dev-|prod-)?[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
  ["Browserbase", /\bbb_live_/, /\bbb_live_[\w-]{27}(?![\w-])/],
  ["Firecrawl", /\bfc-/, /\bfc-[a-f0-9]{32}(?![A-Za-z0-9])/],
  ["Elastic private", /\bprivate-/, /\bprivate-[a-z0-9]{24}(?![A-Za-z0-9])/],
  ["Google OAuth client secret", /\bGOCSPX-/, /\bGOCSPX-[\w-]{28}(?![\w-])/],
];

Deno.test("corpus forty-two: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(FORTYTWO_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus forty-two: public-by-design values stand only in clean cases", () => {
  // Decided public (docs/redaction-corpus-fortytwo.md): a search-only key, a `search-` key, an
  // IndexNow key, site verification tokens and reCAPTCHA site keys. No secret case hides one
  // among its pieces, and the clean cases hold each kind.
  const publicKinds = [
    /searchKey: "search-[a-z0-9]{24}"/,
    /search-only key/,
    /"keyLocation":"https:\/\/[^"]+\/[a-f0-9]{32}\.txt"/,
    /google-site-verification" content="[\w-]{43}"/,
    /data-sitekey="6L[\w-]{38}"/,
  ];
  for (const kind of publicKinds) {
    assert.ok(FORTYTWO_CLEAN.some((c) => kind.test(c.text)), String(kind));
    for (const s of FORTYTWO_SECRETS) assert.doesNotMatch(s.text, kind, s.label);
  }
});

Deno.test("corpus forty-two: every family has texts as printed and inside a session record", () => {
  // A case's frame is drawn from the stream: as printed, a Claude Code or Codex JSONL record, or
  // an assistant's fenced answer. Each family must hold both the bare text and the record.
  const inRecord = (t: string) => /^\{"(?:parentUuid|timestamp)":/.test(t) && !t.includes("\n");
  const corpus = buildFortyTwo(FORTYTWO_SEED);
  let at = 0;
  const all = [...corpus.secrets, ...corpus.clean];
  for (const [name] of [...FORTYTWO_SECRET_FAMILIES, ...FORTYTWO_CLEAN_FAMILIES]) {
    const family = all.slice(at, at += corpus.counts[name]!);
    assert.ok(family.some((c) => inRecord(c.text)), `${name}: no case in a record`);
    assert.ok(family.some((c) => !inRecord(c.text)), `${name}: every case in a record`);
  }
  assert.equal(at, all.length);
});

Deno.test("corpus forty-two: the literal scan catches a live-looking literal", () => {
  assertScanCatches(FORTYTWO_SECRETS.find((s) => /\bAKIA[A-Z2-7]{16}/.test(s.text))!.text);
});
