/**
 * Slow, half-open and flooding clients against the team server. The real `ctx serve` (spawned)
 * keeps answering health checks while one address floods it with half-open connections, keeps
 * that address to its share and closes the rest at its header timeout. `serveTeam()` with short
 * limits (so the tests wait well under a second each) times out a trickled body (408), makes room
 * at its total cap by closing the oldest connection without a request, and cuts off a client
 * that stops reading its answer.
 */
import assert from "node:assert/strict";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { TeamStore } from "../../src/team/_storage.ts";
import { type ConnectionLimits, serveTeam } from "../../src/team/server.ts";
import { spawnCtx, tempDir } from "../_helpers.ts";

const encoder = new TextEncoder();
const HALF_OPEN = "GET /healthz HTTP/1.1\r\nHost: x\r\n";

/** A connection from `localAddress` (any 127.x address is this machine) that sent `text`. */
function open(port: number, localAddress: string, text = HALF_OPEN): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress }, () => {
      socket.write(text);
      resolve(socket);
    });
    socket.once("error", reject);
  });
}

/** Whether `socket` was closed by the server within `ms`. */
function closedWithin(socket: Socket, ms: number): Promise<boolean> {
  if (socket.destroyed || socket.readyState === "closed") return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(true);
    });
    // A reset arrives as an error, then close.
    socket.on("error", () => {});
    socket.resume();
  });
}

