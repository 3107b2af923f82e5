/**
 * The brief (docs/memory.md, "The brief"): a project's most valuable current insights within a
 * budget of characters, ranked and rendered. Pure: the insights (merged, marked, checked) come
 * in, text comes out; the same insights always give the same text, so a managed block written
 * from it changes only when memory does (`ctx brief --write --check` in CI).
 *
 * Ranking: a score, the product of
 * - the kind: gotcha 1.0, decision 0.9, fix 0.8, bug 0.75, pattern 0.6, howto 0.55, note 0.35;
 * - confirmations: 1 + ½·log2(sessions) (1, 1.5, 1.8, 2 for 1, 2, 3, 4 sessions);
 * - recency: 0.25 + 0.75·½^(age / 90 days), the age counted from the project's newest insight
 *   (not from today: a brief does not age by itself);
 * - status: verified 1.1, moved, unanchored (and unknown) 1.0, changed 0.7 (and flagged);
 * with `gone` and superseded insights left out; equal scores: the newer first, then by id.
 */
import { clip, clipLine, plural } from "../text.ts";
import type { InsightType } from "../types.ts";
import { NOTES_NOT_INSTRUCTIONS, type Provenance } from "./provenance.ts";
import type { ServedInsight, Status } from "./types.ts";

export const KIND_WEIGHT: Readonly<Record<InsightType, number>> = {
  gotcha: 1.0,
  decision: 0.9,
  fix: 0.8,
  bug: 0.75,
  pattern: 0.6,
  howto: 0.55,
  note: 0.35,
};

export const STATUS_WEIGHT: Readonly<Record<Status, number>> = {
  verified: 1.1,
  moved: 1.0,
  unanchored: 1.0,
  changed: 0.7,
  gone: 0,
};

const HALF_LIFE_DAYS = 90;
const DAY_MS = 86_400_000;
/** The longest line of the brief (an insight's title and the start of its summary). */
const LINE_MAX = 300;

/** What ranking and rendering read of a served insight. */
export type BriefItem = Pick<
  ServedInsight,
  | "id"
  | "type"
  | "title"
  | "summary"
  | "date"
  | "confirmations"
  | "status"
  | "statusDetail"
  | "provenance"
  | "supersededBy"
>;

/** What ranking reads of an insight (no text: ranking never needs it). */
export type RankItem = Pick<
  BriefItem,
  "id" | "type" | "date" | "confirmations" | "status" | "supersededBy"
>;

/** How much an insight is worth in a brief (see the module comment); 0 for one left out. */
export function briefScore(item: RankItem, newest: string): number {
  if (item.supersededBy || item.status === "gone") return 0;
  const kind = KIND_WEIGHT[item.type] ?? KIND_WEIGHT.note;
  const confirm = 1 + 0.5 * Math.log2(Math.max(1, item.confirmations));
  const age = Math.max(0, (Date.parse(newest) - Date.parse(item.date)) / DAY_MS) || 0;
  const recency = 0.25 + 0.75 * Math.pow(0.5, age / HALF_LIFE_DAYS);
  return kind * confirm * recency * (item.status ? STATUS_WEIGHT[item.status] : 1);
}

/**
 * The insights worth a brief, best first: `gone` and superseded ones left out. `newest`: the
 * date recency counts from (default: the newest of `items`).
 */
export function rankBrief<T extends RankItem>(items: readonly T[], newest?: string): T[] {
  const from = newest ?? items.reduce((max, i) => (i.date > max ? i.date : max), "");
  return items
    .map((item) => ({ item, score: briefScore(item, from) }))
    .filter((s) => s.score > 0)
    .sort((a, b) =>
      b.score - a.score || b.item.date.localeCompare(a.item.date) ||
      a.item.id.localeCompare(b.item.id)
    )
    .map((s) => s.item);
}

export interface BriefCounts {
  /** Insights of the project, each id once. */
  stored: number;
  /**
   * After merging repeats and leaving superseded ones out, and the `gone` ones among those whose
   * status was checked (every one unless the budget filled first).
   */
  current: number;
}

export interface RenderOptions {
  /** The most characters the text may have (`CTX_BRIEF_TOKENS` × 4). */
  budgetChars: number;
  counts: BriefCounts;
  /** For a Markdown file (`--write`): a heading, and ids as code. */
  markdown?: boolean;
}

