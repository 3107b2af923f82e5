/**
 * Checks shared by the well-formedness tests of the held-out corpora (ten to fifteen): a corpus built
 * from its seed, pieces that look secret and stay in their case, unique cases, families, shapes and
 * sizes, private key bodies, JWTs, checksummed and vendor-shaped tokens, and the scan of a corpus's
 * source text for literals that look like live keys (so nothing real-looking is committed and push
 * protection has nothing to match).
 */
import assert from "node:assert/strict";
import type { HeldOutClean, HeldOutSecret } from "./_heldout.ts";

/** A corpus as its builder makes it. */
interface Corpus {
  secrets: readonly HeldOutSecret[];
  clean: readonly HeldOutClean[];
}

/** `build` makes the same corpus on every call under `seed`, and it is the one exported. */
export function assertSameUnderSeed(
  build: (seed: number) => Corpus,
  seed: number,
  exported: Corpus,
): void {
  const a = build(seed);
  assert.deepEqual(a, build(seed));
  assert.deepEqual(a.secrets, [...exported.secrets]);
  assert.deepEqual(a.clean, [...exported.clean]);
}

/**
 * Under another seed, `build` changes every secret's text and every piece, and no case's label,
 * shape or number of pieces (a piece that stays the same would be a fixed string, not a random
 * part). Returns both corpora for further checks.
 */
export function assertSeedChangesPieces(
  build: (seed: number) => Corpus,
  seed: number,
): { a: Corpus; b: Corpus } {
  const a = build(seed);
  const b = build(seed + 1);
  assert.equal(b.secrets.length, a.secrets.length);
  assert.equal(b.clean.length, a.clean.length);
  a.secrets.forEach((s, i) => {
    const o = b.secrets[i]!;
    assert.equal(o.label, s.label);
    assert.equal(o.shape, s.shape);
    assert.equal(o.pieces.length, s.pieces.length, s.label);
    assert.notEqual(o.text, s.text, s.label);
    s.pieces.forEach((p, j) => assert.notEqual(o.pieces[j], p, `${s.label}: piece ${j} is fixed`));
  });
  return { a, b };
}

/** Signature length (base64url characters) of a JWT by `alg`. */
export const SIG_LENGTH: Record<string, number> = { HS256: 43, ES256: 86, RS256: 342 };

/** Decodes base64url without padding (a JWT part). */
export function fromB64u(s: string): string {
  const b = s.replace(/-/g, "+").replace(/_/g, "/");
  return atob(b + "=".repeat((4 - b.length % 4) % 4));
}

/** Literals a live credential would have, searched in a corpus's source text. */
export const LIVE_SHAPES: readonly RegExp[] = [
  /\b(?:AKIA|ASIA)[A-Z2-7]{16}\b/g,
  /\bgh[pousr]_[A-Za-z0-9]{20,}/g,
  /\bgithub_pat_\w{20,}/g,
  /\bgl(?:pat|rt|dt|ptt)-[\w-]{20,}/g,
  /\b[sr]k_(?:live|test)_\w{16,}/g,
  /\bsk-(?:proj|ant|svcacct|or|admin)[\w-]{20,}/g,
  /\bxox[abpre]-[\w-]{20,}/g,
  /\bAIza[\w-]{30,}/g,
  /\bSG\.[\w-]{20,}\.[\w-]{20,}/g,
  /\b(?:npm|hf|dop_v1|whsec|shpat|sntryu|glsa|pul|r8|gsk|lin_api|dckr_pat)_[A-Za-z0-9]{20,}/g,
  /\bpypi-AgE[\w-]{40,}/g,
  /AGE-SECRET-KEY-1[0-9A-Z]{20,}/g,
  /hooks\.slack\.com\/services\/T\w+\/B\w+\/\w{16,}/g,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/g,
  /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{20,}/g,
];

/** A run that mixes upper case, lower case and digits with at least 16 distinct characters. */
export function looksRandom(run: string): boolean {
  return /[A-Z]/.test(run) && /[a-z]/.test(run) && /[0-9]/.test(run) && new Set(run).size >= 16;
}

/**
 * Live-looking literals in `src` (a corpus file named `name`), each shown by its first 12
 * characters: vendor shapes (unless marked EXAMPLE or with a run of x), and long mixed-case runs
 * that are not among `publicConstants`.
 */
export function liveLiterals(
  name: string,
  src: string,
  publicConstants: ReadonlySet<string>,
): string[] {
  const found: string[] = [];
  for (const re of LIVE_SHAPES) {
    for (const m of src.matchAll(new RegExp(re.source, "g"))) {
      if (!/EXAMPLE|X{8}|x{8}/.test(m[0])) found.push(`${name}: ${m[0].slice(0, 12)}…`);
    }
  }
  for (const m of src.matchAll(/[A-Za-z0-9+/_-]{32,}/g)) {
    if (looksRandom(m[0]) && !publicConstants.has(m[0])) {
      found.push(`${name}: ${m[0].slice(0, 12)}…`);
    }
  }
  return found;
}

