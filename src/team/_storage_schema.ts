/**
 * The team server's SQLite schema, its migrations, how rows become records, and how the
 * database file is created (private to its owner: the folder 0700, the file 0600).
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { errorMessage, StoreError } from "../errors.ts";
import { openDatabase } from "../store/db.ts";
import type { InsightsPage } from "./_protocol.ts";
import type { KeyRow, TeamRow } from "./_storage_types.ts";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS teams (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  max_insights INTEGER NOT NULL,
  max_projects INTEGER NOT NULL,
  max_members INTEGER NOT NULL,
  -- Kept in step with the insights table inside each push's transaction: counting rows on
  -- every push would grow with the team.
  insight_count INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS keys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  team_id TEXT NOT NULL REFERENCES teams(id),
  lookup TEXT NOT NULL,
  hash TEXT NOT NULL UNIQUE,
  label TEXT,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX IF NOT EXISTS keys_lookup ON keys(lookup);
CREATE TABLE IF NOT EXISTS projects (
  team_id TEXT NOT NULL REFERENCES teams(id),
  project_id TEXT NOT NULL,
  display_name TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (team_id, project_id)
);
CREATE TABLE IF NOT EXISTS insights (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  team_id TEXT NOT NULL REFERENCES teams(id),
  project_id TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  type TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  tags TEXT NOT NULL,
  file TEXT,
  source_ide TEXT,
  contributor TEXT,
  created_at TEXT NOT NULL,
  -- The key that posted it (NULL for rows stored before keys were recorded).
  key_id INTEGER REFERENCES keys(id),
  UNIQUE (team_id, project_id, content_hash)
);
CREATE INDEX IF NOT EXISTS insights_list ON insights(team_id, project_id, seq);
`;

/** Create the tables, and add what older databases lack. */
export function migrate(db: DatabaseSync): void {
  db.exec("PRAGMA foreign_keys = ON");
  db.exec(SCHEMA);
  const columns = db.prepare("PRAGMA table_info(insights)").all().map((c) => String(c.name));
  if (!columns.includes("key_id")) {
    db.exec("ALTER TABLE insights ADD COLUMN key_id INTEGER REFERENCES keys(id)");
  }
}

/**
 * Open the database at `path`. A folder or file ctx creates is private to its owner (0700,
 * 0600): the database holds every team's insights. SQLite gives its `-wal` and `-shm` files the
 * mode of the database file. Existing folders and files keep their modes.
 */
export function openTeamDatabase(path: string): DatabaseSync {
  if (path !== ":memory:" && !existsSync(path)) {
    try {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      // Created empty here, with its mode, before SQLite opens it: SQLite would use 0644.
      closeSync(openSync(path, "wx", 0o600));
      // The umask can only take bits away; set the mode exactly (no-op on Windows).
      if (Deno.build.os !== "windows") chmodSync(path, 0o600);
    } catch (error) {
      if ((error as { code?: string }).code !== "EEXIST") {
        throw new StoreError(`Cannot create "${path}": ${errorMessage(error)}`, {
          hint: "check that the folder is writable, or pass --db PATH",
        });
      }
    }
  }
  return openDatabase(path);
}

export function teamFromRow(r: Record<string, unknown>): TeamRow {
  return {
    id: String(r.id),
    name: String(r.name),
    createdAt: String(r.created_at),
    limits: {
      insights: Number(r.max_insights),
      projects: Number(r.max_projects),
      members: Number(r.max_members),
    },
  };
}

export function keyFromRow(r: Record<string, unknown>): KeyRow {
  return {
    id: Number(r.id),
    teamId: String(r.team_id),
    lookup: String(r.lookup),
    hash: String(r.hash),
    label: nullableString(r.label),
    createdAt: String(r.created_at),
    revokedAt: nullableString(r.revoked_at),
  };
}

type WireInsight = InsightsPage["insights"][number];

/** A row of `insights LEFT JOIN keys` (the key's label as `key_label`) as the API sends it. */
export function insightFromRow(r: Record<string, unknown>): WireInsight {
  return {
    id: String(r.id),
    project_id: String(r.project_id),
    type: r.type as WireInsight["type"],
    title: String(r.title),
    summary: String(r.summary),
    tags: JSON.parse(String(r.tags)) as string[],
    file: nullableString(r.file),
    source_ide: nullableString(r.source_ide),
    contributor: nullableString(r.contributor),
    posted_by: r.key_id === null || r.key_id === undefined
      ? null
      : { key_id: Number(r.key_id), label: nullableString(r.key_label) },
    created_at: String(r.created_at),
  };
}

function nullableString(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
