/**
 * `ctx mcp`: the MCP stdio server. stdout carries the JSON-RPC protocol only; every log goes to
 * stderr. Returns when the client closes stdin (or on Ctrl-C or SIGTERM), once its background
 * work has stopped cleanly.
 */
import type { Command } from "commander";
import type { Deps } from "../deps.ts";
import { stderrOnlyOutput } from "../output.ts";
import type { Cli, ExitCode, GetDeps } from "./_program.ts";

export function defineMcp(program: Command, cli: Cli): void {
  program.command("mcp")
    .description("run the MCP stdio server (stdout carries the protocol only)")
    .action(cli.action(() => {
      const deps = cli.deps();
      return mcpCommand(() => deps, deps);
    }));
}

/**
 * `deps` is called by the first tool call, not before: reading the configuration loads what
 * `initialize` does not need (docs/performance.md). A bad environment is that call's error.
 */
export async function mcpCommand(
  deps: GetDeps,
  { output, signal }: Pick<Deps, "output" | "signal">,
): Promise<ExitCode> {
  if (output.stdinIsTty) {
    // Someone typed `ctx mcp` in a terminal: say what it is, on stderr (stdout stays the
    // protocol's). An editor starts it with pipes, so it never sees this.
    output.err(
      "ctx mcp is the MCP server your editors start: it speaks JSON-RPC on stdin and stdout " +
        "and waits here for a client",
    );
    output.err(
      "hint: run ctx install to register it in your editors (ctx status shows where it is); " +
        "Ctrl-C stops it",
    );
  }
  // A stray console.log anywhere (ours or a library's) would corrupt the protocol stream.
  console.log = console.error;
  console.info = console.error;
  console.debug = console.error;
  // The MCP server loads only here: no other command pays for it (and the SDK only after the
  // handshake, src/mcp/serve.ts).
  const { serveStdio } = await import("../mcp/serve.ts");
  // Clients stop a server that outlives closing its stdin with SIGTERM: stop cleanly then too.
  const terminated = new AbortController();
  const onTerm = () => terminated.abort();
  try {
    Deno.addSignalListener("SIGTERM", onTerm);
  } catch {
    // No SIGTERM listeners on this platform (Windows).
  }
  try {
    const stopped = AbortSignal.any([signal, terminated.signal]);
    const quiet = stderrOnlyOutput();
    await serveStdio(() => ({ ...deps(), signal: stopped, output: quiet }), {
      output: quiet,
      signal: stopped,
    });
  } finally {
    try {
      Deno.removeSignalListener("SIGTERM", onTerm);
    } catch {
      // Never added.
    }
  }
  return 0;
}
