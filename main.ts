/**
 * Process edge: environment → config → CLI → exit code. The only place that exits and the only
 * place that catches every error.
 */
import { CtxError, InterruptedError } from "./src/errors.ts";
import { runCli } from "./src/cli/mod.ts";

async function main(): Promise<number> {
  const controller = new AbortController();
  let interrupts = 0;
  const onSignal = () => {
    interrupts++;
    if (interrupts > 1) Deno.exit(130);
    // First Ctrl-C: stop starting new work, let finished summaries land, exit cleanly. Abort
    // first: commands clear their progress line on abort and print no more progress.
    controller.abort();
    console.error("\nStopping: finishing writes in progress (Ctrl-C again to quit now)");
  };
  try {
    Deno.addSignalListener("SIGINT", onSignal);
  } catch {
    // Signals are not available on every platform (e.g. SIGINT listeners on some Windows builds).
  }
  try {
    return await runCli(Deno.args, { signal: controller.signal });
  } catch (error) {
    return report(error);
  }
}

function report(error: unknown): number {
  if (error instanceof CtxError) {
    // Ctrl-C is the user's own doing, not an error: one closing line, no "error:".
    console.error(error instanceof InterruptedError ? error.message : `error: ${error.message}`);
    if (error.hint) console.error(`hint: ${error.hint}`);
    return error.exitCode;
  }
  console.error("error: unexpected failure (this is a bug in ctx, please report it)");
  console.error(error instanceof Error ? error.stack ?? error.message : String(error));
  return 70;
}

if (import.meta.main) {
  Deno.exit(await main());
}
