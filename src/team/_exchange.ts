/**
 * One bounded HTTP exchange with a team server, which may be hostile: the answer is streamed and
 * counted (Content-Length is not trusted) and cut at a size limit, the request is timed out as a
 * whole and when the server goes quiet, redirects are not followed (they would carry the key
 * elsewhere), and nothing the server says can put the key into a message.
 */
import { ERROR_CODES, InterruptedError, TeamError } from "../errors.ts";
import { safeLine } from "../safe_text.ts";

/** Bounds on what a team server may make the client do. */
export interface ClientLimits {
  /** One request, from sending it to the last byte of its answer (ms). */
  requestTimeoutMs: number;
  /** Longest silence of the server while we wait for headers or the next bytes (ms). */
  idleTimeoutMs: number;
  /** Largest successful answer (bytes). A page of our server is at most 1 MB and one insight. */
  maxResponseBytes: number;
  /** Bytes of an error answer read at most (only 300 characters of it are shown). */
  maxErrorBytes: number;
  /** One command's whole conversation with the server (ms). */
  deadlineMs: number;
}

export const DEFAULT_CLIENT_LIMITS: Readonly<ClientLimits> = Object.freeze({
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 30_000,
  maxResponseBytes: 32 * 1024 * 1024,
  maxErrorBytes: 64 * 1024,
  deadlineMs: 30 * 60_000,
});

export interface ExchangeRequest {
  url: URL;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  /** Where the request goes, for messages (origin and path, no query). */
  where: string;
  /** Time left before the client's deadline (ms). */
  remainingMs: number;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  bytes: number;
}

export interface ExchangeDeps {
  fetch: typeof fetch;
  signal?: AbortSignal;
  limits: Readonly<ClientLimits>;
  /** Removes the key (and anything like a key) from text a server sent. */
  scrub: (text: string) => string;
}

type Stop = "timeout" | "idle" | "deadline";

/** Send one request and read its bounded answer. Throws `TeamError`s that say what happened. */
export async function exchange(request: ExchangeRequest, deps: ExchangeDeps): Promise<Answer> {
  const { limits } = deps;
  if (request.remainingMs <= 0) throw deadlineError(request.where, limits);
  const controller = new AbortController();
  const stop = (reason: Stop) => () => controller.abort(reason);
  const whole = Math.min(limits.requestTimeoutMs, request.remainingMs);
  const total = setTimeout(
    stop(whole < limits.requestTimeoutMs ? "deadline" : "timeout"),
    whole,
  );
  let idle = setTimeout(stop("idle"), limits.idleTimeoutMs);
  const quiet = () => {
    clearTimeout(idle);
    idle = setTimeout(stop("idle"), limits.idleTimeoutMs);
  };
  const signal = deps.signal
    ? AbortSignal.any([controller.signal, deps.signal])
    : controller.signal;
  try {
    const response = await deps.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal,
      // A redirect would carry the key to an address it was not verified against.
      redirect: "manual",
    });
    quiet();
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => {});
      throw redirectError(request.where, response, deps.scrub);
    }
    const max = response.ok ? limits.maxResponseBytes : limits.maxErrorBytes;
    const { text, bytes, cut } = await readBounded(response, max, quiet);
    if (cut && response.ok) {
      throw new TeamError(
        `The team server "${request.where}" sent more than ${megabytes(max)} in one answer`,
        {
          code: ERROR_CODES.teamTooLarge,
          hint: "check that CTX_API_URL points at a ctx team server you trust",
        },
      );
    }
    return { status: response.status, headers: response.headers, text, bytes };
  } catch (error) {
    if (error instanceof TeamError) throw error;
    if (deps.signal?.aborted) throw new InterruptedError();
    const reason = controller.signal.aborted ? controller.signal.reason as Stop : undefined;
    if (reason === "deadline") throw deadlineError(request.where, limits);
    if (reason) {
      const ms = reason === "idle" ? limits.idleTimeoutMs : whole;
      const what = reason === "idle" ? "went quiet for" : "did not finish answering within";
      throw new TeamError(`The team server "${request.where}" ${what} ${duration(ms)}`, {
        code: ERROR_CODES.teamTimeout,
        hint: "check that the server is running and reachable, then try again",
      });
    }
    throw new TeamError(
      `Cannot reach the team server "${request.where}": ${firstLine(error, deps.scrub)}`,
      { hint: "check CTX_API_URL and that the server is running" },
    );
  } finally {
    clearTimeout(total);
    clearTimeout(idle);
  }
}

/** Read at most `max` bytes of the body; `cut` when there was more (the rest is not read). */
async function readBounded(
  response: Response,
  max: number,
  onBytes: () => void,
): Promise<{ text: string; bytes: number; cut: boolean }> {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let cut = false;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      onBytes();
      if (bytes + value.byteLength > max) {
        chunks.push(value.subarray(0, max - bytes));
        bytes = max;
        cut = true;
        await reader.cancel().catch(() => {});
        break;
      }
      chunks.push(value);
      bytes += value.byteLength;
    }
  }
  const all = new Uint8Array(bytes);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { text: new TextDecoder().decode(all), bytes, cut };
}

function redirectError(
  where: string,
  response: Response,
  scrub: (text: string) => string,
): TeamError {
  const location = response.headers.get("location");
  // Controls first, then the key: removing an escape sequence can join a key split by it.
  const to = location ? ` to "${scrub(safeLine(location)).slice(0, 200)}"` : "";
  return new TeamError(
    `The team server "${where}" redirected${to}: ctx does not follow redirects`,
    {
      code: ERROR_CODES.teamRedirect,
      hint: "set CTX_API_URL to the server's final address, then run ctx auth again",
    },
  );
}

function deadlineError(where: string, limits: Readonly<ClientLimits>): TeamError {
  return new TeamError(
    `The team server "${where}" kept this command busy for more than ${
      duration(limits.deadlineMs)
    }: stopped`,
    {
      code: ERROR_CODES.teamTimeout,
      hint: "check that CTX_API_URL points at a ctx team server you trust (ctx pull, run " +
        "again, goes on from the last page it applied)",
    },
  );
}

function firstLine(error: unknown, scrub: (text: string) => string): string {
  const text = error instanceof Error ? error.message : String(error);
  return scrub(safeLine(text.split("\n")[0] ?? "")).slice(0, 200);
}

function duration(ms: number): string {
  return ms >= 120_000 ? `${Math.round(ms / 60_000)} minutes` : `${Math.round(ms / 100) / 10} s`;
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
