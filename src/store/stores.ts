/**
 * The registry of known stores: every project `.ctx/` folder ctx has written or seen, every
 * per-user project folder, and pulled team folders. Kept in `ledger.sqlite` (not the index), so
 * deleting the index loses nothing: the index is rebuilt from the folders listed here.
 */
import { existsSync } from "node:fs";
import { basename, join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { Config } from "../config/mod.ts";
import { openDatabase, prepared, transaction } from "./db.ts";
import { checkProjectId, folderId, type ProjectInfo } from "./project.ts";

export type StoreKind = "local" | "user" | "team";

export interface StoreEntry {
  /** Absolute folder holding summary files. */
  dir: string;
  kind: StoreKind;
  projectId: string;
  /** Project root on this machine (empty for team stores of projects not checked out here). */
  root: string;
  /** ISO-8601 of the last time ctx wrote or saw it. */
  lastSeen: string;
}

export function ledgerPath(config: Pick<Config, "ctxHome">): string {
  return join(config.ctxHome, "ledger.sqlite");
}

/**
 * The per-user store folder of a project: `$CTX_HOME/projects/<id>`. The id is checked first
 * (`checkProjectId`): no id, whatever its origin, names a folder outside `projects/`.
 */
export function userStoreDir(config: Pick<Config, "ctxHome">, projectId: string): string {
  return join(config.ctxHome, "projects", checkProjectId(projectId, "the project"));
}

/**
 * Where pulled team insights of a project go (never the project's own `.ctx/`):
 * `$CTX_HOME/team/<id>`, the id checked first like `userStoreDir`'s.
 */
export function teamStoreDir(config: Pick<Config, "ctxHome">, projectId: string): string {
  return join(config.ctxHome, "team", checkProjectId(projectId, "the team server"));
}

/** A project's local store folder. */
export function localStoreDir(projectRoot: string): string {
  return join(projectRoot, ".ctx");
}

/**
 * Which store a project's summaries go to: its `.ctx/` when `local` is true, the per-user store
 * when false, and when `local` is not given, `.ctx/` if that folder exists.
 */
export function projectStore(
  config: Pick<Config, "ctxHome">,
  project: Pick<ProjectInfo, "id" | "root">,
  local?: boolean,
): { local: boolean; dir: string } {
  const localDir = localStoreDir(project.root);
  const isLocal = local ?? existsSync(localDir);
  return { local: isLocal, dir: isLocal ? localDir : userStoreDir(config, project.id) };
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS stores (
  dir TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  project_id TEXT NOT NULL,
  root TEXT NOT NULL,
  last_seen TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS clones (
  project_id TEXT NOT NULL,
  root TEXT NOT NULL,
  last_seen TEXT NOT NULL,
  PRIMARY KEY (project_id, root)
);
`;

/** Connections whose tables are made (a kept-open one is asked on every `ctx mcp` call). */
const ensured = new WeakSet<DatabaseSync>();

export function ensureStoresSchema(db: DatabaseSync): void {
  if (ensured.has(db)) return;
  db.exec(SCHEMA);
  ensured.add(db);
}

/** Record (or refresh) a store folder. */
export function registerStore(db: DatabaseSync, entry: StoreEntry): void {
  ensureStoresSchema(db);
  transaction(db, () => {
    db.prepare(
      `INSERT INTO stores (dir, kind, project_id, root, last_seen) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(dir) DO UPDATE SET kind = excluded.kind, project_id = excluded.project_id,
         root = CASE WHEN excluded.root <> '' THEN excluded.root ELSE stores.root END,
         last_seen = excluded.last_seen`,
    ).run(entry.dir, entry.kind, entry.projectId, entry.root, entry.lastSeen);
    // Every folder of the project is remembered: clones of one origin share a per-user store.
    if (entry.kind === "team" || entry.root === "") return;
    // A folder is one project's at a time (its id changes when a remote is added).
    db.prepare("DELETE FROM clones WHERE root = ? AND project_id <> ?").run(
      entry.root,
      entry.projectId,
    );
    db.prepare(
      `INSERT INTO clones (project_id, root, last_seen) VALUES (?, ?, ?)
       ON CONFLICT(project_id, root) DO UPDATE SET last_seen = excluded.last_seen`,
    ).run(entry.projectId, entry.root, entry.lastSeen);
  });
}

/**
 * The folders of each project on this machine (clones of one origin share its id), sorted:
 * every folder a run registered a store from, and the root of every store.
 */
export function listClones(db: DatabaseSync): Map<string, string[]> {
  ensureStoresSchema(db);
  const rows = prepared(
    db,
    `SELECT project_id, root FROM clones
     UNION SELECT project_id, root FROM stores WHERE kind <> 'team' AND root <> ''
     ORDER BY project_id, root`,
  ).all() as Array<Record<string, string>>;
  const clones = new Map<string, string[]>();
  for (const r of rows) {
    const roots = clones.get(r.project_id!) ?? [];
    roots.push(r.root!);
    clones.set(r.project_id!, roots);
  }
  return clones;
}

/** The folders of each project id (`listClones`). */
export type Clones = ReadonlyMap<string, readonly string[]>;

/**
 * The folders of each project id, and where this machine recorded the sessions of projects with
 * several (`listRecorded`).
 */
export interface Folders {
  clones: Clones;
  recorded: ReadonlyMap<string, string>;
}

/** No folder known (no ledger yet). */
export const NO_FOLDERS: Folders = { clones: new Map(), recorded: new Map() };

/** The folders of each project and where their sessions were recorded, from the ledger. */
export function listFolders(db: DatabaseSync): Folders {
  const clones = listClones(db);
  return { clones, recorded: listRecorded(db, clones) };
}

/**
 * Where this machine recorded the sessions of projects with several folders (clones of one
 * origin): `project␟source␟session` (U+001F between) → the folder whose `.ctx/` a run wrote it
 * into (the ledger's `ok` rows). A committed summary carries no folder, and a clone holds a copy
 * of it: this says which folder it was recorded in.
 */
export function listRecorded(
  db: DatabaseSync,
  clones: ReadonlyMap<string, readonly string[]>,
): Map<string, string> {
  const recorded = new Map<string, string>();
  const several = [...clones].filter(([, roots]) => roots.length > 1).map(([id]) => id);
  if (several.length === 0 || !hasTable(db, "sessions")) return recorded;
  const rows = prepared(
    db,
    `SELECT s.project_id AS project_id, s.source AS source, s.session_id AS session_id,
       t.root AS root FROM sessions AS s JOIN stores AS t ON t.dir = s.store_dir
     WHERE s.project_id = ? AND s.status = 'ok' AND t.kind = 'local' AND t.root <> ''
     ORDER BY s.updated_at`,
  );
  for (const id of several) {
    for (const r of rows.all(id) as Array<Record<string, string>>) {
      recorded.set(`${r.project_id}\x1f${r.source}\x1f${r.session_id}`, r.root!);
    }
  }
  return recorded;
}

/** Whether the database has the table `name` (a ledger made by an older ctx may not). */
export function hasTable(db: DatabaseSync, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !==
    undefined;
}

/** Forget a store folder (it was emptied and removed). */
export function forgetStore(db: DatabaseSync, dir: string): void {
  ensureStoresSchema(db);
  transaction(db, () => void db.prepare("DELETE FROM stores WHERE dir = ?").run(dir));
}

export function listStores(db: DatabaseSync): StoreEntry[] {
  ensureStoresSchema(db);
  const rows = prepared(
    db,
    "SELECT dir, kind, project_id, root, last_seen FROM stores ORDER BY dir",
  ).all() as Array<Record<string, string>>;
  return rows.map((r) => ({
    dir: r.dir!,
    kind: r.kind as StoreKind,
    projectId: r.project_id!,
    root: r.root!,
    lastSeen: r.last_seen!,
  }));
}

/** A project as the registry knows it, with its own stores (never pulled team folders). */
export interface OwnProject {
  id: string;
  /** Its folder's name, else its id. */
  name: string;
  /** Its folder on this machine (empty when only its per-user store is known). */
  root: string;
  storeDirs: string[];
  /** False when its id is made from its folder's path (no git remote): no teammate shares it. */
  shared: boolean;
}

/** Every project of the registry with its `.ctx/` and per-user stores, by id. */
export function ownProjects(config: Pick<Config, "ctxHome">): OwnProject[] {
  if (!existsSync(ledgerPath(config))) return [];
  const db = openLedgerDb(config);
  try {
    const byId = new Map<string, OwnProject>();
    for (const store of listStores(db)) {
      if (store.kind === "team") continue;
      const entry = byId.get(store.projectId) ??
        { id: store.projectId, name: store.projectId, root: "", storeDirs: [], shared: true };
      entry.storeDirs.push(store.dir);
      if (store.root && !entry.root) {
        entry.root = store.root;
        entry.name = basename(store.root);
        entry.shared = store.projectId !== folderId(store.root);
      }
      byId.set(store.projectId, entry);
    }
    return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
  } finally {
    db.close();
  }
}

/** Open the ledger database of a config (caller closes it). */
export function openLedgerDb(config: Pick<Config, "ctxHome">): DatabaseSync {
  const db = openDatabase(ledgerPath(config), { private: true });
  ensureStoresSchema(db);
  return db;
}
