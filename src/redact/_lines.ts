/**
 * Lines of a text, for running a rule only where it can match: where each line starts, the
 * stretches of consecutive lines a rule runs on (one regex call per stretch, not per line), and
 * the ascending lists of line numbers a plan and a later pass work with.
 */

/**
 * The line number a Read tool puts before each line of a file it shows, as `cat -n` prints it
 * (`    25\t`) or Claude Code's Read (`    25→`): at a line's start (`LINE_NUMBER_START`), and as
 * an optional part of a pattern (`LINE_NUMBER`).
 */
export const LINE_NUMBER_START = /^[ \t]{0,8}\d{1,6}(?:\t|→)/;
export const LINE_NUMBER = String.raw`(?:[ \t]{0,8}\d{1,6}(?:\t|→))?`;

/**
 * Line numbers, ascending, as a plan keeps them for each rule. A long text's plan keeps its
 * keyword and anchor lines in `Int32Array`s, whose numbers lie outside the JavaScript heap: the
 * plan of 1 MB of dense text keeps some 370,000 of them through a pass, and as arrays of numbers
 * every collection of the young generation during the pass copied them and moved them to the old
 * generation, whose fresh pages this VM faults in at 20–35 µs each. A short text's plan keeps
 * arrays: an `Int32Array` costs a few hundred nanoseconds to make, an array literal a few
 * (docs/performance.md, "round seven: the engine's side").
 */
export type LineList = readonly number[] | Int32Array;

/** The offset where each line of `text` starts (`\n` ends a line). */
export function lineStarts(text: string): Int32Array {
  // A long text is read once, into a buffer sized for lines of 32 characters (doubled when they
  // are shorter); a short one is counted first, which costs less than a second buffer.
  if (text.length < 4096) {
    let count = 1;
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) count++;
    const starts = new Int32Array(count);
    let line = 1;
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
      starts[line++] = i + 1;
    }
    return starts;
  }
  let starts = new Int32Array(text.length >> 5);
  let count = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
    if (count === starts.length) {
      const more = new Int32Array(2 * count);
      more.set(starts);
      starts = more;
    }
    starts[count++] = i + 1;
  }
  return starts.slice(0, count);
}

/** The line holding offset `at` (binary search over `starts`). */
export function lineAt(starts: Int32Array, at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The stretches `[start, end)` of `text` made of consecutive `lines` (ascending line numbers),
 * each without the line break that ends it.
 */
export function stretches(
  starts: Int32Array,
  length: number,
  lines: readonly number[],
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let i = 0;
  while (i < lines.length) {
    const first = lines[i]!;
    let last = first;
    while (i + 1 < lines.length && lines[i + 1] === last + 1) last = lines[++i]!;
    i++;
    const end = last + 1 < starts.length ? starts[last + 1]! - 1 : length;
    out.push([starts[first]!, end]);
  }
  return out;
}

/**
 * The lines from `before` lines before to `after` lines after each of `lines` (ascending), of
 * `count` lines in all: ascending, each once.
 */
export function widened(lines: LineList, before: number, after: number, count: number): number[] {
  const out: number[] = [];
  let next = 0; // the first line not given yet
  for (let i = 0; i < lines.length; i++) {
    const to = Math.min(count - 1, lines[i]! + after);
    for (let l = Math.max(next, lines[i]! - before); l <= to; l++) out.push(l);
    next = Math.max(next, to + 1);
  }
  return out;
}

/**
 * `starts` moved by replacements (sorted, disjoint `[start, end)` spans of the old text each
 * replaced by `width` characters) that hold no line break.
 */
export function shiftStarts(
  starts: Int32Array,
  spans: ReadonlyArray<readonly [number, number]>,
  width: number,
): Int32Array {
  const out = new Int32Array(starts.length);
  let delta = 0;
  let s = 0;
  for (let l = 0; l < starts.length; l++) {
    const at = starts[l]!;
    while (s < spans.length && spans[s]![1] <= at) {
      delta += width - (spans[s]![1] - spans[s]![0]);
      s++;
    }
    out[l] = at + delta;
  }
  return out;
}

/**
 * Where each line of `text` (line starts `starts`) is once the sorted, disjoint `spans` are
 * replaced by text without line breaks: a line that starts inside a span joins the line before.
 */
export function lineMap(
  text: string,
  starts: Int32Array,
  spans: ReadonlyArray<readonly [number, number]>,
): Int32Array {
  const map = new Int32Array(starts.length);
  let removed = 0;
  let s = 0;
  for (let l = 0; l < starts.length; l++) {
    const at = starts[l]!;
    while (s < spans.length && spans[s]![1] <= at) {
      const [start, end] = spans[s]!;
      for (let i = text.indexOf("\n", start); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) {
        removed++;
      }
      s++;
    }
    map[l] = s < spans.length && spans[s]![0] < at ? map[l - 1]! : l - removed;
  }
  return map;
}

/** `lines` (ascending line numbers) moved by `map`, each once. */
export function mapLines(lines: LineList, map: Int32Array): number[] {
  const out: number[] = [];
  for (const l of lines) {
    const to = map[l]!;
    if (out.at(-1) !== to) out.push(to);
  }
  return out;
}

/** Line marks moved by `map` into `size` lines. */
export function mapMarks(marks: Uint8Array, map: Int32Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let l = 0; l < marks.length; l++) if (marks[l] === 1) out[map[l]!] = 1;
  return out;
}

