/**
 * The tests every held-out corpus's well-formedness test begins with, declared once for a corpus:
 * built the same under its seed and changed piece by piece under another, pieces that look secret
 * and stay in their case, unique cases, families, shapes, sizes (and emphasis), and no source line
 * holding a live-looking literal; where a corpus says how many it holds at least, private key
 * bodies as pieces, JWTs shaped like real ones and GitHub/npm-style tokens with a valid checksum.
 * What a corpus checks beyond these stays in its own test file.
 */
import type { HeldOutClean, HeldOutSecret } from "./_heldout.ts";
import {
  assertEmphasis,
  assertFamiliesShapesAndSizes,
  assertJwtsShaped,
  assertKeyBodiesArePieces,
  assertPiecesLookSecret,
  assertPiecesStayInTheirCase,
  assertSameUnderSeed,
  assertSeedChangesPieces,
  assertTokenChecksums,
  SHAPES,
  type Size,
} from "./_wellformed.ts";
import { assertSourcesHoldNoLiveLiteral } from "./_wellformed_scan.ts";

/** A corpus and what its well-formedness test documents about it. */
export interface CorpusUnderTest {
  /** The corpus's number in words, as its test names say it ("thirteen"). */
  name: string;
  seed: number;
  build: (seed: number) => {
    secrets: readonly HeldOutSecret[];
    clean: readonly HeldOutClean[];
    counts: Record<string, number>;
  };
  secrets: readonly HeldOutSecret[];
  clean: readonly HeldOutClean[];
  families: readonly (readonly [string, unknown])[];
  sizes: { secrets: Size; clean: Size };
  /** Least cases a family and a shape (1 unless said). */
  least?: { family?: number; shape?: number };
  /** The families of the corpus's emphasis, and how many cases must lie outside them. */
  emphasis?: { names: readonly string[]; others?: number };
  /** The corpus's source files, the public constants they may hold, how many there are at least. */
  sources: { files: RegExp; publicConstants: ReadonlySet<string>; least: number };
  /**
   * How many private key blocks (secret and clean cases), JWTs (secret and clean) and
   * checksummed GitHub/npm-style tokens (secret cases) the corpus holds at least; each named
   * declares its check (whose body lines, signature and checksum are then checked).
   */
  holds?: { keyBlocks?: number; jwts?: number; checksums?: number };
}

/** Declares the tests every corpus's well-formedness test begins with. */
export function declareCorpusBasics(c: CorpusUnderTest): void {
  const test = (what: string, fn: () => void | Promise<void>) =>
    Deno.test(`corpus ${c.name}: ${what}`, fn);
  test("the same corpus on every build under its seed", () => {
    assertSameUnderSeed(c.build, c.seed, { secrets: c.secrets, clean: c.clean });
  });
  test("another seed changes every piece and no case's structure", () => {
    assertSeedChangesPieces(c.build, c.seed);
  });
  test("every secret case names pieces that are in its text and look secret", () => {
    assertPiecesLookSecret(c.secrets, c.clean, SHAPES);
  });
  test("labels and texts unique, every family and shape present, sizes and emphasis as documented", () => {
    const corpus = c.build(c.seed);
    assertFamiliesShapesAndSizes(corpus, c.families, SHAPES, c.sizes, c.least);
    if (c.emphasis) {
      const { names, others } = c.emphasis;
      assertEmphasis(corpus.counts, names, corpus.secrets.length, others);
    }
  });
  test("no secret piece appears in a clean text or another secret case", () => {
    assertPiecesStayInTheirCase(c.secrets, c.clean);
  });
  test("no source line holds a literal that looks like a live key", async () => {
    const { files, publicConstants, least } = c.sources;
    await assertSourcesHoldNoLiveLiteral(
      new URL("./", import.meta.url),
      files,
      publicConstants,
      least,
    );
  });
  const { keyBlocks, jwts, checksums } = c.holds ?? {};
  if (keyBlocks !== undefined) {
    test("every body line of a private key block is a piece", () => {
      assertKeyBodiesArePieces(c.secrets, c.clean, keyBlocks);
    });
  }
  if (jwts !== undefined) {
    test("every JWT is shaped like a real one and its signature is a piece", () => {
      assertJwtsShaped([...c.secrets, ...c.clean], jwts);
    });
  }
  if (checksums !== undefined) {
    test("GitHub- and npm-style tokens carry a valid CRC-32 checksum", () => {
      assertTokenChecksums(c.secrets, checksums);
    });
  }
}
