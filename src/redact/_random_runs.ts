/**
 * The character test of `random-token` (`_random_tokens.ts`, `randomRun`), reading a run's
 * characters once: its classes as `mixedNoise` counts them, the same for each piece between
 * `-`, `_`, `.`, `~`, and how many different characters it holds. A dense text holds thousands of
 * runs of token characters (digests, ids, names with digits), and this test turns most of them
 * away before any other check, so it reads each character once, with no regex, no split and
 * nothing allocated. It decides exactly what its three tests, written one after the other, decide
 * (docs/redaction.md, "A token judged by its own characters").
 */
import { classOf, noisy } from "./_noise.ts";

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
  // The whole run's classes (`runsOf`), its digits and distinct characters.
  let runs = 0, lonely = 0, seen = 0, digits = 0, prev = -1, length = 0, distinct = 0;
  // The piece being read, and whether the run has pieces and one of them is noisy.
  let pRuns = 0, pLonely = 0, pSeen = 0, pDigits = 0, pPrev = -1, pLength = 0, pSize = 0;
  let pieces = false, noisyPiece = false;
  for (let i = 0; i < end; i++) {
    const c = value.charCodeAt(i);
    const k = classOf(c);
    const m = c & 127;
    if (MARK[m] !== stamp) MARK[m] = stamp, distinct++;
    seen |= 1 << k;
    if (k === 3) digits++;
    if (k !== prev) {
      if (prev === 1 && length === 1) lonely++;
      runs++;
      length = 0;
      prev = k;
    }
    length++;
    if (splitsPieces(c)) {
      if (pPrev === 1 && pLength === 1) pLonely++;
      if (pSize >= 10 && noisy(pSize, pRuns, pLonely, pSeen, pDigits)) noisyPiece = true;
      pieces = true;
      pRuns =
        pLonely =
        pSeen =
        pDigits =
        pLength =
        pSize =
          0;
      pPrev = -1;
      continue;
    }
    pSeen |= 1 << k;
    if (k === 3) pDigits++;
    if (k !== pPrev) {
      if (pPrev === 1 && pLength === 1) pLonely++;
      pRuns++;
      pLength = 0;
      pPrev = k;
    }
    pLength++;
    pSize++;
  }
  if (prev === 1 && length === 1) lonely++;
  if (!noisy(end, runs, lonely, seen, digits)) return false;
  if (pieces && !noisyPiece) {
    if (pPrev === 1 && pLength === 1) pLonely++;
    if (pSize < 10 || !noisy(pSize, pRuns, pLonely, pSeen, pDigits)) return false;
  }
  return distinct >= 0.6 * expectedDistinct(end);
}
