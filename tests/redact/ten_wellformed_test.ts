/**
 * Held-out corpus ten checked as data, never run through the redactor (the lead measures that
 * after merging): the same corpus under its seed, every piece inside its text and drawn from the
 * stream (so never a fixed vendor prefix), labels unique, JWTs shaped like real ones, no piece
 * leaking into a clean text, and no source line of the corpus holding a literal that looks like
 * a live key (so nothing real-looking is committed and push protection has nothing to match).
 */
import { buildTen, TEN_CLEAN, TEN_FAMILIES, TEN_SECRETS } from "./_heldout_ten.ts";
import { TEN_SEED } from "./_heldout_ten_make.ts";
import { assertJwtsShaped, assertKeyBodiesArePieces } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

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

/** The range of sizes corpus ten is written to. */
const SIZES = { secrets: [350, 500], clean: [150, Infinity] } as const;

declareCorpusBasics({
  name: "ten",
  seed: TEN_SEED,
  build: buildTen,
  secrets: TEN_SECRETS,
  clean: TEN_CLEAN,
  families: TEN_FAMILIES,
  sizes: SIZES,
  sources: { files: /^_heldout_ten.*\.ts$/, publicConstants: PUBLIC_CONSTANTS, least: 10 },
});

Deno.test("corpus ten: every body line of a private key block is a piece", () => {
  assertKeyBodiesArePieces(TEN_SECRETS, TEN_CLEAN, 5);
});

Deno.test("corpus ten: every JWT is shaped like a real one and its signature is a piece", () => {
  // A JWT wrapped over lines shows only the first part of its signature on its line.
  assertJwtsShaped([...TEN_SECRETS, ...TEN_CLEAN], 6);
});

Deno.test("corpus ten: the literal scan catches a live-looking literal", () => {
  // The scan above must be able to fail: a generated value written out as a literal is caught.
  const leaked = TEN_SECRETS.find((s) => s.label === "github classic pat in remote url")!;
  assertScanCatches(leaked.text, PUBLIC_CONSTANTS);
});
