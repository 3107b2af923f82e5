/**
 * Crush source: the project's `.crush/crush.db` (SQLite in WAL mode, written while Crush runs),
 * and the pre-Crush Go "opencode"'s `.opencode/opencode.db` (the same tables, without the
 * newer columns). Databases elsewhere (Crush's `data_directory` option) are found through the
 * `projects.json` index in Crush's data folder, which lists each project Crush ran in with its
 * data folder; a project inside this one is read with its own folder as the sessions' folder.
 *
 * Each database is opened read-only with its WAL (a locked one is read through a private copy)
 * and never written. The sessions' folder is the project's: the tables record none. Child
 * sessions (an agent tool's, and the `title-<id>` sessions that generate titles) are skipped;
 * what an agent returned is in its parent's tool result.
 *
 * `--crush-dir` is a data folder holding `crush.db` (or `opencode.db`), a database file, or a
 * project folder holding `.crush/` or `.opencode/`.
 */
import { join, resolve } from "node:path";
import type { DiscoverOptions, ReadResult, SessionRef, Source } from "../../types.ts";
import { arr, num, obj, str, tryJson } from "../../sources/build.ts";
import { isFile, readText } from "../../sources/paths.ts";
import { type KvDb, openKvDb, safely } from "../../sources/sqlite.ts";
import { isInsideProject, samePath } from "../../store/project.ts";
import { plural } from "../../text.ts";
import { errorMessage } from "../../errors.ts";
import { parseCrushSession } from "./_parse.ts";
import { crushDataDir, type CrushPlatform } from "./_dirs.ts";

/** The largest `parts` of one message read (a larger one is skipped and counted). */
const MAX_PARTS_CHARS = 16 << 20;

/** The largest `projects.json` read. */
const MAX_INDEX_BYTES = 4 << 20;

/** A database to read and the folder its sessions belong to. */
interface Store {
  db: string;
  cwd: string;
}

/** Where a project keeps its database: Crush's, then the Go "opencode"'s. */
function projectStores(folder: string): string[] {
  return [join(folder, ".crush", "crush.db"), join(folder, ".opencode", "opencode.db")];
}

/** Create the Crush source. */
export function createCrushSource(platform: CrushPlatform = {}): Source {
  return {
    id: "crush",
    label: "Crush",
    locations: (options) =>
      options.dir ? [options.dir] : [
        ...projectStores(options.projectPath),
        join(crushDataDir(options.home, platform), "projects.json"),
      ],
    async discover(options) {
      const warnings: string[] = [];
      const stores = options.dir
        ? await givenStores(options.dir, options.projectPath, warnings)
        : await defaultStores(options, platform, warnings);
      const refs: SessionRef[] = [];
      for (const store of stores) {
        const found = await discoverDatabase(store);
        warnings.push(...found.warnings);
        for (const ref of found.refs) if (!refs.some((r) => r.id === ref.id)) refs.push(ref);
      }
      return { refs, warnings };
    },
    read: (ref, options) => readSession(ref, options),
  };
}

/** The databases `--crush-dir` names. */
async function givenStores(dir: string, cwd: string, warnings: string[]): Promise<Store[]> {
  if (await isFile(dir)) return [{ db: dir, cwd }];
  const candidates = [join(dir, "crush.db"), join(dir, "opencode.db"), ...projectStores(dir)];
  const stores: Store[] = [];
  for (const db of candidates) if (await isFile(db)) stores.push({ db, cwd });
  if (stores.length === 0) {
    warnings.push(
      `Cannot read "${dir}": no Crush database found ` +
        "(is --crush-dir a .crush folder, a database or a project folder?)",
    );
  }
  return stores;
}

/** The project's own databases, and those `projects.json` lists for folders inside it. */
async function defaultStores(
  options: DiscoverOptions,
  platform: CrushPlatform,
  warnings: string[],
): Promise<Store[]> {
  const stores: Store[] = [];
  const add = async (db: string, cwd: string) => {
    if (stores.some((s) => samePath(s.db, db)) || !(await isFile(db))) return;
    stores.push({ db, cwd });
  };
  for (const db of projectStores(options.projectPath)) await add(db, options.projectPath);
  const index = join(crushDataDir(options.home, platform), "projects.json");
  for (const project of await indexedProjects(index, warnings)) {
    if (!isInsideProject(project.path, options.projectPath)) continue;
    if ((options.excludeCwds ?? []).some((x) => isInsideProject(project.path, x))) continue;
    await add(join(project.dataDir, "crush.db"), project.path);
  }
  return stores;
}

