/**
 * Wrapped secrets: a value cut at the end of a line by a terminal's width, a table column, a YAML
 * folded block or a fixed-width body goes on at the start of the next line (after the indentation
 * that lines it up). When a rule found the head of a value and the head ends where its line ends,
 * each following line that is nothing but the rest of a token (token characters to the line's
 * end, random-looking, not a token of its own) is a piece of the same secret and goes too.
 * A head that is a value of its own (`API_KEY=…` then `EOF`, `npm run build`, `[section]`) is
 * followed by something else, and nothing more goes.
 */
import type { Source } from "./_doc.ts";
import { LINE_NUMBER_START, lineAt } from "./_lines.ts";

// The rest of a wrapped token: optional indentation, then token characters to the line's end
// (`=` only as base64 padding at the end; a JSON or code string may close after it).
// (URL-encoded base64 too, a SAS token folded in YAML: `%2B` and `%2F` in it, `%3D` as its
// padding. No other escape: a URL-encoded line of text or a URL is no token's tail.)
const REST =
  /^([ \t]*)((?:[A-Za-z0-9+\/_.~-]|%2[BbFf])+(?:={0,2}|(?:%3[Dd]){1,2}))[ \t]*(?:["'\x60][,;)\]}"'\x60]{0,8})?\r?$/;

// The rest of a cut token with more after it on its line: 16 or more token characters from the
// line's start (8 or more of both cases and a digit after a head of 20 or more: a chat line
// wrapped near a key's end), then a space or a separator (or the `@` of a URL's host after its
// password, or a `:` before a number: a shadow line's fields after its hash).
const GLUED = /^([A-Za-z0-9+\/_~-]{8,300}={0,2})(?=[ \t;,&)@]|:\d)/;

const DIGEST = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

// What ends a table cell that ends a row: ` |` then the line's end or the next cell; a box
// drawn by a terminal (tmux, a TUI pane: `│ … │`) rules its cells with `│`.
const CELL_END = /[ \t]*[|│][ \t]*(?:\r|$|[|│])/y;
const CELL_RULE = /[|│]/;

// How many lines a value may go on over (a 4096-bit key's base64 at 64 columns is about 50).
const MOST_LINES = 64;

/**
 * True when `rest` reads as the next piece of a wrapped token: 4 or more characters with a digit
 * or both cases or `+`/`/` (a word, a name, `EOF`, `done` or `Done.` has not), not a path, and
 * not a token of its own (`ghp_…`, `sk-…`, `AGE-SECRET-…`: a prefix of lower- or upper-case
 * letters). The joined view of `_views.ts` reads a continued line with it too.
 */
export function wrappedRest(rest: string): boolean {
  if (rest.length < 4 || /^[.\/~]|^(?:[a-z]{2,12}[-_]|[A-Z]{2,12}-)/.test(rest)) return false;
  // A capitalised word (`Done.`, `Thanks`): the next line of prose, not a token's rest.
  if (/^[A-Z][a-z]+[.,:;!?]?$/.test(rest)) return false;
  return /\d/.test(rest) || /[+\/]/.test(rest) || (/[a-z]/.test(rest) && /[A-Z]/.test(rest));
}

/** Random-looking: a digit, or both cases (a word, a name or a placeholder has neither). */
export function random(run: string): boolean {
  return /\d/.test(run) || (/[a-z]/.test(run) && /[A-Z]/.test(run));
}

// A log's time stamp at a line's start (`2026-11-15T12:57:17Z `): a wrapped line's rest carries
// one too (a `tee`'d or `ts`'d terminal).
const LOG_STAMP_START = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d{1,9})?Z?[ \t]+/;

// What the next line of a wrapped line repeats before the rest of the token: a Read tool's line
// number (`LINE_NUMBER_START`), a log's time stamp, a mail quote's `>` marks, then indentation (read character by
// character: `joins` asks for every line that ends in a token).

