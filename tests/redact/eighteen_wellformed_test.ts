/**
 * Held-out corpus eighteen checked as data, never run through the redactor (the lead measures that
 * after merging): the shared basics (same under its seed, every piece changed under another,
 * pieces that look secret and stay in their case, families, shapes and sizes, no live-looking
 * literal in the source), then what this corpus promises: every text is a piece of an on-disk
 * format that parses as one (JSON, JSONL, a SQLite row, a stream capture, Aider's markdown), every
 * layer the brief names is present, a split secret's halves sit in two records, an attachment's
 * piece decodes to a file holding a secret, key blocks, JWTs, checksums and vendor tokens shaped
 * as their vendors write them.
 */
import assert from "node:assert/strict";
import {
  buildEighteen,
  EIGHTEEN_CLEAN,
  EIGHTEEN_CLEAN_FAMILIES,
  EIGHTEEN_SECRET_FAMILIES,
  EIGHTEEN_SECRETS,
} from "./_heldout_eighteen.ts";
import { EIGHTEEN_SEED } from "./_heldout_eighteen_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

/** AWS's documented example keys: public, in a clean case. */
const PUBLIC_CONSTANTS = new Set(["wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]);

/** The sizes docs/redaction-corpus-eighteen.md gives: a change of size is a deliberate edit. */
const SIZES = { secrets: 261, clean: 124 };

declareCorpusBasics({
  name: "eighteen",
  seed: EIGHTEEN_SEED,
  build: buildEighteen,
  secrets: EIGHTEEN_SECRETS,
  clean: EIGHTEEN_CLEAN,
  families: [...EIGHTEEN_SECRET_FAMILIES, ...EIGHTEEN_CLEAN_FAMILIES],
  sizes: SIZES,
  least: { family: 20, shape: 10 },
  sources: { files: /^_heldout_eighteen.*\.ts$/, publicConstants: PUBLIC_CONSTANTS, least: 12 },
  holds: { keyBlocks: 10, jwts: 15, checksums: 12 },
});

const ALL = [...EIGHTEEN_SECRETS, ...EIGHTEEN_CLEAN];

/** How a text parses: the on-disk form it is a piece of, or null if none. */
function form(text: string): string | null {
  const parses = (s: string) => {
    try {
      JSON.parse(s);
      return true;
    } catch {
      return false;
    }
  };
  if (parses(text)) return "json";
  const lines = text.split("\n");
  if (lines.every(parses)) return "jsonl";
  if (
    lines.every((l) =>
      /^bubbleId:[0-9a-f-]{36}:[0-9a-f-]{36}\t/.test(l) && parses(l.split("\t")[1]!)
    )
  ) {
    return "cursor row";
  }
  const events = text.trimEnd().split("\n\n");
  if (events.every((e) => /^event: [\w.]+\ndata: /.test(e) && parses(e.split("\ndata: ")[1]!))) {
    return "event stream";
  }
  if (text.startsWith("# aider chat started at ")) return "aider history";
  if (/^# \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/.test(text) && lines.every((l) => /^[#+]/.test(l))) {
    return "aider input history";
  }
  return null;
}

Deno.test("corpus eighteen: every text is a piece of an on-disk format that parses as one", () => {
  const forms: Record<string, number> = {};
  for (const c of ALL) {
    const f = form(c.text);
    assert.ok(f, `${c.label}: parses as no format`);
    forms[f] = (forms[f] ?? 0) + 1;
  }
  for (
    const f of [
      "json",
      "jsonl",
      "cursor row",
      "event stream",
      "aider history",
      "aider input history",
    ]
  ) {
    assert.ok((forms[f] ?? 0) >= 3, `only ${forms[f] ?? 0} ${f} texts`);
  }
});

Deno.test("corpus eighteen: every layer the brief names is present in secret and clean cases", () => {
  const layers: readonly (readonly [string, RegExp, number])[] = [
    ["JSON escaped twice", /\\\\n|\\\\"/, 12],
    ["Go and Gson \\u escapes", /\\u00(?:3c|3e|26|3d|27)/, 6],
    ["CRLF", /\\r\\n/, 5],
    ["tabs", /\\t/, 10],
    ["ANSI colour codes", /\\u001b\[/, 12],
    ["HTML entities", /&quot;|&amp;|&lt;|&#39;/, 12],
    ["percent-encoding", /%[0-9A-F]{2}/, 15],
    ["base64 attachments", /"data":"|base64,/, 15],
    ["truncation markers", /truncated/, 30],
  ];
  for (const [name, re, least] of layers) {
    const n = EIGHTEEN_SECRETS.filter((s) => re.test(s.text)).length;
    assert.ok(n >= least, `${name}: ${n} secret cases`);
  }
  for (const [name, re] of layers.slice(0, 5)) {
    assert.ok(EIGHTEEN_CLEAN.some((c) => re.test(c.text)), `${name}: no clean case`);
  }
});

Deno.test("corpus eighteen: a split secret's halves are in two records or events", () => {
  const split = EIGHTEEN_SECRETS.filter((s) => / two /.test(s.label));
  assert.ok(split.length >= 20, `${split.length} split cases`);
  for (const s of split) {
    // The first half ends one JSON string (a delta, a part) and the second starts another.
    const [a = "", b = ""] = s.pieces.slice(-2);
    const between = s.text.slice(s.text.indexOf(a) + a.length, s.text.indexOf(b));
    assert.ok(between.startsWith('"') && between.endsWith('"'), `${s.label}: halves not apart`);
  }
});

Deno.test("corpus eighteen: an attachment's piece is base64 of a file that holds a secret", () => {
  const attached = EIGHTEEN_SECRETS.filter((s) => s.shape === "encoded" && s.pieces.length === 1);
  assert.ok(attached.length >= 15, `${attached.length} attachments`);
  for (const s of attached) {
    const file = atob(s.pieces[0]!);
    assert.ok(/[A-Za-z0-9+/_-]{7}/.test(file), `${s.label}: no random run in the file`);
    assert.ok(!s.text.includes(file.trim()), `${s.label}: the file is also in clear`);
  }
});

Deno.test("corpus eighteen: the clean cases hold the vendors' opaque blobs and the look-alike ids", () => {
  const has = (re: RegExp) => EIGHTEEN_CLEAN.filter((c) => re.test(c.text)).length;
  assert.ok(has(/"signature":"Eq/) >= 6, "thinking signatures");
  assert.ok(has(/"encrypted_content":"gAAAAAB/) >= 2, "encrypted_content");
  assert.ok(has(/toolu_01\w{22}/) >= 20, "tool-use ids");
  assert.ok(has(/\b[0-9a-f]{40}\b/) >= 10, "git SHAs");
  assert.ok(has(/iVBORw0KGgo/) >= 2, "public images");
});

/** Vendor shapes beyond the shared ones, as the vendors document them. */
const MORE_SHAPES: readonly VendorShape[] = [
  ["Stripe secret", /\bsk_live_/, /\bsk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Stripe webhook", /\bwhsec_/, /\bwhsec_[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
  ["Google OAuth client secret", /\bGOCSPX-/, /\bGOCSPX-[\w-]{28}(?![\w-])/],
  ["Vault service token", /\bhvs\./, /\bhvs\.[\w-]{91}(?![\w-])/],
];

Deno.test("corpus eighteen: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(EIGHTEEN_SECRETS, [...vendorShapes(), ...MORE_SHAPES]);
});

Deno.test("corpus eighteen: the literal scan catches a live-looking literal", () => {
  assertScanCatches(
    EIGHTEEN_SECRETS.find((s) => /\bgh[pousr]_/.test(s.text))!.text,
    PUBLIC_CONSTANTS,
  );
});
