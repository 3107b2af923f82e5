/**
 * A token bucket per key: `capacity` requests at once, refilled at `refillPerSecond`. In memory,
 * per process: behind a load balancer each server process counts on its own (a key gets the
 * limit once per process), and a restart forgiving everyone is harmless.
 */

export interface RateLimitOptions {
  /** Burst size: requests a key may make at once. */
  capacity: number;
  /** Sustained rate: tokens added per second. */
  refillPerSecond: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { capacity: 120, refillPerSecond: 2 };

/**
 * Failed authentications per address (an IPv4 address or an IPv6 /64): 30 at once, then one
 * every 2 s. Past it, the address gets 429 before any key is checked, so guessing keys from one
 * address runs at 30 a minute.
 */
export const DEFAULT_AUTH_FAILURE_LIMIT: RateLimitOptions = { capacity: 30, refillPerSecond: 0.5 };

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedMs: number;
}

/** Buckets idle long enough to be full again are dropped, so memory stays bounded by activity. */
const SWEEP_EVERY = 1000;

export class RateLimiter {
  readonly #options: RateLimitOptions;
  readonly #now: () => number;
  readonly #buckets = new Map<string, Bucket>();
  #calls = 0;

  constructor(options: RateLimitOptions, now: () => number = Date.now) {
    if (!(options.capacity >= 1) || !(options.refillPerSecond > 0)) {
      throw new RangeError("Rate limit needs capacity >= 1 and refillPerSecond > 0");
    }
    this.#options = options;
    this.#now = now;
  }

  /** Take one token for `key`; says how long to wait when there is none. */
  take(key: string): RateDecision {
    return this.#decide(key, true);
  }

  /** Whether `key` has a token, without taking it (the failed-authentication check). */
  peek(key: string): RateDecision {
    return this.#decide(key, false);
  }

  #decide(key: string, take: boolean): RateDecision {
    const now = this.#now();
    if (++this.#calls % SWEEP_EVERY === 0) this.#sweep(now);
    const { capacity, refillPerSecond } = this.#options;
    const bucket = this.#buckets.get(key) ?? { tokens: capacity, updatedMs: now };
    const elapsed = Math.max(0, now - bucket.updatedMs) / 1000;
    bucket.tokens = Math.min(capacity, bucket.tokens + elapsed * refillPerSecond);
    bucket.updatedMs = now;
    if (bucket.tokens >= 1) {
      if (take) {
        bucket.tokens -= 1;
        this.#buckets.set(key, bucket);
      }
      return { allowed: true };
    }
    this.#buckets.set(key, bucket);
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerSecond)),
    };
  }

  #sweep(now: number): void {
    const fullAfterMs = (this.#options.capacity / this.#options.refillPerSecond) * 1000;
    for (const [key, bucket] of this.#buckets) {
      if (now - bucket.updatedMs > fullAfterMs) this.#buckets.delete(key);
    }
  }
}
