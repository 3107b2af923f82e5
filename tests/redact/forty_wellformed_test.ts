/**
 * Held-out corpus forty checked as data, never run through the redactor (the lead measures that):
 * the basics every corpus checks (_wellformed_suite.ts), private key bodies as pieces (OpenSSH's
 * fixed head aside), vendor tokens of their vendor's length, WireGuard keys of their length with
 * only the private ones as pieces, and the literal scan shown able to fail.
 */
import assert from "node:assert/strict";
import {
  buildForty,
  FORTY_CLEAN,
  FORTY_CLEAN_FAMILIES,
  FORTY_SECRET_FAMILIES,
  FORTY_SECRETS,
} from "./_heldout_forty.ts";
import { FORTY_SEED } from "./_heldout_forty_make.ts";
import {
  assertKeyBodiesArePieces,
  assertVendorShapes,
  type VendorShape,
  vendorShapes,
} from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "forty",
  seed: FORTY_SEED,
  build: buildForty,
  secrets: FORTY_SECRETS,
  clean: FORTY_CLEAN,
  families: [...FORTY_SECRET_FAMILIES, ...FORTY_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-forty.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 267, clean: 132 },
  least: { family: 20, shape: 5 },
  sources: {
    // Corpus forty's files only (not forty-one's).
    files: /^_heldout_forty(?:_.*)?\.ts$/,
    // AWS's documented example secret key: public, in a clean case, shaped like a random run.
    publicConstants: new Set(["wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]),
    least: 13,
  },
  holds: { checksums: 20 },
});

Deno.test("corpus forty: every body line of a private key block is covered by a piece", () => {
  // An OpenSSH key's first line starts with the fixed `openssh-key-v1` head and cipher name, so a
  // piece covers part of that line: the random rest.
  const { blocks } = assertKeyBodiesArePieces(FORTY_SECRETS, FORTY_CLEAN, 12, "part");
  assert.ok(blocks >= 12, `${blocks} blocks`);
  // Every other body line is mostly piece.
  for (const s of FORTY_SECRETS.filter((x) => x.shape === "block")) {
    assert.ok(s.pieces.some((p) => p.length >= 40), s.label);
  }
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("AWS key id", "Anthropic", "OpenAI", "GitHub fine-grained", "Hugging Face"),
  ...vendorShapes("DigitalOcean", "Groq", "age", "Docker Hub"),
  ["RubyGems", /\brubygems_(?!api_key)/, /\brubygems_[a-f0-9]{48}(?![A-Za-z0-9])/],
  ["PyPI", /\bpypi-/, /\bpypi-AgEIcHlwaS5vcmc[\w-]{150,180}(?![\w-])/],
  ["Vault service token", /\bhvs\./, /\bhvs\.[\w-]{91}(?![\w-])/],
  ["Terraform Cloud", /\.atlasv1\./, /\b[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9]{67}(?![A-Za-z0-9])/],
  ["crates.io", /\bcio(?=[A-Za-z0-9]{32}\b)/, /\bcio[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
  [
    "Tailscale auth key",
    /\btskey-auth-/,
    /\btskey-auth-[A-Za-z0-9]{12}CNTRL-[A-Za-z0-9]{33}(?![A-Za-z0-9])/,
  ],
  ["GitHub OAuth", /\bgho_/, /\bgho_[A-Za-z0-9]{36}(?![A-Za-z0-9])/],
];

Deno.test("corpus forty: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(FORTY_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus forty: WireGuard keys are 32 bytes of base64, only private ones are pieces", () => {
  let priv = 0, pub = 0;
  for (const s of FORTY_SECRETS.filter((x) => /WireGuard|wg /.test(x.label))) {
    for (const m of s.text.matchAll(/(Private|Public|Preshared)Key = (\S+)|^(\S{44})$/gm)) {
      const key = m[2] ?? m[3]!;
      assert.equal(atob(key).length, 32, s.label);
      const isPiece = s.pieces.includes(key);
      if (m[1] === "Public") {
        pub++;
        assert.ok(!isPiece, `${s.label}: a public key is a piece`);
      } else if (m[1]) {
        priv++;
        assert.ok(isPiece, `${s.label}: a private key is no piece`);
      }
    }
  }
  assert.ok(priv >= 6 && pub >= 4, `${priv} private and ${pub} public keys`);
});

Deno.test("corpus forty: the literal scan catches a live-looking literal", () => {
  assertScanCatches(FORTY_SECRETS.find((s) => /\bgh[pousr]_/.test(s.text))!.text);
});
