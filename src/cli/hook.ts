/**
 * `ctx hook session-end --client <id>`: what an assistant's session-end hook runs (registered by
 * `ctx install --hooks`). It reads the hook's JSON on stdin, starts the distillation of that one
 * session in the background and exits at once, printing nothing on stdout. `ctx hook distill`
 * (hidden) is that background process.
 */
import type { Command } from "commander";
import { hookTargets } from "../assistants/mod.ts";
import type { Deps } from "../deps.ts";
import { errorMessage } from "../errors.ts";
import { type ByteChunks, stdinChunks } from "../fsutil.ts";
import type { Cli, ExitCode } from "./_program.ts";
import { usageError } from "./_usage.ts";

/** The assistants with a session-end hook, in registry order: `claude-code, …, cursor or gemini`. */
function clientNames(): string {
  const ids = hookTargets().map((t) => t.client);
  return ids.length > 1 ? `${ids.slice(0, -1).join(", ")} or ${ids.at(-1)}` : ids.join("");
}

/** The assistant a hook without `--client` is from: the first with a hook (Claude Code's came first). */
export function defaultHookClient(): string {
  return hookTargets()[0]?.client ?? "";
}

export function defineHook(program: Command, cli: Cli): void {
  const hook = program.command("hook")
    .description("run by assistants when a session ends (ctx install --hooks registers it)");
  hook.command("session-end")
    .description("read the hook's JSON on stdin, distill that session in the background")
    .option(
      "--client <id>",
      `the assistant sending the hook: ${clientNames()}`,
      defaultHookClient(),
    )
    .action(
      cli.action((opts: { client: string }) =>
        sessionEndCommand(cli.deps(), opts.client, stdinChunks())
      ),
    );
  hook.command("distill", { hidden: true })
    .description("distill one ended session (the background half of session-end)")
    .requiredOption("--client <id>")
    .requiredOption("--session-id <id>")
    .requiredOption("--cwd <dir>")
    .option("--transcript <path>")
    .action(cli.action((opts: Record<string, string>) => distillCommand(cli.deps(), opts)));
}

/** Validate the hook input and start the background distillation; returns the exit code. */
export async function sessionEndCommand(
  deps: Deps,
  client: string,
  stdin: ReadableStream<Uint8Array> | ByteChunks,
): Promise<ExitCode> {
  const hooks = await import("../hooks/mod.ts");
  if (!hooks.isHookClient(client)) {
    throw usageError(`Unknown --client "${client}"`, `use ${clientNames()}`);
  }
  try {
    const input = hooks.parseHookInput(client, await hooks.readHookStdin(stdin));
    hooks.handleSessionEnd(deps, input);
    return 0;
  } catch (error) {
    // Nobody watches a hook's stderr: keep the failure for `ctx status` too.
    await hooks.recordHookEvent(
      deps,
      "",
      "failure",
      `Session-end hook of ${client}: ${errorMessage(error)}`,
    );
    throw error;
  }
}

async function distillCommand(deps: Deps, opts: Record<string, string>): Promise<ExitCode> {
  const hooks = await import("../hooks/mod.ts");
  const client = opts.client ?? "";
  if (!hooks.isHookClient(client)) {
    throw usageError(`Unknown --client "${client}"`, `use ${clientNames()}`);
  }
  // The same checks as the hook's own input: these arguments may come from anywhere too.
  const input = hooks.parseHookInput(
    client,
    JSON.stringify({
      session_id: opts.sessionId,
      cwd: opts.cwd,
      ...(opts.transcript ? { transcript_path: opts.transcript } : {}),
    }),
  );
  const outcome = await hooks.distillEndedSession(deps, input);
  return outcome === "failed" ? 1 : 0;
}
