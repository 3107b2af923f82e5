/**
 * Held-out corpus twelve checked as data, never run through the redactor (the lead measures that
 * after merging): the same corpus under its seed and every piece changed under another, every
 * piece inside its text and long enough to be a secret, labels and texts unique, every family and
 * shape present, no piece leaking into a clean text, private key bodies covered by pieces, JWTs
 * and GitHub-style checksummed tokens shaped like real ones, and no source line of the corpus
 * holding a literal that looks like a live key.
 */
import assert from "node:assert/strict";
import {
  buildTwelve,
  TWELVE_CLEAN,
  TWELVE_CLEAN_FAMILIES,
  TWELVE_SECRET_FAMILIES,
  TWELVE_SECRETS,
} from "./_heldout_twelve.ts";
import { base62, crc32, TWELVE_SEED } from "./_heldout_twelve_make.ts";
import {
  assertPiecesLookSecret,
  assertSameUnderSeed,
  assertSeedChangesPieces,
  assertUniqueCases,
  fromB64u,
  LIVE_SHAPES,
  liveLiterals,
  looksRandom,
  scanCorpusSources,
  SIG_LENGTH,
} from "./_wellformed.ts";

const SHAPES = ["vendor", "assignment", "url", "command", "block", "output", "wrapped", "encoded"];

Deno.test("corpus twelve: the same corpus on every build under its seed", () => {
  assertSameUnderSeed(buildTwelve, TWELVE_SEED, { secrets: TWELVE_SECRETS, clean: TWELVE_CLEAN });
});

Deno.test("corpus twelve: another seed changes every piece and no case's structure", () => {
  assertSeedChangesPieces(buildTwelve, TWELVE_SEED);
});

Deno.test("corpus twelve: every secret case names pieces that are in its text and look secret", () => {
  assertPiecesLookSecret(TWELVE_SECRETS, TWELVE_CLEAN, SHAPES);
});

Deno.test("corpus twelve: labels and texts are unique, every family and shape present, sizes as documented", () => {
  assertUniqueCases([...TWELVE_SECRETS, ...TWELVE_CLEAN]);
  const { counts } = buildTwelve(TWELVE_SEED);
  for (const [name] of [...TWELVE_SECRET_FAMILIES, ...TWELVE_CLEAN_FAMILIES]) {
    assert.ok((counts[name] ?? 0) > 0, `family ${name} is empty`);
  }
  for (const shape of SHAPES) {
    assert.ok(TWELVE_SECRETS.some((s) => s.shape === shape), `no case of shape ${shape}`);
  }
  assert.ok(
    TWELVE_SECRETS.length >= 700 && TWELVE_SECRETS.length <= 760,
    `${TWELVE_SECRETS.length}`,
  );
  assert.ok(TWELVE_CLEAN.length >= 150, `${TWELVE_CLEAN.length}`);
});

Deno.test("corpus twelve: no secret piece appears in a clean text", () => {
  const clean = TWELVE_CLEAN.map((c) => c.text).join("\n\u0000\n");
  for (const s of TWELVE_SECRETS) {
    for (const p of s.pieces) assert.ok(!clean.includes(p), `${s.label}: piece in a clean text`);
  }
});

Deno.test("corpus twelve: no secret piece appears in another secret case", () => {
  // Every case stands alone: a piece found in another case would mean the stream repeated.
  TWELVE_SECRETS.forEach((s, i) => {
    for (const p of s.pieces) {
      const other = TWELVE_SECRETS.findIndex((o, j) => j !== i && o.text.includes(p));
      assert.equal(other, -1, `${s.label}: a piece is also in another case`);
    }
  });
});

/** The body lines of every private key block in `text` (between its armour lines). */
function keyBodies(text: string): string[][] {
  const out: string[][] = [];
  const re =
    /-----BEGIN ([A-Z0-9 ]*)PRIVATE KEY-----\r?\n([\s\S]*?)\r?\n[ \t]*-----END \1PRIVATE KEY-----/g;
  for (const m of text.matchAll(re)) {
    const lines = m[2]!.split(/\r?\n/).map((l) => l.trim());
    out.push(lines.filter((l) => l !== "" && !/^[A-Za-z-]+: /.test(l)));
  }
  return out;
}

Deno.test("corpus twelve: every body line of a private key block is a piece", () => {
  let blocks = 0;
  for (const s of TWELVE_SECRETS) {
    for (const lines of keyBodies(s.text)) {
      blocks++;
      for (const line of lines) {
        const covered = s.pieces.some((p) =>
          line.includes(p) && p.length * 2 >= line.trim().length
        );
        assert.ok(covered, `${s.label}: a body line is not covered by a piece`);
      }
    }
  }
  assert.ok(blocks >= 10, `only ${blocks} private key blocks`);
  for (const c of TWELVE_CLEAN) assert.deepEqual(keyBodies(c.text), [], c.label);
});

Deno.test("corpus twelve: every JWT is shaped like a real one and its signature is a piece", () => {
  let n = 0;
  const all: { label: string; text: string; shape?: string; pieces?: readonly string[] }[] = [
    ...TWELVE_SECRETS,
    ...TWELVE_CLEAN,
  ];
  for (const c of all) {
    for (const m of c.text.matchAll(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g)) {
      n++;
      const [h = "", p = "", sig = ""] = m[0].split(".");
      const header = JSON.parse(fromB64u(h));
      assert.equal(header.typ, "JWT", c.label);
      assert.ok(header.alg in SIG_LENGTH, `${c.label}: alg ${header.alg}`);
      assert.equal(typeof JSON.parse(fromB64u(p)), "object", c.label);
      const want = SIG_LENGTH[header.alg]!;
      const wrapped = c.shape === "wrapped";
      assert.ok(wrapped ? sig.length < want : sig.length === want, `${c.label}: signature length`);
      if (c.pieces && !wrapped) {
        assert.ok(c.pieces.some((x) => x.includes(sig)), `${c.label}: signature is no piece`);
      }
    }
  }
  assert.ok(n >= 10, `only ${n} JWTs`);
});

