/**
 * What every command file shares. Each command file exports `define…(program, deps)`, which
 * declares its command and flags; its action loads the heavy modules (`await import`), so
 * building the program stays cheap and `ctx --version` stays instant.
 */
import type { Command } from "commander";
import type { Deps } from "../deps.ts";

/** The dependencies, built on first use: `--help` works even with a bad environment. */
export type GetDeps = () => Deps;

type WithExitCode = Command & { _ctxExitCode?: number };

/** Let an action report a non-zero exit code without throwing. */
export function setExitCode(command: Command, code: number): void {
  (command as WithExitCode)._ctxExitCode = code;
}

/** The exit code an action set with `setExitCode`, if any. */
export function exitCodeOf(command: Command): number | undefined {
  return (command as WithExitCode)._ctxExitCode;
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
