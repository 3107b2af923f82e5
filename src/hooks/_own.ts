/**
 * Sessions the hook must leave alone without a word: ctx's own subscription-CLI calls, and
 * "sessions" that hold no conversation.
 *
 * ctx runs `claude -p` in `<CTX_HOME>/scratch`, and Claude Code fires its session-end hook when
 * that call ends. The child gets ctx's `CTX_HOME` (`cliEnvironment`), so the hook it runs knows
 * that scratch folder: `isOwnScratch`. A ctx call recorded anywhere else (say, by a ctx with
 * another store) is still known by its prompt: `isCtxPrompt` (distill/prompt.ts), checked on the
 * session itself.
 */
import type { Config } from "../config/mod.ts";
import { cliScratchDir } from "../backends/scratch.ts";
import { isInsideProject } from "../store/project.ts";

/** True when `cwd` is this ctx's scratch folder (or inside it), by its path or its real path. */
export function isOwnScratch(cwd: string, config: Pick<Config, "ctxHome">): boolean {
  const scratch = cliScratchDir(config);
  const scratches = [scratch, realPath(scratch)];
  return [cwd, realPath(cwd)].some((c) => scratches.some((s) => isInsideProject(c, s)));
}

/**
 * True when the hook names a transcript that does not exist: the assistant ended a "session"
 * with no conversation (`claude mcp list` does). Only looked up, never read.
 */
export function isMissingTranscript(path: string | undefined): boolean {
  if (path === undefined) return false;
  try {
    Deno.lstatSync(path);
    return false;
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code === "ENOENT" || code === "ENOTDIR";
  }
}

function realPath(path: string): string {
  try {
    return Deno.realPathSync(path);
  } catch {
    return path;
  }
}
