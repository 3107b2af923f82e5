/**
 * What the team server's handler and routes share: HTTP errors, JSON answers, the bounded JSON
 * body reader, and the shape of a route.
 */
import type { ZodError } from "zod";
import type { Caller } from "./_storage_types.ts";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export type Route = {
  methods: string[];
  auth: boolean;
  run: (ctx: RouteContext) => Promise<Response>;
};
export interface RouteContext {
  request: Request;
  url: URL;
  auth: Caller;
}

/** Read a JSON body of at most `max` bytes, trusting neither Content-Length nor the stream. */
export async function readJson(request: Request, max: number): Promise<unknown> {
  const length = request.headers.get("content-length");
  if (length !== null) {
    if (!/^\d+$/.test(length)) throw new HttpError(400, "Invalid Content-Length");
    if (Number(length) > max) throw tooLarge(max);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        // The client went away or was cut off by the request timeout (it got a 408 then).
        throw new HttpError(400, "Incomplete request body");
      }
      const { done, value } = chunk;
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        await reader.cancel().catch(() => {});
        throw tooLarge(max);
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, "Invalid request body: not UTF-8");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Invalid request body: not JSON");
  }
}

/** The 413 of a body over `max` bytes (declared or counted). */
export function tooLarge(max: number): HttpError {
  return new HttpError(413, `Request body too large: the limit is ${max} bytes`);
}

export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid value";
  const path = issue.path.length ? issue.path.join(".") : "body";
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : "";
  return `${path}: ${issue.message}${more}`;
}

export const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
});

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}
