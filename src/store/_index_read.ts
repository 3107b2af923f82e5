/**
 * Reading the index: the ranked search query and the mapping of rows to insights and hits.
 */
import type { DatabaseSync } from "node:sqlite";
import type { Insight, InsightType } from "../types.ts";
import { readAnchors } from "./anchors.ts";
import type { StoreKind } from "./stores.ts";
import { type HighlightTerm, PorterStemmer, snippetOf, wordsOf } from "./_stem.ts";
import { prepared } from "./db.ts";
import { type QueryTerm, wordPrefix } from "./_query.ts";

export type Row = Record<string, unknown>;

/** An insight as the index knows it: the insight plus where and when it comes from. */
export interface IndexedInsight extends Insight {
  projectId: string;
  /** Project root on this machine, when known. */
  root: string;
  kind: StoreKind;
  /** Assistant the session came from (`claude-code`, …) or `team`. */
  source: string;
  sessionId: string;
  /** ISO-8601 date of the session (or of its distillation). */
  date: string;
  /** Who shared it (team insights). */
  contributor?: string;
  /** The summary file that holds it. */
  path: string;
}

export interface SearchHit {
  id: string;
  projectId: string;
  type: InsightType;
  title: string;
  /** Part of the summary around the match, matched words between `«` and `»`. */
  snippet: string;
  tags: string[];
  file?: string;
  date: string;
  source: string;
  kind: StoreKind;
  contributor?: string;
  /** bm25 score (lower is better). */
  score: number;
}

/** Prefer the project's own copy of an insight over a per-user one, and both over a team copy. */
export const KIND_ORDER = "CASE kind WHEN 'local' THEN 0 WHEN 'user' THEN 1 ELSE 2 END";

/**
 * How many of a table's matches a search ranks: the newest (rowids follow the insights' dates on
 * a build, then the order summaries arrive). A word found in most of 100,000 insights would
 * otherwise be scored for every one of them; below this many matches the ranking is exact.
 */
export const RANK_WINDOW = 1_000;

/**
 * An FTS row `f` of the project (or any, `:project` null), looked up in the small index of
 * (project, rowid) rather than in the insights' rows themselves.
 */
const IN_PROJECT =
  `(:project IS NULL OR EXISTS (SELECT 1 FROM insights INDEXED BY insights_by_project
  WHERE project_id = :project AND rowid = f.rowid))`;

/**
 * The bm25 of a table's `RANK_WINDOW` newest matches, read newest first (FTS5 stops there);
 * `words`: 1 for the word table's rows.
 */
function windowed(table: "fts_words" | "fts_idents", weights: string, match: string): string {
  const words = table === "fts_words" ? 1 : 0;
  return `SELECT * FROM (SELECT f.rowid AS rid, bm25(${table}, ${weights}) AS score,
      ${words} AS words
    FROM ${table} AS f WHERE ${match} AND ${IN_PROJECT}
    ORDER BY f.rowid DESC LIMIT ${RANK_WINDOW})`;
}

/** How many words of `vocab` a prefix is expanded into, at most (each a phrase of the query). */
const PREFIX_WORDS = 32;

/**
 * The words a prefix of plain words must add to the word table's `"prefix"*`, from `vocab`:
 * FTS5 stems the prefix and matches the stems that start with it, so a word whose stem is
 * shorter (`serialized` → `serial`, for `serializ*`) is asked for by name, one word per stem.
 */
function prefixWords(db: DatabaseSync, prefix: string, stemmer: PorterStemmer): string[] {
  const found = (prepared(
    db,
    "SELECT word FROM vocab WHERE word >= ? AND word < ? ORDER BY word LIMIT 1000",
  ).all(prefix, prefix + "\u{10FFFF}") as Row[]).map((r) => String(r.word));
  if (found.length === 0) return [];
  const stems = stemmer.stems([prefix, ...found]);
  const covered = stems.get(prefix) ?? prefix;
  const byStem = new Map<string, string>();
  for (const word of found) {
    const stem = stems.get(word) ?? word;
    if (!stem.startsWith(covered) && !byStem.has(stem)) byStem.set(stem, word);
  }
  return [...byStem.values()].slice(0, PREFIX_WORDS);
}

