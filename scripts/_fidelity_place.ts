/**
 * Which assistant wrote a real sample, told by its content, not its name or folder: how
 * `deno task fidelity --real=DIR` places files of any name (a renamed Aider history, a Continue
 * session or a Copilot CLI session saved under another name) where their assistant keeps them.
 * A file it cannot place is returned with the reason, for the report to name.
 */
import { basename, dirname, join, relative } from "node:path";
import { errorMessage } from "../src/errors.ts";
import { withoutLead } from "../src/sources/lead.ts";

/** The assistants' real-sample kinds, by the folder `shared/fixtures/real/` keeps them in. */
export type RealKind =
  | "claude-code"
  | "codex"
  | "gemini-cli"
  | "kiro-amazon-q"
  | "cursor"
  | "vscode-copilot"
  | "aider"
  | "aider-input"
  | "continue"
  | "copilot-cli";

export interface Placed {
  kind: RealKind;
  /** The path under the real-samples folder, `/`-separated. */
  rel: string;
  /** The file itself. */
  path: string;
  /** Its name: with its kind, the key of its ground truth (`<kind>/<name>`). */
  name: string;
  /** For a JSON session: its format within the kind (`legacy`, `events`, `jsonl`). */
  format?: string;
}

export interface Unplaced {
  rel: string;
  why: string;
}

/** The largest sample read (real samples are a few MB; a bigger file is named, not read). */
const MAX_BYTES = 256 << 20;
/** How deep under the folder samples are looked for. */
const MAX_DEPTH = 4;
/** Files of the fixtures folder that are not samples. */
const NOT_SAMPLES = new Set(["PROVENANCE.md", "README.md"]);
/** JSONL lines looked at to tell a format. */
const HEAD_LINES = 40;

type Json = Record<string, unknown>;

function obj(value: unknown): Json | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? value as Json : undefined;
}

/** The first JSON objects of a JSONL text (lines that are not JSON are passed over). */
function headRecords(text: string): Json[] {
  const out: Json[] = [];
  for (const line of text.split("\n", HEAD_LINES * 4)) {
    const trimmed = withoutLead(line).trimEnd();
    if (!trimmed.startsWith("{")) continue;
    try {
      const record = obj(JSON.parse(trimmed));
      if (record) out.push(record);
    } catch {
      // A partial or foreign line: the others decide.
    }
    if (out.length >= HEAD_LINES) break;
  }
  return out;
}

/** The kind of a JSON document (one object), or why it is none. */
function jsonKind(doc: Json): { kind: RealKind; format?: string } | string {
  if (typeof doc["conversation_id"] === "string" && ("transcript" in doc || "history" in doc)) {
    return { kind: "kiro-amazon-q" };
  }
  if (typeof doc["projectHash"] === "string" && Array.isArray(doc["messages"])) {
    return { kind: "gemini-cli" };
  }
  if (Array.isArray(doc["requests"]) && ("requesterUsername" in doc || "version" in doc)) {
    return { kind: "vscode-copilot" };
  }
  if (typeof doc["sessionId"] === "string" && Array.isArray(doc["history"])) {
    return { kind: "continue" };
  }
  if (
    typeof doc["sessionId"] === "string" &&
    (Array.isArray(doc["chatMessages"]) || Array.isArray(doc["timeline"]))
  ) {
    return { kind: "copilot-cli", format: "legacy" };
  }
  return "a JSON document of no format this report lays out";
}

/** The kind of a JSONL text, or why it is none. */
function jsonlKind(records: Json[]): { kind: RealKind; format?: string } | string {
  const types = new Set(records.map((r) => r["type"]));
  if (records[0]?.["type"] === "session_meta") return { kind: "codex" };
  if (
    records.some((r) => "parentUuid" in r && typeof r["sessionId"] === "string") ||
    types.has("file-history-snapshot")
  ) {
    return { kind: "claude-code" };
  }
  if (types.has("session.start") || types.has("user.message")) {
    return { kind: "copilot-cli", format: "events" };
  }
  if (records[0]?.["kind"] === 0 && Array.isArray(obj(records[0]["v"])?.["requests"])) {
    return { kind: "vscode-copilot", format: "jsonl" };
  }
  if (types.has("gemini") || records.some((r) => typeof r["projectHash"] === "string")) {
    return { kind: "gemini-cli", format: "jsonl" };
  }
  if (records.some((r) => typeof r["role"] === "string" && obj(r["message"]) && !("type" in r))) {
    return { kind: "cursor" };
  }
  if (types.has("user_input") || types.has("planner_response")) {
    return "a Windsurf hook transcript: Windsurf is not a ctx source";
  }
  return "JSON lines of no format this report lays out";
}

