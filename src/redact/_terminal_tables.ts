/**
 * Secrets in the tables database clients and CLIs print: psql (`----+----` under the header),
 * its expanded display (`-[ RECORD 1 ]-+----`, then `name | value` lines), mysql's boxes
 * (`+----+----+` around the header), box drawing (`├────┼────┤`), and tab-separated output
 * (a TSV header naming a secret column; `NAME<tab>value` lines). A cell goes when its column's
 * header names a secret (read as `_tables.ts` reads a Markdown header), or, in a two-column
 * name/value table, when the name beside it does (`deploy_token │ …`, `refresh_token | …`).
 */
import { nameKind, valueFor } from "./_documents.ts";
import { ALNUM, HEX, sample } from "./_examples.ts";
import { cellSecret, columnKind } from "./_table_columns.ts";
import { type Rule, rule } from "./_rule.ts";

const KEY = sample(40, ALNUM, 1701);
const PW = sample(6, ALNUM, 1703) + "+" + sample(6, ALNUM, 1704);

const MOST_ROWS = 400;
const MOST_ROW = 2_000;

// A JSONL record's own text before the first line of a table, and after its last.
const RECORD_LEAD = /^[^\n]*":[ \t]?"/;
const RECORD_TAIL = /"[}\],][^\n]*$/;

/**
 * The line of `input` that holds `at`: [start, end), without a `\r` before the break or a JSONL
 * record's own text around it (`{"text":"` before, `"}` after).
 */
function lineOf(input: string, at: number): [number, number] {
  const next = input.indexOf("\n", at);
  let end = next === -1 ? input.length : next;
  let start = input.lastIndexOf("\n", at - 1) + 1;
  if (input[end - 1] === "\r") end--;
  const line = input.slice(start, end);
  const tail = RECORD_TAIL.exec(line);
  if (tail !== null && start + tail.index >= at) end = start + tail.index;
  const lead = RECORD_LEAD.exec(line);
  if (lead !== null && start + lead[0].length <= at) start += lead[0].length;
  return [start, end];
}

/** The cells of `input[a, b)` split at `delimiter`, trimmed, as absolute [start, end). */
function cells(input: string, a: number, b: number, delimiter: string, edges: boolean) {
  const out: Array<[number, number]> = [];
  let start = a;
  for (let i = a; i <= b; i++) {
    if (i < b && input[i] !== delimiter) continue;
    let s = start, e = i;
    while (s < e && /\s/.test(input[s]!)) s++;
    while (e > s && /\s/.test(input[e - 1]!)) e--;
    out.push([s, e] as [number, number]);
    start = i + 1;
  }
  // A boxed row (`| a | b |`, `│ a │ b │`): the empty cells outside its edges are not cells.
  if (edges && out.length >= 2 && out[0]![0] === out[0]![1]) out.shift();
  if (edges && out.length >= 1 && out.at(-1)![0] === out.at(-1)![1]) out.pop();
  return out;
}

// The secret cells last found, as offsets from the match (`split` gives them).
let found: Array<[number, number]> = [];

/** Whether the cell `[a, b)` of a name/value row (name at `name`) holds a secret. */
function namedSecret(input: string, name: [number, number], cell: [number, number]): boolean {
  const value = input.slice(cell[0], cell[1]).replace(/^"(.*)"$/, "$1");
  const kind = nameKind(input.slice(name[0], name[1]));
  return kind !== undefined && !/\s/.test(value) && valueFor(kind, value);
}

/**
 * Reads the rows from `at` on (each split at `delimiter`, `edges` when boxed), under the header
 * cells `header` (absent: name/value rows), and leaves the secret cells in `found`.
 */
