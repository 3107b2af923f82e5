/**
 * Where a group of a rule's match stands, read only for the matches that need it. A regex with
 * the `d` flag builds the offsets of every group on every match, which costs time and memory
 * (as much as the search itself on text dense with look-alikes), while most matches are
 * rejected by their rule's `accept` on the values alone. So a rule searches without `d`
 * (`searching`), and the offsets of a match are read when asked for (`groupSpan`), by running
 * the rule's regex with `d` once more, sticky, where the match starts: it takes the same path
 * through the same text, so it gives the same match, with its offsets. Most of the time not even
 * that is needed: a group's value that occurs once in the matched text can only stand there (when
 * no group of the regex sits in a look-around, where it could capture text outside the match).
 */

/** A rule's regex without `d`, to search with, and a sticky one with `d`, to read offsets. */
export interface Twins {
  search: RegExp;
  exact: RegExp;
}

/** Twins of a regex whose capture groups all lie inside what it matches. */
interface Inside extends RegExp {
  [INSIDE]?: true;
}
const INSIDE = Symbol("inside");

const TWINS = new WeakMap<RegExp, Twins>();
// On a match found by a `search` regex: its `exact` twin, then the same match with offsets.
const EXACT = Symbol("exact");
const FULL = Symbol("full");

interface Searched extends RegExpExecArray {
  [EXACT]?: RegExp;
  [FULL]?: RegExpExecArray;
}

function twins(pattern: RegExp): Twins {
  let t = TWINS.get(pattern);
  if (t === undefined) {
    const flags = pattern.flags.replace(/[dy]/g, "");
    t = {
      search: new RegExp(pattern.source, flags),
      exact: new RegExp(pattern.source, flags.replace("g", "") + "dy"),
    };
    if (!capturesInLookaround(pattern.source)) (t.exact as Inside)[INSIDE] = true;
    TWINS.set(pattern, t);
  }
  return t;
}

/**
 * The regexes for a rule's `pattern` (which has the `g` and `d` flags), compiled once: `search`,
 * the same without `d`, to search with; `exact`, to hand to `searched` for each match it finds.
 */
export function searching(pattern: RegExp): Twins {
  return twins(pattern);
}

/** Mark `match`, found by `searching(…).search`, so that `groupSpan` can read its offsets. */
export function searched(match: RegExpExecArray, exact: RegExp): void {
  (match as Searched)[EXACT] = exact;
}

/**
 * `[start, end)` of group `group` (a name, or a number: "0" is the whole match) of `match` in
 * `match.input`, or undefined when it took no part. `match` comes from a regex with the `d`
 * flag, or was marked by `searched`.
 */
export function groupSpan(match: RegExpExecArray, group: string): [number, number] | undefined {
  const n = Number(group);
  const whole = match[0]!;
  if (n === 0) return [match.index, match.index + whole.length];
  const exact = (match as Searched)[EXACT] as Inside | undefined;
  if (match.indices === undefined && exact?.[INSIDE] === true) {
    const value = Number.isInteger(n) ? match[n] : match.groups?.[group];
    if (value === undefined) return undefined;
    const at = whole.indexOf(value);
    if (value.length > 0 && at !== -1 && whole.indexOf(value, at + 1) === -1) {
      return [match.index + at, match.index + at + value.length];
    }
  }
  const indices = withOffsets(match).indices;
  const span = Number.isInteger(n) ? indices?.[n] : indices?.groups?.[group];
  return span === undefined ? undefined : [span[0], span[1]];
}

function withOffsets(match: RegExpExecArray): RegExpExecArray {
  if (match.indices !== undefined) return match;
  const m = match as Searched;
  if (m[FULL] !== undefined) return m[FULL];
  const exact = m[EXACT];
  if (exact === undefined) throw new Error("groupSpan: a match without offsets");
  exact.lastIndex = match.index;
  const full = exact.exec(match.input);
  exact.lastIndex = 0;
  if (full === null || full.index !== match.index || full[0] !== match[0]) {
    throw new Error(`groupSpan: ${exact} did not match again at ${match.index}`);
  }
  m[FULL] = full;
  return full;
}

/**
 * True when a capture group of the regex `source` sits inside a look-ahead or look-behind (its
 * value may then lie outside the matched text). Reads escapes and character classes as such.
 */
export function capturesInLookaround(source: string): boolean {
  return captureGroups(source).inLookaround;
}

/**
 * The capture groups of the regex `source` (numbered and named): how many, and whether one sits
 * inside a look-ahead or look-behind. Read from the source, escapes and character classes as
 * such: compiling a regex to count them (gitleaks' 211 patterns) cost about 7 ms of a fresh
 * process's first `redact()`.
 */
export function captureGroups(source: string): { count: number; inLookaround: boolean } {
  // For each open parenthesis: whether it or one around it is a look-around.
  const open: boolean[] = [];
  let inClass = false;
  let count = 0;
  let inLookaround = false;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === BACKSLASH) {
      i++;
      continue;
    }
    if (inClass) {
      if (c === CLOSE_CLASS) inClass = false;
      continue;
    }
    if (c === OPEN_CLASS) inClass = true;
    else if (c === CLOSE) open.pop();
    else if (c === OPEN) {
      const around = open.at(-1) ?? false;
      // `(…`, `(?<name>…` capture; `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!` and modifiers do not.
      const question = source.charCodeAt(i + 1) === QUESTION;
      const angle = question && source.charCodeAt(i + 2) === LESS;
      const after = source.charCodeAt(angle ? i + 3 : i + 2);
      const look = question && (after === EQUALS || after === BANG);
      const capture = !question || (angle && !look);
      if (capture) {
        count++;
        if (around) inLookaround = true;
      }
      open.push(around || look);
    }
  }
  return { count, inLookaround };
}

const BACKSLASH = 92;
const OPEN_CLASS = 91;
const CLOSE_CLASS = 93;
const OPEN = 40;
const CLOSE = 41;
const QUESTION = 63;
const LESS = 60;
const EQUALS = 61;
const BANG = 33;
