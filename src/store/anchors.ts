/**
 * Evidence anchors as summary files keep them, checked as hostile input: a summary may be
 * hand-written, committed by anyone or pulled from a team, so every anchor is validated when it
 * is read and again when it is written. Pure.
 *
 * A file anchor's path is POSIX, relative to the project root, and stays inside it: never
 * absolute (`/etc/passwd`, `C:\x`, `\\server\share`), never through `..`, never into `.git`, no
 * empty or `.` component, no backslash, no control character. Whether it leads out of the project
 * through a link is a question for the file system, asked where a file is read
 * (`src/memory/status.ts`).
 */
import {
  ANCHOR_VIAS,
  type Anchors,
  type AnchorVia,
  type FileAnchor,
  isRecord,
  type TurnAnchor,
} from "../types.ts";

/** Longest anchored path kept. */
export const MAX_ANCHOR_PATH = 1024;
/** Most turns and files one insight keeps. */
export const MAX_ANCHOR_TURNS = 20;
export const MAX_ANCHOR_FILES = 12;

const COMMIT = /^[0-9a-f]{40}$/;
const SNIPPET = /^sha256:[0-9a-f]{64}$/;
const ISO = /^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:?\d\d)?$/;

/** Why `path` is not a valid anchored path (see the module comment), or undefined. */
export function anchorPathProblem(path: string): string | undefined {
  if (path === "") return "empty path";
  if (path.length > MAX_ANCHOR_PATH) return "path too long";
  // deno-lint-ignore no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(path)) return "control character in path";
  if (path.includes("\\")) return "backslash in path (anchors are POSIX paths)";
  if (path.startsWith("/") || /^[A-Za-z]:/.test(path)) return "absolute path";
  const parts = path.split("/");
  if (parts.includes("..")) return "path leaves the project (`..`)";
  if (parts.some((p) => p === "" || p === ".")) return "empty or `.` path component";
  if (parts[0]!.toLowerCase() === ".git") return "path inside .git";
  return undefined;
}

/** True for a commit id as anchors keep it (40 lowercase hex). */
export function isCommitId(value: unknown): value is string {
  return typeof value === "string" && COMMIT.test(value);
}

/**
 * Anchors read from a summary's JSON (`raw`), keeping what is valid: a bad file anchor is
 * dropped with a warning (its path is named, made safe to print), a bad turn or field silently.
 */
export function readAnchors(raw: unknown, warn: (message: string) => void): Anchors | undefined {
  if (!isRecord(raw)) return undefined;
  const r = raw;
  const turns: TurnAnchor[] = [];
  for (const t of Array.isArray(r.turns) ? r.turns.slice(0, MAX_ANCHOR_TURNS) : []) {
    const turn = readTurn(t);
    if (turn) turns.push(turn);
  }
  const files: FileAnchor[] = [];
  for (const f of Array.isArray(r.files) ? r.files.slice(0, MAX_ANCHOR_FILES) : []) {
    const file = readFile(f, warn);
    if (file) files.push(file);
  }
  const anchors: Anchors = { turns, files };
  if (isCommitId(r.commit)) anchors.commit = r.commit;
  return anchors;
}

function readTurn(raw: unknown): TurnAnchor | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const t = raw as Record<string, unknown>;
  const turn: TurnAnchor = {};
  if (typeof t.id === "string" && t.id !== "" && t.id.length <= 200 && !/\s/.test(t.id)) {
    turn.id = t.id;
  }
  if (typeof t.at === "string" && ISO.test(t.at)) turn.at = t.at;
  return turn.id !== undefined || turn.at !== undefined ? turn : undefined;
}

function readFile(raw: unknown, warn: (message: string) => void): FileAnchor | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const f = raw as Record<string, unknown>;
  if (typeof f.path !== "string") return undefined;
  const problem = anchorPathProblem(f.path);
  if (problem) {
    warn(`anchor "${printable(f.path)}" dropped: ${problem}`);
    return undefined;
  }
  const via = ANCHOR_VIAS.includes(f.via as AnchorVia) ? f.via as AnchorVia : "named";
  const file: FileAnchor = { path: f.path, via };
  const lines = f.lines;
  if (
    Array.isArray(lines) && lines.length === 2 && lines.every((n) => Number.isSafeInteger(n)) &&
    lines[0] >= 1 && lines[1] >= lines[0]
  ) file.lines = [lines[0], lines[1]];
  if (typeof f.snippet === "string" && SNIPPET.test(f.snippet)) file.snippet = f.snippet;
  return file;
}

/** A path from a summary, cut and stripped of control characters, for a warning. */
function printable(path: string): string {
  // deno-lint-ignore no-control-regex -- control characters are what is removed
  const clean = path.replace(/[\u0000-\u001f\u007f]/g, "?");
  return clean.length > 120 ? `${clean.slice(0, 120)}…` : clean;
}

/** Anchors as a summary writes them: valid ones only, in a stable key order. */
export function writableAnchors(anchors: Anchors, fileCommit?: string): Anchors {
  const dropped = (_: string) => {};
  const clean = readAnchors(anchors, dropped) ?? { turns: [], files: [] };
  const out: Anchors = {
    turns: clean.turns.map((t) => ({
      ...(t.id ? { id: t.id } : {}),
      ...(t.at ? { at: t.at } : {}),
    })),
    files: clean.files.map((f) => ({
      path: f.path,
      ...(f.lines ? { lines: f.lines } : {}),
      ...(f.snippet ? { snippet: f.snippet } : {}),
      via: f.via,
    })),
  };
  if (clean.commit && clean.commit !== fileCommit) out.commit = clean.commit;
  return out;
}

/** The kinds of evidence, strongest first: an edit says more about a file than a mention. */
export function strongerVia(a: AnchorVia, b: AnchorVia): AnchorVia {
  return ANCHOR_VIAS.indexOf(a) <= ANCHOR_VIAS.indexOf(b) ? a : b;
}
