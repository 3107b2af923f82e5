/**
 * Joins: where a text continues a token over a line break (a shell's backslash, a terminal or a
 * mail client that wrapped a long line, a string literal concatenated with the next line's), as
 * ranges `joinedView` (`_views.ts`) drops so the rules read the token whole.
 */
import { LINE_NUMBER_START } from "./_lines.ts";
import { blockRest, carried, prefixStart, random, shortWrap, wrappedRest } from "./_wrapped.ts";

// A line that starts with the rest of a wrapped token: token characters up to its end, or up to
// the quote that closes the string the token is in.
const TOKEN_LINE = /^[A-Za-z0-9+\/_.-]+={0,2}(?=$|["'\x60])/;

/**
 * True when `line` reads as the rest of a token wrapped at the end of the line before it: not a
 * path, and not a token of its own (a prefix like `ghp_`, `sk-`, `AGE-SECRET-`).
 */
function continues(line: string): boolean {
  const next = TOKEN_LINE.exec(line)?.[0];
  if (next === undefined) return false;
  if (next.length > 4) return wrappedRest(next);
  if (/^[.\/~]|^(?:[a-z]{2,12}[-_]|[A-Z]{2,12}-)/.test(next)) return false;
  return /^[A-Z0-9+\/=]+$/.test(next) || /\d/.test(next);
}

/**
 * Where `text` continues a token over a line break, as ranges to drop: a backslash before the
 * line break (a shell or C line continuation), a line ending in a token and followed by a line
 * that is the rest of it (a terminal that wrapped a long key at 60 or more characters, an OCR'd
 * screen or a ticket that broke it sooner; behind the line number or the mail quote both lines
 * repeat), and a string literal ending in a token followed by one on the next line (`"sk-…"` then
 * `"…AA"`, joined by `+`, VBA's `& _`, `&` or `.`).
 */
export function joins(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  for (let nl = text.indexOf("\n"); nl !== -1; start = nl + 1, nl = text.indexOf("\n", start)) {
    const end = nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
    if (text.charCodeAt(end - 1) === 92) {
      out.push([end - 1, nl + 1 + glueIndent(text, start, end - 1, nl + 1)]);
      continue;
    }
    // A notebook's source line, a JSON string of its own ending in an escaped line break
    // (`"…8c7e\\n",`), and the next one going on with the token's rest (`"bdb5…\\n",`).
    if (text.charCodeAt(end - 1) === 44 && text.charCodeAt(end - 2) === 34) {
      const cut = sourceLineJoin(text, start, end - 2, nl);
      if (cut !== undefined) out.push(cut);
      continue;
    }
    // Most lines end in a space or punctuation: only a line that ends in 12 token characters
    // (or in a quote after them, or in a quote and a ` +` that concatenates) is looked at further.
    const lit = literalEnd(text, start, end);
    const quote = isQuote(text[lit - 1]) ? 1 : 0;
    const run = tokenRun(text, lit - quote, start, 300);
    // (A literal split in two may hold a short half: `"8pkMkvj138cz"` then `+ "4iWG…"`.)
    // (A value a quote opens may be cut short: a narrow terminal wraps `-p 'L7tOd3CkN6S`.)
    if (run < 8 || run < 12 && quote === 0 && !isQuote(text[end - run - 1])) continue;
    if (quote === 0) {
      // A tail ending in `=` is a whole base64 value, or `NAME=`: not cut by a wrap. (A short
      // line's token must be a word of its own: the cheap checks first, on the characters.)
      if (text.charCodeAt(end - 1) === 61) continue;
      const open = openedRest(text, end, run, nl);
      if (open !== -1) {
        out.push([end, nl + 1 + open]);
        continue;
      }
      if (run < 12) continue;
      const long = end - start >= 60;
      if (!long && !shortWord(text, end - run, end)) continue;
      const tail = text.slice(end - run, end);
      if (!random(tail)) continue;
      // (A line long only with its gutter, `     1→` or `> `, is read as the short line it is.)
      const short = !long || end - textStart(text, start, end) < 60;
      const next = lineAfter(text, nl);
      // (The head line is cut out only when one of the two lines may start with a prefix.)
      let skip = prefixStart(text.charCodeAt(start)) || prefixStart(next.charCodeAt(0))
        ? carried(text.slice(start, end), next)
        : 0;
      if (skip === -1) continue;
      // (A Read view's numbered line inside a record's string: its number stands mid-line, the
      // next line's at its start.)
      if (long && short && !prefixStart(text.charCodeAt(start))) {
        skip = LINE_NUMBER_START.exec(next)?.[0].length ?? skip;
      }
      const rest = skip === 0 ? next : next.slice(skip);
      if (
        long && (continues(rest) || blockGoesOn(out, start, run, end, rest)) ||
        short && (long ? shortWord(text, end - run, end) : true) && shortWrap(tail, rest)
      ) {
        out.push([end, nl + 1 + skip]);
      }
      continue;
    }
    // The next line holds one whole literal of token characters, then nothing but `+`, `,`,
    // `)`, `]` or `;`: the second half of the token (not the next key of a JSON object).
    // (Behind the line number or the mail quote both lines repeat, `     3→    "RvsW…"`.)
    const next = lineAfter(text, nl);
    // (Most lines are indented code: only one whose text starts with a digit or `>` is read so.)
    const skip = gutter(text, start) ? carried(text.slice(start, end), next) : 0;
    if (skip === -1) continue;
    const open = second(text[lit - 1]!).exec(skip === 0 ? next : next.slice(skip));
    if (open && random(open[2]!)) out.push([lit - 1, nl + 1 + skip + open[1]!.length]);
  }
  return out;
}

/**
 * Where the text of the line `start`–`end` starts: after a Read view's line number (`     1→`,
 * also inside a record's string), or after the gutter or quote marks the line starts with.
 */
function textStart(text: string, start: number, end: number): number {
  // (Read within the line: a search of the text before it would cost the text's length.)
  const line = text.slice(start, end);
  const arrow = line.lastIndexOf("→");
  if (arrow !== -1) return start + arrow + 1;
  if (!prefixStart(line.charCodeAt(0))) return start;
  return start + Math.max(0, carried(line, line));
}

/**
 * True when the line `start`–`end`, a token's rest joined to the line before (the last of `out`
 * drops that line break) and nothing else but its `run`, goes on in `rest`, the next line's token
 * to its end: a block of wrapped lines (`blockRest`), whose next line may start as a token of its
 * own would.
 */
function blockGoesOn(
  out: ReadonlyArray<readonly [number, number]>,
  start: number,
  run: number,
  end: number,
  rest: string,
): boolean {
  const last = out.at(-1);
  if (last === undefined || last[0] >= start || last[1] !== end - run) return false;
  const token = /^[A-Za-z0-9+\/_.-]+={0,2}[ \t]*\r?$/.exec(rest)?.[0].trim();
  return token !== undefined && blockRest(token, [0, run]);
}

// The rest of a quoted value the line before left open: indentation (group 1), token characters,
// the quote that closes it, then at most what closes a call, an object or a JSON string.
// (Or, in a command a terminal wrapped, the rest, its quote and the command's next words.)
const OPENED_DQ =
  /^([ \t]*)([A-Za-z0-9+\/_.=-]{4,300})"(?:[ \t]*[,;)}\]]*[ \t]*(?:"[}\]]*)?|[ \t]+[^"'\r\n]*)$/;
const OPENED_SQ =
  /^([ \t]*)([A-Za-z0-9+\/_.=-]{4,300})'(?:[ \t]*[,;)}\]]*[ \t]*(?:"[}\]]*)?|[ \t]+[^"'\r\n]*)$/;

