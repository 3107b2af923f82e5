/**
 * Held-out corpus ten checked as data, never run through the redactor (the lead measures that
 * after merging): the same corpus under its seed, every piece inside its text and drawn from the
 * stream (so never a fixed vendor prefix), labels unique, JWTs shaped like real ones, no piece
 * leaking into a clean text, and no source line of the corpus holding a literal that looks like
 * a live key (so nothing real-looking is committed and push protection has nothing to match).
 */
import { buildTen, TEN_CLEAN, TEN_FAMILIES, TEN_SECRETS } from "./_heldout_ten.ts";
import { TEN_SEED } from "./_heldout_ten_make.ts";
import {
  assertFamiliesShapesAndSizes,
  assertJwtsShaped,
  assertKeyBodiesArePieces,
  assertPiecesLookSecret,
  assertPiecesStayInTheirCase,
  assertSameUnderSeed,
  assertSeedChangesPieces,
  SHAPES,
} from "./_wellformed.ts";
import { assertScanCatches, assertSourcesHoldNoLiveLiteral } from "./_wellformed_scan.ts";

Deno.test("corpus ten: the same corpus on every build under its seed", () => {
  assertSameUnderSeed(buildTen, TEN_SEED, { secrets: TEN_SECRETS, clean: TEN_CLEAN });
});

Deno.test("corpus ten: another seed changes every piece and no case's structure", () => {
  assertSeedChangesPieces(buildTen, TEN_SEED);
});

Deno.test("corpus ten: every secret case names pieces that are in its text and look secret", () => {
  assertPiecesLookSecret(TEN_SECRETS, TEN_CLEAN, SHAPES);
});

Deno.test("corpus ten: labels and texts are unique, families and shapes all present, sizes as documented", () => {
  assertFamiliesShapesAndSizes(buildTen(TEN_SEED), TEN_FAMILIES, SHAPES, SIZES);
});

/** The range of sizes corpus ten is written to. */
const SIZES = { secrets: [350, 500], clean: [150, Infinity] } as const;

Deno.test("corpus ten: no secret piece appears in a clean text or another secret case", () => {
  assertPiecesStayInTheirCase(TEN_SECRETS, TEN_CLEAN);
});

Deno.test("corpus ten: every body line of a private key block is a piece", () => {
  assertKeyBodiesArePieces(TEN_SECRETS, TEN_CLEAN, 5);
});

Deno.test("corpus ten: every JWT is shaped like a real one and its signature is a piece", () => {
  // A JWT wrapped over lines shows only the first part of its signature on its line.
  assertJwtsShaped([...TEN_SECRETS, ...TEN_CLEAN], 6);
});

/**
 * Long mixed-case runs in the source that are public constants, each said why: base64 of fixed
 * public headers (a certificate's armour, SSH and DER public-key prefixes, an SSH signature's
 * magic, the JWT header every HS256 token starts with) and AWS's documented example secret.
 */
const PUBLIC_CONSTANTS = new Set([
  "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t",
  "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB",
  "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA",
  "U1NIU0lHAAAAAQAAADMAAAALc3NoLWVkMjU1MTkAAAAg",
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9",
  "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
]);

Deno.test("corpus ten: no source line holds a literal that looks like a live key", async () => {
  await assertSourcesHoldNoLiveLiteral(
    new URL("./", import.meta.url),
    /^_heldout_ten.*\.ts$/,
    PUBLIC_CONSTANTS,
    10,
  );
});

Deno.test("corpus ten: the literal scan catches a live-looking literal", () => {
  // The scan above must be able to fail: a generated value written out as a literal is caught.
  const leaked = TEN_SECRETS.find((s) => s.label === "github classic pat in remote url")!;
  assertScanCatches(leaked.text, PUBLIC_CONSTANTS);
});
