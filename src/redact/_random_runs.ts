/**
 * The character test of `random-token` (`_random_tokens.ts`, `randomRun`), reading a run's
 * characters once: its classes as `mixedNoise` counts them, the same for each piece between
 * `-`, `_`, `.`, `~`, and how many different characters it holds. A dense text holds thousands of
 * runs of token characters (digests, ids, names with digits), and this test turns most of them
 * away before any other check, so it reads each character once, with no regex, no split and
 * nothing allocated. It decides exactly what its three tests, written one after the other, decide
 * (docs/redaction.md, "A token judged by its own characters").
 */
import { classOf, ClassRuns } from "./_noise.ts";

// Which characters the run read last holds: `MARK[c] === stamp` (a new stamp per run, so the
// marks are never cleared).
const MARK = new Uint32Array(128);
let stamp = 0;

/** The number of distinct characters `n` draws from an alphabet of 64 are expected to show. */
function expectedDistinct(n: number): number {
  return 64 * (1 - Math.pow(1 - 1 / 64, n));
}

/** True for the characters a run's pieces are split at: `-`, `_`, `.`, `~`. */
function splitsPieces(c: number): boolean {
  return c === 45 || c === 95 || c === 46 || c === 126;
}

/**
 * True when `value`'s first `end` characters (at least 20, its `=` padding left out) look
 * generated: they mix classes the way a random string does (`mixedNoise(v, 20)`); when they hold
 * a `-`, `_`, `.` or `~`, one piece between them does too on its own (`mixedNoise(piece, 10)`);
 * and they hold at least 60 % of the distinct characters a random string of their length shows.
 */
export function generatedRun(value: string, end: number): boolean {
  if (++stamp === 0xffffffff) MARK.fill(0), stamp = 1;
  WHOLE.reset();
  PIECE.reset();
  let distinct = 0, pieces = false, noisyPiece = false;
  for (let i = 0; i < end; i++) {
    const c = value.charCodeAt(i);
    const k = classOf(c);
    const m = c & 127;
    if (MARK[m] !== stamp) MARK[m] = stamp, distinct++;
    WHOLE.add(k);
    if (!splitsPieces(c)) {
      PIECE.add(k);
      continue;
    }
    if (PIECE.end().mixed(10)) noisyPiece = true;
    PIECE.reset();
    pieces = true;
  }
  if (!WHOLE.end().mixed(20)) return false;
  if (pieces && !noisyPiece && !PIECE.end().mixed(10)) return false;
  return distinct >= 0.6 * expectedDistinct(end);
}

// The readers of the whole run and of the piece being read.
const WHOLE = new ClassRuns();
const PIECE = new ClassRuns();
