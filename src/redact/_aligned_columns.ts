/**
 * A column of a table a CLI aligns with spaces (`kubectl get`, `docker`, `az … -o table`, a
 * runbook's pasted listing): a header of column names two spaces apart or more, one of which says
 * secret (`PASSWORD`, `TOKEN`, `API KEY`, `Secret`), then rows whose cell under that name starts
 * where the name does. The header names the column once; no name stands beside each value. A cell
 * goes when it is a secret for its column (`cellSecret`, as a Markdown table's), so a column of
 * `<none>`, `(hidden)`, dates or words stays.
 */
import { ALNUM, LOWER_DIGITS, sample } from "./_examples.ts";
import { type Rule, rule } from "./_rule.ts";
import { cellSecret, columnKind } from "./_table_columns.ts";

// How many rows, and characters of them, are read under a header; the longest line.
const MOST_ROWS = 200;
const MOST_CHARS = 20_000;
const MOST_LINE = 1_000;

// A header's cell: a column name of up to four words (`NAME`, `CREATED AT`, `API KEY`).
const HEADER_CELL = /^[A-Za-z][\w.()\/-]{0,30}(?: [A-Za-z0-9][\w.()\/-]{0,30}){0,3}$/;

// A header word that names a secret: in capitals or with a capital first (`PASSWORD`, `Token`).
const SECRET_HEAD = String
  .raw`(?:API[ _]|ACCESS[ _]|SECRET[ _])?(?:PASSWORD|PASSWD|SECRET|TOKEN|KEY|CREDENTIAL)S?|(?:API |Api |Access |Secret )?(?:Password|Passwd|Secret|Token|Key|Credential)s?`;
const SECRET_CELL = new RegExp(`^(?:${SECRET_HEAD})$`);

// The secret cells the rule accepted last, as offsets from its match: `split` gives them.
let found: Array<[number, number]> = [];

/** The cells of an aligned line: [start, end) of each run of text, split at two blanks or more. */
function cells(line: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of line.matchAll(/\S+(?: \S+)*/g)) out.push([m.index!, m.index! + m[0].length]);
  return out;
}

/**
 * The header line a match stands on and the rows under it, read once for all the header's
 * columns (a header of many secret words costs one reading), or undefined when it is no header.
 */
interface Header {
  input: string;
  start: number;
  lead: number;
  header: string;
  heads: Array<[number, number]>;
  rows: Array<[number, string]>;
}
let last: Header | undefined;
// The end of a line found longer than MOST_LINE: matches before it are on that line.
let longInput = "";
let longUntil = -1;

/** The end of the line at `at`, or -1 past MOST_LINE characters (looked for within them). */
function lineEnd(input: string, at: number): number {
  const end = input.slice(at, at + MOST_LINE + 1).indexOf("\n");
  if (end !== -1) return at + end;
  return at + MOST_LINE + 1 > input.length ? input.length : -1;
}

/**
 * Whether `row` keeps the layout of `heads`: two cells or more, and a blank before each column's
 * start or a cell starting near it (a number aligned right); prose and a prompt (`$ `) do not.
 */
