/**
 * The files a tool call read, edited or wrote, from its name and input: the evidence that code
 * anchors rest on (`Turn.touched`). Readers call it while they read, before lean reading drops
 * the calls. Pure, and shape-based rather than per assistant, since the tools of every assistant
 * name a file the same few ways:
 *
 * - a path field (`file_path`, `filePath`, `path`, `absolute_path`, `target_file`,
 *   `notebook_path`, a `file://` `uri`), with the call's `workdir`/`cwd` for a relative one;
 * - what the tool's name says it does (`Read`, `read_file`, `view` → read; `Edit`, `replace`,
 *   `str_replace`, `MultiEdit`, `search_replace` → edited; `Write`, `write_file`, `create_file`,
 *   `fsWrite` → written);
 * - the new text an edit or write left (`new_string`, `newString`, `new_str`, `content`,
 *   `file_text`): a snippet (`src/snippet.ts`);
 * - the lines a read asked for (`offset`/`limit`, `startLine`/`endLine`, `view_range`);
 * - a patch in the `*** Begin Patch` format (`apply_patch`, alone or inside a shell command);
 * - a shell command that reads a file (`cat`, `sed -n 'A,Bp'`, `head`, `nl`).
 */
import { snippetOf } from "../snippet.ts";
import type { FileTouch, Part } from "../types.ts";

type Json = Record<string, unknown>;

export interface TouchOptions {
  /** What `offset` counts from in a read: 1 (a line number) or 0 (lines to skip). Default 0. */
  offsetBase?: 0 | 1;
}

/** Inputs longer than this are not parsed for touches (a generated file written whole). */
const MAX_INPUT_CHARS = 4 << 20;
/** Most touches kept from one turn. */
const MAX_TOUCHES = 200;

const SHELL =
  /^(bash|shell|sh|exec_command|shell_command|local_shell|container\.exec|run_terminal_cmd|run_in_terminal|run_shell_command|execute_command|execute_bash|executebash|terminal)$/;
const PATCH = /apply_?patch/;
const EDITED = /edit|replace|insert|notebook|modify/;
const WRITTEN = /write|create|save/;
const READ = /read|view|open|^cat$|get_?file/;

const PATH_FIELDS = [
  "file_path",
  "filePath",
  "absolute_path",
  "absolutePath",
  "target_file",
  "targetFile",
  "notebook_path",
  "path",
  "filename",
  "file",
  "uri",
];
const NEW_TEXT_FIELDS = ["new_string", "newString", "new_str", "newStr", "new_text", "newText"];
const CONTENT_FIELDS = ["content", "file_text", "contents", "text"];
const WORKDIR_FIELDS = ["workdir", "cwd", "working_directory", "dir_path"];

/** The touches of a turn's tool-call parts, the same path and kind once (the last wins). */
export function touchesOfParts(parts: readonly Part[], options: TouchOptions = {}): FileTouch[] {
  const out: FileTouch[] = [];
  for (const part of parts) {
    if (part.kind === "tool_call") out.push(...touchesOf(part.name, part.input, options));
  }
  return dedupeTouches(out);
}

/** Keep the last touch of each path and kind, at most `MAX_TOUCHES`. */
export function dedupeTouches(touches: readonly FileTouch[]): FileTouch[] {
  const byKey = new Map<string, FileTouch>();
  for (const t of touches) {
    const key = `${t.via}\u0000${t.path}`;
    byKey.delete(key);
    byKey.set(key, t);
  }
  return [...byKey.values()].slice(-MAX_TOUCHES);
}

/** The files one tool call touched. `input`: its arguments, as an object or as text. */
export function touchesOf(name: string, input: unknown, options: TouchOptions = {}): FileTouch[] {
  const tool = (name.split("__").pop() ?? name).toLowerCase();
  if (typeof input === "string" && input.length > MAX_INPUT_CHARS) return [];
  const args = argsOf(input);
  const text = typeof input === "string" && !args ? input : undefined;
  const workdir = args ? firstString(args, WORKDIR_FIELDS) : undefined;
  if (SHELL.test(tool)) return shellTouches(commandText(args, text), workdir);
  if (PATCH.test(tool)) {
    const patch = text ?? (args ? firstString(args, ["input", "patch", "diff"]) : undefined);
    return patch ? patchTouches(patch, workdir) : [];
  }
  if (!args) return [];
  // One tool for several acts (`fs_write` with `command: "str_replace"`): the act decides.
  const act = typeof args["command"] === "string" ? args["command"].toLowerCase() : "";
  const via = EDITED.test(tool) || /replace|insert|append/.test(act)
    ? "edited"
    : WRITTEN.test(tool)
    ? "written"
    : READ.test(tool)
    ? "read"
    : undefined;
  if (!via) return [];
  const paths = pathsOf(args, via === "read");
  const touches: FileTouch[] = [];
  for (const path of paths) {
    const touch: FileTouch = { path: withWorkdir(path, workdir), via };
    if (via === "read") {
      const lines = linesOf(args, options.offsetBase ?? 0);
      if (lines && paths.length === 1) touch.lines = lines;
    } else {
      const snippet = snippetOf(newText(args, via) ?? "");
      if (snippet) touch.snippet = snippet;
    }
    touches.push(touch);
  }
  return touches;
}