/** The projects Crush's `projects.json` lists (none when there is no index). */
async function indexedProjects(
  path: string,
  warnings: string[],
): Promise<Array<{ path: string; dataDir: string }>> {
  if (!(await isFile(path))) return [];
  let text: string;
  try {
    text = await readText(path, MAX_INDEX_BYTES);
  } catch (error) {
    warnings.push(`Cannot read "${path}": ${errorMessage(error)}`);
    return [];
  }
  const parsed = tryJson(text);
  if (!parsed.ok) {
    warnings.push(`Cannot read "${path}": truncated or invalid JSON`);
    return [];
  }
  return arr(obj(parsed.value)?.["projects"]).flatMap((entry) => {
    const path = str(obj(entry)?.["path"]);
    const dataDir = str(obj(entry)?.["data_dir"]);
    // Crush writes both as absolute, cleaned paths; anything else is not followed.
    return path && dataDir && resolve(path) === path && resolve(dataDir) === dataDir
      ? [{ path, dataDir }]
      : [];
  });
}

/** What makes this no Crush database, if anything. */
function notCrush(db: KvDb): string | undefined {
  if (!db.tables.has("sessions") || !db.tables.has("messages")) {
    return "not a Crush database (no sessions or messages table)";
  }
  const columns = db.columns("sessions");
  const lacking = ["id", "parent_session_id", "updated_at"].filter((c) => !columns.has(c));
  return lacking.length > 0
    ? `a Crush database of an unknown version (sessions has no ${lacking.join(", ")})`
    : undefined;
}

/** Refs to the top-level sessions of one database. */
async function discoverDatabase(store: Store): Promise<{ refs: SessionRef[]; warnings: string[] }> {
  const opened = await openKvDb(store.db);
  if (!opened.db) return { refs: [], warnings: opened.warnings };
  using db = opened.db;
  const problem = notCrush(db);
  if (problem) return { refs: [], warnings: [`Cannot read "${store.db}": ${problem}`] };
  const warnings: string[] = [];
  const rows = safely(store.db, [], warnings, () =>
    db.query(
      "SELECT id, parent_session_id, updated_at FROM sessions ORDER BY created_at, rowid",
    ));
  const refs: SessionRef[] = [];
  let children = 0;
  for (const row of rows) {
    const id = str(row["id"]);
    if (!id) continue;
    if (str(row["parent_session_id"]) || id.startsWith("title-")) {
      children++;
      continue;
    }
    const stamp = safely(store.db, [], warnings, () =>
      db.query(
        "SELECT count(*) AS n, max(updated_at) AS t FROM messages WHERE session_id = ?",
        id,
      ))[0];
    refs.push({
      source: "crush",
      id,
      location: `${store.db} session:${id}`,
      fingerprint: `crush:${num(row["updated_at"]) ?? 0}:${num(stamp?.["n"]) ?? 0}:${
        num(stamp?.["t"]) ?? 0
      }`,
      data: { db: store.db, cwd: store.cwd },
    });
  }
  if (children > 0) {
    warnings.push(
      `${plural(children, "child session")} in "${store.db}" skipped (subagents and title ` +
        "generation): what a subagent returned is in its parent session",
    );
  }
  return { refs, warnings };
}

/** Read one session (a ref from `discoverDatabase`). */
async function readSession(ref: SessionRef, options: DiscoverOptions): Promise<ReadResult> {
  const path = ref.data?.["db"] ?? "";
  const opened = await openKvDb(path);
  if (!opened.db) return { session: null, skipped: [], warnings: opened.warnings };
  using db = opened.db;
  const warnings: string[] = [];
  const sessionColumns = db.columns("sessions");
  const messageColumns = db.columns("messages");
  const summaryId = sessionColumns.has("summary_message_id") ? "summary_message_id" : "NULL";
  const info = safely(path, [], warnings, () =>
    db.query(
      `SELECT id, title, created_at, updated_at, ${summaryId} AS summary FROM sessions WHERE id = ?`,
      ref.id,
    ))[0];
  if (!info) {
    if (warnings.length === 0) warnings.push(`Cannot read "${path}": session ${ref.id} not found`);
    return { session: null, skipped: [], warnings };
  }
  const isSummary = messageColumns.has("is_summary_message") ? "is_summary_message" : "0";
  const rows = safely(path, undefined, warnings, () =>
    db.query(
      "SELECT id, role, CASE WHEN length(parts) > ? THEN NULL ELSE parts END AS parts, " +
        `created_at, ${isSummary} AS summary FROM messages WHERE session_id = ? ` +
        "ORDER BY created_at, rowid",
      MAX_PARTS_CHARS,
      ref.id,
    ));
  if (!rows) return { session: null, skipped: [], warnings };
  const result = parseCrushSession(
    {
      id: ref.id,
      title: str(info["title"]),
      createdAt: num(info["created_at"]),
      updatedAt: num(info["updated_at"]),
      summaryMessageId: str(info["summary"]),
    },
    rows.map((row) => ({
      id: String(row["id"]),
      role: str(row["role"]) ?? "",
      parts: str(row["parts"]),
      createdAt: num(row["created_at"]),
      isSummary: num(row["summary"]) === 1,
    })),
    { cwd: ref.data?.["cwd"] ?? options.projectPath, lean: options.lean },
  );
  return { ...result, warnings: [...warnings, ...result.warnings] };
}
