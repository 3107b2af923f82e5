/**
 * OpenCode 1.x's SQLite database (`opencode.db`), and every database of its schema: Kilo Code ≥ 7
 * keeps its sessions in a `kilo.db` of the same tables. Public, so that the Kilo Code reader opens
 * its database with one call:
 *
 * @example
 * const kilo = createOpenCodeDbSource({
 *   id: "kilo-code",
 *   label: "Kilo Code",
 *   databases: (options) => [join(options.home, ".local", "share", "kilo", "kilo.db")],
 * });
 * const { refs } = await kilo.discover({ projectPath, home });
 * refs[0].data?.slug; // a migrated legacy task keeps its old task id here
 *
 * The database is opened read-only (with its WAL, while OpenCode has it open; a locked one is
 * read through a private copy) and never written. Only the `session`, `message` and `part`
 * tables are read: never the accounts and credentials beside them (`src/sources/sqlite.ts`
 * refuses a statement that names one). A session belongs to the project when its `directory` is
 * the project's folder or inside it; a child session (`parent_id`: a subagent's) is skipped, as
 * its result reaches the model through the parent's `task` tool output. The `event` table repeats
 * these objects and is not read.
 */
import { posix, win32 } from "node:path";
import type { DiscoverOptions, ReadResult, SessionRef, Source } from "../../types.ts";
import { num, str } from "../../sources/build.ts";
import { isFile } from "../../sources/paths.ts";
import { type KvDb, openKvDb, safely } from "../../sources/sqlite.ts";
import { isInsideProject } from "../../store/mod.ts";
import { plural } from "../../text.ts";
import { type OpenCodeMessage, parseOpenCodeSession, subagentsSkipped } from "./_parse.ts";

/** The largest `data` of one message or part read (a larger one is skipped and counted). */
export const MAX_RECORD_CHARS = 16 << 20;

/** A source over OpenCode-schema databases. */
export interface OpenCodeDbSourceOptions {
  /** The assistant's id and label (`opencode`, `kilo-code`): what its sessions are filed under. */
  id: string;
  label: string;
  /** The database files to read, existing or not (`--<assistant>-dir` is in `options.dir`). */
  databases(options: Pick<DiscoverOptions, "home" | "dir" | "projectPath">): string[];
  /** The platform whose path rules the recorded folders follow (default: this machine's). */
  os?: string;
}

/** A source reading only OpenCode-schema databases (Kilo Code ≥ 7's `kilo.db`). */
export function createOpenCodeDbSource(options: OpenCodeDbSourceOptions): Source {
  return {
    id: options.id,
    label: options.label,
    locations: (o) => options.databases(o),
    async discover(o) {
      const refs: SessionRef[] = [];
      const warnings: string[] = [];
      for (const db of options.databases(o)) {
        if (!(await isFile(db))) continue;
        const found = await discoverOpenCodeDb(db, options.id, o, options.os);
        warnings.push(...found.warnings);
        for (const ref of found.refs) if (!refs.some((r) => r.id === ref.id)) refs.push(ref);
      }
      return { refs, warnings };
    },
    read: (ref, o) => readOpenCodeDb(ref, o),
  };
}

/** The rules `os` compares paths by (`win32` for Windows). */
function pathRules(os: string | undefined) {
  return (os ?? Deno.build.os) === "windows" ? win32 : posix;
}

/**
 * Refs to the project's sessions in one OpenCode-schema database (`source`: the assistant's
 * id). Each ref's `data` holds the database, the session's `slug` (for Kilo Code, a migrated
 * legacy task's old id) and its `directory`.
 */
export async function discoverOpenCodeDb(
  path: string,
  source: string,
  options: DiscoverOptions,
  os?: string,
): Promise<{ refs: SessionRef[]; warnings: string[] }> {
  const opened = await openKvDb(path);
  if (!opened.db) return { refs: [], warnings: opened.warnings };
  using db = opened.db;
  const warnings: string[] = [];
  const missing = missingTables(db);
  if (missing) return { refs: [], warnings: [`Cannot read "${path}": ${missing}`] };
  const v2 = newerSessions(db);
  if (v2 > 0) {
    warnings.push(
      `"${path}" also holds ${
        plural(v2, "session")
      } of OpenCode 2 (table session_v2), which this ctx does not read yet`,
    );
  }
  const rows = safely(path, [], warnings, () =>
    db.query(
      "SELECT id, directory, parent_id, slug, time_updated FROM session ORDER BY time_created, id",
    ));
  const rules = pathRules(os);
  const excluded = options.excludeCwds ?? [];
  const refs: SessionRef[] = [];
  let children = 0;
  for (const row of rows) {
    const id = str(row["id"]);
    const directory = str(row["directory"]);
    if (!id || !directory || !isInsideProject(directory, options.projectPath, rules)) continue;
    if (excluded.some((x) => isInsideProject(directory, x, rules))) continue;
    if (str(row["parent_id"])) {
      children++;
      continue;
    }
    const stamp = safely(path, [], warnings, () =>
      db.query(
        "SELECT count(*) AS n, max(time_updated) AS t FROM message WHERE session_id = ?",
        id,
      ))[0];
    refs.push({
      source,
      id,
      location: `${path} session:${id}`,
      fingerprint: `db:${num(row["time_updated"]) ?? 0}:${num(stamp?.["n"]) ?? 0}:${
        num(stamp?.["t"]) ?? 0
      }`,
      data: { kind: "db", db: path, directory, ...slugOf(row) },
    });
  }
  warnings.push(...subagentsSkipped(children, path));
  return { refs, warnings };
}

