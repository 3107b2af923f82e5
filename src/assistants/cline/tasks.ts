/**
 * The task folders of Cline (≤ 3.x, and the Cline CLI's `~/.cline/data`), Roo Code and Kilo
 * Code (≤ 5.x): one reader for the three, given each one's `TaskStore` (id, label, extension
 * folder). A task is `<store>/tasks/<id>/` with `api_conversation_history.json`,
 * `ui_messages.json` and `task_metadata.json`; the store is the extension's folder under
 * `globalStorage/` in every VS Code-family editor (and remote server), or `--<id>-dir`.
 *
 * The project of a task is its working folder: the task index's (`state/taskHistory.json`,
 * `tasks/_index.json`, `history_item.json`, the editor's memento for the extension), else the
 * one its first environment details name. A subtask (one with a parent task) is skipped: it is
 * the assistant's own thread, and what it returned reaches the parent as a tool result.
 */
import { basename, dirname, join, resolve } from "node:path";
import type { Config } from "../../config/mod.ts";
import { errorMessage } from "../../errors.ts";
import { isDirSync, sha256Hex } from "../../fsutil.ts";
import type { DiscoverOptions, ReadResult, SessionRef, Source } from "../../types.ts";
import { tryJson } from "../../sources/build.ts";
import {
  fileFingerprint,
  isDir,
  listDir,
  pathKey,
  vscodeFamilyUserDirs,
} from "../../sources/paths.ts";
import { openKvDb, safely } from "../../sources/sqlite.ts";
import { plural } from "../../text.ts";
import { readTaskIndex, TASK_ID, type TaskInfo } from "./_index.ts";
import { parseTask } from "./_parse.ts";
import { handoffsIn, headCwd, readArrayFile, storeText } from "./_task_files.ts";
import { readUiLog } from "./_ui.ts";
import type { TaskStore } from "./storage.ts";

export type { TaskStore } from "./storage.ts";

/** The files of a task folder (`claude_messages.json`: the history's name in very old builds). */
const HISTORY = "api_conversation_history.json";
const OLD_HISTORY = "claude_messages.json";
const UI = "ui_messages.json";

/** The largest task index read (a few thousand tasks take a few MiB). */
const MAX_INDEX_BYTES = 64 << 20;

export type TaskPlatform = Partial<Pick<Config, "os" | "xdgConfigHome" | "appData">>;

/** The store folders searched by default: the extension's in every editor, then `store.roots`. */
export function storeRoots(store: TaskStore, home: string, platform: TaskPlatform): string[] {
  return [
    ...vscodeFamilyUserDirs(home, platform).map((u) => join(u, "globalStorage", store.extension)),
    ...(store.roots?.(home) ?? []),
  ];
}

/** The source of one extension's task folders. */
export function createTaskFolderSource(store: TaskStore, platform: TaskPlatform = {}): Source {
  return {
    id: store.id,
    label: store.label,
    locations: (options) =>
      options.dir ? [options.dir] : taskFolders(store, options.home, platform),
    discover: (options) => discoverTasks(store, platform, options),
    read: (ref, options) => readTask(store, ref, options),
  };
}

/**
 * The `tasks/` folders to name where ctx looked: those that exist, else the first editor's
 * (VS Code's) and `store.roots`' (naming every editor ctx probes would bury the message).
 */
function taskFolders(store: TaskStore, home: string, platform: TaskPlatform): string[] {
  const editors = vscodeFamilyUserDirs(home, platform)
    .map((u) => join(u, "globalStorage", store.extension, "tasks"));
  const present = editors.filter(isDirSync);
  const extra = (store.roots?.(home) ?? []).map((root) => join(root, "tasks"));
  return [...(present.length ? present : editors.slice(0, 1)), ...extra];
}

/** Where `--<id>-dir` points: a store (holding `tasks/`), its `tasks/`, an editor's `User`, or one task. */
async function givenFolder(
  dir: string,
  store: TaskStore,
): Promise<{ roots: string[]; task?: string; warning?: string }> {
  if (await isDir(join(dir, "tasks"))) return { roots: [dir] };
  if (basename(dir) === "tasks" && (await isDir(dir))) return { roots: [dirname(dir)] };
  const inUser = join(dir, "globalStorage", store.extension);
  if (await isDir(join(inUser, "tasks"))) return { roots: [inUser] };
  for (const name of [HISTORY, UI, OLD_HISTORY]) {
    if ((await fileFingerprint(join(dir, name))) !== null) return { roots: [], task: dir };
  }
  return {
    roots: [],
    warning: `Cannot read "${dir}": no tasks/ folder and no task files found ` +
      `(point --${store.id}-dir at the extension's storage folder, its tasks/ folder or one task)`,
  };
}

