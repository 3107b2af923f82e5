/**
 * Held-out corpus ten checked as data, never run through the redactor (the lead measures that
 * after merging): the same corpus under its seed, every piece inside its text and drawn from the
 * stream (so never a fixed vendor prefix), labels unique, JWTs shaped like real ones, no piece
 * leaking into a clean text, and no source line of the corpus holding a literal that looks like
 * a live key (so nothing real-looking is committed and push protection has nothing to match).
 */
import assert from "node:assert/strict";
import { buildTen, TEN_CLEAN, TEN_FAMILIES, TEN_SECRETS } from "./_heldout_ten.ts";
import { TEN_SEED } from "./_heldout_ten_make.ts";
import {
  assertSameUnderSeed,
  assertSeedChangesPieces,
  fromB64u,
  LIVE_SHAPES,
  liveLiterals,
  looksRandom,
  scanCorpusSources,
  SIG_LENGTH,
} from "./_wellformed.ts";

const SHAPES = ["vendor", "assignment", "url", "command", "block", "output", "wrapped", "encoded"];

Deno.test("corpus ten: the same corpus on every build under its seed", () => {
  assertSameUnderSeed(buildTen, TEN_SEED, { secrets: TEN_SECRETS, clean: TEN_CLEAN });
});

Deno.test("corpus ten: another seed changes every piece and no case's structure", () => {
  assertSeedChangesPieces(buildTen, TEN_SEED);
});

Deno.test("corpus ten: every secret case names pieces that are in its text", () => {
  for (const s of TEN_SECRETS) {
    assert.ok(s.pieces.length > 0, `${s.label}: no piece`);
    assert.ok(SHAPES.includes(s.shape), `${s.label}: shape ${s.shape}`);
    for (const p of s.pieces) {
      assert.ok(
        p.length >= 8,
        `${s.label}: a piece of ${p.length} characters could occur by chance`,
      );
      assert.ok(s.text.includes(p), `${s.label}: a piece is not in the text`);
    }
    assert.doesNotMatch(s.text, /\bundefined\b|\[object |\bNaN\b/, s.label);
  }
  for (const c of TEN_CLEAN) {
    assert.ok(c.text.length > 0, c.label);
    assert.doesNotMatch(c.text, /\bundefined\b|\[object |\bNaN\b/, c.label);
  }
});

Deno.test("corpus ten: labels are unique, families and shapes all present, sizes as documented", () => {
  const labels = [...TEN_SECRETS, ...TEN_CLEAN].map((c) => c.label);
  const seen = new Set<string>();
  for (const l of labels) {
    assert.ok(!seen.has(l), `label used twice: ${l}`);
    seen.add(l);
  }
  const { counts } = buildTen();
  for (const [name] of TEN_FAMILIES) assert.ok((counts[name] ?? 0) > 0, name);
  for (const shape of SHAPES) {
    assert.ok(TEN_SECRETS.some((s) => s.shape === shape), `no case of shape ${shape}`);
  }
  assert.ok(TEN_SECRETS.length >= 350 && TEN_SECRETS.length <= 500, `${TEN_SECRETS.length}`);
  assert.ok(TEN_CLEAN.length >= 150, `${TEN_CLEAN.length}`);
});

Deno.test("corpus ten: no secret piece appears in a clean text", () => {
  const clean = TEN_CLEAN.map((c) => c.text).join("\n\u0000\n");
  for (const s of TEN_SECRETS) {
    for (const p of s.pieces) assert.ok(!clean.includes(p), `${s.label}: piece in a clean text`);
  }
});

Deno.test("corpus ten: every JWT is shaped like a real one", () => {
  let n = 0;
  for (const c of [...TEN_SECRETS, ...TEN_CLEAN]) {
    for (const m of c.text.matchAll(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g)) {
      n++;
      const [h = "", p = "", sig = ""] = m[0].split(".");
      const header = JSON.parse(fromB64u(h));
      assert.equal(header.typ, "JWT", c.label);
      assert.ok(header.alg in SIG_LENGTH, `${c.label}: alg ${header.alg}`);
      const payload = JSON.parse(fromB64u(p));
      assert.equal(typeof payload, "object", c.label);
      const want = SIG_LENGTH[header.alg]!;
      // A JWT wrapped over lines shows only the first part of its signature on its line.
      const wrapped = "shape" in c && c.shape === "wrapped";
      assert.ok(wrapped ? sig.length < want : sig.length === want, `${c.label}: signature length`);
    }
  }
  assert.ok(n >= 6, `only ${n} JWTs`);
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
  const { files, found } = await scanCorpusSources(
    new URL("./", import.meta.url),
    /^_heldout_ten.*\.ts$/,
    PUBLIC_CONSTANTS,
  );
  assert.ok(files >= 10, `read ${files} corpus files`);
  assert.deepEqual(found, []);
});

Deno.test("corpus ten: the literal scan catches a live-looking literal", () => {
  // The scan above must be able to fail: a generated value written out as a literal is caught.
  const leaked = TEN_SECRETS.find((s) => s.label === "github classic pat in remote url")!;
  const src = `const t = "${leaked.text}";`;
  assert.ok(LIVE_SHAPES.some((re) => new RegExp(re.source).test(src)));
  assert.ok([...src.matchAll(/[A-Za-z0-9+/_-]{32,}/g)].some((m) => looksRandom(m[0])));
  assert.notDeepEqual(liveLiterals("probe", src, PUBLIC_CONSTANTS), []);
});
