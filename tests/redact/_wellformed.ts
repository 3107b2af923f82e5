/**
 * Checks shared by the well-formedness tests of the held-out corpora (ten to fifteen): a corpus built
 * from its seed, pieces that look secret and stay in their case, unique cases, families, shapes and
 * sizes, private key bodies, JWTs, checksummed and vendor-shaped tokens. The scan of a corpus's
 * source text for literals that look like live keys is in _wellformed_scan.ts.
 */
import assert from "node:assert/strict";
import type { HeldOutClean, HeldOutSecret } from "./_heldout.ts";
import { tokenChecksum } from "./_heldout_make.ts";

/** The eight shapes of a held-out secret case (the `Shape` type of _heldout_make.ts). */
export const SHAPES: readonly string[] = [
  "vendor",
  "assignment",
  "url",
  "command",
  "block",
  "output",
  "wrapped",
  "encoded",
];

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
 * Under another seed, `build` changes every secret's text and every piece, and no case's label
 * (secret or clean), shape or number of pieces (a piece that stays the same would be a fixed string, not a random
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
  a.clean.forEach((c, i) => assert.equal(b.clean[i]!.label, c.label));
  return { a, b };
}

/** Signature length (base64url characters) of a JWT by `alg`. */
export const SIG_LENGTH: Record<string, number> = { HS256: 43, ES256: 86, RS256: 342 };

