/**
 * Parsing a model's answer into insights: tolerant of fences, preamble, trailing prose, an
 * object instead of an array; strict about each insight's shape (zod). Pure.
 */
import { z } from "zod";
import { clip } from "../text.ts";
import { INSIGHT_TYPES, type InsightType } from "../types.ts";
import { isSupersedableId, MAX_SUPERSEDES } from "../store/summary.ts";
import { MAX_INSIGHTS, MAX_SUMMARY_CHARS, MAX_TAGS, MAX_TITLE_CHARS } from "./prompt.ts";

/** An insight as the model returns it (no id yet). */
export interface DraftInsight {
  type: InsightType;
  title: string;
  summary: string;
  tags: string[];
  file?: string;
  /** Ids of related insights offered in the prompt that this one replaces (checked later). */
  supersedes?: string[];
}

const TYPE_ALIASES: Record<string, InsightType> = {
  bugfix: "fix",
  "bug-fix": "fix",
  solution: "fix",
  issue: "bug",
  problem: "bug",
  "root-cause": "bug",
  convention: "pattern",
  practice: "pattern",
  "best-practice": "pattern",
  pitfall: "gotcha",
  warning: "gotcha",
  caveat: "gotcha",
  "how-to": "howto",
  command: "howto",
  adr: "decision",
  architecture: "decision",
  info: "note",
  learning: "note",
  insight: "note",
};

const RawInsight = z.object({
  type: z.string().optional(),
  title: z.string().min(1),
  summary: z.string().min(1).optional(),
  description: z.string().min(1).optional(),
  tags: z.union([z.array(z.union([z.string(), z.number()])), z.string()]).optional(),
  file: z.union([z.string(), z.null()]).optional(),
}).passthrough();

export type ParseOutcome =
  | { ok: true; insights: DraftInsight[]; dropped: number }
  | { ok: false; problem: string };

/** Parse the model's text. `ok: false` means a repair call is worth making. */
export function parseInsights(text: string): ParseOutcome {
  const json = extractJson(text);
  if (json === undefined) return { ok: false, problem: "no JSON array found" };
  let items: unknown[];
  if (Array.isArray(json)) {
    items = json;
  } else if (json && typeof json === "object") {
    const obj = json as Record<string, unknown>;
    const inner = obj.insights ?? obj.items ?? obj.results;
    items = Array.isArray(inner) ? inner : [obj];
  } else {
    return { ok: false, problem: "the JSON is not an array or object" };
  }
  const insights: DraftInsight[] = [];
  let dropped = 0;
  for (const item of items) {
    const parsed = RawInsight.safeParse(item);
    if (!parsed.success) {
      dropped++;
      continue;
    }
    const draft = normalize(parsed.data);
    if (draft) insights.push(withSupersedes(draft, parsed.data.supersedes));
    else dropped++;
  }
  if (items.length > 0 && insights.length === 0) {
    return { ok: false, problem: "no element has the required title and summary" };
  }
  return { ok: true, insights: dedupeAndCap(insights), dropped };
}

/** Find the JSON value in a reply that may carry fences, a preamble or trailing prose. */
export function extractJson(text: string): unknown {
  const candidates: string[] = [];
  const fence = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/g;
  for (const m of text.matchAll(fence)) candidates.push(m[1]!.trim());
  candidates.push(text.trim());
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate);
    } catch {
      // Try the outermost bracketed span next.
    }
    for (const [open, close] of [["[", "]"], ["{", "}"]] as const) {
      const start = candidate.indexOf(open);
      const end = candidate.lastIndexOf(close);
      if (start === -1 || end <= start) continue;
      try {
        return JSON.parse(candidate.slice(start, end + 1));
      } catch {
        // Not this span.
      }
    }
  }
  return undefined;
}

function normalize(raw: z.infer<typeof RawInsight>): DraftInsight | undefined {
  const summary = (raw.summary ?? raw.description ?? "").trim();
  const title = raw.title.replace(/\s+/g, " ").trim();
  if (!title || !summary) return undefined;
  const typeText = (raw.type ?? "note").toLowerCase().trim().replace(/[\s_]+/g, "-");
  const type = (INSIGHT_TYPES as readonly string[]).includes(typeText)
    ? typeText as InsightType
    : TYPE_ALIASES[typeText] ?? "note";
  const rawTags = typeof raw.tags === "string" ? raw.tags.split(/[,;]/) : raw.tags ?? [];
  const tags = [
    ...new Set(
      rawTags.map((t) => String(t).toLowerCase().trim().replace(/\s+/g, "-")).filter((t) =>
        t && t.length <= 40
      ),
    ),
  ].slice(0, MAX_TAGS);
  const draft: DraftInsight = {
    type,
    title: clip(title, MAX_TITLE_CHARS),
    summary: clip(summary, MAX_SUMMARY_CHARS),
    tags,
  };
  const file = typeof raw.file === "string" ? raw.file.trim() : "";
  if (file && file.length <= 300 && !/^(n\/a|none|null|-)$/i.test(file)) draft.file = file;
  return draft;
}

function dedupeAndCap(insights: DraftInsight[]): DraftInsight[] {
  const seen = new Set<string>();
  const out: DraftInsight[] = [];
  for (const insight of insights) {
    const key = insight.title.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(insight);
    if (out.length >= MAX_INSIGHTS) break;
  }
  return out;
}

// ---- Supersession (docs/memory.md): `"supersedes": ["ins_…"]` on an insight. ----

/**
 * The draft with the ids the model says it supersedes: strings shaped like an insight id (this
 * machine's or a team insight's), each once, at most `MAX_SUPERSEDES` (a single id given as a
 * string is taken too). Whether each was offered in the prompt is checked when the insights are
 * kept (`src/memory/related.ts`).
 */
function withSupersedes(draft: DraftInsight, raw: unknown): DraftInsight {
  const values = Array.isArray(raw) ? raw : typeof raw === "string" ? [raw] : [];
  const ids = values.filter((v): v is string => typeof v === "string")
    .map((v) => v.trim()).filter(isSupersedableId);
  const unique = [...new Set(ids)].slice(0, MAX_SUPERSEDES);
  return unique.length > 0 ? { ...draft, supersedes: unique } : draft;
}
