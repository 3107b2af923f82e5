/**
 * Reading the files of a task folder (I/O, bounded): a file is read only when it is a regular
 * file (a link is not followed out of the store, a FIFO never blocks a read), and every problem
 * becomes a warning naming it.
 */
import { errorMessage } from "../../errors.ts";
import { NOT_REGULAR_FILE, openRegularFile } from "../../fsutil.ts";
import { readPrefix } from "../../sources/jsonl.ts";
import { readText } from "../../sources/paths.ts";
import { readJsonArray } from "./_json_array.ts";

/** Why a path in a store is not read: it is a link (it may lead anywhere). */
const LINK = "a symbolic link (ctx does not follow links out of an assistant's store)";

/** The text of a regular file of the store; `undefined` when there is none. */
export async function storeText(path: string, maxBytes?: number): Promise<string | undefined> {
  let info: Deno.FileInfo;
  try {
    info = await Deno.lstat(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return undefined;
    throw error;
  }
  if (info.isSymlink) throw new Error(LINK);
  if (!info.isFile) throw new Error(NOT_REGULAR_FILE);
  return await readText(path, maxBytes);
}

/**
 * The elements of a JSON-array file (those whole before a cut, when it was cut short), with a
 * warning naming the file for every problem; `undefined` when there is no such file or nothing
 * of it can be read.
 */
export async function readArrayFile(
  path: string,
  warnings: string[],
): Promise<unknown[] | undefined> {
  let text: string | undefined;
  try {
    text = await storeText(path);
  } catch (error) {
    warnings.push(`Cannot read "${path}": ${errorMessage(error)}`);
    return undefined;
  }
  if (text === undefined) return undefined;
  if (text.trim() === "") {
    warnings.push(`Cannot read "${path}": the file is empty`);
    return undefined;
  }
  const read = readJsonArray(text);
  if (!read.ok) {
    warnings.push(`Cannot read "${path}": ${read.error}`);
    return undefined;
  }
  if (read.truncated) {
    warnings.push(
      `"${path}" is cut short (truncated JSON): read the ${read.items.length} whole ` +
        `entr${read.items.length === 1 ? "y" : "ies"} before the cut`,
    );
  }
  return read.items;
}

/** How much of a history discovery reads to find the task's folder. */
const HEAD_BYTES = 256 * 1024;

/**
 * The folder a history's first environment details name, read from the file's head (where the
 * first message puts them); `undefined` when the head does not say (a multi-root workspace
 * names only its primary folder's name).
 */
export async function headCwd(path: string): Promise<string | undefined> {
  let head: string;
  try {
    const info = await Deno.lstat(path);
    if (!info.isFile) return undefined; // a link, a FIFO: read() says why
    head = await readPrefix(path, Math.min(HEAD_BYTES, info.size));
  } catch {
    return undefined; // read() says why.
  }
  const raw = /# Current (?:Working|Workspace) Directory \(((?:[^)\\"]|\\.)*?)\) Files/.exec(head)
    ?.[1];
  if (raw === undefined || raw.startsWith("Primary: ")) return undefined;
  try {
    const cwd = JSON.parse(`"${raw}"`);
    return typeof cwd === "string" && cwd.trim() ? cwd.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** How much of a UI log's tail is read for the hand-off it ends with. */
const TAIL_BYTES = 256 * 1024;

/**
 * The texts a task handed to a new task (`"ask": "new_task"` events), read from the end of its
 * UI log, where the hand-off is its last event.
 */
export async function handoffsIn(uiPath: string): Promise<string[]> {
  let tail: string;
  try {
    if ((await Deno.lstat(uiPath)).isSymlink) return [];
    tail = await readSuffix(uiPath, TAIL_BYTES);
  } catch {
    return [];
  }
  const texts: string[] = [];
  const pattern = /"ask"\s*:\s*"new_task"\s*,\s*"text"\s*:\s*("(?:[^"\\]|\\.)*")/g;
  for (const match of tail.matchAll(pattern)) {
    try {
      const text = JSON.parse(match[1]!);
      if (typeof text === "string" && text.trim()) texts.push(text);
    } catch {
      // A string cut by the tail's start: not this hand-off's.
    }
  }
  return texts;
}

/** The last `maxBytes` of a regular file as text. */
async function readSuffix(path: string, maxBytes: number): Promise<string> {
  using file = await openRegularFile(path);
  const size = (await file.stat()).size;
  const start = Math.max(0, size - maxBytes);
  if (start === 0) return await readPrefix(path, maxBytes);
  await file.seek(start, Deno.SeekMode.Start);
  const buffer = new Uint8Array(size - start);
  let total = 0;
  while (total < buffer.length) {
    const n = await file.read(buffer.subarray(total));
    if (n === null) break;
    total += n;
  }
  return new TextDecoder().decode(buffer.subarray(0, total));
}