/** Decodes base64url without padding (a JWT part). */
export function fromB64u(s: string): string {
  const b = s.replace(/-/g, "+").replace(/_/g, "/");
  return atob(b + "=".repeat((4 - b.length % 4) % 4));
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

/** A line break in a text, or one written as an escape (a key inside a JSON or shell string). */
const BREAK = /\r?\n|\\r\\n|\\n/;

/** A private key block (PEM, OpenSSH, PGP's `PRIVATE KEY BLOCK`): its body between the armour lines. */
const KEY_BLOCK =
  /-----BEGIN ([A-Z0-9 ]*)PRIVATE KEY( BLOCK)?-----([\s\S]*?)-----END \1PRIVATE KEY\2-----/g;

/** A CI log's ISO time at a line's start (`2026-11-18T08:28:39.970Z `). */
const LOG_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z\s*/;

/**
 * The body lines of every private key block in `text`, wherever its armour stands (at a line's
 * start, after an indent, a diff's `+` or a quote, or inside one long line), split at line breaks
 * and at escaped ones (a key inside a JSON or shell string) and trimmed: the lines that hold a
 * run of base64, without headers like `Proc-Type:` and PGP's checksum line (`=` and four characters).
 */
export function privateKeyBodies(text: string): string[][] {
  const out: string[][] = [];
  for (const m of text.matchAll(KEY_BLOCK)) {
    // A CI log's ISO time before a line is the log's, not the key's.
    const lines = m[3]!.split(BREAK).map((l) => l.trim().replace(LOG_TIME, ""));
    out.push(
      lines.filter((l) =>
        /[A-Za-z0-9+/]{4}/.test(l) && !/^[A-Za-z-]+: /.test(l) && !/^=[\w+/]{4}$/.test(l)
      ),
    );
  }
  return out;
}

/**
 * Every body line of a private key block in a secret text is covered by a piece, there are at
 * least `min` such blocks, and no clean text holds one. A piece covers a line if it is in the line
 * and, under `cover` "most", at least half of it; "part" is for a corpus whose pieces are only the
 * random part of a line (an OpenSSH key's first line starts with its fixed public header).
 * Returns how many blocks and body lines were checked.
 */
export function assertKeyBodiesArePieces(
  secrets: readonly HeldOutSecret[],
  clean: readonly HeldOutClean[],
  min: number,
  cover: "most" | "part" = "most",
): { blocks: number; lines: number } {
  let blocks = 0, n = 0;
  for (const s of secrets) {
    for (const lines of privateKeyBodies(s.text)) {
      blocks++;
      for (const line of lines) {
        n++;
        const covered = s.pieces.some((p) =>
          line.includes(p) && (cover === "part" || p.length * 2 >= line.length)
        );
        assert.ok(covered, `${s.label}: a body line is not covered by a piece`);
      }
    }
  }
  assert.ok(blocks >= min, `only ${blocks} private key blocks`);
  for (const c of clean) assert.deepEqual(privateKeyBodies(c.text), [], c.label);
  return { blocks, lines: n };
}

/**
 * Every JWT in the cases has a real header (`typ` JWT, a known `alg`), a payload object and a
 * signature of its algorithm's length (cut short in a wrapped case, whose line shows only its
 * first part), which is a piece of its secret case; at least `min` JWTs. With `secretClaims`, a
 * secret case's payload that matches it (a claim holding a secret) must be a piece too. Returns how
 * many JWTs and such payloads were checked.
 */
export function assertJwtsShaped(
  cases: readonly { label: string; text: string; shape?: string; pieces?: readonly string[] }[],
  min: number,
  secretClaims?: RegExp,
): { jwts: number; claims: number } {
  let n = 0, claims = 0;
  for (const c of cases) {
    for (const m of c.text.matchAll(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g)) {
      n++;
      const [h = "", p = "", sig = ""] = m[0].split(".");
      const header = JSON.parse(fromB64u(h));
      assert.equal(header.typ, "JWT", c.label);
      assert.ok(header.alg in SIG_LENGTH, `${c.label}: alg ${header.alg}`);
      const payload = fromB64u(p);
      assert.equal(typeof JSON.parse(payload), "object", c.label);
      const want = SIG_LENGTH[header.alg]!;
      const cut = c.shape === "wrapped";
      assert.ok(cut ? sig.length < want : sig.length === want, `${c.label}: signature length`);
      if (!c.pieces) continue;
      assert.ok(c.pieces.includes(sig), `${c.label}: signature is no piece`);
      if (secretClaims?.test(payload)) {
        claims++;
        assert.ok(c.pieces.includes(p), `${c.label}: a payload with a secret claim is no piece`);
      }
    }
  }
  assert.ok(n >= min, `only ${n} JWTs`);
  return { jwts: n, claims };
}

/** A vendor's name, a pattern for where its token starts, and one for the whole token. */
export type VendorShape = readonly [string, RegExp, RegExp];

/** Vendor tokens as their vendors write them, shared by the corpora whose cases hold them. */
const KNOWN_VENDOR_SHAPES: readonly VendorShape[] = [
  ["AWS key id", /\b(?:AKIA|ASIA)/, /\b(?:AKIA|ASIA)[A-Z2-7]{16}(?![A-Za-z0-9])/],
  ["Anthropic", /\bsk-ant-/, /\bsk-ant-api03-[\w-]{93}AA(?![\w-])/],
  ["OpenAI", /\bsk-proj-/, /\bsk-proj-[\w-]{74}T3BlbkFJ[\w-]{74}(?![\w-])/],
  [
    "GitHub fine-grained",
    /\bgithub_pat_/,
    /\bgithub_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}(?![A-Za-z0-9])/,
  ],
  ["Slack bot", /\bxoxb-/, /\bxoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}(?![A-Za-z0-9])/],
  ["GitLab", /\bgl(?:pat|dt|rt)-/, /\bgl(?:pat|dt|rt)-[\w-]{20}(?![\w-])/],
  ["Hugging Face", /\bhf_/, /\bhf_[A-Za-z]{34}(?![A-Za-z0-9])/],
  ["DigitalOcean", /\bdop_v1_/, /\bdop_v1_[a-f0-9]{64}(?![A-Za-z0-9])/],
  ["Sentry user", /\bsntryu_/, /\bsntryu_[a-f0-9]{64}(?![A-Za-z0-9])/],
  ["SendGrid", /\bSG\./, /\bSG\.[\w-]{22}\.[\w-]{43}(?![\w-])/],
  ["age", /AGE-SECRET-KEY-1/, /AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}(?![A-Z0-9])/],
  ["Google API", /\bAIza/, /\bAIza[\w-]{35}(?![\w-])/],
  ["Groq", /\bgsk_/, /\bgsk_[A-Za-z0-9]{52}(?![A-Za-z0-9])/],
  ["Docker Hub", /\bdckr_pat_/, /\bdckr_pat_[\w-]{27}(?![\w-])/],
  ["Shopify", /\bshpat_/, /\bshpat_[a-f0-9]{32}(?![A-Za-z0-9])/],
];

