/**
 * Running one rule: its accepted secret spans in a text, on the whole text or on the stretches of
 * lines a plan gives it; and every rule's spans at once, without changing the text.
 */
import { searched, searching } from "./_indices.ts";
import { Doc, type Source } from "./_doc.ts";
import type { RuleSet, Step } from "./_ruleset.ts";
import type { LineList } from "./_lines.ts";
import { atRuns, atValueEnds, groupNumbers, type Run, RUNS, secretSpans } from "./_match_at.ts";
import { withWrappedPieces } from "./_wrapped.ts";

/** A secret to replace: `[start, end)` of the text, found by `rule`. */
export interface Span {
  start: number;
  end: number;
  rule: string;
}

/**
 * Call `found` with the accepted secret spans of every match of `step`'s rule in `source`, in
 * text order: on the whole text, or on each stretch of consecutive lines the step names (offsets
 * are always offsets of the whole text). A rule that reads the lines `around` a match is given
 * lines in a later pass only: it still reads the whole text, and its matches that start on them
 * are taken.
 */
export function stepMatches(
  source: Source,
  step: Step,
  found: (spans: Array<[number, number]>) => void,
): void {
  // The rule's own regex (without `d`: offsets are read only for the values kept), compiled
  // once: nothing runs between two calls of `exec` below that could use it (accept checks use
  // other regexes), and lastIndex is reset before and after.
  const run: Run = {
    ...searching(step.rule.pattern),
    rule: step.rule,
    numbers: groupNumbers(step.rule),
  };
  if (step.lines === undefined) {
    const at = step.startLines;
    if (at !== undefined && fewLines(source, at)) startingOn(source, at, run, found);
    else if (step.rule.atRuns && source.runsIn(0, source.starts.length - 1, RUNS)) {
      atRuns(source, source.text, 0, run, found);
    } else eachMatch(source.text, 0, run, found);
    return;
  }
  const lines = step.lines;
  const starts = source.starts;
  const whole = step.rule.around === undefined ? undefined : source.text;
  // Where the last search of the whole text stopped: a stretch it already showed to hold no
  // match start is skipped, and none is searched after it found no match to the end (otherwise
  // each stretch would search on to the text's end, and many stretches would read it many times).
  let stop: Stop | undefined;
  for (let i = 0; i < lines.length;) {
    const first = lines[i]!;
    let last = first;
    while (i + 1 < lines.length && lines[i + 1] === last + 1) last = lines[++i]!;
    i++;
    if (whole === undefined && step.rule.atRuns && source.runsIn(first, last, RUNS)) {
      if (RUNS.length > 0) atRuns(source, source.stretch(first, last), first, run, found);
      continue;
    }
    if (whole === undefined) {
      // Most stretches hold no match: one search says so, without the bookkeeping of a loop.
      const text = source.stretch(first, last);
      if (step.rule.valueEnds !== undefined) {
        atValueEnds(source, text, first, last, run, found);
        continue;
      }
      run.search.lastIndex = 0;
      const match = run.search.exec(text);
      if (match !== null) eachMatch(text, starts[first]!, run, found, 0, Infinity, match);
      continue;
    }
    const from = starts[first]!;
    const to = last + 1 < starts.length ? starts[last + 1]! : Infinity;
    if (stop !== undefined && from >= stop.began) {
      if (stop.next === -1) break;
      if (stop.next >= to) continue;
    }
    stop = eachMatch(whole, 0, run, found, from, to);
  }
}

/**
 * Where a search of a rule's matches ended: the start of the first match at or past the end of
 * its stretch (-1: no match to the end of the text), and where the search that found it began.
 * Whether a match starts at a place does not depend on where a search began (look-behinds read
 * the text before it), so no match starts between `began` and `next`.
 */
interface Stop {
  began: number;
  next: number;
}

/**
 * Call `found` with the accepted secret spans of every match of `rule` in `text`, moved by `at`:
 * of the matches that start from `from` and before `to`. Says where the search stopped.
 */
