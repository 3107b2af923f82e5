/**
 * Where a gitleaks rule can run: on the lines around the fixed text its matches start with, or on
 * the whole text. Its keywords still decide whether it runs (gitleaks reads them in a whole
 * file); a rule runs per line only when its pattern proves that every match starts with one of a
 * few fixed texts (its anchors) and that nothing after them crosses a line break, but the
 * one-character terminator gitleaks puts at the end (it reads the same at the end of a line as
 * before a line break) and the short gaps of its `name = value` template (the rule then reaches
 * into the next lines).
 */

/** How a gitleaks rule is scoped (see `Rule.wholeText`, `Rule.reach`). */
export interface Scope {
  wholeText?: true;
  anchors?: string[];
  reach?: { after: number };
}

// gitleaks' terminators: one character that ends the secret, or the end of the text.
const TERMINATORS = [
  String.raw`(?:[\x60'"\s;]|\\[nr]|$)`,
  String.raw`(?:[\x60'"\s;]|\\[nr]|$|\b)`,
];
// The gaps of gitleaks' `keyword … = value` template: spaces, quotes and line breaks, at most 8
// characters, ending within 31 characters after the keyword (`[ \t\w.-]{0,20}`, the gaps and a
// separator of up to 3 characters): 64 after its end is a generous bound.
const TEMPLATE_GAPS = [String.raw`[\s'"]{0,3}`, String.raw`[\x60'"\s=]{0,5}`];
const TEMPLATE_REACH = 64;
// Constructs that can match a line break.
const CROSSES_LINES = /\\s|\[\^|\\W|\\D|\\n|\\r|\\x0[aA]|\\u000[aA]|(?:^|[^\\])[.$^]|\[\\s\\S\]/;

export function gitleaksScope(source: string): Scope {
  const prefixes = literalPrefixes(source);
  if (prefixes === undefined || prefixes.some((p) => !/^[\x20-\x7e]{2,}$/.test(p))) {
    return { wholeText: true };
  }
  let rest = source;
  for (const t of TERMINATORS) rest = rest.split(t).join("");
  let reach = 0;
  for (const gap of TEMPLATE_GAPS) {
    if (!rest.includes(gap)) continue;
    rest = rest.split(gap).join("");
    reach = TEMPLATE_REACH + Math.max(...prefixes.map((p) => p.length));
  }
  // Character classes that hold a `.`, `$` or `^` as a literal are not line crossings.
  const outsideClasses = rest.replace(/\[(?!\^)(?:\\.|[^\]\\])*\]/g, "[]");
  if (CROSSES_LINES.test(outsideClasses)) return { wholeText: true };
  const anchors = [...new Set(prefixes)];
  return reach > 0 ? { anchors, reach: { after: reach } } : { anchors };
}

/**
 * The fixed texts a match of `source` must start with (lower-cased: a case-insensitive pattern
 * matches them in any case, and keywords are compared lower-cased), or undefined when there are
 * more than 64 or the pattern starts with something else than text, a small class or a group.
 */
export function literalPrefixes(source: string): string[] | undefined {
  const out = expand(source, 0, source.length);
  return out && out.strings.length <= 64 ? out.strings.map((s) => s.toLowerCase()) : undefined;
}

interface Expansion {
  strings: string[];
  /** True when every alternative was text to its end (the expansion may go on after it). */
  complete: boolean;
}

/** The literal prefixes of `source[from, to)`, an alternation. */
function expand(source: string, from: number, to: number): Expansion | undefined {
  const strings: string[] = [];
  let complete = true;
  for (const [a, b] of alternatives(source, from, to)) {
    const seq = sequence(source, a, b);
    if (seq === undefined) return undefined;
    strings.push(...seq.strings);
    complete &&= seq.complete;
    if (strings.length > 64) return undefined;
  }
  return { strings, complete };
}

/** The top-level alternatives of `source[from, to)`, as ranges. */
function alternatives(source: string, from: number, to: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let depth = 0;
  let start = from;
  for (let i = from; i < to; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "[") i = classEnd(source, i);
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      out.push([start, i]);
      start = i + 1;
    }
  }
  out.push([start, to]);
  return out;
}

function classEnd(source: string, at: number): number {
  let i = at + 1;
  if (source[i] === "^") i++;
  if (source[i] === "]") i++;
  while (i < source.length && source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
  return i;
}

function groupEnd(source: string, at: number): number {
  let depth = 0;
  for (let i = at; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "[") i = classEnd(source, i);
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return source.length;
}

/** The literal prefixes of one alternative `source[from, to)`. */
function sequence(source: string, from: number, to: number): Expansion | undefined {
  let strings = [""];
  let i = from;
  while (i < to) {
    let atom: Expansion | undefined;
    let next: number;
    const c = source[i]!;
    if (source.startsWith("\\b", i)) {
      i += 2;
      continue;
    } else if (c === "\\") {
      if (!/[.\-\/_:~+*?()\[\]{}|$^\\]/.test(source[i + 1] ?? "")) break;
      atom = { strings: [source[i + 1]!], complete: true };
      next = i + 2;
    } else if (c === "[") {
      const end = classEnd(source, i);
      const body = source.slice(i + 1, end);
      if (!/^[A-Za-z0-9_]{1,4}$/.test(body)) break;
      atom = { strings: [...body], complete: true };
      next = end + 1;
    } else if (c === "(") {
      const end = groupEnd(source, i);
      const head = /^\((?:\?(?:-?i)?:|\?<[A-Za-z]\w*>)?/.exec(source.slice(i, i + 12))![0];
      if (
        source.startsWith("(?=", i) || source.startsWith("(?!", i) ||
        source.startsWith("(?<=", i) || source.startsWith("(?<!", i)
      ) break;
      atom = expand(source, i + head.length, end);
      if (atom === undefined) return undefined;
      next = end + 1;
    } else if (/[A-Za-z0-9_\-=:~@#%&,'"<>\/ ]/.test(c)) {
      atom = { strings: [c], complete: true };
      next = i + 1;
    } else {
      break;
    }
    const quantifier = /^(?:[?*]|\{0,?\d*\}|\+|\{[1-9]\d*(?:,\d*)?\})\??/.exec(
      source.slice(next, next + 12),
    )?.[0];
    if (quantifier !== undefined && /^[?*]|^\{0/.test(quantifier)) break;
    strings = strings.flatMap((s) => atom!.strings.map((a) => s + a));
    if (strings.length > 64) return undefined;
    if (quantifier !== undefined || !atom.complete) return { strings, complete: false };
    i = next;
  }
  return { strings, complete: i >= to };
}
