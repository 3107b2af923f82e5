/**
 * When two insights are the same insight (docs/memory.md, "Merging"): the rule, pure. The index
 * files each insight under its merge key when it reads a summary (`_index_memory.ts`), so
 * finding an insight's repeats is one indexed lookup, never a comparison of every pair; the
 * memory layer (`src/memory/merge.ts`) groups what shares a key with `nearSummaries`.
 *
 * Two insights of one project are repeats when
 * 1. their types are of one family (`bug` and `fix` are one: a problem and its fix; `pattern`
 *    and `howto` are one; `decision`, `gotcha` and `note` are each their own),
 * 2. their titles have the same key: the words of the title (identifiers such as
 *    `ERR_REQUIRE_ESM` or `src/db.ts` stay whole), lowercased, in order, without the small
 *    words of `STOPWORDS`, a final plural `s` dropped (`tests` = `test`), and
 * 3. their summaries share at least `NEAR_SUMMARY` of their words (Jaccard index of the sets of
 *    words of three letters or more, small words left out): the same title over two different
 *    stories stays two insights.
 *
 * @example
 * mergeKey("fix", "Jest fails with ERR_REQUIRE_ESM!"); // "problem:jest fail err_require_esm"
 * mergeKey("bug", "jest  FAILS  err_require_esm"); // the same key
 */
import { stripControl } from "../safe_text.ts";
import type { InsightType } from "../types.ts";

/** The family of each type: types that can tell the same story. */
export const TYPE_FAMILY: Readonly<Record<InsightType, string>> = {
  bug: "problem",
  fix: "problem",
  decision: "decision",
  gotcha: "gotcha",
  pattern: "practice",
  howto: "practice",
  note: "note",
};

/** Words that change no meaning in a title ("the", "with"): left out of keys and word sets. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  ("a an the of in on at to for from by with and or is are was were be been it its this that " +
    "when after before into over under as via")
    .split(" "),
);

/** The least share of summary words two repeats have in common (Jaccard index). */
export const NEAR_SUMMARY = 0.2;

const SPLIT = /[^\p{L}\p{N}\p{Mn}_\-./:@#$+]+/u;
const EDGES = /^[-.:/+]+|[-.:/+]+$/g;

/** The words of a text as keys use them: lowercased, identifiers whole, small words left out. */
export function keyWords(text: string): string[] {
  const words: string[] = [];
  // Escape sequences and control characters are no words (a hand edit may leave `\x1b[2J`).
  const clean = stripControl(text, { multiline: true });
  for (const raw of clean.normalize("NFKC").toLowerCase().split(SPLIT)) {
    const word = raw.replace(EDGES, "");
    if (!word || STOPWORDS.has(word)) continue;
    words.push(singular(word));
  }
  return words;
}

/** An insight's merge key: its type's family and its title's words (see the module comment). */
export function mergeKey(type: InsightType, title: string): string {
  const words = keyWords(title);
  const family = TYPE_FAMILY[type] ?? "note";
  return `${family}:${words.length > 0 ? words.join(" ") : title.trim().toLowerCase()}`;
}

/** The set of words of a summary that `nearSummaries` compares (three letters or more). */
export function summaryWords(summary: string): Set<string> {
  return new Set(keyWords(summary).filter((w) => w.length >= 3));
}

/** True when two summaries' word sets share at least `NEAR_SUMMARY` (Jaccard index). */
export function nearSummaries(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size === 0 && b.size === 0) return true;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared) >= NEAR_SUMMARY;
}

/** `tests` → `test`, `fails` → `fail`; `class`, `status`, `this` and `src/db.ts` stay. */
function singular(word: string): string {
  return word.length >= 4 && /^\p{L}+$/u.test(word) && /[^sui]s$/.test(word)
    ? word.slice(0, -1)
    : word;
}
