/**
 * Held-out corpus twenty-five checked as data, never run through the redactor (the lead measures
 * that after merging): the basics every corpus checks (_wellformed_suite.ts), vendor tokens of
 * their vendor's length, and the security tools' hashes and tickets in their tools' formats.
 */
import assert from "node:assert/strict";
import {
  buildTwentyFive,
  TWENTYFIVE_CLEAN,
  TWENTYFIVE_CLEAN_FAMILIES,
  TWENTYFIVE_SECRET_FAMILIES,
  TWENTYFIVE_SECRETS,
} from "./_heldout_twentyfive.ts";
import { EMPTY_LM, EMPTY_NT, TWENTYFIVE_SEED } from "./_heldout_twentyfive_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "twentyfive",
  seed: TWENTYFIVE_SEED,
  build: buildTwentyFive,
  secrets: TWENTYFIVE_SECRETS,
  clean: TWENTYFIVE_CLEAN,
  families: [...TWENTYFIVE_SECRET_FAMILIES, ...TWENTYFIVE_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-twentyfive.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 279, clean: 120 },
  least: { family: 24, shape: 9 },
  sources: {
    files: /^_heldout_twentyfive.*\.ts$/,
    // AWS's documented example secret key: public, in a clean case, shaped like a random run.
    publicConstants: new Set(["wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]),
    least: 14,
  },
  holds: { keyBlocks: 9, jwts: 9, checksums: 12 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("AWS key id", "Anthropic", "OpenAI", "GitHub fine-grained", "Slack bot"),
  ...vendorShapes("GitLab", "Hugging Face", "SendGrid", "Google API"),
  ["Stripe secret", /\bsk_live_/, /\bsk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Stripe restricted", /\brk_live_/, /\brk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
];

Deno.test("corpus twentyfive: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(TWENTYFIVE_SECRETS, VENDOR_SHAPES);
});

const unwrapped = () => TWENTYFIVE_SECRETS.filter((s) => s.shape !== "wrapped");
const all = (re: RegExp, text: string) => [...text.matchAll(new RegExp(re.source, "g"))];

Deno.test("corpus twentyfive: Kerberos hashes are in hashcat's formats, their random parts pieces", () => {
  const tgs =
    /\$krb5tgs\$23\$\*[\w.-]+\$[A-Z]+\.LOCAL\$[^*\s]+\*\$([0-9a-f]{32})\$([0-9a-f]{600,})/;
  const asrep = /\$krb5asrep\$23\$[\w.]+@[A-Z]+\.LOCAL:([0-9a-f]{32})\$([0-9a-f]{400,})/;
  let n = 0;
  for (const s of unwrapped()) {
    for (const re of [tgs, asrep]) {
      for (const m of all(re, s.text)) {
        n++;
        assert.ok(s.pieces.includes(m[1]!) && s.pieces.includes(m[2]!), s.label);
      }
    }
    const starts = all(/\$krb5(?:tgs|asrep)\$/, s.text).length;
    assert.equal(starts, all(tgs, s.text).length + all(asrep, s.text).length, s.label);
  }
  assert.ok(n >= 9, `only ${n} Kerberos hashes`);
  for (const c of TWENTYFIVE_CLEAN) assert.doesNotMatch(c.text, /\$krb5/, c.label);
});

Deno.test("corpus twentyfive: pwdump lines carry the empty LM hash and a secret or empty NT hash", () => {
  const line = /[\w.\\$-]+:\d{3,4}:([0-9a-f]{32}):([0-9a-f]{32}):::/;
  let secret = 0;
  for (const s of TWENTYFIVE_SECRETS) {
    for (const m of all(line, s.text)) {
      assert.equal(m[1], EMPTY_LM, s.label);
      if (m[2] === EMPTY_NT) continue;
      secret++;
      assert.ok(s.pieces.includes(m[2]!), `${s.label}: an NT hash is no piece`);
    }
  }
  assert.ok(secret >= 20, `only ${secret} NT hashes`);
  for (const c of TWENTYFIVE_CLEAN) {
    for (const m of all(line, c.text)) assert.equal(m[2], EMPTY_NT, c.label);
  }
});

Deno.test("corpus twentyfive: NetNTLMv2 captures have their NTProofStr and blob as pieces", () => {
  const v2 = /[\w.]+::[A-Z]+:[0-9a-f]{16}:([0-9A-F]{32}):([0-9A-F]{200,})/;
  let n = 0;
  for (const s of TWENTYFIVE_SECRETS) {
    for (const m of all(v2, s.text)) {
      n++;
      assert.ok(s.pieces.includes(m[1]!) && s.pieces.includes(m[2]!), s.label);
    }
  }
  assert.equal(n, 3);
});

Deno.test("corpus twentyfive: a masked value in a clean text hides at least as much as it shows", () => {
  // The corpus's rule (docs/redaction-corpus-twentyfive.md): a value shown with fewer characters
  // than are hidden is not usable, so clean; one with a few characters hidden is a secret.
  let n = 0;
  for (const c of TWENTYFIVE_CLEAN) {
    for (const m of all(/([A-Za-z0-9]*)(\*{4,})([A-Za-z0-9]*)/, c.text)) {
      n++;
      const shown = m[1]!.replace(/^(?:ghp|AKIA)/, "").length + m[3]!.length;
      assert.ok(shown <= m[2]!.length, `${c.label}: ${shown} shown, ${m[2]!.length} hidden`);
    }
  }
  assert.ok(n >= 12, `only ${n} masked values`);
});

Deno.test("corpus twentyfive: the literal scan catches a live-looking literal", () => {
  assertScanCatches(TWENTYFIVE_SECRETS.find((s) => /\bgh[pousr]_/.test(s.text))!.text);
});
