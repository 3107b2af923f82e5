/**
 * Summary files: one Markdown file per distilled session, the source of truth of ctx.
 * Pure render/parse; reading and writing happen in `files.ts`.
 *
 * Layout:
 * ```md
 * ---
 * ctx_summary: 2
 * source: "claude-code"
 * session_id: "0f8e…"
 * commit: "4b825dc642cb6eb9a060e54bf8d69288fbee4904"
 * …
 * ---
 *
 * # Session title
 *
 * ## Title of the insight
 * <!-- ctx {"id":"ins_…","type":"bug","tags":["sqlite"],"file":"src/x.ts","anchors":{…}} -->
 * **bug** · tags: sqlite · files: `src/x.ts:10-24` (edited)
 *
 * Summary text.
 * ```
 *
 * Format 2 adds the evidence anchors (`anchors`, per insight; `commit`, per file) and no longer
 * needs `cwd:`, the absolute folder of the machine that distilled it: a project's `.ctx/` is
 * committed, so it never gets one (`RunStore.write`); the per-user store, private to the
 * machine, keeps it for following a project whose id changed. Format 1 files are read as they
 * are (their `file` serves as a named anchor, `src/store/anchors.ts`).
 */
import { sha256Hex } from "../fsutil.ts";
import { type Insight, INSIGHT_TYPES, type InsightType } from "../types.ts";
import { clipLine } from "../text.ts";
import { isCommitId, readAnchors, writableAnchors } from "./anchors.ts";

export const SUMMARY_FORMAT_VERSION = 2;

export interface SummaryDoc {
  /** `claude-code`, `cursor`, … or `team` for insights pulled from a team server. */
  source: string;
  sessionId: string;
  /** Project id (see `projectId()`). */
  project: string;
  /**
   * Project directory on the machine that distilled it: only in per-user stores (never in a
   * project's committed `.ctx/`), and in format 1 files.
   */
  cwd?: string;
  /** The commit HEAD was at when the session happened (40 hex); absent outside git. */
  commit?: string;
  started: string | null;
  updated: string | null;
  /** ISO-8601 time of distillation. */
  distilled: string;
  model: string;
  /** `sha256:<hex>` of the cleaned transcript that was distilled. */
  contentHash: string;
  title?: string;
  /** Who shared it (team insights). */
  contributor?: string;
  insights: Insight[];
}

export interface ParsedSummary {
  doc: SummaryDoc;
  warnings: string[];
}

const FRONT_KEYS: Array<[keyof SummaryDoc, string]> = [
  ["source", "source"],
  ["sessionId", "session_id"],
  ["project", "project"],
  ["cwd", "cwd"],
  ["commit", "commit"],
  ["started", "started"],
  ["updated", "updated"],
  ["distilled", "distilled"],
  ["model", "model"],
  ["contentHash", "content_hash"],
  ["title", "title"],
  ["contributor", "contributor"],
];

export function renderSummary(doc: SummaryDoc): string {
  const lines = ["---", `ctx_summary: ${SUMMARY_FORMAT_VERSION}`];
  for (const [key, name] of FRONT_KEYS) {
    const value = doc[key];
    if (value === undefined) continue;
    lines.push(`${name}: ${JSON.stringify(value)}`);
  }
  lines.push(`insights: ${doc.insights.length}`, "---", "");
  lines.push(`# ${oneLine(doc.title ?? `Session ${doc.sessionId}`)}`, "");
  return lines.join("\n") + renderInsights(doc.insights, doc.commit);
}

/**
 * The `##` sections of insights, as they appear in a summary file. `commit` is the file's own
 * (its front matter's): an insight says its commit only when it differs.
 */
