/**
 * `ctx mcp`: the MCP stdio server. stdout carries the JSON-RPC protocol only; every log goes to
 * stderr. Returns when the client closes stdin (or on Ctrl-C).
 */
import type { Command } from "commander";
import type { Deps } from "../deps.ts";
import { stderrOnlyOutput } from "../output.ts";
import type { GetDeps } from "./_program.ts";

export function defineMcp(program: Command, deps: GetDeps): void {
  program.command("mcp")
    .description("run the MCP stdio server (stdout carries the protocol only)")
    .action(async () => {
      await mcpCommand(deps());
    });
}

export async function mcpCommand(deps: Deps): Promise<number> {
  // A stray console.log anywhere (ours or a library's) would corrupt the protocol stream.
  console.log = console.error;
  console.info = console.error;
  console.debug = console.error;
  // The MCP SDK loads only here: no other command pays for it.
  const { serveStdio } = await import("../mcp/mod.ts");
  await serveStdio({ ...deps, output: stderrOnlyOutput() });
  return 0;
}
