/**
 * The model calls of one run, with a stop: after an error that every call of the run would get —
 * a wrong or revoked key, a subscription CLI that is not logged in (`backend.auth`), no backend
 * at all (`backend.none`), or a key refused for plain HTTP to another machine
 * (`backend.insecure_http`) — no further call starts, and the run stops and says it once. Calls
 * already under way (at most the concurrency limit) end with the same refusal; they are not
 * recorded as failures.
 *
 * (No call is held back waiting for the first one's answer: that would cost every run one model
 * latency to save a few refused requests, which cost nothing.)
 */
import type { Limiter } from "../backends/mod.ts";
import { CtxError, ERROR_CODES } from "../errors.ts";

/** An error that every call of the run would get: the run stops at the first one. */
export function isFatalBackendError(error: unknown): boolean {
  return error instanceof CtxError &&
    (error.code === ERROR_CODES.backendNone || error.code === ERROR_CODES.backendAuth ||
      error.code === ERROR_CODES.backendInsecure);
}

export class CallGate {
  readonly #limit: Limiter;
  #fatal: { error: unknown } | undefined;

  /** `limit` bounds the calls under way (this process's and every ctx process's slots). */
  constructor(limit: Limiter) {
    this.#limit = limit;
  }

  /** The first fatal error seen, which stops the calls not started yet. */
  get fatal(): unknown {
    return this.#fatal?.error;
  }

  /** Look at a call's error: a fatal one stops every call not started yet. */
  note(error: unknown): void {
    if (this.#fatal === undefined && isFatalBackendError(error)) this.#fatal = { error };
  }

  /**
   * Run `call` within the limit. Rejects with the fatal error, without calling, once one was
   * seen (also when the call was waiting for a slot).
   */
  run<T>(call: () => Promise<T>): Promise<T> {
    return this.#limit(() => {
      if (this.#fatal !== undefined) return Promise.reject(this.#fatal.error);
      return call();
    });
  }
}
