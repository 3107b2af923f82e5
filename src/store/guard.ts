/**
 * What keeps stores safe: ctx never writes through a symbolic link in a store (a `.ctx` or
 * `$CTX_HOME/projects/<id>` that is a link, or a summary file that is one, is refused with a
 * message naming it), and the per-user stores under `$CTX_HOME` are private: folders 0700,
 * files 0600, fixed when ctx finds them looser. A project's own `.ctx/` is meant to be committed:
 * its files keep the usual modes.
 */
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readlinkSync,
  rmSync,
  type Stats,
  statSync,
  writeFileSync,
} from "node:fs";
import { errorMessage, StoreError } from "../errors.ts";
import { dirname, join, pathBelow, resolve } from "../paths.ts";

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const posix = Deno.build.os !== "windows";

/** Where a store lives; `privateFrom` (`$CTX_HOME`) makes it and the folders above it private. */
export interface StoreDirOptions {
  /** The folder from which down to the store every folder is private (0700). */
  privateFrom?: string;
  /**
   * ctx rebuilds the store's whole content (a pulled team folder): a link in the way is to be
   * deleted, not replaced by a folder holding what it points to.
   */
  rebuilt?: boolean;
}

/** What is wrong when a folder on a store's path is a file. */
export const ABOVE_IS_FILE = "a folder above it is a file";

/** What is wrong when a folder on a store's path is a link to nothing. */
export const LINK_TO_NOTHING = "is a symbolic link to a folder that does not exist";

/**
 * The error to give when making the folder `dir` failed because a folder on its way is a link
 * to nothing (a dotfiles manager's `$CTX_HOME`, made before the folder it points to), which
 * `mkdir` reports as "file exists"; `undefined` when no such link is there.
 */
export function danglingLinkError(dir: string): StoreError | undefined {
  for (let at = resolve(dir); dirname(at) !== at; at = dirname(at)) {
    let link = false;
    try {
      link = lstatSync(at).isSymbolicLink() && !existsSync(at);
    } catch {
      // Missing, or a file above it: not this problem.
    }
    if (link) {
      return new StoreError(`Cannot create "${dir}": "${at}" ${LINK_TO_NOTHING}`, {
        hint: `create the folder it points to ("${readlinkSync(at)}"), or remove the link`,
      });
    }
  }
  return undefined;
}

/** What to do about it (`CTX_HOME` set to a file, usually). */
export const NOT_A_FOLDER_HINT =
  "CTX_HOME (or a folder above it) is a file, not a folder: point CTX_HOME at a folder";

/**
 * The `lstat` of `path`, or `undefined` when nothing is there. A file where a folder above it
 * should be (`CTX_HOME` set to a file) is said with the path, not left to crash.
 */
function lstatOrNone(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "ENOENT") return undefined;
    if (code === "ENOTDIR") {
      throw new StoreError(`Cannot write to "${path}": ${ABOVE_IS_FILE}`, {
        hint: NOT_A_FOLDER_HINT,
      });
    }
    throw error;
  }
}

