/** Real git repositories with dated commits, for the memory tests (no user config needed). */
import { dirname, join } from "node:path";
import { gitWith } from "../store/_git.ts";

/** Run git in `dir` (commits dated `at` when given); throws with git's stderr when it fails. */
export function git(dir: string, args: string[], at?: string): Promise<string> {
  const dates: Record<string, string> = at ? { GIT_AUTHOR_DATE: at, GIT_COMMITTER_DATE: at } : {};
  return gitWith(dir, ["-c", "user.name=T", "-c", "user.email=t@example.com", ...args], dates);
}

/** A repository at `dir` whose first commit (dated `at`) holds `files`. */
export async function repoWith(
  dir: string,
  files: Record<string, string>,
  at: string,
): Promise<void> {
  await Deno.mkdir(dir, { recursive: true });
  await git(dir, ["init", "-q", "-b", "main"]);
  for (const [path, text] of Object.entries(files)) await put(dir, path, text);
  await git(dir, ["add", "-A"]);
  await git(dir, ["commit", "-qm", "first"], at);
}

/** Write a file of the repository (folders made). */
export async function put(dir: string, path: string, text: string): Promise<void> {
  await Deno.mkdir(dirname(join(dir, path)), { recursive: true });
  await Deno.writeTextFile(join(dir, path), text);
}

/** Commit everything, dated `at`. */
export async function commitAll(dir: string, message: string, at: string): Promise<void> {
  await git(dir, ["add", "-A"]);
  await git(dir, ["commit", "-qm", message], at);
}
