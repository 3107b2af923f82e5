/**
 * A JSON record's lead: what may stand before its value in a file written by hand or by another
 * tool (a byte order mark, white space). Every reader that looks at a record's first bytes —
 * a first line to parse, a file's head asked what it opens, the member it opens with — reads
 * the lead here, so one rule says what a lead is: any white space `trim()` removes, the byte
 * order mark among it (the same rule `forEachJsonLine` and `splitJsonl` apply to every line).
 */
import { tryJson } from "./build.ts";

/** `text` without its lead: what `JSON.parse` reads (it refuses a byte order mark). */
export function withoutLead(text: string): string {
  return text.trimStart();
}

/** A record's text parsed after its lead, without throwing (`tryJson`). */
export function parseRecord(text: string): ReturnType<typeof tryJson> {
  return tryJson(withoutLead(text));
}

/** The opening of a JSON object after its lead, up to its first member's key. */
const OPENS = String.raw`^\s*\{\s*"`;

/** A JSON string's text after its opening quote (escapes unread). */
const STRING_REST = String.raw`(?:[^"\\]|\\.)*"`;

/**
 * True when `head` (a file's first bytes, maybe cut short) opens a JSON object with a member
 * after its lead; with `keys` (plain names: letters, digits, `_`), a member named one of them
 * first.
 */
export function opensObject(head: string, keys?: readonly string[]): boolean {
  if (keys === undefined) return new RegExp(OPENS).test(head);
  return new RegExp(`${OPENS}(?:${keys.join("|")})"\\s*:`).test(head);
}

/**
 * The value of the member the object in `head` opens with, when that member is `key` (a plain
 * name) and its value a string or `null` (as `JSON.parse` gives it); undefined when the head
 * does not say (another first member, another kind of value, cut short, a bad escape).
 */
export function leadingMember(head: string, key: string): string | null | undefined {
  const m = new RegExp(`${OPENS}${key}"\\s*:\\s*("${STRING_REST}|null)`).exec(head);
  const value = m?.[1] === undefined ? undefined : tryJson(m[1]);
  if (!value?.ok) return undefined;
  return typeof value.value === "string" ? value.value : null;
}
