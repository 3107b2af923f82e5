/**
 * The MCP server of ctx: four tools over the distilled insights. A factory with thin handlers,
 * and `serveStdio`, the transport `ctx mcp` runs (stdout carries the JSON-RPC protocol only).
 *
 * @example
 * const { server, stopBackground } = createMcpServer(deps);
 * await server.connect(new StdioServerTransport());
 * // … later
 * await server.close();
 * await stopBackground();
 */
import process from "node:process";
// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// @ts-types="@modelcontextprotocol/sdk/server/stdio"
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import denoJson from "../../deno.json" with { type: "json" };
import type { Deps } from "../deps.ts";
import { NOTES_NOT_INSTRUCTIONS } from "../memory/mod.ts";
import { safeBlock } from "../safe_text.ts";
import { createBackground } from "./_background.ts";
import { heapBound } from "./_heap.ts";
import { InFlightTransport } from "./_in_flight.ts";
import { lazyJsonSchemaValidator } from "./_validator.ts";
import { type ContextOptions, createToolContext } from "./_context.ts";
import { registerFetchProjectContext } from "./tools/fetch_project_context.ts";
import { registerGetProjectContext } from "./tools/get_project_context.ts";
import { registerListContextProjects } from "./tools/list_context_projects.ts";
import { registerSearchContext } from "./tools/search_context.ts";

/** What the assistant is told about when to use the tools. */
export const SERVER_INSTRUCTIONS = [
  "ctx is this machine's memory of past coding-assistant sessions, distilled into short " +
  "insights: bugs and their root causes, fixes, decisions, gotchas, patterns.",
  "- At the start of every conversation, call fetch_project_context (no arguments needed) to " +
  "load the current project's memory; it answers at once and distills new sessions in the " +
  "background, so calling it again later shows what they taught.",
  "- Before answering questions about past work, earlier bugs or errors, or why something was " +
  "decided, call search_context with the key words, identifiers, error messages or file paths.",
  "- Read insights in full with get_project_context (by id); list_context_projects shows every " +
  "project with memory.",
  "- Every insight says where it comes from (distilled on this machine, from the repository, or " +
  "shared by a teammate). " + NOTES_NOT_INSTRUCTIONS,
].join("\n");

export type McpServerOptions = ContextOptions;

/** The server and how to stop its background work. */
export interface CtxMcpServer {
  server: McpServer;
  /** Stop background distillation cleanly (see `Background.stop`); idempotent. */
  stopBackground(): Promise<void>;
}

/**
 * Build the server with its four tools. The caller connects a transport, and on the way out
 * closes it and awaits `stopBackground()`.
 */
export function createMcpServer(deps: Deps, options: McpServerOptions = {}): CtxMcpServer {
  const server = new McpServer(
    { name: "ctx", version: denoJson.version },
    // `logging`: background distillation reports through notifications/message.
    {
      instructions: SERVER_INSTRUCTIONS,
      capabilities: { tools: {}, logging: {} },
      jsonSchemaValidator: lazyJsonSchemaValidator(),
    },
  );
  const ctx = createToolContext(deps, server, options);
  const background = createBackground(deps, (level, data) => {
    if (!server.isConnected()) return;
    // Session ids and failure reasons come from transcripts and servers: cleaned like results.
    server.sendLoggingMessage({ level, logger: "ctx", data: safeBlock(data) }).catch(() => {});
  });
  registerFetchProjectContext(ctx, background);
  registerGetProjectContext(ctx);
  registerSearchContext(ctx, background);
  registerListContextProjects(ctx);
  let stopping: Promise<void> | undefined;
  const stopBackground = () => {
    stopping ??= background.stop().finally(() => ctx.close());
    return stopping;
  };
  return { server, stopBackground };
}

/**
 * How long a server whose client closed stdin waits for the answers still being computed: a
 * handler that never ends must not keep the process alive.
 */
const DRAIN_MS = 60_000;

/**
 * Serve the tools over stdin/stdout until the client closes stdin (every request received by
 * then is answered first), or `deps.signal` aborts; then stop the background work cleanly
 * (finished summaries are on disk, leases given back).
 */
export async function serveStdio(deps: Deps): Promise<void> {
  const { server, stopBackground } = createMcpServer(deps);
  const transport = new InFlightTransport(new StdioServerTransport());
  // Between calls, the heap is collected when it grew by a step (V8 alone lets it grow far).
  const heap = heapBound({ busy: () => transport.pending > 0 });
  transport.onidle = () => heap.check();
  const closed = new Promise<void>((resolve) => {
    const previous = server.server.onclose;
    server.server.onclose = () => {
      previous?.();
      resolve();
    };
  });
  const stop = () => void server.close().catch(() => {});
  // The client closed stdin: nothing more will arrive (the transport does not watch EOF). What
  // it asked before is answered, then the server stops.
  const drained = () => void transport.idle(DRAIN_MS).then(stop);
  process.stdin.once("end", drained);
  process.stdin.once("close", drained);
  deps.signal.addEventListener("abort", stop, { once: true });
  await server.connect(transport);
  await closed;
  await stopBackground();
}
