/**
 * Held-out corpus fourteen checked as data, never run through the redactor (the lead measures that
 * after merging): the same corpus under its seed and every piece changed under another, every
 * piece inside its text and long enough to be a secret, labels and texts unique, every family and
 * shape present, the emphasis holding about two thirds of the secrets, no piece leaking into a
 * clean text or another case, private key body lines covered by pieces, JWTs shaped like real ones
 * (and a secret claim's payload a piece), checksummed GitHub and npm tokens, encoded pieces that
 * decode to what they claim, wrapped pieces that join back into one value, and no source line of
 * the corpus holding a literal that looks like a live key.
 */
import assert from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import {
  buildFourteen,
  FOURTEEN_CLEAN,
  FOURTEEN_CLEAN_FAMILIES,
  FOURTEEN_SECRET_FAMILIES,
  FOURTEEN_SECRETS,
} from "./_heldout_fourteen.ts";
import { b64, fold, FOURTEEN_SEED, gzB64, hexOf, pct, qp, uEsc } from "./_heldout_fourteen_make.ts";
import {
  assertJwtsShaped,
  assertVendorShapes,
  type VendorShape,
  vendorShapes,
} from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

/** AWS's documented example secret key: public, in a clean case, and shaped like a random run. */
const PUBLIC_CONSTANTS = new Set(["wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]);

/** The families of the brief's emphasis (people and pastes, wrapped, encoded, errors). */
const EMPHASIS = [
  "people typing and pasting",
  "other languages",
  "markdown, mail and chat exports",
  "wrapped and split",
  "encoded",
  "errors and stack traces",
];

/** The sizes docs/redaction-corpus-fourteen.md gives: a change of size is a deliberate edit. */
const SIZES = { secrets: 331, clean: 128 };

declareCorpusBasics({
  name: "fourteen",
  seed: FOURTEEN_SEED,
  build: buildFourteen,
  secrets: FOURTEEN_SECRETS,
  clean: FOURTEEN_CLEAN,
  families: [...FOURTEEN_SECRET_FAMILIES, ...FOURTEEN_CLEAN_FAMILIES],
  sizes: SIZES,
  emphasis: { names: EMPHASIS },
  sources: { files: /^_heldout_fourteen.*\.ts$/, publicConstants: PUBLIC_CONSTANTS, least: 12 },
  holds: { keyBlocks: 4, checksums: 5 },
});

Deno.test("corpus fourteen: every JWT is shaped like a real one; its signature, and a secret claim's payload, are pieces", () => {
  const { jwts, claims } = assertJwtsShaped(FOURTEEN_SECRETS, 4, /secret|password/);
  assert.ok(jwts >= 4 && claims >= 2, `${jwts} JWTs, ${claims} with a secret claim`);
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it (the shared
 * shapes, then this corpus's own). */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes(
    "AWS key id",
    "Anthropic",
    "OpenAI",
    "Slack bot",
    "Google API",
  ),
  ["GitHub fine-grained", /\bgithub_pat_/, /\bgithub_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}(?![\w])/],
  ["Stripe secret", /\bsk_live_/, /\bsk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Google OAuth secret", /\bGOCSPX-/, /\bGOCSPX-[\w-]{28}(?![\w-])/],
  ["Mailgun", /(?<![\w-])key-[0-9a-f]/, /(?<![\w-])key-[0-9a-f]{32}(?![A-Za-z0-9])/],
  ["OpenRouter", /\bsk-or-v1-/, /\bsk-or-v1-[0-9a-f]{64}(?![A-Za-z0-9])/],
  ["Brevo", /\bxkeysib-/, /\bxkeysib-[0-9a-f]{64}-[A-Za-z0-9]{16}(?![A-Za-z0-9])/],
];

Deno.test("corpus fourteen: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(FOURTEEN_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus fourteen: the encoders give what the standards say", () => {
  assert.equal(b64("Aladdin:open sesame"), "QWxhZGRpbjpvcGVuIHNlc2FtZQ==");
  assert.equal(hexOf("hi\n"), "68690a");
  assert.equal(pct("a b@c/"), "a%20b%40c%2F");
  assert.equal(uEsc("Ab"), "\\u0041\\u0062");
  assert.deepEqual(qp("x=y"), ["x=3Dy"]);
  assert.deepEqual(qp("abcdef", 4), ["abc=", "def"]);
  assert.deepEqual(fold("abcdefg", 3), ["abc", "def", "g"]);
  const z = Uint8Array.from(atob(gzB64("release notes")), (c) => c.charCodeAt(0));
  assert.equal(new TextDecoder().decode(gunzipSync(z)), "release notes");
});

Deno.test("corpus fourteen: encoded pieces decode to text of their case's kind", () => {
  let decoded = 0;
  for (const s of FOURTEEN_SECRETS.filter((x) => x.shape === "encoded")) {
    for (const p of s.pieces) {
      if (!/^[A-Za-z0-9+/]{16,}={0,2}$/.test(p) || p.length % 4 !== 0) continue;
      const bytes = Uint8Array.from(atob(p), (c) => c.charCodeAt(0));
      const gz = bytes[0] === 0x1f && bytes[1] === 0x8b;
      const text = new TextDecoder().decode(gz ? gunzipSync(bytes) : bytes);
      assert.ok(text.length > 0, s.label);
      decoded++;
    }
  }
  assert.ok(decoded >= 15, `only ${decoded} base64 pieces decoded`);
});

Deno.test("corpus fourteen: the wrapped parts of a terminal or fold wrap join back in order", () => {
  const wrapped = FOURTEEN_SECRETS.filter((s) => s.shape === "wrapped");
  assert.ok(wrapped.length >= 25, `${wrapped.length} wrapped cases`);
  for (const s of wrapped) {
    assert.ok(s.pieces.length >= 2, `${s.label}: a wrapped case of one part`);
    let at = 0;
    for (const p of s.pieces) {
      const i = s.text.indexOf(p, at);
      assert.ok(i >= at, `${s.label}: parts out of order`);
      at = i + p.length;
    }
  }
});

Deno.test("corpus fourteen: the literal scan catches a live-looking literal", () => {
  assertScanCatches(FOURTEEN_SECRETS.find((s) => /\bgh[pousr]_/.test(s.text))!.text);
});
