/**
 * Shapes added after corpus twenty-six (data and machine-learning work), read as shapes that hold
 * in any text: a DataFrame printed by pandas (`print(df)`, `df.head()`), whose header names a
 * secret column (`api_key`, `password`, `token`) over rows that each start with the frame's index.
 * pandas aligns the cells to the right and writes its index column without a name, so the header
 * starts with blanks and every row holds one cell more than it; the cells are read in order, not
 * by where they stand (a row wider than the header, or one a tool re-spaced, keeps its order).
 * A login written as a pair, `user` / `password`, after a word that says it is one; and a Gradio
 * share link, which opens the app it serves to whoever holds it (a capability URL, as the suite
 * reads a one-time-secret link or a bare hook).
 */
import { credentialLike } from "./_credential.ts";
import { ALNUM, HEX, sample } from "./_examples.ts";
import { LINE_NUMBER_START } from "./_lines.ts";
import { type Rule, rule } from "./_rule.ts";
import { cellSecret, columnKind } from "./_table_columns.ts";

// How many rows, and characters of them, are read under a header; the longest line.
const MOST_ROWS = 200;
const MOST_CHARS = 6_000;
const MOST_LINE = 1_000;

// A column name pandas prints: an identifier, or pandas' `...` for the columns it leaves out.
const COLUMN = /^(?:[A-Za-z_][\w.]{0,40}|\.\.\.)$/;
// An index label: a number, a word or a date (a frame's index is often a row number).
const INDEX = /^[\w.:\/-]{1,40}$/;
// The header words that name a secret column (`api_key`, `db_password`).
const FRAME_WORDS = ["password", "passwd", "secret", "token", "api_key", "apikey", "credentials"];
// What stands before a line's text: a JSONL record's own `…"text":"`, then a Read tool's line
// number.
const RECORD_LEAD = /^[^\n]*":[ \t]?"/;
// The record's own text after a frame's last row (`"}]}…`, `","stderr":…`).
const RECORD_TAIL = /"[}\],][^"]*(?:"[\s\S]*)?$/;

// The secret cells the rule accepted last, as offsets from its match: `split` gives them.
let found: Array<[number, number]> = [];

/** The cells of a printed frame's line (from `from`): runs of text split at two blanks or more. */
function cells(line: string, from: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of line.slice(from).matchAll(/\S+(?: \S+)*/g)) {
    out.push([from + m.index!, from + m.index! + m[0].length]);
  }
  return out;
}

/** Where a line's own text starts: after a record's `…"text":"` and a Read tool's line number. */
function textStart(line: string): number {
  const lead = RECORD_LEAD.exec(line)?.[0].length ?? 0;
  return lead + (LINE_NUMBER_START.exec(line.slice(lead))?.[0].length ?? 0);
}

/** The line of `input` from `at`, or undefined past MOST_LINE characters. */
function lineFrom(input: string, at: number): [string, number] | undefined {
  const nl = input.indexOf("\n", at);
  const end = nl === -1 ? input.length : nl;
  if (end - at > MOST_LINE) return undefined;
  return [input.slice(at, end).replace(/\r$/, ""), end];
}

/**
 * Whether the header word `match` found heads a printed frame's column of secrets: its line is a
 * header (blanks for the index, then column names two blanks apart), and the rows under it hold
 * an index and one cell per column; the secret cells are left in `found`.
 */
function frameAccept(match: RegExpExecArray): boolean {
  found = [];
  const input = match.input;
  const start = input.lastIndexOf("\n", match.index - 1) + 1;
  if (match.index - start > MOST_LINE) return false;
  const line = lineFrom(input, start);
  if (line === undefined) return false;
  const [header, headerEnd] = line;
  const from = textStart(header);
  // (The index column has no name: the header starts with two blanks or more.)
  if (!/^[ \t]{2}/.test(header.slice(from))) return false;
  const heads = cells(header, from);
  if (heads.length < 2 || heads.some(([a, b]) => !COLUMN.test(header.slice(a, b)))) return false;
  const column = heads.findIndex(([a, b]) => a <= match.index - start && match.index - start < b);
  const kind = column === -1 ? undefined : columnKind(header.slice(...heads[column]!));
  if (kind === undefined) return false;
  for (let at = headerEnd + 1, n = 0; n < MOST_ROWS && at < input.length; n++) {
    if (at - headerEnd > MOST_CHARS) break;
    const next = lineFrom(input, at);
    if (next === undefined) break;
    const [raw, end] = next;
    const row = raw.replace(RECORD_TAIL, "");
    const own = cells(row, textStart(row));
    if (own.length !== heads.length + 1 || !INDEX.test(row.slice(...own[0]!))) break;
    const [a, b] = own[column + 1]!;
    if (cellSecret(kind, row.slice(a, b))) found.push([at + a - match.index, at + b - match.index]);
    at = end + 1;
  }
  return found.length > 0;
}