async function discoverTasks(
  store: TaskStore,
  platform: TaskPlatform,
  options: DiscoverOptions,
): Promise<{ refs: SessionRef[]; warnings: string[] }> {
  const warnings: string[] = [];
  const refs: SessionRef[] = [];
  const projectKey = pathKey(options.projectPath);
  if (projectKey === null) {
    return { refs, warnings: [`Cannot use project path "${options.projectPath}"`] };
  }
  const excluded = new Set((options.excludeCwds ?? []).map(pathKey));
  const given = options.dir ? await givenFolder(options.dir, store) : undefined;
  if (given?.warning) warnings.push(given.warning);
  const tally = { unknownCwd: 0 };
  const seen = new Set<string>();
  const take = async (folder: string, info: TaskInfo, previous: string | undefined) => {
    const id = taskId(folder);
    if (seen.has(id)) return; // the same task copied into two editors
    seen.add(id);
    const prints = await taskPrints(folder);
    if (!prints) return; // an empty folder: nothing to read, nothing to say
    const cwd = info.cwd ?? await headCwd(join(folder, HISTORY)) ?? await parsedCwd(store, folder);
    if (cwd === undefined && !given) {
      tally.unknownCwd++;
      return;
    }
    const key = cwd === undefined ? projectKey : pathKey(cwd);
    if (key !== projectKey || excluded.has(key)) return;
    refs.push(taskRef(store, folder, prints, { ...info, ...(cwd ? { cwd } : {}) }, previous));
  };
  if (given?.task) await take(given.task, {}, undefined);
  const roots = given ? given.roots : storeRoots(store, options.home, platform);
  for (const root of roots) {
    const tasks = join(root, "tasks");
    if (!(await isDir(tasks))) continue;
    const index = await storeIndex(root, store, warnings);
    let previous: string | undefined;
    for (const entry of await listDir(tasks)) {
      options.signal?.throwIfAborted();
      // A link is not followed out of the store (listDir reports it as neither file nor folder).
      if (!entry.isDirectory || !TASK_ID.test(entry.name)) continue;
      const folder = join(tasks, entry.name);
      const info = index.get(entry.name) ?? await historyItem(folder, warnings);
      if (info.parent === undefined) await take(folder, info, previous);
      previous = folder;
    }
  }
  if (tally.unknownCwd > 0) {
    warnings.push(
      `${plural(tally.unknownCwd, `${store.label} task`)} ` +
        `record${tally.unknownCwd === 1 ? "s" : ""} no working folder: skipped ` +
        `(--${store.id}-dir DIR reads the tasks of DIR as this project's)`,
    );
  }
  return { refs, warnings };
}

/**
 * A task's id: its folder's name (a timestamp, a UUID), or for a folder given by hand under
 * another name, a short hash of its path (the id names the summary file).
 */
function taskId(folder: string): string {
  const name = basename(folder);
  return TASK_ID.test(name) ? name : `task-${sha256Hex(resolve(folder)).slice(0, 16)}`;
}

/** The fingerprints of a task's files (absent ones as null); null when it has none of them. */
async function taskPrints(
  folder: string,
): Promise<Array<{ fingerprint: string; size: number } | null> | null> {
  const prints = await Promise.all(
    [HISTORY, OLD_HISTORY, UI].map((n) => fileFingerprint(join(folder, n))),
  );
  return prints.every((p) => p === null) ? null : prints;
}

/** The ref of a task folder, given its files' fingerprints. */
function taskRef(
  store: TaskStore,
  folder: string,
  prints: ReadonlyArray<{ fingerprint: string; size: number } | null>,
  info: TaskInfo,
  previous: string | undefined,
): SessionRef {
  const data: Record<string, string> = { dir: folder };
  if (info.cwd) data["cwd"] = info.cwd;
  if (info.title) data["title"] = info.title;
  if (store.handoffs && previous) data["previous"] = previous;
  return {
    source: store.id,
    id: taskId(folder),
    location: folder,
    fingerprint: prints.map((p) => p?.fingerprint ?? "-").join("|"),
    size: prints.reduce((sum, p) => sum + (p?.size ?? 0), 0),
    data,
  };
}

/**
 * What the store's indexes say, by task id: `state/taskHistory.json` (Cline ≥ 3.28),
 * `tasks/_index.json` (Roo Code ≥ 3.49), then the editor's memento for the extension (every
 * version wrote its `taskHistory` there). Problems are warnings; the task folders still count.
 */
