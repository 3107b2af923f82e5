/**
 * Held-out corpus twenty-nine checked as data, never run through the redactor (the lead measures
 * that after merging): the basics every corpus checks (_wellformed_suite.ts), the spread over
 * languages and kinds of text, and vendor tokens of their vendor's length.
 */
import assert from "node:assert/strict";
import {
  buildTwentyNine,
  TWENTYNINE_CLEAN,
  TWENTYNINE_CLEAN_FAMILIES,
  TWENTYNINE_SECRET_FAMILIES,
  TWENTYNINE_SECRETS,
} from "./_heldout_twentynine.ts";
import { TWENTYNINE_SEED } from "./_heldout_twentynine_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "twenty-nine",
  seed: TWENTYNINE_SEED,
  build: buildTwentyNine,
  secrets: TWENTYNINE_SECRETS,
  clean: TWENTYNINE_CLEAN,
  families: [...TWENTYNINE_SECRET_FAMILIES, ...TWENTYNINE_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-twentynine.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 260, clean: 119 },
  sources: {
    files: /^_heldout_twentynine.*\.ts$/,
    // The public path of the Spanish tax agency's SII web service (in a URL, not a key).
    publicConstants: new Set(["es/wlpl/SSII-FACT/ws/fe/SiiFactFEV1SOAP"]),
    least: 12,
  },
  holds: { keyBlocks: 12, jwts: 10, checksums: 2 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("Hugging Face", "GitHub fine-grained"),
  ["Overleaf git", /\bolp_/, /\bolp_[A-Za-z0-9]{36}(?![A-Za-z0-9])/],
  ["ArcGIS API key", /\bAAPK/, /\bAAPK[\w-]{96,104}(?![\w-])/],
  ["Anaconda channel token", /\/t\//, /\/t\/[a-z0-9]{2}-[a-z0-9]{32}\//],
  ["Azure AD client secret", /8Q~/, /\b[A-Za-z0-9]{3}8Q~[\w.~-]{34}(?![\w.~-])/],
];

Deno.test("corpus twenty-nine: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(TWENTYNINE_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus twenty-nine: written in the languages of the places, in mails, tickets and records", () => {
  // The brief asks for English, German, French, Spanish, Dutch and Nordic texts: every language's
  // mail greeting opens secret cases and clean ones, and the other kinds of text are there too.
  const greetings = [
    "Hi all,",
    "Hallo zusammen,",
    "Bonjour à tous,",
    "Hola a todos,",
    "Hoi allemaal,",
    "Hej alla,",
    "Hei alle sammen,",
    "Hej alle,",
    "Hei kaikki,",
  ];
  for (const g of greetings) {
    assert.ok(
      TWENTYNINE_SECRETS.some((s) => s.text.includes(`\n${g}\n`)),
      `no secret mail opening ${g}`,
    );
    assert.ok(
      TWENTYNINE_CLEAN.some((c) => c.text.includes(`\n${g}\n`)),
      `no clean mail opening ${g}`,
    );
  }
  for (
    const mark of [
      "Comment:",
      "## Steps",
      '"type":"user"',
      '"type":"assistant"',
      "exec_command_end",
    ]
  ) {
    const n = TWENTYNINE_SECRETS.filter((s) => s.text.includes(mark)).length;
    assert.ok(n >= 10, `${n} secret cases hold ${mark}`);
    assert.ok(TWENTYNINE_CLEAN.some((c) => c.text.includes(mark)), `no clean case holds ${mark}`);
  }
});

Deno.test("corpus twenty-nine: every mail has one subject line, in its own language", () => {
  const subject = /^(Subject|Betreff|Objet|Asunto|Onderwerp|Ämne|Emne|Aihe) ?:/gm;
  const mails = [...TWENTYNINE_SECRETS, ...TWENTYNINE_CLEAN].filter((c) =>
    c.text.startsWith("From: ")
  );
  assert.ok(mails.length >= 60, `${mails.length} mails`);
  for (const m of mails) assert.equal(m.text.match(subject)?.length, 1, m.label);
});

Deno.test("corpus twenty-nine: the literal scan catches a live-looking literal", () => {
  const jwtCase = TWENTYNINE_SECRETS.find((s) => /eyJ/.test(s.text) && !s.text.startsWith("{"));
  assert.ok(jwtCase);
  assertScanCatches(
    jwtCase.text.split("\n").find((l) => l.includes("eyJ"))!,
    new Set(),
    "shape and run",
  );
});
