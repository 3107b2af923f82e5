/**
 * OpenCode's older store (0.6 to 1.1), a tree of JSON files under `<data>/storage/`:
 * `session/<projectID>/<ses>.json`, `message/<ses>/<msg>.json` and `part/<msg>/<prt>.json`,
 * each object's id being its file's name. OpenCode 1.2 to 1.15 imported it into `opencode.db`
 * once (and left it on disk); a user who skipped those versions has a tree that was never
 * imported, so it is read beside the database, a session found in both once (from the database).
 *
 * Every file is read bounded; a truncated one is a warning naming it, the rest goes on. Ids
 * become path segments only once checked, and no folder that is a link is entered.
 */
import { join, posix, win32 } from "node:path";
import type { DiscoverOptions, ReadResult, SessionRef } from "../../types.ts";
import { cannotRead, num, obj, str, tryJson } from "../../sources/build.ts";
import { listDir, readText } from "../../sources/paths.ts";
import { errorMessage } from "../../errors.ts";
import { isInsideProject } from "../../store/mod.ts";
import {
  type OpenCodeMessage,
  type OpenCodeRecord,
  parseOpenCodeSession,
  subagentsSkipped,
} from "./_parse.ts";
import { MAX_RECORD_CHARS } from "./database.ts";

/** The largest session file read (they hold a title, a folder and times). */
const MAX_SESSION_INFO_BYTES = 1 << 20;

/** An id OpenCode wrote (`ses_…`, `msg_…`, `prt_…`): safe as one path segment. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,200}$/;

/** The ids of the `.json` files in a folder, in id order (OpenCode's ids ascend in time). */
async function jsonIds(dir: string): Promise<string[]> {
  if (await isLink(dir)) return [];
  return (await listDir(dir))
    .filter((e) => e.isFile && e.name.endsWith(".json"))
    .map((e) => e.name.slice(0, -".json".length))
    .filter((id) => SAFE_ID.test(id))
    .sort();
}

async function isLink(path: string): Promise<boolean> {
  try {
    return (await Deno.lstat(path)).isSymlink;
  } catch {
    return false;
  }
}

/** A file's text, or why it cannot be read. */
async function readFile(path: string, maxBytes: number): Promise<string | Error> {
  try {
    return await readText(path, maxBytes);
  } catch (error) {
    return new Error(errorMessage(error));
  }
}

/** Refs to the project's sessions in the JSON tree at `storage` (`source`: the assistant's id). */
export async function discoverStorage(
  storage: string,
  source: string,
  options: DiscoverOptions,
  os?: string,
): Promise<{ refs: SessionRef[]; warnings: string[] }> {
  const refs: SessionRef[] = [];
  const warnings: string[] = [];
  const rules = (os ?? Deno.build.os) === "windows" ? win32 : posix;
  const sessions = join(storage, "session");
  let children = 0;
  if (await isLink(sessions)) return { refs, warnings };
  for (const project of await listDir(sessions)) {
    if (!project.isDirectory || !SAFE_ID.test(project.name)) continue;
    const folder = join(sessions, project.name);
    for (const id of await jsonIds(folder)) {
      const file = join(folder, `${id}.json`);
      const text = await readFile(file, MAX_SESSION_INFO_BYTES);
      const parsed = typeof text === "string" ? tryJson(text) : undefined;
      const info = parsed?.ok ? obj(parsed.value) : undefined;
      if (!info) {
        const why = text instanceof Error ? text.message : "truncated or invalid JSON";
        warnings.push(`Cannot read "${file}": ${why}`);
        continue;
      }
      const directory = str(info["directory"]);
      if (!directory || !isInsideProject(directory, options.projectPath, rules)) continue;
      if ((options.excludeCwds ?? []).some((x) => isInsideProject(directory, x, rules))) continue;
      if (str(info["parentID"])) {
        children++;
        continue;
      }
      const messages = await jsonIds(join(storage, "message", id));
      refs.push({
        source,
        id,
        location: file,
        fingerprint: `json:${num(obj(info["time"])?.["updated"]) ?? 0}:${messages.length}:${
          messages.at(-1) ?? ""
        }`,
        data: { kind: "storage", storage, file, directory },
      });
    }
  }
  warnings.push(...subagentsSkipped(children, sessions));
  return { refs, warnings };
}

/** Read one session of the JSON tree (a ref from `discoverStorage`). */
export async function readStorage(ref: SessionRef, options: DiscoverOptions): Promise<ReadResult> {
  const storage = ref.data?.["storage"] ?? "";
  const file = ref.data?.["file"] ?? ref.location;
  if (!SAFE_ID.test(ref.id)) {
    return cannotRead(file, "not a session id");
  }
  const text = await readFile(file, MAX_SESSION_INFO_BYTES);
  const parsed = typeof text === "string" ? tryJson(text) : undefined;
  const info = parsed?.ok ? obj(parsed.value) : undefined;
  if (!info) {
    const why = text instanceof Error ? text.message : "truncated or invalid JSON";
    return cannotRead(file, why);
  }
  const warnings: string[] = [];
  const messages: OpenCodeMessage[] = [];
  const messageDir = join(storage, "message", ref.id);
  for (const id of await jsonIds(messageDir)) {
    const message = await record(join(messageDir, `${id}.json`), id, warnings);
    const partDir = join(storage, "part", id);
    const parts: OpenCodeRecord[] = [];
    for (const part of await jsonIds(partDir)) {
      parts.push(await record(join(partDir, `${part}.json`), part, warnings));
    }
    messages.push({ ...message, parts });
  }
  const time = obj(info["time"]);
  return {
    ...parseOpenCodeSession(
      {
        id: ref.id,
        directory: str(info["directory"]),
        title: str(info["title"]),
        created: num(time?.["created"]),
        updated: num(time?.["updated"]),
      },
      messages,
      { source: ref.source, fallbackCwd: options.projectPath, lean: options.lean },
    ),
    warnings,
  };
}

/**
 * One message or part file as a record: its text, checked here so that a truncated file is a
 * warning naming it (the parser then counts it as skipped).
 */
async function record(path: string, id: string, warnings: string[]): Promise<OpenCodeRecord> {
  const text = await readFile(path, MAX_RECORD_CHARS);
  if (text instanceof Error) {
    warnings.push(`Cannot read "${path}": ${text.message}`);
    return { id, data: undefined, where: path };
  }
  const parsed = tryJson(text);
  if (parsed.ok) return { id, data: parsed.value, where: path };
  warnings.push(`Cannot read "${path}": truncated or invalid JSON`);
  return { id, data: text, where: path };
}