async function storeIndex(
  root: string,
  store: TaskStore,
  warnings: string[],
): Promise<Map<string, TaskInfo>> {
  const index = new Map<string, TaskInfo>();
  for (
    const path of [join(root, "state", "taskHistory.json"), join(root, "tasks", "_index.json")]
  ) {
    const value = await smallJson(path, warnings);
    if (value !== undefined) readTaskIndex(value, index);
  }
  const globalStorage = dirname(root);
  if (basename(globalStorage) === "globalStorage") {
    const memento = await mementoOf(join(globalStorage, "state.vscdb"), store.extension, warnings);
    if (memento !== undefined) readTaskIndex(memento, index);
  }
  return index;
}

/** A JSON file of the store's own (an index), bounded; `undefined` when absent or unreadable. */
async function smallJson(path: string, warnings: string[]): Promise<unknown> {
  let text: string | undefined;
  try {
    text = await storeText(path, MAX_INDEX_BYTES);
  } catch (error) {
    warnings.push(`Cannot read "${path}": ${errorMessage(error)}`);
    return undefined;
  }
  if (text === undefined || text.trim() === "") return undefined;
  const parsed = tryJson(text);
  if (!parsed.ok) warnings.push(`Cannot read "${path}": invalid JSON (${parsed.error})`);
  return parsed.ok ? parsed.value : undefined;
}

/**
 * The editor's memento for the extension (`ItemTable`, keyed by the extension id, whose case
 * the publisher chose), read-only; `undefined` when there is none.
 */
async function mementoOf(path: string, extension: string, warnings: string[]): Promise<unknown> {
  if ((await fileFingerprint(path)) === null) return undefined;
  const opened = await openKvDb(path);
  warnings.push(...opened.warnings);
  if (!opened.db) return undefined;
  using db = opened.db;
  if (!db.tables.has("ItemTable")) return undefined;
  const rows = safely(
    path,
    [],
    warnings,
    () => db.query("SELECT value FROM ItemTable WHERE key = ? COLLATE NOCASE LIMIT 1", extension),
  );
  const raw = rows[0]?.["value"];
  const text = typeof raw === "string"
    ? raw
    : raw instanceof Uint8Array
    ? new TextDecoder().decode(raw)
    : undefined;
  if (text === undefined) return undefined;
  const parsed = tryJson(text);
  return parsed.ok ? parsed.value : undefined;
}

/** Roo Code's `history_item.json` in a task folder (≥ 3.49), when there is one. */
async function historyItem(folder: string, warnings: string[]): Promise<TaskInfo> {
  const value = await smallJson(join(folder, "history_item.json"), warnings);
  if (value === undefined) return {};
  return readTaskIndex(value).get(basename(folder)) ?? {};
}

/** The working folder of a task whose history's head does not say it: read whole. */
async function parsedCwd(store: TaskStore, folder: string): Promise<string | undefined> {
  const read = await readFolder(store, folder, {}, undefined, "", true);
  return read.session?.cwd || undefined;
}

async function readTask(
  store: TaskStore,
  ref: SessionRef,
  options: DiscoverOptions,
): Promise<ReadResult> {
  const folder = ref.data?.["dir"] ?? ref.location;
  const info: TaskInfo = {};
  if (ref.data?.["cwd"]) info.cwd = ref.data["cwd"];
  if (ref.data?.["title"]) info.title = ref.data["title"];
  return await readFolder(
    store,
    folder,
    info,
    ref.data?.["previous"],
    options.projectPath,
    options.lean === true,
  );
}

/** Read and parse one task folder; every problem is a warning naming its file. */
async function readFolder(
  store: TaskStore,
  folder: string,
  info: TaskInfo,
  previous: string | undefined,
  fallbackCwd: string,
  lean: boolean,
): Promise<ReadResult> {
  const warnings: string[] = [];
  const history = await readArrayFile(join(folder, HISTORY), warnings) ??
    await readArrayFile(join(folder, OLD_HISTORY), warnings);
  const ui = await readArrayFile(join(folder, UI), warnings);
  if (history === undefined && ui === undefined) {
    return {
      session: null,
      skipped: [],
      warnings: warnings.length ? warnings : [`Cannot read "${folder}": no task files in it`],
    };
  }
  const handoffs = previous ? await handoffsIn(join(previous, UI)) : [];
  const result = parseTask({
    source: store.id,
    id: taskId(folder),
    ...(history ? { history } : {}),
    ...(ui ? { ui: readUiLog(ui) } : {}),
    info,
    fallbackCwd,
    handoffs,
    lean,
  });
  return {
    ...result,
    warnings: [...warnings, ...result.warnings.map((w) => `Cannot read "${folder}": ${w}`)],
  };
}
