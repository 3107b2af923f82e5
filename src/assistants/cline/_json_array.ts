/**
 * A JSON array file read as far as it goes (pure): the task files of Cline, Roo Code and Kilo
 * Code are one array each, rewritten whole, so a copy cut short (a crash mid-write, a partial
 * backup) loses only its tail: every element before the cut is still whole and is kept.
 */
import { tryJson } from "../../sources/build.ts";

/** The elements read, whether the text was cut short, or why it is not a JSON array at all. */
export type ArrayRead =
  | { ok: true; items: unknown[]; truncated: boolean }
  | { ok: false; error: string };

/**
 * The elements of a JSON array; when the text is cut short (or broken part way), the elements
 * that are whole before the break, with `truncated` set. Not an array at all: why.
 */
export function readJsonArray(text: string): ArrayRead {
  const whole = tryJson(text);
  if (whole.ok) {
    return Array.isArray(whole.value)
      ? { ok: true, items: whole.value, truncated: false }
      : { ok: false, error: "not a JSON array" };
  }
  const start = firstNonSpace(text, 0);
  if (text[start] !== "[") return { ok: false, error: `invalid JSON (${whole.error})` };
  return { ok: true, items: wholeElements(text, start + 1), truncated: true };
}

/** The elements that parse, one after the other from `from`, up to the first that does not. */
function wholeElements(text: string, from: number): unknown[] {
  const items: unknown[] = [];
  let at = from;
  for (;;) {
    const begin = firstNonSpace(text, at);
    const end = elementEnd(text, begin);
    if (end === undefined) return items;
    const parsed = tryJson(text.slice(begin, end));
    if (!parsed.ok) return items;
    items.push(parsed.value);
    const next = firstNonSpace(text, end);
    if (text[next] !== ",") return items;
    at = next + 1;
  }
}

/** Where the element starting at `begin` ends (exclusive), or undefined when it is cut short. */
function elementEnd(text: string, begin: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = begin; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (depth === 0 && (c === 0x2c || c === 0x5d || c === 0x7d || c <= 0x20)) {
      // The end of a bare string, number, true, false or null (or no element: an empty array).
      return i > begin ? i : undefined;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return undefined;
}

function firstNonSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && text.charCodeAt(i) <= 0x20) i++;
  return i;
}
