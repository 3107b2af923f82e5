/**
 * Line patterns read as literals (`_line_patterns.ts`): a rule's `lineHas` that is a plain
 * string, a choice of them or a class of plain characters is found with `indexOf`, and one that
 * is not is first given only the lines holding a
 * character every match of it holds.
 */
import type { LineList } from "./_lines.ts";

/** Lines closer than this (in characters) are searched as one piece, the text between them too. */
export const GAP = 512;

/**
 * `withPattern` for a pattern that is one of a few literals without a line break (`/\$/g`,
 * `/<\//g`, `/[&;|<>]/g`, `/PASS|KEY/g`): for each literal, each listed line past the last place
 * it was found searches on with `indexOf`, so the text is read at most once per literal, and a
 * line before that place is decided by a comparison. (On 1 MB of dense text a literal read with
 * the regex, line by line, cost 0.16–0.2 ms for a rule's 12,000 keyword lines: about what the
 * rule's own regex saved on the lines it dropped.)
 */
export function withLiterals(
  text: string,
  starts: Int32Array,
  lines: LineList,
  literals: readonly string[],
): LineList {
  const long = lines instanceof Int32Array;
  const out = long ? new Int32Array(lines.length) : [];
  const last = starts.length - 1;
  const after = (l: number) => l < last ? starts[l + 1]! : text.length;
  const k = literals.length;
  // Per literal, where it stands next in the piece at or after the line it was last looked for
  // from (the piece's end: nowhere after).
  const next = new Int32Array(k);
  let n = 0;
  // Lines with gaps under `GAP` between them are searched as one piece: a search of the whole
  // text reads on to the next place a literal stands, which for a later pass's few changed lines
  // and a rare literal is each time the rest of the text. (A list of a quarter of the lines or
  // more is searched in the whole text, which it then reads once: cutting it into pieces cost the
  // dense block's first plan 0.3 ms over the five one-character gates.)
  const whole = 4 * lines.length >= starts.length;
  for (let i = 0; i < lines.length;) {
    let j = whole ? lines.length : i + 1;
    while (j < lines.length && starts[lines[j]!]! - after(lines[j - 1]!) < GAP) j++;
    const from = whole ? 0 : starts[lines[i]!]!;
    const to = whole ? text.length : after(lines[j - 1]!);
    const piece = from === 0 && to === text.length ? text : text.slice(from, to);
    next.fill(-1);
    for (; i < j; i++) {
      const l = lines[i]!;
      const start = starts[l]! - from;
      const end = (l < last ? starts[l + 1]! : text.length) - from;
      for (let q = 0; q < k; q++) {
        let at = next[q]!;
        if (at < start) {
          at = piece.indexOf(literals[q]!, start);
          next[q] = at = at === -1 ? piece.length : at;
        }
        if (at < end) {
          out[n++] = l;
          break;
        }
      }
    }
  }
  // (Of the kind it was given: a long text's plan keeps its lists outside the heap.)
  return long ? (out as Int32Array).slice(0, n) : out;
}

// A literal's characters: plain ones, and punctuation escaped; no line break.
const PLAIN = String.raw`(?:[^\\^$.|?*+()[\]{}\r\n]|\\[\\^$.|?*+()[\]{}\/-])`;
// A class of such characters, none a range or a negation.
const CLASS = String.raw`\[(?:[^\\\]\[^\-\r\n]|\\[\\^$.|?*+()[\]{}\/-])+\]`;
// A choice of alternatives, each a string or a class of plain characters.
const ALTERNATIVE = new RegExp(`${PLAIN}+|${CLASS}`, "g");
const ALTERNATIVES = new RegExp(`^(?:${PLAIN}+|${CLASS})(?:\\|(?:${PLAIN}+|${CLASS}))*$`);
const LITERALS = new WeakMap<RegExp, readonly string[] | null>();
// Each literal is a search of the text of its own: `env-assignment`'s nine words so searched took
// 1.06 ms over its keyword lines of dense text, 0.70 of code, where its regex reads them once
// (0.33, 0.04 ms).
const MOST_LITERALS = 5;

/**
 * The texts `pattern` matches when it is a literal, a class of plain characters, or a choice of
 * these (plain characters and escaped punctuation, no line break, no range or negation), and not
 * case-insensitive, and at most `MOST_LITERALS` of them; else undefined. Read from the source, so
 * a rule needs no flag for it.
 */
export function literalsOf(pattern: RegExp): readonly string[] | undefined {
  let known = LITERALS.get(pattern);
  if (known === undefined) {
    const source = pattern.source;
    const unescaped = (s: string) => s.replace(/\\(.)/g, "$1");
    // (A class stands for each of its characters.)
    const each = (part: string) =>
      part.startsWith("[") ? [...unescaped(part.slice(1, -1))] : [unescaped(part)];
    known = !pattern.flags.includes("i") && ALTERNATIVES.test(source)
      ? [...new Set(source.match(ALTERNATIVE)!.flatMap(each))]
      : null;
    if (known !== null && known.length > MOST_LITERALS) known = null;
    LITERALS.set(pattern, known);
  }
  return known ?? undefined;
}

/** A source's escapes that stand for a character written after them (`\u0041`, `\x41`, …). */
const LONG_ESCAPE = /\\[uxcpPk0-9]/;

/**
 * A character every match of `pattern` holds, read from its source: the first plain character
 * (or escaped punctuation) at its top level, outside groups, look-arounds and classes, with no
 * quantifier after it and no `|` at the top level; not a letter when the pattern is
 * case-insensitive. Undefined when there is none, or when the source holds an escape this
 * reading does not follow.
 */
export function requiredChar(pattern: RegExp): string | undefined {
  let known = REQUIRED.get(pattern);
  if (known === undefined) {
    known = firstRequired(pattern.source, pattern.flags.includes("i")) ?? null;
    REQUIRED.set(pattern, known);
  }
  return known ?? undefined;
}

const REQUIRED = new WeakMap<RegExp, string | null>();

function firstRequired(source: string, caseless: boolean): string | undefined {
  if (LONG_ESCAPE.test(source)) return undefined;
  let depth = 0;
  let inClass = false;
  let found: string | undefined;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (inClass) {
      if (c === "\\") i++;
      else if (c === "]") inClass = false;
      continue;
    }
    let literal: string | undefined;
    if (c === "\\") {
      const e = source[++i] ?? "";
      if (PUNCTUATION.includes(e)) literal = e;
    } else if (c === "{") {
      // (A quantifier's bounds, `{2,8}`: not characters of the match.)
      const end = source.indexOf("}", i);
      if (end === -1) return undefined;
      i = end;
      continue;
    } else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) return undefined;
    else if (!"^$.*+?}\r\n".includes(c)) literal = c;
    const after = source[i + 1];
    const optional = after !== undefined && "?*+{".includes(after);
    if (
      literal !== undefined && depth === 0 && !optional && found === undefined &&
      !(caseless && literal.toLowerCase() !== literal.toUpperCase())
    ) found = literal;
  }
  return found;
}

const PUNCTUATION = "\\^$.|?*+()[]{}/-";