/** The line numbers `marks` holds, ascending. */
export function marked(marks: Uint8Array): number[] {
  const out: number[] = [];
  for (let l = 0; l < marks.length; l++) if (marks[l] === 1) out.push(l);
  return out;
}

/**
 * The values of the ascending `values` that the ascending `list` holds, ascending. Each is looked
 * for from where the one before was (`seek`): a pass after the first looks for its thousand
 * changed lines in each rule's list of thousands, where a binary search of the whole list for
 * each one cost milliseconds on dense text.
 */
export function common(values: LineList, list: LineList): number[] {
  const out: number[] = [];
  for (let i = 0, at = 0; i < values.length && at < list.length; i++) {
    const value = values[i]!;
    at = seek(list, at, value);
    if (at < list.length && list[at] === value) out.push(value);
  }
  return out;
}

/**
 * The runs of consecutive lines of the ascending `list` that hold one of the ascending `values`,
 * each run whole, in order: found from the values (a few changed lines) rather than by walking
 * the whole list, which on dense text is most of its lines.
 */
export function runsHolding(values: LineList, list: LineList): number[] {
  const out: number[] = [];
  for (let i = 0, at = 0; i < values.length && at < list.length; i++) {
    at = seek(list, at, values[i]!);
    if (at >= list.length || list[at] !== values[i]) continue;
    // (A run emitted before ends before `at`: the search goes on after each run.)
    let from = at;
    while (from > 0 && list[from - 1] === list[from]! - 1) from--;
    let to = at;
    while (to + 1 < list.length && list[to + 1] === list[to]! + 1) to++;
    for (let k = from; k <= to; k++) out.push(list[k]!);
    at = to + 1;
  }
  return out;
}

/**
 * The runs of consecutive lines of the ascending `lines` that hold a line `stamps` gives `tick` or
 * more, each run whole, in order (`lines` itself when every run does).
 */
export function runsTouched(lines: LineList, stamps: Int32Array, tick: number): LineList {
  let out: number[] | undefined;
  for (let i = 0; i < lines.length;) {
    let j = i;
    let touched = stamps[lines[i]!]! >= tick;
    while (j + 1 < lines.length && lines[j + 1] === lines[j]! + 1) {
      j++;
      if (stamps[lines[j]!]! >= tick) touched = true;
    }
    if (!touched && out === undefined) {
      out = [];
      for (let k = 0; k < i; k++) out.push(lines[k]!);
    } else if (touched && out !== undefined) {
      for (let k = i; k <= j; k++) out.push(lines[k]!);
    }
    i = j + 1;
  }
  return out ?? lines;
}

/** True when the ascending `list` holds every value of the ascending `values`. */
function holdsAll(list: LineList, values: LineList): boolean {
  for (let i = 0, at = 0; i < values.length; i++) {
    const value = values[i]!;
    at = seek(list, at, value);
    if (at >= list.length || list[at] !== value) return false;
  }
  return true;
}

/**
 * The first index from `at` of the ascending `list` whose value is `value` or more (its length
 * when none is): a gallop from `at`, then a binary search. Everything before `at` is less.
 */
function seek(list: LineList, at: number, value: number): number {
  const n = list.length;
  let hi = at;
  let step = 1;
  while (hi < n && list[hi]! < value) {
    at = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, n);
  while (at < hi) {
    const mid = (at + hi) >> 1;
    if (list[mid]! < value) at = mid + 1;
    else hi = mid;
  }
  return at;
}

/** The union of two ascending lists of line numbers (`a` itself when it holds all of `b`). */
export function union(a: LineList, b: LineList): LineList {
  // A pass after the first reads a few changed lines again; they mostly hold what they held.
  if (holdsAll(a, b)) return a;
  // (Line numbers are never negative: the last one pushed is kept in a local, not read back.)
  // Of the kind of `a`: a long text's lists stay outside the heap (`LineList`); a reach rule's
  // lines, reached again from a changed line, grow each pass by a few lines more and are made
  // again whole (13 lists of 73,000 lines in all in the second pass over 1 MB of dense text).
  const typed = a instanceof Int32Array ? new Int32Array(a.length + b.length) : undefined;
  const out: number[] = [];
  let count = 0;
  let i = 0;
  let j = 0;
  let last = -1;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (next === last) continue;
    last = next;
    if (typed !== undefined) typed[count++] = next;
    else out.push(next);
  }
  return typed === undefined ? out : typed.subarray(0, count);
}
