/**
 * Usage errors in ctx's own words. Commander reports a bad command line in its style
 * (`error: unknown option '--bogus'`, then `(Did you mean --bogus2?)`); every command routes
 * those reports here (`mod.ts`), and they leave as a `ConfigError` like any other: capitalised,
 * values in double quotes, and a `hint:` that points at the command's own help (exit code 2).
 * Errors an action throws for a bad flag value (`usageError`) get the same pointer.
 */
import { resolve } from "node:path";
import { ConfigError, CtxError, ERROR_CODES } from "../errors.ts";

/** What commander says about a command line, as its `CommanderError` carries it. */
export interface CommanderReport {
  code: string;
  message: string;
}

/** A bad flag value or combination found by an action: `mod.ts` adds the help pointer. */
export function usageError(message: string, hint?: string): ConfigError {
  return new ConfigError(message, { code: ERROR_CODES.usage, ...(hint ? { hint } : {}) });
}

/**
 * The path a flag names (relative to `cwd`), checked as part of the command line: one that is not
 * there, or a folder where a file is wanted (a file where a folder is), is a usage error naming
 * the flag (exit 2), with `hint`. A file there that the command cannot read as it needs is the
 * command's own error.
 */
export async function flagPath(
  cwd: string,
  flag: string,
  value: string,
  wanted: { kind?: "file" | "folder"; hint: string },
): Promise<{ path: string; info: Deno.FileInfo }> {
  const path = resolve(cwd, value);
  let info: Deno.FileInfo;
  try {
    info = await Deno.stat(path);
  } catch {
    throw usageError(`Cannot read ${flag} "${path}": not found`, wanted.hint);
  }
  if (wanted.kind !== undefined && info.isDirectory !== (wanted.kind === "folder")) {
    const [is, not] = info.isDirectory ? ["a folder", "a file"] : ["a file", "a folder"];
    throw usageError(`Invalid ${flag} "${path}": ${is}, not ${not}`, wanted.hint);
  }
  return { path, info };
}

/** `(run ctx serve --help for usage)`, the pointer at a command's help. */
export function helpPointer(path: string): string {
  return `run ${path} --help for usage`;
}

/**
 * A usage error thrown by an action, its hint completed with the command's help; any other
 * error as it is.
 */
export function withHelpPointer(error: unknown, path: string): unknown {
  if (!(error instanceof CtxError) || error.code !== ERROR_CODES.usage) return error;
  const pointer = helpPointer(path);
  // Commander's reports already point at the help of the command they are about.
  if (error.hint?.includes(" --help for usage")) return error;
  return new ConfigError(error.message, {
    code: ERROR_CODES.usage,
    hint: error.hint ? `${error.hint} (${pointer})` : pointer,
    cause: error,
  });
}

/**
 * Commander's report of a bad command line as a `ConfigError` in ctx's style: the first line,
 * capitalised, single-quoted values in double quotes, no trailing period; "Did you mean …?" and
 * the command's help go to the hint.
 *
 * @example
 * commanderUsageError({ code: "commander.unknownOption", message: "error: unknown option '--limti'\n(Did you mean --limit?)" }, "ctx search");
 * // message: 'Unknown option "--limti"', hint: 'did you mean "--limit"? (run ctx search --help for usage)'
 */
export function commanderUsageError(report: CommanderReport, path: string): ConfigError {
  const [first = "", ...rest] = report.message.replace(/^error:\s*/, "").split("\n");
  const suggestion = suggestionOf(rest.join("\n"));
  const hint = suggestion
    ? `did you mean ${suggestion}? (${helpPointer(path)})`
    : helpPointer(path);
  return new ConfigError(rephrase(report.code, first, path), { code: ERROR_CODES.usage, hint });
}

/** Commander's first line in ctx's words; an unknown form is only restyled. */
function rephrase(code: string, line: string, path: string): string {
  const values = [...line.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
  const [a = "", b = ""] = values;
  switch (code) {
    case "commander.unknownCommand":
      return path === "ctx" ? `Unknown command "${a}"` : `Unknown command "${a}" for "${path}"`;
    case "commander.unknownOption":
      return `Unknown option "${a}"`;
    case "commander.missingArgument":
      return `Missing argument "${a}"`;
    case "commander.optionMissingArgument":
      return `Missing the value of option "${a}"`;
    case "commander.missingMandatoryOptionValue":
      return `Missing required option "${a}"`;
    case "commander.excessArguments": {
      const counts = /Expected (\d+) arguments? but got (\d+)/.exec(line);
      const detail = counts ? `: expected ${counts[1]}, got ${counts[2]}` : "";
      return `Too many arguments for "${path}"${detail}`;
    }
    case "commander.conflictingOption":
      return `Option "${a}" cannot be used with option "${b}"`;
    default:
      return restyle(line);
  }
}

/** Capitalised, double quotes for single ones, no trailing period. */
function restyle(line: string): string {
  const text = line.replace(/'([^']*)'/g, '"$1"').replace(/\.\s*$/, "").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `"init"` or `"--limit" or "--list"` from commander's "(Did you mean …?)" line. */
function suggestionOf(text: string): string | undefined {
  const match = /\(Did you mean (?:one of )?(.+)\?\)/.exec(text);
  if (!match) return undefined;
  const names = match[1]!.split(/,\s*/).map((name) => `"${name.trim()}"`);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
