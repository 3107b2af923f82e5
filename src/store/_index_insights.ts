/**
 * Insights read from the index by id or by project, and a project's statistics: the queries
 * behind `Index.getInsights`, `projectInsights` and `projectStats` (`index.ts` keeps them in its
 * memo and retries them when the database is busy).
 */
import type { DatabaseSync } from "node:sqlite";
import { prepared } from "./db.ts";
import { type IndexedInsight, KIND_ORDER, type Row, toInsight } from "./_index_read.ts";
import type { ProjectStats } from "./_index_types.ts";

/**
 * A session, counted once: the same session may have a summary in the project's `.ctx/` and in
 * the per-user store (after switching `--local`). A pulled team file counts as one.
 */
const OWN_SESSION =
  "CASE WHEN kind <> 'team' THEN source || char(0) || session_id ELSE file_path END";

/** These insights (at most 500 ids), in this order, each once: the local copy before others. */
export function insightsByIds(db: DatabaseSync, ids: readonly string[]): IndexedInsight[] {
  const unique = [...new Set(ids)].slice(0, 500);
  if (unique.length === 0) return [];
  const rows = prepared(
    db,
    `SELECT * FROM insight_rows WHERE id IN (SELECT value FROM json_each(?))
     ORDER BY ${KIND_ORDER}, rowid`,
  ).all(JSON.stringify(unique)) as Row[];
  const byId = new Map<string, IndexedInsight>();
  for (const row of rows) if (!byId.has(String(row.id))) byId.set(String(row.id), toInsight(row));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** A page of a project's insights, newest first, each once (the local copy before others). */
export function projectInsightPage(
  db: DatabaseSync,
  projectId: string,
  page: { limit: number; offset: number },
): IndexedInsight[] {
  return (prepared(
    db,
    `SELECT * FROM (
       SELECT *, ROW_NUMBER() OVER (PARTITION BY id ORDER BY ${KIND_ORDER}, rowid) AS rn
       FROM insight_rows WHERE project_id = ?)
     WHERE rn = 1 ORDER BY date DESC, file_path, position LIMIT ? OFFSET ?`,
  ).all(projectId, page.limit, page.offset) as Row[]).map(toInsight);
}

/** A project's sessions, insights, last update and top tags (`own`: its team's left out). */
export function projectStatsOf(
  db: DatabaseSync,
  projectId: string,
  options: { topTags: number; own: boolean },
): ProjectStats {
  const own = options.own ? " AND kind <> 'team'" : "";
  const ownTags = options.own ? " AND i.kind <> 'team'" : "";
  const counts = prepared(
    db,
    `SELECT COUNT(DISTINCT ${OWN_SESSION}) AS sessions, COUNT(DISTINCT id) AS insights,
     MAX(date) AS last FROM insight_meta WHERE project_id = ?${own}`,
  ).get(projectId) as Row;
  const tags = prepared(
    db,
    `SELECT lower(j.value) AS tag, COUNT(DISTINCT i.id) AS n
     FROM insight_meta AS i, json_each(i.tags) AS j WHERE i.project_id = ?${ownTags}
     GROUP BY lower(j.value) ORDER BY n DESC, tag LIMIT ?`,
  ).all(projectId, options.topTags) as Row[];
  return {
    sessions: Number(counts.sessions ?? 0),
    insights: Number(counts.insights ?? 0),
    lastUpdate: counts.last ? String(counts.last) : null,
    topTags: tags.map((t) => ({ tag: String(t.tag), count: Number(t.n) })),
  };
}
