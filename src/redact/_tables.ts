/**
 * Secrets in a column of a table whose header row alone says the column is secret: a Markdown
 * table (`| Service | Key |`, then `|---|---|`, then rows), a Confluence or Jira one (`|| Env ||
 * Password ||`, then rows) and a delimited export (a CSV, TSV or
 * `;` file whose header names a `password` or `token` column). The header is read once per table;
 * in each row, the cell of a secret column goes when it looks like a secret for that name (a
 * `Key` or `Token` column holds generated values; a `Password` column anything secret-like), so
 * a column of keyboard keys, config keys, lexer tokens or references stays. How a header cell and a
 * cell read is `_table_columns.ts`.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { groupSpan } from "./_indices.ts";
import { LINE_NUMBER_START } from "./_lines.ts";
import { type Rule, rule } from "./_rule.ts";
import { cellSecret, columnKind } from "./_table_columns.ts";

/** True for a space, a tab or a carriage return. */
function blank(c: number): boolean {
  return c === 32 || c === 9 || c === 13;
}

/** The cells of a row, as [start, end) offsets of `line` (trimmed). */
function cellSpans(line: string, delimiter: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  for (let i = 0; i <= line.length; i++) {
    if (i < line.length && line[i] !== delimiter) continue;
    let a = start, b = i;
    while (a < b && blank(line.charCodeAt(a))) a++;
    while (b > a && blank(line.charCodeAt(b - 1))) b--;
    out.push([a, b]);
    start = i + 1;
  }
  return out;
}

// A log line's time stamp (`2026-11-17T18:58:13Z `) before a logged export's row.
const STAMP_START = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d{1,9})?Z?[ \t]+/;

/**
 * The cells of a row as [start, end) offsets of `line`, trimmed, quotes or backticks off: a
 * Markdown row between its first `|` and its last (a JSONL record's own text around it left
 * out), an export row whole (after a record's `…"text":"` on its first line).
 */
function rowSpans(line: string, delimiter: string): Array<[number, number]> {
  let from = 0;
  let to = line.length;
  if (delimiter === "|") {
    from = line.indexOf("|") + 1;
    to = line.lastIndexOf("|");
    if (from === 0 || to < from) return [];
  } else {
    // (After a JSONL record's `…"text":"`, a Read tool's line number, or a diff's `+`/`-`.)
    from = /^[^\n]*":[ \t]?"/.exec(line)?.[0].length ?? 0;
    from += LINE_NUMBER_START.exec(from === 0 ? line : line.slice(from))?.[0].length ?? 0;
    if (line[from] === "+" || line[from] === "-") from++;
    // (And a log's time stamp, which every line of a logged export carries.)
    if (line.charCodeAt(from) <= 57) from += STAMP_START.exec(line.slice(from))?.[0].length ?? 0;
  }
  return cellSpans(line.slice(from, to), delimiter).map(([a, b]) =>
    unquoted(line, from + a, from + b)
  );
}

/**
 * The cell after the last `|` of a Markdown row that does not close, to the line's end (before a
 * JSONL record's own `"}` and a `\r`), trimmed.
 */
function openCell(line: string): [number, number] {
  let a = line.lastIndexOf("|") + 1;
  let b = line.length;
  const tail = /"[}\],][^|]*$|\r$/.exec(line.slice(a));
  if (tail !== null) b = a + tail.index;
  while (a < b && blank(line.charCodeAt(a))) a++;
  while (b > a && blank(line.charCodeAt(b - 1))) b--;
  return [a, b];
}

