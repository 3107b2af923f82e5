/** `InFlightTransport`'s book of requests received and not answered (what a closing server waits for). */
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/shared/transport"
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { InFlightTransport } from "../../src/mcp/_in_flight.ts";

/** An inner transport in memory: `deliver` is a message from the client; `sent` what went out. */
function memoryTransport(options: { failSend?: boolean } = {}) {
  const sent: JSONRPCMessage[] = [];
  const inner: Transport & { deliver(message: JSONRPCMessage): void } = {
    start: () => Promise.resolve(),
    close: () => Promise.resolve(),
    send(message) {
      if (options.failSend) return Promise.reject(new Error("EPIPE: the client is gone"));
      sent.push(message);
      return Promise.resolve();
    },
    deliver(message) {
      inner.onmessage?.(message);
    },
  };
  return { inner, sent };
}

const request = (id: number, method = "tools/call"): JSONRPCMessage => ({
  jsonrpc: "2.0",
  id,
  method,
  params: {},
});
const answer = (id: number): JSONRPCMessage => ({ jsonrpc: "2.0", id, result: {} });

/** Whether `promise` has settled once pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => done = true);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

Deno.test("InFlightTransport counts requests until they are answered, and idle() waits for the last", async () => {
  const { inner, sent } = memoryTransport();
  const transport = new InFlightTransport(inner);
  const seen: JSONRPCMessage[] = [];
  transport.onmessage = (message) => void seen.push(message);
  assert.equal(await settled(transport.idle(60_000)), true, "nothing asked: idle at once");

  inner.deliver(request(1, "initialize"));
  inner.deliver({ jsonrpc: "2.0", method: "notifications/initialized" });
  inner.deliver(request(2));
  assert.equal(seen.length, 3, "every message reaches the server");
  assert.equal(transport.pending, 2);
  const idle = transport.idle(60_000);
  await transport.send(answer(1));
  // What the server sends on its own (a log notification, a request to the client) is no answer.
  await transport.send({ jsonrpc: "2.0", method: "notifications/message", params: {} });
  await transport.send(request(7, "roots/list"));
  assert.equal(await settled(idle), false, "request 2 is still being answered");
  await transport.send({ jsonrpc: "2.0", id: 2, error: { code: -32603, message: "failed" } });
  assert.equal(await settled(idle), true);
  assert.equal(sent.length, 4);
});

Deno.test("InFlightTransport does not wait for a request the client cancelled, or an answer that cannot be written", async () => {
  const { inner } = memoryTransport({ failSend: true });
  const transport = new InFlightTransport(inner);
  inner.deliver(request(1));
  inner.deliver(request(2));
  const idle = transport.idle(60_000);
  inner.deliver({
    jsonrpc: "2.0",
    method: "notifications/cancelled",
    params: { requestId: 1, reason: "user" },
  });
  await assert.rejects(() => transport.send(answer(2)), /EPIPE/);
  assert.equal(await settled(idle), true);
  assert.equal(transport.pending, 0);
});

Deno.test("InFlightTransport.idle() gives up after its timeout", async () => {
  const { inner } = memoryTransport();
  const transport = new InFlightTransport(inner);
  inner.deliver(request(1));
  await transport.idle(30);
  assert.equal(transport.pending, 1, "still unanswered: the caller stops anyway");
});