/** The kind of one file's text, or why it is none. */
export function kindOf(text: string): { kind: RealKind; format?: string } | string {
  const body = text.replace(/^\uFEFF/, "");
  const start = body.trimStart();
  if (start.startsWith("SQLite format 3")) {
    return "a database (Cursor or VS Code state): a copy alone lacks the workspace index " +
      "that ties its chats to a project";
  }
  if (/^# aider chat started at \d{4}-\d\d-\d\d/m.test(body.slice(0, 1 << 16))) {
    return { kind: "aider" };
  }
  if (/^# \d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)?\r?\n\+/.test(start)) {
    return { kind: "aider-input" };
  }
  if (start.startsWith("{")) {
    try {
      const doc = obj(JSON.parse(body));
      if (doc) return jsonKind(doc);
    } catch {
      // Not one document: JSON lines, looked at below.
    }
    const records = headRecords(body);
    if (records.length > 0) return jsonlKind(records);
  }
  if (start.startsWith("[")) return "a JSON array of no format this report lays out";
  return "not a transcript format this report lays out (JSON, JSON lines or an aider history)";
}

/** Every regular file under `root` (not following links), as paths relative to it. */
async function walk(root: string, dir = root, depth = 0): Promise<string[]> {
  const out: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory && depth < MAX_DEPTH) out.push(...await walk(root, path, depth + 1));
    else if (entry.isFile) out.push(relative(root, path).split("\\").join("/"));
  }
  return out.sort();
}

/**
 * The samples under `root` (a folder, or one file) by kind, and the files that are none (with
 * why). `skip` holds
 * relative paths known and reported elsewhere (the samples that cannot be measured).
 */
export async function placeReal(
  root: string,
  skip: (rel: string) => boolean,
): Promise<{ placed: Placed[]; unplaced: Unplaced[] }> {
  const placed: Placed[] = [];
  const unplaced: Unplaced[] = [];
  let files: string[];
  try {
    // A file named instead of a folder is placed on its own.
    if ((await Deno.stat(root)).isFile) [root, files] = [dirname(root), [basename(root)]];
    else files = await walk(root);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return { placed, unplaced };
    throw error;
  }
  for (const rel of files) {
    if (skip(rel) || NOT_SAMPLES.has(basename(rel))) continue;
    const path = join(root, rel);
    try {
      const { size } = await Deno.stat(path);
      if (size > MAX_BYTES) {
        unplaced.push({ rel, why: `larger than ${MAX_BYTES >> 20} MiB` });
        continue;
      }
      const found = kindOf(new TextDecoder().decode(await Deno.readFile(path)));
      if (typeof found === "string") unplaced.push({ rel, why: found });
      else placed.push({ ...found, rel, path, name: basename(rel) });
    } catch (error) {
      unplaced.push({ rel, why: `cannot be read: ${errorMessage(error)}` });
    }
  }
  return { placed, unplaced };
}

/** The aider input history to read with `chat` (the one of the same name, else the only one). */
export function inputFor(chat: Placed, placed: readonly Placed[]): Placed | undefined {
  const inputs = placed.filter((p) =>
    p.kind === "aider-input" && dirname(p.rel) === dirname(chat.rel)
  );
  const stem = chat.name.replace(/\.?chat\.history\.md$|\.md$/, "");
  return inputs.find((p) => p.name.replace(/\.?input\.history$/, "") === stem) ??
    (inputs.length === 1 ? inputs[0] : undefined);
}
