/**
 * `ctx mcp`'s stdio transport on Deno's streams (src/mcp/_stdio.ts): the SDK's framing (a message
 * per line, a final `\r` dropped, a bad line skipped) over chunks cut anywhere, the end of input
 * said apart from a close, the SDK's bound on an unended line, and whole messages written in order.
 */
import assert from "node:assert/strict";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { StdioTransport } from "../../src/mcp/_stdio.ts";

/** A stream that gives `chunks` one by one, then ends (or stays open). */
function input(chunks: Uint8Array[], end = true): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(chunks[i++]!);
      else if (end) controller.close();
    },
  });
}

interface Seen {
  messages: JSONRPCMessage[];
  errors: Error[];
  ended: number;
  closed: number;
}

function watch(transport: StdioTransport): { seen: Seen; settled: Promise<void> } {
  const seen: Seen = { messages: [], errors: [], ended: 0, closed: 0 };
  const settled = new Promise<void>((resolve) => {
    transport.onmessage = (m) => void seen.messages.push(m);
    transport.onerror = (e) => void seen.errors.push(e);
    transport.onend = () => {
      seen.ended++;
      resolve();
    };
    transport.onclose = () => {
      seen.closed++;
      resolve();
    };
  });
  return { seen, settled };
}

const bytes = (text: string) => new TextEncoder().encode(text);

Deno.test("StdioTransport reads one message per line, whatever the chunks, and says the end apart from a close", async () => {
  const ping = { jsonrpc: "2.0", id: 1, method: "ping" };
  const note = { jsonrpc: "2.0", method: "notifications/message", params: { data: "é ✓ 𝄞" } };
  const all = bytes(
    `${JSON.stringify(ping)}\r\n${JSON.stringify(note)}\n${JSON.stringify(ping)}\n`,
  );
  // Cut everywhere, through the multi-byte characters too.
  const chunks = [...all].map((_, i) => all.subarray(i, i + 1));
  const transport = new StdioTransport({ input: input(chunks) });
  const { seen, settled } = watch(transport);
  await transport.start();
  await settled;
  assert.deepEqual(seen.messages, [ping, note, ping]);
  assert.deepEqual(seen.errors, []);
  assert.equal(seen.ended, 1);
  assert.equal(seen.closed, 0, "the end of input is not a close: answers still go out");
});

Deno.test("StdioTransport reports a line that is not a message and goes on with the next", async () => {
  const ping = { jsonrpc: "2.0", id: 7, method: "ping" };
  const transport = new StdioTransport({
    input: input([bytes(`not json\n{"jsonrpc":"2.0","oops":1}\n${JSON.stringify(ping)}\n`)]),
  });
  const { seen, settled } = watch(transport);
  await transport.start();
  await settled;
  assert.equal(seen.errors.length, 2);
  assert.deepEqual(seen.messages, [ping]);
});

Deno.test("StdioTransport closes on a line longer than its bound, without reading on", async () => {
  const transport = new StdioTransport({
    input: input([bytes("x".repeat(60)), bytes("y".repeat(60)), bytes('\n{"jsonrpc":"2.0"}\n')]),
    maxBufferBytes: 100,
  });
  const { seen, settled } = watch(transport);
  await transport.start();
  await settled;
  assert.equal(seen.closed, 1);
  assert.equal(seen.ended, 0);
  assert.match(seen.errors[0]?.message ?? "", /exceeded maximum size of 100 bytes/);
  assert.deepEqual(seen.messages, []);
});

Deno.test("StdioTransport writes each message whole, in order, one line each, through short writes", async () => {
  const out: number[] = [];
  const transport = new StdioTransport({
    input: input([], false),
    // A pipe that takes at most 3 bytes per write.
    write: (chunk) => {
      const n = Math.min(3, chunk.length);
      out.push(...chunk.subarray(0, n));
      return Promise.resolve(n);
    },
  });
  await transport.start();
  const messages: JSONRPCMessage[] = [
    { jsonrpc: "2.0", id: 1, result: { text: "é".repeat(10) } },
    { jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: 1, progress: 1 } },
    { jsonrpc: "2.0", id: 2, result: {} },
  ];
  await Promise.all(messages.map((m) => transport.send(m)));
  const lines = new TextDecoder().decode(new Uint8Array(out)).split("\n");
  assert.equal(lines.pop(), "");
  assert.deepEqual(lines.map((l) => JSON.parse(l)), messages);
  let closed = 0;
  transport.onclose = () => void closed++;
  await transport.close();
  await transport.close();
  assert.equal(closed, 1);
});

Deno.test("StdioTransport: a failed write fails its send only", async () => {
  let calls = 0;
  const transport = new StdioTransport({
    input: input([], false),
    write: (chunk) => {
      calls++;
      return calls === 1 ? Promise.reject(new Error("broken pipe")) : Promise.resolve(chunk.length);
    },
  });
  await transport.start();
  await assert.rejects(transport.send({ jsonrpc: "2.0", id: 1, result: {} }), /broken pipe/);
  await transport.send({ jsonrpc: "2.0", id: 2, result: {} });
  await transport.close();
});
