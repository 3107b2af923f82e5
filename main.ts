/**
 * Process edge: environment → config → CLI → exit code. The only place that exits and the only
 * place that catches every error.
 */
import { CtxError, InterruptedError } from "./src/errors.ts";
import { type Output, terminalOutput } from "./src/output.ts";
import { runCli } from "./src/cli/mod.ts";

async function main(): Promise<number> {
  // One terminal for the command and the error report: messages quote paths, ids and answers
  // from outside, and `output` cleans every line; it also clears a progress line first.
  const output = terminalOutput();
  const controller = new AbortController();
  let interrupts = 0;
  const onSignal = () => {
    interrupts++;
    if (interrupts > 1) Deno.exit(130);
    // First Ctrl-C: stop starting new work, let finished summaries land, exit cleanly. Abort
    // first: commands clear their progress line on abort and print no more progress.
    controller.abort();
    output.err("\nStopping: finishing writes in progress (Ctrl-C again to quit now)");
  };
  try {
    Deno.addSignalListener("SIGINT", onSignal);
  } catch {
    // Signals are not available on every platform (e.g. SIGINT listeners on some Windows builds).
  }
  try {
    return await runCli(Deno.args, { signal: controller.signal, deps: { output } });
  } catch (error) {
    return report(error, output);
  }
}

function report(error: unknown, output: Output): number {
  if (error instanceof CtxError) {
    // Ctrl-C is the user's own doing, not an error: one closing line, no "error:".
    output.err(error instanceof InterruptedError ? error.message : `error: ${error.message}`);
    if (error.hint) output.err(`hint: ${error.hint}`);
    return error.exitCode;
  }
  output.err("error: unexpected failure (this is a bug in ctx, please report it)");
  output.err(error instanceof Error ? error.stack ?? error.message : String(error));
  return 70;
}

if (import.meta.main) {
  Deno.exit(await main());
}
