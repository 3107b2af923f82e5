/**
 * The one HTTP wrapper all API backends share: per-attempt timeout, retries with exponential
 * backoff and jitter (429, 5xx, 529/overloaded, network errors), `Retry-After`, and Ctrl-C.
 *
 * Messages never contain the request body or the key: the body is never put into one, and every
 * excerpt of a server answer is scrubbed of the key (some vendors echo part of a bad key back).
 */
import { BackendError, ERROR_CODES, errorMessage, InterruptedError } from "../errors.ts";
import { clipLine } from "../text.ts";
import {
  BACKEND_NAMES,
  type BackendDeps,
  BASE_URL_VARIABLES,
  KEY_VARIABLES,
  type Sleep,
  type VendorKind,
} from "./types.ts";

export interface HttpPolicy {
  /** Time allowed for one attempt (request and whole answer). */
  attemptTimeoutMs: number;
  /** Attempts in total, the first included. */
  maxAttempts: number;
  /** Backoff before the second attempt; doubles each time, then jittered. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A server asking for a longer pause gets this much, then we try anyway. */
  maxRetryAfterMs: number;
}

/** Defaults: distillation answers are a few KB, but slow models can take a minute or more. */
export const HTTP_POLICY: Readonly<HttpPolicy> = Object.freeze({
  attemptTimeoutMs: 120_000,
  maxAttempts: 4,
  baseDelayMs: 1_000,
  maxDelayMs: 20_000,
  maxRetryAfterMs: 60_000,
});

export interface PostJsonRequest {
  vendor: VendorKind;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** Values to scrub from every message (the API key). */
  secrets: string[];
  signal?: AbortSignal;
  /**
   * Looks at a 2xx JSON answer and returns an error when it is one in disguise (Vendor A can
   * answer `{type: "error", error: {type: "overloaded_error"}}`). A retryable error is retried.
   */
  inspect?: (json: unknown) => BackendError | undefined;
}

type Attempt = { ok: true; json: unknown } | { ok: false; error: BackendError };

/** POST `body` as JSON and return the parsed JSON answer, retrying what is worth retrying. */
export async function postJson(
  request: PostJsonRequest,
  deps: BackendDeps,
  policy: Readonly<HttpPolicy> = HTTP_POLICY,
): Promise<unknown> {
  const name = BACKEND_NAMES[request.vendor];
  const userSignal = request.signal ? AbortSignal.any([deps.signal, request.signal]) : deps.signal;
  const sleep = deps.sleep ?? abortableSleep;
  const random = deps.random ?? Math.random;
  for (let attempt = 1;; attempt++) {
    if (userSignal.aborted) throw new InterruptedError();
    const outcome = await attemptOnce(request, deps, policy, userSignal);
    if (outcome.ok) return outcome.json;
    const { error } = outcome;
    if (!error.retryable) throw error;
    if (attempt >= policy.maxAttempts) {
      throw new BackendError(`${name} failed after ${attempt} attempts: ${error.message}`, {
        hint: error.hint ?? "try again later; finished sessions are kept and failed ones retried",
        retryable: true,
        cause: error,
      });
    }
    const delayMs = error.retryAfterSeconds !== undefined
      ? Math.min(Math.round(error.retryAfterSeconds * 1000), policy.maxRetryAfterMs)
      : backoffMs(attempt, policy, random);
    try {
      await sleep(delayMs, userSignal);
    } catch (cause) {
      if (userSignal.aborted) throw new InterruptedError();
      throw cause;
    }
  }
}