/**
 * How much of the next line (after the line break at `nl`) goes before the rest of a quoted value
 * the line `start`–`end` leaves open after its `run` token characters (a YAML double-quoted
 * scalar or a dotenv value continued on the next line: `token: "8pkM…` then `  4iWG…"`), or -1.
 * The quote must open the value (after `=`, `:`, `(` or a blank), and the next line hold only
 * the rest and the closing quote.
 */
function openedRest(text: string, end: number, run: number, nl: number): number {
  const quote = text[end - run - 1];
  if (quote !== '"' && quote !== "'") return -1;
  const before = text[end - run - 2];
  if (before !== "=" && before !== ":" && before !== "(" && before !== " " && before !== "\t") {
    return -1;
  }
  // (A `NAME=value` the quote opens is a line of its own: a record's text, not a value wrapped.)
  const head = text.slice(end - run, end);
  if (/=[^=]/.test(head)) return -1;
  const rest = (quote === '"' ? OPENED_DQ : OPENED_SQ).exec(lineAfter(text, nl));
  if (rest === null || !wrappedRest(rest[2]!)) return -1;
  return random(head) ? rest[1]!.length : -1;
}

// The next source line of a notebook: its opening quote after the JSON's indentation (group 1),
// the line's own indentation (group 2), then the rest of the token, up to the escaped line break
// or the quote that ends the line (the cell's last).
const SOURCE_REST = /^([ \t]*")([ \t]*)([A-Za-z0-9+\/_.=-]{4,300})(?:\\n)?"[ \t]*,?[ \t]*$/;

/**
 * The range to drop when the notebook source line from `start` (its closing quote at `quote`)
 * ends in a token and an escaped line break (`\\n"`) and the next source line (after the line
 * break at `nl`) is the rest of it: a key a terminal wrapped, pasted in a cell; or a backslash
 * before the break (`\\\\n"`, a shell's or YAML's continuation). Else undefined.
 */
function sourceLineJoin(
  text: string,
  start: number,
  quote: number,
  nl: number,
): [number, number] | undefined {
  if (text.charCodeAt(quote - 1) !== 110 || text.charCodeAt(quote - 2) !== 92) return undefined;
  let cut = quote - 2;
  const slash = text.charCodeAt(cut - 1) === 92 && text.charCodeAt(cut - 2) === 92;
  if (slash) cut -= 2;
  const run = tokenRun(text, cut, start, 300);
  if (run < (slash ? 8 : 12)) return undefined;
  const rest = SOURCE_REST.exec(lineAfter(text, nl));
  if (rest === null) return undefined;
  const tail = text.slice(cut - run, cut);
  const piece = rest[3]!;
  if (!random(tail) || !random(piece) || !wrappedRest(piece)) return undefined;
  // The line's text from its opening quote: a terminal wraps at 60 or more columns; a shorter
  // line is read as `joins` reads a short one (a word of its own, the rest of the same alphabet).
  const open = text.indexOf('"', start);
  const long = cut - open - 1 >= 60;
  if (
    !slash && !long &&
    !((open === cut - run - 1 || shortWord(text, cut - run, cut)) && shortWrap(tail, piece))
  ) {
    return undefined;
  }
  return [cut, nl + 1 + rest[1]!.length + (slash ? rest[2]!.length : 0)];
}

/** True when the line at `start` starts, after up to 8 blanks, with a digit or a `>`. */
function gutter(text: string, start: number): boolean {
  let i = start;
  while (i < start + 8 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  const c = text.charCodeAt(i);
  return c === 62 || (c >= 48 && c <= 57);
}

/** The line after the line break at `nl`, without its `\r`. */
function lineAfter(text: string, nl: number): string {
  const nextEnd = text.indexOf("\n", nl + 1);
  const next = text.slice(nl + 1, nextEnd === -1 ? text.length : nextEnd);
  return next.endsWith("\r") ? next.slice(0, -1) : next;
}

/**
 * True when the token from `at` to `end`, ending a short line, is a word of its own (at the
 * line's start or after a blank, or a URL's `//host/path`): not a `name=value` (a rule reads that
 * and its wrapped rest whole) nor the end of a string or a value glued to a sigil (`"$9$…`).
 */
function shortWord(text: string, at: number, end: number): boolean {
  const before = text.charCodeAt(at - 1);
  const url = text.charCodeAt(at) === 47 && text.charCodeAt(at + 1) === 47;
  if (!(at === 0 || before === 10 || before === 32 || before === 9 || url)) return false;
  for (let i = at; i < end; i++) if (text.charCodeAt(i) === 61) return false;
  return true;
}

/**
 * How much indentation to drop after a backslash continuation at `slash` (the next line starts
 * at `next`): none, unless a token ends before the backslash and the next line is indented and
 * starts with the rest of it (a Makefile's `TOKEN := 8v8n…\` then a tab and `w21z…`).
 */
function glueIndent(text: string, start: number, slash: number, next: number): number {
  if (tokenRun(text, slash, start, 8) < 8) return 0;
  let i = next;
  while (i < text.length && (text[i] === " " || text[i] === "\t")) i++;
  // (A Read tool's numbered view repeats its gutter, `     9→`, on the line going on.)
  const gutter = /^\d{1,6}→[ \t]*/.exec(text.slice(i, i + 20));
  if (gutter !== null) i += gutter[0].length;
  if (i === next) return 0;
  const rest = /^[A-Za-z0-9+\/_.=-]{8,300}(?=[ \t]*(?:\r?\n|\r?$|\\|["'\x60]))/.exec(
    text.slice(i, i + 310),
  );
  return rest !== null && random(rest[0]) && wrappedRest(rest[0]) ? i - next : 0;
}

// The second half of a string literal split over two lines: `"…"`, `'…'` or a template literal's
// (or Go raw string's) `\x60…\x60`, behind a literal's prefix (C#'s `@` and `$`, Python's `f`,
// `r`, `b`) (group 1: what comes before the token, group 2: the token), then at most the end of
// the object or call the code is in and of the JSON string it is in (`"}]}` of a transcript
// record, read decoded).
// (What joins two literals: `+`, VBA's and Power Query's `&`, PHP's `.`; VBA ends the line that
// goes on with ` _`.)
const secondHalf = (q: string) =>
  new RegExp(
    String
      .raw`^([ \t]*[+&.]?[ \t]*(?:[@$]{1,2}|[fFrRbBuU]{1,2})?${q})([A-Za-z0-9+\/_.=-]+)${q}[ \t]*(?:[+,;)\]}]|&[ \t]*_?)*[ \t]*(?:"[}\]]*)?$`,
  );
const SECOND_DQ = secondHalf('"');
const SECOND_SQ = secondHalf("'");
const SECOND_BT = secondHalf("\x60");

/** True for a character that closes a string literal: `"`, `'` or a backtick. */
const isQuote = (c: string | undefined) => c === '"' || c === "'" || c === "\x60";

/** The pattern of a literal's second half opened by `quote`. */
const second = (quote: string) => quote === '"' ? SECOND_DQ : quote === "'" ? SECOND_SQ : SECOND_BT;

/**
 * Where a line (`start` to `end`) ends for `joins`: before a trailing `+`, `&`, `.` or VBA's
 * `& _` (and the blanks around it) when a quote comes before that (`"sk-…" +`, a literal
 * concatenated with the next line's), else its end.
 */
function literalEnd(text: string, start: number, end: number): number {
  let i = end;
  while (i > start && (text[i - 1] === " " || text[i - 1] === "\t")) i--;
  if (text[i - 1] === "_" && (text[i - 2] === " " || text[i - 2] === "\t")) {
    i--;
    while (i > start && (text[i - 1] === " " || text[i - 1] === "\t")) i--;
    if (text[i - 1] !== "&") return end;
  } else if (text[i - 1] !== "+" && text[i - 1] !== "&" && text[i - 1] !== ".") return end;
  i--;
  while (i > start && (text[i - 1] === " " || text[i - 1] === "\t")) i--;
  return isQuote(text[i - 1]) ? i : end;
}

/** How many token characters end at `end` (not before `start`), counting up to `most`. */
function tokenRun(text: string, end: number, start: number, most: number): number {
  let n = 0;
  for (let i = end - 1; i >= start && n < most; i--, n++) {
    const c = text.charCodeAt(i);
    const token = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ||
      c === 43 || c === 47 || c === 95 || c === 46 || c === 45 || c === 61;
    if (!token) break;
  }
  return n;
}
