/**
 * `ctx mcp`: the MCP stdio server. stdout carries the JSON-RPC protocol only; every log goes to
 * stderr. Returns when the client closes stdin (or on Ctrl-C).
 */
import process from "node:process";
// @ts-types="@modelcontextprotocol/sdk/server/stdio"
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { Deps } from "../deps.ts";
import { createMcpServer } from "../mcp/mod.ts";
import { stderrOnlyOutput } from "../output.ts";

export async function mcpCommand(deps: Deps): Promise<number> {
  // A stray console.log anywhere (ours or a library's) would corrupt the protocol stream.
  console.log = console.error;
  console.info = console.error;
  console.debug = console.error;
  const server = createMcpServer({ ...deps, output: stderrOnlyOutput() });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    const previous = server.server.onclose;
    server.server.onclose = () => {
      previous?.();
      resolve();
    };
  });
  const stop = () => void server.close().catch(() => {});
  // The client went away: nothing more will arrive, so stop (the transport does not watch EOF).
  process.stdin.once("end", stop);
  process.stdin.once("close", stop);
  deps.signal.addEventListener("abort", stop, { once: true });
  await server.connect(transport);
  await closed;
  return 0;
}
