/**
 * Gemini CLI source: `~/.gemini/tmp/<slug | sha256(project)>/chats/session-*.json` (whole
 * session, older) and `session-*.jsonl` (event log: messages re-appended whole when they
 * change, `$set` metadata updates, `$rewindTo` truncation). The project's folders are found
 * through `projects.json`, the `.project_root` marker, or the sha256 of the project path.
 *
 * `--gemini-dir` is the `.gemini` folder (its `tmp/` folder is accepted too). Parsing is in
 * `_parse.ts`; a file is streamed, whatever its size. Subagent sessions
 * (`chats/<parent>/<subagent>.jsonl`, `kind: "subagent"`) are threads Gemini CLI started itself:
 * counted, never read as sessions (their work is in the parent's tool output).
 */
import { basename, dirname, join } from "node:path";
import type { DiscoverOptions, ReadResult, SessionRef, Source } from "../../types.ts";
import { errorMessage } from "../../errors.ts";
import { cannotRead, obj, tryJson } from "../../sources/build.ts";
import { GeminiSession, leadingSessionId } from "./_parse.ts";
import { forEachJsonLine, readPrefix, SkippedLines, skippedWarning } from "../../sources/jsonl.ts";
import { MAX_VALUE_BYTES, readJsonDocument } from "../../sources/json_stream.ts";
import {
  fileFingerprint,
  isDir,
  listDir,
  pathKey,
  readText as readFileText,
  type SourcePlatform,
} from "../../sources/paths.ts";
import { sha256Hex } from "../../fsutil.ts";

/** The largest `projects.json` or `.project_root` read (a FIFO or a device is never read). */
const MAX_MARKER_BYTES = 1 << 20;

/** How much of a session file discovery reads to find its `sessionId`. */
const HEAD_BYTES = 64 * 1024;

/** The `sessionId` a session file records, read from its head; undefined when unreadable. */
async function sessionIdOf(path: string): Promise<string | undefined> {
  try {
    return leadingSessionId(await readPrefix(path, HEAD_BYTES));
  } catch {
    return undefined; // read() reports why.
  }
}

/** A small file of Gemini CLI's own (`projects.json`, a `.project_root` marker); null when unreadable. */
async function readText(path: string): Promise<string | null> {
  try {
    return await readFileText(path, MAX_MARKER_BYTES);
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
  for (const candidate of new Set([projectPath, key])) names.add(sha256Hex(candidate));
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
    locations: (options) => [join(options.dir ?? join(options.home, ".gemini"), "tmp")],
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
      let threads = 0;
      for (const dir of dirs) {
        const chats = join(dir, "chats");
        const entries = await listDir(chats);
        // `chats/<parent session>/<subagent session>.jsonl`: threads Gemini CLI started itself.
        for (const sub of entries.filter((e) => e.isDirectory)) {
          threads += (await listDir(join(chats, sub.name)))
            .filter((e) => e.isFile && /\.jsonl?$/.test(e.name)).length;
        }
        const files = entries.filter((e) => e.isFile && /^session-.*\.jsonl?$/.test(e.name));
        for (const entry of files) {
          // A resumed legacy .json is migrated to a .jsonl of the same name: read only that.
          if (entry.name.endsWith(".json") && files.some((f) => f.name === `${entry.name}l`)) {
            continue;
          }
          const path = join(chats, entry.name);
          const print = await fileFingerprint(path);
          if (!print) continue;
          // The session's own id (the file name holds only its first 8 characters).
          const id = await sessionIdOf(path) ?? entry.name.replace(/\.jsonl?$/, "");
          // A smaller file of the same session (a copy) is left for the larger one.
          const twin = refs.findIndex((r) => r.id === id);
          if (twin >= 0 && (refs[twin]!.size ?? 0) >= print.size) continue;
          const ref: SessionRef = {
            source: "gemini",
            id,
            location: path,
            fingerprint: print.fingerprint,
            size: print.size,
            data: { path },
          };
          if (twin >= 0) refs[twin] = ref;
          else refs.push(ref);
        }
      }
      return { refs, warnings, ...(threads ? { threads } : {}) };
    },
    async read(ref, options) {
      const path = ref.data?.["path"] ?? ref.location;
      try {
        return await readGeminiFile(path, { id: ref.id, cwd: options.projectPath }, options);
      } catch (error) {
        options.signal?.throwIfAborted();
        return cannotRead(path, errorMessage(error));
      }
    },
  };
}

/**
 * Read one session file, streamed (any size, bounded memory): a `.jsonl` event log line by line,
 * a legacy `.json` document message by message (`src/sources/json_stream.ts`).
 */
async function readGeminiFile(
  path: string,
  context: { id: string; cwd: string },
  options: Pick<DiscoverOptions, "lean" | "signal">,
): Promise<ReadResult> {
  const session = new GeminiSession(context, { lean: options.lean === true });
  const signal = options.signal ? { signal: options.signal } : {};
  const cannot = (why: string) => `Cannot read "${path}": ${why}`;
  if (path.endsWith(".jsonl")) {
    const skips = new SkippedLines();
    await forEachJsonLine(path, (value, line) => session.record(value, line), skips, signal);
    const warning = skippedWarning(path, skips.result());
    for (const s of skips.listed) session.skip(s);
    const result = session.finish(skips.count - skips.listed.length);
    if (session.isSubagent) return { session: null, skipped: [], warnings: [] };
    return { ...result, warnings: [...result.warnings.map(cannot), ...(warning ? [warning] : [])] };
  }
  const doc = await readJsonDocument(path, {
    arrays: { messages: (message) => session.message(message) },
    ...signal,
  });
  if (doc.error) {
    const at = doc.error.reason.startsWith("cut short") ? "" : ` (at byte ${doc.error.at})`;
    return { session: null, skipped: [], warnings: [cannot(`${doc.error.reason}${at}`)] };
  }
  if (!doc.streamed.includes("messages")) {
    return { session: null, skipped: [], warnings: [cannot("no messages array: unknown schema")] };
  }
  session.meta(doc.members);
  if (session.isSubagent) return { session: null, skipped: [], warnings: [] };
  const result = session.finish();
  const long = doc.tooLong > 0
    ? [cannot(`${doc.tooLong} message(s) longer than ${MAX_VALUE_BYTES} bytes left out`)]
    : [];
  return { ...result, warnings: [...result.warnings.map(cannot), ...long] };
}
