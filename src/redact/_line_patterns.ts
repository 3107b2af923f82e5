/**
 * Where a rule's `lineHas` pattern holds, for the plan (`_ruleset.ts`): on the lines its keywords
 * gave it, on every line, or again on the lines a pass changed.
 */
import { lineAt, type LineList, lineStarts, stretches, union } from "./_lines.ts";

// Lines closer than this (in characters) are searched as one piece, the text between them too.
const GAP = 512;

/**
 * The `lines` (ascending) of `text` where `pattern` (global) matches. Each group of lines with
 * gaps under `GAP` between them is searched alone, with the line breaks around it: a search of
 * the whole text from a line reads on to the next match, which for a rare pattern on a few lines
 * of a long text (a keyword on 4 % of the lines of source code) is the rest of the text.
 */
export function withPattern(
  text: string,
  starts: Int32Array,
  lines: LineList,
  pattern: RegExp,
): LineList {
  const out: number[] = [];
  const next = (l: number) => l + 1 < starts.length ? starts[l + 1]! : text.length;
  try {
    for (let i = 0; i < lines.length;) {
      let j = i + 1;
      while (j < lines.length && starts[lines[j]!]! - next(lines[j - 1]!) < GAP) j++;
      // From the line break before the first line to the one after the last (whole: the text).
      const from = Math.max(0, starts[lines[i]!]! - 1);
      const to = next(lines[j - 1]!);
      const part = from === 0 && to === text.length ? text : text.slice(from, to);
      let at = -1; // where the pattern matches next at or after the current line, -1: unknown
      for (; i < j; i++) {
        const l = lines[i]!;
        const start = starts[l]! - from;
        if (at < start) {
          pattern.lastIndex = start;
          at = pattern.exec(part)?.index ?? part.length;
        }
        if (at < next(l) - from) out.push(l);
      }
    }
  } finally {
    pattern.lastIndex = 0;
  }
  // (Of the kind it was given: a long text's plan keeps its lists outside the heap.)
  return lines instanceof Int32Array ? Int32Array.from(out) : out;
}

/**
 * The lines of `text` holding `pattern`, a rule's `lineHas`. With the lines the plan before found
 * (`before`) and those its pass changed, only those are read again: whether a line holds
 * `pattern` depends on that line alone (see `Rule.lineHas`), so the others hold what they held.
 * `changedNow` marks the lines changed since, by this pass.
 */
export function patternAt(
  text: string,
  starts: Int32Array,
  pattern: RegExp,
  before: LineList | undefined,
  changed: Uint8Array | undefined,
  changedNow: Uint8Array | undefined,
): LineList {
  if (before === undefined) return linesWith(text, starts, pattern);
  const read = (l: number) => changed![l] === 1 || changedNow?.[l] === 1;
  const again: number[] = [];
  for (let l = 0; l < changed!.length; l++) if (read(l)) again.push(l);
  const kept: number[] = [];
  for (const l of before) if (!read(l)) kept.push(l);
  return union(kept, heldOn(text, starts, again, pattern));
}

/**
 * `withPattern` for a few lines of a long text (the lines a pass changed): each run of
 * consecutive lines is read alone, with the line breaks around it, where a search of the whole
 * text from a line reads on to the next match, as far as the end of the text (which costs nothing
 * more when the lines are many: that search then reads the text once in all).
 */
function heldOn(
  text: string,
  starts: Int32Array,
  lines: readonly number[],
  pattern: RegExp,
): number[] {
  const out: number[] = [];
  for (const [from, to] of stretches(starts, text.length, lines)) {
    // From the line break before the first line (its own line, 0 of the part, is skipped) to the
    // one after the last.
    const skip = from === 0 ? 0 : 1;
    const part = text.slice(from - skip, Math.min(text.length, to + 1));
    const first = lineAt(starts, from);
    for (const l of linesWith(part, lineStarts(part), pattern)) {
      if (l >= skip) out.push(first + l - skip);
    }
  }
  return out;
}

/** The lines of `text` where `pattern` (global) matches, ascending. */
function linesWith(text: string, starts: Int32Array, pattern: RegExp): number[] {
  const out: number[] = [];
  try {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const line = lineAt(starts, m.index);
      out.push(line);
      if (line + 1 >= starts.length) break;
      pattern.lastIndex = starts[line + 1]!;
    }
  } finally {
    pattern.lastIndex = 0;
  }
  return out;
}