/** A call's arguments: the object itself, or the object a JSON text holds. */
function argsOf(input: unknown): Json | undefined {
  let value = input;
  if (typeof input === "string") {
    if (!input.trimStart().startsWith("{")) return undefined;
    try {
      value = JSON.parse(input);
    } catch {
      return undefined;
    }
  }
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? value as Json
    : undefined;
}

function firstString(args: Json, fields: readonly string[]): string | undefined {
  for (const field of fields) {
    const value = args[field];
    if (typeof value === "string" && value !== "") return value;
  }
  return undefined;
}

/** The path (or, for a read of several files, the paths) a call names. */
function pathsOf(args: Json, many: boolean): string[] {
  const one = firstString(args, PATH_FIELDS);
  const paths = one !== undefined ? [one] : [];
  if (many) {
    for (const field of ["paths", "file_paths", "filePaths", "files"]) {
      const list = args[field];
      if (Array.isArray(list)) {
        for (const p of list.slice(0, 50)) if (typeof p === "string" && p !== "") paths.push(p);
      }
    }
  }
  return paths.map(fromUri).filter((p): p is string => p !== undefined && !/[*?\n]/.test(p));
}

/** A `file://` URI as a path; any other scheme is no file of this machine. */
function fromUri(path: string): string | undefined {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) return path;
  if (!path.toLowerCase().startsWith("file://")) return undefined;
  try {
    return decodeURIComponent(new URL(path).pathname).replace(/^\/([A-Za-z]:)/, "$1");
  } catch {
    return undefined;
  }
}

function withWorkdir(path: string, workdir: string | undefined): string {
  if (!workdir || path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path)) return path;
  return `${workdir.replace(/[\\/]+$/, "")}/${path.replace(/^\.\//, "")}`;
}

/** The text an edit or a write left in the file. */
function newText(args: Json, via: "edited" | "written"): string | undefined {
  const edits = args["edits"];
  if (Array.isArray(edits) && edits.length > 0) {
    const last = argsOf(edits[edits.length - 1]);
    if (last) return firstString(last, NEW_TEXT_FIELDS);
  }
  return via === "written"
    ? firstString(args, CONTENT_FIELDS) ?? firstString(args, NEW_TEXT_FIELDS)
    : firstString(args, NEW_TEXT_FIELDS);
}

/** The lines a read asked for, 1-based and inclusive. */
function linesOf(args: Json, offsetBase: 0 | 1): [number, number] | undefined {
  const n = (field: string) => {
    const v = args[field];
    return typeof v === "number" && Number.isSafeInteger(v) ? v : undefined;
  };
  const range = args["view_range"];
  if (Array.isArray(range) && range.length === 2) {
    return checked(Number(range[0]), Number(range[1]));
  }
  const start = n("startLine") ?? n("start_line") ?? n("start_line_one_indexed");
  const end = n("endLine") ?? n("end_line") ?? n("end_line_one_indexed_inclusive");
  if (start !== undefined && end !== undefined) return checked(start, end);
  const offset = n("offset");
  const limit = n("limit");
  if (offset !== undefined && limit !== undefined) {
    const first = offsetBase === 1 ? Math.max(offset, 1) : offset + 1;
    return checked(first, first + limit - 1);
  }
  return undefined;
}

function checked(from: number, to: number): [number, number] | undefined {
  return Number.isSafeInteger(from) && Number.isSafeInteger(to) && from >= 1 && to >= from &&
      to - from < 1_000_000
    ? [from, to]
    : undefined;
}

/** The script a shell call runs: `cmd`/`command` as text, or argv (`bash -lc "…"` unwrapped). */
function commandText(args: Json | undefined, text: string | undefined): string {
  if (!args) return text ?? "";
  const command = args["cmd"] ?? args["command"];
  if (typeof command === "string") return command;
  if (Array.isArray(command) && command.every((c) => typeof c === "string")) {
    const argv = command as string[];
    if (argv.length >= 3 && /^(ba|z|)sh$/.test(argv[0]!) && /^-l?c$/.test(argv[1]!)) {
      return argv[2]!;
    }
    return argv.join(" ");
  }
  return "";
}

