/**
 * The team server on a socket: `serveTeam()` is the only function that opens one. It puts the
 * request handler (`createHandler`, testable without a socket) behind Node's HTTP/1.1 server,
 * which Deno provides as `node:http`, because that server bounds slow clients: a request's
 * headers must arrive within `headersTimeoutMs`, the whole request within `requestTimeoutMs`
 * (else 408 and the connection is closed), idle keep-alive connections close after
 * `keepAliveTimeoutMs`, and at most `maxConnections` are open at once (more are closed at once).
 * `Deno.serve` has none of these bounds: a client that never finishes its headers holds its
 * connection forever.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createHandler, type HandlerDeps } from "./_handler.ts";

export { createHandler, type HandlerDeps } from "./_handler.ts";

/** Bounds on clients; defaults of `serveTeam`. */
export interface ConnectionLimits {
  /** Time to receive a request's headers, from its first byte (ms). */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included (ms). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (ms). */
  keepAliveTimeoutMs: number;
  /** Open connections at most; a connection beyond it is closed at once. */
  maxConnections: number;
}

/** A 1 MB push takes a few seconds on a slow link; a health check needs a few connections. */
export const DEFAULT_CONNECTION_LIMITS: Readonly<ConnectionLimits> = Object.freeze({
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 512,
});

export interface ServeTeamOptions extends HandlerDeps, Partial<ConnectionLimits> {
  /** 0 picks a free port (tests). */
  port: number;
  hostname: string;
  signal?: AbortSignal;
}

export interface RunningTeamServer {
  /** `http://host:port` the server listens on. */
  url: string;
  port: number;
  /** Resolves when the server has stopped. */
  finished: Promise<void>;
  /** Stop accepting, let requests in flight finish, close every connection. */
  shutdown(): Promise<void>;
}

/** Requests in flight get this long to finish once the server is stopping. */
const SHUTDOWN_GRACE_MS = 5_000;

/** Listen on `hostname:port` and serve the team API until `signal` aborts or `shutdown()`. */
export async function serveTeam(options: ServeTeamOptions): Promise<RunningTeamServer> {
  const { port, hostname, signal, ...rest } = options;
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...definedOnly(rest) };
  const handler = createHandler(rest);
  const server = createServer({
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // How often the timeouts above are checked; Node's default (30 s) would let them slip.
    connectionsCheckingInterval: Math.max(100, Math.min(1_000, limits.headersTimeoutMs / 4)),
  }, (req, res) => {
    // A failure while answering (the client left mid-write) ends that connection, not the server.
    respond(handler, req, res).catch(() => res.destroy());
  });
  server.maxConnections = limits.maxConnections;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const finished = new Promise<void>((resolve) => server.once("close", () => resolve()));
  let stopping: Promise<void> | undefined;
  const shutdown = () => {
    stopping ??= (async () => {
      server.close();
      server.closeIdleConnections();
      // Half-open connections would hold `close` until their header timeout: cut them after a
      // grace period that lets real requests finish.
      const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await finished;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    })();
    return stopping;
  };
  const onAbort = () => void shutdown();
  if (signal?.aborted) onAbort();
  else signal?.addEventListener("abort", onAbort, { once: true });
  const addr = server.address() as AddressInfo;
  const host = addr.address.includes(":") ? `[${addr.address}]` : addr.address;
  return { url: `http://${host}:${addr.port}`, port: addr.port, finished, shutdown };
}

/** Hand one Node request to the fetch-style handler and write its answer back. */
async function respond(
  handler: (request: Request) => Promise<Response>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let response: Response;
  try {
    response = await handler(toRequest(req));
  } catch {
    // Only a request Deno's fetch types refuse (a method such as CONNECT) gets here.
    response = Response.json({ error: { message: "Bad request" } }, { status: 400 });
  }
  const body = new Uint8Array(await response.arrayBuffer());
  if (res.destroyed || res.writableEnded) return;
  // A body left unread (refused as too large) must not be parsed as the next request.
  if (!req.complete) res.shouldKeepAlive = false;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => headers[name] = value);
  headers["content-length"] = String(body.byteLength);
  res.writeHead(response.status, headers);
  res.end(body);
}

function toRequest(req: IncomingMessage): Request {
  const method = req.method ?? "GET";
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  const hasBody = method !== "GET" && method !== "HEAD";
  // Only the path and query are used; the Host header is the client's word, not ours.
  return new Request(new URL(req.url ?? "/", "http://team-server.invalid"), {
    method,
    headers,
    body: hasBody ? bodyStream(req) : undefined,
    // @ts-ignore: `duplex` is required by fetch for a streamed body, missing from some typings.
    duplex: "half",
  });
}

/**
 * The request body as a web stream, with backpressure. Once the handler stops reading (a body
 * over the limit), the rest is ignored and the connection is closed after the answer.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let settled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Uint8Array) => {
        if (settled) return;
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on("end", () => {
        if (!settled) controller.close();
        settled = true;
      });
      const fail = () => {
        if (!settled) controller.error(new Error("The request body was cut off"));
        settled = true;
      };
      req.on("error", fail);
      req.on("close", fail);
    },
    pull() {
      req.resume();
    },
    cancel() {
      settled = true;
      req.pause();
    },
  }, { highWaterMark: 4 });
}

function definedOnly(values: Partial<ConnectionLimits>): Partial<ConnectionLimits> {
  const out: Partial<ConnectionLimits> = {};
  for (const key of Object.keys(DEFAULT_CONNECTION_LIMITS) as Array<keyof ConnectionLimits>) {
    if (values[key] !== undefined) out[key] = values[key];
  }
  return out;
}
