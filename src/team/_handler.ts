/**
 * The team server's request handler: `createHandler(deps)` maps a `Request` to a `Response`
 * (testable without a socket; `serveTeam()` in `server.ts` puts it on one). JSON everywhere,
 * `Authorization: Bearer <team key>` on every `/api` call, errors as `{error: {message}}`. The
 * routes themselves are in `_routes.ts`.
 */
import { addressGroup } from "./_connections.ts";
import { constantTimeEqual, hashKey, KEY_LOOKUP_LENGTH, looksLikeKey } from "./_keys.ts";
import { LIMITS } from "./_protocol.ts";
import {
  DEFAULT_AUTH_FAILURE_LIMIT,
  DEFAULT_RATE_LIMIT,
  RateLimiter,
  type RateLimitOptions,
} from "./_ratelimit.ts";
import { HttpError, json, type Route } from "./_http.ts";
import { apiRoutes } from "./_routes.ts";
import { type Caller, keyState, QuotaExceededError, type TeamStorage } from "./_storage_types.ts";

export interface HandlerDeps {
  storage: TeamStorage;
  /** Clock for `created_at`, key expiry and the audit log (tests pin it). */
  now?: () => Date;
  /** Per-key token bucket; `null` turns rate limiting off (load tests). */
  rateLimit?: RateLimitOptions | null;
  /** Failed authentications per address; `null` turns the limit off. */
  authFailureLimit?: RateLimitOptions | null;
  /** Clock of the rate limiters, in milliseconds (tests drive it). */
  nowMs?: () => number;
  /** Largest accepted request body; default 1 MB. */
  maxBodyBytes?: number;
  /** A listing page stops growing once its JSON reaches this many bytes; default 1 MB. */
  maxPageBytes?: number;
  /** Where server-side errors are logged (never sent to the client). Default: nowhere. */
  log?: (line: string) => void;
}

/** What the socket knows about a request: the client's address (after trusted proxies). */
export interface RequestInfo {
  address?: string;
}

export type TeamHandler = (request: Request, info?: RequestInfo) => Promise<Response>;

/**
 * Build the request handler of the team server.
 *
 * @example
 * const storage = await TeamStore.open(":memory:");
 * const handler = createHandler({ storage });
 * const res = await handler(new Request("http://x/healthz")); // 200 {"ok":true}
 */
export function createHandler(deps: HandlerDeps): TeamHandler {
  const now = deps.now ?? (() => new Date());
  const limiter = deps.rateLimit === null
    ? undefined
    : new RateLimiter(deps.rateLimit ?? DEFAULT_RATE_LIMIT, deps.nowMs);
  const failures = deps.authFailureLimit === null
    ? undefined
    : new RateLimiter(deps.authFailureLimit ?? DEFAULT_AUTH_FAILURE_LIMIT, deps.nowMs);
  const log = deps.log ?? (() => {});
  const { storage } = deps;
  const routes: Record<string, Route> = {
    "/healthz": {
      methods: ["GET"],
      auth: false,
      run: () => Promise.resolve(json(200, { ok: true })),
    },
    ...apiRoutes({
      storage,
      now,
      log,
      maxBodyBytes: deps.maxBodyBytes ?? LIMITS.maxBodyBytes,
      maxPageBytes: deps.maxPageBytes ?? LIMITS.maxPageBytes,
    }),
  };

  /** Check the key; a failure counts against the address, which is refused once over. */
  async function admit(request: Request, address: string | undefined): Promise<Caller> {
    const where = `address:${addressGroup(address)}`;
    const blocked = failures?.peek(where);
    if (blocked && !blocked.allowed) {
      throw new HttpError(429, "Too many failed authentications from this address: wait", {
        "retry-after": String(blocked.retryAfterSeconds),
      });
    }
    try {
      return await authenticate(request, { storage, now, address });
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) failures?.take(where);
      throw error;
    }
  }

  return async (request: Request, info: RequestInfo = {}): Promise<Response> => {
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
      const auth = await admit(request, info.address);
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

/**
 * The caller a request's bearer key names: a 401 for a missing, unknown, revoked or expired key
 * (each candidate compared in constant time).
 */
async function authenticate(
  request: Request,
  context: { storage: HandlerDeps["storage"]; now: () => Date; address: string | undefined },
): Promise<Caller> {
  const { storage, address } = context;
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  if (!match) {
    throw new HttpError(401, "Missing team key: send Authorization: Bearer <key>", {
      "www-authenticate": 'Bearer realm="ctx"',
    });
  }
  const key = match[1]!;
  const hash = await hashKey(key);
  const candidates = looksLikeKey(key)
    ? await storage.keysByLookup(key.slice(0, KEY_LOOKUP_LENGTH))
    : [];
  let found: (typeof candidates)[number] | undefined;
  // Compare against every candidate, without stopping early, in constant time each.
  for (const row of candidates) {
    if (constantTimeEqual(hash, row.hash)) found = row;
  }
  const state = found ? keyState(found, context.now()) : "revoked";
  if (found && state === "expired") {
    // Only the holder of the key gets here: saying why helps, and tells a guesser nothing.
    throw new HttpError(401, `This team key expired at ${found.expiresAt}`, {
      "www-authenticate": 'Bearer realm="ctx", error="invalid_token"',
    });
  }
  if (!found || state !== "active") {
    throw new HttpError(401, "Invalid or revoked team key", {
      "www-authenticate": 'Bearer realm="ctx", error="invalid_token"',
    });
  }
  return { teamId: found.teamId, keyId: found.id, ...(address ? { address } : {}) };
}
