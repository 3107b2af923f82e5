/**
 * The stdio transport of `ctx mcp`, on Deno's own streams: one JSON-RPC message per line on
 * stdin, each message sent a line on stdout. The SDK's `StdioServerTransport` reads Node's
 * `process.stdin`, and loading Node's compatibility layer for it cost every start 40–50 ms of CPU
 * before the `initialize` answer (docs/performance.md, "`ctx mcp` without Node's compatibility
 * layer"). The framing and the checks are the SDK's: a line (a final `\r` dropped) is parsed by
 * the SDK's `deserializeMessage` (JSON, then its JSON-RPC schema); a line that is not a message is
 * reported through `onerror` and skipped; more than `maxBufferBytes` without a newline is an error
 * that closes the transport. The end of the input is `onend`, not `onclose`: the server still
 * answers what it received before it closes (`serveStdio`).
 */
// @ts-types="@modelcontextprotocol/sdk/shared/stdio"
import { deserializeMessage, serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
// @ts-types="@modelcontextprotocol/sdk/shared/transport"
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { concatBytes } from "../fsutil.ts";

/** The SDK's own bound on a line not yet ended. */
export const STDIO_MAX_BUFFER_BYTES = 10 * 1024 * 1024;

export interface StdioOptions {
  /** Where messages come from (default: `Deno.stdin.readable`). */
  input?: ReadableStream<Uint8Array>;
  /** Writes some of `bytes` and says how many (default: `Deno.stdout.write`). */
  write?: (bytes: Uint8Array) => Promise<number>;
  maxBufferBytes?: number;
}

export class StdioTransport implements Transport {
  onclose?: Transport["onclose"];
  onerror?: Transport["onerror"];
  onmessage?: Transport["onmessage"];
  /** The input ended (or could not be read any more): nothing more will arrive. */
  onend?: () => void;
  readonly #input: () => ReadableStream<Uint8Array>;
  readonly #write: (bytes: Uint8Array) => Promise<number>;
  readonly #max: number;
  #reader?: ReadableStreamDefaultReader<Uint8Array>;
  #closed = false;
  /** Messages are written whole and in order: each waits for the one before. */
  #writing: Promise<void> = Promise.resolve();

  constructor(options: StdioOptions = {}) {
    const input = options.input;
    this.#input = () => input ?? Deno.stdin.readable;
    this.#write = options.write ?? ((bytes) => Deno.stdout.write(bytes));
    this.#max = options.maxBufferBytes ?? STDIO_MAX_BUFFER_BYTES;
  }

  start(): Promise<void> {
    if (this.#reader) throw new Error("StdioTransport already started");
    this.#reader = this.#input().getReader();
    void this.#read(this.#reader);
    return Promise.resolve();
  }

  send(message: JSONRPCMessage): Promise<void> {
    const bytes = new TextEncoder().encode(serializeMessage(message));
    const written = this.#writing.then(() => this.#writeAll(bytes));
    this.#writing = written.catch(() => {});
    return written;
  }

  close(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#closed = true;
    this.#reader?.cancel().catch(() => {});
    this.onclose?.();
    return Promise.resolve();
  }

  async #writeAll(bytes: Uint8Array): Promise<void> {
    for (let offset = 0; offset < bytes.length;) {
      offset += await this.#write(bytes.subarray(offset));
    }
  }

  async #read(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done || this.#closed) break;
        let start = 0;
        for (let newline = value.indexOf(10); newline !== -1; newline = value.indexOf(10, start)) {
          const line = concatBytes([...pending, value.subarray(start, newline)]);
          pending = [];
          pendingBytes = 0;
          start = newline + 1;
          this.#deliver(decoder.decode(line));
          if (this.#closed) return;
        }
        if (start < value.length) {
          pending.push(value.slice(start));
          pendingBytes += value.length - start;
        }
        if (pendingBytes > this.#max) {
          this.onerror?.(new Error(`ReadBuffer exceeded maximum size of ${this.#max} bytes`));
          await this.close();
          return;
        }
      }
    } catch (error) {
      if (this.#closed) return;
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    }
    if (!this.#closed) this.onend?.();
  }

  #deliver(line: string): void {
    try {
      const message = deserializeMessage(line.endsWith("\r") ? line.slice(0, -1) : line);
      this.onmessage?.(message);
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
