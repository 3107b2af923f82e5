/**
 * Reading the index: the ranked search query and the mapping of rows to insights and hits.
 */
import type { DatabaseSync } from "node:sqlite";
import type { InsightType } from "../types.ts";
import type { IndexedInsight, SearchHit } from "./index.ts";
import type { StoreKind } from "./stores.ts";

export type Row = Record<string, unknown>;

/** Prefer the project's own copy of an insight over a per-user one, and both over a team copy. */
export const KIND_ORDER = "CASE kind WHEN 'local' THEN 0 WHEN 'user' THEN 1 ELSE 2 END";

/** Ranked hits for two prepared MATCH expressions (see `_query.ts`). */
export function runSearch(
  db: DatabaseSync,
  words: string,
  idents: string,
  projectId: string | undefined,
  limit: number,
): SearchHit[] {
  // Field weights: title > tags > file > summary (> hidden extras). Both tables' bm25 add up,
  // so an exact identifier match ranks above the same words found apart.
  const rows = db.prepare(
    `WITH w AS MATERIALIZED (
       SELECT rowid AS rid, bm25(fts_words, 10.0, 5.0, 3.0, 1.0, 0.5) AS score,
         snippet(fts_words, 3, '«', '»', '…', 24) AS snip
       FROM fts_words WHERE fts_words MATCH :words),
     i AS MATERIALIZED (
       SELECT rowid AS rid, bm25(fts_idents, 10.0, 5.0, 3.0, 1.0) AS score
       FROM fts_idents WHERE fts_idents MATCH :idents),
     c AS (SELECT rid FROM w UNION SELECT rid FROM i)
     SELECT ins.*, COALESCE(w.score, 0) + COALESCE(i.score, 0) AS score, w.snip AS snip
     FROM c JOIN insights AS ins ON ins.rowid = c.rid
       LEFT JOIN w ON w.rid = c.rid LEFT JOIN i ON i.rid = c.rid
     WHERE (:project IS NULL OR ins.project_id = :project)
     ORDER BY score ASC, ins.date DESC, ins.rowid DESC LIMIT :limit`,
  ).all({ words, idents, project: projectId ?? null, limit: limit * 3 }) as Row[];
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const id = String(row.id);
    if (seen.has(id)) continue; // a team copy of an insight we already have
    seen.add(id);
    const insight = toInsight(row);
    const hit: SearchHit = {
      id,
      projectId: insight.projectId,
      type: insight.type,
      title: insight.title,
      snippet: snippetOf(row.snip, insight.summary),
      tags: insight.tags,
      date: insight.date,
      source: insight.source,
      kind: insight.kind,
      score: Number(row.score),
    };
    if (insight.file) hit.file = insight.file;
    if (insight.contributor) hit.contributor = insight.contributor;
    hits.push(hit);
    if (hits.length >= limit) break;
  }
  return hits;
}

function snippetOf(snip: unknown, summary: string): string {
  if (typeof snip === "string" && snip.trim()) return snip.replace(/\s+/g, " ").trim();
  const flat = summary.replace(/\s+/g, " ").trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}

export function toInsight(row: Row): IndexedInsight {
  let tags: string[] = [];
  try {
    const parsed: unknown = JSON.parse(String(row.tags ?? "[]"));
    if (Array.isArray(parsed)) tags = parsed.filter((t): t is string => typeof t === "string");
  } catch {
    // Written by us as JSON; an unreadable value just means no tags.
  }
  const insight: IndexedInsight = {
    id: String(row.id),
    type: String(row.type) as InsightType,
    title: String(row.title),
    summary: String(row.summary),
    tags,
    projectId: String(row.project_id),
    root: String(row.root ?? ""),
    kind: String(row.kind) as StoreKind,
    source: String(row.source),
    sessionId: String(row.session_id),
    date: String(row.date ?? ""),
    path: String(row.file_path),
  };
  if (row.file) insight.file = String(row.file);
  if (row.contributor) insight.contributor = String(row.contributor);
  return insight;
}
