/**
 * Counting a project's memory in the index (`memory.ts` says what the counts are): one row per
 * session, each put in the folder it was recorded in.
 */
import type { DatabaseSync } from "node:sqlite";
import { prepared } from "./db.ts";
import type { AnswerCodec } from "./_index_answers.ts";
import type { FolderMemory, ProjectEntry, ProjectMemory } from "./memory.ts";
import { isInsideProject } from "./project.ts";
import type { Row } from "./_index_read.ts";
import type { Folders, StoreKind } from "./stores.ts";
import type { IndexStats } from "./_index_types.ts";

/** The memory of every project of the index (or of one), by id. */
export function projectMemories(
  db: DatabaseSync,
  { clones, recorded }: Folders,
  projectId?: string,
): Map<string, ProjectMemory> {
  const one = projectId === undefined ? "" : " AND project_id = ?";
  const args = projectId === undefined ? [] : [projectId];
  // One inner row per session (a session kept in `.ctx/` and in the per-user store counts
  // once), summed by where it was recorded: a row per project and folder, not per session. A
  // session with no folder of its own held in several `.ctx/` (a clone's copy of a committed
  // summary) keeps a row of its own (`copied`): the ledger says where it was recorded.
  const sessions = prepared(
    db,
    `SELECT project_id, cwd, local_root, copied, COUNT(*) AS sessions, SUM(insights) AS insights,
       MAX(last) AS last
     FROM (SELECT project_id, COUNT(DISTINCT id) AS insights, MAX(date) AS last, MAX(cwd) AS cwd,
             MAX(CASE WHEN kind = 'local' THEN root END) AS local_root,
             CASE WHEN MAX(cwd) = '' AND COUNT(DISTINCT CASE WHEN kind = 'local' THEN root END) > 1
               THEN source || char(31) || session_id END AS copied
           FROM insight_meta WHERE kind <> 'team'${one} GROUP BY project_id, source, session_id)
     GROUP BY project_id, cwd, local_root, copied`,
  ).all(...args) as Row[];
  // Team copies not also held by this machine. From the team's files first (CROSS JOIN keeps
  // that order) and each copy looked up by id: as a join over `insight_meta`, SQLite walked every
  // insight and, for each, every insight of its project (20,000 sessions: minutes).
  const team = prepared(
    db,
    `SELECT i.project_id AS project_id, COUNT(DISTINCT i.id) AS n
     FROM files AS f CROSS JOIN insights AS i ON i.file_id = f.id
     WHERE f.kind = 'team'${projectId === undefined ? "" : " AND i.project_id = ?"}
       AND NOT EXISTS (SELECT 1 FROM insights AS o INDEXED BY insights_by_id
         JOIN files AS g ON g.id = o.file_id
         WHERE o.id = i.id AND o.project_id = i.project_id AND g.kind <> 'team')
     GROUP BY i.project_id`,
  ).all(...args) as Row[];
  const memories = new Map<string, ProjectMemory>();
  const memoryOf = (id: string) => {
    let memory = memories.get(id);
    if (!memory) {
      const folders = (clones.get(id) ?? []).map((root) => ({ root, sessions: 0, insights: 0 }));
      memory = { sessions: 0, insights: 0, lastUpdate: null, folders, team: 0 };
      memories.set(id, memory);
    }
    return memory;
  };
  if (projectId !== undefined) memoryOf(projectId);
  for (const row of sessions) {
    const memory = memoryOf(String(row.project_id));
    const count = Number(row.sessions);
    const insights = Number(row.insights);
    memory.sessions += count;
    memory.insights += insights;
    const last = row.last ? String(row.last) : null;
    if (last && (!memory.lastUpdate || last > memory.lastUpdate)) memory.lastUpdate = last;
    const where = row.copied ? recorded.get(`${row.project_id}\x1f${row.copied}`) : undefined;
    const folder = folderOf(memory.folders, String(row.cwd ?? ""), where ?? row.local_root);
    if (folder) {
      folder.sessions += count;
      folder.insights += insights;
    }
  }
  for (const row of team) memoryOf(String(row.project_id)).team = Number(row.n);
  return memories;
}

