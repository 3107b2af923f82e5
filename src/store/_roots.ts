/**
 * A repository's first commit, remembered (d-cache16): `git rev-list --max-parents=0 HEAD` walks
 * the whole history, and a project without a remote is named by it at every open. The smallest
 * root found is kept in `$CTX_HOME/roots.json` with the HEAD it was found at, keyed by the git
 * directory's device and inode (a moved folder keeps them; its path where there is no inode).
 *
 * Trust: a remembered pair is used only when
 * - both are 40 or 64 hex digits (never an option or a revision expression given to git),
 * - the remembered HEAD is HEAD or an ancestor of it (`merge-base --is-ancestor`: a walk of the
 *   commits made since, none when HEAD has not moved), and
 * - the remembered root is a commit of this repository without a parent (`rev-list --no-walk`);
 * the roots of the commits made since (`rev-list --max-parents=0 HEAD ^old`) are added. A history
 * rewritten, a branch switched to one that does not contain the remembered HEAD, a file that is
 * garbage or names another repository's commits: the walk, as before, and the memory rewritten.
 * Not checked (it would be the walk): that a parentless remembered root is reachable from HEAD;
 * only a hand-edited file in ctx's private home can say otherwise.
 */
import { dirname, join } from "node:path";
import { readRegularTextFileSync } from "../fsutil.ts";
import { writeFileAtomic } from "./atomic.ts";

/** The most repositories remembered (the oldest forgotten first). */
const MAX_REMEMBERED = 500;
const SHA = /^[0-9a-f]{40}$|^[0-9a-f]{64}$/;

interface Remembered {
  head: string;
  root: string;
}

/** Runs `git -C <top> <args>`: its trimmed output, or `undefined` when it failed. */
export type Git = (args: string[]) => Promise<string | undefined>;

/** Where the first commits are remembered. */
export function rootsPath(ctxHome: string): string {
  return join(ctxHome, "roots.json");
}

/** The smallest of the roots `git rev-list` printed, or `undefined`. */
export function smallestRoot(listed: string | undefined): string | undefined {
  return listed?.split("\n").map((c) => c.trim()).filter((c) => SHA.test(c)).sort()[0];
}

/**
 * The first commit (the smallest root) of HEAD's history in the repository whose git directory
 * is `gitDir`, from `memory` (a `roots.json` path) when it still holds, else by the walk.
 */
export async function firstCommit(
  git: Git,
  gitDir: string | undefined,
  memory: string | undefined,
): Promise<string | undefined> {
  const walk = async () => smallestRoot(await git(["rev-list", "--max-parents=0", "HEAD"]));
  if (memory === undefined || gitDir === undefined) return await walk();
  const key = repoKey(gitDir);
  const head = await git(["rev-parse", "-q", "--verify", "HEAD^{commit}"]);
  if (key === undefined || head === undefined || !SHA.test(head)) return await walk();
  const all = readMemory(memory);
  const known = all[key];
  const root = (known && await stillHolds(git, known, head)) ?? await walk();
  if (root !== undefined && (known?.head !== head || known.root !== root)) {
    delete all[key]; // re-added last: the most recently used are kept
    all[key] = { head, root };
    await writeMemory(memory, all);
  }
  return root;
}

async function stillHolds(
  git: Git,
  known: Remembered,
  head: string,
): Promise<string | undefined> {
  if (known.head !== head) {
    const ancestor = await git(["merge-base", "--is-ancestor", known.head, head]);
    if (ancestor === undefined) return undefined;
  }
  const parentless = await git(["rev-list", "--no-walk", "--max-parents=0", known.root]);
  if (parentless !== known.root) return undefined;
  if (known.head === head) return known.root;
  const since = await git(["rev-list", "--max-parents=0", head, `^${known.head}`]);
  if (since === undefined) return undefined;
  return [known.root, smallestRoot(since)].filter((c) => c !== undefined).sort()[0];
}

/** The git directory's identity: device and inode, or its real path without them. */
function repoKey(gitDir: string): string | undefined {
  try {
    const st = Deno.statSync(gitDir);
    if (st.dev !== null && st.ino !== null && st.ino !== 0) return `ino:${st.dev}:${st.ino}`;
    return `path:${Deno.realPathSync(gitDir)}`;
  } catch {
    return undefined;
  }
}

// The file's bound: MAX_REMEMBERED pairs of two hashes and a key take well under 100 KB; a larger
// file (or a FIFO, a device) is not ctx's and is read as nothing remembered.
const MAX_MEMORY_BYTES = 1 << 20;

/** The remembered pairs; anything unreadable, too large or malformed is nothing remembered. */
function readMemory(path: string): Record<string, Remembered> {
  const kept: Record<string, Remembered> = {};
  try {
    const parsed: unknown = JSON.parse(readRegularTextFileSync(path, MAX_MEMORY_BYTES));
    const repos = (parsed as { repos?: unknown } | null)?.repos;
    if (typeof repos !== "object" || repos === null || Array.isArray(repos)) return kept;
    for (const [key, value] of Object.entries(repos)) {
      if (!/^(ino|path):/.test(key)) continue; // never `__proto__` or the like
      const { head, root } = (value ?? {}) as Partial<Remembered>;
      if (
        typeof head === "string" && typeof root === "string" && SHA.test(head) && SHA.test(root)
      ) {
        kept[key] = { head, root };
      }
    }
  } catch {
    // missing or unreadable: the walk
  }
  return kept;
}

async function writeMemory(path: string, all: Record<string, Remembered>): Promise<void> {
  const keys = Object.keys(all);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_REMEMBERED))) delete all[key];
  try {
    // Never the first thing ctx writes on a machine: without its home, nothing is remembered.
    if (!Deno.statSync(dirname(path)).isDirectory) return;
    await writeFileAtomic(path, JSON.stringify({ version: 1, repos: all }) + "\n", { mode: 0o600 });
  } catch {
    // a home that cannot be written: the walk next time, the id the same
  }
}
