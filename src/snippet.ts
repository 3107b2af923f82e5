/**
 * Code snippets as evidence anchors keep them: a hash of the normalised text, and how many lines
 * it spans, so the snippet can be looked for again in a file that changed. Normalised: line ends
 * unified, each line trimmed with its runs of white space made one space, blank lines at either
 * end dropped (re-indented or re-wrapped-whitespace code is the same snippet). Pure.
 *
 * Used when a transcript is read (an edit's new text, a written file), when an insight is
 * anchored (where the snippet sits in the file) and when its status is checked (is it still
 * there, or somewhere else).
 */
import { sha256Hex } from "./fsutil.ts";

/** A snippet shorter than this (non-blank characters) says too little to find it again. */
export const MIN_SNIPPET_CHARS = 24;

/** A snippet longer than this many lines is kept as a path only (a whole generated file). */
export const MAX_SNIPPET_LINES = 2_000;

export interface Snippet {
  /** `sha256:<hex>` of the normalised lines joined by `\n`. */
  hash: string;
  /** Lines the normalised snippet spans. */
  lines: number;
}

/** Each line of `text` normalised (nothing dropped): the unit snippets are compared in. */
export function normalisedLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) lines[i] = lines[i]!.trim().replace(/\s+/g, " ");
  return lines;
}

/** The snippet of `text`, or undefined when it is too short (or too long) to anchor on. */
export function snippetOf(text: string): Snippet | undefined {
  const lines = normalisedLines(text);
  let from = 0;
  let to = lines.length;
  while (from < to && lines[from] === "") from++;
  while (to > from && lines[to - 1] === "") to--;
  if (to - from > MAX_SNIPPET_LINES) return undefined;
  const kept = lines.slice(from, to);
  let chars = 0;
  for (const line of kept) chars += line.replaceAll(" ", "").length;
  if (chars < MIN_SNIPPET_CHARS) return undefined;
  return { hash: hashLines(kept, 0, kept.length), lines: kept.length };
}

function hashLines(lines: readonly string[], from: number, count: number): string {
  return `sha256:${sha256Hex(lines.slice(from, from + count).join("\n"))}`;
}

/**
 * Where `snippet` sits in a file's normalised lines: its 1-based inclusive line range, or
 * undefined. `near` (a 1-based line where it was) is looked at first, then the lines around
 * it, nearest first: code moves a little more often than far.
 */
export function findSnippet(
  lines: readonly string[],
  snippet: Snippet,
  near?: number,
): [number, number] | undefined {
  const count = snippet.lines;
  const last = lines.length - count;
  if (count <= 0 || last < 0) return undefined;
  const start = Math.min(Math.max((near ?? 1) - 1, 0), last);
  for (let d = 0; start - d >= 0 || start + d <= last; d++) {
    for (const i of d === 0 ? [start] : [start - d, start + d]) {
      if (i < 0 || i > last) continue;
      // Cheap refusals first: a snippet never starts or ends on a blank line.
      if (lines[i] === "" || lines[i + count - 1] === "") continue;
      if (hashLines(lines, i, count) === snippet.hash) return [i + 1, i + count];
    }
  }
  return undefined;
}
