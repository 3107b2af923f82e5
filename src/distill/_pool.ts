/** The worker pool of a run: every session once, a bounded number at a time, stoppable. */
import { DEFAULTS } from "../config/mod.ts";

export interface PoolOptions<T> {
  /** Workers running at once (at least 1). */
  size: number;
  /** When aborted, no new item starts and the run counts as interrupted. */
  signal: AbortSignal;
  /** The work of one item. */
  run(item: T): Promise<void>;
  /** An error that stops the whole pool (e.g. no backend): `runPool` rejects with it. */
  isFatal(error: unknown): boolean;
  /** Any other error of one item; the pool goes on with the next. */
  onError(item: T, error: unknown): void;
  /** An item is finished (also after `onError`), for progress. */
  onDone(item: T): void;
}

/**
 * Run `items` in order on `size` workers. Resolves when every item is done, or as soon as the
 * workers stop after an abort (`interrupted: true`); rejects with the first fatal error once
 * every worker has stopped.
 */
export async function runPool<T>(
  items: readonly T[],
  options: PoolOptions<T>,
): Promise<{ interrupted: boolean }> {
  let next = 0;
  let fatal: { error: unknown } | undefined;
  let interrupted = false;
  const worker = async () => {
    while (next < items.length && fatal === undefined) {
      if (options.signal.aborted) {
        interrupted = true;
        return;
      }
      const item = items[next++]!;
      try {
        await options.run(item);
      } catch (error) {
        if (options.isFatal(error)) {
          fatal = { error };
          return;
        }
        if (options.signal.aborted) {
          interrupted = true;
          return;
        }
        options.onError(item, error);
      }
      options.onDone(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.size) }, worker));
  if (fatal !== undefined) throw fatal.error;
  return { interrupted };
}

/**
 * Twice as many workers as model slots: while some wait on the model, others read, clean and
 * write, so a slot is never idle. The limiter alone bounds calls in flight (the subscription
 * CLI runs one process unless CTX_CONCURRENCY says otherwise).
 */
export function poolSize(concurrency: number | undefined, items: number): number {
  return Math.max(1, Math.min(2 * (concurrency ?? DEFAULTS.defaultConcurrency), items));
}
