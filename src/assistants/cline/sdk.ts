/**
 * Cline 4.x's sessions (the extension ≥ 4.0, the Cline CLI 3.x, JetBrains): the index
 * `<data>/db/sessions.db` (SQLite in WAL mode, read-only: the `sessions` table's id, folder,
 * prompt, title, parent) and each session's `<data>/sessions/<id>/<id>.messages.json`. Without
 * the database, each session folder's manifest `<id>.json` says the same. `<data>` is
 * `~/.cline/data` (`CLINE_DATA_DIR`, `$CLINE_DIR/data`). A subagent's or a teammate's session
 * (`is_subagent`, a parent session) is skipped: its result reaches the parent as a tool result.
 */
import { join } from "node:path";
import { errorMessage } from "../../errors.ts";
import type { DiscoverOptions, SessionRef, Source } from "../../types.ts";
import { cannotRead, obj, str, tryJson } from "../../sources/build.ts";
import { fileFingerprint, isDir, listDir, pathKey } from "../../sources/paths.ts";
import { openKvDb, safely } from "../../sources/sqlite.ts";
import { TASK_ID, taskTitle } from "./_index.ts";
import { readJsonArray } from "./_json_array.ts";
import { parseSdkMessages } from "./_sdk_parse.ts";
import { storeText } from "./_task_files.ts";

/** What the index says about one session. */
interface SessionRow {
  id: string;
  cwd?: string;
  title?: string;
  /** A subagent's or a teammate's thread. */
  child: boolean;
}

/** The columns read (never the whole row: `metadata_json` is read for its title only). */
const COLUMNS = [
  "session_id",
  "cwd",
  "workspace_root",
  "prompt",
  "metadata_json",
  "is_subagent",
  "parent_session_id",
] as const;

/** The source of Cline 4.x's sessions; `dataDir` gives `<data>` for a home folder. */
export function createClineSdkSource(
  assistant: { id: string; label: string },
  dataDir: (home: string) => string,
): Source {
  const dataOf = (options: Pick<DiscoverOptions, "dir" | "home">) =>
    options.dir ?? dataDir(options.home);
  return {
    id: assistant.id,
    label: assistant.label,
    locations: (
      options,
    ) => [join(dataOf(options), "db", "sessions.db"), join(dataOf(options), "sessions")],
    async discover(options) {
      const data = dataOf(options);
      const warnings: string[] = [];
      const refs: SessionRef[] = [];
      const projectKey = pathKey(options.projectPath);
      const excluded = new Set((options.excludeCwds ?? []).map(pathKey));
      const rows = await databaseRows(join(data, "db", "sessions.db"), warnings) ??
        await manifestRows(join(data, "sessions"), warnings);
      for (const row of rows) {
        if (row.child || !row.cwd || !TASK_ID.test(row.id)) continue;
        const key = pathKey(row.cwd);
        if (key === null || key !== projectKey || excluded.has(key)) continue;
        const path = join(data, "sessions", row.id, `${row.id}.messages.json`);
        const print = await fileFingerprint(path);
        if (!print) continue;
        refs.push({
          source: assistant.id,
          id: row.id,
          location: path,
          fingerprint: print.fingerprint,
          size: print.size,
          data: { path, cwd: row.cwd, ...(row.title ? { title: row.title } : {}) },
        });
      }
      return { refs, warnings };
    },
    async read(ref, options) {
      const path = ref.data?.["path"] ?? ref.location;
      const value = await messagesFile(path);
      if ("error" in value) {
        return cannotRead(path, value.error);
      }
      const result = parseSdkMessages(value.value, {
        source: assistant.id,
        id: ref.id,
        ...(ref.data?.["cwd"] ? { cwd: ref.data["cwd"] } : {}),
        ...(ref.data?.["title"] ? { title: ref.data["title"] } : {}),
        fallbackCwd: options.projectPath,
        lean: options.lean === true,
      });
      return {
        ...result,
        warnings: [...value.warnings, ...result.warnings.map((w) => `Cannot read "${path}": ${w}`)],
      };
    },
  };
}