function readRows(
  input: string,
  at: number,
  delimiter: string,
  edges: boolean,
  header: string[] | undefined,
  origin: number,
): boolean {
  found = [];
  const kinds = header?.map((h) => columnKind(h));
  const pairs = header === undefined ||
    header.length === 2 && /^(?:name|key|field|setting)$/i.test(header[0]!);
  for (let n = 0; n < MOST_ROWS && at < input.length; n++) {
    const [a, b] = lineOf(input, at);
    if (b - a > MOST_ROW || !input.slice(a, b).includes(delimiter)) break;
    const row = cells(input, a, b, delimiter, edges);
    if (header !== undefined && row.length !== header.length) break;
    row.forEach(([s, e], c) => {
      const value = input.slice(s, e);
      const kind = kinds?.[c];
      if (kind !== undefined && cellSecret(kind, value.replace(/^"(.*)"$/, "$1"))) {
        found.push([s - origin, e - origin]);
      } else if (pairs && c === 1 && namedSecret(input, row[0]!, [s, e])) {
        found.push([s - origin, e - origin]);
      }
    });
    const next = input.indexOf("\n", b);
    if (next === -1) break;
    at = next + 1;
  }
  return found.length > 0;
}

/** The header line above the separator at `start` (a boxed one under its border when `box`). */
function headerAbove(input: string, start: number, delimiter: string, edges: boolean) {
  if (start === 0) return undefined;
  const [a, b] = lineOf(input, start - 1);
  if (b - a > MOST_ROW || !input.slice(a, b).includes(delimiter)) return undefined;
  return cells(input, a, b, delimiter, edges).map(([s, e]) => input.slice(s, e));
}

/** Whether the separator `match` found heads a table with secrets under it. */
function separatorAccept(match: RegExpExecArray): boolean {
  found = [];
  const input = match.input;
  const [start, end] = lineOf(input, match.index);
  // (The match is the last dashes of the first column and its `+`: a column wider than four
  // characters leaves dashes before it, `------+---`.)
  if (!/^[ \t]*\+?(?:-*|=*)$/.test(input.slice(start, match.index)) || end - start > MOST_ROW) {
    return false;
  }
  const line = input.slice(start, end).trim();
  const rows = input.indexOf("\n", end) + 1;
  if (rows === 0) return false;
  if (line.startsWith("-[")) return readRows(input, rows, "|", false, undefined, match.index);
  const boxed = line.startsWith("+") || line.startsWith("├") || line.startsWith("╞");
  const delimiter = line.includes("─") || line.includes("═") ? "│" : "|";
  if (line.startsWith("+")) {
    // mysql: a border above the header too; the rows start after the border under it.
    const header = headerAbove(input, start, delimiter, true);
    if (header === undefined) return false;
    return readRows(input, rows, delimiter, true, header, match.index);
  }
  const header = headerAbove(input, start, delimiter, boxed);
  if (header === undefined || header.length < 2) return false;
  return readRows(input, rows, delimiter, boxed, header, match.index);
}

/** Whether the TSV header `match` found names a secret column with secrets under it. */
function tsvAccept(match: RegExpExecArray): boolean {
  found = [];
  const input = match.input;
  const [start, end] = lineOf(input, match.index);
  if (input.lastIndexOf("\n", match.index - 1) + 1 > start) return false;
  const header = input.slice(start, end).split("\t").map((c) => c.trim());
  if (header.length < 2 || !header.every((c) => /^[A-Za-z_][\w .-]{0,40}$/.test(c))) return false;
  const rows = input.indexOf("\n", end) + 1;
  return rows > 0 && readRows(input, rows, "\t", false, header, match.index);
}

