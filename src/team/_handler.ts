/**
 * The team server's request handler: `createHandler(deps)` maps a `Request` to a `Response`
 * (testable without a socket; `serveTeam()` in `server.ts` puts it on one). JSON everywhere,
 * `Authorization: Bearer <team key>` on every `/api` call, errors as `{error: {message}}`.
 */
import type { ZodError } from "zod";
import { constantTimeEqual, hashKey, KEY_LOOKUP_LENGTH, looksLikeKey } from "./_keys.ts";
import { listingBody } from "./_listing.ts";
import { LIMITS, listQuerySchema, pushBodySchema } from "./_protocol.ts";
import { DEFAULT_RATE_LIMIT, RateLimiter, type RateLimitOptions } from "./_ratelimit.ts";
import { type Caller, QuotaExceededError, type TeamStorage } from "./_storage_types.ts";

export interface HandlerDeps {
  storage: TeamStorage;
  /** Clock for `created_at` (tests pin it). */
  now?: () => Date;
  /** Per-key token bucket; `null` turns rate limiting off (load tests). */
  rateLimit?: RateLimitOptions | null;
  /** Clock of the rate limiter, in milliseconds (tests drive it). */
  nowMs?: () => number;
  /** Largest accepted request body; default 1 MB. */
  maxBodyBytes?: number;
  /** A listing page stops growing once its JSON reaches this many bytes; default 1 MB. */
  maxPageBytes?: number;
  /** Where server-side errors are logged (never sent to the client). Default: nowhere. */
  log?: (line: string) => void;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Route = { methods: string[]; auth: boolean; run: (ctx: RouteContext) => Promise<Response> };
interface RouteContext {
  request: Request;
  url: URL;
  auth: Caller;
}

/**
 * Build the request handler of the team server.
 *
 * @example
 * const storage = SqliteTeamStorage.open(":memory:");
 * const handler = createHandler({ storage });
 * const res = await handler(new Request("http://x/healthz")); // 200 {"ok":true}
 */
export function createHandler(deps: HandlerDeps): (request: Request) => Promise<Response> {
  const now = deps.now ?? (() => new Date());
  const maxBody = deps.maxBodyBytes ?? LIMITS.maxBodyBytes;
  const maxPageBytes = deps.maxPageBytes ?? LIMITS.maxPageBytes;
  const limiter = deps.rateLimit === null
    ? undefined
    : new RateLimiter(deps.rateLimit ?? DEFAULT_RATE_LIMIT, deps.nowMs);
  const log = deps.log ?? (() => {});
  const { storage } = deps;

  const routes: Record<string, Route> = {
    "/healthz": {
      methods: ["GET"],
      auth: false,
      run: () => Promise.resolve(json(200, { ok: true })),
    },
    "/api/teams/me": {
      methods: ["GET"],
      auth: true,
      run: ({ auth }) => Promise.resolve(json(200, storage.teamMe(auth))),
    },
    "/api/projects": {
      methods: ["GET"],
      auth: true,
      run: ({ auth }) =>
        Promise.resolve(json(200, { projects: storage.listProjects(auth.teamId) })),
    },
    "/api/insights": {
      methods: ["GET", "POST"],
      auth: true,
      run: async ({ request, url, auth }) => {
        if (request.method === "POST") {
          const body = pushBodySchema.safeParse(await readJson(request, maxBody));
          if (!body.success) throw new HttpError(400, `Invalid request: ${zodMessage(body.error)}`);
          return json(200, storage.pushInsights(auth, body.data, { now: now() }));
        }
        const query = listQuerySchema.safeParse(Object.fromEntries(url.searchParams));
        if (!query.success) throw new HttpError(400, `Invalid query: ${zodMessage(query.error)}`);
        const { project_id: projectId, since, after, limit } = query.data;
        const body = listingBody({
          storage,
          teamId: auth.teamId,
          query: { projectId, since, after, limit },
          maxBytes: maxPageBytes,
          log,
        });
        return new Response(body, { status: 200, headers: JSON_HEADERS });
      },
    },
  };

  async function authenticate(request: Request): Promise<Caller> {
    const header = request.headers.get("authorization") ?? "";
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
    if (!match) {
      throw new HttpError(401, "Missing team key: send Authorization: Bearer <key>", {
        "www-authenticate": 'Bearer realm="ctx"',
      });
    }
    const key = match[1]!;
    const hash = await hashKey(key);
    const candidates = looksLikeKey(key) ? storage.activeKeys(key.slice(0, KEY_LOOKUP_LENGTH)) : [];
    let found: Caller | undefined;
    // Compare against every candidate, without stopping early, in constant time each.
    for (const row of candidates) {
      if (constantTimeEqual(hash, row.hash)) found = { teamId: row.teamId, keyId: row.id };
    }
    if (!found) {
      throw new HttpError(401, "Invalid or revoked team key", {
        "www-authenticate": 'Bearer realm="ctx", error="invalid_token"',
      });
    }
    return found;
  }

  return async (request: Request): Promise<Response> => {
    try {
      const url = new URL(request.url);
      const route = routes[url.pathname];
      if (!route) throw new HttpError(404, `Not found: ${url.pathname.slice(0, 100)}`);
      if (!route.methods.includes(request.method)) {
        throw new HttpError(405, `Method ${request.method} not allowed on ${url.pathname}`, {
          allow: route.methods.join(", "),
        });
      }
      if (!route.auth) return await route.run({ request, url, auth: { teamId: "", keyId: 0 } });
      const auth = await authenticate(request);
      const decision = limiter?.take(`key:${auth.keyId}`);
      if (decision && !decision.allowed) {
        throw new HttpError(429, "Too many requests for this key: slow down", {
          "retry-after": String(decision.retryAfterSeconds),
        });
      }
      return await route.run({ request, url, auth });
    } catch (error) {
      if (error instanceof HttpError) {
        return json(error.status, { error: { message: error.message } }, error.headers);
      }
      if (error instanceof QuotaExceededError) {
        return json(403, { error: { message: error.message } });
      }
      // A bug or a database failure: log the details here, never send them.
      log(
        `team server error: ${
          error instanceof Error ? error.stack ?? error.message : String(error)
        }`,
      );
      return json(500, { error: { message: "Internal server error" } });
    }
  };
}

/** Read a JSON body of at most `max` bytes, trusting neither Content-Length nor the stream. */
async function readJson(request: Request, max: number): Promise<unknown> {
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

function tooLarge(max: number): HttpError {
  return new HttpError(413, `Request body too large: the limit is ${max} bytes`);
}

function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid value";
  const path = issue.path.length ? issue.path.join(".") : "body";
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : "";
  return `${path}: ${issue.message}${more}`;
}

const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
});

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}