/** `[a, b)` of `text` without the quotes or backticks around it, if it has them. */
function unquoted(text: string, a: number, b: number): [number, number] {
  return b - a >= 2 && /^["'\x60]$/.test(text[a]!) && text[b - 1] === text[a]
    ? [a + 1, b - 1]
    : [a, b];
}

// A Markdown separator row (`|---|:--|`, `---|---`, an org-mode table's `|---+---|`): a row of
// dashes, `:`, `+` and at least one `|`. (The tables psql and mysql print, `----+----` and
// `+----+----+`, with no `|` in the line under the header, are `_terminal_tables.ts`'s.)
const SEPARATOR = /^(?=[^\n]*\|)[ \t]*[|+]?[ \t]*:?-{3,}:?[ \t]*[|+][-:|+ \t]*\r?$/;
// How many rows, and how many characters of them, are read under a header; the longest row.
const MOST_ROWS = 400;
const MOST_CHARS = 8_000;
const MOST_ROW = 2_000;

/** The line of `input` that holds `at`: [start, end). */
export function lineOf(input: string, at: number): [number, number] {
  const end = input.indexOf("\n", at);
  return [input.lastIndexOf("\n", at - 1) + 1, end === -1 ? input.length : end];
}

// The secret cells the table rule accepted last found, as offsets from its match (they stand in
// the rows after it): `split` gives them.
let found: Array<[number, number]> = [];

// A JSONL record's string closing after a table's last row, and the record's next field or end.
const RECORD_TAIL = /"[}\]]+(?:,"\w{1,40}":[\s\S]*)?$/;

/**
 * Reads the table whose header line (`header`, starting at `headerAt`) names its columns, with
 * rows from `rowsAt` on: the secret cells, as offsets from `origin`, are left in `found`.
 */
function tableCells(
  input: string,
  header: string,
  rowsAt: number,
  delimiter: string,
  origin: number,
): boolean {
  found = [];
  const kinds = rowSpans(header, delimiter).map(([a, b]) => columnKind(header.slice(a, b)));
  // One column is a table too when its edges are drawn (`| password |` over `| --- |`): a query
  // that selects the secret alone. An export's header needs two.
  if (kinds.length < (delimiter === "|" ? 1 : 2) || !kinds.some((k) => k !== undefined)) {
    return false;
  }
  for (
    let at = rowsAt, n = 0;
    n < MOST_ROWS && at < input.length && at - rowsAt < MOST_CHARS;
    n++
  ) {
    const [, end] = lineOf(input, at);
    if (end - at > MOST_ROW) break;
    // (In a JSONL record the last row ends where the record's string does: `…"}]},"uuid":…`.)
    const line = input.slice(at, end).replace(RECORD_TAIL, "");
    const cells = rowSpans(line, delimiter);
    // A row whose last cell the page wrapped (`| billing | id | I9PT…` with no closing `|`, the
    // rest of the cell on the next row): its last cell runs to the line's end.
    if (delimiter === "|" && cells.length === kinds.length - 1) cells.push(openCell(line));
    if (cells.length !== kinds.length) break;
    cells.forEach(([a, b], c) => {
      const kind = kinds[c];
      if (kind !== undefined && cellSecret(kind, line.slice(a, b))) {
        found.push([at + a - origin, at + b - origin]);
      }
    });
    at = end + 1;
  }
  return found.length > 0;
}

/** Whether the `---` `match` found is in a Markdown separator row under a secret header. */
function markdownAccept(match: RegExpExecArray): boolean {
  const input = match.input;
  const [start, end] = lineOf(input, match.index);
  // (From the first `---` of the line only.)
  if (end - start > MOST_ROW || start === 0 || input.slice(start, match.index).includes("---")) {
    return false;
  }
  const separator = input.slice(start, end);
  if (!SEPARATOR.test(separator)) return false;
  const [headerAt] = lineOf(input, start - 1);
  if (start - 1 - headerAt > MOST_ROW) return false;
  return tableCells(input, input.slice(headerAt, start - 1), end + 1, "|", match.index);
}

// A `||` at a line's start, or a record's text's, or after an escaped break (from the `||`, which
// the regex engine skips ahead to: 0.2 ms on a megabyte of code, where four string searches
// took 0.5).
const WIKI_HEADER = /\|\|(?<=(?:^|\n|"|\\n)\|\|)/;

/** Whether the `||` `match` found starts a Confluence or Jira table's header over secret rows. */
function wikiAccept(match: RegExpExecArray): boolean {
  const input = match.input;
  const [start, end] = lineOf(input, match.index);
  if (end - start > MOST_ROW || end >= input.length) return false;
  const header = input.slice(start, end).replaceAll("||", "|");
  return tableCells(input, header, end + 1, "|", match.index);
}

const HEADER_LINE =
  /^(?:["']?[A-Za-z_][\w .-]{0,40}["']?[,;]){1,40}["']?[A-Za-z_][\w .-]{0,40}["']?\r?$/;

/** True when `line` reads as the header of an export: column names, one of them secret. */
function isHeader(line: string, cells: Array<[number, number]>): boolean {
  return cells.length >= 2 &&
    cells.every(([a, b]) => /^[A-Za-z_][\w .-]{0,40}$/.test(line.slice(a, b)));
}

/**
 * Whether the header word `match` found (behind it) stands on the header line of an export
 * (every cell a column name, one of them secret) whose rows hold secrets under it.
 */
function exportAccept(match: RegExpExecArray): boolean {
  found = [];
  const input = match.input;
  const [start, end] = lineOf(input, match.index);
  if (end - start > MOST_ROW || end >= input.length) return false;
  const header = input.slice(start, end);
  // (In a JSONL record the header follows the record's own `…"text":"`; in a diff, a `+`; in a
  // log, a time stamp.)
  const bare = header.replace(/^[^\n]*":[ \t]?"/, "").replace(LINE_NUMBER_START, "")
    .replace(/^[+-]/, "").replace(STAMP_START, "");
  // Column names and delimiters only (most lines holding a header word are code or prose).
  if (!HEADER_LINE.test(bare)) return false;
  const delimiter = bare.includes(",") || !bare.includes(";") ? "," : ";";
  if (!isHeader(header, rowSpans(header, delimiter))) return false;
  // (The cells' offsets count from the header word, where `split` adds them.)
  const origin = groupSpan(match, "t")?.[0] ?? match.index;
  return tableCells(input, header, end + 1, delimiter, origin);
}

const KEY = sample(40, ALNUM, 410);
const HEXKEY = sample(32, HEX, 411);
// The header words a delimited export's secret column is named by, with the delimiter beside.
const DELIMITED_WORDS = ["password", "passwd", "secret", "token", "api_key", "apikey", "api key"];
// (Also an export quoted and split by `;`, whose secret column may be its last: `";"`, as written
// or in a record.)
const DELIMITED_KEYWORDS = [
  ...DELIMITED_WORDS.flatMap((w) => [",", ";"].flatMap((d) => [w + d, d + w])),
  // (A header quoted cell by cell: Firefox's `"url","username","password",…`.)
  ...DELIMITED_WORDS.map((w) => w + '",'),
  '";"',
  '\\";\\"',
];

/** The rules of this file, in the order they run (with the layout rules). */
export const TABLE_RULES: readonly Rule[] = [
  rule({
    id: "table-column-secret",
    examples: {
      match: [
        "| Service | Key |\n|---|---|\n| Mailgun | «" + HEXKEY + "» |\n| Internal | `«" + KEY +
        "»` |",
        "| Service | Token |\n|---------+-------|\n| ci      | «" + KEY + "» |",
      ],
      clean: [
        "| Key | Default |\n|---|---|\n| max_tokens | 4096 |\n| Ctrl+Shift+F12 | format |",
        "| Name | Secret |\n|---|---|\n| db | vault:kv/db#password |",
      ],
    },
    description:
      "the cells of a Markdown table column whose header alone says secret (`| Service | Key |`, `Token`, `API key`, `Password`, `Client Secret`): a generated value under a key or token column, a secret-like one under a password column",
    // The separator row under the header marks a table; the rule reads the whole text (its regex
    // skips ahead to a `---`), and from a separator row reads the header above and the rows under.
    // (Only the first `---` of a line that begins as a separator row does, `|---|` or `:---+`:
    // the others, a PEM armour's dashes, a horizontal rule, a run's tail, each cost a read of
    // their line in `markdownAccept` to be turned away, and were most of its time on dense text.
    // The dash first, so the regex engine skips ahead to one; what stands before the run is
    // looked behind from its end.)
    keywords: ["|---", "| ---", "|:--", "| :--", "---|", "--- |", "---+", "+---"],
    wholeText: true,
    pattern:
      /(?<t>-(?<!--)-{2,})(?<=(?:^|\n)[ \t]*[|+]?[ \t]*:?-{3,})(?=:?[ \t]*[|+])(?=[-:|+ \t]{0,600}\r?(?:\n|$))/gd,
    secret: ["t"],
    accept: (_value, _group, match) => markdownAccept(match),
    split: () => found,
  }),
  rule({
    id: "table-column-secret",
    examples: {
      match: [
        "|| Env || User || Password ||\n| dev | tester | «" + KEY.slice(0, 10) + "7!» |",
        "|| Service || Token ||\n| ci | «" + KEY + "» |",
      ],
      clean: ["|| Env || User || Password ||\n| dev | tester | see the vault |"],
    },
    description:
      "the cells of a Confluence or Jira table (`|| Env || User || Password ||` over `| dev | … |` rows) under a header cell that says secret, as for a Markdown table",
    // (Not the keyword `||`, which code holds on every few lines: a header's `||` at a line's
    // start, as written or in a record, looked for in the text.)
    keywords: [],
    when: (text) => WIKI_HEADER.test(text),
    wholeText: true,
    // (From a `||` that starts its line, or a record's text, and whose line ends with one.)
    pattern: /(?<t>\|\|)(?<=(?:^|\n|":[ \t]?")[ \t]*\|\|)(?=[^\r\n]{1,600}\|\|[ \t]*\r?(?:\n|$))/gd,
    secret: ["t"],
    accept: (_value, _group, match) => wikiAccept(match),
    split: () => found,
  }),
  rule({
    id: "table-column-secret",
    examples: {
      match: [
        "name,username,password,url\nstaging,admin,«" + KEY.slice(0, 12) +
        "#x»,https://db.staging\nci,bot,«" + KEY + "»,https://ci.acme.io",
      ],
      clean: ["id,email,password_changed_at\n1,a@x.io,2026-01-02T10:00:00Z"],
    },
    description:
      "the values of a CSV or `;` export under a header column named for a secret (`name,username,password,url`)",
    keywords: DELIMITED_KEYWORDS,
    // From a header word at the end of its cell (the regex engine skips ahead to it), to the end
    // of the header line; the rows under it are read by `exportAccept`, and `split` gives the
    // secret cells. The rows stand under the header: the rule reads the whole text.
    wholeText: true,
    // (Only a word inside a cell of column names, after a delimiter, the line's start or a JSONL
    // record's `…":"`, looked behind from the word's end: the others, in code and prose, were each
    // a read of their line to be turned away. The match starts at the delimiter or line break
    // after the word and reads the word behind it: the regex engine skips ahead to those, where a
    // leading word, case-insensitive, was tried at every character. A match from a delimiter
    // runs over its line break, so the word that ends the same line is not read again.)
    // (Its match starts on the line of its header word.)
    anchors: ["passd", "password", "secret", "token", "apikey", "api_key", "api key"],
    startsNearKeyword: { above: 0 },
    pattern:
      /(?:[,;]|\r?\n)(?<=(?:^|\n|[,;]|":[ \t]?")["']?[\w .-]{0,41}(?<t>pass(?:wor)?d(?:_hash)?|secret|token|api[_ ]?key)["']?(?:[,;]|\r?\n))(?:(?<=[,;])[^\n]*\n?)?/gdi,
    secret: ["t"],
    accept: (_value, _group, match) => exportAccept(match),
    split: () => found,
  }),
];
