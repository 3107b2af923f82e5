/**
 * The bridge between Node's HTTP server (`node:http`, which bounds slow senders) and the
 * fetch-style handler: a Node request becomes a `Request` whose body is read with backpressure,
 * and a `Response` is written back as the client takes it. A body the handler left unread is
 * read and dropped before the connection closes, so the client sees the answer.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TeamHandler } from "./_handler.ts";

/**
 * A request body the handler left unread (refused as too large, or before reading it) is read
 * and dropped, up to this much, before the connection closes: a client that writes its whole
 * body before reading (curl, Python's urllib) would otherwise hit a closed socket and never see
 * the answer.
 */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/**
 * Hand one Node request to the fetch-style handler and write its answer back: a body known at
 * once goes out with its Content-Length, a streamed one (a listing) chunk by chunk, each chunk
 * read only once the client has taken the one before. A client that takes nothing for
 * `writeTimeoutMs` has its connection closed.
 */
export async function respond(
  handler: TeamHandler,
  req: IncomingMessage,
  res: ServerResponse,
  { writeTimeoutMs, address }: { writeTimeoutMs: number; address: string | undefined },
): Promise<void> {
  let response: Response;
  try {
    response = await handler(toRequest(req), address ? { address } : {});
  } catch {
    // Only a request Deno's fetch types refuse (a method such as CONNECT) gets here.
    response = Response.json({ error: { message: "Bad request" } }, { status: 400 });
  }
  const reader = response.body?.getReader();
  try {
    if (res.destroyed || res.writableEnded) return;
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => headers[name] = value);
    const first = await reader?.read();
    const second = first && !first.done ? await reader!.read() : first;
    if (!second || second.done) {
      const body = first?.value ?? new Uint8Array(0);
      headers["content-length"] = String(body.byteLength);
      if (!req.complete) {
        // Answer now (a client reading early stops sending), close once the body is read.
        headers.connection = "close";
        res.writeHead(response.status, headers);
        res.write(body);
        await drain(req);
        res.end();
        await settled(res, "finish", writeTimeoutMs);
        return;
      }
      res.writeHead(response.status, headers);
      res.end(body);
    } else {
      // Chunked: the length is known only at the end.
      res.writeHead(response.status, headers);
      await send(res, first!.value!, writeTimeoutMs);
      await send(res, second.value, writeTimeoutMs);
      for (let next = await reader!.read(); !next.done; next = await reader!.read()) {
        await send(res, next.value, writeTimeoutMs);
      }
      res.end();
    }
    await settled(res, "finish", writeTimeoutMs);
  } catch (error) {
    res.destroy();
    throw error;
  } finally {
    reader?.cancel().catch(() => {});
  }
}

/**
 * Read and drop what is left of a request body, up to `MAX_DRAINED_BYTES` (then the connection
 * is cut). The request timeout still bounds how long this takes.
 */
function drain(req: IncomingMessage): Promise<void> {
  if (req.complete) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let bytes = 0;
    const finish = () => {
      req.off("data", count);
      resolve();
    };
    const count = (chunk: Uint8Array) => {
      bytes += chunk.byteLength;
      if (bytes > MAX_DRAINED_BYTES) {
        req.socket.destroy();
        finish();
      }
    };
    // The handler's body stream stopped listening: what follows is dropped, not buffered.
    req.removeAllListeners("data");
    req.on("data", count);
    req.once("end", finish);
    req.once("close", finish);
    req.once("error", finish);
    req.resume();
  });
}

/** Write one chunk; when the client is not taking them, wait until it does, or cut it off. */
async function send(res: ServerResponse, chunk: Uint8Array, timeoutMs: number): Promise<void> {
  if (res.destroyed) throw new Error("The connection was closed");
  if (!res.write(chunk)) await settled(res, "drain", timeoutMs);
}

/** Wait for `event` on the answer; a close or `timeoutMs` without it fails. */
function settled(res: ServerResponse, event: "drain" | "finish", timeoutMs: number): Promise<void> {
  if (event === "finish" && res.writableFinished) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => end(new Error("The client stopped reading")), timeoutMs);
    const end = (error?: Error) => {
      clearTimeout(timer);
      res.off(event, onEvent);
      res.off("close", onClose);
      if (error) reject(error);
      else resolve();
    };
    const onEvent = () => end();
    const onClose = () => end(new Error("The connection was closed"));
    res.on(event, onEvent);
    res.on("close", onClose);
  });
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
