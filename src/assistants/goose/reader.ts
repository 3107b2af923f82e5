/**
 * Goose source: `<data>/sessions/sessions.db` (SQLite), where `<data>` is `$GOOSE_PATH_ROOT/data`,
 * else Goose's data folder as its `etcetera` XDG strategy places it on macOS and Linux
 * (`$XDG_DATA_HOME/goose`, default `~/.local/share/goose`) and its Windows strategy on Windows
 * (`%APPDATA%\Block\goose\data`). `--goose-dir` is that data folder, its `sessions/` folder or
 * the database itself.
 *
 * The database is opened read-only (a copy with its `-wal` and `-shm` when Goose holds a lock) and
 * never written. A session belongs to the project when its `working_dir` is the project's folder
 * or one inside it. Only sessions of type `user` are read (schema 5): `sub_agent` sessions are
 * threads Goose started itself (what they return is the parent's tool output), `hidden` ones are
 * its own, and `scheduled` ones are recipe runs nobody typed in. Parsing is in `_parse.ts`.
 */
import { basename, join } from "node:path";
import { type GooseConfig, gooseDir } from "./_dirs.ts";
import { isDir, isFile } from "../../sources/paths.ts";
import { type KvDb, openKvDb, safely } from "../../sources/sqlite.ts";
import { isInsideProject } from "../../store/mod.ts";
import type { DiscoverOptions, ReadResult, SessionRef, Source } from "../../types.ts";
import { type GooseMessageRow, type GooseSessionRow, parseGooseSession } from "./_parse.ts";

/** Goose's data folder (the one holding `sessions/`). */
export function gooseDataDir(home: string, config: GooseConfig): string {
  return gooseDir(home, config, "data");
}

/** The database `--goose-dir` (or the default) names. */
async function databasePath(options: Pick<DiscoverOptions, "dir" | "home">, config: GooseConfig) {
  const dir = options.dir;
  if (!dir) return join(gooseDataDir(options.home, config), "sessions", "sessions.db");
  if (await isFile(dir)) return dir;
  if (basename(dir) === "sessions" || !(await isDir(join(dir, "sessions")))) {
    return join(dir, "sessions.db");
  }
  return join(dir, "sessions", "sessions.db");
}

/** The columns of `table` in this database. */
function columns(db: KvDb, table: string): Set<string> {
  return new Set(
    db.query("SELECT name FROM pragma_table_info(?)", table)
      .map((r) => r["name"])
      .filter((n): n is string => typeof n === "string"),
  );
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** The sessions Goose lists for a person (schema 5 has `session_type`; older ones are all theirs). */
function sessionRows(db: KvDb): Array<GooseSessionRow & { fingerprint: string }> {
  const cols = columns(db, "sessions");
  const name = cols.has("name") ? "name" : "''";
  const type = cols.has("session_type") ? "session_type" : "'user'";
  const rows = db.query(
    `SELECT s.id AS id, s.working_dir AS wd, ${name} AS name, s.description AS description,
            s.created_at AS created, s.updated_at AS updated,
            (SELECT COUNT(*) FROM messages m WHERE m.session_id = s.id) AS n,
            (SELECT MAX(m.id) FROM messages m WHERE m.session_id = s.id) AS last
       FROM sessions s WHERE ${type} = 'user'`,
  );
  return rows.flatMap((r) => {
    const id = text(r["id"]);
    const workingDir = text(r["wd"]);
    if (!id || !workingDir || Number(r["n"] ?? 0) === 0) return [];
    const title = text(r["name"]) || text(r["description"]);
    return [{
      id,
      workingDir,
      ...(title ? { name: title } : {}),
      ...(text(r["created"]) ? { createdAt: text(r["created"])! } : {}),
      ...(text(r["updated"]) ? { updatedAt: text(r["updated"])! } : {}),
      fingerprint: `${text(r["updated"]) ?? ""}:${r["n"]}:${r["last"]}`,
    }];
  });
}

async function discoverGoose(options: DiscoverOptions, config: GooseConfig) {
  const path = await databasePath(options, config);
  if (!options.dir && !(await isFile(path))) return { refs: [], warnings: [] };
  const { db, warnings } = await openKvDb(path);
  if (!db) return { refs: [], warnings };
  using open = db;
  if (!open.tables.has("sessions") || !open.tables.has("messages")) {
    return {
      refs: [],
      warnings: [`Cannot read "${path}": no sessions and messages tables (not Goose's?)`],
    };
  }
  const rows = safely(path, [], warnings, () => sessionRows(open));
  const refs: SessionRef[] = rows
    .filter((r) => isInsideProject(r.workingDir, options.projectPath))
    .map((r) => ({
      source: "goose",
      id: r.id,
      location: `${path} (session ${r.id})`,
      fingerprint: r.fingerprint,
      data: {
        path,
        cwd: r.workingDir,
        ...(r.name ? { name: r.name } : {}),
        ...(r.createdAt ? { createdAt: r.createdAt } : {}),
        ...(r.updatedAt ? { updatedAt: r.updatedAt } : {}),
      },
    }));
  return { refs, warnings };
}

async function readGoose(ref: SessionRef, options: DiscoverOptions): Promise<ReadResult> {
  const path = ref.data?.["path"] ?? ref.location;
  const { db, warnings } = await openKvDb(path);
  if (!db) return { session: null, skipped: [], warnings };
  using open = db;
  const cols = columns(open, "messages");
  const metadata = cols.has("metadata_json") ? "metadata_json" : "NULL";
  const messages = safely(path, [] as GooseMessageRow[], warnings, () =>
    open.query(
      `SELECT role, content_json, created_timestamp, ${metadata} AS metadata_json
         FROM messages WHERE session_id = ? ORDER BY timestamp, id`,
      ref.id,
    ).flatMap((r): GooseMessageRow[] => {
      const role = text(r["role"]);
      const contentJson = text(r["content_json"]);
      if (!role || contentJson === undefined) return [];
      const created = Number(r["created_timestamp"]);
      return [{
        role,
        contentJson,
        ...(Number.isFinite(created) ? { createdTimestamp: created } : {}),
        metadataJson: text(r["metadata_json"]) ?? null,
      }];
    }));
  const data = ref.data ?? {};
  const result = parseGooseSession({
    id: ref.id,
    workingDir: data["cwd"] ?? options.projectPath,
    ...(data["name"] ? { name: data["name"] } : {}),
    ...(data["createdAt"] ? { createdAt: data["createdAt"] } : {}),
    ...(data["updatedAt"] ? { updatedAt: data["updatedAt"] } : {}),
  }, messages);
  return { ...result, warnings: [...warnings, ...result.warnings] };
}

/** Create the Goose source (`--goose-dir` = Goose's data folder, or its database). */
export function createGooseSource(config: GooseConfig): Source {
  return {
    id: "goose",
    label: "Goose",
    // Where `--goose-dir` points, when given (its database is found there when discovering).
    locations: (options) =>
      options.dir
        ? [options.dir]
        : [join(gooseDataDir(options.home, config), "sessions", "sessions.db")],
    discover: (options) => discoverGoose(options, config),
    read: readGoose,
  };
}
