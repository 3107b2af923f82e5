/**
 * The MCP server of ctx: four tools over the distilled insights, and `serveLines`, the SDK's
 * server on the lines `ctx mcp` hands over (`serve.ts`; stdout carries the JSON-RPC protocol only).
 *
 * `ctx mcp` answers the handshake before it loads this module (`_handshake.ts`). What this module
 * loads is what the protocol needs: the SDK's server, the tools' schemas (`_definitions.ts`) and a
 * stdio transport on Deno's own streams (`_stdio.ts`). What runs
 * the tools (`_tools.ts`: the store, SQLite, memory) and the dependencies (`deps`, the
 * configuration) are loaded by the first `tools/call`; a failure there is that call's error
 * result. Neither path loads Node's compatibility layer before the first call
 * (docs/performance.md).
 *
 * @example
 * const { server, stopBackground } = createMcpServer(() => deps, deps.output);
 * await server.connect(new StdioTransport());
 * // … later
 * await server.close();
 * await stopBackground();
 */
// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import denoJson from "../../deno.json" with { type: "json" };
import type { Deps } from "../deps.ts";
import { NOTES_NOT_INSTRUCTIONS } from "../memory/provenance.ts";
import type { Output } from "../output.ts";
import type { ContextOptions } from "./_context.ts";
import {
  FETCH_PROJECT_CONTEXT,
  GET_PROJECT_CONTEXT,
  LIST_CONTEXT_PROJECTS,
  SEARCH_CONTEXT,
} from "./_definitions.ts";
import { heapBound } from "./_heap.ts";
import { InFlightTransport } from "./_in_flight.ts";
import { guarded } from "./_results.ts";
import { type StdioHandover, StdioTransport } from "./_stdio.ts";
import type { Tools } from "./_tools.ts";
import { lazyJsonSchemaValidator } from "./_validator.ts";

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
 * Build the server with its four tools. `deps` is called by the first tool call (with the
 * modules that run the tools), never before; `output` is where a call that failed says so. The
 * caller connects a transport, and on the way out closes it and awaits `stopBackground()`.
 */
export function createMcpServer(
  deps: () => Deps,
  output: Output,
  options: McpServerOptions = {},
): CtxMcpServer {
  const server = new McpServer(
    { name: "ctx", version: denoJson.version },
    // `logging`: background distillation reports through notifications/message.
    {
      instructions: SERVER_INSTRUCTIONS,
      capabilities: { tools: {}, logging: {} },
      jsonSchemaValidator: lazyJsonSchemaValidator(),
    },
  );
  let tools: Promise<Tools> | undefined;
  const loaded = () =>
    tools ??= import("./_tools.ts").then((m) => m.createTools(deps(), server, options));
  // A configuration that cannot be read, or modules that cannot be loaded, fail the call that
  // needed them, with the message and hint: the server itself stays up.
  const call = (tool: string, run: (tools: Tools) => CallToolResult | Promise<CallToolResult>) =>
    guarded({ output }, tool, async () => run(await loaded()));
  server.registerTool(
    "fetch_project_context",
    FETCH_PROJECT_CONTEXT,
    (args, extra) => call("fetch_project_context", (t) => t.fetchProjectContext(args, extra)),
  );
  server.registerTool(
    "get_project_context",
    GET_PROJECT_CONTEXT,
    (args, extra) => call("get_project_context", (t) => t.getProjectContext(args, extra)),
  );
  server.registerTool(
    "search_context",
    SEARCH_CONTEXT,
    (args, extra) => call("search_context", (t) => t.searchContext(args, extra)),
  );
  server.registerTool(
    "list_context_projects",
    LIST_CONTEXT_PROJECTS,
    (args, extra) => call("list_context_projects", (t) => t.listContextProjects(args, extra)),
  );
  const stopBackground = async () => {
    const started = await tools?.catch(() => undefined);
    await started?.stop();
  };
  return { server, stopBackground };
}

/**
 * How long a server whose client closed stdin waits for the answers still being computed: a
 * handler that never ends must not keep the process alive.
 */
const DRAIN_MS = 60_000;

/**
 * Serve the tools over the lines of stdin/stdout that `serveStdio` (`serve.ts`) hands over, until
 * the client closes stdin (every request received by then is answered first), or `signal`
 * aborts; then stop the background work cleanly (finished summaries are on disk, leases given
 * back). `deps` is called by the first tool call.
 */
export async function serveLines(
  deps: () => Deps,
  { output, signal }: Pick<Deps, "output" | "signal">,
  handover: StdioHandover,
): Promise<void> {
  const { server, stopBackground } = createMcpServer(deps, output);
  const stdio = new StdioTransport(handover);
  const transport = new InFlightTransport(stdio);
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
  // The client closed stdin: nothing more will arrive. What it asked before is answered, then
  // the server stops.
  stdio.onend = () => void transport.idle(DRAIN_MS).then(stop);
  signal.addEventListener("abort", stop, { once: true });
  await server.connect(transport);
  // Aborted while the SDK loaded.
  if (signal.aborted) stop();
  await closed;
  await stopBackground();
}