Deno.test("corpus twelve: GitHub- and npm-style tokens carry a valid CRC-32 checksum", () => {
  let n = 0;
  for (const s of TWELVE_SECRETS) {
    for (const m of s.text.matchAll(/\b(?:gh[pousr]|npm)_([A-Za-z0-9]{36})\b/g)) {
      n++;
      const body = m[1]!.slice(0, 30);
      assert.equal(m[1]!.slice(30), base62(crc32(body), 6), `${s.label}: checksum`);
    }
  }
  assert.ok(n >= 5, `only ${n} checksummed tokens`);
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly [string, RegExp, RegExp][] = [
  ["AWS key id", /\b(?:AKIA|ASIA)/, /\b(?:AKIA|ASIA)[A-Z2-7]{16}(?![A-Za-z0-9])/],
  ["Anthropic", /\bsk-ant-/, /\bsk-ant-(?:api03|admin01)-[\w-]{93}AA(?![\w-])/],
  ["OpenAI", /\bsk-(?:proj|svcacct)-/, /\bsk-(?:proj|svcacct)-[\w-]{74}T3BlbkFJ[\w-]{74}(?![\w-])/],
  [
    "GitHub fine-grained",
    /\bgithub_pat_/,
    /\bgithub_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}(?![A-Za-z0-9])/,
  ],
  ["Slack bot", /\bxoxb-/, /\bxoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}(?![A-Za-z0-9])/],
  ["GitLab", /\bgl(?:pat|dt|rt|ft)-/, /\bgl(?:pat|dt|rt|ft)-[\w-]{20}(?![\w-])/],
  ["Hugging Face", /\bhf_/, /\bhf_[A-Za-z]{34}(?![A-Za-z0-9])/],
  ["DigitalOcean", /\bdo[opr]_v1_/, /\bdo[opr]_v1_[a-f0-9]{64}(?![A-Za-z0-9])/],
  ["Sentry user", /\bsntryu_/, /\bsntryu_[a-f0-9]{64}(?![A-Za-z0-9])/],
  ["SendGrid", /\bSG\./, /\bSG\.[\w-]{22}\.[\w-]{43}(?![\w-])/],
  ["age", /AGE-SECRET-KEY-1/, /AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}(?![A-Z0-9])/],
  ["Stripe restricted", /\brk_live_/, /\brk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Stripe webhook", /\bwhsec_/, /\bwhsec_[a-f0-9]{64}(?![A-Za-z0-9])/],
  ["Google API", /\bAIza/, /\bAIza[\w-]{35}(?![\w-])/],
  ["Groq", /\bgsk_/, /\bgsk_[A-Za-z0-9]{52}(?![A-Za-z0-9])/],
  ["Docker Hub", /\bdckr_pat_/, /\bdckr_pat_[\w-]{27}(?![\w-])/],
  ["Shopify", /\bshp(?:at|ca|ss)_/, /\bshp(?:at|ca|ss)_[a-f0-9]{32}(?![A-Za-z0-9])/],
];

Deno.test("corpus twelve: vendor tokens have their vendor's length and alphabet", () => {
  for (const [name, prefix, shape] of VENDOR_SHAPES) {
    let n = 0;
    // A wrapped case shows only part of a token on a line.
    for (const s of TWELVE_SECRETS.filter((x) => x.shape !== "wrapped")) {
      const starts = [...s.text.matchAll(new RegExp(prefix.source, "g"))].length;
      const whole = [...s.text.matchAll(new RegExp(shape.source, "g"))].length;
      assert.equal(whole, starts, `${s.label}: a ${name} token of another shape`);
      n += whole;
    }
    assert.ok(n > 0, `no ${name} token`);
  }
});

Deno.test("corpus twelve: the checksum helper matches CRC-32's check value", () => {
  // The standard check value of CRC-32 (IEEE) for the ASCII digits 1 to 9.
  assert.equal(crc32("123456789"), 0xcbf43926);
  assert.equal(base62(61, 2), "0z");
});

Deno.test("corpus twelve: no source line holds a literal that looks like a live key", async () => {
  const { files, found } = await scanCorpusSources(
    new URL("./", import.meta.url),
    /^_heldout_twelve.*\.ts$/,
    new Set(),
  );
  assert.ok(files >= 10, `read ${files} corpus files`);
  assert.deepEqual(found, []);
});

Deno.test("corpus twelve: the literal scan catches a live-looking literal", () => {
  const leaked = TWELVE_SECRETS.find((s) => /\bgh[pousr]_/.test(s.text))!;
  const src = `const t = "${leaked.text}";`;
  assert.ok(LIVE_SHAPES.some((re) => new RegExp(re.source).test(src)));
  assert.ok([...src.matchAll(/[A-Za-z0-9+/_-]{32,}/g)].some((m) => looksRandom(m[0])));
  assert.notDeepEqual(liveLiterals("probe", src, new Set()), []);
});