/** `GET path` on a fresh connection from `localAddress`; the status line, or "" if closed. */
async function statusLine(port: number, localAddress: string, path: string): Promise<string> {
  const socket = await open(port, localAddress, `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  return await new Promise((resolve) => {
    let text = "";
    const timer = setTimeout(() => finish(), 5_000);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(text.split("\r\n")[0] ?? "");
    };
    socket.on("data", (chunk: Uint8Array) => {
      text += new TextDecoder().decode(chunk);
      if (text.includes("\r\n\r\n")) finish();
    });
    socket.on("error", () => {});
    socket.once("close", finish);
  });
}

/** Everything sent until the server closes the connection, or `undefined` after `ms`. */
async function untilClosed(conn: Deno.Conn, ms: number): Promise<string | undefined> {
  const buf = new Uint8Array(65536);
  let text = "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((r) => timer = setTimeout(() => r("timeout"), ms));
  try {
    for (;;) {
      const n = await Promise.race([conn.read(buf).catch(() => null), timeout]);
      if (n === "timeout") return undefined;
      if (n === null) return text;
      text += new TextDecoder().decode(buf.subarray(0, n));
    }
  } finally {
    clearTimeout(timer);
  }
}

/** `serveTeam()` on a free port of 127.0.0.1 with `limits`, its storage holding one team. */
async function startServer(limits: Partial<ConnectionLimits>) {
  const storage = await TeamStore.open(":memory:");
  const { key } = await storage.createTeam("acme");
  const server = await serveTeam({ port: 0, hostname: "127.0.0.1", storage, ...limits });
  return { storage, key, server };
}

/** The port `ctx serve` says it listens on. */
async function listeningPort(child: Deno.ChildProcess) {
  const lines = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  for (;;) {
    const { value, done } = await lines.read();
    if (done) throw new Error(`ctx serve did not start: ${text}`);
    text += value;
    const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(text);
    if (match) return { port: Number(match[1]), lines };
  }
}

Deno.test("ctx serve answers /healthz while one address floods it, keeps that address to 128 connections and closes the rest at its header timeout", async () => {
  await using dir = await tempDir();
  const child = spawnCtx(["serve", "--port", "0", "--db", join(dir.path, "team.sqlite")], {
    env: { HOME: dir.path, CTX_HOME: join(dir.path, "ctx-home") },
  });
  const { port, lines } = await listeningPort(child);
  const flood: Socket[] = [];
  try {
    // More half-open connections than the server's whole cap (512), all from one address.
    for (let i = 0; i < 600; i++) flood.push(await open(port, "127.0.0.2"));
    // Another address is answered, and so is the flooding one: the new connection takes the
    // place of its oldest half-open one.
    assert.equal(await statusLine(port, "127.0.0.1", "/healthz"), "HTTP/1.1 200 OK");
    assert.equal(await statusLine(port, "127.0.0.2", "/healthz"), "HTTP/1.1 200 OK");
    const closedAtOnce = await Promise.all(flood.map((s) => closedWithin(s, 500)));
    const stillOpen = closedAtOnce.filter((closed) => !closed).length;
    assert.ok(stillOpen <= 128, `${stillOpen} connections of one address still open`);
    // The default header timeout is 5 s: the remaining ones are closed soon after.
    const closedLater = await Promise.all(flood.map((s) => closedWithin(s, 8_000)));
    assert.equal(closedLater.filter((closed) => !closed).length, 0, "connections left open");
  } finally {
    for (const socket of flood) socket.destroy();
    child.kill("SIGTERM");
    await child.status;
    lines.releaseLock();
    await child.stderr.cancel().catch(() => {});
    await child.stdout.cancel();
  }
});

Deno.test("serveTeam() answers 408 to a trickled body, and at its cap replaces the oldest connection without a request", async () => {
  const { storage, key, server } = await startServer({
    headersTimeoutMs: 400,
    requestTimeoutMs: 800,
    maxConnections: 6,
    maxConnectionsPerAddress: 4,
  });
  const sockets: Socket[] = [];
  try {
    const slow = await Deno.connect({ hostname: "127.0.0.1", port: server.port });
    await slow.write(
      encoder.encode(
        `POST /api/insights HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n` +
          "Content-Length: 1000\r\n\r\n{",
      ),
    );
    const drip = setInterval(() => slow.write(encoder.encode(" ")).catch(() => {}), 100);
    const answer = await untilClosed(slow, 5_000);
    clearInterval(drip);
    assert.match(answer ?? "still open", /^HTTP\/1\.1 408 Request Timeout/);

    // Six half-open connections from two addresses fill the server.
    for (const n of [2, 2, 2, 3, 3, 3]) sockets.push(await open(server.port, `127.0.0.${n}`));
    // A seventh, from a third address, is answered: the oldest half-open one made room.
    assert.equal(await statusLine(server.port, "127.0.0.4", "/healthz"), "HTTP/1.1 200 OK");
    assert.equal(await closedWithin(sockets[0]!, 300), true, "the oldest was not closed");
    assert.equal(await closedWithin(sockets[1]!, 100), false, "a newer one was closed");
  } finally {
    for (const socket of sockets) socket.destroy();
    await server.shutdown();
    await storage.close();
  }
});

Deno.test("serveTeam() at its cap never closes a request in progress: a newcomer is refused", async () => {
  const { storage, key, server } = await startServer({
    maxConnections: 4,
    maxConnectionsPerAddress: 2,
  });
  const busy: Socket[] = [];
  try {
    // Four pushes whose bodies have not arrived yet: each is a request in progress.
    const push = `POST /api/insights HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n` +
      "Content-Length: 100\r\n\r\n{";
    for (const n of [2, 2, 3, 3]) busy.push(await open(server.port, `127.0.0.${n}`, push));
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(await statusLine(server.port, "127.0.0.4", "/healthz"), "");
    assert.equal(await statusLine(server.port, "127.0.0.2", "/healthz"), "");
    assert.deepEqual(await Promise.all(busy.map((s) => closedWithin(s, 50))), [
      false,
      false,
      false,
      false,
    ]);
    // Once one ends, there is room again.
    busy[0]!.destroy();
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(await statusLine(server.port, "127.0.0.4", "/healthz"), "HTTP/1.1 200 OK");
  } finally {
    for (const socket of busy) socket.destroy();
    await server.shutdown();
    await storage.close();
  }
});

Deno.test("serveTeam() closes the connection of a client that stops reading its answer", async () => {
  const storage = await TeamStore.open(":memory:");
  const { key, keyId, team } = await storage.createTeam("acme");
  // About 18 MB of insights (CJK text is 3 bytes a character), more than socket buffers hold.
  for (let batch = 0; batch < 3; batch++) {
    await storage.pushInsights({ teamId: team.id, keyId }, {
      project_id: "big",
      insights: Array.from({ length: 500 }, (_, i) => ({
        type: "note" as const,
        title: `Insight ${batch}-${i}`,
        summary: `${batch}-${i} ${"漢".repeat(3990)}`,
        tags: [],
      })),
    }, { now: new Date() });
  }
  const server = await serveTeam({
    port: 0,
    hostname: "127.0.0.1",
    storage,
    rateLimit: null,
    writeTimeoutMs: 300,
    // One page of everything, so the answer cannot fit in the socket buffers.
    maxPageBytes: 64 * 1024 * 1024,
  });
  try {
    const conn = await Deno.connect({ hostname: "127.0.0.1", port: server.port });
    await conn.write(
      encoder.encode(
        `GET /api/insights?project_id=big&limit=1000 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n\r\n`,
      ),
    );
    const head = new Uint8Array(1000);
    assert.ok(await conn.read(head));
    assert.match(new TextDecoder().decode(head), /^HTTP\/1\.1 200 OK/);
    // The client stops reading; the server gives up on it after its write timeout.
    await new Promise((r) => setTimeout(r, 1_000));
    const rest = await untilClosed(conn, 3_000);
    conn.close();
    assert.notEqual(rest, undefined, "the connection is still open");
    assert.doesNotMatch(rest!, /"next_cursor"/, "the whole answer was delivered");
  } finally {
    await server.shutdown();
    await storage.close();
  }
});