/** The sessions the database lists; `undefined` when there is no database. */
async function databaseRows(path: string, warnings: string[]): Promise<SessionRow[] | undefined> {
  if ((await fileFingerprint(path)) === null) return undefined;
  const opened = await openKvDb(path);
  warnings.push(...opened.warnings);
  if (!opened.db) return undefined;
  using db = opened.db;
  if (!db.tables.has("sessions")) {
    warnings.push(`Cannot read "${path}": no sessions table (not Cline's session index?)`);
    return [];
  }
  const present = new Set(
    safely(path, [], warnings, () => db.query("PRAGMA table_info(sessions)"))
      .map((c) => str(c["name"])),
  );
  const columns = COLUMNS.filter((c) => present.has(c));
  if (!present.has("session_id")) return [];
  const rows = safely(
    path,
    [],
    warnings,
    () => db.query(`SELECT ${columns.join(", ")} FROM sessions ORDER BY rowid`),
  );
  return rows.flatMap((row) => {
    const id = str(row["session_id"]);
    if (!id) return [];
    const metadata = obj(tryJsonValue(str(row["metadata_json"])));
    const parent = str(row["parent_session_id"]);
    return [{
      id,
      ...cwdOf(str(row["cwd"]), str(row["workspace_root"])),
      ...titleOf(str(metadata?.["title"]) ?? str(row["prompt"])),
      child: Number(row["is_subagent"] ?? 0) === 1 || !!parent || id.includes("__"),
    }];
  });
}

/** The sessions the folders' manifests (`<id>/<id>.json`) describe, when there is no database. */
async function manifestRows(sessions: string, warnings: string[]): Promise<SessionRow[]> {
  if (!(await isDir(sessions))) return [];
  const rows: SessionRow[] = [];
  for (const entry of await listDir(sessions)) {
    if (!entry.isDirectory || !TASK_ID.test(entry.name)) continue;
    const path = join(sessions, entry.name, `${entry.name}.json`);
    let text: string | undefined;
    try {
      text = await storeText(path, 4 << 20);
    } catch (error) {
      warnings.push(`Cannot read "${path}": ${errorMessage(error)}`);
      continue;
    }
    const manifest = obj(tryJsonValue(text));
    if (!manifest) continue;
    const metadata = obj(manifest["metadata"]);
    rows.push({
      id: entry.name,
      ...cwdOf(str(manifest["cwd"]), str(manifest["workspace_root"])),
      ...titleOf(str(metadata?.["title"]) ?? str(manifest["prompt"])),
      child: entry.name.includes("__"),
    });
  }
  return rows;
}

function cwdOf(cwd: string | undefined, root: string | undefined): { cwd?: string } {
  const folder = cwd?.trim() || root?.trim();
  return folder ? { cwd: folder } : {};
}

function titleOf(text: string | undefined): { title?: string } {
  const title = text ? taskTitle(text) : undefined;
  return title ? { title } : {};
}

function tryJsonValue(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  const parsed = tryJson(text);
  return parsed.ok ? parsed.value : undefined;
}

/**
 * A messages file's JSON; one cut short keeps the messages whole before the cut (with a
 * warning naming the file).
 */
async function messagesFile(
  path: string,
): Promise<{ value: unknown; warnings: string[] } | { error: string }> {
  let text: string | undefined;
  try {
    text = await storeText(path);
  } catch (error) {
    return { error: errorMessage(error) };
  }
  if (text === undefined) return { error: "file not found" };
  const parsed = tryJson(text);
  if (parsed.ok) return { value: parsed.value, warnings: [] };
  const open = /"messages"\s*:\s*\[/.exec(text);
  const read = open ? readJsonArray(text.slice(open.index + open[0].length - 1)) : undefined;
  if (!read?.ok || read.items.length === 0) return { error: `invalid JSON (${parsed.error})` };
  const agent = /"agent"\s*:\s*"([a-z]+)"/.exec(text.slice(0, open!.index))?.[1];
  return {
    value: { ...(agent ? { agent } : {}), messages: read.items },
    warnings: [
      `"${path}" is cut short (truncated JSON): read the ${read.items.length} whole messages ` +
      `before the cut`,
    ],
  };
}
