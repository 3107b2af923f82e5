/**
 * OpenCode source: the SQLite database of OpenCode 1.x (`opencode.db` in its data folder, and a
 * development channel's `opencode-<channel>.db` beside it) and the older JSON tree `storage/` in
 * the same folder, which OpenCode may never have imported. A session kept in both is read once,
 * from the database (where later turns went).
 *
 * The data folder is `$XDG_DATA_HOME/opencode`, else `~/.local/share/opencode`, on every OS
 * (OpenCode follows the XDG layout on macOS and Windows too: `%USERPROFILE%\.local\share\opencode`).
 * `OPENCODE_DB` names another database (a path, or a file name in the data folder), as OpenCode
 * honours it. `--opencode-dir` is a data folder, or one database file.
 */
import { basename, join } from "node:path";
import type { DiscoverOptions, SessionRef, Source } from "../../types.ts";
import { isDir, isFile, listDir } from "../../sources/paths.ts";
import { discoverOpenCodeDb, readOpenCodeDb } from "./database.ts";
import { discoverStorage, readStorage } from "./_storage.ts";
import { absoluteOn, openCodeDataDir, type OpenCodePlatform } from "./dirs.ts";

/** A development channel's database beside the release one (`opencode-dev.db`). */
const CHANNEL_DB = /^opencode-[A-Za-z0-9._-]+\.db$/;

/** Where OpenCode keeps its history: the database(s) and the JSON tree. */
function where(
  options: Pick<DiscoverOptions, "home" | "dir">,
  platform: OpenCodePlatform,
  dirIsFile = options.dir !== undefined && /\.db$/i.test(options.dir),
): { folder: string; database: string | undefined; storage: string } {
  if (options.dir && dirIsFile) {
    return { folder: "", database: options.dir, storage: "" };
  }
  const folder = options.dir ?? openCodeDataDir(options.home, platform);
  const named = options.dir ? undefined : platform.opencodeDb;
  const database = named === ":memory:"
    ? undefined
    : named
    ? absoluteOn(named, platform.os) ? named : join(folder, named)
    : join(folder, "opencode.db");
  return { folder, database, storage: join(folder, "storage") };
}

/** Create the OpenCode source. */
export function createOpenCodeSource(platform: OpenCodePlatform = {}): Source {
  return {
    id: "opencode",
    label: "OpenCode",
    locations(options) {
      const { database, storage } = where(options, platform);
      return [...(database ? [database] : []), ...(storage ? [storage] : [])];
    },
    async discover(options) {
      const dirIsFile = options.dir !== undefined && (await isFile(options.dir));
      const { folder, database, storage } = where(options, platform, dirIsFile);
      const refs: SessionRef[] = [];
      const warnings: string[] = [];
      if (options.dir && !dirIsFile && !(await isDir(options.dir))) {
        warnings.push(
          `Cannot read "${options.dir}": not found (is --opencode-dir OpenCode's data folder?)`,
        );
        return { refs, warnings };
      }
      const databases = database ? [database] : [];
      if (folder && database && basename(database) === "opencode.db") {
        for (const entry of await listDir(folder)) {
          if (entry.isFile && CHANNEL_DB.test(entry.name)) databases.push(join(folder, entry.name));
        }
      }
      const add = (found: { refs: SessionRef[]; warnings: string[] }) => {
        warnings.push(...found.warnings);
        for (const ref of found.refs) if (!refs.some((r) => r.id === ref.id)) refs.push(ref);
      };
      for (const db of databases) {
        if (await isFile(db)) add(await discoverOpenCodeDb(db, "opencode", options, platform.os));
      }
      if (storage && (await isDir(storage))) {
        add(await discoverStorage(storage, "opencode", options, platform.os));
      }
      return { refs, warnings };
    },
    read(ref, options) {
      return ref.data?.["kind"] === "storage"
        ? readStorage(ref, options)
        : readOpenCodeDb(ref, options);
    },
  };
}