export function renderInsights(insights: Insight[], commit?: string): string {
  const lines: string[] = [];
  for (const insight of insights) {
    const meta: Record<string, unknown> = {
      id: insight.id,
      type: insight.type,
      tags: insight.tags,
    };
    if (insight.file) meta.file = insight.file;
    if (insight.date) meta.date = insight.date;
    const anchors = insight.anchors ? writableAnchors(insight.anchors, commit) : undefined;
    if (anchors) meta.anchors = anchors;
    if (insight.supersedes?.length) meta.supersedes = insight.supersedes;
    lines.push(`## ${oneLine(insight.title)}`);
    lines.push(metaComment(meta));
    const human = [`**${insight.type}**`];
    if (insight.tags.length) human.push(`tags: ${insight.tags.join(", ")}`);
    if (anchors?.files.length) human.push(`files: ${anchors.files.map(humanAnchor).join(", ")}`);
    else if (insight.file) human.push(`file: \`${insight.file.replaceAll("`", "'")}\``);
    lines.push(human.join(" · "), "");
    lines.push(escapeBody(insight.summary.trim()), "");
  }
  return lines.join("\n");
}

/** `src/x.ts:10-24` (edited), as the human line of an insight shows an anchored file. */
function humanAnchor(file: { path: string; lines?: [number, number]; via: string }): string {
  const where = file.lines ? `:${file.lines[0]}-${file.lines[1]}` : "";
  return `\`${file.path.replaceAll("`", "'")}${where}\` (${file.via})`;
}

/** An insight's metadata line: its JSON in an HTML comment (`--` escaped, so it cannot end it). */
export function metaComment(meta: Record<string, unknown>): string {
  return `<!-- ctx ${JSON.stringify(meta).replaceAll("--", "\\u002d\\u002d")} -->`;
}

/** Parse a summary file. Throws `Error` with a reason when it is not a ctx summary. */
export function parseSummary(text: string): ParsedSummary {
  const warnings: string[] = [];
  const normalized = text.replace(/\r\n/g, "\n");
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(normalized);
  if (!fm) throw new Error("no front matter");
  const front = new Map<string, unknown>();
  for (const line of fm[1]!.split("\n")) {
    const m = /^([a-z_]+):\s*(.*)$/.exec(line);
    if (!m) continue;
    try {
      front.set(m[1]!, JSON.parse(m[2]!));
    } catch {
      front.set(m[1]!, m[2]!);
    }
  }
  if (front.get("ctx_summary") === undefined) {
    throw new Error("not a ctx summary (ctx_summary missing)");
  }
  const str = (name: string): string | undefined => {
    const v = front.get(name);
    return typeof v === "string" ? v : undefined;
  };
  const sessionId = str("session_id");
  if (!sessionId) throw new Error("session_id missing");
  const body = normalized.slice(fm[0].length);
  const insights: Insight[] = [];
  const sections = body.split(/^## /m).slice(1);
  for (const section of sections) {
    const newline = section.indexOf("\n");
    const title = (newline === -1 ? section : section.slice(0, newline)).trim();
    const rest = newline === -1 ? "" : section.slice(newline + 1);
    const metaMatch = /^<!-- ctx (\{.*\}) -->\n/.exec(rest);
    if (!metaMatch) {
      warnings.push(`Section "${title}" has no ctx metadata comment: skipped`);
      continue;
    }
    let meta: Record<string, unknown>;
    try {
      meta = JSON.parse(metaMatch[1]!);
    } catch {
      warnings.push(`Section "${title}" has unreadable metadata: skipped`);
      continue;
    }
    let summaryText = rest.slice(metaMatch[0].length);
    // Drop the human-readable type/tags line rendered from the same metadata.
    summaryText = summaryText.replace(/^\*\*[a-z]+\*\*[^\n]*\n/, "");
    const type = INSIGHT_TYPES.includes(meta.type as InsightType)
      ? meta.type as InsightType
      : "note";
    if (meta.type !== undefined && type !== meta.type) {
      warnings.push(
        `Section "${title}": type ${clipLine(JSON.stringify(meta.type), 40)} is not one of ` +
          `${INSIGHT_TYPES.join(", ")}: read as note`,
      );
    }
    const id = typeof meta.id === "string" ? meta.id : "";
    if (!id) {
      warnings.push(`Section "${title}" has no id: skipped`);
      continue;
    }
    const insight: Insight = {
      id,
      type,
      title,
      summary: unescapeBody(summaryText.trim()),
      tags: Array.isArray(meta.tags) ? meta.tags.filter((t) => typeof t === "string") : [],
    };
    if (typeof meta.file === "string" && meta.file) insight.file = meta.file;
    if (typeof meta.date === "string" && /^\d{4}-\d\d-\d\d[T\d:.Z+-]*$/.test(meta.date)) {
      insight.date = meta.date;
    }
    const anchors = readAnchors(meta.anchors, (w) => warnings.push(`Section "${title}": ${w}`));
    if (anchors) insight.anchors = anchors;
    const supersedes = readSupersedes(meta.supersedes, title, warnings);
    if (supersedes) insight.supersedes = supersedes;
    insights.push(insight);
  }
  const doc: SummaryDoc = {
    source: str("source") ?? "unknown",
    sessionId,
    project: str("project") ?? "",
    started: str("started") ?? null,
    updated: str("updated") ?? null,
    distilled: str("distilled") ?? "",
    model: str("model") ?? "",
    contentHash: str("content_hash") ?? "",
    insights,
  };
  const cwd = str("cwd");
  if (cwd) doc.cwd = cwd;
  const commit = front.get("commit");
  if (isCommitId(commit)) doc.commit = commit;
  const title = str("title");
  if (title !== undefined) doc.title = title;
  const contributor = str("contributor");
  if (contributor !== undefined) doc.contributor = contributor;
  return { doc, warnings };
}

/** The shape of an insight id (`insightId`). */
export const INSIGHT_ID = /^ins_[0-9a-f]{12}$/;
/** A team insight's id, as a team server makes it (`ti_` and 24 hex digits). */
export const TEAM_INSIGHT_ID = /^ti_[0-9a-f]{24}$/;

/**
 * An id an insight may supersede (docs/memory.md "Supersession"): one of this machine's insights,
 * or a pulled team insight (superseded on this machine only).
 */
export function isSupersedableId(id: string): boolean {
  return INSIGHT_ID.test(id) || TEAM_INSIGHT_ID.test(id);
}

/** The most ids one insight may supersede (more is not a reversal, it is a rewrite). */
export const MAX_SUPERSEDES = 8;

/**
 * An insight's `supersedes` as read from a file: insight ids only (anything else is dropped with
 * a warning: a hand-written file may say anything), each once, at most `MAX_SUPERSEDES`.
 */
function readSupersedes(
  value: unknown,
  title: string,
  warnings: string[],
): string[] | undefined {
  if (value === undefined) return undefined;
  const ids = Array.isArray(value) ? value : [value];
  const valid = ids.filter((id): id is string => typeof id === "string" && isSupersedableId(id));
  if (valid.length < ids.length) {
    warnings.push(`Section "${title}": supersedes holds values that are not insight ids: ignored`);
  }
  const kept = [...new Set(valid)].slice(0, MAX_SUPERSEDES);
  return kept.length > 0 ? kept : undefined;
}

/** File name of a session's summary: contains the session id, safe on every OS. */
export function summaryFileName(source: string, sessionId: string): string {
  const safe = sessionId.replace(/[^A-Za-z0-9._-]/g, "_");
  if (safe === sessionId && safe.length <= 120) return `${source}_${safe}.md`;
  // Changed or shortened ids could collide (`a/b` and `a_b`, long shared prefixes): a short
  // hash of the real id keeps their files apart.
  return `${source}_${safe.slice(0, 100)}-${fnv32(sessionId)}.md`;
}

function fnv32(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, "0");
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** A summary line starting with `#` would become a heading and split the insight. */
function escapeBody(text: string): string {
  return text.replace(/^(#)/gm, "\\$1");
}

function unescapeBody(text: string): string {
  return text.replace(/^\\#/gm, "#");
}

/** Stable insight id: the same source, session, type and title always give the same id. */
export function insightId(source: string, sessionId: string, title: string): string {
  return `ins_${
    sha256Hex(`${source}\u0000${sessionId}\u0000${title.trim().toLowerCase()}`).slice(0, 12)
  }`;
}