function slugOf(row: Record<string, unknown>): { slug?: string } {
  const slug = str(row["slug"]);
  return slug ? { slug } : {};
}

/** What makes this no OpenCode-schema database, if anything. */
function missingTables(db: KvDb): string | undefined {
  const need = ["session", "message", "part"].filter((t) => !db.tables.has(t));
  if (need.length > 0) return `not an OpenCode database (no ${need.join(", ")} table)`;
  const columns = db.columns("session");
  const lacking = ["id", "directory", "parent_id", "time_updated"].filter((c) => !columns.has(c));
  return lacking.length > 0
    ? `an OpenCode database of an unknown version (session has no ${lacking.join(", ")})`
    : undefined;
}

/** Sessions in OpenCode 2's table, which this reader does not read. */
function newerSessions(db: KvDb): number {
  if (!db.tables.has("session_v2")) return 0;
  try {
    return num(db.query("SELECT count(*) AS n FROM session_v2")[0]?.["n"]) ?? 0;
  } catch {
    return 0;
  }
}

/** Read one session of an OpenCode-schema database (a ref from `discoverOpenCodeDb`). */
export async function readOpenCodeDb(
  ref: SessionRef,
  options: DiscoverOptions,
): Promise<ReadResult> {
  const path = ref.data?.["db"] ?? "";
  const opened = await openKvDb(path);
  if (!opened.db) return { session: null, skipped: [], warnings: opened.warnings };
  using db = opened.db;
  const warnings: string[] = [];
  const info = safely(path, [], warnings, () =>
    db.query(
      "SELECT id, directory, title, time_created, time_updated FROM session WHERE id = ?",
      ref.id,
    ))[0];
  if (!info) {
    if (warnings.length === 0) warnings.push(`Cannot read "${path}": session ${ref.id} not found`);
    return { session: null, skipped: [], warnings };
  }
  const messages = safely(path, undefined, warnings, () => sessionMessages(db, ref.id));
  if (!messages) return { session: null, skipped: [], warnings };
  const result = parseOpenCodeSession(
    {
      id: ref.id,
      directory: str(info["directory"]),
      title: str(info["title"]),
      created: num(info["time_created"]),
      updated: num(info["time_updated"]),
    },
    messages,
    { source: ref.source, fallbackCwd: options.projectPath, lean: options.lean },
  );
  return {
    ...result,
    warnings: [...warnings, ...result.warnings.map((w) => `Cannot read "${path}": ${w}`)],
  };
}

/** A session's messages, each with its parts, in the order OpenCode keeps them. */
function sessionMessages(db: KvDb, session: string): OpenCodeMessage[] {
  const messages: OpenCodeMessage[] = [];
  const byId = new Map<string, OpenCodeMessage>();
  const rows = db.query(
    "SELECT id, CASE WHEN length(data) > ? THEN NULL ELSE data END AS data FROM message " +
      "WHERE session_id = ? ORDER BY time_created, id",
    MAX_RECORD_CHARS,
    session,
  );
  for (const row of rows) {
    const id = String(row["id"]);
    const message = { id, data: str(row["data"]), where: `message ${id}`, parts: [] };
    messages.push(message);
    byId.set(id, message);
  }
  const parts = db.query(
    "SELECT id, message_id, CASE WHEN length(data) > ? THEN NULL ELSE data END AS data " +
      "FROM part WHERE session_id = ? ORDER BY message_id, id",
    MAX_RECORD_CHARS,
    session,
  );
  for (const row of parts) {
    const id = String(row["id"]);
    byId.get(String(row["message_id"]))?.parts.push({
      id,
      data: str(row["data"]),
      where: `part ${id}`,
    });
  }
  return messages;
}
