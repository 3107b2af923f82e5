/**
 * The subscription CLI backend: runs `CTX_CLI_BACKEND` (default `claude`) as
 * `claude -p --model <model>` with the whole prompt on stdin — never on argv, where other users
 * of the machine could read it in the process list — and takes stdout as the answer.
 *
 * `--model` is always passed so the subscription spends its cheap default model
 * (`claude-haiku-4-5-20251001`, or `MODEL`) rather than whatever the user chose interactively.
 *
 * The child runs in `<CTX_HOME>/scratch`: a session the CLI records anyway is recorded under that
 * folder, and ctx excludes it when it reads sessions, so ctx never distills its own distillation
 * calls. The call is kept out of the user's Claude Code history (`_cli_session.ts`:
 * `--no-session-persistence` where the CLI has it, and what the call left is removed). The CLI
 * also runs the user's session-end hook when the call ends; that hook knows the folder as ctx's
 * own (and does nothing) because the child gets `CTX_HOME`.
 *
 * It gets only the environment it needs (`config.cliEnv`, an allowlist, plus `CTX_HOME`): never
 * ctx's team key, the vendor keys or any other variable of ctx's own.
 */
import { BackendError, errorMessage, InterruptedError } from "../errors.ts";
import { type RunResult, which } from "../process.ts";
import { loggedOutError } from "./_cli_login.ts";
import { cliScratchDir } from "./scratch.ts";
import {
  type CliSupport,
  cliSupport,
  removeCallSession,
  sessionArgs,
  sessionFiles,
} from "./_cli_session.ts";
import {
  type Backend,
  BACKEND_NAMES,
  type BackendDeps,
  type CompletionRequest,
  type CompletionResult,
  DEFAULT_MODELS,
} from "./types.ts";

/** One CLI call may take long: the CLI starts up, may queue, and thinks. */
export const CLI_TIMEOUT_MS = 300_000;

/**
 * What goes on the CLI's stdin: the instructions, then the task, separated so the model cannot
 * mistake one for the other (the CLI has one input channel, not a system slot).
 */
export function cliPrompt(request: Pick<CompletionRequest, "system" | "prompt">): string {
  return `${INSTRUCTIONS_OPEN}${request.system}${INSTRUCTIONS_CLOSE}\n${request.prompt}\n`;
}

/**
 * The task part of a text in `cliPrompt`'s form (what follows the instructions), or undefined
 * when the text is not in that form. How ctx knows its own calls in the CLI's recorded sessions.
 */
export function cliTask(text: string): string | undefined {
  if (!text.startsWith(INSTRUCTIONS_OPEN)) return undefined;
  const end = text.indexOf(INSTRUCTIONS_CLOSE);
  return end < 0 ? undefined : text.slice(end + INSTRUCTIONS_CLOSE.length);
}

const INSTRUCTIONS_OPEN = "<instructions>\n";
const INSTRUCTIONS_CLOSE = "\n</instructions>\n";

/** A Backend that runs the subscription CLI through `deps.run`. */
export function createSubscriptionCliBackend(deps: BackendDeps): Backend {
  const { config } = deps;
  const program = config.cliBackend;
  const model = config.model ?? DEFAULT_MODELS.cli;
  const name = BACKEND_NAMES.cli;
  let resolved: Promise<string | undefined> | undefined;
  // What the CLI supports, asked once per backend (its `--help`).
  let support: Promise<CliSupport> | undefined;
  return {
    kind: "cli",
    model,
    label: `${name} (${program}, ${model})`,
    async complete(request: CompletionRequest): Promise<CompletionResult> {
      const useModel = request.model ?? model;
      // Resolve against config.path (not the process PATH) so what ran is what `which` found.
      resolved ??= which(program, config.path, config.os);
      const executable = await resolved;
      if (executable === undefined) {
        throw new BackendError(`Cannot run the ${name} "${program}": not found on PATH`, {
          hint:
            "install it, set CTX_CLI_BACKEND, or choose another backend with ctx install --setup",
        });
      }
      const cwd = cliScratchDir(config);
      await Deno.mkdir(cwd, { recursive: true, mode: 0o700 });
      const signal = request.signal ? AbortSignal.any([deps.signal, request.signal]) : deps.signal;
      if (signal.aborted) throw new InterruptedError();
      support ??= cliSupport(deps.run, executable, { cwd, env: config.cliEnv, signal });
      const flags = await support;
      const stdin = cliPrompt(request);
      const call = {
        prompt: stdin,
        sessionId: flags.sessionId ? crypto.randomUUID() : undefined,
        // Neither flag: the files of the call are told from those before it.
        before: flags.sessionId || flags.noSessionPersistence
          ? undefined
          : await sessionFiles(config, cwd),
      };
      let result: RunResult;
      try {
        result = await deps.run(
          executable,
          ["-p", "--model", useModel, ...sessionArgs(flags, call.sessionId)],
          { stdin, cwd, env: config.cliEnv, clearEnv: true, timeoutMs: CLI_TIMEOUT_MS, signal },
        );
      } catch (cause) {
        if (signal.aborted) throw new InterruptedError();
        throw new BackendError(`Cannot run the ${name} "${program}": ${errorMessage(cause)}`, {
          hint: "check CTX_CLI_BACKEND names a program you can run",
          cause,
        });
      } finally {
        // Also after a failure or a timeout: the CLI may have recorded the prompt by then.
        await removeCallSession(config, cwd, call);
      }
      if (signal.aborted) throw new InterruptedError();
      if (result.timedOut) {
        throw new BackendError(
          `The ${name} "${program}" did not answer within ${CLI_TIMEOUT_MS / 1000} s`,
          {
            hint: "try again later, or choose an API backend with ctx install --setup",
            retryable: true,
          },
        );
      }
      // Not logged in: every call would say the same, so this stops a run (`backend.auth`).
      const loggedOut = loggedOutError(
        program,
        `${result.stdout}\n${result.stderr}`,
        result.code !== 0,
      );
      if (loggedOut) throw loggedOut;
      if (result.code !== 0) {
        const detail = stderrExcerpt(result.stderr) || stderrExcerpt(result.stdout);
        throw new BackendError(
          `The ${name} "${program}" exited with code ${result.code}${detail ? `: ${detail}` : ""}`,
          {
            hint: `run "${program}" once yourself to check it is logged in, or choose another ` +
              "backend with ctx install --setup",
          },
        );
      }
      if (result.stdout.trim() === "") {
        throw new BackendError(`The ${name} "${program}" printed no answer`, {
          hint: `run "${program} -p" yourself to check it works`,
          retryable: true,
        });
      }
      return { text: result.stdout, model: useModel };
    },
  };
}

/** The end of stderr, where CLIs put the reason they failed. */
function stderrExcerpt(text: string, max = 400): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `…${flat.slice(-max)}` : flat;
}