const KEY = sample(32, HEX, 2601);
// (A password with a dot, not a symbol `typed-password` reads: the pair's own rule finds it.)
const PW = sample(8, ALNUM, 2603) + "." + sample(6, ALNUM, 2604) + "4";
const PW2 = sample(8, ALNUM, 2613) + "." + sample(6, ALNUM, 2614) + "7";

// A word that says the pair is a login, then up to 60 characters of the sentence, then the user,
// ` / ` and the password, each quoted or in backticks alike (or bare), then the sentence's end.
const PAIR = new RegExp(
  String
    .raw`\b(?:user(?:name)?|login|account|creds|credentials)\b[^\r\n\/]{0,60}?(?<![\w.@-])(?<q>[\x60"']?)[A-Za-z_][\w.@-]{1,40}\k<q>[ \t]+\/[ \t]+\k<q>(?<p>[^\s\x60"'\/]{8,64})\k<q>(?=[ \t]*(?:[.,;:)!?—-]|\r?\n|$|"[,}\]]|\\n|[ \t](?:and|to|for|on|in)\b))`,
  "gdi",
);

/** The rules of this file (with the table rules). */
export const TWENTYSIX_RULES: readonly Rule[] = [
  rule({
    id: "frame-column-secret",
    examples: {
      match: [
        "   account_id  plan                           api_key\n0        4242  free  «" + KEY +
        "»\n1        4243   pro  «" + KEY.slice(16) + KEY.slice(0, 16) + "»",
        "          user   token\nrow_1   deploy  «" + KEY.slice(16) + KEY.slice(0, 16) + "»",
      ],
      clean: [
        "   account_id  plan  api_key\n0        4242  free     None\n1        4243   pro      NaN",
        "   name  token_count\n0  alpha          512\n1   beta         2048",
      ],
    },
    description:
      "the cells of a DataFrame pandas prints (`df.head()`, `print(df)`) under a column named for a secret (`api_key`, `password`, `token`): the header starts with the blanks of its unnamed index, each row with its index, the cells read in order",
    // (A header word stands after two blanks: the index's or the column's before it, which
    // pandas aligns to the right. Code and prose write that rarely.)
    keywords: FRAME_WORDS.map((w) => "  " + w),
    // The rows stand under the header: the rule reads the lines after it (a frame of 60 rows).
    reach: { after: MOST_CHARS },
    // (From a lower-case header word with another column or the line's end after it.)
    pattern:
      /(?<t>password(?:_hash)?|passwd|secret|token|api_?key|credentials)(?=[ \t]{2,}\S|[ \t]*\r?(?:\n|$))/gd,
    secret: ["t"],
    accept: (_value, _group, match) => frameAccept(match),
    split: () => found,
  }),
  rule({
    id: "login-pair-secret",
    examples: {
      match: [
        "the readonly user for the warehouse is `analyst` / `«" + PW + "»` — use that one",
        'creds for staging: "deploy" / "«' + PW2 + '»"',
      ],
      clean: [
        "the user is `analyst` / `reporting` depending on the team",
        "login with your usual account / the password from the vault",
        "the user ratio is 3 / 4.25",
        "the user pool is `prod` / `eu-west-1_" + sample(9, ALNUM, 2615) + "`",
      ],
    },
    description:
      "a login written as a pair after a word that says so (`the user is 'analyst' / '…'`, in backticks or quotes alike, `creds: \"deploy\" / \"…\"`): the second of the pair, when it could be a credential",
    keywords: ["user", "login", "account", "creds", "credentials"],
    anchors: [" / "],
    reach: { before: 120, after: 80 },
    pattern: PAIR,
    secret: ["p"],
    // (Not an AWS id that starts with its region, a Cognito user pool's `eu-west-1_AbC123xyz`.)
    accept: (value) =>
      credentialLike(value, true) && /\d/.test(value) && !/^[a-z]{2}(?:-[a-z]+)+-\d_/.test(value),
  }),
  rule({
    id: "gradio-share-link",
    examples: {
      match: ["* Running on public URL: https://«" + KEY.slice(0, 18) + "».gradio.live"],
      clean: ["demo.launch(share=True)  # prints a https://….gradio.live link"],
    },
    description:
      "the generated host of a Gradio share link (`https://<hex>.gradio.live`): it opens the app it serves to whoever holds it, for 72 hours",
    keywords: ["gradio.live"],
    pattern: /\bhttps?:\/\/(?<s>[0-9a-f]{12,40})\.gradio\.live\b/gd,
    secret: ["s"],
  }),
];
