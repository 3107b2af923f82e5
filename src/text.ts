/**
 * Small helpers for text people read: counted nouns, aligned columns, cut text, failure reasons,
 * and `ownText` for a piece of a large text that is kept.
 * The one home of `clip` and `clipLine` (`tests/architecture_test.ts` refuses a private copy).
 */
import { safeLine } from "./safe_text.ts";

/**
 * `count` and the noun, singular for exactly one: `plural(1, "session")` → `1 session`,
 * `plural(3, "session")` → `3 sessions`, `plural(2, "entry", "entries")` → `2 entries`.
 */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}

/**
 * Rows padded so that their columns line up (two spaces between columns, nothing after the
 * last one). Widths count characters, not UTF-16 units.
 *
 * @example
 * alignColumns([["Backend:", "Vendor A"], ["Home:", "/x"]]); // ["Backend:  Vendor A", "Home:     /x"]
 */
export function alignColumns(rows: readonly (readonly string[])[], gap = "  "): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      if (i < row.length - 1) widths[i] = Math.max(widths[i] ?? 0, width(cell));
    });
  }
  return rows.map((row) =>
    row.map((cell, i) => i === row.length - 1 ? cell : pad(cell, widths[i] ?? 0)).join(gap)
      .trimEnd()
  );
}

/**
 * `text` cut to at most `max` characters (UTF-16 units, as `length` counts them), ending in `…`
 * when it was cut; a space before the `…` and half of a surrogate pair are dropped.
 *
 * @example
 * clip("Retries exhausted the pool", 12); // "Retries exh…"
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** `clip` on one line: every run of whitespace (newlines too) becomes one space first. */
export function clipLine(text: string, max: number): string {
  return clip(text.replace(/\s+/g, " ").trim(), max);
}

function width(text: string): number {
  return [...text].length;
}

function pad(text: string, to: number): string {
  return text + " ".repeat(Math.max(0, to - width(text)));
}

/** How many sessions failed for one reason (reports, `ctx status`, MCP results). */
export interface FailureReason {
  reason: string;
  sessions: number;
}

/**
 * Distinct failure reasons with how many sessions each, most frequent first: at most `max`, each
 * one line of at most 200 characters without control characters.
 */
export function failureReasons(errors: Array<string | null>, max = 5): FailureReason[] {
  const counts = new Map<string, number>();
  for (const error of errors) {
    // Cleaned before it is cut: a cut escape sequence would leave its text behind.
    const reason = safeLine(error ?? "").replace(/ {2,}/g, " ").trim().slice(0, 200) ||
      "unknown error";
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, max)
    .map(([reason, sessions]) => ({ reason, sessions }));
}

/**
 * `text` as a string that owns its characters. V8 makes `slice()`/`trim()` results (and a
 * concatenation) views into the strings they came from, so keeping a small piece of a large line
 * keeps the whole line — and the read chunk it was cut from — alive. Readers keep the pieces
 * they hold on to for a whole session (turn ids, excerpts, trimmed prompts) through this.
 * (Strings from `JSON.parse` are already their own.) Prepending a character and slicing it off
 * forces a flat copy; shorter strings are never views.
 */
export function ownText(text: string): string {
  return text.length < 13 ? text : (" " + text).slice(1);
}
