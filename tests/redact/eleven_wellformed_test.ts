/**
 * Held-out corpus eleven checked as data, never run through the redactor (the lead measures that
 * after merging): the same corpus under its seed, every piece inside its text and drawn from the
 * stream (so never a fixed vendor prefix), pieces long enough to mean something, labels unique,
 * shapes valid, private key bodies and JWT signatures covered by pieces, JWTs shaped like real
 * ones, no piece leaking into a clean text, and no source line of the corpus holding a literal
 * that looks like a live key (so nothing real-looking is committed).
 */
import assert from "node:assert/strict";
import {
  buildEleven,
  ELEVEN_CLEAN,
  ELEVEN_CLEAN_FAMILIES,
  ELEVEN_SECRET_FAMILIES,
  ELEVEN_SECRETS,
} from "./_heldout_eleven.ts";
import { ELEVEN_SEED } from "./_heldout_eleven_make.ts";
import { assertJwtsShaped, assertKeyBodiesArePieces } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

/**
 * Long mixed-case runs in the source that are public constants, each said why: AWS's documented
 * example secret, the DER prefix of an EC P-256 public key, and the PNG signature with a 16×16
 * IHDR chunk (base64 of fixed public headers).
 */
const PUBLIC_CONSTANTS = new Set([
  "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE",
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h",
]);

/** The range of sizes corpus eleven is written to. */
const SIZES = { secrets: [420, 500], clean: [150, Infinity] } as const;

declareCorpusBasics({
  name: "eleven",
  seed: ELEVEN_SEED,
  build: buildEleven,
  secrets: ELEVEN_SECRETS,
  clean: ELEVEN_CLEAN,
  families: [...ELEVEN_SECRET_FAMILIES, ...ELEVEN_CLEAN_FAMILIES],
  sizes: SIZES,
  least: { family: 15, shape: 10 },
  sources: { files: /^_heldout_eleven.*\.ts$/, publicConstants: PUBLIC_CONSTANTS, least: 10 },
});

Deno.test("corpus eleven: every body line of a private key block is a piece", () => {
  // An OpenSSH key's first line starts with its fixed public header: only its tail is a piece.
  const { lines } = assertKeyBodiesArePieces(ELEVEN_SECRETS, ELEVEN_CLEAN, 1, "part");
  assert.ok(lines >= 40, `only ${lines} key lines`);
});

Deno.test("corpus eleven: every JWT is shaped like a real one and its signature is a piece", () => {
  for (const c of ELEVEN_CLEAN) {
    assert.doesNotMatch(
      c.text,
      /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/,
      `${c.label}: a JWT in a clean text`,
    );
  }
  // A JWT wrapped over lines shows only the first part of its signature on its line.
  assertJwtsShaped(ELEVEN_SECRETS, 5);
});

Deno.test("corpus eleven: the literal scan catches a live-looking literal", () => {
  // The scan above must be able to fail: a generated value written out as a literal is caught,
  // by a vendor shape and by the generic run alike.
  const leaked = ELEVEN_SECRETS.find((s) => s.label === "git clone with token in url")!;
  assertScanCatches(leaked.text, PUBLIC_CONSTANTS, "shape");
  const generic = ELEVEN_SECRETS.find((s) => s.label === "cohere key in java")!.pieces[0]!;
  assertScanCatches(generic, PUBLIC_CONSTANTS, "run");
});
