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
import {
  assertSameUnderSeed,
  assertSeedChangesPieces,
  fromB64u,
  LIVE_SHAPES,
  liveLiterals,
  scanCorpusSources,
  SIG_LENGTH,
} from "./_wellformed.ts";

const SHAPES = ["vendor", "assignment", "url", "command", "block", "output", "wrapped", "encoded"];

Deno.test("corpus eleven: the same corpus on every build under its seed", () => {
  assertSameUnderSeed(buildEleven, ELEVEN_SEED, { secrets: ELEVEN_SECRETS, clean: ELEVEN_CLEAN });
});

Deno.test("corpus eleven: another seed changes every piece and no case's structure", () => {
  const { a, b } = assertSeedChangesPieces(buildEleven, ELEVEN_SEED);
  a.clean.forEach((c, i) => assert.equal(b.clean[i]!.label, c.label));
});

Deno.test("corpus eleven: every secret case names pieces that are in its text", () => {
  for (const s of ELEVEN_SECRETS) {
    assert.ok(s.pieces.length > 0, `${s.label}: no piece`);
    assert.ok(SHAPES.includes(s.shape), `${s.label}: shape ${s.shape}`);
    for (const p of s.pieces) {
      assert.ok(
        p.length >= 8,
        `${s.label}: a piece of ${p.length} characters could occur by chance`,
      );
      assert.ok(s.text.includes(p), `${s.label}: a piece is not in the text`);
      const alnum = p.match(/[A-Za-z0-9]/g)?.length ?? 0;
      assert.ok(alnum >= 6, `${s.label}: a piece of ${alnum} letters or digits`);
    }
    assert.equal(new Set(s.pieces).size, s.pieces.length, `${s.label}: a piece twice`);
    assert.doesNotMatch(s.text, /\bundefined\b|\[object |\bNaN\b/, s.label);
  }
  for (const c of ELEVEN_CLEAN) {
    assert.ok(c.text.length > 0, c.label);
    assert.doesNotMatch(c.text, /\bundefined\b|\[object |\bNaN\b/, c.label);
  }
});

Deno.test("corpus eleven: labels and texts unique, families and shapes present, sizes", () => {
  const seen = new Set<string>();
  for (const l of [...ELEVEN_SECRETS, ...ELEVEN_CLEAN].map((c) => c.label)) {
    assert.ok(!seen.has(l), `label used twice: ${l}`);
    seen.add(l);
  }
  const texts = new Set([...ELEVEN_SECRETS, ...ELEVEN_CLEAN].map((c) => c.text));
  assert.equal(texts.size, ELEVEN_SECRETS.length + ELEVEN_CLEAN.length, "a text used twice");
  const { counts } = buildEleven();
  for (const [name] of [...ELEVEN_SECRET_FAMILIES, ...ELEVEN_CLEAN_FAMILIES]) {
    assert.ok((counts[name] ?? 0) >= 15, `${name}: ${counts[name]}`);
  }
  for (const shape of SHAPES) {
    const n = ELEVEN_SECRETS.filter((s) => s.shape === shape).length;
    assert.ok(n >= 10, `only ${n} cases of shape ${shape}`);
  }
  assert.ok(
    ELEVEN_SECRETS.length >= 420 && ELEVEN_SECRETS.length <= 500,
    `${ELEVEN_SECRETS.length}`,
  );
  assert.ok(ELEVEN_CLEAN.length >= 150, `${ELEVEN_CLEAN.length}`);
});

Deno.test("corpus eleven: no secret piece appears in a clean text", () => {
  const clean = ELEVEN_CLEAN.map((c) => c.text).join("\n\u0000\n");
  for (const s of ELEVEN_SECRETS) {
    for (const p of s.pieces) assert.ok(!clean.includes(p), `${s.label}: piece in a clean text`);
  }
});

/** The base64 body lines between the armour lines of every private key block in `text`. */
function keyBodies(text: string): string[] {
  const out: string[] = [];
  const re =
    /-----BEGIN ([A-Z ]*)PRIVATE KEY( BLOCK)?-----([\s\S]*?)-----END \1PRIVATE KEY\2-----/g;
  for (const m of text.matchAll(re)) {
    for (const line of m[3]!.split(/\r?\n/)) {
      const t = line.trim();
      // Header lines (Proc-Type, DEK-Info) and the PGP checksum line are not the key.
      if (t.length >= 16 && !t.includes(":") && !t.startsWith("=")) out.push(t);
    }
  }
  return out;
}

Deno.test("corpus eleven: every body line of a private key block is a piece", () => {
  let blocks = 0;
  for (const s of ELEVEN_SECRETS) {
    for (const line of keyBodies(s.text)) {
      blocks++;
      assert.ok(s.pieces.some((p) => line.includes(p)), `${s.label}: a key line is no piece`);
    }
  }
  assert.ok(blocks >= 40, `only ${blocks} key lines`);
  // No clean text holds a private key block.
  for (const c of ELEVEN_CLEAN) assert.deepEqual(keyBodies(c.text), [], c.label);
});

const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;

Deno.test("corpus eleven: every JWT is shaped like a real one and its signature is a piece", () => {
  let n = 0;
  for (const c of ELEVEN_CLEAN) {
    assert.doesNotMatch(c.text, JWT, `${c.label}: a JWT in a clean text`);
  }
  for (const c of ELEVEN_SECRETS) {
    for (const m of c.text.matchAll(new RegExp(JWT.source, "g"))) {
      n++;
      const [h = "", p = "", sig = ""] = m[0].split(".");
      const header = JSON.parse(fromB64u(h));
      assert.equal(header.typ, "JWT", c.label);
      assert.ok(header.alg in SIG_LENGTH, `${c.label}: alg ${header.alg}`);
      assert.equal(typeof JSON.parse(fromB64u(p)), "object", c.label);
      const want = SIG_LENGTH[header.alg]!;
      // A JWT wrapped over lines shows only the first part of its signature on its line.
      const wrapped = c.shape === "wrapped";
      assert.ok(wrapped ? sig.length < want : sig.length === want, `${c.label}: signature length`);
      assert.ok(c.pieces.some((piece) => sig.startsWith(piece)), `${c.label}: signature no piece`);
    }
  }
  assert.ok(n >= 5, `only ${n} JWTs`);
});

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

Deno.test("corpus eleven: no source line holds a literal that looks like a live key", async () => {
  const { files, found } = await scanCorpusSources(
    new URL("./", import.meta.url),
    /^_heldout_eleven.*\.ts$/,
    PUBLIC_CONSTANTS,
  );
  assert.ok(files >= 10, `read ${files} corpus files`);
  assert.deepEqual(found, []);
});

Deno.test("corpus eleven: the literal scan catches a live-looking literal", () => {
  // The scan above must be able to fail: a generated value written out as a literal is caught,
  // by a vendor shape and by the generic run alike.
  const leaked = ELEVEN_SECRETS.find((s) => s.label === "git clone with token in url")!;
  assert.notDeepEqual(liveLiterals("probe", `const t = "${leaked.text}";`, PUBLIC_CONSTANTS), []);
  const generic = ELEVEN_SECRETS.find((s) => s.label === "cohere key in java")!.pieces[0]!;
  assert.ok(LIVE_SHAPES.every((re) => !new RegExp(re.source).test(generic)));
  assert.notDeepEqual(liveLiterals("probe", `const k = "${generic}";`, PUBLIC_CONSTANTS), []);
});
