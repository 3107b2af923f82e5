/**
 * Secrets in a column of a table whose header row alone says the column is secret: a Markdown
 * table (`| Service | Key |`, then `|---|---|`, then rows) and a delimited export (a CSV, TSV or
 * `;` file whose header names a `password` or `token` column). The header is read once per table;
 * in each row, the cell of a secret column goes when it looks like a secret for that name (a
 * `Key` or `Token` column holds generated values; a `Password` column anything secret-like), so
 * a column of keyboard keys, config keys, lexer tokens or references stays.
 */
import { nameKind } from "./_documents.ts";
import { ALNUM, HEX, sample } from "./_examples.ts";
import { isNotASecret, looksLikeBareSecret, REDACTED } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";

type Kind = "password" | "strong";

/** How a header cell reads: a password column, a key/token column, or not secret. */
function columnKind(cell: string): Kind | undefined {
  const name = cell.replace(/[\x60*"']/g, "").trim();
  if (!/^[A-Za-z][\w .-]{0,40}$/.test(name)) return undefined;
  if (
    /(?:public|publishable|pub|ssh|gpg|pgp|cache|sort|primary|foreign|partition|idempotency|row)[ _.-]?keys?$/i
      .test(name)
  ) {
    return undefined;
  }
  const words = name.replace(/[ .-]+/g, "_");
  if (/^(?:api_?)?(?:keys?|tokens?|secrets?)$/i.test(words)) return "strong";
  const kind = nameKind(words.replace(/s$/i, ""));
  if (kind === undefined) return undefined;
  return kind === "password" ? "password" : "strong";
}

// A password hash (bcrypt, crypt's SHA-256/512, Apache MD5, argon2, scrypt): not the password.
const PASSWORD_HASH = /^\$(?:2[abxy]?|5|6|y|apr1|argon2(?:id|i|d)|scrypt|pbkdf2[\w-]*)\$/;

// Keyboard chords (`Ctrl+Shift+F12`): a `Key` column of shortcuts, not of secrets.
const CHORD = /^(?:[A-Za-z]{1,6}\d{0,2}\+){1,4}[A-Za-z0-9]{1,6}$/;

/** True when `value` (a cell, trimmed) is a secret for a column of `kind`. */
function cellSecret(kind: Kind, value: string): boolean {
  if (PASSWORD_HASH.test(value)) return false;
  if (/\s/.test(value) || value.includes(REDACTED) || CHORD.test(value)) return false;
  if (kind === "password") return looksLikeBareSecret(value, 8) || looksGenerated(value, 12);
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return false;
  // A generated value; or a password-like one, with a symbol, both cases and a digit and no
  // `:` or `/` (`session:3f9a…`, `uploads/IMG_1234.JPG` and UUIDs are keys of another kind).
  return looksGenerated(value, 16) && !isNotASecret(value) ||
    looksLikeBareSecret(value, 12) && /[!#%^*@&~?]/.test(value) && /\d/.test(value) &&
      /[a-z]/.test(value) && /[A-Z]/.test(value) && !/[:\/]/.test(value);
}

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

/** The cell texts of a row (a Markdown row from its first `|` to its last). */
function rowCells(line: string, delimiter: string): string[] {
  let body = delimiter === "|" ? line : line.replace(/^[^\n]*":[ \t]?"/, "");
  if (delimiter === "|") {
    const first = line.indexOf("|");
    const last = line.lastIndexOf("|");
    if (first === -1 || last <= first) return [];
    body = line.slice(first + 1, last);
  }
  return cellSpans(body, delimiter).map(([a, b]) => body.slice(a, b));
}

const SEPARATOR = /^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*\|[-:| \t]*\r?$/;
// How far a row may stand from its header: lines, and characters (the rule's reach).
const MOST_ROWS = 400;
const MOST_CHARS = 8_000;

/** A table found around a row: its columns' kinds, and the span of text its rows cover. */
interface Table {
  input: string;
  delimiter: string;
  from: number;
  to: number;
  kinds: Array<Kind | undefined>;
}
// The last table found: the rows of one table are read one after the other.
let last: Table | undefined;
// The last line found in no table.
let missed: { input: string; start: number; delimiter: string } | undefined;
// The longest line read as a row of a table.
const MOST_ROW = 2_000;

/** The lines of `input` before the line starting at `start`, nearest first (bounded). */
function* linesBefore(input: string, start: number): Generator<[number, string]> {
  let end = start - 1;
  for (let n = 0; n < MOST_ROWS && end >= 0 && start - end < MOST_CHARS; n++) {
    const from = input.lastIndexOf("\n", end - 1) + 1;
    yield [from, input.slice(from, end)];
    end = from - 1;
  }
}

/** Where the rows after the header ending at `from` end: the first line of another shape. */
function rowsEnd(input: string, from: number, delimiter: string, columns: number): number {
  let at = from;
  for (let n = 0; n < MOST_ROWS && at < input.length && at - from < MOST_CHARS; n++) {
    const nl = input.indexOf("\n", at);
    const end = nl === -1 ? input.length : nl;
    if (rowCells(input.slice(at, end), delimiter).length !== columns) break;
    at = end + 1;
  }
  return at;
}

/**
 * The table the row starting at `start` belongs to (kept for its next rows, whether a column of
 * it is secret or not), or undefined.
 */
function tableOf(input: string, start: number, delimiter: string): Table | undefined {
  if (
    last?.input === input && last.delimiter === delimiter && start >= last.from && start < last.to
  ) {
    return last;
  }
  // The cells of one line are read one after the other: a line found in no table is kept too.
  if (missed?.input === input && missed.start === start && missed.delimiter === delimiter) {
    return undefined;
  }
  const table = findTable(input, start, delimiter);
  if (table === undefined) missed = { input, start, delimiter };
  return table;
}

function findTable(input: string, start: number, delimiter: string): Table | undefined {
  const nl = input.indexOf("\n", start);
  // A table row is a line of a few hundred characters, not a JSON record or minified code.
  if ((nl === -1 ? input.length : nl) - start > MOST_ROW) return undefined;
  const row = input.slice(start, Math.max(start, nl));
  const columns = rowCells(row === "" ? input.slice(start) : row, delimiter).length;
  if (columns < 2) return undefined;
  let header: [number, string] | undefined;
  let sawSeparator = false;
  for (const [from, line] of linesBefore(input, start)) {
    if (line.length > MOST_ROW) return undefined;
    if (delimiter === "|") {
      if (sawSeparator) {
        header = [from, line];
        break;
      }
      if (SEPARATOR.test(line)) sawSeparator = true;
      else if (rowCells(line, "|").length !== columns) return undefined;
      continue;
    }
    if (rowCells(line, delimiter).length !== columns) return undefined;
    if (isHeader(line, delimiter)) {
      header = [from, line];
      break;
    }
  }
  if (header === undefined) return undefined;
  const kinds = rowCells(header[1], delimiter).map(columnKind);
  if (kinds.length !== columns) return undefined;
  const first = input.indexOf("\n", header[0]) + 1;
  const rows = delimiter === "|" ? input.indexOf("\n", first) + 1 : first;
  last = { input, delimiter, from: rows, to: rowsEnd(input, rows, delimiter, columns), kinds };
  return last;
}

/** True when `line` reads as the header of an export: column names, one of them secret. */
function isHeader(line: string, delimiter: string): boolean {
  const cells = rowCells(line, delimiter);
  return cells.every((c) => /^["']?[A-Za-z_][\w .-]{0,40}["']?$/.test(c)) &&
    cells.some((c) => columnKind(c) !== undefined);
}

/** The delimiter of the export line a cell match stands on: `;` when it has no `,`. */
function delimiterOf(match: RegExpExecArray): string {
  const input = match.input;
  const start = input.lastIndexOf("\n", match.index - 1) + 1;
  const nl = input.indexOf("\n", match.index);
  const line = input.slice(start, nl === -1 ? input.length : nl);
  return line.includes(",") || !line.includes(";") ? "," : ";";
}

/** Whether the cell matched by a table rule is a secret of a secret column (`delimiter`). */
function cellAccept(value: string, match: RegExpExecArray, delimiter: string): boolean {
  const cell = value.replace(/^(["'\x60])(.*)\1$/, "$2");
  // The cell's own shape first: most cells are words, numbers or names, and need no header.
  if (!cellSecret("password", cell) && !cellSecret("strong", cell)) return false;
  const input = match.input;
  const start = input.lastIndexOf("\n", match.index - 1) + 1;
  let before = input.slice(start, match.index + 1);
  if (delimiter !== "|") before = before.replace(/^[^\n]*":[ \t]?"/, "");
  const column = before.split(delimiter).length - (delimiter === "|" ? 2 : 1);
  const table = tableOf(input, start, delimiter);
  const kind = table?.kinds[column];
  return kind !== undefined && cellSecret(kind, cell);
}

const KEY = sample(40, ALNUM, 410);
const HEXKEY = sample(32, HEX, 411);
// The header words a delimited export's secret column is named by, with the delimiter beside.
const DELIMITED_WORDS = ["password", "passwd", "secret", "token", "api_key", "apikey", "api key"];
const DELIMITED_KEYWORDS = DELIMITED_WORDS.flatMap((w) =>
  [",", ";"].flatMap((d) => [w + d, d + w])
);

/** The rules of this file, in the order they run (with the layout rules). */
export const TABLE_RULES: readonly Rule[] = [
  rule({
    id: "table-column-secret",
    examples: {
      match: [
        "| Service | Key |\n|---|---|\n| Mailgun | «" + HEXKEY + "» |\n| Internal | `«" + KEY +
        "»` |",
      ],
      clean: [
        "| Key | Default |\n|---|---|\n| max_tokens | 4096 |\n| Ctrl+Shift+F12 | format |",
        "| Name | Secret |\n|---|---|\n| db | vault:kv/db#password |",
      ],
    },
    description:
      "the cells of a Markdown table column whose header alone says secret (`| Service | Key |`, `Token`, `API key`, `Password`, `Client Secret`): a generated value under a key or token column, a secret-like one under a password column",
    // The separator row under the header marks a table.
    keywords: ["|---", "| ---", "|:--", "| :--"],
    anchors: ["|---", "| ---", "|:--", "| :--"],
    reach: { before: 700, after: 8_000 },
    // (The cell is read whole, then checked for its closing `|`: no backtracking into it.)
    pattern: /\|[ \t]*\x60?(?=(?<v>[^|\s\x60]{8,300}))\k<v>\x60?[ \t]*(?=\|)/gd,
    secret: ["v"],
    accept: (value, _group, match) => cellAccept(value, match, "|"),
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
      "the values of a CSV, TSV or `;` export under a header column named for a secret (`name,username,password,url`)",
    keywords: DELIMITED_KEYWORDS,
    anchors: DELIMITED_KEYWORDS,
    reach: { after: 2_000 },
    // (From the delimiter before a cell: a secret column is not the first, which names the row.)
    pattern: /[,;]["']?(?=(?<v>[^,;\s"']{8,300}))\k<v>["']?(?=["']?(?:[,;\r\n}\]]|$))/gd,
    secret: ["v"],
    accept: (value, _group, match) => cellAccept(value, match, delimiterOf(match)),
  }),
];
