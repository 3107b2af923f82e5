/**
 * Held-out corpus sixteen checked as data, never run through the redactor (the lead measures that
 * after merging): the same corpus under its seed and every piece changed under another, every
 * piece inside its text and long enough to be a secret, labels and texts unique, every family and
 * shape present, the chunks long, no piece leaking into a clean text or another case, private key
 * body lines covered by pieces, JWTs shaped like real ones, GitHub- and npm-style tokens with a
 * valid CRC-32 checksum, vendor tokens of their vendor's length, and no source line of the corpus
 * holding a literal that looks like a live key.
 */
import assert from "node:assert/strict";
import {
  buildSixteen,
  SIXTEEN_CLEAN,
  SIXTEEN_CLEAN_FAMILIES,
  SIXTEEN_SECRET_FAMILIES,
  SIXTEEN_SECRETS,
} from "./_heldout_sixteen.ts";
import { SIXTEEN_SEED } from "./_heldout_sixteen_make.ts";
import {
  assertFamiliesShapesAndSizes,
  assertJwtsShaped,
  assertKeyBodiesArePieces,
  assertPiecesLookSecret,
  assertPiecesStayInTheirCase,
  assertSameUnderSeed,
  assertSeedChangesPieces,
  assertTokenChecksums,
  assertVendorShapes,
  type VendorShape,
} from "./_wellformed.ts";
import { assertScanCatches, scanCorpusSources } from "./_wellformed_scan.ts";

const SHAPES = ["vendor", "assignment", "url", "command", "block", "output", "wrapped", "encoded"];

/** AWS's documented example secret key: public, in a clean case, and shaped like a random run. */
const PUBLIC_CONSTANTS = new Set(["wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]);

/** The sizes docs/redaction-corpus-sixteen.md gives: a change of size is a deliberate edit. */
const SIZES = { secrets: 266, clean: 112 };

Deno.test("corpus sixteen: the same corpus on every build under its seed", () => {
  assertSameUnderSeed(buildSixteen, SIXTEEN_SEED, {
    secrets: SIXTEEN_SECRETS,
    clean: SIXTEEN_CLEAN,
  });
});

Deno.test("corpus sixteen: another seed changes every piece and no case's structure", () => {
  assertSeedChangesPieces(buildSixteen, SIXTEEN_SEED);
});

Deno.test("corpus sixteen: every secret case names pieces that are in its text and look secret", () => {
  assertPiecesLookSecret(SIXTEEN_SECRETS, SIXTEEN_CLEAN, SHAPES);
});

Deno.test("corpus sixteen: labels and texts are unique, every family and shape present, sizes as documented", () => {
  assertFamiliesShapesAndSizes(
    buildSixteen(SIXTEEN_SEED),
    [...SIXTEEN_SECRET_FAMILIES, ...SIXTEEN_CLEAN_FAMILIES],
    SHAPES,
    SIZES,
  );
});

Deno.test("corpus sixteen: the chunks are long, secret and clean alike", () => {
  // The corpus's subject is a secret inside a long chunk: most texts run to dozens of lines or
  // (a JSONL record on one line) thousands of characters, and the clean texts are as long.
  const long = (t: string) => t.split("\n").length >= 30 || t.length >= 1500;
  const share = (xs: readonly { text: string }[]) =>
    xs.filter((x) => long(x.text)).length / xs.length;
  assert.ok(share(SIXTEEN_SECRETS) >= 0.75, `secret share ${share(SIXTEEN_SECRETS)}`);
  assert.ok(share(SIXTEEN_CLEAN) >= 0.75, `clean share ${share(SIXTEEN_CLEAN)}`);
  for (const c of [...SIXTEEN_SECRETS, ...SIXTEEN_CLEAN]) assert.ok(c.text.length >= 400, c.label);
});

Deno.test("corpus sixteen: no secret piece appears in a clean text or another secret case", () => {
  assertPiecesStayInTheirCase(SIXTEEN_SECRETS, SIXTEEN_CLEAN);
});

Deno.test("corpus sixteen: every body line of a private key block is a piece", () => {
  assertKeyBodiesArePieces(SIXTEEN_SECRETS, SIXTEEN_CLEAN, 3);
});

Deno.test("corpus sixteen: every JWT is shaped like a real one and its signature is a piece", () => {
  assertJwtsShaped([...SIXTEEN_SECRETS, ...SIXTEEN_CLEAN], 5);
});

Deno.test("corpus sixteen: GitHub- and npm-style tokens carry a valid CRC-32 checksum", () => {
  assertTokenChecksums(SIXTEEN_SECRETS, 10);
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ["AWS key id", /\b(?:AKIA|ASIA)/, /\b(?:AKIA|ASIA)[A-Z2-7]{16}(?![A-Za-z0-9])/],
  ["Anthropic", /\bsk-ant-/, /\bsk-ant-api03-[\w-]{93}AA(?![\w-])/],
  ["OpenAI", /\bsk-proj-/, /\bsk-proj-[\w-]{74}T3BlbkFJ[\w-]{74}(?![\w-])/],
  [
    "GitHub fine-grained",
    /\bgithub_pat_/,
    /\bgithub_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}(?![A-Za-z0-9])/,
  ],
  ["Slack bot", /\bxoxb-/, /\bxoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}(?![A-Za-z0-9])/],
  ["GitLab", /\bglpat-/, /\bglpat-[\w-]{20}(?![\w-])/],
  ["Hugging Face", /\bhf_/, /\bhf_[A-Za-z]{34}(?![A-Za-z0-9])/],
  ["DigitalOcean", /\bdop_v1_/, /\bdop_v1_[a-f0-9]{64}(?![A-Za-z0-9])/],
  ["Sentry user", /\bsntryu_/, /\bsntryu_[a-f0-9]{64}(?![A-Za-z0-9])/],
  ["SendGrid", /\bSG\./, /\bSG\.[\w-]{22}\.[\w-]{43}(?![\w-])/],
  ["Stripe secret", /\bsk_live_/, /\bsk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Stripe restricted", /\brk_live_/, /\brk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Stripe webhook", /\bwhsec_/, /\bwhsec_[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
  ["Groq", /\bgsk_/, /\bgsk_[A-Za-z0-9]{52}(?![A-Za-z0-9])/],
  ["Docker Hub", /\bdckr_pat_/, /\bdckr_pat_[\w-]{27}(?![\w-])/],
  ["Google OAuth client secret", /\bGOCSPX-/, /\bGOCSPX-[\w-]{28}(?![\w-])/],
  ["Vault service token", /\bhvs\./, /\bhvs\.[\w-]{91}(?![\w-])/],
];

Deno.test("corpus sixteen: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(SIXTEEN_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus sixteen: no source line holds a literal that looks like a live key", async () => {
  const { files, found } = await scanCorpusSources(
    new URL("./", import.meta.url),
    /^_heldout_sixteen.*\.ts$/,
    PUBLIC_CONSTANTS,
  );
  assert.ok(files >= 9, `read ${files} corpus files`);
  assert.deepEqual(found, []);
});

Deno.test("corpus sixteen: the literal scan catches a live-looking literal", () => {
  assertScanCatches(SIXTEEN_SECRETS.find((s) => /\bgh[pousr]_/.test(s.text))!.text);
});
