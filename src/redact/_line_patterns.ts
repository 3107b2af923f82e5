/**
 * Where a rule's `lineHas` pattern holds, for the plan (`_ruleset.ts`): on the lines its keywords
 * gave it, on every line, or again on the lines a pass changed.
 */
import { common, lineAt, type LineList, stretches, union } from "./_lines.ts";

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
  shared: SharedLines,
): LineList {
  if (before === undefined) {
    // A pattern of letters outside ASCII is read on the lines holding one, found once for all.
    return outsideAscii(pattern)
      ? withPattern(text, starts, shared.nonAscii(), pattern)
      : linesWith(text, starts, pattern);
  }
  const again = shared.readAgain(changed!, changedNow);
  // The lines found before that are not read again: `before` itself when it holds none of them
  // (most often: a later pass changes a few lines), which the engine then knows for the list the
  // rule ran on in the pass before (`unseen`), as it knows a keyword rule's.
  let kept: LineList = before;
  if (common(again, before).length > 0) {
    const read = (l: number) => changed![l] === 1 || changedNow?.[l] === 1;
    const left: number[] = [];
    for (const l of before) if (!read(l)) left.push(l);
    kept = left;
  }
  return union(kept, heldOn(text, starts, again, pattern));
}

/**
 * The lines of `text` holding each of `patterns` (global, the same flags), as `linesWith` gives
 * them one by one, read in one search: the patterns as alternatives of one regex, which finds
 * where the first of them matches next. Where one matches, the later ones are tried at that
 * place too (an alternative matching there hides the others); once a line holds all of them,
 * the search goes on from the next line. `undefined`: these patterns cannot be joined (a flag
 * other than `g`, `i`, `m`, `s`, `d`, or a back reference or named group, which would change
 * meaning in one regex).
 */
export function linesWithEach(
  text: string,
  starts: Int32Array,
  patterns: readonly RegExp[],
): number[][] | undefined {
  const joined = joinedOf(patterns);
  if (joined === undefined) return undefined;
  const { regex, groups, alone } = joined;
  const out = patterns.map((): number[] => []);
  const last = new Int32Array(patterns.length).fill(-1); // the last line each was found on
  try {
    regex.lastIndex = 0;
    let line = 0;
    for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
      const at = m.index;
      while (line + 1 < starts.length && starts[line + 1]! <= at) line++;
      let k = 0;
      while (m[groups[k]!] === undefined) k++;
      let all = true;
      for (let j = 0; j < patterns.length; j++) {
        if (last[j] === line) continue;
        if (j > k) alone[j]!.lastIndex = at;
        if (j === k || (j > k && alone[j]!.test(text))) {
          last[j] = line;
          out[j]!.push(line);
        } else all = false;
      }
      if (all && line + 1 >= starts.length) break;
      regex.lastIndex = all ? starts[line + 1]! : at + 1;
    }
  } finally {
    regex.lastIndex = 0;
  }
  return out;
}

interface Joined {
  regex: RegExp;
  /** Per pattern: the group of the joined regex around it. */
  groups: number[];
  /** Per pattern: itself, sticky (to test it at one place). */
  alone: RegExp[];
}

const JOINED = new Map<string, Joined | undefined>();

