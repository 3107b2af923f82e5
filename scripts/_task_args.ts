/**
 * The command line of a `deno task` script a user runs (install, bundle, compile), parsed with
 * node's `parseArgs`. A mistake — an unknown option, a missing value, a stray word — is said the
 * way ctx says usage errors, `error:` then a `hint:` naming the task's help, with exit code 2;
 * never as an uncaught TypeError and its stack trace.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";

/** `Deno.args` parsed by `config`, or the exit code (2) after saying what is wrong. */
export function taskArgs<const T extends Omit<ParseArgsConfig, "args">>(
  task: string,
  config: T,
): ReturnType<typeof parseArgs<T & { args: string[] }>> | 2 {
  try {
    return parseArgs({ ...config, args: Deno.args });
  } catch (error) {
    console.error(`error: ${usageMessage(error)}`);
    console.error(`hint: run deno task ${task} --help for usage`);
    return 2;
  }
}

/** node's message in ctx's words: `Unknown option "--forse"`. */
function usageMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const missing = /^Option '(-[^' ]+)[^']*' argument missing/.exec(message);
  if (missing) return `Missing the value of option "${missing[1]}"`;
  return message.replace(/'([^']*)'/g, '"$1"');
}
