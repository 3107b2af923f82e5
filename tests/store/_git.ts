/** Real git repositories for scope tests (`git init` in a temp folder; no user config needed). */

/** Run git in `dir`; throws with git's stderr when it fails. */
export function git(dir: string, ...args: string[]): Promise<string> {
  return gitWith(dir, args);
}

/** `git`, with more environment (commit dates: `GIT_AUTHOR_DATE`, `GIT_COMMITTER_DATE`). */
export async function gitWith(
  dir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<string> {
  const out = await new Deno.Command("git", {
    args: ["-C", dir, ...args],
    env: { GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null", ...env },
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!out.success) {
    throw new Error(`git ${args.join(" ")} failed: ${new TextDecoder().decode(out.stderr)}`);
  }
  return new TextDecoder().decode(out.stdout);
}

/** Make `dir` (created when missing) a git repository of its own. */
export async function gitInit(dir: string): Promise<string> {
  await Deno.mkdir(dir, { recursive: true });
  await git(dir, "init", "-q");
  return dir;
}
