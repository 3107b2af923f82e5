/**
 * Gemini CLI source: `~/.gemini/tmp/<slug | sha256(project)>/chats/session-*.json` (whole
 * session, older) and `session-*.jsonl` (event log: messages re-appended whole when they
 * change, `$set` metadata updates, `$rewindTo` truncation). The project's folders are found
 * through `projects.json`, the `.project_root` marker, or the sha256 of the project path.
 *
 * `--gemini-dir` is the `.gemini` folder (its `tmp/` folder is accepted too).
 */
import { basename, dirname, join } from "node:path";
import type { Part, ReadResult, SessionRef, Skipped, Source } from "../types.ts";
import { arr, compact, isoTime, type Json, obj, str, tryJson, TurnBuilder } from "./_build.ts";
import { splitJsonl } from "./_jsonl.ts";
import {
  fileFingerprint,
  isDir,
  listDir,
  pathKey,
  readSessionText,
  type SourcePlatform,
} from "./_paths.ts";
import { sha256Hex } from "../fsutil.ts";

const REFERENCED =
  /\n?--- Content from referenced files ---\n([\s\S]*?)(?:\n--- End of content ---|$)/;

/** A legacy whole-session `.json` value as a session. */
export function parseGeminiSession(
  value: unknown,
  context: { id?: string; cwd: string },
): ReadResult {
  const data = obj(value);
  if (!data || !Array.isArray(data["messages"])) {
    return { session: null, skipped: [], warnings: ["no messages array: unknown schema"] };
  }
  return build(data, data["messages"], [], context);
}

/** Replay a `.jsonl` event log into the session it describes. */
export function parseGeminiJsonl(text: string, context: { id?: string; cwd: string }): ReadResult {
  const { records, skipped } = splitJsonl(text);
  const meta: Json = {};
  let messages: Json[] = [];
  for (const { line, value } of records) {
    const record = obj(value);
    if (!record) {
      skipped.push({ line, reason: "not an object" });
      continue;
    }
    const set = obj(record["$set"]);
    if (set) {
      const { messages: replaced, ...rest } = set;
      Object.assign(meta, rest);
      if (Array.isArray(replaced)) {
        messages = replaced.map((m) => obj(m)).filter((m): m is Json => !!m);
      }
      continue;
    }
    if (typeof record["$rewindTo"] === "string") {
      const at = messages.findIndex((m) => m["id"] === record["$rewindTo"]);
      if (at >= 0) messages = messages.slice(0, at);
      else skipped.push({ line, reason: `$rewindTo unknown message "${record["$rewindTo"]}"` });
      continue;
    }
    if (typeof record["type"] === "string" && record["id"] !== undefined) {
      // A message is re-appended whole each time it changes: the last copy wins, in place.
      const at = messages.findIndex((m) => m["id"] === record["id"]);
      if (at >= 0) messages[at] = record;
      else messages.push(record);
      continue;
    }
    if (record["sessionId"] !== undefined || record["startTime"] !== undefined) {
      // A whole legacy session written as one line carries its messages inline.
      const { messages: inline, ...rest } = record;
      Object.assign(meta, rest);
      if (Array.isArray(inline)) messages = inline.map((m) => obj(m)).filter((m): m is Json => !!m);
      continue;
    }
    skipped.push({ line, reason: "unknown record" });
  }
  return build(meta, messages, skipped, context);
}

function build(
  meta: Json,
  messages: unknown[],
  skipped: Skipped[],
  context: { id?: string; cwd: string },
): ReadResult {
  const builder = new TurnBuilder();
  messages.forEach((raw, index) => {
    const message = obj(raw);
    const type = str(message?.["type"]);
    const at = isoTime(message?.["timestamp"]);
    if (!message || !type) {
      skipped.push({ line: index + 1, reason: "message without type" });
      return;
    }
    if (type === "user") builder.add("user", userParts(message["content"]), { at, newTurn: true });
    else if (type === "gemini") builder.add("assistant", geminiParts(message), { at });
    else if (type === "info" || type === "error" || type === "warning") {
      builder.add("assistant", [{
        kind: "injected",
        label: `gemini-${type}`,
        text: contentText(message["content"]),
      }], { at });
    } else skipped.push({ line: index + 1, reason: `unknown message type "${type}"` });
  });
  const id = str(meta["sessionId"]) ?? context.id;
  if (!id) return { session: null, skipped, warnings: ["no sessionId"] };
  const session = {
    id,
    source: "gemini" as const,
    cwd: context.cwd,
    started: isoTime(meta["startTime"]) ?? builder.started,
    updated: latest(isoTime(meta["lastUpdated"]), builder.updated),
    turns: builder.turns,
    ...(str(meta["summary"]) ? { title: str(meta["summary"]) as string } : {}),
  };
  return { session, skipped, warnings: [] };
}

function latest(a: string | undefined, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  return arr(content).map((p) => str(obj(p)?.["text"]) ?? "").join("");
}

/** The typed prompt, with `@file` expansions labelled as injected. */
function userParts(content: unknown): Part[] {
  const text = contentText(content);
  const match = REFERENCED.exec(text);
  if (!match) return [{ kind: "text", text }];
  return [
    { kind: "text", text: text.slice(0, match.index).trim() },
    { kind: "injected", label: "referenced_files", text: (match[1] ?? "").trim() },
  ];
}