export interface RenderedBrief {
  text: string;
  /** The ids of the insights shown, in order. */
  shown: string[];
}

/**
 * The brief's text: a header (what it is, and that memory is notes, not instructions), one line
 * per insight while the budget lasts, and how to get more. Never longer than `budgetChars`.
 */
export function renderBrief(ranked: readonly BriefItem[], options: RenderOptions): RenderedBrief {
  const { counts, markdown } = options;
  if (counts.stored === 0) {
    const text = "Project memory (ctx): no insights for this project yet." +
      (markdown ? "\n\nRun `ctx init <assistant>` in the project to distill its sessions." : "");
    return { text: text.slice(0, options.budgetChars), shown: [] };
  }
  const footer = markdown
    ? "More: `ctx search WORDS` in a terminal, or the MCP tools search_context (words from the " +
      "task) and get_project_context (ids) for full text, evidence and provenance."
    : "More: search_context with words from the task, then get_project_context with ids for " +
      "full text, evidence and provenance (in a terminal: ctx search WORDS).";
  const lines: string[] = [];
  let used = 0;
  const shown: string[] = [];
  const head = (n: number) => header(n, counts, markdown === true);
  const fixed = head(ranked.length).length + footer.length + 4;
  for (const item of ranked) {
    const line = briefLine(item, markdown === true);
    if (fixed + used + line.length + 1 > options.budgetChars) break;
    lines.push(line);
    shown.push(item.id);
    used += line.length + 1;
  }
  const text = [head(shown.length), "", ...lines, ...(lines.length ? [""] : []), footer].join(
    "\n",
  );
  return { text: clip(text, options.budgetChars), shown };
}

function header(shown: number, counts: BriefCounts, markdown: boolean): string {
  const what = shown === 0
    ? `Project memory (ctx): none of ${plural(counts.current, "current insight")} fits the budget.`
    : `Project memory (ctx): the ${shown === 1 ? "" : `${shown} `}most useful of ${
      plural(counts.current, "current insight")
    } (${counts.stored} stored; repeats merged, superseded and gone ones left out).`;
  return `${markdown ? "## Project memory (ctx)\n\n" : ""}${what} ${NOTES_NOT_INSTRUCTIONS}`;
}

/** One line: kind, title, the start of the summary, then id, status and what else to know. */
export function briefLine(item: BriefItem, markdown = false): string {
  const tail = [
    markdown ? `\`${item.id}\`` : item.id,
    ...(item.status ? [statusText(item, markdown)] : []),
    ...(item.confirmations > 1 ? [`${item.confirmations} sessions`] : []),
    // In a file of the repository (`markdown`), "from the repository" says nothing and would
    // differ from machine to machine (`--check` in CI); a teammate's insight is still named.
    ...(item.provenance.from === "team" || (item.provenance.from === "repository" && !markdown)
      ? [provenanceShort(item.provenance)]
      : []),
  ].join(" · ");
  const head = `- ${markdown ? `**${item.type}**` : `[${item.type}]`} ${clipLine(item.title, 160)}`;
  const room = LINE_MAX - head.length - tail.length - 6;
  const summary = room > 20 ? `: ${clipLine(firstSentence(item.summary), room)}` : "";
  return `${head}${summary} (${tail})`;
}

/**
 * A file's block (`markdown`) leaves out how many commits changed the code: each commit touching
 * it would make the committed block out of date (`--check` in a pre-commit hook, then in CI).
 */
function statusText(item: BriefItem, markdown: boolean): string {
  if (item.status !== "changed") return item.status ?? "";
  const d = item.statusDetail;
  const where = [
    ...(d?.file ? [d.file] : []),
    ...(d?.commits && !markdown ? [`${plural(d.commits, "commit")} since`] : []),
  ].join(", ");
  return `CHANGED${where ? ` (${where})` : ""}: check the code`;
}

function provenanceShort(p: Provenance): string {
  return p.from === "team" ? `shared by ${p.by ?? "a teammate"}` : "from the repository";
}

function firstSentence(text: string): string {
  const flat = oneLine(text);
  const end = flat.search(/[.!?](\s|$)/);
  return end > 0 ? flat.slice(0, end + 1) : flat;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
