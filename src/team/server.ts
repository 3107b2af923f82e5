/**
 * The team server on a socket: `serveTeam()` is the only function that opens one. It puts the
 * request handler (`createHandler`, testable without a socket) behind Node's HTTP/1.1 server,
 * which Deno provides as `node:http`, because that server bounds slow senders: a request's
 * headers must arrive within `headersTimeoutMs`, the whole request within `requestTimeoutMs`
 * (else 408 and the connection is closed), and idle keep-alive connections close after
 * `keepAliveTimeoutMs`. On top of it: connections are capped in all and per address, a new one
 * over a cap replacing the oldest without a request in progress (`_connections.ts`); answers are
 * written as the client takes them, and a client that takes nothing for `writeTimeoutMs` is cut
 * off. `Deno.serve` has none of these bounds: a client that never finishes its headers holds its
 * connection forever.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { clientAddress, ConnectionTable } from "./_connections.ts";
import { createHandler, type HandlerDeps } from "./_handler.ts";
import { JSON_HEADERS, tooLarge } from "./_http.ts";
import { respond } from "./_respond.ts";
import { LIMITS } from "./_protocol.ts";
import type { TeamStorage } from "./_storage_types.ts";

export { createHandler, type HandlerDeps, type TeamHandler } from "./_handler.ts";

/** Bounds on clients; defaults of `serveTeam`. */
export interface ConnectionLimits {
  /** Time to receive a request's headers, from its first byte (ms). */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included (ms). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (ms). */
  keepAliveTimeoutMs: number;
  /** Longest wait for a client to take more of an answer; then the connection is closed (ms). */
  writeTimeoutMs: number;
  /** Open connections at most (see `_connections.ts` for what happens at the cap). */
  maxConnections: number;
  /** Open connections from one IPv4 address or IPv6 /64 network at most. */
  maxConnectionsPerAddress: number;
}

/**
 * A 1 MB push takes a few seconds on a slow link; one address may hold a quarter of the
 * connections (a team behind one NAT, or a reverse proxy, needs several at once).
 */
export const DEFAULT_CONNECTION_LIMITS: Readonly<ConnectionLimits> = Object.freeze({
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  writeTimeoutMs: 10_000,
  maxConnections: 512,
  maxConnectionsPerAddress: 128,
});

export interface ServeTeamOptions extends Omit<HandlerDeps, "storage">, Partial<ConnectionLimits> {
  /**
   * The storage, or how to open it: called once the port is bound, so a start that fails (a
   * taken port) creates no database.
   */
  storage: TeamStorage | (() => TeamStorage | Promise<TeamStorage>);
  /**
   * Addresses of reverse proxies (load balancers) whose `X-Forwarded-For` is believed: the
   * client's address (for the failed-authentication limit and the audit log) is then the last
   * address of that header not itself a trusted proxy.
   */
  trustedProxies?: readonly string[];
  /**
   * Called with one line per request once its answer is done (see `requestLogLine`): method,
   * path without query values, status, duration. Never the key, a header or a body.
   */
  requestLog?: (line: string) => void;
  /** 0 picks a free port (tests). */
  port: number;
  hostname: string;
  signal?: AbortSignal;
}

export interface RunningTeamServer {
  /** `http://host:port` the server listens on. */
  url: string;
  port: number;
  /** The storage in use (opened by `serveTeam` when given as a function). */
  storage: TeamStorage;
  /** Resolves when the server has stopped. */
  finished: Promise<void>;
  /** Stop accepting, let requests in flight finish, close every connection. */
  shutdown(): Promise<void>;
}

/** Requests in flight get this long to finish once the server is stopping. */
const SHUTDOWN_GRACE_MS = 5_000;

