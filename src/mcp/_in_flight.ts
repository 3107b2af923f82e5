/**
 * A transport that knows which requests it received and has not answered. A client may send its
 * last requests and close its input at once (`printf '…' | ctx mcp`, a script, a client that
 * exits after writing): `serveStdio` then answers every request it received before it stops,
 * instead of closing with answers still being computed.
 */
// @ts-types="@modelcontextprotocol/sdk/shared/transport"
import type {
  Transport,
  TransportSendOptions,
} from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/sdk/types.js";

export class InFlightTransport implements Transport {
  readonly #inner: Transport;
  /** Requests received and not answered yet, by id (a count: a client may reuse an id). */
  readonly #open = new Map<RequestId, number>();
  #waiting: Array<() => void> = [];
  onclose?: Transport["onclose"];
  onerror?: Transport["onerror"];
  onmessage?: Transport["onmessage"];
  /** Every request received so far is answered (or cancelled). */
  onidle?: () => void;

  constructor(inner: Transport) {
    this.#inner = inner;
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
    inner.onmessage = (message, extra) => {
      this.#received(message);
      this.onmessage?.(message, extra);
    };
  }

  start(): Promise<void> {
    return this.#inner.start();
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    try {
      await this.#inner.send(message, options);
    } finally {
      // Answered, or the answer could not be written (the client is gone): not waited for.
      if (("result" in message || "error" in message) && "id" in message) this.#settle(message.id);
    }
  }

  close(): Promise<void> {
    return this.#inner.close();
  }

  /** How many requests are waiting for their answer. */
  get pending(): number {
    let count = 0;
    for (const n of this.#open.values()) count += n;
    return count;
  }

  /**
   * Resolves once every request received so far is answered (or cancelled by the client), or
   * after `timeoutMs`, whichever comes first.
   */
  idle(timeoutMs: number): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#waiting.push(done);
    });
  }

  #received(message: JSONRPCMessage): void {
    if ("method" in message && "id" in message) {
      this.#open.set(message.id, (this.#open.get(message.id) ?? 0) + 1);
    } else if ("method" in message && message.method === "notifications/cancelled") {
      // The SDK answers nothing to a cancelled request.
      const id = (message.params as { requestId?: RequestId } | undefined)?.requestId;
      if (id !== undefined) this.#settle(id);
    }
  }

  #settle(id: RequestId): void {
    const n = this.#open.get(id);
    if (n === undefined) return;
    if (n > 1) this.#open.set(id, n - 1);
    else this.#open.delete(id);
    if (this.pending > 0) return;
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const done of waiting) done();
    this.onidle?.();
  }
}
