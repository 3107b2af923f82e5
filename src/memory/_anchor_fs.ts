/**
 * An anchored path on disk, looked at safely: the path is validated as a string first
 * (`anchorPathProblem`), then resolved with every link followed, and only a regular file whose
 * real path is inside the project's real root (and not in its `.git`) is ever read. A link out of
 * the project, a FIFO or a device is reported, never opened. Also the project's HEAD, read from
 * `.git` without running git (the key of the status cache).
 */
import { readRegularTextFile } from "../fsutil.ts";
import { join, pathBelow, resolve } from "../paths.ts";
import { normalisedLines } from "../snippet.ts";
import { anchorPathProblem } from "../store/mod.ts";

/** Files larger than this are never read for a snippet (their status rests on git alone). */
export const MAX_ANCHORED_FILE_BYTES = 2 << 20;

export type Located =
  | { state: "file"; real: string; identity: string }
  | { state: "missing"; identity: "missing" }
  | { state: "refused"; identity: string; why: string };

/** The real path of a project root (links resolved), or undefined when it is not a folder. */
export async function realRoot(root: string): Promise<string | undefined> {
  try {
    const real = await Deno.realPath(root);
    return (await Deno.stat(real)).isDirectory ? real : undefined;
  } catch {
    return undefined;
  }
}

/** Where `path` (relative to `root`) leads; `rootReal` is `realRoot(root)`. */
export async function locate(root: string, rootReal: string, path: string): Promise<Located> {
  const problem = anchorPathProblem(path);
  if (problem) return { state: "refused", identity: `refused:${problem}`, why: problem };
  let real: string;
  try {
    real = await Deno.realPath(join(root, path));
  } catch {
    // Missing, or a link to nothing: nothing there to read either way.
    return { state: "missing", identity: "missing" };
  }
  const inside = pathBelow(rootReal, real);
  if (inside === undefined || inside.length === 0) {
    return {
      state: "refused",
      identity: "refused:outside",
      why: "a link leads out of the project",
    };
  }
  if (inside[0]!.toLowerCase() === ".git") {
    return { state: "refused", identity: "refused:git", why: "a link leads into .git" };
  }
  try {
    const info = await Deno.stat(real);
    if (!info.isFile) {
      return { state: "refused", identity: "refused:not-file", why: "not a regular file" };
    }
    return {
      state: "file",
      real,
      identity: `${real}\u0000${info.size}\u0000${info.mtime?.getTime() ?? 0}`,
    };
  } catch {
    return { state: "missing", identity: "missing" };
  }
}

/** The normalised lines of a located file (bounded), or undefined when it cannot be read. */
export async function readLines(located: Located): Promise<string[] | undefined> {
  if (located.state !== "file") return undefined;
  try {
    return normalisedLines(await readRegularTextFile(located.real, MAX_ANCHORED_FILE_BYTES));
  } catch {
    return undefined;
  }
}

/**
 * A token that changes whenever the project's HEAD moves (a commit, a checkout, a reset), read
 * from `.git` without running git: HEAD, the loose ref it names, and the packed refs' size and
 * time. Undefined when the root has no `.git` of its own (not a repository: git is not asked).
 */
export async function headToken(root: string): Promise<string | undefined> {
  const dotGit = join(root, ".git");
  let gitDir: string;
  try {
    const info = await Deno.stat(dotGit);
    if (info.isDirectory) gitDir = dotGit;
    else {
      // A worktree or a submodule: `gitdir: <path>`.
      const text = await readRegularTextFile(dotGit, 4096);
      const m = /^gitdir:\s*(.+)$/m.exec(text);
      if (!m) return undefined;
      gitDir = resolve(root, m[1]!.trim());
    }
  } catch {
    return undefined;
  }
  const read = (path: string) => readRegularTextFile(path, 1 << 16).catch(() => "");
  const common = (await read(join(gitDir, "commondir"))).trim();
  const commonDir = common ? resolve(gitDir, common) : gitDir;
  const head = (await read(join(gitDir, "HEAD"))).trim();
  if (!head) return undefined;
  const ref = /^ref:\s*(refs\/\S+)$/.exec(head)?.[1];
  const loose = ref && !ref.split("/").includes("..")
    ? (await read(join(commonDir, ref))).trim()
    : "";
  const packed = await Deno.stat(join(commonDir, "packed-refs")).then(
    (i) => `${i.size}:${i.mtime?.getTime() ?? 0}`,
    () => "",
  );
  return `${head}\u0000${loose}\u0000${packed}`;
}
