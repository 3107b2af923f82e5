/**
 * The task indexes of Cline, Roo Code and Kilo Code (pure): what each says about a task, by id.
 * Cline ≥ 3.28 keeps `state/taskHistory.json` (an array); Roo Code ≥ 3.49 `tasks/_index.json`
 * (`{entries: […]}`) and a `history_item.json` in each task folder; every version also wrote
 * the array into the editor's memento for the extension (`{taskHistory: […]}`). The items share
 * one shape, `HistoryItem`: `{id, ts, task, cwdOnTaskInitialization? (Cline), workspace? (Roo
 * Code, Kilo Code), parentTaskId?, rootTaskId? (a subtask)}`.
 */
import { arr, num, obj, str } from "../../sources/build.ts";
import { clipLine } from "../../text.ts";

/** What an index says about one task. */
export interface TaskInfo {
  /** The folder the task ran in. */
  cwd?: string;
  /** The task's text (its first prompt), for its title. */
  title?: string;
  /** The task that started this one (a Roo Code or Kilo Code subtask). */
  parent?: string;
  /** When it was last active (ms). */
  ts?: number;
}

/** Task ids as the clients make them (ms timestamps, UUIDs): never a path of their own. */
export const TASK_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** The longest title kept (one line). */
const TITLE_CHARS = 120;

/**
 * The items of any of the index shapes (an array, `{entries}`, `{taskHistory}`, or one item),
 * by task id; a later source of the same id adds what the earlier one lacked.
 */
export function readTaskIndex(
  value: unknown,
  into = new Map<string, TaskInfo>(),
): Map<string, TaskInfo> {
  const o = obj(value);
  const items = Array.isArray(value)
    ? value
    : o && Array.isArray(o["entries"])
    ? o["entries"]
    : o && Array.isArray(o["taskHistory"])
    ? o["taskHistory"]
    : o && typeof o["id"] === "string"
    ? [o]
    : [];
  for (const raw of arr(items)) {
    const item = obj(raw);
    const id = str(item?.["id"]);
    if (!item || !id || !TASK_ID.test(id)) continue;
    const info = historyInfo(item);
    const known = into.get(id);
    into.set(id, known ? { ...info, ...known } : info);
  }
  return into;
}

function historyInfo(item: Record<string, unknown>): TaskInfo {
  const info: TaskInfo = {};
  const cwd = nonBlank(item["cwdOnTaskInitialization"]) ?? nonBlank(item["workspace"]);
  if (cwd) info.cwd = cwd;
  const task = nonBlank(item["task"]);
  if (task) info.title = taskTitle(task);
  const parent = nonBlank(item["parentTaskId"]) ?? nonBlank(item["rootTaskId"]);
  if (parent && parent !== item["id"]) info.parent = parent;
  const ts = num(item["ts"]);
  if (ts !== undefined) info.ts = ts;
  return info;
}

/**
 * A task's text as a one-line title, without the wrappers the clients add (`<task>`, Cline
 * 4.x's `<user_input mode=…>` and `<mode_notice>`).
 */
export function taskTitle(text: string): string | undefined {
  const plain = text.replace(/<mode_notice>[\s\S]*?<\/mode_notice>/g, "")
    .replace(/<\/?(task|user_message|user_input|user_command)(\s[^>]*)?>/g, " ");
  const line = clipLine(plain, TITLE_CHARS);
  return line === "" ? undefined : line;
}

function nonBlank(value: unknown): string | undefined {
  const s = str(value)?.trim();
  return s ? s : undefined;
}