/** The words each prefix of plain words among `terms` adds (`prefixWords`). */
export function prefixExpansions(
  db: DatabaseSync,
  terms: readonly QueryTerm[],
  stemmer: PorterStemmer,
): Map<QueryTerm, string[]> {
  const more = new Map<QueryTerm, string[]>();
  for (const term of terms) {
    const prefix = wordPrefix(term);
    if (prefix) more.set(term, prefixWords(db, prefix, stemmer));
  }
  return more;
}

/** Ranked hits for two prepared MATCH expressions (see `_query.ts`). */
export function runSearch(
  db: DatabaseSync,
  words: string,
  idents: string,
  projectId: string | undefined,
  limit: number,
  highlight: { terms: readonly HighlightTerm[]; stemmer: PorterStemmer },
): SearchHit[] {
  // Field weights: title > tags > file > summary (> hidden extras). Both tables' bm25 add up,
  // so an exact identifier match ranks above the same words found apart; a row is a hit only
  // when the word table matched it (every query term is there, as words; the identifier table
  // holds only the identifiers of a query that mixes them with plain words). Ranking touches only
  // the FTS tables (and the project index), within each table's window of newest matches;
  // full rows and snippets are read for the few kept.
  const ranked = prepared(
    db,
    `WITH m AS (
       SELECT rid, SUM(score) AS score FROM (
         ${windowed("fts_words", "10.0, 5.0, 3.0, 1.0, 0.5", "fts_words MATCH :words")}
         UNION ALL
         ${
      windowed("fts_idents", "10.0, 5.0, 3.0, 1.0", `:idents <> '""' AND fts_idents MATCH :idents`)
    })
       GROUP BY rid HAVING MAX(words) = 1)
     SELECT rid, score FROM m ORDER BY score ASC, rid DESC LIMIT :limit`,
  ).all({ words, idents, project: projectId ?? null, limit: limit * 3 }) as Row[];
  if (ranked.length === 0) return [];
  const ids = ranked.map((r) => Number(r.rid));
  // One SQL text whatever the number of hits (ids as one JSON parameter): a statement per
  // length would be prepared again and again by a long-lived server.
  const full = new Map(
    (prepared(
      db,
      "SELECT rowid AS rid, * FROM insight_rows WHERE rowid IN (SELECT value FROM json_each(?))",
    ).all(JSON.stringify(ids)) as Row[])
      .map((r) => [Number(r.rid), r]),
  );
  const rows: Row[] = [];
  for (const r of ranked) {
    const row = full.get(Number(r.rid));
    if (row) rows.push({ ...row, score: r.score });
  }
  // Equal scores: the more recent insight first.
  rows.sort((a, b) =>
    Number(a.score) - Number(b.score) || String(b.date).localeCompare(String(a.date)) ||
    Number(b.rid) - Number(a.rid)
  );
  const kept: Array<{ insight: IndexedInsight; score: number }> = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const id = String(row.id);
    if (seen.has(id)) continue; // a team copy of an insight we already have
    seen.add(id);
    kept.push({ insight: toInsight(row), score: Number(row.score) });
    if (kept.length >= limit) break;
  }
  // One stemming pass over the query and every kept summary (SQLite's porter tokenizer).
  const { terms, stemmer } = highlight;
  const stems = stemmer.stems(
    wordsOf([...terms.map((t) => t.text), ...kept.map((k) => k.insight.summary)]),
  );
  return kept.map(({ insight, score }) => {
    const hit: SearchHit = {
      id: insight.id,
      projectId: insight.projectId,
      type: insight.type,
      title: insight.title,
      snippet: snippetOf(insight.summary, terms, (w) => stems.get(w)),
      tags: insight.tags,
      date: insight.date,
      source: insight.source,
      kind: insight.kind,
      score,
    };
    if (insight.file) hit.file = insight.file;
    if (insight.contributor) hit.contributor = insight.contributor;
    return hit;
  });
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
  if (row.anchors) {
    // Validated when the summary was read; checked again as it is served, quietly.
    let raw: unknown;
    try {
      raw = JSON.parse(String(row.anchors));
    } catch {
      raw = undefined; // written by us as JSON: unreadable means none
    }
    const anchors = readAnchors(raw, () => {});
    if (anchors) insight.anchors = anchors;
  }
  return insight;
}
