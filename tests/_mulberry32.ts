/**
 * mulberry32: a small seeded generator of numbers in [0, 1), the same on every platform and run,
 * for the data tests and benchmarks generate (held-out corpora, search corpora). Not for anything
 * that must be unpredictable.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A token-shaped test value, `prefix` then `length` letters and digits from the seeded stream
 * (`seededToken(7, "ghp_", 36)` is shaped like a GitHub token): a test's secret, made at run
 * time, never a literal in the source.
 */
export function seededToken(seed: number, prefix: string, length: number): string {
  const next = mulberry32(seed);
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  return prefix +
    Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
}