const PATCH_START = "*** Begin Patch";

/** The programs whose file arguments `shellTouches` counts as read. */
const READERS = ["cat", "sed", "head", "nl", "bat"];
const READER_NAME = new RegExp(READERS.join("|"));

/** Files a shell script reads (`cat`, `sed -n`, `head`, `nl`) or patches (`apply_patch`). */
export function shellTouches(script: string, workdir: string | undefined): FileTouch[] {
  if (script.length > MAX_INPUT_CHARS) return [];
  const at = script.indexOf(PATCH_START);
  if (at !== -1) return patchTouches(script.slice(at), workdir);
  // A program's name is a piece of the script's text: a script that holds none of the names
  // read below touches nothing (most calls: builds, tests, git), and is not split into words.
  if (!READER_NAME.test(script)) return [];
  const touches: FileTouch[] = [];
  for (const command of script.split(/&&|\|\||[;|\n]/)) {
    const words = shellWords(command.trim());
    if (!words) continue;
    const [program = "", ...rest] = words;
    const name = program.split("/").pop()!;
    if (!READERS.includes(name)) continue;
    let lines: [number, number] | undefined;
    const files: string[] = [];
    let script = name !== "sed"; // sed's first word that is no option is its script
    for (let i = 0; i < rest.length; i++) {
      const word = rest[i]!;
      if (name === "sed" && word.startsWith("-")) {
        if (word !== "-n") return touches; // -i edits in place, -e scripts: not a plain read
        continue;
      }
      if (!script) {
        script = true;
        const range = /^(\d+),(\d+)p$/.exec(word);
        if (!range) break; // another sed program: what it prints is not a range of lines
        lines = checked(Number(range[1]), Number(range[2]));
        continue;
      }
      if (name === "head" && (word === "-n" || /^-\d+$/.test(word))) {
        lines = checked(1, word === "-n" ? Number(rest[++i]) : Number(word.slice(1)));
        continue;
      }
      if (word.startsWith("-")) continue;
      files.push(word);
    }
    for (const file of files.slice(0, 10)) {
      touches.push({
        path: withWorkdir(file, workdir),
        via: "read",
        ...(lines && files.length === 1 ? { lines } : {}),
      });
    }
  }
  return touches;
}

/**
 * Words of a simple command, quotes removed; undefined for anything a plain file list cannot be
 * (a redirection, a variable, a substitution, a glob).
 */
function shellWords(command: string): string[] | undefined {
  if (command === "" || /[<>$`*?(){}]/.test(command.replace(/'[^']*'/g, "''"))) return undefined;
  const words: string[] = [];
  for (const m of command.matchAll(/'([^']*)'|"([^"\\]*)"|(\S+)/g)) {
    words.push(m[1] ?? m[2] ?? m[3] ?? "");
  }
  return words;
}

/** The files of a patch in the `*** Begin Patch` format, each with its last hunk's new text. */
export function patchTouches(patch: string, workdir: string | undefined): FileTouch[] {
  const touches: FileTouch[] = [];
  let current: { touch: FileTouch; hunk: string[]; best?: string[] } | undefined;
  const close = () => {
    if (!current) return;
    const snippet = snippetOf(current.hunk.join("\n")) ??
      (current.best ? snippetOf(current.best.join("\n")) : undefined);
    if (snippet) current.touch.snippet = snippet;
    touches.push(current.touch);
    current = undefined;
  };
  for (const line of patch.split(/\r?\n/)) {
    const header = /^\*\*\* (Update|Add|Delete) File: (.+)$/.exec(line);
    if (header) {
      close();
      if (header[1] === "Delete") continue;
      const path = withWorkdir(header[2]!.trim(), workdir);
      current = { touch: { path, via: header[1] === "Add" ? "written" : "edited" }, hunk: [] };
      continue;
    }
    if (!current) continue;
    const move = /^\*\*\* Move to: (.+)$/.exec(line);
    if (move) current.touch.path = withWorkdir(move[1]!.trim(), workdir);
    else if (line.startsWith("***")) close();
    else if (line.startsWith("@@")) {
      // A new hunk: the previous one stays the candidate when this one says too little.
      if (current.hunk.length > 0) current.best = current.hunk;
      current.hunk = [];
    } else if (line.startsWith("+") || line.startsWith(" ")) current.hunk.push(line.slice(1));
  }
  close();
  return touches;
}