function geminiParts(message: Json): Part[] {
  const parts: Part[] = [];
  for (const raw of arr(message["thoughts"])) {
    const thought = obj(raw);
    const subject = str(thought?.["subject"]);
    const description = str(thought?.["description"]) ?? "";
    parts.push({ kind: "thinking", text: subject ? `${subject}: ${description}` : description });
  }
  parts.push({ kind: "text", text: contentText(message["content"]) });
  for (const raw of arr(message["toolCalls"])) {
    const call = obj(raw);
    if (!call) continue;
    parts.push({ kind: "tool_call", name: str(call["name"]) ?? "", input: compact(call["args"]) });
    const responses = arr(call["result"]).map((r) =>
      obj(obj(obj(r)?.["functionResponse"])?.["response"])
    );
    const error = responses.map((r) => r?.["error"]).find((e) => e !== undefined);
    const output = responses.map((r) => r?.["output"]).filter((o) => o !== undefined);
    const text = error !== undefined
      ? compact(error)
      : output.length > 0
      ? output.map(compact).join("\n")
      : compact(call["resultDisplay"]);
    const status = str(call["status"]);
    if (text || status === "error" || status === "cancelled") {
      parts.push({
        kind: "tool_result",
        text: text || `(${status})`,
        isError: status === "error" || error !== undefined,
      });
    }
  }
  return parts;
}

async function readText(path: string): Promise<string | null> {
  try {
    return await Deno.readTextFile(path);
  } catch {
    return null;
  }
}

/** The `tmp/` folders that belong to the project (never another project's). */
export async function geminiProjectDirs(
  geminiDir: string,
  projectPath: string,
): Promise<{ dirs: string[]; warnings: string[] }> {
  const warnings: string[] = [];
  const key = pathKey(projectPath);
  // Accept both the `.gemini` folder and its `tmp/` folder.
  let tmp = join(geminiDir, "tmp");
  if (!(await isDir(tmp)) && basename(geminiDir) === "tmp") {
    tmp = geminiDir;
    geminiDir = dirname(geminiDir);
  }
  if (key === null || !(await isDir(tmp))) return { dirs: [], warnings };
  const names = new Set<string>();
  const registry = await readText(join(geminiDir, "projects.json"));
  if (registry !== null) {
    const parsed = tryJson(registry);
    if (!parsed.ok) {
      warnings.push(`Cannot read "${join(geminiDir, "projects.json")}": invalid JSON`);
    }
    const projects = parsed.ok ? obj(obj(parsed.value)?.["projects"]) ?? {} : {};
    for (const [root, slug] of Object.entries(projects)) {
      if (typeof slug === "string" && pathKey(root) === key) names.add(slug);
    }
  }
  for (const candidate of new Set([projectPath, key])) names.add(await sha256Hex(candidate));
  const dirs: string[] = [];
  for (const entry of await listDir(tmp)) {
    if (!entry.isDirectory) continue;
    const dir = join(tmp, entry.name);
    const marker = await readText(join(dir, ".project_root"));
    // The marker is the ownership proof: it overrides a name match either way.
    if (marker !== null) {
      if (pathKey(marker.trim()) === key) dirs.push(dir);
      continue;
    }
    if (names.has(entry.name)) dirs.push(dir);
  }
  return { dirs, warnings };
}

/** Create the Gemini CLI source (`--gemini-dir` = the `.gemini` folder). */
export function createGeminiSource(_platform: Partial<SourcePlatform> = {}): Source {
  return {
    id: "gemini",
    label: "Gemini CLI",
    async discover(options) {
      const root = options.dir ?? join(options.home, ".gemini");
      const { dirs, warnings } = await geminiProjectDirs(root, options.projectPath);
      if (options.dir && !(await isDir(join(root, "tmp"))) && basename(root) !== "tmp") {
        warnings.push(
          `Cannot read "${
            join(root, "tmp")
          }": folder not found (is --gemini-dir the .gemini folder?)`,
        );
      }
      const refs: SessionRef[] = [];
      for (const dir of dirs) {
        const chats = join(dir, "chats");
        const files = (await listDir(chats)).filter((e) =>
          e.isFile && /^session-.*\.jsonl?$/.test(e.name)
        );
        for (const entry of files) {
          // A resumed legacy .json is migrated to a .jsonl of the same name: read only that.
          if (entry.name.endsWith(".json") && files.some((f) => f.name === `${entry.name}l`)) {
            continue;
          }
          const path = join(chats, entry.name);
          const print = await fileFingerprint(path);
          if (!print) continue;
          refs.push({
            source: "gemini",
            id: entry.name.replace(/\.jsonl?$/, ""),
            location: path,
            fingerprint: print.fingerprint,
            size: print.size,
            data: { path },
          });
        }
      }
      return { refs, warnings };
    },
    async read(ref, options) {
      const path = ref.data?.["path"] ?? ref.location;
      const read = await readSessionText(path);
      if (typeof read !== "string") return read;
      const text = read;
      const context = { id: ref.id, cwd: options.projectPath };
      let result: ReadResult;
      if (path.endsWith(".jsonl")) result = parseGeminiJsonl(text, context);
      else {
        const parsed = tryJson(text);
        if (!parsed.ok) {
          return {
            session: null,
            skipped: [],
            warnings: [`Cannot read "${path}": truncated or invalid JSON (${parsed.error})`],
          };
        }
        result = parseGeminiSession(parsed.value, context);
      }
      return { ...result, warnings: result.warnings.map((w) => `Cannot read "${path}": ${w}`) };
    },
  };
}

/** The Gemini CLI source with default locations (`~/.gemini`). */
export const geminiSource: Source = createGeminiSource();