function keepsLayout(row: string, heads: Array<[number, number]>): boolean {
  if (/^\s*[$#>] /.test(row)) return false;
  const own = cells(row);
  if (own.length < 2) return false;
  return heads.every(([a]) =>
    a === 0 || a > row.length || /[ \t]/.test(row[a - 1]!) ||
    own.some(([c]) => Math.abs(c - a) <= 2)
  );
}

/** Whether `row` is a header of its own naming a secret (a new listing starts there). */
function isSecretHeader(row: string): boolean {
  const all = cells(row);
  return all.length >= 2 && all.every(([a, b]) => HEADER_CELL.test(row.slice(a, b))) &&
    all.some(([a, b]) => SECRET_CELL.test(row.slice(a, b)));
}

/** The header the line at `match` is (see `Header`), read from the cache when it is its line. */
function headerAt(match: RegExpExecArray): Header | undefined {
  const input = match.input;
  if (input === longInput && match.index < longUntil) return undefined;
  const back = input.slice(Math.max(0, match.index - MOST_LINE - 1), match.index);
  const nl = back.lastIndexOf("\n");
  const start = match.index - back.length + nl + 1;
  if (last !== undefined && last.input === input && last.start === start) return last;
  const end = nl === -1 && match.index > MOST_LINE ? -1 : lineEnd(input, match.index);
  if (end === -1 || end - start > MOST_LINE) {
    // (Once per long line: the matches after this one on it are refused at once.)
    longInput = input;
    longUntil = end === -1 ? (input.indexOf("\n", match.index) + 1 || input.length) : end;
    return undefined;
  }
  // (In a JSONL record read unescaped, the record's own `{"text":"` before the header is not the
  // table's: the rows under it start without it.)
  const line = input.slice(start, end).replace(/\r$/, "");
  const lead = /^[^\n]*":[ \t]?"/.exec(line)?.[0].length ?? 0;
  const header = line.slice(lead);
  const heads = cells(header);
  if (heads.length < 2 || heads.some(([a, b]) => !HEADER_CELL.test(header.slice(a, b)))) {
    return undefined;
  }
  // The rows: up to a blank line, a line that leaves the header's layout (prose, a prompt) or
  // a header of a new listing.
  const rows: Array<[number, string]> = [];
  let rowAt = end + 1;
  for (let n = 0; n < MOST_ROWS && rowAt < input.length && rowAt - end < MOST_CHARS; n++) {
    const rowEnd = lineEnd(input, rowAt);
    if (rowEnd === -1) break;
    const row = input.slice(rowAt, rowEnd).replace(/\r$/, "");
    // (A rule of dashes under the header, `----  -----`, is read past.)
    if (n === 0 && /^[ \t]*-{2,}(?:[ \t]+-{2,})*[ \t]*$/.test(row)) {
      rowAt = rowEnd + 1;
      continue;
    }
    if (row.trim() === "" || !keepsLayout(row, heads) || isSecretHeader(row)) break;
    rows.push([rowAt, row]);
    rowAt = rowEnd + 1;
  }
  last = { input, start, lead, header, heads, rows };
  return last;
}

/** Whether the header word `match` found heads an aligned column of secrets (left in `found`). */
function alignedAccept(match: RegExpExecArray): boolean {
  found = [];
  const header = headerAt(match);
  if (header === undefined) return false;
  const { start, lead, heads, rows } = header;
  const at = match.index - start - lead;
  const own = heads.find(([a, b]) => a <= at && at < b);
  const kind = own === undefined ? undefined : columnKind(header.header.slice(own[0], own[1]));
  if (own === undefined || kind === undefined) return false;
  const column = own[0];
  for (const [rowAt, row] of rows) {
    if (row.length <= column) continue;
    // The cell starts where the column's name does, after a blank (or at the line's start).
    if (/\S/.test(row[column]!) && (column === 0 || /[ \t]/.test(row[column - 1]!))) {
      // (Up to a blank, or the record's own `"}` after the last row.)
      const value = /^\S+/.exec(row.slice(column))![0].replace(/"[}\],].*$/, "");
      if (cellSecret(kind, value)) {
        found.push([rowAt + column - match.index, rowAt + column + value.length - match.index]);
      }
    }
  }
  return found.length > 0;
}

const PW = sample(13, ALNUM, 7201);
const LOWER = sample(21, LOWER_DIGITS, 7203) + "q4z";

/** The rule of this file (with the rules of values no name announces). */
export const ALIGNED_COLUMN_RULES: readonly Rule[] = [
  rule({
    id: "aligned-column-secret",
    examples: {
      match: [
        "NAME    USER     PASSWORD         PORT\nredis   default  «" + PW + "»    6379",
        "Name        Token                       Expires\n----        -----                       -------\nci-runner   «" +
        LOWER + "»    2026-12-01",
      ],
      clean: [
        "NAME      TYPE     TOKEN    AGE\ndefault   Opaque   <none>   12d",
        "NAME    PASSWORD\nredis   (hidden)",
      ],
    },
    description:
      "the cells of a column a CLI aligns with spaces whose header names a secret (`NAME  USER  PASSWORD`, `Name  Token  Expires`): the value that starts under the name, when it is a secret for that column",
    keywords: ["password", "passwd", "secret", "token", "key", "credential"],
    // The rows stand under the header: the rule reads the whole text, from a header word in
    // capitals or with a capital first (`PASSWORD`, `Token`), followed by another column or the
    // line's end (the regex engine skips ahead to the capitals).
    wholeText: true,
    // (Its match starts at its keyword, the header word.)
    startsNearKeyword: { above: 0 },
    pattern: new RegExp(
      String.raw`(?<![\w-])(?<t>${SECRET_HEAD})(?=[ \t]{2,}\S|[ \t]*\r?\n)`,
      "gd",
    ),
    secret: ["t"],
    accept: (_value, _group, match) => alignedAccept(match),
    split: () => found,
  }),
];
