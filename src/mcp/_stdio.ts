/**
 * The stdio transport of `ctx mcp`, on Deno's own streams (`_lines.ts`): one JSON-RPC message per
 * line on stdin, each message sent a line on stdout. The SDK's `StdioServerTransport` reads Node's
 * `process.stdin`, and loading Node's compatibility layer for it cost every start 40–50 ms of CPU
 * before the `initialize` answer (docs/performance.md, "`ctx mcp` without Node's compatibility
 * layer"). The checks are the SDK's: a line is parsed by the SDK's `deserializeMessage` (JSON,
 * then its JSON-RPC schema); a line that is not a message is reported through `onerror` and
 * skipped; an overlong line is an error that closes the transport. The end of the input is
 * `onend`, not `onclose`: the server still answers what it received before it closes
 * (`serveStdio`).
 *
 * The transport may take over lines already being read (`StdioHandover`): `ctx mcp` answers the
 * handshake before the SDK is loaded (`_handshake.ts`), then hands the SDK's server the lines it
 * kept — the `initialize` it answered, replayed so that the server knows the client, whose second
 * answer is not written — and those that came while the SDK loaded.
 */
// @ts-types="@modelcontextprotocol/sdk/shared/stdio"
import { deserializeMessage, serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
// @ts-types="@modelcontextprotocol/sdk/shared/transport"
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/sdk/types.js";
import { StdioLines, type StdioOptions } from "./_lines.ts";

export { STDIO_MAX_BUFFER_BYTES, type StdioOptions } from "./_lines.ts";

/** Lines read before the transport took them over. */
export interface StdioHandover {
  /** The lines, already started (or not). */
  lines: StdioLines;
  /** What arrived before the handover, in order, delivered first (called once, at `start`). */
  backlog(): string[];
  /** An `initialize` already answered: the server's answer to it is not written again. */
  answered?: RequestId;
}

export class StdioTransport implements Transport {
  onclose?: Transport["onclose"];
  onerror?: Transport["onerror"];
  onmessage?: Transport["onmessage"];
  /** The input ended (or could not be read any more): nothing more will arrive. */
  onend?: () => void;
  readonly #lines: StdioLines;
  readonly #backlog: () => string[];
  #answered?: RequestId;
  #started = false;

  constructor(options: StdioOptions | StdioHandover = {}) {
    if ("lines" in options) {
      this.#lines = options.lines;
      this.#backlog = options.backlog;
      this.#answered = options.answered;
    } else {
      this.#lines = new StdioLines(options);
      this.#backlog = () => [];
    }
  }

  start(): Promise<void> {
    if (this.#started) throw new Error("StdioTransport already started");
    this.#started = true;
    const lines = this.#lines;
    lines.online = (line) => this.#deliver(line);
    lines.onerror = (error) => this.onerror?.(error);
    lines.onclose = () => this.onclose?.();
    lines.onend = () => this.onend?.();
    for (const line of this.#backlog()) this.#deliver(line);
    if (!lines.started) lines.start();
    else if (lines.ended) queueMicrotask(() => this.onend?.());
    else if (lines.closed) queueMicrotask(() => this.onclose?.());
    return Promise.resolve();
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (this.#answered !== undefined && isAnswerToInitialize(message, this.#answered)) {
      this.#answered = undefined;
      return Promise.resolve();
    }
    return this.#lines.write(serializeMessage(message));
  }

  close(): Promise<void> {
    this.#lines.close();
    return Promise.resolve();
  }

  #deliver(line: string): void {
    try {
      this.onmessage?.(deserializeMessage(line));
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

/**
 * The server's answer to the `initialize` of `id`: an error, or a result with the server's
 * information (a client may give a later request the same id; its answer is not this one).
 */
function isAnswerToInitialize(message: JSONRPCMessage, id: RequestId): boolean {
  if (!("id" in message) || message.id !== id) return false;
  return "error" in message || ("result" in message && "serverInfo" in message.result);
}
