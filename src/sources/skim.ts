/**
 * Skimming a JSON text without parsing it: where a value ends, and the members of an object as
 * spans of the text. Lets a reader look at the few fields that decide whether a record matters
 * (its type, whether a tool failed) and skip the large values it would drop anyway (tool output,
 * thinking) without building them: strings are jumped over with `indexOf`, so a value costs
 * about one native scan. Pure.
 *
 * The skim checks what tells a cut or garbled line from a record (strings closed, brackets
 * balanced and matching, a colon after each key, a comma between members); it does not check
 * escapes, control characters or the spelling of numbers inside the values it skips. Callers
 * use it only where such a value would be dropped anyway, and parse with `JSON.parse` what
 * they keep.
 */

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const COMMA = 44;
const COLON = 58;

/** The first index at or after `i` that is not JSON whitespace. */
export function skipSpace(s: string, i: number): number {
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return i;
  }
  return i;
}

/** Index just past the string opening at `i` (a quote), or -1 when it is not closed. */
export function stringEnd(s: string, i: number): number {
  let q = s.indexOf('"', i + 1);
  while (q !== -1) {
    // A quote ends the string unless an odd run of backslashes escapes it.
    let b = q - 1;
    while (s.charCodeAt(b) === BACKSLASH) b--;
    if ((q - 1 - b) % 2 === 0) return q + 1;
    q = s.indexOf('"', q + 1);
  }
  return -1;
}

/** Index just past the JSON value starting at `i` (no whitespace before it), or -1. */
export function valueEnd(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c === QUOTE) return stringEnd(s, i);
  if (c === OPEN_OBJECT || c === OPEN_ARRAY) return containerEnd(s, i);
  // A number, true, false or null: up to the next delimiter.
  let p = i;
  for (; p < s.length; p++) {
    const d = s.charCodeAt(p);
    if (
      d === COMMA || d === CLOSE_OBJECT || d === CLOSE_ARRAY || d === 32 || d === 10 ||
      d === 13 || d === 9
    ) break;
    if (d === QUOTE || d === OPEN_OBJECT || d === OPEN_ARRAY || d === COLON) return -1;
  }
  return p > i ? p : -1;
}

/**
 * Index just past the object or array opening at `i`, brackets matched; or -1 (also for nesting
 * deeper than 30, which no record has: the caller then parses the line).
 */
function containerEnd(s: string, i: number): number {
  // The open brackets as bits (1: an array), the innermost lowest: no array to allocate.
  let stack = 0;
  let depth = 0;
  for (let p = i; p < s.length; p++) {
    const c = s.charCodeAt(p);
    if (c === QUOTE) {
      const end = stringEnd(s, p);
      if (end < 0) return -1;
      p = end - 1;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > 30) return -1;
      stack = (stack << 1) | (c === OPEN_ARRAY ? 1 : 0);
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (depth === 0 || (stack & 1) !== (c === CLOSE_ARRAY ? 1 : 0)) return -1;
      stack >>>= 1;
      if (--depth === 0) return p + 1;
    }
  }
  return -1;
}

/**
 * A string value's text: sliced when it holds no escape and no control character, else parsed
 * (so a raw control character, which JSON forbids, throws as it would in `JSON.parse`).
 */
export function stringAt(s: string, start: number, end: number): string {
  const inner = s.slice(start + 1, end - 1);
  return inner.indexOf("\\") === -1 && !CONTROL.test(inner)
    ? inner
    : JSON.parse(s.slice(start, end)) as string;
}

/** A character JSON allows in a string only escaped. */
// deno-lint-ignore no-control-regex
const CONTROL = /[\x00-\x1f]/;

/** The value in `s` from `start` to `end`: a plain string sliced, anything else parsed. */
export function valueAt(s: string, start: number, end: number): unknown {
  return s.charCodeAt(start) === QUOTE ? stringAt(s, start, end) : JSON.parse(s.slice(start, end));
}

/** One member (or element) as spans of the text: reused between calls, never allocated per value. */
export interface Span {
  /** The key, quotes included (members only). */
  keyStart: number;
  keyEnd: number;
  /** The value. */
  start: number;
  end: number;
}

/** A `Span` to reuse. */
export function span(): Span {
  return { keyStart: 0, keyEnd: 0, start: 0, end: 0 };
}

/** Returned by `nextMember`/`nextElement` after the last one. */
export const END = -2;

/**
 * Where the members of the object opening at `i` start: pass it to `nextMember`. `END` for an
 * empty object, -1 when `i` opens no object.
 */
export function firstMember(s: string, i: number): number {
  if (s.charCodeAt(i) !== OPEN_OBJECT) return -1;
  const p = skipSpace(s, i + 1);
  return s.charCodeAt(p) === CLOSE_OBJECT ? END : p;
}

/**
 * Read the key of the member at `p` into `m` (`keyStart`, `keyEnd`); returns where its value
 * starts, or -1. The caller then skips the value (`valueEnd`) or reads into it, and goes on
 * with `afterMember` from the value's end.
 */
export function memberKey(s: string, p: number, m: Span): number {
  if (s.charCodeAt(p) !== QUOTE) return -1;
  const keyEnd = stringEnd(s, p);
  if (keyEnd < 0) return -1;
  const q = skipSpace(s, keyEnd);
  if (s.charCodeAt(q) !== COLON) return -1;
  m.keyStart = p;
  m.keyEnd = keyEnd;
  return skipSpace(s, q + 1);
}

/** After a member's value ending at `end`: where the next member starts, `END`, or -1. */
export function afterMember(s: string, end: number): number {
  return after(s, end, CLOSE_OBJECT);
}

/** After an element ending at `end`: where the next element starts, `END`, or -1. */
export function afterElement(s: string, end: number): number {
  return after(s, end, CLOSE_ARRAY);
}

function after(s: string, end: number, close: number): number {
  if (end < 0) return -1;
  const q = skipSpace(s, end);
  const c = s.charCodeAt(q);
  if (c === close) return END;
  return c === COMMA ? skipSpace(s, q + 1) : -1;
}

/**
 * Read the member at `p` into `m`; returns where the next one starts, `END` after the last (then
 * `m.end` is followed by the closing brace), or -1 when the text is not a well-formed object.
 */
export function nextMember(s: string, p: number, m: Span): number {
  const start = memberKey(s, p, m);
  if (start < 0) return -1;
  const end = valueEnd(s, start);
  m.start = start;
  m.end = end;
  return afterMember(s, end);
}

/** True when the member read into `m` has the key `name` (no escapes in it). */
export function keyIs(s: string, m: Span, name: string): boolean {
  return m.keyEnd - m.keyStart === name.length + 2 && s.startsWith(name, m.keyStart + 1);
}

/** Like `firstMember`, for the elements of the array opening at `i`. */
export function firstElement(s: string, i: number): number {
  if (s.charCodeAt(i) !== OPEN_ARRAY) return -1;
  const p = skipSpace(s, i + 1);
  return s.charCodeAt(p) === CLOSE_ARRAY ? END : p;
}

/** Like `nextMember`, for an array's element (`m.start`, `m.end`). */
export function nextElement(s: string, p: number, m: Span): number {
  const end = valueEnd(s, p);
  m.start = p;
  m.end = end;
  return afterElement(s, end);
}