function eachMatch(
  text: string,
  at: number,
  { rule, search: pattern, exact, numbers }: Run,
  found: (spans: Array<[number, number]>) => void,
  from = 0,
  to = Infinity,
  first?: RegExpExecArray,
): Stop {
  // (`first`: the first match, already found by a search from `from`.)
  if (first === undefined) pattern.lastIndex = from;
  try {
    for (;;) {
      const began = first === undefined ? pattern.lastIndex : from;
      const match = first ?? pattern.exec(text);
      first = undefined;
      if (match === null) return { began, next: -1 };
      if (match.index >= to) return { began, next: match.index };
      searched(match, exact);
      const spans = secretSpans(match, rule, numbers);
      if (spans.length === 0) {
        // Rejected (a placeholder, a reference): look again one character later, so a real
        // secret overlapping the rejected match is still found.
        pattern.lastIndex = match.index + 1;
        continue;
      }
      if (at !== 0) { for (const span of spans) span[0] += at, span[1] += at; }
      found(spans);
      if (pattern.lastIndex <= match.index) pattern.lastIndex = match.index + 1;
    }
  } finally {
    pattern.lastIndex = 0;
  }
}

/**
 * `eachMatch` on the whole text for a rule whose matches all start on `lines` (ascending): the
 * same matches in the same order, with only those lines read for where one starts. On each line
 * a sticky search finds the first place from where the whole search would go on at which the
 * rule's regex matches (`finder`); the regex run from there matches there, so it reads no
 * further than its match. A rule whose keywords are rare then reads a few lines of a long text
 * instead of all of it (a regex's scan of 1 MB of code, 0.2–0.7 ms, whatever it finds).
 */
function startingOn(
  source: Source,
  lines: LineList,
  { rule, search: pattern, exact, numbers }: Run,
  found: (spans: Array<[number, number]>) => void,
): void {
  const text = source.text;
  const starts = source.starts;
  const find = finder(rule.pattern);
  // Where the search of the whole text would go on from (its `lastIndex`).
  let next = 0;
  try {
    for (const l of lines) {
      const end = l + 1 < starts.length ? starts[l + 1]! : text.length;
      for (let from = Math.max(next, starts[l]!); from < end || end === text.length;) {
        find.lastIndex = from;
        const ahead = find.exec(text);
        if (ahead === null) break;
        pattern.lastIndex = from + ahead[0].length;
        const match = pattern.exec(text);
        if (match === null) return;
        searched(match, exact);
        const spans = secretSpans(match, rule, numbers);
        // (Rejected: look again one character later, as `eachMatch` does.)
        if (spans.length > 0) found(spans);
        next = spans.length > 0 && pattern.lastIndex > match.index
          ? pattern.lastIndex
          : match.index + 1;
        if (next > text.length) return;
        from = next;
      }
    }
  } finally {
    pattern.lastIndex = 0;
  }
}

/**
 * Whether `lines` hold at most a tenth of the text's characters: a line's sticky search tries the
 * rule's regex at each place, 5 to 20 times the cost a character of the regex engine's own scan
 * (which skips ahead to where a match can start). On prose whose every line holds `key`, two rules
 * took 1.9 and 2.7 ms from their lines against 0.16 and 0.14 from the whole text; on code, from 7 %
 * of the text, 0.18 and 0.32 against 1.5 and 0.6.
 */
function fewLines(source: Source, lines: LineList): boolean {
  const starts = source.starts;
  const most = source.text.length / 10;
  let chars = 0;
  for (const l of lines) {
    chars += (l + 1 < starts.length ? starts[l + 1]! : source.text.length) - starts[l]!;
    if (chars > most) return false;
  }
  return true;
}

const FINDERS = new WeakMap<RegExp, RegExp>();

/**
 * A sticky regex that reads from where it is put to the end of that line (its line break
 * included) and matches up to the first place there at which `pattern` matches.
 */
function finder(pattern: RegExp): RegExp {
  let find = FINDERS.get(pattern);
  if (find === undefined) {
    const flags = pattern.flags.replace(/[gdy]/g, "") + "y";
    find = new RegExp(`[^\\n]*?(?=(?:${pattern.source}))`, flags);
    FINDERS.set(pattern, find);
  }
  return find;
}

/** Every rule's secrets in `text`, without changing it; a span overlapping an earlier one is dropped. */
export function findSpans(set: RuleSet, text: string): Span[] {
  // Kept sorted by start and disjoint, so an overlap check is a binary search.
  const spans: Span[] = [];
  const source = new Doc(text);
  for (const step of set.plan(text, source.starts).steps) {
    stepMatches(source, step, (found) => {
      for (const [start, end] of withWrappedPieces(source, found)) {
        const at = firstEndingAfter(spans, start);
        if (at < spans.length && spans[at]!.start < end) continue;
        spans.splice(at, 0, { start, end, rule: step.rule.id });
      }
    });
  }
  return spans;
}

/** Index of the first span of sorted, disjoint `spans` that ends after `offset`. */
function firstEndingAfter(spans: Span[], offset: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]!.end <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
