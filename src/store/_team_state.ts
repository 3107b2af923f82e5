/**
 * What this machine keeps about team servers, in `$CTX_HOME/team-state.sqlite` (private, like the
 * ledger): where each project's pulled copy stands (the server and team it mirrors, the cursor
 * after the last applied page), which file of the team folder holds each pulled insight, who is
 * pulling a project now (a lease), and the content this machine pushed (per server and project,
 * the server's content hash of each insight), which is how a pull tells your own insights apart
 * whichever key posted them.
 *
 * The summary files stay the source of truth of what is shown: this bookkeeping only says where
 * things are, and a pull that stopped while it wrote files (`applying`) is repaired from the
 * files themselves (`_team_files.ts`).
 */
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { Config } from "../config/mod.ts";
import { openDatabase, transaction, withBusyRetry } from "./db.ts";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS mirrors (
  project_id TEXT PRIMARY KEY,
  server TEXT NOT NULL,
  team_id TEXT NOT NULL,
  key_tag TEXT NOT NULL,
  cursor TEXT,
  applying INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS mirrored (
  project_id TEXT NOT NULL,
  id TEXT NOT NULL,
  file TEXT NOT NULL,
  PRIMARY KEY (project_id, id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS mirrored_by_file ON mirrored (project_id, file);
CREATE TABLE IF NOT EXISTS mirror_files (
  project_id TEXT NOT NULL,
  file TEXT NOT NULL,
  poster TEXT NOT NULL,
  part INTEGER NOT NULL,
  insights INTEGER NOT NULL,
  PRIMARY KEY (project_id, file)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS pull_leases (
  project_id TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  held_until INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS pushed (
  server TEXT NOT NULL,
  project_id TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  PRIMARY KEY (server, project_id, content_hash)
) WITHOUT ROWID;
`;

/** The server and team a project's copy mirrors, and the key last used for it (a tag of it). */
export interface TeamOrigin {
  /** The server's URL (origin and path), as the client names it. */
  server: string;
  teamId: string;
  /** A one-way tag of the key: the same key is the same team, so no need to ask again. */
  keyTag: string;
}

/** Where a project's copy stands. */
export interface MirrorRow extends TeamOrigin {
  /** After the last page applied; undefined: the next pull starts from the beginning. */
  cursor?: string;
  /** A pull stopped while it wrote the team folder's files: read them again before going on. */
  applying: boolean;
}

/** A summary file of a team folder, as the bookkeeping knows it. */
export interface MirrorFile {
  file: string;
  poster: string;
  part: number;
  insights: number;
}

export function teamStatePath(config: Pick<Config, "ctxHome">): string {
  return join(config.ctxHome, "team-state.sqlite");
}

/** Open the team state database (the caller closes it). */
export function openTeamState(config: Pick<Config, "ctxHome">): DatabaseSync {
  const db = openDatabase(teamStatePath(config), { private: true });
  withBusyRetry(() => db.exec(SCHEMA));
  return db;
}

export function readMirror(db: DatabaseSync, projectId: string): MirrorRow | undefined {
  const row = db.prepare(
    "SELECT server, team_id, key_tag, cursor, applying FROM mirrors WHERE project_id = ?",
  ).get(projectId) as Record<string, string | number | null> | undefined;
  if (!row) return undefined;
  return {
    server: String(row.server),
    teamId: String(row.team_id),
    keyTag: String(row.key_tag),
    ...(row.cursor === null ? {} : { cursor: String(row.cursor) }),
    applying: Number(row.applying) === 1,
  };
}

/** Set the mirror's origin, cursor and `applying` flag (in the caller's transaction or alone). */
export function writeMirror(
  db: DatabaseSync,
  projectId: string,
  row: MirrorRow,
  now: Date,
): void {
  db.prepare(
    `INSERT INTO mirrors (project_id, server, team_id, key_tag, cursor, applying, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (project_id) DO UPDATE SET server = excluded.server, team_id = excluded.team_id,
       key_tag = excluded.key_tag, cursor = excluded.cursor, applying = excluded.applying,
       updated_at = excluded.updated_at`,
  ).run(
    projectId,
    row.server,
    row.teamId,
    row.keyTag,
    row.cursor ?? null,
    row.applying ? 1 : 0,
    now.toISOString(),
  );
}

/** Mark (or clear) that a pull is writing the folder's files. */
export function setApplying(db: DatabaseSync, projectId: string, applying: boolean): void {
  withBusyRetry(() =>
    db.prepare("UPDATE mirrors SET applying = ? WHERE project_id = ?").run(
      applying ? 1 : 0,
      projectId,
    )
  );
}

/** Forget every pulled insight and file of a project (its mirror row stays). */
export function forgetMirrored(db: DatabaseSync, projectId: string): void {
  db.prepare("DELETE FROM mirrored WHERE project_id = ?").run(projectId);
  db.prepare("DELETE FROM mirror_files WHERE project_id = ?").run(projectId);
}

/** The file holding each of `ids` that the copy holds. */
export function locate(db: DatabaseSync, projectId: string, ids: string[]): Map<string, string> {
  const found = new Map<string, string>();
  const select = db.prepare("SELECT file FROM mirrored WHERE project_id = ? AND id = ?");
  for (const id of ids) {
    const row = select.get(projectId, id) as { file: string } | undefined;
    if (row) found.set(id, row.file);
  }
  return found;
}

export function mirrorFiles(db: DatabaseSync, projectId: string): Map<string, MirrorFile> {
  const rows = db.prepare(
    "SELECT file, poster, part, insights FROM mirror_files WHERE project_id = ?",
  ).all(projectId) as Array<Record<string, string | number>>;
  return new Map(rows.map((r) => [String(r.file), {
    file: String(r.file),
    poster: String(r.poster),
    part: Number(r.part),
    insights: Number(r.insights),
  }]));
}

/** How a write changed one file; `info.insights` is what it holds now. */
export interface FileState {
  info: MirrorFile;
  /**
   * Ids that came into this file (new, or moved from another); the ids it already held stay
   * recorded as they are. `undefined`: the file is gone.
   */
  ids?: string[];
  /** Ids that left this file (removed, or moved to another). */
  gone: string[];
}

/** Record the files a page wrote, in the caller's transaction. */
export function recordFiles(db: DatabaseSync, projectId: string, files: FileState[]): void {
  const drop = db.prepare("DELETE FROM mirrored WHERE project_id = ? AND id = ? AND file = ?");
  const put = db.prepare(
    `INSERT INTO mirrored (project_id, id, file) VALUES (?, ?, ?)
     ON CONFLICT (project_id, id) DO UPDATE SET file = excluded.file`,
  );
  const forgetFile = db.prepare("DELETE FROM mirror_files WHERE project_id = ? AND file = ?");
  const putFile = db.prepare(
    `INSERT INTO mirror_files (project_id, file, poster, part, insights) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (project_id, file) DO UPDATE SET poster = excluded.poster,
       part = excluded.part, insights = excluded.insights`,
  );
  // Leaving first: an id that moved from one file to another ends up in its new file.
  for (const state of files) {
    for (const id of state.gone) drop.run(projectId, id, state.info.file);
  }
  for (const { info, ids } of files) {
    if (ids === undefined) {
      forgetFile.run(projectId, info.file);
      continue;
    }
    for (const id of ids) put.run(projectId, id, info.file);
    putFile.run(projectId, info.file, info.poster, info.part, info.insights);
  }
}

/**
 * Record one file found in the folder while repairing the bookkeeping: its ids, except those
 * another file already holds (returned: a duplicate left by a pull that stopped mid-page).
 */
export function recordFoundFile(
  db: DatabaseSync,
  projectId: string,
  info: Omit<MirrorFile, "insights">,
  ids: string[],
): string[] {
  const insert = db.prepare(
    "INSERT INTO mirrored (project_id, id, file) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
  );
  const repeated: string[] = [];
  for (const id of ids) {
    if (Number(insert.run(projectId, id, info.file).changes) === 0) repeated.push(id);
  }
  db.prepare(
    `INSERT INTO mirror_files (project_id, file, poster, part, insights) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (project_id, file) DO UPDATE SET insights = excluded.insights`,
  ).run(projectId, info.file, info.poster, info.part, ids.length - repeated.length);
  return repeated;
}

/** Insights held and posters (files grouped by poster) of a project's copy. */
/** The files of a project's copy that hold insights, by name in its folder. */
export function mirroredFiles(db: DatabaseSync, projectId: string): string[] {
  const rows = db.prepare(
    "SELECT file FROM mirror_files WHERE project_id = ? AND insights > 0",
  ).all(projectId) as Array<{ file: string }>;
  return rows.map((r) => r.file);
}

export function mirrorCounts(
  db: DatabaseSync,
  projectId: string,
): { insights: number; posters: number } {
  const row = db.prepare(
    `SELECT COALESCE(SUM(insights), 0) AS insights, COUNT(DISTINCT poster) AS posters
     FROM mirror_files WHERE project_id = ? AND insights > 0`,
  ).get(projectId) as { insights: number; posters: number };
  return { insights: Number(row.insights), posters: Number(row.posters) };
}

/**
 * Take the project's pull lease for `holder` until `until` (ms): refused (the holder returned)
 * while another holder's lease runs and that holder is alive.
 */
export function takeLease(
  db: DatabaseSync,
  projectId: string,
  holder: string,
  until: number,
  busy: (other: string, heldUntil: number) => boolean,
): string | undefined {
  return transaction(db, () => {
    const row = db.prepare("SELECT holder, held_until FROM pull_leases WHERE project_id = ?")
      .get(projectId) as { holder: string; held_until: number } | undefined;
    if (row && row.holder !== holder && busy(row.holder, Number(row.held_until))) {
      return row.holder;
    }
    db.prepare(
      `INSERT INTO pull_leases (project_id, holder, held_until) VALUES (?, ?, ?)
       ON CONFLICT (project_id) DO UPDATE SET holder = excluded.holder,
         held_until = excluded.held_until`,
    ).run(projectId, holder, until);
    return undefined;
  });
}

/** Give the lease back (only when `holder` still has it). */
export function dropLease(db: DatabaseSync, projectId: string, holder: string): void {
  withBusyRetry(() =>
    db.prepare("DELETE FROM pull_leases WHERE project_id = ? AND holder = ?").run(
      projectId,
      holder,
    )
  );
}

/** Remember that this machine pushed these contents to `server` for `projectId`. */
export function recordPushed(
  db: DatabaseSync,
  server: string,
  projectId: string,
  hashes: readonly string[],
): void {
  transaction(db, () => {
    const insert = db.prepare(
      "INSERT INTO pushed (server, project_id, content_hash) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
    );
    for (const hash of hashes) insert.run(server, projectId, hash);
  });
}

/** Which of `hashes` this machine pushed to `server` for `projectId`. */
export function pushedAmong(
  db: DatabaseSync,
  server: string,
  projectId: string,
  hashes: Iterable<string>,
): Set<string> {
  const select = db.prepare(
    "SELECT 1 AS found FROM pushed WHERE server = ? AND project_id = ? AND content_hash = ?",
  );
  const found = new Set<string>();
  for (const hash of hashes) {
    if (select.get(server, projectId, hash)) found.add(hash);
  }
  return found;
}