/** The shared shapes of the vendors `names`, or all of them (an unknown name is an error). */
export function vendorShapes(...names: string[]): VendorShape[] {
  if (names.length === 0) return [...KNOWN_VENDOR_SHAPES];
  return names.map((name) => {
    const shape = KNOWN_VENDOR_SHAPES.find(([n]) => n === name);
    if (!shape) throw new Error(`no shared vendor shape named ${name}`);
    return shape;
  });
}

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
 * GitHub- and npm-style tokens in the secret cases end in the checksum `tokenChecksum` gives for their
 * first 30 random characters (a CRC-32 in base62, as the vendors write it); at least `min` tokens.
 */
export function assertTokenChecksums(secrets: readonly HeldOutSecret[], min: number): void {
  let n = 0;
  for (const s of secrets) {
    for (const m of s.text.matchAll(/\b(?:gh[pousr]|npm)_([A-Za-z0-9]{36})\b/g)) {
      n++;
      assert.equal(m[1]!.slice(30), tokenChecksum(m[1]!.slice(0, 30)), `${s.label}: checksum`);
    }
  }
  assert.ok(n >= min, `only ${n} checksummed tokens`);
}

/** A size: exactly this many cases, or between the two bounds (inclusive). */
export type Size = number | readonly [number, number];

/**
 * Labels and texts are unique across the corpus, every family in `families` has cases in
 * `counts` (at least `least.family`), every shape in `shapes` has secret cases (at least
 * `least.shape`), and the corpus has the documented `sizes`.
 */
export function assertFamiliesShapesAndSizes(
  corpus: Corpus & { counts: Record<string, number> },
  families: readonly (readonly [string, unknown])[],
  shapes: readonly string[],
  sizes: { secrets: Size; clean: Size },
  least: { family?: number; shape?: number } = {},
): void {
  assertUniqueCases([...corpus.secrets, ...corpus.clean]);
  const { family = 1, shape: perShape = 1 } = least;
  for (const [name] of families) {
    const n = corpus.counts[name] ?? 0;
    assert.ok(n >= family, `family ${name} has ${n} cases`);
  }
  for (const shape of shapes) {
    const n = corpus.secrets.filter((s) => s.shape === shape).length;
    assert.ok(n >= perShape, `${n} cases of shape ${shape}`);
  }
  assertSize(corpus.secrets.length, sizes.secrets, "secret cases");
  assertSize(corpus.clean.length, sizes.clean, "clean cases");
}

function assertSize(n: number, size: Size, what: string): void {
  if (typeof size === "number") assert.equal(n, size, what);
  else assert.ok(n >= size[0] && n <= size[1], `${n} ${what}`);
}

/**
 * The families of a corpus's emphasis (`names`) hold about two thirds of its `total` secret cases
 * (at most 30 fewer), and, with `others`, more than that many cases lie outside them.
 */
export function assertEmphasis(
  counts: Record<string, number>,
  names: readonly string[],
  total: number,
  others?: number,
): void {
  const n = names.reduce((sum, name) => sum + (counts[name] ?? 0), 0);
  assert.ok(n * 3 >= total * 2 - 30, `the emphasis holds ${n}`);
  if (others !== undefined) {
    assert.ok(n < total - others, `too few other cases (${n} in the emphasis)`);
  }
}