async function attemptOnce(
  request: PostJsonRequest,
  deps: BackendDeps,
  policy: Readonly<HttpPolicy>,
  userSignal: AbortSignal,
): Promise<Attempt> {
  const name = BACKEND_NAMES[request.vendor];
  const scrub = (text: string) => scrubSecrets(text, request.secrets);
  // An explicit timer (not AbortSignal.timeout) so it is always cleared: no timer outlives a call.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), policy.attemptTimeoutMs);
  const signal = AbortSignal.any([userSignal, timeout.signal]);
  const failure = (cause: unknown): Attempt => {
    if (userSignal.aborted) throw new InterruptedError();
    if (timeout.signal.aborted) {
      return fail(
        `${name} did not answer within ${policy.attemptTimeoutMs / 1000} s`,
        { retryable: true },
      );
    }
    return fail(`Cannot reach ${name} at "${origin(request.url)}": ${scrub(errorMessage(cause))}`, {
      retryable: true,
      hint: `check your network, or ${BASE_URL_VARIABLES[request.vendor]} if you set it`,
    });
  };
  try {
    let response: Response;
    try {
      response = await deps.fetch(request.url, {
        method: "POST",
        headers: request.headers,
        body: JSON.stringify(request.body),
        signal,
      });
    } catch (cause) {
      return failure(cause);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      return failure(cause);
    }
    if (!response.ok) {
      return {
        ok: false,
        error: statusError(request.vendor, response, {
          detail: scrub(detailOf(text)),
          nowMs: deps.now().getTime(),
        }),
      };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return fail(
        `${name} returned an answer that is not JSON: ${scrub(clipLine(text, EXCERPT_CHARS))}`,
        {
          hint: `check ${BASE_URL_VARIABLES[request.vendor]} points at the API itself`,
        },
      );
    }
    const disguised = request.inspect?.(json);
    return disguised ? { ok: false, error: disguised } : { ok: true, json };
  } finally {
    clearTimeout(timer);
  }
}

function fail(
  message: string,
  options: { retryable?: boolean; hint?: string; retryAfterSeconds?: number },
): Attempt {
  return { ok: false, error: new BackendError(message, options) };
}

/** The BackendError for a non-2xx status: retryable or not, with the right hint. */
function statusError(
  vendor: VendorKind,
  response: Response,
  { detail, nowMs }: { detail: string; nowMs: number },
): BackendError {
  const name = BACKEND_NAMES[vendor];
  const status = response.status;
  const message = `${name} answered HTTP ${status}${detail ? `: ${detail}` : ""}`;
  const retryAfterSeconds = parseRetryAfter(response.headers.get("retry-after"), nowMs);
  if (status === 429 || status === 529 || (status >= 500 && status <= 599)) {
    return new BackendError(message, { retryable: true, retryAfterSeconds });
  }
  if (status === 401 || status === 403) {
    // The key is wrong or revoked: every call would be refused, so this stops a run.
    return new BackendError(message, {
      code: ERROR_CODES.backendAuth,
      hint: `check ${KEY_VARIABLES[vendor]}, or save a working key with ctx install --setup`,
    });
  }
  if (status === 404) {
    return new BackendError(message, {
      hint: `check MODEL and ${BASE_URL_VARIABLES[vendor]}`,
    });
  }
  return new BackendError(message, {
    hint: "check MODEL, TEMPERATURE, TOP_P and MAX_COMPLETION_TOKENS",
  });
}

/**
 * `Retry-After` in seconds: either a number of seconds or an HTTP date (relative to `nowMs`).
 * Returns undefined when absent or unreadable; a date in the past means 0.
 */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, (date - nowMs) / 1000);
}

/** Exponential backoff with jitter: half fixed, half random, so parallel callers spread out. */
export function backoffMs(
  attempt: number,
  policy: Readonly<HttpPolicy>,
  random: () => number,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** A real sleep that rejects as soon as `signal` aborts. */
export const abortableSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });

/** Replace every occurrence of a secret by `[REDACTED]`. */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= 4) result = result.split(secret).join("[REDACTED]");
  }
  return result;
}

/** How much of an answer an error message quotes. */
const EXCERPT_CHARS = 300;

/** The vendor's own error message when the body has one (`error.message`), else an excerpt. */
function detailOf(text: string): string {
  try {
    const json: unknown = JSON.parse(text);
    const message = findMessage(json);
    if (message) return clipLine(message, EXCERPT_CHARS);
  } catch {
    // Not JSON (a proxy's HTML page, plain text): fall through to the excerpt.
  }
  return clipLine(text, EXCERPT_CHARS);
}

function findMessage(json: unknown): string | undefined {
  if (typeof json !== "object" || json === null) return undefined;
  const record = json as Record<string, unknown>;
  const error = record["error"];
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null) {
    const inner = (error as Record<string, unknown>)["message"];
    if (typeof inner === "string") return inner;
  }
  const message = record["message"] ?? record["detail"];
  return typeof message === "string" ? message : undefined;
}

function origin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "(invalid URL)";
  }
}