/** Every project's memory as JSON (a list of entries) and back, to be kept in the index. */
export const MEMORIES: AnswerCodec<Map<string, ProjectMemory>> = {
  encode: (memories) => [...memories],
  decode: (json) => new Map(json as Array<[string, ProjectMemory]>),
};

/**
 * The folder a session was recorded in: the innermost known folder holding its `cwd`, else the
 * folder whose `.ctx/` keeps it (a summary a teammate committed, recorded on their machine; of
 * several clones', the one the ledger says it was recorded in).
 */
function folderOf(
  folders: FolderMemory[],
  cwd: string,
  localRoot: unknown,
): FolderMemory | undefined {
  let best: FolderMemory | undefined;
  for (const folder of folders) {
    if (cwd === "" || !isInsideProject(cwd, folder.root)) continue;
    if (!best || folder.root.length > best.root.length) best = folder;
  }
  if (best || typeof localRoot !== "string" || localRoot === "") return best;
  let folder = folders.find((f) => f.root === localRoot);
  if (!folder) {
    folder = { root: localRoot, sessions: 0, insights: 0 };
    folders.push(folder);
    folders.sort((a, b) => a.root.localeCompare(b.root));
  }
  return folder;
}

/** Every project of the index with its memory (`projectMemories` of all), newest first. */
export function projectEntries(
  db: DatabaseSync,
  memories: ReadonlyMap<string, ProjectMemory>,
): ProjectEntry[] {
  const rows = prepared(
    db,
    `SELECT project_id, MAX(date) AS last, group_concat(DISTINCT kind) AS kinds,
       -- A folder on this machine (a team row's is the teammate's): the newest local row's,
       -- else the newest per-user row's. Each walks the project's index by date from the end
       -- and stops at its first row, instead of sorting every row of the project.
       coalesce(
         (SELECT i2.root FROM insight_meta AS i2 WHERE i2.project_id = i.project_id
            AND i2.root <> '' AND i2.kind = 'local' ORDER BY i2.date DESC LIMIT 1),
         (SELECT i2.root FROM insight_meta AS i2 WHERE i2.project_id = i.project_id
            AND i2.root <> '' AND i2.kind <> 'team' ORDER BY i2.date DESC LIMIT 1)) AS root
     FROM insight_meta AS i GROUP BY project_id ORDER BY last DESC, project_id`,
  ).all() as Row[];
  return rows.map((r) => {
    const id = String(r.project_id);
    const memory = memories.get(id)!;
    return {
      ...memory,
      id,
      root: r.root ? String(r.root) : memory.folders[0]?.root ?? "",
      lastUpdate: String(r.last ?? ""),
      kinds: String(r.kinds ?? "").split(",").filter(Boolean) as StoreKind[],
    };
  });
}

/** The index's totals and each store folder's insights (`Index.stats` without the file's size). */
export function indexCounts(db: DatabaseSync): Omit<IndexStats, "path" | "sizeBytes"> {
  const c = db.prepare(
    `SELECT (SELECT COUNT(*) FROM files) AS files,
       (SELECT COUNT(*) FROM files WHERE insights > 0) AS summaries,
       (SELECT COUNT(*) FROM insights) AS insights,
       (SELECT COUNT(DISTINCT project_id) FROM insights) AS projects`,
  ).get() as Row;
  const stores = db.prepare(
    `SELECT f.store_dir AS dir, f.kind AS kind, f.project_id AS project_id,
       SUM(f.insights) AS insights FROM files AS f GROUP BY f.store_dir ORDER BY f.store_dir`,
  ).all() as Row[];
  return {
    files: Number(c.files),
    summaries: Number(c.summaries),
    insights: Number(c.insights),
    projects: Number(c.projects),
    stores: stores.map((s) => ({
      dir: String(s.dir),
      kind: String(s.kind) as StoreKind,
      projectId: String(s.project_id),
      insights: Number(s.insights ?? 0),
    })),
  };
}
