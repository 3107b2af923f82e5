/**
 * What every command file shares. Each command file exports `define…(program, cli)`, which
 * declares its command and flags; its action loads the heavy modules (`await import`), so
 * building the program stays cheap and `ctx --version` stays instant.
 */
import type { Command } from "commander";
import type { Deps } from "../deps.ts";

/** The dependencies, built on first use: `--help` works even with a bad environment. */
export type GetDeps = () => Deps;

/**
 * What a command returns: the code the process exits with. 0 is success; each command documents
 * its others (1: some of the work failed; 2: usage; 3: no backend, …). An error that stops the
 * command is thrown instead, and `main.ts` turns it into its code.
 */
export type ExitCode = number;

/** What each `define…` gets from the program. */
export interface Cli {
  deps: GetDeps;
  /**
   * A commander action from a command function: its returned exit code becomes the one
   * `runCli` returns.
   *
   * @example
   * program.command("push").action(cli.action((opts: PushOptions) => pushCommand(cli.deps(), opts)));
   */
  action<A extends unknown[]>(
    command: (...args: A) => Promise<ExitCode>,
  ): (...args: A) => Promise<void>;
}

/** Give a command the `--project <dir>` flag (`help` when it means more than the folder). */
export function projectFlag(
  command: Command,
  help = "project directory (default: the current directory)",
): Command {
  return command.option("--project <dir>", help);
}

/**
 * The folder a command's project is opened from, and how to name it when it is no project:
 * `--project` when given (relative to the working directory), else the working directory.
 */
export function projectArg(
  deps: Pick<Deps, "cwd">,
  opts: { project?: unknown },
): { path: string; from: "--project" | "cwd" } {
  return typeof opts.project === "string"
    ? { path: opts.project, from: "--project" }
    : { path: deps.cwd, from: "cwd" };
}

/**
 * The project of a command that needs one (`--project` or the working directory), looked at
 * without being recorded; its warnings said on stderr. A folder that is no project (`/`, the
 * home folder) is a usage error naming it, with what to do.
 */
export async function projectToRead(
  deps: Deps,
  opts: { project?: unknown },
): Promise<import("../store/mod.ts").Project> {
  const { path, from } = projectArg(deps, opts);
  const { lookAtProject } = await import("../store/mod.ts");
  const { usageError } = await import("./_usage.ts");
  const located = await lookAtProject(deps, path, { from });
  if ("noProject" in located) {
    throw usageError(
      `No project here: "${located.root}" is ${located.noProject}, not a project`,
      located.hint,
    );
  }
  for (const warning of located.warnings) deps.output.err(`warning: ${warning}`);
  return located;
}
