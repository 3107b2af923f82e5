/**
 * Line patterns read as literals (`_line_patterns.ts`): a rule's `lineHas` that is a plain
 * string is found with `indexOf`, and one that is not is first given only the lines holding a
 * character every match of it holds.
 */
import type { LineList } from "./_lines.ts";

/**
 * `withPattern` for a pattern that is a literal without a line break (`/\$/g`, `/<\//g`): each
 * listed line past the last place found searches on with `indexOf`, so the text is read at most
 * once, and a line before that place is decided by a comparison. (On 1 MB of dense text a literal
 * read with the regex, line by line, cost 0.16–0.2 ms for a rule's 12,000 keyword lines: about
 * what the rule's own regex saved on the lines it dropped.)
 */
export function withLiteral(
  text: string,
  starts: Int32Array,
  lines: LineList,
  literal: string,
): LineList {
  const long = lines instanceof Int32Array;
  const out = long ? new Int32Array(lines.length) : [];
  const last = starts.length - 1;
  let n = 0;
  let at = -1; // where the literal stands next at or after the current line (the text's end: nowhere)
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const start = starts[l]!;
    if (at < start) {
      at = text.indexOf(literal, start);
      if (at === -1) at = text.length;
    }
    if (at < (l < last ? starts[l + 1]! : text.length)) out[n++] = l;
  }
  // (Of the kind it was given: a long text's plan keeps its lists outside the heap.)
  return long ? (out as Int32Array).slice(0, n) : out;
}

const LITERALS = new WeakMap<RegExp, string | null>();

/**
 * The text `pattern` matches when it is a literal (plain characters and escaped punctuation, no
 * line break, not case-insensitive), or undefined. Read from the source, so a rule needs no flag
 * for it.
 */
export function literalOf(pattern: RegExp): string | undefined {
  let known = LITERALS.get(pattern);
  if (known === undefined) {
    known = !pattern.flags.includes("i") &&
        /^(?:[^\\^$.|?*+()[\]{}\r\n]|\\[\\^$.|?*+()[\]{}\/-])+$/.test(pattern.source)
      ? pattern.source.replace(/\\(.)/g, "$1")
      : null;
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
