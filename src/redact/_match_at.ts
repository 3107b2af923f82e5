/**
 * A rule's regex tried only at the places a fact of the text names, read once for every rule that
 * asks (the first digits of its runs of token characters, the line breaks before lines a value
 * ends): the same matches in the same order as `_match.ts`'s search, which reads every place;
 * and the accepted secret spans of one match, which every way of running a rule reads.
 */
import { REDACTED } from "./_filters.ts";
import { groupSpan, searched } from "./_indices.ts";
import type { Source } from "./_doc.ts";
import { gapLine } from "./_line_ends.ts";
import type { Rule } from "./_rule.ts";

/** What running a rule needs, found once per step rather than once per stretch. */
export interface Run {
  rule: Rule;
  search: RegExp;
  exact: RegExp;
  numbers: number[];
}

// The runs of the lines a rule is given, as `Source.runsIn` gives them (one array for all calls).
export const RUNS: number[] = [];

/**
 * `eachMatch` on `text`, the stretch of `source`'s lines from `first` (or the whole text) whose
 * runs of token characters `RUNS` holds, for a rule whose matches all start at the first digit
 * of such a run (`Rule.atRuns`): the same matches in the same order, with only those digits
 * tried, sticky, from where the whole search would go on. (The search reads every digit of the
 * text, and from each the characters before it; a dense text holds about 100,000 digits, 3,400
 * of them first in such a run.)
 */
export function atRuns(
  source: Source,
  text: string,
  first: number,
  { rule, exact, numbers }: Run,
  found: (spans: Array<[number, number]>) => void,
): void {
  const starts = source.starts;
  const at = starts[first]!;
  const sticky = stickyTwin(rule.pattern);
  // Where the search of the whole text would go on from (its `lastIndex`), from `text`'s start.
  let next = 0;
  try {
    for (let k = 0; k < RUNS.length; k += 2) {
      const digit = starts[RUNS[k]!]! - at + RUNS[k + 1]!;
      if (digit < next) continue;
      sticky.lastIndex = digit;
      const match = sticky.exec(text);
      if (match === null) continue;
      searched(match, exact);
      const spans = secretSpans(match, rule, numbers);
      // (Rejected: the search would look again one character later.)
      if (spans.length > 0) {
        if (at !== 0) { for (const span of spans) span[0] += at, span[1] += at; }
        found(spans);
      }
      next = spans.length > 0 && sticky.lastIndex > digit ? sticky.lastIndex : digit + 1;
    }
  } finally {
    sticky.lastIndex = 0;
  }
}

const STICKY = new WeakMap<RegExp, RegExp>();

/** `pattern` sticky, without `d` (offsets are read for the values kept only: `searched`). */
function stickyTwin(pattern: RegExp): RegExp {
  let sticky = STICKY.get(pattern);
  if (sticky === undefined) {
    sticky = new RegExp(pattern.source, pattern.flags.replace(/[gdy]/g, "") + "y");
    STICKY.set(pattern, sticky);
  }
  return sticky;
}

/**
 * `eachMatch` on the stretch `text` of lines `first` to `last` for a rule whose every match starts
 * at a line break (or the stretch's start) before a line a value ends (`Rule.valueEnds`): the same
 * matches in the same order, with the regex tried, sticky, only at the places such a line lets a
 * match start (no match starts anywhere else), not searched for along every line.
 */
export function atValueEnds(
  source: Source,
  text: string,
  first: number,
  last: number,
  { rule, exact, numbers }: Run,
  found: (spans: Array<[number, number]>) => void,
): void {
  const starts = source.starts;
  const at = starts[first]!;
  const { least, run: kind, gap = 0, orHolds } = rule.valueEnds!;
  const end = (l: number) => l < last ? starts[l + 1]! - at - 1 : text.length;
  // The places a match may start: 1 at `l - first + 1` for the line break that ends line `l`, at
  // 0 for the stretch's start.
  const places = new Uint8Array(last - first + 1);
  // (The next `orHolds` at or after the line read, -1: none to the stretch's end.)
  let holds = orHolds === undefined ? -1 : text.indexOf(orHolds);
  for (let l = first; l <= last; l++) {
    let ends = source.valueEnd(l, kind) >= least;
    if (!ends && holds !== -1) {
      if (holds < starts[l]! - at) holds = text.indexOf(orHolds!, starts[l]! - at);
      ends = holds !== -1 && holds < end(l);
    }
    if (!ends) continue;
    // The line break before it, and before each of up to `gap` blank or head lines above it.
    for (let a = l - 1;; a--) {
      places[a - first + 1] = 1;
      if (a < first || a <= l - 1 - gap || !gapLine(text, starts[a]! - at, end(a))) break;
    }
  }
  // Where a search of the stretch would go on from (its `lastIndex`), and the last place tried.
  const pattern = stickyTwin(rule.pattern);
  let next = 0;
  let tried = -1;
  try {
    for (let i = 0; i < places.length; i++) {
      if (places[i] !== 1) continue;
      const from = i === 0 ? 0 : starts[first + i]! - at - 1;
      if (from < next || from === tried) continue;
      tried = pattern.lastIndex = from;
      const match = pattern.exec(text);
      if (match === null) continue;
      searched(match, exact);
      const spans = secretSpans(match, rule, numbers);
      if (spans.length > 0) {
        if (at !== 0) { for (const span of spans) span[0] += at, span[1] += at; }
        found(spans);
      }
      // (Rejected: look again one character later, as `eachMatch` does.)
      next = spans.length > 0 && pattern.lastIndex > match.index
        ? pattern.lastIndex
        : match.index + 1;
    }
  } finally {
    pattern.lastIndex = 0;
  }
}

// Each rule's secret groups as numbers (imported rules: "1", "0" for the whole match), or -1 for a
// named group.
const GROUP_NUMBERS = new WeakMap<Rule, number[]>();

export function groupNumbers(rule: Rule): number[] {
  let numbers = GROUP_NUMBERS.get(rule);
  if (numbers === undefined) {
    numbers = rule.secret.map((g) => Number.isInteger(Number(g)) ? Number(g) : -1);
    GROUP_NUMBERS.set(rule, numbers);
  }
  return numbers;
}

/** The accepted secret spans of one match, in text order; `numbers` from `groupNumbers`. */
export function secretSpans(
  match: RegExpExecArray,
  rule: Rule,
  numbers: number[],
): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < rule.secret.length; i++) {
    const group = rule.secret[i]!;
    const n = numbers[i]!;
    const value = n >= 0 ? match[n] : match.groups?.[group];
    if (value === undefined || value.length === 0) continue;
    if (value.includes(REDACTED)) continue;
    if (rule.accept && !rule.accept(value, group, match)) continue;
    const span = groupSpan(match, group);
    if (span === undefined) continue;
    if (rule.split) {
      for (const [a, b] of rule.split(value)) spans.push([span[0] + a, span[0] + b]);
    } else {
      spans.push(span);
    }
  }
  return spans.length > 1 ? spans.sort((a, b) => a[0] - b[0]) : spans;
}
