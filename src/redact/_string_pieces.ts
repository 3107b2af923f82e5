/**
 * Secrets split across two JSON strings: a streamed reply's two deltas (an Anthropic
 * `text_delta`, an OpenAI `response.output_text.delta`, a Copilot CLI `deltaContent`), two text
 * parts of one message (Claude Code, OpenCode). When a rule found the head of a value and the head
 * ends its JSON string (the closing quote comes next), the next string under the same key, within
 * a short stretch of JSON structure, that begins with the rest of a token is a piece of the same
 * secret and goes too. Only the strings after a secret are read, so a clean record costs nothing.
 * (Inside a record held in another record's string, the quotes are `\"`: read the same way.)
 */
import { lineAt } from "./_lines.ts";
import type { Source } from "./_doc.ts";
import { withPieces } from "./_wrapped.ts";

// How far the next string's key may be from the head's closing quote (an SSE event's envelope,
// a Copilot CLI event's ids and timestamp, an OpenCode part's ids), and over how many lines.
const MOST_BETWEEN = 600;
const MOST_LINES = 6;

// The key that opens the string holding the head: the last `"key":"` before it on its line.
const KEY_PLAIN = /"([A-Za-z_]{1,24})"[ \t]*:[ \t]*"$/;
const KEY_ESCAPED = /\\"([A-Za-z_]{1,24})\\"[ \t]*:[ \t]*\\"$/;

// The rest of the token at the start of the next string (token characters, base64 padding).
const REST = /^[A-Za-z0-9+\/_~-]+={0,2}/;

/**
 * The piece of the next JSON string that goes on from the secret `[start, end)` of `source`, or
 * undefined when the secret does not end its string or no such string follows before `next`.
 */
export function stringPiece(
  source: Source,
  [start, end]: readonly [number, number],
  next: number,
): [number, number] | undefined {
  if (end - start < 8) return undefined;
  const starts = source.starts;
  const line = lineAt(starts, start);
  const last = Math.min(starts.length - 1, line + MOST_LINES);
  const text = source.stretch(line, last);
  const base = starts[line]!;
  const at = end - base;
  const escaped = text.startsWith('\\"', at);
  if (!escaped && text[at] !== '"') return undefined;
  // (A `\` before the quote would make it part of the string.)
  if (!escaped && text[at - 1] === "\\") return undefined;
  const quote = escaped ? '\\"' : '"';
  const key = keyBefore(text, start - base, escaped);
  if (key === undefined) return undefined;
  const opener = `${quote}${key}${quote}`;
  const from = at + quote.length;
  const restAt = nextOpened(text, from, opener, quote);
  if (restAt === undefined) return undefined;
  const rest = REST.exec(text.slice(restAt, restAt + 400))?.[0];
  if (rest === undefined || !restOfToken(rest)) return undefined;
  const piece: [number, number] = [base + restAt, base + restAt + rest.length];
  return piece[1] <= next ? piece : undefined;
}

/**
 * True when `rest` reads as the rest of a token: 8 or more characters with a letter and a digit,
 * `+` or `/`, or 12 or more in both cases (a word, `Done`, `Here is`, a date, a count or a status
 * code has not), and not a token of its own (`ghp_…`, `sk-…`: a lower-case prefix). (Upper case
 * and `-` may start a key's middle: `NKI-…`.)
 */
function restOfToken(rest: string): boolean {
  if (rest.length < 8 || /^[a-z]{2,12}[-_]/.test(rest) || !/[A-Za-z]/.test(rest)) return false;
  return /[\d+\/]/.test(rest) || (rest.length >= 12 && /[a-z]/.test(rest) && /[A-Z]/.test(rest));
}

/**
 * Where the next string under the key `opener` (`"key"`) starts after `from` in `text`, within
 * `MOST_BETWEEN` characters (`"type":"text"` holds `"text"` too, as a value: skipped).
 */
function nextOpened(text: string, from: number, opener: string, quote: string): number | undefined {
  for (let at = text.indexOf(opener, from); at !== -1; at = text.indexOf(opener, at + 1)) {
    if (at - from > MOST_BETWEEN) return undefined;
    const after = at + opener.length;
    const colon = /^[ \t]*:[ \t]*/.exec(text.slice(after, after + 8));
    if (colon !== null && text.startsWith(quote, after + colon[0].length)) {
      return after + colon[0].length + quote.length;
    }
  }
  return undefined;
}

/** The key of the JSON string holding offset `at` of `text` (its opener on the same line). */
function keyBefore(text: string, at: number, escaped: boolean): string | undefined {
  // The string holding the secret opens at the last quote before it that no `\\` escapes: its
  // `"key":"` ends there. (Read back from the secret, not over the line from its start: a line of
  // many secrets, each ending its string, cost the line's length each.)
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  const quote = escaped ? '\\"' : '"';
  let q = text.lastIndexOf(quote, at - quote.length);
  while (q > lineStart && text[q - 1] === "\\") q = text.lastIndexOf(quote, q - 1);
  if (q < lineStart) return undefined;
  const end = q + quote.length;
  const near = text.slice(Math.max(lineStart, end - 400), end);
  return (escaped ? KEY_ESCAPED : KEY_PLAIN).exec(near)?.[1];
}

/**
 * `spans` (sorted, disjoint secret spans of `source`) with the piece of the next JSON string
 * added after each that ends its string (see `stringPiece`). Returns `spans` itself when none is.
 */
export function withStringPieces(
  source: Source,
  spans: Array<[number, number]>,
): Array<[number, number]> {
  return withPieces(spans, (span, next) => {
    const piece = stringPiece(source, span, next);
    return piece === undefined ? [] : [piece];
  });
}
