/**
 * A concurrency limiter: at most `n` wrapped calls run at once, the rest wait in FIFO order.
 * The pipeline wraps backend calls with it; `effectiveConcurrency(config, kind)` gives `n`.
 */

/** Runs `fn` when a slot is free and resolves (or rejects) with its result. */
export type Limiter = <T>(fn: () => Promise<T>) => Promise<T>;

/**
 * Create a limiter allowing `n` (at least 1) calls at a time.
 *
 * @example
 * const limit = createLimiter(effectiveConcurrency(config, backend.kind));
 * const answers = await Promise.all(requests.map((r) => limit(() => backend.complete(r))));
 */
export function createLimiter(n: number): Limiter {
  if (!Number.isInteger(n) || n < 1) {
    throw new RangeError(`Invalid concurrency ${n}: expected 1 or more`);
  }
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    if (active < n) active++;
    // A freed slot is handed straight to the next waiter (active stays the same), so a caller
    // arriving in between cannot take it too.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