function statOrNone(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

function symlinkError(path: string, kind: "folder" | "file" | "rebuilt"): StoreError {
  const hints = {
    folder: "replace the link with a real folder (move the files it points to into it), then rerun",
    file: "delete the link (or replace it with a regular file), then rerun",
    rebuilt: "delete the link (not what it points to), then rerun: ctx makes the folder again",
  };
  return new StoreError(`Cannot write to "${path}": it is a symbolic link`, {
    hint: `ctx never writes through a symbolic link in a store: ${hints[kind]}`,
  });
}

/** Throw a `StoreError` naming `path` when it is a symbolic link. */
export function refuseSymlink(path: string, kind: "folder" | "file" = "file"): void {
  if (lstatOrNone(path)?.isSymbolicLink()) throw symlinkError(path, kind);
}

/**
 * The folders a store write goes through that must not be links: the store itself, and with
 * `privateFrom` every folder below that one (`projects/`, `team/`). `privateFrom` itself may be
 * a link (a `$CTX_HOME` kept on another disk).
 */
function guardedFolders(dir: string, options: StoreDirOptions): string[] {
  const folders = [dir];
  const from = options.privateFrom;
  if (from === undefined) return folders;
  const parts = pathBelow(from, dir);
  if (parts === undefined) return folders;
  for (let i = parts.length - 1; i > 0; i--) folders.push(join(from, ...parts.slice(0, i)));
  return folders;
}

/**
 * Check a store folder before anything is written into it: no link (see `guardedFolders`), a
 * folder when present. Creates nothing.
 */
export function checkStoreDir(dir: string, options: StoreDirOptions = {}): void {
  for (const folder of guardedFolders(dir, options)) {
    const st = lstatOrNone(folder);
    if (st?.isSymbolicLink()) throw symlinkError(folder, options.rebuilt ? "rebuilt" : "folder");
    if (st && !st.isDirectory()) {
      throw new StoreError(`Cannot write to "${folder}": it is not a folder`, {
        hint: "move the file away, then rerun",
      });
    }
  }
}

/** What the write check writes: about one summary's size. */
const PROBE_BYTES = new Uint8Array(4096);

/**
 * Refuse a store folder that cannot be written (a read-only disk or mount, a folder without write
 * permission, a full disk), or the nearest folder above it when it does not exist yet: said
 * before any model call is paid for, instead of each session failing once its answer is in.
 */
export function checkWritable(dir: string, what = "the store"): void {
  const cannot = unwritable(dir);
  if (cannot === undefined) return;
  throw new StoreError(`Cannot write to ${what} "${dir}": ${cannot.reason}`, {
    hint: `${cannot.remedy}, then rerun: no session was sent to the model`,
  });
}

/**
 * Why `dir` (or the nearest folder above it that exists) cannot be written, and what to do, or
 * `undefined` when it can.
 */
export function unwritable(dir: string): { reason: string; remedy: string } | undefined {
  let folder = dir;
  while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
  // A file written and removed: Deno's `access` reads the mode bits only (a read-only mount, or
  // root, would pass it), and an empty file still fits on a full disk; a summary's size does
  // not. Named as a temp file a killed ctx leaves, which the next run removes from a store (not
  // from the folder above a store not made yet: a kill between two system calls leaves it there).
  const probe = join(folder, `.write-check.${crypto.randomUUID().slice(0, 8)}.tmp`);
  try {
    try {
      writeFileSync(probe, PROBE_BYTES, { flag: "wx" });
    } finally {
      rmSync(probe, { force: true });
    }
    return undefined;
  } catch (error) {
    // The probe, which the user never sees and which is gone, is not named: the folder is.
    const reason = errorMessage(error).replace(`, open '${probe}'`, "");
    const code = (error as { code?: unknown }).code;
    return {
      reason,
      remedy: code === "ENOSPC" || code === "EDQUOT"
        ? `free space on the disk of "${folder}" (or raise your quota there)`
        : `make "${folder}" writable (a read-only mount, its permissions)`,
    };
  }
}

/**
 * Make a store folder ready for a write: checked (`checkStoreDir`), created when missing, and
 * when private, every folder from `privateFrom` down to it 0700.
 */
export function ensureStoreDir(dir: string, options: StoreDirOptions = {}): void {
  checkStoreDir(dir, options);
  const from = options.privateFrom;
  if (from === undefined) {
    mkdirSync(dir, { recursive: true });
    return;
  }
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tightenFolders(dir, from);
}

/** Make `$CTX_HOME` (or any folder of ctx's own) exist, mode 0700. */
export function ensurePrivateDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  } catch (error) {
    throw danglingLinkError(dir) ?? error;
  }
  tighten(dir, PRIVATE_DIR_MODE, { follow: true });
}

/** `privateFrom` (followed when a link) and every folder below it down to `dir`: 0700. */
function tightenFolders(dir: string, privateFrom: string): void {
  tighten(privateFrom, PRIVATE_DIR_MODE, { follow: true });
  for (const folder of guardedFolders(dir, { privateFrom }).reverse()) {
    tighten(folder, PRIVATE_DIR_MODE);
  }
}

/**
 * Fix the modes of an existing private store (folder 0700, files 0600), e.g. one written by an
 * older ctx. Links are left alone (and never followed); a missing store is fine.
 */
export async function tightenPrivateStore(dir: string, privateFrom: string): Promise<void> {
  const st = lstatOrNone(dir);
  if (!st || !st.isDirectory()) return;
  tightenFolders(dir, privateFrom);
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isFile) tighten(join(dir, entry.name), PRIVATE_FILE_MODE);
  }
}

/**
 * Remove group and other permissions from `path` when it has any (`mode` is the private mode
 * to set). A link is not followed unless `follow` (for `$CTX_HOME` itself); a failure (not the
 * owner) is left for the OS to report when it matters.
 */
export function tighten(path: string, mode: number, options: { follow?: boolean } = {}): void {
  if (!posix) return;
  let st = lstatOrNone(path);
  if (st?.isSymbolicLink() && options.follow) st = statOrNone(path);
  if (!st || st.isSymbolicLink() || (st.mode & 0o077) === 0) return;
  try {
    chmodSync(path, mode);
  } catch {
    // Not ours to change (another owner): reading and writing still work or fail on their own.
  }
}
