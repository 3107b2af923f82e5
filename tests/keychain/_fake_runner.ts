/**
 * A recording `CommandRunner` for the keychain tests, with an in-memory `secret-tool`,
 * `security` and PowerShell that behave like the real ones at their exit-code level.
 */
import assert from "node:assert/strict";
import { type Config, loadConfig } from "../../src/config/mod.ts";
import { memoryOutput } from "../../src/output.ts";
import type { CommandRunner, RunOptions, RunResult } from "../../src/process.ts";

export interface Call {
  command: string;
  args: string[];
  options: RunOptions;
}

export type Responder = (call: Call) => Partial<RunResult> | undefined;

export interface FakeRunner {
  run: CommandRunner;
  calls: Call[];
  /** Secrets held by the fake keychain, by account name. */
  secrets: Map<string, string>;
}

const ok = (stdout = ""): RunResult => ({ code: 0, stdout, stderr: "", timedOut: false });

/**
 * A runner that records every call. `respond` answers first; otherwise an in-memory
 * `secret-tool` answers; any other program is "not installed" (NotFound, like Deno.Command).
 */
export function fakeRunner(respond: Responder = () => undefined): FakeRunner {
  const calls: Call[] = [];
  const secrets = new Map<string, string>();
  const run: CommandRunner = (command, args, options = {}) => {
    const call = { command, args, options };
    calls.push(call);
    const answer = respond(call);
    if (answer) return Promise.resolve({ ...ok(), ...answer });
    if (command === "secret-tool") return Promise.resolve(secretTool(args, options, secrets));
    return Promise.reject(new Deno.errors.NotFound(`${command}: not found`));
  };
  return { run, calls, secrets };
}

function secretTool(args: string[], options: RunOptions, secrets: Map<string, string>): RunResult {
  const [action, ...rest] = args;
  const attrs = rest.filter((a) => !a.startsWith("--"));
  const account = attrs[attrs.indexOf("account") + 1] ?? "";
  switch (action) {
    case "lookup": {
      const value = secrets.get(account);
      return value === undefined ? { ...ok(), code: 1 } : ok(value);
    }
    case "store":
      secrets.set(account, options.stdin ?? "");
      return ok();
    case "clear":
      return secrets.delete(account) ? ok() : { ...ok(), code: 1 };
    default:
      return { code: 2, stdout: "", stderr: "usage", timedOut: false };
  }
}

/** Assert that no spawned process ever had `secret` in its argv. */
export function assertNotInArgv(calls: Call[], secret: string): void {
  for (const call of calls) {
    const argv = [call.command, ...call.args].join(" ");
    assert.ok(!argv.includes(secret), `secret found in argv of ${call.command}`);
  }
}

/** Keychain deps with a Linux config over `env` (HOME and CTX_HOME under `dir`). */
export function keychainDeps(
  dir: string,
  runner: FakeRunner,
  env: Record<string, string> = {},
  os: Config["os"] = "linux",
) {
  const config = loadConfig({ HOME: dir, CTX_HOME: `${dir}/ctx-home`, PATH: "", ...env }, { os });
  return { config, run: runner.run, output: memoryOutput() };
}
