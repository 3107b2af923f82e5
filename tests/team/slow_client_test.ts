/**
 * Slow and half-open clients against the team server: the real `ctx serve` (spawned) keeps
 * answering health checks under 250 half-open connections and closes them at its header
 * timeout; `serveTeam()` with short limits times out a trickled body (408) and refuses
 * connections beyond its cap.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { SqliteTeamStorage } from "../../src/team/_storage.ts";
import { serveTeam } from "../../src/team/server.ts";
import { spawnCtx, tempDir } from "../_helpers.ts";

const encoder = new TextEncoder();

/** A connection that sends the start of a request and then nothing. */
async function halfOpen(port: number): Promise<Deno.TcpConn> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  await conn.write(encoder.encode("GET /healthz HTTP/1.1\r\nHost: x\r\n"));
  return conn;
}

/** Everything the server sends until it closes the connection, or `undefined` after `ms`. */
async function untilClosed(conn: Deno.Conn, ms: number): Promise<string | undefined> {
  const buf = new Uint8Array(4096);
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

function closeAll(conns: Deno.Conn[]): void {
  for (const conn of conns) {
    try {
      conn.close();
    } catch {
      // Already closed by the server.
    }
  }
}

Deno.test("ctx serve answers /healthz under 250 half-open connections and closes them at its header timeout", async () => {
  await using dir = await tempDir();
  const child = spawnCtx(["serve", "--port", "0", "--db", join(dir.path, "team.sqlite")], {
    env: { HOME: dir.path, CTX_HOME: join(dir.path, "ctx-home") },
  });
  const lines = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  let port: number | undefined;
  while (port === undefined) {
    const { value, done } = await lines.read();
    if (done) break;
    text += value;
    const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(text);
    if (match) port = Number(match[1]);
  }
  assert.ok(port, text);
  const conns: Deno.TcpConn[] = [];
  try {
    for (let i = 0; i < 250; i++) conns.push(await halfOpen(port));
    const health = await fetch(`http://127.0.0.1:${port}/healthz`, {
      signal: AbortSignal.timeout(5_000),
    });
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { ok: true });
    // The default header timeout is 10 s: every half-open connection is closed soon after.
    const ends = await Promise.all(conns.map((conn) => untilClosed(conn, 30_000)));
    assert.equal(ends.filter((end) => end === undefined).length, 0, "connections left open");
    assert.match(ends[0]!, /^(HTTP\/1\.1 408 Request Timeout|)/);
  } finally {
    closeAll(conns);
    child.kill("SIGTERM");
    await child.status;
    lines.releaseLock();
    await child.stderr.cancel().catch(() => {});
    await child.stdout.cancel();
  }
});

Deno.test("serveTeam() answers 408 to a body that trickles past the request timeout, and caps connections", async () => {
  const storage = SqliteTeamStorage.open(":memory:");
  const { key } = await storage.createTeam("acme");
  const server = await serveTeam({
    port: 0,
    hostname: "127.0.0.1",
    storage,
    headersTimeoutMs: 400,
    requestTimeoutMs: 800,
    maxConnections: 8,
  });
  const conns: Deno.TcpConn[] = [];
  try {
    const slow = await Deno.connect({ hostname: "127.0.0.1", port: server.port });
    conns.push(slow);
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

    // Half-open connections up to the cap; one more is closed at once, unanswered.
    for (let i = 0; i < 8; i++) conns.push(await halfOpen(server.port));
    await new Promise((r) => setTimeout(r, 50));
    const extra = await Deno.connect({ hostname: "127.0.0.1", port: server.port });
    conns.push(extra);
    await extra.write(encoder.encode("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")).catch(() => {});
    assert.equal(await untilClosed(extra, 300), "");
    // Once the header timeout frees them, the server answers again.
    await new Promise((r) => setTimeout(r, 1_500));
    const health = await fetch(`${server.url}/healthz`);
    assert.equal(health.status, 200);
    await health.body?.cancel();
  } finally {
    closeAll(conns);
    await server.shutdown();
    storage.close();
  }
});
