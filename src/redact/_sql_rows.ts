/**
 * Secrets SQL carries by position: the value of an `INSERT INTO t (…, api_key) VALUES (…, '…')`
 * under a secret column, and a query log's bindings (`… and password = ? ["qa@acme.example","…"]`,
 * Laravel's and others'), where the `?` after a secret column and the binding at its place are
 * paired. The column's name decides, as a table header's does.
 */
import { ALNUM, sample } from "./_examples.ts";
import { columnKind } from "./_table_columns.ts";
import { nameKind, valueFor } from "./_documents.ts";
import { QUOTED_ARG, type Rule, rule } from "./_rule.ts";

const PW = sample(6, ALNUM, 2301) + "%" + sample(6, ALNUM, 2302);
const KEY = sample(36, ALNUM, 2303);

// White space between the literals of a concatenation, also JSON-escaped (`'…' ||\n  '…'`).
const GAP = /^(?:\s|\\[nrt])*/;

/**
 * The items of a comma list (quotes respected), each as the [start, end) of its contents,
 * unquoted: one span, or one per literal of a SQL concatenation (`'…' || '…'` is one value).
 */
function items(list: string): Array<Array<[number, number]>> {
  const out: Array<Array<[number, number]>> = [];
  let i = 0;
  while (i <= list.length) {
    while (i < list.length && /\s/.test(list[i]!)) i++;
    const q = list[i];
    if (q === "'" || q === '"') {
      const pieces: Array<[number, number]> = [];
      for (;;) {
        let j = i + 1;
        while (j < list.length && !(list[j] === q && list[j + 1] !== q && list[j - 1] !== "\\")) {
          j += list[j] === q ? 2 : 1;
        }
        if (j >= list.length) return out; // (an unclosed quote: not a list of values)
        pieces.push([i + 1, j]);
        i = j + 1;
        // `||` and another literal in the same quotes continue the value.
        const gap = GAP.exec(list.slice(i, i + 40))![0].length;
        if (list.slice(i + gap, i + gap + 2) !== "||") break;
        const after = i + gap + 2 + GAP.exec(list.slice(i + gap + 2, i + gap + 42))![0].length;
        if (list[after] !== q) break;
        i = after;
      }
      out.push(pieces);
    } else {
      let j = i;
      while (j < list.length && list[j] !== ",") j++;
      let e = j;
      while (e > i && /\s/.test(list[e - 1]!)) e--;
      out.push([[i, e]]);
      i = j;
    }
    while (i < list.length && list[i] !== ",") i++;
    i++;
  }
  return out;
}

/** The text of an item: its pieces joined. */
function joined(list: string, pieces: Array<[number, number]>): string {
  return pieces.map(([a, b]) => list.slice(a, b)).join("");
}

