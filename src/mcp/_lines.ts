/**
 * The lines of `ctx mcp`'s stdin and stdout, on Deno's own streams, with nothing of the SDK: a
 * line is one JSON-RPC message in the SDK's stdio framing (a final `\r` dropped). What reads them
 * before the SDK is loaded (`_handshake.ts`) and the SDK's transport after (`_stdio.ts`) share
 * this one reader, so that no byte is read twice or lost in between. More than `maxBufferBytes`
 * without a newline is an error that closes the lines (the SDK's own bound). The end of the
 * input is `onend`, not `onclose`: what was received is still answered.
 */
import { type ByteChunks, concatBytes, stdinChunks, streamChunks } from "../fsutil.ts";

/** The SDK's own bound on a line not yet ended. */
export const STDIO_MAX_BUFFER_BYTES = 10 * 1024 * 1024;

export interface StdioOptions {
  /** Where messages come from (default: stdin, read with `Deno.stdin.read`). */
  input?: ReadableStream<Uint8Array>;
  /** Writes some of `bytes` and says how many (default: `Deno.stdout.write`). */
  write?: (bytes: Uint8Array) => Promise<number>;
  maxBufferBytes?: number;
}

export class StdioLines {
  /** Each line, as it arrives (whoever reads the lines now sets this). */
  online?: (line: string) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;
  /** The input ended (or could not be read any more): nothing more will arrive. */
  onend?: () => void;
  readonly #input: () => ByteChunks;
  readonly #write: (bytes: Uint8Array) => Promise<number>;
  readonly #max: number;
  #reader?: ByteChunks;
  #closed = false;
  #ended = false;
  /** Lines are written whole and in order: each waits for the one before. */
  #writing: Promise<void> = Promise.resolve();

  constructor(options: StdioOptions = {}) {
    const input = options.input;
    this.#input = () => input ? streamChunks(input) : stdinChunks();
    this.#write = options.write ?? ((bytes) => Deno.stdout.write(bytes));
    this.#max = options.maxBufferBytes ?? STDIO_MAX_BUFFER_BYTES;
  }

  get started(): boolean {
    return this.#reader !== undefined;
  }

  /** The input has ended (`onend` was called). */
  get ended(): boolean {
    return this.#ended;
  }

  get closed(): boolean {
    return this.#closed;
  }

  start(): void {
    if (this.#reader) throw new Error("StdioLines already started");
    this.#reader = this.#input();
    void this.#read(this.#reader);
  }

  /** Write `text` (one message and its newline) after everything written before it. */
  write(text: string): Promise<void> {
    const bytes = new TextEncoder().encode(text);
    const written = this.#writing.then(() => this.#writeAll(bytes));
    this.#writing = written.catch(() => {});
    return written;
  }

  /** Resolves once everything written so far is out (or failed). */
  drained(): Promise<void> {
    return this.#writing;
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#reader?.cancel().catch(() => {});
    this.onclose?.();
  }

  async #writeAll(bytes: Uint8Array): Promise<void> {
    for (let offset = 0; offset < bytes.length;) {
      offset += await this.#write(bytes.subarray(offset));
    }
  }

  async #read(reader: ByteChunks): Promise<void> {
    const decoder = new TextDecoder();
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done || this.#closed) break;
        let start = 0;
        for (let newline = value.indexOf(10); newline !== -1; newline = value.indexOf(10, start)) {
          const line = decoder.decode(concatBytes([...pending, value.subarray(start, newline)]));
          pending = [];
          pendingBytes = 0;
          start = newline + 1;
          this.online?.(line.endsWith("\r") ? line.slice(0, -1) : line);
          if (this.#closed) return;
        }
        if (start < value.length) {
          pending.push(value.slice(start));
          pendingBytes += value.length - start;
        }
        if (pendingBytes > this.#max) {
          this.onerror?.(new Error(`ReadBuffer exceeded maximum size of ${this.#max} bytes`));
          this.close();
          return;
        }
      }
    } catch (error) {
      if (this.#closed) return;
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    }
    if (this.#closed) return;
    this.#ended = true;
    this.onend?.();
  }
}
