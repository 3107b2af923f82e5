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
