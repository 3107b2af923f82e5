/**
 * The commander program of ctx: every command in the order `ctx --help` lists them, and the
 * parsing of a command line into the command that runs. `runCli` (mod.ts) loads it for every
 * command line but the two that assistants start on their own (`ctx mcp`, the session-end hook),
 * which start without commander and the other commands' modules.
 */
import { Command, CommanderError } from "commander";
import denoJson from "../../deno.json" with { type: "json" };
import type { ConfigError } from "../errors.ts";
import type { Output } from "../output.ts";
import { defineBrief } from "./brief.ts";
import { defineSupersessions } from "./supersessions.ts";
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
import type { Cli, ExitCode, GetDeps } from "./_program.ts";
import { commanderUsageError, helpPointer, usageError, withHelpPointer } from "./_usage.ts";

/** Every command, in the order `ctx --help` lists them. */
const COMMANDS = [
  defineInit,
  defineSearch,
  defineStatus,
  defineBrief,
  defineSupersessions,
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

const VERSION: string = denoJson.version;

/**
 * Parse `argv` and run the command it names with `deps`; returns its exit code (0 for help
 * and version). Usage errors leave as `ConfigError`s pointing at the command's help.
 */
export async function runProgram(
  argv: string[],
  deps: GetDeps,
  output: Output,
): Promise<ExitCode> {
  // The code the command that ran returned (help and version return none: 0).
  let exitCode: ExitCode = 0;
  const program = buildProgram({
    deps,
    action: (command) => async (...args) => {
      exitCode = await command(...args);
    },
  }, output);
  // The command whose action runs: a usage error it throws points at its help.
  let running = "ctx";
  program.hook("preAction", (_this, action) => {
    running = commandPath(action);
  });
  try {
    await program.parseAsync(argv, { from: "user" });
  } catch (error) {
    // Help and version end here (exit 0); usage errors leave as `ConfigError`s (see `_usage.ts`).
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    throw withHelpPointer(error, running);
  }
  return exitCode;
}

/** `ctx serve add-key`: the words that run a command. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c; c = c.parent) names.unshift(c.name());
  return names.join(" ");
}

function buildProgram(cli: Cli, output: Output): Command {
  const program = new Command("ctx")
    .description(
      "Distill coding-assistant chat history into project knowledge and serve it over MCP",
    )
    .version(VERSION, "-V, --version", "print the version")
    .option("--reset-nvidia-api-key", "delete the saved Vendor C (inference service) key")
    .configureOutput({
      writeOut: (text) => output.out(text.replace(/\n$/, "")),
      writeErr: (text) => output.err(text.replace(/\n$/, "")),
    })
    .action(cli.action(async (opts: { resetNvidiaApiKey?: boolean }) => {
      // The root has an action (for --reset-nvidia-api-key), so commander hands a mistyped
      // command to it as an operand: report it the way commander does without an action.
      if (program.args.length > 0) unknownCommand(program);
      if (!opts.resetNvidiaApiKey) program.help();
      await resetVendorCKey(cli.deps());
      return 0;
    }));
  // The root's option is a command of its own: given with a command, it would be ignored.
  program.hook("preSubcommand", (_root, command) => {
    if (program.opts().resetNvidiaApiKey !== true) return;
    throw usageError(
      `Option "--reset-nvidia-api-key" cannot be given with a command ("${command.name()}")`,
      `run ctx --reset-nvidia-api-key on its own, then the command (${helpPointer("ctx")})`,
    );
  });
  // Each command file declares its command and flags; `ctx --help` lists them in this order.
  for (const define of COMMANDS) define(program, cli);
  defineHelp(program);
  polishHelp(program, "ctx");
  // Root only (subcommands copy settings when created, so this comes last): operands reach
  // the root action, which reports them as an unknown command instead of "too many arguments".
  program.allowExcessArguments(true);
  return program;
}

/** `ctx help [command…]`: the help of any command, `ctx help serve add-key` included. */
function defineHelp(program: Command): void {
  program.helpCommand(false);
  program.command("help")
    .description("show the help of a command (ctx help init, ctx help serve add-key)")
    .argument("[command...]", "the command")
    .action((names: string[]) => {
      let command = program;
      for (const name of names) {
        const sub = command.commands.find((c) => c.name() === name || c.aliases().includes(name));
        if (!sub) {
          return command.error(`error: unknown command '${name}'`, {
            code: "commander.unknownCommand",
          });
        }
        command = sub;
      }
      command.outputHelp();
    });
}

/**
 * Settings every command gets once all are defined: a usage error is said in ctx's style and
 * points at that command's own help (`ctx init --bogus` → `error: Unknown option "--bogus"`,
 * `hint: run ctx init --help for usage`), and defaults read as typed (`default: 8787`, not
 * `default: "8787"`).
 */
function polishHelp(command: Command, path: string): void {
  // Commander prints nothing itself: its report leaves as a ConfigError, which main.ts prints.
  command.showHelpAfterError(false);
  command.configureOutput({ outputError: () => {} });
  command.exitOverride((error) => {
    if (error.exitCode === 0) throw error; // help, version
    // A command that only has subcommands, given none: commander printed its help (on stderr).
    if (error.code === "commander.help") throw missingCommand(command, path);
    // A word after a command that only has subcommands (`ctx serve lst-keys`) is a mistyped
    // subcommand: say so, with commander's suggestion, rather than "too many arguments".
    if (error.code === "commander.excessArguments" && command.commands.length > 0) {
      unknownCommand(command);
    }
    throw commanderUsageError(error, path);
  });
  for (const option of command.options) {
    if (option.defaultValue !== undefined && option.defaultValueDescription === undefined) {
      option.defaultValueDescription = String(option.defaultValue);
    }
  }
  for (const sub of command.commands) polishHelp(sub, `${path} ${sub.name()}`);
}

/** `ctx export` alone: the usage error that follows its help. */
function missingCommand(command: Command, path: string): ConfigError {
  const names = command.createHelp().visibleCommands(command).map((c) => c.name())
    .filter((n) => n !== "help");
  return usageError(
    `Missing the command of "${path}": one of ${names.join(", ")}`,
    helpPointer(path),
  );
}

/** Commander's own "unknown command 'x'" error, with its "Did you mean …?" suggestion. */
function unknownCommand(command: Command): never {
  // `unknownCommand` is commander's (untyped) method behind the same error for a program
  // without an action; the fallback keeps the message if it ever goes away.
  const builtIn = (command as unknown as { unknownCommand?: () => void }).unknownCommand;
  if (typeof builtIn === "function") builtIn.call(command);
  return command.error(`error: unknown command '${command.args[0]}'`, {
    code: "commander.unknownCommand",
  });
}