/** The rules of this file, in the order they run (with the table rules). */
export const TERMINAL_TABLE_RULES: readonly Rule[] = [
  rule({
    id: "printed-table-secret",
    examples: {
      match: [
        "-[ RECORD 1 ]-+------\nid            | 991\nrefresh_token | «" + KEY + "»",
        " id | name | api_token\n----+------+----------\n  1 | ci   | «" + KEY + "»\n(1 row)",
        "id | conn_id | password\n===+=========+=========\n7  | dw      | «" + PW + "»",
        "+----+-----------+\n| id | password  |\n+----+-----------+\n|  1 | «" + PW +
        "» |\n+----+-----------+",
      ],
      clean: [
        " id | name | token_count\n----+------+------------\n  1 | a    | 1200",
        "-[ RECORD 1 ]-+------\nid            | 991\npassword_set  | t",
      ],
    },
    description:
      "the secret cells of a table psql or mysql printed (`----+----` or `====+====` under the header, `+----+` boxes, psql's expanded `-[ RECORD 1 ]` display of `name | value` lines)",
    // (Also `===+===`: a table some CLIs print, Airflow's `connections get` among them.)
    keywords: ["-+-", "-[ record", "=+="],
    wholeText: true,
    pattern: /(?<t>-{1,4}(?:\[ RECORD \d{1,9} \]-{0,40})?\+-|={1,4}\+=)/gd,
    secret: ["t"],
    accept: (_value, _group, match) => separatorAccept(match),
    split: () => found,
  }),
  rule({
    id: "printed-table-secret",
    examples: {
      match: [
        "┌──────────────┬────────┐\n│ Name         │ Value  │\n├──────────────┼────────┤\n│ deploy_token │ «" +
        KEY + "» │\n│ region       │ fra1   │\n└──────────────┴────────┘",
      ],
      clean: [
        "┌──────┬───────┐\n│ Name │ Value │\n├──────┼───────┤\n│ token_ttl │ 3600 │\n└──────┴───────┘",
      ],
    },
    description:
      "the secret cells of a table drawn with box characters (`├────┼────┤` under the header): by the column's header, or by the name beside it in a name/value table",
    keywords: [],
    // (Four plain string searches: the class `/[├╞][─═]/` is a scan of the whole text.)
    when: (text) =>
      text.includes("├─") || text.includes("├═") || text.includes("╞─") || text.includes("╞═"),
    wholeText: true,
    pattern: /(?<t>[├╞][─═]{1,4})/gd,
    secret: ["t"],
    accept: (_value, _group, match) => separatorAccept(match),
    split: () => found,
  }),
  rule({
    id: "printed-table-secret",
    examples: {
      match: [
        "env\tservice\tsigning_key\trotated\nprod\tpayments\t«" + sample(64, HEX, 1705) +
        "»\t2024-06-01",
      ],
      clean: ["env\tservice\tsigning_key_id\nprod\tpayments\tk-2024-06"],
    },
    description:
      "the values of a tab-separated export under a header column named for a secret (`env<tab>signing_key<tab>rotated`)",
    keywords: ["password", "passwd", "secret", "token", "key"],
    when: /\t/,
    wholeText: true,
    pattern: /(?<t>pass(?:wor)?d|secret|token|key)(?=\t|\r?\n)/gdi,
    secret: ["t"],
    accept: (_value, _group, match) => tsvAccept(match),
    split: () => found,
  }),
  rule({
    id: "printed-table-secret",
    examples: {
      match: ['APP_ENV\t"local"\nDB_PASSWORD\t"«' + PW + '»"'],
      clean: ['DB_PASSWORD\t"********"', "api_key\t<hidden>"],
    },
    description:
      "a `NAME<tab>value` line whose name says secret (an error page's environment dump, a `key<tab>value` listing)",
    keywords: ["pass", "pwd", "secret", "token", "key", "credential"],
    lineHas: /\t/g,
    pattern:
      /(?:(?<![^\n])|(?<=":[ \t]?"))(?<name>[A-Za-z_][\w.-]{1,60})\t+(?:"(?<dq>[^"\r\n]{1,300})"|(?<bare>[^\s"]{1,300}))(?=[ \t]*\r?(?:\n|$)|"[,}\]])/gd,
    secret: ["dq", "bare"],
    accept: (value, _group, match) => {
      const kind = nameKind(match.groups?.name ?? "");
      return kind !== undefined && valueFor(kind, value.trim()) && !/\s/.test(value.trim());
    },
  }),
];