/**
 * How many characters of `next` repeat the prefix of `head` (its line-number gutter or time
 * stamp, its mail quote marks) and indent the rest; -1 when `next` does not repeat them (a quoted line after an
 * unquoted one, a numbered line after an unnumbered one is still read from its start).
 */
export function carried(head: string, next: string): number {
  // (Most lines start with neither a blank, a digit nor `>`: nothing to read.)
  if (!prefixStart(head.charCodeAt(0)) && !prefixStart(next.charCodeAt(0))) return 0;
  let h = 0;
  let n = 0;
  const hg = LINE_NUMBER_START.exec(head) ?? LOG_STAMP_START.exec(head);
  if (hg !== null) {
    const ng = (hg[0].length < 16 ? LINE_NUMBER_START : LOG_STAMP_START).exec(next);
    if (ng === null) return -1;
    h = hg[0].length;
    n = ng[0].length;
  }
  const [hMarks] = quoteMarks(head, h);
  const [nMarks, afterMarks] = quoteMarks(next, n);
  if (hMarks !== nMarks) return -1;
  n = afterMarks;
  const most = n + 16;
  while (n < most && (next.charCodeAt(n) === 32 || next.charCodeAt(n) === 9)) n++;
  return n;
}

/**
 * The mail quote marks of `line` from `at` (up to 4 blanks, then 1 to 3 `>`, each with a blank
 * after it or not): how many, and where they end (`at` when there are none).
 */
function quoteMarks(line: string, at: number): [number, number] {
  let i = at;
  while (i < at + 4 && (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9)) i++;
  let marks = 0;
  while (marks < 3 && line.charCodeAt(i) === 62) {
    marks++;
    i++;
    if (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9) i++;
  }
  return marks === 0 ? [0, at] : [marks, i];
}

/** True for the code of a character a line's prefix starts with: a blank, a digit or `>`. */
export function prefixStart(c: number): boolean {
  return c === 32 || c === 9 || c === 62 || (c >= 48 && c <= 57);
}