/**
 * The live-looking literals of every file in `dir` whose name matches `files`, with escaped line
 * breaks read as line breaks (they are line breaks of the texts); also how many files were read.
 */
export async function scanCorpusSources(
  dir: URL,
  files: RegExp,
  publicConstants: ReadonlySet<string>,
): Promise<{ files: number; found: string[] }> {
  const found: string[] = [];
  let n = 0;
  for await (const e of Deno.readDir(dir)) {
    if (!e.isFile || !files.test(e.name)) continue;
    n++;
    const src = (await Deno.readTextFile(new URL(e.name, dir))).replaceAll("\\n", "\n");
    found.push(...liveLiterals(e.name, src, publicConstants));
  }
  return { files: n, found };
}

/**
 * Every secret case names at least one piece, once, of 8 characters or more with 6 letters or
 * digits, each in its text, under one of `shapes`; no text shows a template's slip (`undefined`,
 * `[object …]`, `NaN`); no clean text is empty.
 */
export function assertPiecesLookSecret(
  secrets: readonly HeldOutSecret[],
  clean: readonly HeldOutClean[],
  shapes: readonly string[],
): void {
  const slip = /\bundefined\b|\[object |\bNaN\b/;
  for (const s of secrets) {
    assert.ok(s.pieces.length > 0, `${s.label}: no piece`);
    assert.ok(shapes.includes(s.shape), `${s.label}: shape ${s.shape}`);
    assert.equal(new Set(s.pieces).size, s.pieces.length, `${s.label}: a piece listed twice`);
    for (const p of s.pieces) {
      assert.ok(p.length >= 8, `${s.label}: a piece of ${p.length} characters`);
      assert.ok(
        (p.match(/[A-Za-z0-9]/g) ?? []).length >= 6,
        `${s.label}: a piece with fewer than 6 letters or digits`,
      );
      assert.ok(s.text.includes(p), `${s.label}: a piece is not in the text`);
    }
    assert.doesNotMatch(s.text, slip, s.label);
  }
  for (const c of clean) {
    assert.ok(c.text.length > 0, c.label);
    assert.doesNotMatch(c.text, slip, c.label);
  }
}

/** No two cases share a label or a text. */
export function assertUniqueCases(cases: readonly HeldOutClean[]): void {
  const labels = new Set<string>();
  const texts = new Set<string>();
  for (const c of cases) {
    assert.ok(!labels.has(c.label), `label used twice: ${c.label}`);
    assert.ok(!texts.has(c.text), `text used twice: ${c.label}`);
    labels.add(c.label);
    texts.add(c.text);
  }
}

/** No secret piece appears in a clean text or in another secret case. */
export function assertPiecesStayInTheirCase(
  secrets: readonly HeldOutSecret[],
  clean: readonly HeldOutClean[],
): void {
  const cleanText = clean.map((c) => c.text).join("\n\u0000\n");
  secrets.forEach((s, i) => {
    for (const p of s.pieces) {
      assert.ok(!cleanText.includes(p), `${s.label}: piece in a clean text`);
      const other = secrets.findIndex((o, j) => j !== i && o.text.includes(p));
      assert.equal(other, -1, `${s.label}: a piece is also in another case`);
    }
  });
}

/**
 * The body lines of every private key block in `text`, between armour lines that start a line
 * (after an indent, a diff's `+`, a `#` or a build step's timing), headers like `Proc-Type:` left out.
 */
export function privateKeyBodies(text: string): string[][] {
  const out: string[][] = [];
  const re =
    /-----BEGIN ([A-Z0-9 ]*)PRIVATE KEY-----\r?\n([\s\S]*?)\r?\n[ \t+#0-9.]*-----END \1PRIVATE KEY-----/g;
  for (const m of text.matchAll(re)) {
    const lines = m[2]!.split(/\r?\n/).map((l) => l.trim());
    out.push(lines.filter((l) => l !== "" && !/^[A-Za-z-]+: /.test(l)));
  }
  return out;
}

/**
 * Every body line of a private key block in a secret text is covered by a piece (one that is
 * more than half the line), there are at least `min` such blocks, and no clean text holds one.
 */
export function assertKeyBodiesArePieces(
  secrets: readonly HeldOutSecret[],
  clean: readonly HeldOutClean[],
  min: number,
): void {
  let blocks = 0;
  for (const s of secrets) {
    for (const lines of privateKeyBodies(s.text)) {
      blocks++;
      for (const line of lines) {
        const covered = s.pieces.some((p) => line.includes(p) && p.length * 2 >= line.length);
        assert.ok(covered, `${s.label}: a body line is not covered by a piece`);
      }
    }
  }
  assert.ok(blocks >= min, `only ${blocks} private key blocks`);
  for (const c of clean) assert.deepEqual(privateKeyBodies(c.text), [], c.label);
}

/** The literal scan flags `text` (a secret case's text holding a vendor token) written into a source line. */
export function assertScanCatches(text: string): void {
  const src = `const t = "${text}";`;
  assert.ok(LIVE_SHAPES.some((re) => new RegExp(re.source).test(src)));
  assert.ok([...src.matchAll(/[A-Za-z0-9+/_-]{32,}/g)].some((m) => looksRandom(m[0])));
  assert.notDeepEqual(liveLiterals("probe", src, new Set()), []);
}

/**
 * Every JWT in the cases has a real header (`typ` JWT, a known `alg`), a payload object and a
 * signature of its algorithm's length, which is a piece of its secret case; at least `min` JWTs.
 */
export function assertJwtsShaped(
  cases: readonly { label: string; text: string; pieces?: readonly string[] }[],
  min: number,
): void {
  let n = 0;
  for (const c of cases) {
    for (const m of c.text.matchAll(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g)) {
      n++;
      const [h = "", p = "", sig = ""] = m[0].split(".");
      const header = JSON.parse(fromB64u(h));
      assert.equal(header.typ, "JWT", c.label);
      assert.ok(header.alg in SIG_LENGTH, `${c.label}: alg ${header.alg}`);
      assert.equal(typeof JSON.parse(fromB64u(p)), "object", c.label);
      assert.equal(sig.length, SIG_LENGTH[header.alg]!, `${c.label}: signature length`);
      if (c.pieces) assert.ok(c.pieces.includes(sig), `${c.label}: signature is no piece`);
    }
  }
  assert.ok(n >= min, `only ${n} JWTs`);
}

/** A vendor's name, a pattern for where its token starts, and one for the whole token. */
export type VendorShape = readonly [string, RegExp, RegExp];

/**
 * Wherever a vendor prefix occurs in an unwrapped secret case, the whole token has that vendor's
 * length and alphabet, and every vendor has at least one token.
 */
export function assertVendorShapes(
  secrets: readonly HeldOutSecret[],
  shapes: readonly VendorShape[],
): void {
  for (const [name, prefix, shape] of shapes) {
    let n = 0;
    for (const s of secrets.filter((x) => x.shape !== "wrapped")) {
      const starts = [...s.text.matchAll(new RegExp(prefix.source, "g"))].length;
      const whole = [...s.text.matchAll(new RegExp(shape.source, "g"))].length;
      assert.equal(whole, starts, `${s.label}: a ${name} token of another shape`);
      n += whole;
    }
    assert.ok(n > 0, `no ${name} token`);
  }
}

/**
 * GitHub- and npm-style tokens in the secret cases end in the checksum `checksum` gives for their
 * first 30 random characters (a CRC-32 in base62, as the vendors write it); at least `min` tokens.
 */
export function assertTokenChecksums(
  secrets: readonly HeldOutSecret[],
  checksum: (body: string) => string,
  min: number,
): void {
  let n = 0;
  for (const s of secrets) {
    for (const m of s.text.matchAll(/\b(?:gh[pousr]|npm)_([A-Za-z0-9]{36})\b/g)) {
      n++;
      assert.equal(m[1]!.slice(30), checksum(m[1]!.slice(0, 30)), `${s.label}: checksum`);
    }
  }
  assert.ok(n >= min, `only ${n} checksummed tokens`);
}

/**
 * Labels and texts are unique across the corpus, every family in `families` has cases in
 * `counts`, every shape in `shapes` has a secret case, and the corpus has the documented `sizes`.
 */
export function assertFamiliesShapesAndSizes(
  corpus: Corpus & { counts: Record<string, number> },
  families: readonly (readonly [string, unknown])[],
  shapes: readonly string[],
  sizes: { secrets: number; clean: number },
): void {
  assertUniqueCases([...corpus.secrets, ...corpus.clean]);
  for (const [name] of families) {
    assert.ok((corpus.counts[name] ?? 0) > 0, `family ${name} is empty`);
  }
  for (const shape of shapes) {
    assert.ok(corpus.secrets.some((s) => s.shape === shape), `no case of shape ${shape}`);
  }
  assert.equal(corpus.secrets.length, sizes.secrets);
  assert.equal(corpus.clean.length, sizes.clean);
}
