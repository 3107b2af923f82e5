/**
 * Continue source: `<global>/sessions/<sessionId>.json`, one file per chat, with the index
 * `sessions/sessions.json` (`[{sessionId, title, dateCreated, workspaceDirectory}]`). `<global>` is
 * `CONTINUE_GLOBAL_DIR`, else `~/.continue` (`%USERPROFILE%\.continue` on Windows); the VS Code
 * and JetBrains extensions and the `cn` CLI share it. `--continue-dir` is that folder or its
 * `sessions/` folder.
 *
 * A session belongs to the project when its `workspaceDirectory` (a path, a `file://` URI, or
 * empty when no folder was open) is the project's folder. The index says it without opening the
 * session; a file the index does not list is read for it (its head first: Continue writes the
 * field before the history). Parsing is in `_parse.ts`.
 */
import { basename, join } from "node:path";
import type { Config } from "../../config/mod.ts";
import { errorMessage } from "../../errors.ts";
import { arr, obj, str, tryJson } from "../../sources/build.ts";
import { readPrefix } from "../../sources/jsonl.ts";
import {
  fileFingerprint,
  isDir,
  listDir,
  pathKey,
  readSessionJson,
  readText,
} from "../../sources/paths.ts";
import type { DiscoverOptions, SessionRef, Source } from "../../types.ts";
import { plural } from "../../text.ts";
import { parseContinueSession } from "./_parse.ts";
import { continueDir } from "./paths.ts";

/** The largest `sessions.json` read. */
const MAX_INDEX_BYTES = 64 << 20;
/** How much of a session file is read to find its `workspaceDirectory`. */
const HEAD_BYTES = 64 * 1024;

/** The sessions folder for `--continue-dir` (the global folder or `sessions/` itself) or the default. */
async function sessionsDir(options: Pick<DiscoverOptions, "dir" | "home">, global: string) {
  if (!options.dir) return join(global, "sessions");
  const inner = join(options.dir, "sessions");
  return await isDir(inner) || basename(options.dir) !== "sessions" ? inner : options.dir;
}

interface IndexEntry {
  workspace: string;
  dateCreated?: string;
}

/** `sessions.json` by session id; a warning when it cannot be read (the files still are). */
async function readIndex(dir: string, warnings: string[]): Promise<Map<string, IndexEntry>> {
  const path = join(dir, "sessions.json");
  const index = new Map<string, IndexEntry>();
  let text: string;
  try {
    text = await readText(path, MAX_INDEX_BYTES);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) {
      warnings.push(`Cannot read "${path}": ${errorMessage(error)}`);
    }
    return index;
  }
  const parsed = tryJson(text);
  if (!parsed.ok || !Array.isArray(parsed.value)) {
    warnings.push(`Cannot read "${path}": ${parsed.ok ? "not a list" : "invalid JSON"}`);
    return index;
  }
  for (const raw of arr(parsed.value)) {
    const entry = obj(raw);
    const id = str(entry?.["sessionId"]);
    const workspace = str(entry?.["workspaceDirectory"]);
    if (!id || workspace === undefined) continue;
    const created = entry?.["dateCreated"];
    const dateCreated = typeof created === "number" ? String(created) : str(created);
    index.set(id, { workspace, ...(dateCreated ? { dateCreated } : {}) });
  }
  return index;
}

/** A session file's `workspaceDirectory`: from its head, else the whole file; undefined if none. */
async function workspaceOf(path: string): Promise<string | undefined> {
  const head = await readPrefix(path, HEAD_BYTES);
  const m = /"workspaceDirectory"\s*:\s*("(?:[^"\\]|\\.)*")/.exec(head);
  if (m) {
    const value = tryJson(m[1]!);
    if (value.ok) return str(value.value);
  }
  const parsed = tryJson(await readText(path));
  return parsed.ok ? str(obj(parsed.value)?.["workspaceDirectory"]) : undefined;
}

/** Create the Continue source (`--continue-dir` = Continue's folder, `~/.continue`). */
export function createContinueSource(config: Pick<Config, "continueGlobalDir">): Source {
  const globalOf = (home: string) =>
    continueDir({ home, continueGlobalDir: config.continueGlobalDir });
  return {
    id: "continue",
    label: "Continue",
    locations: (options) => [
      options.dir ? options.dir : join(globalOf(options.home), "sessions"),
    ],
    async discover(options) {
      const warnings: string[] = [];
      const dir = await sessionsDir(options, globalOf(options.home));
      if (!(await isDir(dir))) {
        if (options.dir) warnings.push(`Cannot read "${dir}": folder not found`);
        return { refs: [], warnings };
      }
      const index = await readIndex(dir, warnings);
      const project = pathKey(options.projectPath);
      const refs: SessionRef[] = [];
      let noWorkspace = 0;
      for (const entry of await listDir(dir)) {
        if (!entry.isFile || !entry.name.endsWith(".json") || entry.name === "sessions.json") {
          continue;
        }
        const id = entry.name.slice(0, -".json".length);
        const path = join(dir, entry.name);
        const known = index.get(id);
        let workspace = known?.workspace;
        if (workspace === undefined) {
          try {
            workspace = await workspaceOf(path);
          } catch (error) {
            warnings.push(`Cannot read "${path}": ${errorMessage(error)}`);
            continue;
          }
        }
        if (!workspace || pathKey(workspace) === null) {
          noWorkspace++;
          continue;
        }
        if (pathKey(workspace) !== project) continue;
        const print = await fileFingerprint(path);
        if (!print) continue;
        refs.push({
          source: "continue",
          id,
          location: path,
          fingerprint: print.fingerprint,
          size: print.size,
          data: { path, ...(known?.dateCreated ? { dateCreated: known.dateCreated } : {}) },
        });
      }
      if (noWorkspace > 0) {
        warnings.push(
          `${plural(noWorkspace, "Continue session")} in "${dir}" ` +
            `${noWorkspace === 1 ? "records" : "record"} no workspace folder (no folder was ` +
            "open): not read",
        );
      }
      return { refs, warnings };
    },
    async read(ref, options) {
      const path = ref.data?.["path"] ?? ref.location;
      const parsed = await readSessionJson(path);
      if (!("value" in parsed)) return parsed;
      const modified = await Deno.stat(path).then((s) => s.mtime?.toISOString(), () => undefined);
      const dateCreated = ref.data?.["dateCreated"];
      const result = parseContinueSession(parsed.value, {
        id: ref.id,
        cwd: options.projectPath,
        ...(dateCreated ? { dateCreated } : {}),
        ...(modified ? { modified } : {}),
      });
      return { ...result, warnings: result.warnings.map((w) => `Cannot read "${path}": ${w}`) };
    },
  };
}
