/**
 * Qwen Code source: `<runtime>/projects/<sanitized project root>/chats/<sessionId>.jsonl`, where
 * `<runtime>` is `QWEN_RUNTIME_DIR`, else `QWEN_HOME`, else `~/.qwen` (a runtime folder set only in
 * Qwen Code's settings, `advanced.runtimeOutputDir`, is read with `--qwen-code-dir`). The folder
 * name is the project root with every character but letters and digits turned into `-` (lower
 * case first on Windows), so it only picks candidates: the `cwd` each session records decides,
 * the project's folder or one inside it. Sessions Qwen Code started from another one (a side
 * task, a child session) are not read; subagents write their own files under `subagents/`, which
 * are not read either. Parsing is in `_parse.ts`.
 */
import { join } from "node:path";
import type { Config } from "../../config/mod.ts";
import { errorMessage } from "../../errors.ts";
import { type JsonlRecord, readJsonlSession, readPrefix, splitJsonl } from "../../sources/jsonl.ts";
import { fileFingerprint, isDir, listDir } from "../../sources/paths.ts";
import { isInsideProject } from "../../store/mod.ts";
import type { DiscoverOptions, ReadResult, SessionRef, Source } from "../../types.ts";
import { plural } from "../../text.ts";
import { parseQwenRecords, qwenHead } from "./_parse.ts";

/** How much of a session file discovery reads for its folder and origin. */
const HEAD_BYTES = 64 * 1024;

type QwenConfig = Pick<Config, "os" | "qwenHome" | "qwenRuntimeDir">;

/** The folder holding `projects/`: `--qwen-code-dir`, `QWEN_RUNTIME_DIR`, `QWEN_HOME`, `~/.qwen`. */
function runtimeDir(options: Pick<DiscoverOptions, "dir" | "home">, config: QwenConfig): string {
  return options.dir ?? config.qwenRuntimeDir ?? config.qwenHome ?? join(options.home, ".qwen");
}

/** Qwen Code's `sanitizeCwd`: the project folder's name under `projects/`. */
export function sanitizeCwd(cwd: string, os: string): string {
  return (os === "windows" ? cwd.toLowerCase() : cwd).replace(/[^a-zA-Z0-9]/g, "-");
}

/** The records of the first `HEAD_BYTES` of a file (a cut last line left out). */
async function headRecords(path: string): Promise<JsonlRecord[]> {
  const text = await readPrefix(path, HEAD_BYTES);
  const complete = text.length < HEAD_BYTES ? text : text.slice(0, text.lastIndexOf("\n") + 1);
  return splitJsonl(complete).records; // `splitJsonl` reads past each line's lead
}

async function discoverQwen(options: DiscoverOptions, config: QwenConfig) {
  const warnings: string[] = [];
  const projects = join(runtimeDir(options, config), "projects");
  if (!(await isDir(projects))) {
    if (options.dir) warnings.push(`Cannot read "${projects}": folder not found`);
    return { refs: [], warnings };
  }
  const key = sanitizeCwd(options.projectPath, config.os);
  const refs: SessionRef[] = [];
  let noFolder = 0;
  for (const folder of await listDir(projects)) {
    // The project's own folder, and those of folders inside it (their names start with its own).
    if (!folder.isDirectory || (folder.name !== key && !folder.name.startsWith(`${key}-`))) {
      continue;
    }
    const chats = join(projects, folder.name, "chats");
    for (const entry of await listDir(chats)) {
      if (!entry.isFile || !entry.name.endsWith(".jsonl")) continue;
      const path = join(chats, entry.name);
      let head;
      try {
        head = qwenHead(await headRecords(path));
      } catch (error) {
        warnings.push(`Cannot read "${path}": ${errorMessage(error)}`);
        continue;
      }
      if (head.spawned) continue;
      if (!head.cwd) {
        noFolder++;
        continue;
      }
      if (!isInsideProject(head.cwd, options.projectPath)) continue;
      const print = await fileFingerprint(path);
      if (!print) continue;
      refs.push({
        source: "qwen-code",
        id: head.id ?? entry.name.slice(0, -".jsonl".length),
        location: path,
        fingerprint: print.fingerprint,
        size: print.size,
        data: { path, cwd: head.cwd },
      });
    }
  }
  if (noFolder > 0) {
    warnings.push(
      `${plural(noFolder, "Qwen Code session")} in "${projects}" ` +
        `${noFolder === 1 ? "records" : "record"} no folder: not read`,
    );
  }
  return { refs, warnings };
}

async function readQwen(ref: SessionRef, options: DiscoverOptions): Promise<ReadResult> {
  const path = ref.data?.["path"] ?? ref.location;
  return await readJsonlSession(
    path,
    options.signal,
    (records, skipped) =>
      parseQwenRecords(records, skipped, {
        id: ref.id,
        cwd: ref.data?.["cwd"] ?? options.projectPath,
      }),
  );
}

/** Create the Qwen Code source (`--qwen-code-dir` = the folder holding `projects/`). */
export function createQwenCodeSource(config: QwenConfig): Source {
  return {
    id: "qwen-code",
    label: "Qwen Code",
    locations: (options) => [join(runtimeDir(options, config), "projects")],
    discover: (options) => discoverQwen(options, config),
    read: readQwen,
  };
}
