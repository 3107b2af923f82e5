/**
 * The command line: the program, its dependencies and its exit code. Each command lives in its
 * own file, which declares its flags (`define…`) and loads the heavy modules it needs only when
 * it runs, so that `ctx --version` and `ctx mcp` start fast.
 */
import { Command, CommanderError } from "commander";
import { fileURLToPath } from "node:url";
import denoJson from "../../deno.json" with { type: "json" };
import { loadConfig } from "../config.ts";
import type { Deps } from "../deps.ts";
import { runCommand } from "../process.ts";
import { type Output, terminalOutput } from "../output.ts";
import { defineAuth } from "./auth.ts";
import { defineExport } from "./export.ts";
import { defineHook } from "./hook.ts";
import { defineInit } from "./init.ts";
import { defineInstall, resetVendorCKey } from "./install.ts";
import { defineMcp } from "./mcp.ts";
import { definePull } from "./pull.ts";
import { definePush } from "./push.ts";
import { defineRedact } from "./redact.ts";
import { defineSearch } from "./search.ts";
import { defineServe } from "./serve.ts";
import { defineStatus } from "./status.ts";
import { exitCodeOf, type GetDeps } from "./_program.ts";

/** Every command, in the order `ctx --help` lists them. */
const COMMANDS = [
  defineInit,
  defineSearch,
  defineStatus,
  defineRedact,
  defineMcp,
  defineExport,
  defineInstall,
  definePush,
  definePull,
  defineAuth,
  defineServe,
  defineHook,
] as const;

export const VERSION: string = denoJson.version;

export interface RunCliOptions {
  signal: AbortSignal;
  /** Override pieces of the dependencies (tests). */
  deps?: Partial<Deps>;
}

/** Parse argv, run the command, return the exit code. Errors propagate to `main.ts`. */
export async function runCli(argv: string[], options: RunCliOptions): Promise<number> {
  const output = options.deps?.output ?? terminalOutput();
  let cached: Deps | undefined;
  // Config is loaded on first use so `--help` works even with a bad environment.
  const deps = (): Deps => {
    cached ??= {
      config: loadConfig(Deno.env.toObject(), { os: Deno.build.os }),
      cwd: Deno.cwd(),
      output,
      fetch: globalThis.fetch,
      now: () => new Date(),
      run: runCommand,
      self: selfCommand(),
      signal: options.signal,
      readStdin: () => new Response(Deno.stdin.readable).text(),
      ...options.deps,
    };
    return cached;
  };
  const program = buildProgram(deps, output);
  let exitCode = 0;
  program.hook("postAction", (_this, action) => {
    const code = exitCodeOf(action);
    if (code !== undefined) exitCode = code;
  });
  try {
    await program.parseAsync(argv, { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) {
      if (
        error.code === "commander.helpDisplayed" || error.code === "commander.version" ||
        error.code === "commander.help"
      ) return 0;
      return error.exitCode === 0 ? 0 : 2;
    }
    throw error;
  }
  return exitCode;
}

function buildProgram(deps: GetDeps, output: Output): Command {
  const program = new Command("ctx")
    .description(
      "Distill coding-assistant chat history into project knowledge and serve it over MCP",
    )
    .version(VERSION, "-V, --version", "print the version")
    .option("--reset-nvidia-api-key", "delete the saved Vendor C (inference service) key")
    .showHelpAfterError("(run ctx --help for usage)")
    .exitOverride()
    .configureOutput({
      writeOut: (text) => output.out(text.replace(/\n$/, "")),
      writeErr: (text) => output.err(text.replace(/\n$/, "")),
    })
    .action(async (opts: { resetNvidiaApiKey?: boolean }) => {
      // The root has an action (for --reset-nvidia-api-key), so commander hands a mistyped
      // command to it as an operand: report it the way commander does without an action.
      if (program.args.length > 0) unknownCommand(program);
      if (opts.resetNvidiaApiKey) {
        await resetVendorCKey(deps());
        return;
      }
      program.help();
    });
  // Each command file declares its command and flags; `ctx --help` lists them in this order.
  for (const define of COMMANDS) define(program, deps);
  // Root only (subcommands copy settings when created, so this comes last): operands reach
  // the root action, which reports them as an unknown command instead of "too many arguments".
  program.allowExcessArguments(true);
  return program;
}

/** Commander's own "unknown command 'x'" error, with its "Did you mean …?" suggestion. */
function unknownCommand(program: Command): never {
  // `unknownCommand` is commander's (untyped) method behind the same error for a program
  // without an action; the fallback keeps the message if it ever goes away.
  const builtIn = (program as unknown as { unknownCommand?: () => void }).unknownCommand;
  if (typeof builtIn === "function") builtIn.call(program);
  return program.error(`error: unknown command '${program.args[0]}'`, {
    code: "commander.unknownCommand",
  });
}

function selfCommand(): { command: string; args: string[] } {
  const exec = Deno.execPath();
  const isDeno = /(^|[\\/])deno(\.exe)?$/.test(exec);
  if (!isDeno) return { command: exec, args: [] };
  const mainUrl = Deno.mainModule;
  const script = mainUrl.startsWith("file:") ? fileURLToPath(mainUrl) : mainUrl;
  return { command: exec, args: ["run", "-A", script] };
}
