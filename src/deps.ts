/**
 * Every side effect ctx has, behind one object. Commands receive it; tests build their own with
 * fakes (`tests/_helpers.ts`). Nothing here runs at import time.
 */
import type { Config } from "./config/mod.ts";
import type { Output } from "./output.ts";
import type { CommandRunner } from "./process.ts";

export interface SelfCommand {
  /** Program to run ctx again (the compiled binary, or `deno`). */
  command: string;
  /** Arguments before ctx's own (e.g. `["run", "-A", "/abs/main.ts"]`). */
  args: string[];
  /** Why this command is not fit for an editor config (it may vanish), when it is not. */
  unstable?: string;
}

export interface Deps {
  config: Readonly<Config>;
  /** Working directory of the invocation. */
  cwd: string;
  output: Output;
  fetch: typeof fetch;
  now: () => Date;
  run: CommandRunner;
  /** How to launch this same ctx (for MCP registration and the CLI backend's scratch dir). */
  self: SelfCommand;
  /** Aborted on Ctrl-C. */
  signal: AbortSignal;
  /** This machine's name and this process's id: who holds a lease or a model slot. */
  host: string;
  pid: number;
  /** Read all of stdin as text. */
  readStdin: () => Promise<string>;
}
