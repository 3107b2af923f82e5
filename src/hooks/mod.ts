/**
 * Distill a session when it ends. An assistant's session-end hook runs
 * `ctx hook session-end --client <id>` with the session's JSON on stdin; `handleSessionEnd`
 * validates it (hostile input), leaves ctx's own subscription-CLI calls and sessions without a
 * transcript alone, starts `ctx hook distill …` detached and returns at once, and
 * `distillEndedSession` (that background process) distills exactly that session with the saved
 * backend, recording what happened for `ctx status`.
 *
 * @example
 * const input = parseHookInput("claude-code", await readHookStdin(stdinChunks()));
 * handleSessionEnd(deps, input); // "started" (or "own call", "no transcript"), in milliseconds
 */
import { resolve } from "../paths.ts";
import type { Deps } from "../deps.ts";
import { errorLine, errorMessage, SourceError } from "../errors.ts";
import { checkProjectFolder } from "../store/folder.ts";
import { plural } from "../text.ts";
import type { DiscoverOptions, SessionRef, Source } from "../types.ts";
import { type HookInput, hookLabel } from "./_input.ts";
import { isMissingTranscript, isOwnScratch } from "./_own.ts";
import { type SpawnDetached, spawnDetached } from "./_spawn.ts";

export { type HookInput, isHookClient, parseHookInput } from "./_input.ts";
export { HOOK_STDIN_BOUNDS, readHookStdin } from "./_stdin.ts";
export type { SpawnDetached } from "./_spawn.ts";

/** The arguments of the background process for `input` (after ctx's own program and args). */
export function distillArgs(input: HookInput): string[] {
  return [
    "hook",
    "distill",
    "--client",
    input.client,
    "--session-id",
    input.sessionId,
    "--cwd",
    input.cwd,
    ...(input.transcriptPath ? ["--transcript", input.transcriptPath] : []),
  ];
}

/**
 * What the hook did with an ended session: started its distillation, or left it alone quietly
 * (nothing started, nothing recorded) because it is one of ctx's own subscription-CLI calls or
 * the transcript it names does not exist (a command like `claude mcp list` ends a "session"
 * without a conversation).
 */
export type SessionEndAction = "started" | "own call" | "no transcript";

/**
 * Check that the session ran in a project folder and start its distillation in the background;
 * returns without waiting for it. `/` and the home folder are never projects. ctx's own calls and
 * sessions whose transcript does not exist are left alone first (see `SessionEndAction`).
 */
export function handleSessionEnd(
  deps: Pick<Deps, "config" | "cwd" | "self">,
  input: HookInput,
  spawn: SpawnDetached = spawnDetached,
): SessionEndAction {
  if (isOwnScratch(input.cwd, deps.config)) return "own call";
  if (isMissingTranscript(input.transcriptPath)) return "no transcript";
  // The rule `openProject` applies first, in milliseconds (no git): the background opens it.
  checkProjectFolder(deps, input.cwd, { from: "session" });
  spawn(deps.self.command, [...deps.self.args, ...distillArgs(input)]);
  return "started";
}

/**
 * What became of the ended session; `own call` (one of ctx's own distillation calls) is left
 * alone without recording anything.
 */
export type EndedSessionOutcome = "distilled" | "unchanged" | "skipped" | "failed" | "own call";

/**
 * The background half: find exactly the ended session among the project's sessions of that
 * assistant (the transcript path the hook gave is only compared with what discovery finds, never
 * read), distill it when it is new or grew, and record the outcome for `ctx status`. A session
 * whose first prompt is one ctx sent (`CTX_PROMPT_MARKER`) is ctx's own call, recorded in a
 * folder this ctx does not know as its scratch folder: it is left alone, quietly.
 */
export async function distillEndedSession(
  deps: Deps,
  input: HookInput,
): Promise<EndedSessionOutcome> {
  if (isOwnScratch(input.cwd, deps.config)) return "own call";
  const { planProject, runPlan } = await import("../distill/mod.ts");
  const { openProject } = await import("../store/mod.ts");
  const label = hookLabel(input.client);
  let projectId = "";
  try {
    const transcript = input.transcriptPath ? realPath(input.transcriptPath) : undefined;
    const project = await openProject(deps, input.cwd, { from: "session" });
    const plan = await planProject(deps, {
      project,
      // The ended session is found and read by its own assistant's reader.
      sources: [input.client],
      only: (ref) => isTheSession(ref, input.sessionId, transcript),
    });
    projectId = plan.project.id;
    if (plan.found === 0) {
      throw new SourceError(
        `Cannot find ${label} session "${input.sessionId}" in project "${projectId}"`,
        { hint: `ctx init ${input.client} in the project distills every session it finds` },
      );
    }
    if (plan.pending.length === 0) return "unchanged";
    if (await isCtxCall(plan.pending[0]!, plan.readOptions)) return "own call";
    const report = await runPlan(deps, plan, { signal: deps.signal });
    const failure = report.failures[0];
    if (failure) {
      await recordHookEvent(
        deps,
        projectId,
        "failure",
        `Cannot distill ${where(input)}: ${failure.error}`,
      );
      return "failed";
    }
    // Another ctx process (an MCP server) holding the session distills it: nothing to add.
    if (report.distilled === 0 && report.busy > 0) return "unchanged";
    const outcome = report.distilled > 0 ? "distilled" : "skipped";
    const what = outcome === "distilled"
      ? `distilled (${plural(report.insightsWritten, "insight")})`
      : "nothing to keep";
    await recordHookEvent(deps, projectId, "finished", `${where(input)}: ${what}`);
    return outcome;
  } catch (error) {
    await recordHookEvent(
      deps,
      projectId,
      "failure",
      `Cannot distill ${where(input)}: ${errorLine(error)}`,
    );
    throw error;
  }
}

/** True when the session is one of ctx's own distillation calls (read through its source). */
async function isCtxCall(
  item: { source: Source; ref: SessionRef },
  options: DiscoverOptions,
): Promise<boolean> {
  const { firstUserText, isCtxPrompt } = await import("../distill/prompt.ts");
  const { session } = await item.source.read(item.ref, options);
  return session !== null && isCtxPrompt(firstUserText(session));
}

function where(input: HookInput): string {
  return `${hookLabel(input.client)} session "${input.sessionId}"`;
}

/** The ended session: the transcript the hook named, or (without one) its session id. */
function isTheSession(ref: SessionRef, sessionId: string, transcript: string | undefined): boolean {
  if (transcript !== undefined) return realPath(ref.location) === transcript;
  return ref.id === sessionId;
}

function realPath(path: string): string {
  try {
    return Deno.realPathSync(path);
  } catch {
    return resolve(path);
  }
}

/** Record a hook run for `ctx status` (nobody watches a hook's stderr). Never throws. */
export async function recordHookEvent(
  deps: Deps,
  projectId: string,
  kind: "finished" | "failure",
  message: string,
): Promise<void> {
  try {
    const { recordEvent } = await import("../store/mod.ts");
    recordEvent(deps, { at: deps.now().toISOString(), origin: "hook", projectId, kind, message });
  } catch (error) {
    deps.output.err(`warning: Cannot record the hook run: ${errorMessage(error)}`);
  }
}
