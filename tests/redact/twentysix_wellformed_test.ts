/**
 * Held-out corpus twenty-six checked as data, never run through the redactor (the lead measures
 * that after merging): the basics every corpus checks (_wellformed_suite.ts), vendor tokens of
 * their vendor's length, notebooks that are valid `.ipynb` JSON, and records that parse.
 */
import assert from "node:assert/strict";
import {
  buildTwentySix,
  TWENTYSIX_CLEAN,
  TWENTYSIX_CLEAN_FAMILIES,
  TWENTYSIX_SECRET_FAMILIES,
  TWENTYSIX_SECRETS,
} from "./_heldout_twentysix.ts";
import { TWENTYSIX_SEED } from "./_heldout_twentysix_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "twenty-six",
  seed: TWENTYSIX_SEED,
  build: buildTwentySix,
  secrets: TWENTYSIX_SECRETS,
  clean: TWENTYSIX_CLEAN,
  families: [...TWENTYSIX_SECRET_FAMILIES, ...TWENTYSIX_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-twentysix.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 278, clean: 120 },
  least: { family: 20, shape: 6 },
  sources: {
    files: /^_heldout_twentysix.*\.ts$/,
    // AWS's documented example secret key: public, in a clean case, shaped like a random run.
    publicConstants: new Set(["wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]),
    least: 15,
  },
  holds: { keyBlocks: 19, jwts: 8 },
});

/** Where a vendor prefix occurs in an unwrapped secret text, the whole token as written. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("AWS key id", "Anthropic", "OpenAI", "GitLab", "Hugging Face", "Groq"),
  ...vendorShapes("Google API", "Slack bot"),
  ["Databricks", /\bdapi/, /\bdapi[a-f0-9]{32}(?:-\d)?(?![A-Za-z0-9])/],
  ["Replicate", /\br8_/, /\br8_[A-Za-z0-9]{37}(?![A-Za-z0-9])/],
  ["Pinecone", /\bpcsk_/, /\bpcsk_[A-Za-z0-9]{5}_[A-Za-z0-9]{62}(?![A-Za-z0-9])/],
  ["LangSmith", /\blsv2_pt_/, /\blsv2_pt_[a-f0-9]{32}_[a-f0-9]{10}(?![A-Za-z0-9])/],
  ["Prefect", /\bpnu_/, /\bpnu_[A-Za-z0-9]{36}(?![A-Za-z0-9])/],
  ["OpenRouter", /\bsk-or-v1-/, /\bsk-or-v1-[a-f0-9]{64}(?![A-Za-z0-9])/],
  ["dbt Cloud", /\bdbtc_/, /\bdbtc_[\w-]{56}(?![\w-])/],
  ["W&B (v1)", /\bwandb_v1_/, /\bwandb_v1_[A-Za-z0-9]{77}(?![A-Za-z0-9])/],
  ["Together (v1)", /\btgp_v1_/, /\btgp_v1_[\w-]{43}(?![\w-])/],
];

Deno.test("corpus twenty-six: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(TWENTYSIX_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus twenty-six: notebooks and records parse as JSON", () => {
  let notebooks = 0, records = 0;
  for (const c of [...TWENTYSIX_SECRETS, ...TWENTYSIX_CLEAN]) {
    if (/^\{\n "(?:cells|nbformat)"/.test(c.text)) {
      // A Jupyter notebook (8-hex cell ids) or a Colab one (12-character ids in the metadata).
      const nb = JSON.parse(c.text);
      assert.equal(nb.nbformat, 4, c.label);
      for (const cell of nb.cells) {
        assert.match(cell.id ?? cell.metadata.id, /^(?:[0-9a-f]{8}|[\w-]{12})$/, c.label);
      }
      notebooks++;
    } else if (c.text.startsWith("{")) {
      for (const line of c.text.split("\n").filter((l) => l.startsWith('{"'))) JSON.parse(line);
      records++;
    }
  }
  assert.ok(notebooks >= 100, `only ${notebooks} notebooks`);
  assert.ok(records >= 140, `only ${records} JSON texts`);
});

Deno.test("corpus twenty-six: the literal scan catches a live-looking literal", () => {
  assertScanCatches(TWENTYSIX_SECRETS.find((s) => /\bsk-proj-/.test(s.text))!.text);
});
