/**
 * Writing an editor's config file: atomically, keeping its mode, through symlinks (dotfile
 * managers link these files), after a one-time backup of the original; and the mkdir lock some
 * clients take around their own writes (Claude Code's on `~/.claude.json`).
 */
import { exists } from "../fsutil.ts";
import { dirname, isBelow } from "../paths.ts";
import { writeFileAtomic } from "../store/atomic.ts";

export { exists };

/** Suffix of the backup made before ctx first changes a file. */
export const BACKUP_SUFFIX = ".ctx-backup";

/**
 * Write `text` to `path`. When the file existed, back it up to `<file>.ctx-backup` first unless
 * a backup is already there (it holds the original from before ctx's first change). Returns the
 * backup path when one was made now.
 */
export async function writeConfigFile(
  path: string,
  text: string,
  existed: boolean,
): Promise<string | undefined> {
  const target = existed ? await Deno.realPath(path) : path;
  const backup = existed ? await backupOnce(target) : undefined;
  await writeFileAtomic(target, text, { mode: 0o644 });
  return backup;
}

/**
 * Write what is left of a file once ctx's entry is taken out, leaving nothing ctx made behind: a
 * file back to its original bytes loses the backup ctx made of it, and a file that has no backup
 * (ctx created it) and now holds nothing (`emptied`: no server, no comment) is removed, unless it
 * is a link. `bare` is the same text without the empty objects ctx's install added around its
 * entry (`withoutEmptyMembers`): when that is the original, it is what is written. No backup is
 * made now: the file holds ctx's own change, not the user's original.
 */
export async function writeUninstalled(
  path: string,
  text: string,
  emptied: boolean,
  bare?: string,
): Promise<"written" | "restored" | "deleted"> {
  const link = (await Deno.lstat(path)).isSymlink;
  const target = await Deno.realPath(path);
  const backup = `${target}${BACKUP_SUFFIX}`;
  if (await exists(backup)) {
    const original = new TextDecoder().decode(await Deno.readFile(backup));
    const back = text === original ? text : bare === original ? bare : undefined;
    await writeFileAtomic(target, back ?? text, { mode: 0o644 });
    if (back === undefined) return "written";
    await Deno.remove(backup);
    return "restored";
  }
  if (emptied && !link) {
    await Deno.remove(target);
    return "deleted";
  }
  await writeFileAtomic(target, text, { mode: 0o644 });
  return "written";
}

/**
 * Remove a file that is ctx's own (a client's `ctx.yaml`, a `hooks/ctx.json`), and its folder
 * when ctx's file was all it held: an empty folder would be left by ctx.
 */
export async function removeOwnFile(path: string): Promise<void> {
  await Deno.remove(path);
  await removeEmptyFolders(dirname(path), dirname(dirname(path)));
}

/**
 * Remove `folder`, then each folder above it, while it is empty and inside `stop` (which stays):
 * the folders made for a file ctx has deleted (Kiro's `settings/` under `~/.kiro`). Nothing when
 * `folder` is not inside `stop`; never a link to a folder elsewhere (a dotfiles manager's),
 * which removing would unlink.
 */
export async function removeEmptyFolders(folder: string, stop: string): Promise<void> {
  for (let at = folder; isBelow(stop, at); at = dirname(at)) {
    if (!(await Deno.lstat(at).catch(() => undefined))?.isDirectory) return;
    try {
      await Deno.remove(at); // only when empty
    } catch {
      return;
    }
  }
}

/** Only the backup (when a client's own CLI is about to change the file). */
export async function backupOriginal(path: string): Promise<string | undefined> {
  if (!(await exists(path))) return undefined;
  return backupOnce(await Deno.realPath(path));
}

async function backupOnce(target: string): Promise<string | undefined> {
  const backup = `${target}${BACKUP_SUFFIX}`;
  if (await exists(backup)) return undefined;
  // Written atomically (temp file + rename): a backup is made only once, so one cut short by a
  // crash would stay partial forever. It keeps the original's mode (configs may hold secrets).
  const bytes = await Deno.readFile(target);
  const st = await Deno.stat(target);
  await writeFileAtomic(backup, bytes, {
    ...(st.mode !== null ? { mode: st.mode & 0o777 } : {}),
    keepMode: false,
  });
  return backup;
}

export interface DirLockOptions {
  /** A lock whose directory is older than this was left by a process that died. */
  staleMs: number;
  /** How long to wait for a live holder before giving up. */
  waitMs: number;
}

/** Run `fn` holding the mkdir lock `lockPath`; throws when a live holder keeps it too long. */
export async function withDirLock<T>(
  lockPath: string,
  options: DirLockOptions,
  fn: () => Promise<T>,
): Promise<T> {
  const giveUp = Date.now() + options.waitMs;
  for (;;) {
    try {
      await Deno.mkdir(lockPath);
      break;
    } catch (error) {
      if (!(error instanceof Deno.errors.AlreadyExists)) throw error;
    }
    const since = await Deno.stat(lockPath).then((st) => st.mtime?.getTime(), () => undefined);
    if (since !== undefined && Date.now() - since > options.staleMs) {
      await Deno.remove(lockPath).catch(() => {});
      continue;
    }
    if (Date.now() > giveUp) {
      throw new Error(`another program holds the lock "${lockPath}"; hint: try again in a moment`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    return await fn();
  } finally {
    await Deno.remove(lockPath).catch(() => {});
  }
}

/**
 * Run `fn` holding an exclusive `flock` on `lockPath`, the lock a client takes around its own
 * writes of a config file (Copilot CLI's `.mcp-writer.lock`). Only an existing lock file is
 * locked: ctx never creates the client's lock (its identity may be recorded elsewhere). Throws
 * when another program holds it longer than `waitMs`.
 */
export async function withFileLock<T>(
  lockPath: string,
  waitMs: number,
  fn: () => Promise<T>,
): Promise<T> {
  let file: Deno.FsFile;
  try {
    file = await Deno.open(lockPath, { read: true, write: true });
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return await fn();
    throw error;
  }
  try {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(`another program holds the lock "${lockPath}"; hint: try again in a moment`),
          ),
        waitMs,
      );
    });
    try {
      await Promise.race([file.lock(true), timeout]);
    } finally {
      clearTimeout(timer);
    }
    return await fn();
  } finally {
    file.close();
  }
}