/** Whether `value` is a secret under the column `name`. */
function secretFor(name: string, value: string): boolean {
  const column = name.replace(/[`"\[\]]/g, "").replace(/^.*\./, "");
  const kind = columnKind(column) ?? nameKind(column);
  // (A bind placeholder, `$1`, `?`, `:name`, `@p0`, `%s`, is no value.)
  if (/^(?:\$\d{1,3}|\?|:\w{1,40}|@\w{1,40}|%s)$/.test(value)) return false;
  return kind !== undefined && value.length > 0 &&
    valueFor(kind === "strong" ? "strong" : "password", value);
}

// The secret cells last found, as offsets into the group (`split` gives them).
let found: Array<[number, number]> = [];

function insertAccept(_value: string, _group: string, match: RegExpExecArray): boolean {
  const cols = (match.groups?.cols ?? "").split(",").map((c) => c.trim());
  const vals = match.groups!.vals!;
  const spans = items(vals);
  found = spans.length === cols.length
    ? spans.filter((p, i) => secretFor(cols[i]!, joined(vals, p))).flat()
    : [];
  return found.length > 0;
}

// A row of a multi-row `VALUES` list, one a line: its lead, `(`, the values, `)`, then `,` or `;`.
const ROW = /^(?:[ \t]*\d{1,7}→)?[+-]?[ \t]*\((.{1,2000})\)[ \t]*[,;]?[ \t]*\r?$/;

/** The secret cells of the rows of an `INSERT … VALUES` whose rows stand one a line below it. */
function rowsAccept(_value: string, _group: string, match: RegExpExecArray): boolean {
  const cols = (match.groups?.cols ?? "").split(",").map((c) => c.trim());
  const rows = match.groups!.rows!;
  found = [];
  let at = 0;
  for (const line of rows.split("\n")) {
    const row = ROW.exec(line);
    if (row !== null) {
      const start = at + line.indexOf("(") + 1;
      const spans = items(row[1]!);
      if (spans.length === cols.length) {
        for (const [i, p] of spans.entries()) {
          if (secretFor(cols[i]!, joined(row[1]!, p))) {
            found.push(...p.map(([a, b]): [number, number] => [start + a, start + b]));
          }
        }
      }
    }
    at += line.length + 1;
  }
  return found.length > 0;
}

function bindingsAccept(_value: string, _group: string, match: RegExpExecArray): boolean {
  // The `?` placeholders in order, and the column each follows.
  const sql = match.groups!.sql!;
  const columns = [...sql.matchAll(/(?:([\w.`"]+)[ \t]*(?:=|like)[ \t]*)?\?/gi)].map((m) => m[1]);
  const list = match.groups!.binds!;
  const spans = items(list);
  found = spans.length === columns.length
    ? spans.filter((p, i) => columns[i] !== undefined && secretFor(columns[i]!, joined(list, p)))
      .flat()
    : [];
  return found.length > 0;
}

/** A settings row's value under the name that picks the row (`… WHERE name = 'smtp_password'`). */
function settingAccept(value: string, _group: string, match: RegExpExecArray): boolean {
  return secretFor(match.groups?.key ?? "", value);
}

/** The rules of this file, in the order they run (with the early rules). */
export const SQL_ROW_RULES: readonly Rule[] = [
  rule({
    id: "sql-row-secret",
    examples: {
      match: [
        "INSERT INTO integrations (id, provider, api_key) VALUES (7, 'hubspot', '«pat-na1-" + KEY +
        "»');",
        'insert into oauth_clients (id, client_secret) values (3, "«' + PW + '»")',
        'Executing (default): INSERT INTO "Keys" ("id","apiSecret") VALUES (DEFAULT,\'«' + KEY +
        "»') RETURNING *;",
      ],
      clean: [
        "INSERT INTO integrations (id, provider, api_key) VALUES (7, 'hubspot', ?);",
        "INSERT INTO users (email, password_changed_at) VALUES ('a@x.io', '2024-06-01');",
      ],
    },
    description:
      "the values of an SQL `INSERT INTO t (…) VALUES (…)` (then `;`, `RETURNING` or `ON CONFLICT`/`ON DUPLICATE KEY`, as an ORM's log echoes it) under a column named for a secret (`api_key`, `password`, `client_secret`)",
    keywords: ["insert into"],
    pattern:
      /INSERT[ \t]+INTO[ \t]+[\w."`\[\]]{1,80}[ \t]*\((?<cols>[^()\r\n]{1,1000})\)[ \t]*VALUES[ \t]*\((?<vals>[^\r\n]{1,2000}?)\)[ \t]*(?=[;,]|\r?\n|\r?$|"[,}\]]|(?:RETURNING|ON[ \t]+(?:CONFLICT|DUPLICATE))\b)/gdi,
    secret: ["vals"],
    accept: insertAccept,
    split: () => found,
  }),
  rule({
    id: "sql-row-secret",
    examples: {
      match: [
        "INSERT INTO partner_keys (partner_id, api_key, created_at) VALUES\n  (1, '«" + KEY +
        "»', now()),\n  (2, '«" + PW + "»', now());",
      ],
      clean: [
        "INSERT INTO partners (id, name) VALUES\n  (1, 'northwind'),\n  (2, 'contoso');",
        "INSERT INTO partner_keys (partner_id, api_key) VALUES\n  (1, ?),\n  (2, ?);",
      ],
    },
    description:
      "the values of an SQL `INSERT INTO t (…) VALUES` whose rows stand one a line below it (a seed file) under a column named for a secret",
    keywords: ["insert into"],
    wholeText: true,
    pattern:
      /INSERT[ \t]+INTO[ \t]+[\w."`\[\]]{1,80}[ \t]*\((?<cols>[^()\r\n]{1,1000})\)[ \t]*VALUES[ \t]*\r?\n(?<rows>(?:[^\r\n(]{0,40}\([^\r\n]{1,2000}\)[ \t]*,[ \t]*\r?\n){0,200}[^\r\n(]{0,40}\([^\r\n]{1,2000}\))/gdi,
    secret: ["rows"],
    accept: rowsAccept,
    split: () => found,
  }),
  rule({
    id: "sql-row-secret",
    examples: {
      match: [
        'local.DEBUG: update users set api_token = ? where id = ? ["«' + KEY + '»",7]',
      ],
      clean: ['select * from users where email = ? and active = ? ["qa@acme.example","1"]'],
    },
    description:
      'a query log\'s bindings (`… password = ? ["…","…"]`): the binding at the place of a `?` after a secret column',
    keywords: ["= ?", "=?"],
    pattern:
      /(?<sql>(?:select|update|insert|delete)\b[^\r\n\[]{1,2000}?\?)[^\r\n\[?]{0,200}?\[(?<binds>[^\r\n\[\]]{1,2000})\]/gdi,
    secret: ["binds"],
    accept: bindingsAccept,
    split: () => found,
  }),
  rule({
    id: "sql-row-secret",
    examples: {
      match: [
        "UPDATE app_settings SET value = '«" + PW + "»' WHERE name = 'smtp_password';",
        "UPDATE wp_options SET option_value = '«" + KEY +
        "»' WHERE option_name = 'stripe_secret_key';",
      ],
      clean: ["UPDATE app_settings SET value = '587' WHERE name = 'smtp_port';"],
    },
    description:
      "a key-value settings table's row picked by a name that says secret: `UPDATE t SET value = '…' WHERE name = 'smtp_password'` (the value quoted in any convention, `''` inside it read whole)",
    keywords: ["update"],
    pattern: new RegExp(
      String
        .raw`\bUPDATE[ \t]+[\w."\x60\[\]]{1,80}[ \t]+SET[ \t]+[\w."\x60]{0,40}val(?:ue)?[\x60"]?[ \t]*=[ \t]*${QUOTED_ARG}[ \t]+WHERE[ \t]+[\w."\x60]{0,40}(?:name|key)[\x60"]?[ \t]*=[ \t]*'(?<key>[\w.:\/-]{1,120})'`,
      "gdi",
    ),
    secret: ["sq", "dq"],
    accept: settingAccept,
  }),
];