// The rest of a token wrapped after a short line: 8 or more token characters, then the line's
// end, a quote, or a space before the sentence goes on (`…ea3-us15 and it worked`).
const SHORT_REST = /^[A-Za-z0-9+\/_.-]{8,300}(?=$|[ \t\r"'\x60])/;

/**
 * True when `rest` (the next line, behind its prefix) reads as the rest of `tail`, a random
 * token that ends a line shorter than a terminal's: an OCR'd screen, a ticket or an email that
 * broke a key where the line was cut. Not a list of ids one a line (the two as long as each
 * other), not a path, and both halves of one alphabet (upper case in both or in neither).
 */
export function shortWrap(tail: string, rest: string): boolean {
  const r = SHORT_REST.exec(rest)?.[0];
  if (r === undefined || r.length === tail.length || /^\.{0,2}\/(?!\/)/.test(tail)) return false;
  return random(r) && wrappedRest(r) && /[A-Z]/.test(tail) === /[A-Z]/.test(r);
}

/** True when the character code is one a token ends in (letters, digits, `+/=_-.`). */
function tokenEnd(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 43 ||
    c === 47 || c === 61 || c === 95 || c === 45 || c === 46;
}

/**
 * `spans` (sorted, disjoint secret spans of `source`) with the wrapped pieces of each added: for
 * a span that ends where its line ends (before a line break, a `\r`), the token that makes up each
 * following line, as long as the line is nothing else. Returns `spans` itself when none is.
 */
export function withWrappedPieces(
  source: Source,
  spans: Array<[number, number]>,
): Array<[number, number]> {
  return withHeads(source, withPieces(spans, (span, next) => wrappedPieces(source, span, next)));
}

/**
 * `spans` (sorted, disjoint) with the head of each added where a rule found only the rest of a
 * token broken over two lines (`headPiece`). Returns `spans` itself when none is.
 */
function withHeads(source: Source, spans: Array<[number, number]>): Array<[number, number]> {
  let out: Array<[number, number]> | undefined;
  for (let i = 0; i < spans.length; i++) {
    const head = headPiece(source, spans[i]!, i > 0 ? spans[i - 1]![1] : 0);
    if (head !== undefined) out ??= spans.slice(0, i);
    if (out !== undefined) out.push(...(head === undefined ? [] : [head]), spans[i]!);
  }
  return out ?? spans;
}

// A line that is nothing but a token, behind its prefix.
const WHOLE_TOKEN = /^[A-Za-z0-9+\/_.-]{8,300}(?=[ \t]*\r?$)/;

/**
 * The head of a token a rule found only the rest of: when `span` fills its line (behind the
 * prefix the line above has too) and the line above is nothing but a token that reads as the
 * first half of the same one (`shortWrap`: an OCR'd screen that broke a key in two, the rule
 * reading the longer half), that token, if it starts at or after `after`.
 */
function headPiece(
  source: Source,
  [start, end]: readonly [number, number],
  after: number,
): [number, number] | undefined {
  if (end - start < 8) return undefined;
  const starts = source.starts;
  const line = lineAt(starts, start);
  if (line === 0 || starts[line - 1]! < after) return undefined;
  const row = source.stretch(line, line);
  const rowEnd = starts[line]! + row.length;
  if (end !== rowEnd && !(end === rowEnd - 1 && row.endsWith("\r"))) return undefined;
  const above = source.stretch(line - 1, line - 1);
  const skip = carried(above, row);
  if (skip === -1 || starts[line]! + skip !== start) return undefined;
  const own = carried(above, above);
  const head = WHOLE_TOKEN.exec(own === 0 ? above : above.slice(own))?.[0];
  if (head === undefined || !random(head) || !wrappedRest(head)) return undefined;
  if (!shortWrap(head, row.slice(skip))) return undefined;
  const at = starts[line - 1]! + own;
  return [at, at + head.length];
}

/**
 * `spans` (sorted, disjoint) with the pieces `after` gives for each (in order, after the span and
 * before `next`, where the next span starts) put after it. Returns `spans` itself when none is.
 */
export function withPieces(
  spans: Array<[number, number]>,
  after: (span: readonly [number, number], next: number) => Array<[number, number]>,
): Array<[number, number]> {
  let out: Array<[number, number]> | undefined;
  for (let i = 0; i < spans.length; i++) {
    const next = i + 1 < spans.length ? spans[i + 1]![0] : Infinity;
    const pieces = after(spans[i]!, next);
    if (pieces.length > 0) out ??= spans.slice(0, i);
    if (out !== undefined) out.push(spans[i]!, ...pieces);
  }
  return out ?? spans;
}

/**
 * The wrapped pieces that follow `span` (see `withWrappedPieces`), on lines that end before
 * `next` (where the next span starts).
 */
function wrappedPieces(
  source: Source,
  [start, end]: readonly [number, number],
  next: number,
): Array<[number, number]> {
  const starts = source.starts;
  let line = lineAt(starts, Math.max(start, end - 1));
  if (line + 1 >= starts.length || end - start < 8) return [];
  // The span ends its line (its line break, or a `\r` before it, comes next), or its table cell.
  const lineEnd = starts[line + 1]! - 1;
  const text = source.stretch(line, line);
  if (end !== lineEnd && end !== lineEnd - 1) {
    return cellPieces(source, line, text, start - starts[line]!, end - starts[line]!, next);
  }
  if (end === lineEnd - 1 && text.charCodeAt(text.length - 1) !== 13) return [];
  if (!tokenEnd(text.charCodeAt(end - 1 - starts[line]!))) return [];
  const pieces: Array<[number, number]> = [];
  for (let n = 0; n < MOST_LINES && line + 1 < starts.length; n++) {
    line++;
    const after = line + 1 < starts.length ? starts[line + 1]! : Infinity;
    if (next < after) break;
    // (Behind the line number or the mail quote the head's line has too.)
    const row = source.stretch(line, line);
    const skip = Math.max(0, carried(text, row));
    const m = REST.exec(skip === 0 ? row : row.slice(skip));
    if (m === null || !wrappedRest(m[2]!) && !blockRest(m[2]!, pieces.at(-1))) {
      // The first line after a line the terminal cut (60 or more characters) may go on with more
      // text after the rest of the token (`…3W3 (ttl 3600s)`, `…wJHU;EndpointSuffix=…`).
      const glued = n === 0 && text.length >= 60 ? GLUED.exec(source.stretch(line, line)) : null;
      // (Not a digest that starts the next line: `3f2a… refs/heads/main` after a token.)
      const rest = glued?.[1];
      if (
        rest !== undefined && wrappedRest(rest) && /\d/.test(rest) && !DIGEST.test(rest) &&
        (rest.length >= 16 || end - start >= 20 && /[a-z]/.test(rest) && /[A-Z]/.test(rest))
      ) {
        pieces.push([starts[line]!, starts[line]! + rest.length]);
      }
      break;
    }
    const at = starts[line]! + skip + m[1]!.length;
    pieces.push([at, at + m[2]!.length]);
    // Only a piece that fills its line to the end (no closing quote) goes on over the next.
    if (!/^[ \t]*[A-Za-z0-9+\/_.~=%-]+[ \t]*\r?$/.test(m[0])) break;
  }
  return pieces;
}

/**
 * True when `rest` goes on a block of wrapped lines after `last`, the piece of the line before
 * (a piece itself, which filled its line): as random as a token's rest, 16 characters or more and
 * no longer than `last` (a block's lines are as long as each other, the last one shorter), even
 * when it starts as a token of its own would (`qqo_HlEP…`, a JWT's signature cut there); not a
 * snake_case name (`build_cache_amd64`).
 */
export function blockRest(rest: string, last: readonly [number, number] | undefined): boolean {
  return last !== undefined && rest.length >= 16 && rest.length <= last[1] - last[0] &&
    random(rest) && !/^[.\/~]/.test(rest) && !/^[a-z0-9]+(?:_[a-z0-9]+)+$/.test(rest);
}

/**
 * The wrapped pieces of a value that ends its table cell (`| AccountKey | <head> |`, the line
 * `head`; `start` and `end` offsets into it): on each
 * following row whose cells before it are empty (`|            | <rest> |`), the token that fills
 * the same cell.
 */
function cellPieces(
  source: Source,
  line: number,
  head: string,
  start: number,
  end: number,
  next: number,
): Array<[number, number]> {
  const starts = source.starts;
  CELL_END.lastIndex = end;
  if (!CELL_END.test(head)) return [];
  const column = head.slice(0, start).split(CELL_RULE).length - 1;
  if (column < 1) return [];
  const pieces: Array<[number, number]> = [];
  for (let n = 0; n < MOST_LINES && line + 1 < starts.length; n++) {
    line++;
    if (next < (line + 1 < starts.length ? starts[line + 1]! : Infinity)) break;
    const row = source.stretch(line, line);
    const cells = row.split(CELL_RULE);
    if (cells.length <= column + 1 || cells.slice(0, column).some((c) => c.trim() !== "")) break;
    const cell = cells[column]!;
    const m = /^([ \t]*)([A-Za-z0-9+\/_.~-]+={0,2})[ \t]*\r?$/.exec(cell);
    if (m === null || !wrappedRest(m[2]!)) break;
    // (Each rule is one character, `|` or `│`.)
    const at = starts[line]! + cells.slice(0, column).join("|").length + 1 + m[1]!.length;
    pieces.push([at, at + m[2]!.length]);
  }
  return pieces;
}
