/**
 * A secret whose name stands in one field and its value in another (where round six's
 * `field-pair-secret`, which runs first, does not read it): a settings array
 * (`{ "name": "SmtpPassword", …, "value": "…" }`), a CloudFormation parameters file
 * (`ParameterKey` / `ParameterValue`), a Delinea Secret Server item (`"slug": "password", …,
 * "itemValue": "…"`), `aws ssm get-parameters` (`"Name": "/app/DB_PASS", …,
 * "Value": "…"`), a `{"type": "secret", "value": "…"}` answer, a property list
 * (`<key>…AdminKey</key><string>…</string>`), a KeePass entry (`<Key>Password</Key><Value>…`),
 * an element whose tag says pass (`<Pass encoding="base64">…</Pass>`), and an HTML table whose
 * header names a password column.
 */
import { ALNUM, sample } from "./_examples.ts";
import { nameKind, valueFor } from "./_documents.ts";
import { type Rule, rule } from "./_rule.ts";

const PW = sample(8, ALNUM, 3501) + "~" + sample(8, ALNUM, 3502);

/** Whether `value` is a secret under `name` (a path's last part, `/app/prod/DB_PASS`). */
function pairSecret(name: string, value: string): boolean {
  const last = name.replace(/^.*\//, "").trim();
  return valueFor(nameKind(last), value.trim());
}

/** The password cells of an HTML table whose header row names a password column. */
function passwordCells(table: string): Array<[number, number]> {
  const rows = [...table.matchAll(/<tr\b[^>]*>([\s\S]{0,4000}?)<\/tr>/gi)];
  const header = rows[0];
  if (header === undefined) return [];
  const names = [...header[1]!.matchAll(/<th\b[^>]*>([^<]{0,100})<\/th>/gi)].map((m) => m[1]!);
  const column = names.findIndex((n) => nameKind(n.trim().replace(/\s+/g, "_")) === "password");
  if (column < 0) return [];
  const out: Array<[number, number]> = [];
  for (const row of rows.slice(1)) {
    const cells = [...row[1]!.matchAll(/<td\b[^>]*>([^<]{0,1000})<\/td>/gi)];
    const cell = cells[column];
    if (
      cell === undefined || /\s/.test(cell[1]!.trim()) || !valueFor("password", cell[1]!.trim())
    ) continue;
    const start = row.index! + row[0].indexOf(row[1]!) + cell.index! + cell[0].indexOf(cell[1]!);
    out.push([start, start + cell[1]!.length]);
  }
  return out;
}

/** The rules of this file, in the order they run (with the late rules). */
export const NAME_PAIR_RULES: readonly Rule[] = [
  rule({
    id: "name-value-fields",
    examples: {
      match: [
        '{ "ParameterKey": "MasterUserPassword", "ParameterValue": "«' + PW + '»" }',
        '{\n  "type" : "secret",\n  "value" : "«' + sample(32, ALNUM, 3503) + '»"\n}',
        '{ "fieldName": "Password", "slug": "password", "itemValue": "«' + PW + '»" }',
      ],
      clean: [
        '{ "name": "ASPNETCORE_ENVIRONMENT", "value": "Production" }',
        '{ "name": "PasswordMinLength", "value": "12" }',
        '{ "type": "secret", "value": "${SECRET}" }',
      ],
    },
    description:
      'a name field that says secret and the value field beside it where round six\'s `field-pair-secret` does not read them: a CloudFormation parameters file (`ParameterKey`/`ParameterValue`), a `{"type": "secret", "value": "…"}` answer, a vault item\'s field (Delinea Secret Server\'s `fieldName`/`slug` and `itemValue`, a `label`)',
    keywords: ['value"', "value'"],
    reach: { before: 320, after: 1100 },
    pattern:
      /["']?\b(?:name|key|parameterkey|type|fieldname|slug|label)["']?[ \t]*:[ \t]*["'](?<name>[^"'\r\n]{1,100})["'][^{}\[\]"']{0,20}(?:(?:"[^"\r\n]{0,60}"|'[^'\r\n]{0,60}'|[^{}\[\]"'\r\n]){0,16}?)\s{0,4}["']?\b(?:value|parametervalue|itemvalue)["']?[ \t]*:[ \t]*["'](?<v>[^"'\r\n]{1,1000})["']/gdi,
    secret: ["v"],
    accept: (value, _group, match) => pairSecret(match.groups?.name ?? "", value),
  }),
  rule({
    id: "xml-key-value-elements",
    examples: {
      match: [
        '<String><Key>Password</Key><Value ProtectInMemory="True">«' + PW + "»</Value></String>",
        '<Pass encoding="base64">«' + sample(22, ALNUM, 3505) + "»</Pass>",
      ],
      clean: [
        "<key>CFBundleIdentifier</key>\n\t<string>org.example.shop</string>",
        "<String><Key>UserName</Key><Value>postgres</Value></String>",
        "<Pass>false</Pass>",
      ],
    },
    description:
      'a KeePass key naming a secret and the value after it (`<Key>Password</Key><Value ProtectInMemory="True">…</Value>`), and an element named `Pass` (FileZilla\'s `<Pass encoding="base64">`)',
    keywords: ["</key>", "<pass"],
    reach: { before: 120, after: 300 },
    pattern:
      /<key>(?<name>[^<>\r\n]{1,100})<\/key>\s{0,40}<(?<tag>string|value)\b[^<>]{0,80}>(?<v>[^<>\r\n]{1,1000})<\/\k<tag>>|<(?<ptag>pass)\b[^<>]{0,80}>(?<pv>[^<>\r\n]{4,1000})<\/\k<ptag>>/gdi,
    secret: ["v", "pv"],
    accept: (value, group, match) =>
      group === "pv" ? valueFor("password", value) : pairSecret(match.groups?.name ?? "", value),
  }),
  rule({
    id: "html-password-column",
    examples: {
      match: [
        "<table>\n  <tr><th>Service</th><th>User</th><th>Password</th></tr>\n  <tr><td>Router</td><td>admin</td><td>«" +
        PW + "»</td></tr>\n</table>",
      ],
      clean: [
        "<table>\n  <tr><th>Service</th><th>Password</th></tr>\n  <tr><td>Router</td><td>(in the vault)</td></tr>\n</table>",
      ],
    },
    description:
      "the cells of an HTML table under a header that names a password (`<th>Password</th>`)",
    keywords: ["<th"],
    anchors: ["<table", "<TABLE"],
    reach: { after: 20_000 },
    pattern: /<(?:table|TABLE)\b[^>]{0,200}>(?<body>[\s\S]{1,20000}?)<\/(?:table|TABLE)>/gd,
    secret: ["body"],
    accept: (value) => passwordCells(value).length > 0,
    split: (value) => passwordCells(value),
  }),
];
