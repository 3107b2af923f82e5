/**
 * What every command file shares. Each command file exports `define…(program, cli)`, which
 * declares its command and flags; its action loads the heavy modules (`await import`), so
 * building the program stays cheap and `ctx --version` stays instant.
 */
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