function joinedOf(patterns: readonly RegExp[]): Joined | undefined {
  const key = patterns.map((p) => `${p.flags}/${p.source}`).join("\n");
  if (JOINED.has(key)) return JOINED.get(key);
  let joined: Joined | undefined;
  const flags = patterns[0]?.flags ?? "";
  const fits = (p: RegExp) =>
    p.flags === flags && /^[dgims]*$/.test(p.flags) && p.flags.includes("g") &&
    !/\\[1-9k]|\(\?<[^=!]/.test(p.source);
  if (patterns.length > 0 && patterns.every(fits)) {
    const groups: number[] = [];
    let group = 1;
    for (const p of patterns) {
      groups.push(group);
      group += new RegExp(`${p.source}|`).exec("")!.length; // its own groups, and this one
    }
    joined = {
      regex: new RegExp(patterns.map((p) => `(${p.source})`).join("|"), flags),
      groups,
      alone: patterns.map((p) => new RegExp(p.source, flags.replace("g", "") + "y")),
    };
  }
  JOINED.set(key, joined);
  return joined;
}

/**
 * What several rules' patterns share on one text, read once for all of them when first asked
 * (a plan makes one): the lines holding a character outside ASCII, and in a later pass the lines
 * to read again.
 */
export class SharedLines {
  readonly #text: string;
  readonly #starts: Int32Array;
  #nonAscii?: number[];
  #again?: number[];

  constructor(text: string, starts: Int32Array) {
    this.#text = text;
    this.#starts = starts;
  }

  nonAscii(): number[] {
    return this.#nonAscii ??= linesWith(this.#text, this.#starts, /[\u0080-\uffff]/g);
  }

  /**
   * The lines `changed` (by the pass before) or `changedNow` (by this pass, before its plan)
   * marks, ascending: the same for every rule of the plan. (Found for each rule, they were a loop
   * over every line of the text per rule.)
   */
  readAgain(changed: Uint8Array, changedNow: Uint8Array | undefined): number[] {
    if (this.#again === undefined) {
      const again: number[] = [];
      for (let l = 0; l < changed.length; l++) {
        if (changed[l] === 1 || changedNow?.[l] === 1) again.push(l);
      }
      this.#again = again;
    }
    return this.#again;
  }
}

const OUTSIDE_ASCII = new WeakMap<RegExp, boolean>();

/**
 * Whether `pattern` can match only at a character outside ASCII: its source is one character
 * class of such characters and ranges between them (`[\u0400-\u04ff用]`), not negated, and
 * not case-insensitive (with `i`, U+212A KELVIN SIGN matches `k`). Read from the source, so a
 * rule needs no flag for it; anything else says no.
 */
export function outsideAscii(pattern: RegExp): boolean {
  let known = OUTSIDE_ASCII.get(pattern);
  if (known !== undefined) return known;
  known = false;
  const body = /^\[([^\]]*)\]$/.exec(pattern.source)?.[1];
  if (body !== undefined && !/[iv]/.test(pattern.flags)) {
    // Members: a `\uXXXX` escape or a character, each alone or as `a-b` (a range between two).
    const parts = body.match(/\\u[0-9a-fA-F]{4}|[^\\]|\\./gs) ?? [];
    const high = (part: string | undefined) =>
      part !== undefined && part !== "-" &&
      (part.startsWith("\\u")
          ? parseInt(part.slice(2), 16)
          : part.length === 1
          ? part.charCodeAt(0)
          : 0) >= 0x80;
    let i = 0;
    while (i < parts.length && high(parts[i])) {
      i += parts[i + 1] === "-" && high(parts[i + 2]) ? 3 : 1;
    }
    known = parts.length > 0 && i === parts.length;
  }
  OUTSIDE_ASCII.set(pattern, known);
  return known;
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
    // From the line break before the first line (a match on the line it ends is skipped) to the
    // one after the last. Its lines are placed by the text's `starts` (line starts of its own
    // cost a typed array per stretch and pattern: about 1 ms a later pass on 1 MB of dense text).
    const at = from === 0 ? 0 : from - 1;
    const part = text.slice(at, Math.min(text.length, to + 1));
    const first = lineAt(starts, from);
    for (const l of linesWith(part, starts, pattern, at)) if (l >= first) out.push(l);
  }
  return out;
}

/**
 * The lines where `pattern` (global) matches in `text`, ascending: `text` is the piece of a text
 * with line starts `starts` from offset `at` on (by default, the whole of it).
 */
function linesWith(text: string, starts: Int32Array, pattern: RegExp, at = 0): number[] {
  const out: number[] = [];
  try {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const line = lineAt(starts, at + m.index);
      out.push(line);
      if (line + 1 >= starts.length) break;
      pattern.lastIndex = starts[line + 1]! - at;
    }
  } finally {
    pattern.lastIndex = 0;
  }
  return out;
}
