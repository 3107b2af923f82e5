/**
 * Whether the subscription CLI is logged in: recognised in the answer of a call (Claude Code
 * prints `Not logged in · Please run /login` on stdout and exits 1), and asked up front with the
 * CLI's own cheap, local check (`claude auth status --json`, no model call) by
 * `ctx install --setup`. A CLI that has no such check (another `CTX_CLI_BACKEND`, an older
 * version) is said to be unknown; its first failed call then says it instead.
 */
import type { Config } from "../config/mod.ts";
import { BackendError, ERROR_CODES, errorMessage } from "../errors.ts";
import type { CommandRunner } from "../process.ts";
import { which } from "../process.ts";
import { BACKEND_NAMES } from "./types.ts";

/** The CLI's own words when it has no login (or a refused one). */
const LOGGED_OUT = /\b(?:not logged in|please run \/login|invalid api key)\b/i;

/** The whole answer of a call that is only a login complaint (whatever its exit code). */
const ONLY_LOGGED_OUT = /^(?:not logged in|invalid api key)\b[^\n]{0,80}please run \/login\W*$/i;

/** Time allowed for `auth status`: it reads local files, no network. */
const CHECK_TIMEOUT_MS = 20_000;

/**
 * The error of a call whose output says the CLI is not logged in, else `undefined`. `failed`
 * is true when the CLI exited with a non-zero code (then a mention anywhere counts).
 */
export function loggedOutError(
  program: string,
  output: string,
  failed: boolean,
): BackendError | undefined {
  const text = output.trim();
  if (!(failed ? LOGGED_OUT.test(text) : ONLY_LOGGED_OUT.test(text))) return undefined;
  const line = text.split("\n").find((l) => LOGGED_OUT.test(l))?.trim().slice(0, 200) ?? text;
  return new BackendError(`The ${BACKEND_NAMES.cli} "${program}" is not logged in: ${line}`, {
    code: ERROR_CODES.backendAuth,
    hint: `run "${program}" in a terminal and log in (/login), or choose another backend ` +
      "with ctx install --setup",
  });
}

export type CliLogin =
  | { status: "logged-in"; method?: string }
  | { status: "logged-out" }
  /** The CLI could not say (no such check, not found, odd answer): `reason` says why. */
  | { status: "unknown"; reason: string };

/**
 * Ask the subscription CLI whether it is logged in (`<program> auth status --json`), with the
 * environment its calls get, in `cwd` (made when missing: the folder its calls run in). Never
 * throws.
 */
export async function checkCliLogin(
  deps: { config: Pick<Config, "cliBackend" | "cliEnv" | "path" | "os">; run: CommandRunner },
  cwd: string,
): Promise<CliLogin> {
  const { config } = deps;
  const program = await which(config.cliBackend, config.path, config.os);
  if (program === undefined) return { status: "unknown", reason: "not found on PATH" };
  try {
    await Deno.mkdir(cwd, { recursive: true, mode: 0o700 });
    const result = await deps.run(program, ["auth", "status", "--json"], {
      cwd,
      env: config.cliEnv,
      clearEnv: true,
      timeoutMs: CHECK_TIMEOUT_MS,
    });
    if (result.timedOut) return { status: "unknown", reason: "it did not answer in time" };
    const answer = parseStatus(result.stdout);
    if (answer === undefined) {
      return { status: "unknown", reason: 'it has no "auth status" command' };
    }
    if (!answer.loggedIn) return { status: "logged-out" };
    return answer.method ? { status: "logged-in", method: answer.method } : { status: "logged-in" };
  } catch (error) {
    return { status: "unknown", reason: errorMessage(error) };
  }
}

/** `{"loggedIn": true, "authMethod": "…"}`, or `undefined` when that is not what it printed. */
function parseStatus(stdout: string): { loggedIn: boolean; method?: string } | undefined {
  let json: unknown;
  try {
    json = JSON.parse(stdout.slice(0, 64 * 1024));
  } catch {
    return undefined;
  }
  if (typeof json !== "object" || json === null) return undefined;
  const record = json as Record<string, unknown>;
  if (typeof record.loggedIn !== "boolean") return undefined;
  const method = typeof record.authMethod === "string" && /^[\w.-]{1,40}$/.test(record.authMethod)
    ? record.authMethod
    : undefined;
  return { loggedIn: record.loggedIn, ...(method ? { method } : {}) };
}