/** Listen on `hostname:port` and serve the team API until `signal` aborts or `shutdown()`. */
export async function serveTeam(options: ServeTeamOptions): Promise<RunningTeamServer> {
  const { port, hostname, signal, storage: given, requestLog, trustedProxies, ...rest } = options;
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...definedOnly(rest) };
  const table = new ConnectionTable(limits);
  const server = createServer({
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // How often the timeouts above are checked; Node's default (30 s) would let them slip.
    connectionsCheckingInterval: Math.max(100, Math.min(1_000, limits.headersTimeoutMs / 4)),
  });
  server.on("connection", (socket) => table.admit(socket));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });
  let storage: TeamStorage;
  try {
    storage = typeof given === "function" ? await given() : given;
  } catch (error) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    throw error;
  }
  // Attached before any request can be read: the listen callback's turn has not ended yet.
  const handler = createHandler({ ...rest, storage });
  const now = rest.now ?? (() => new Date());
  const maxBody = rest.maxBodyBytes ?? LIMITS.maxBodyBytes;
  // `Expect: 100-continue`: a body declared too large is refused before the client sends it.
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    const length = Number(req.headers["content-length"]);
    if (Number.isFinite(length) && length > maxBody) {
      res.shouldKeepAlive = false;
      res.writeHead(413, { ...JSON_HEADERS, connection: "close" });
      res.end(JSON.stringify({ error: { message: tooLarge(maxBody).message } }));
      return;
    }
    res.writeContinue();
    server.emit("request", req, res);
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const done = table.requestStarted(req.socket);
    res.once("close", done);
    if (requestLog) {
      const started = performance.now();
      res.once("close", () =>
        requestLog(requestLogLine({
          at: now(),
          method: req.method ?? "",
          url: req.url ?? "",
          status: res.statusCode,
          ms: performance.now() - started,
          finished: res.writableFinished,
        })));
    }
    // A failure while answering (the client left mid-write) ends that connection, not the server.
    const address = clientAddress(req.socket.remoteAddress, req.headers, trustedProxies ?? []);
    respond(handler, req, res, { writeTimeoutMs: limits.writeTimeoutMs, address })
      .catch(() => res.destroy()).finally(done);
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
  return { url: `http://${host}:${addr.port}`, port: addr.port, storage, finished, shutdown };
}

/** One request, as `ctx serve` logs it. */
export interface RequestLogEntry {
  at: Date;
  method: string;
  /** The request target as the client sent it (path and query). */
  url: string;
  status: number;
  ms: number;
  /** False when the connection closed before the whole answer was sent. */
  finished: boolean;
}

/**
 * `2026-03-05T09:00:00.000Z GET /api/insights?project_id=…&after=… 200 12 ms`: the path, and of
 * the query only its parameter names (values may be project ids the admin need not see in a
 * log). Whatever looks like a team key is cut out, the line is bounded, and anything that is not
 * printable ASCII is dropped (the client chose these bytes).
 */
export function requestLogLine(entry: RequestLogEntry): string {
  let path = "?";
  let names: string[] = [];
  try {
    const url = new URL(entry.url, "http://team-server.invalid");
    path = url.pathname;
    names = [...new Set(url.searchParams.keys())];
  } catch {
    // Not a path: logged as "?".
  }
  const plain = (text: string, max: number) =>
    text.replace(/[^\x21-\x7e]/g, "").replace(/ctxt_[0-9A-Za-z]*/g, "ctxt_…").slice(0, max);
  const query = names.length
    ? `?${names.slice(0, 10).map((name) => `${plain(name, 40)}=…`).join("&")}`
    : "";
  const ms = Math.max(0, Math.round(entry.ms));
  const cut = entry.finished ? "" : " (connection closed before the answer was sent)";
  return `${entry.at.toISOString()} ${plain(entry.method, 20)} ${plain(path, 200)}${query} ` +
    `${entry.status} ${ms} ms${cut}`;
}

function definedOnly(values: Partial<ConnectionLimits>): Partial<ConnectionLimits> {
  const out: Partial<ConnectionLimits> = {};
  for (const key of Object.keys(DEFAULT_CONNECTION_LIMITS) as Array<keyof ConnectionLimits>) {
    if (values[key] !== undefined) out[key] = values[key];
  }
  return out;
}
