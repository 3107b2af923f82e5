/**
 * The model calls of one run, in turn: the first call goes alone and the others wait for its
 * answer (at most `FIRST_CALL_WAIT_MS`), so a backend that refuses ctx itself — a wrong or
 * revoked key, a subscription CLI that is not logged in — costs one call, not one per session.
 * After such an error (`backend.auth`), or when no backend is available (`backend.none`), no
 * call starts: the run stops and says it once.
 */
import type { Limiter } from "../backends/mod.ts";
import { CtxError, ERROR_CODES } from "../errors.ts";

/**
 * How long the other calls wait for the first one. A refusal comes back in one round trip (well
 * under a second, TLS set-up included); a model's answer takes seconds, and then the others start
 * anyway: a run pays at most this once.
 */
export const FIRST_CALL_WAIT_MS = 1_000;

/** An error that every call of the run would get: the run stops at the first one. */
export function isFatalBackendError(error: unknown): boolean {
  return error instanceof CtxError &&
    (error.code === ERROR_CODES.backendNone || error.code === ERROR_CODES.backendAuth);
}

export class CallGate {
  readonly #limit: Limiter;
  readonly #waitMs: number;
  #started = false;
  #open!: () => void;
  readonly #opened: Promise<void>;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #fatal: { error: unknown } | undefined;

  /** `limit` bounds the calls under way (this process's and every ctx process's slots). */
  constructor(limit: Limiter, waitMs = FIRST_CALL_WAIT_MS) {
    this.#limit = limit;
    this.#waitMs = waitMs;
    this.#opened = new Promise<void>((resolve) => {
      this.#open = () => {
        clearTimeout(this.#timer);
        resolve();
      };
    });
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
   * Run `call` in its turn within the limit. Rejects with the fatal error, without calling,
   * once one was seen. An abort ends the wait; the limit then says so.
   */
  async run<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
    const guarded = () => {
      if (this.#fatal !== undefined) return Promise.reject(this.#fatal.error);
      return call();
    };
    if (!this.#started) {
      this.#started = true;
      this.#timer = setTimeout(this.#open, this.#waitMs);
      try {
        return await this.#limit(guarded);
      } finally {
        this.#open();
      }
    }
    if (!signal.aborted) {
      let onAbort = () => {};
      const aborted = new Promise<void>((resolve) => {
        onAbort = resolve;
        signal.addEventListener("abort", onAbort, { once: true });
      });
      try {
        await Promise.race([this.#opened, aborted]);
      } finally {
        signal.removeEventListener("abort", onAbort);
      }
    }
    return await this.#limit(guarded);
  }
}
