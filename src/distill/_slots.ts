/**
 * The concurrency limit of model calls across processes: a local FIFO limiter (this process's
 * calls wait in order), then a slot shared with every other ctx process (`ModelSlots` in the
 * ledger), so all of them together stay within `CTX_CONCURRENCY`.
 */
import { createLimiter, type Limiter } from "../backends/mod.ts";
import type { ModelSlots } from "../store/mod.ts";

/**
 * A limiter allowing `n` calls at once in this process and, with `slots`, `n` at once in every
 * process sharing the ledger. Only one local caller at a time waits for a shared slot (the others
 * wait their turn locally), so a busy machine is polled by one waiter per process. Waiting for a
 * slot stops with the signal's reason when `signal` aborts.
 */
export function sharedLimiter(
  n: number,
  slots: ModelSlots | undefined,
  options: { pool: string; signal: AbortSignal },
): Limiter {
  const local = createLimiter(n);
  if (!slots) return local;
  const oneWaiter = createLimiter(1);
  return <T>(fn: () => Promise<T>) =>
    local(async () => {
      const id = await oneWaiter(() => slots.acquire(options.pool, n, { signal: options.signal }));
      try {
        return await fn();
      } finally {
        slots.release(id);
      }
    });
}
