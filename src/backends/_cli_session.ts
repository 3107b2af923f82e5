/**
 * ctx's own `claude -p` calls stay out of the user's Claude Code history. Claude Code records
 * every session, `-p` ones included, as `<projects>/<encoded cwd>/<session id>.jsonl`: without
 * care each distillation prompt (transcript text, about 20 KB) would be kept there and offered
 * by `claude --resume`.
 *
 * - Where the installed CLI lists `--no-session-persistence` in its `--help`, ctx passes it.
 * - Where it lists `--session-id`, ctx names the call's session and, once the call is over,
 *   removes that session's file (and its folder of tool results) from the projects folder of
 *   ctx's scratch folder, whether or not the first flag was passed: a CLI whose flag did not
 *   work (Claude Code 2.1.110–2.1.112 still wrote a file) leaves nothing either.
 * - A CLI with neither: after the call, the session files that appeared in the scratch folder's
 *   project folder during the call and hold exactly this call's prompt are removed.
 *
 * A flag the CLI does not list is never passed: some versions refuse an unknown option, others
 * accept it and drop the prompt. `--help` is asked once per backend (one per run) and read
 * for the two flags only. Nothing outside the scratch folder's project folder is touched.
 */
import { join } from "node:path";
import type { Config } from "../config/mod.ts";
import { readRegularTextFile } from "../fsutil.ts";
import type { CommandRunner } from "../process.ts";
import { claudeProjectRoots, encodeClaudeProjectDir } from "../assistants/claude-code/reader.ts";

/** What the installed CLI supports, from its `--help`. */
export interface CliSupport {
  noSessionPersistence: boolean;
  sessionId: boolean;
}

/** How long `--help` may take (a CLI that does not answer supports nothing). */
const HELP_TIMEOUT_MS = 15_000;

/** Ask `executable --help` (with the call's environment and folder) which flags it has. */
export async function cliSupport(
  run: CommandRunner,
  executable: string,
  options: { cwd: string; env: Readonly<Record<string, string>>; signal: AbortSignal },
): Promise<CliSupport> {
  try {
    const help = await run(executable, ["--help"], {
      cwd: options.cwd,
      env: options.env,
      clearEnv: true,
      timeoutMs: HELP_TIMEOUT_MS,
      signal: options.signal,
    });
    const text = help.timedOut ? "" : `${help.stdout}\n${help.stderr}`;
    return {
      noSessionPersistence: /(^|\s)--no-session-persistence\b/m.test(text),
      sessionId: /(^|\s)--session-id\b/m.test(text),
    };
  } catch {
    return { noSessionPersistence: false, sessionId: false };
  }
}

/** The flags that keep a call out of the history, for what the CLI supports. */
export function sessionArgs(support: CliSupport, sessionId: string | undefined): string[] {
  return [
    ...(support.noSessionPersistence ? ["--no-session-persistence"] : []),
    ...(sessionId ? ["--session-id", sessionId] : []),
  ];
}

type Where = Pick<Config, "home" | "claudeConfigDir" | "os">;

/** The session files (`*.jsonl`) now in the projects folders of ctx's scratch folder. */
export async function sessionFiles(config: Where, scratch: string): Promise<Set<string>> {
  const files = new Set<string>();
  for (const dir of await scratchProjectDirs(config, scratch)) {
    for (const name of listNames(dir)) if (name.endsWith(".jsonl")) files.add(join(dir, name));
  }
  return files;
}

/**
 * Remove what one call left: the session `sessionId` when the call was given one, else the
 * session files not in `before` whose records hold `prompt` as one whole string.
 */
export async function removeCallSession(
  config: Where,
  scratch: string,
  call: { sessionId?: string; before?: Set<string>; prompt: string },
): Promise<void> {
  if (call.sessionId !== undefined) {
    for (const dir of await scratchProjectDirs(config, scratch)) {
      await removeIf(join(dir, `${call.sessionId}.jsonl`), "file");
      await removeIf(join(dir, call.sessionId), "folder");
    }
    return;
  }
  if (call.before === undefined) return;
  // The prompt as the CLI writes it in a record: a JSON string (the CLI may trim the input).
  const quoted = JSON.stringify(call.prompt.trim()).slice(0, -1);
  for (const path of await sessionFiles(config, scratch)) {
    if (call.before.has(path)) continue;
    const text = await readRegularTextFile(path, call.prompt.length * 8 + (16 << 20)).catch(
      () => "",
    );
    if (text.includes(quoted)) await removeIf(path, "file");
  }
}

/**
 * The folders in Claude Code's `projects/` that hold the sessions of ctx's scratch folder: the
 * folder's encoded name (by its path and its real path; a name longer than 200 characters is
 * cut there and followed by a hash, as Claude Code does).
 */
async function scratchProjectDirs(config: Where, scratch: string): Promise<string[]> {
  const fold = (name: string) => config.os === "windows" ? name.toLowerCase() : name;
  const real = await Deno.realPath(scratch).catch(() => scratch);
  const encoded = [...new Set([scratch, real].map((p) => fold(encodeClaudeProjectDir(p))))];
  const dirs: string[] = [];
  // The CLI child is handed the folder the configuration resolved (`cliEnvironment`).
  const configDirs = config.claudeConfigDir === undefined ? [] : [config.claudeConfigDir];
  for (const root of claudeProjectRoots({ home: config.home }, configDirs)) {
    for (const name of listNames(root)) {
      const folded = fold(name);
      const ours = encoded.some((e) =>
        folded === e || (e.length > 200 && folded.startsWith(`${e.slice(0, 200)}-`))
      );
      if (ours) dirs.push(join(root, name));
    }
  }
  return dirs;
}

function listNames(dir: string): string[] {
  try {
    return [...Deno.readDirSync(dir)].map((e) => e.name);
  } catch {
    return [];
  }
}

/** Remove `path` when it is a `kind` (a link is removed as a link, never followed). */
async function removeIf(path: string, kind: "file" | "folder"): Promise<void> {
  const info = await Deno.lstat(path).catch(() => undefined);
  if (!info) return;
  const isKind = kind === "file" ? info.isFile || info.isSymlink : info.isDirectory;
  if (isKind) await Deno.remove(path, { recursive: kind === "folder" }).catch(() => {});
}
