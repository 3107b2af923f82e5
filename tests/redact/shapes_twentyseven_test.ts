/**
 * The shapes mended after held-out corpus twenty-seven was seen (docs/redaction.md, "Corpus
 * twenty-seven after it was seen": business software and office automation): other vendors,
 * other words and other layouts than the corpus text, each with a near miss on the other side —
 * as written, inside a JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 47_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n, HEX);
const numbered = (text: string, from = 1) =>
  text.split("\n").map((l, i) => `${String(from + i).padStart(6)}\t${l}`).join("\n");

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// Wrapped values: a token broken over two lines, both halves go.
{
  const [a, b] = [hex(19), hex(13)];
  add(
    "a hex key and its data-centre suffix broken in a ticket's prose",
    `Jira comment from the agency:\nthe production key we were given is ${a}\n${b}-us7 and it stopped working on Friday`,
    a,
    `${b}-us7`,
  );
}
{
  const [a, b, c] = [key(14), key(15), key(12)];
  add(
    "a VBA constant concatenated over three lines with `& _`",
    `Const API_SECRET As String = "${a}" & _\n                             "${b}" & _\n                             "${c}"`,
    a,
    b,
    c,
  );
}
{
  const [a, b] = [key(18), key(17)];
  add(
    "a PHP token concatenated over two lines with `.`",
    `$apiToken = '${a}' .\n    '${b}';`,
    a,
    b,
  );
}
{
  const [a, b] = [key(28), key(14)];
  add(
    "a bearer token wrapped in a numbered file, behind the line numbers",
    numbered(
      `GET /v2/invoices HTTP/1.1\nAuthorization: Bearer ${a}\n${b}\nAccept: application/json`,
      40,
    ),
    a,
    b,
  );
}
{
  const [a, b] = [key(16), key(12)];
  add(
    "a password wrapped in a reply quoted twice (`>> `)",
    `On Monday, Ana wrote:\n>> the new password for the reporting login is ${a}\n>> ${b}\n>> (two lines, my mail client cut it)`,
    a,
    b,
  );
}
{
  const [a, b] = [key(12).toLowerCase(), key(20).toLowerCase()];
  add(
    "a webhook URL whose token a forwarded email wrapped",
    `> Forwarded: point the form at\n> https://hook.us2.make.com/${a}\n> ${b}\n> thanks`,
    a,
    b,
  );
}
{
  const [a, b] = [key(13), key(21)];
  add(
    "an OCR'd settings page that broke a token, the second half the longer",
    `Integration settings\nToken\n${a}\n${b}\nRegenerate  Copy`,
    a,
    b,
  );
}

CLEAN.push([
  "two commit ids of one length, one a line",
  `Reviewed commits:\n${hex(40)}\n${hex(40)}\nboth on main`,
]);
CLEAN.push([
  "a quoted tracking number then a shorter all-digit one",
  `> UPS tracking 1Z${key(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}\n> 9400${
    key(18, "0123456789")
  } for the USPS half`,
]);
CLEAN.push([
  "a VBA message concatenated over two lines with `& _`",
  `MsgBox "The export finished without errors " & _\n       "and the sheet was saved", vbInformation`,
]);
CLEAN.push([
  "a numbered log whose line ends in a path then a short commit id",
  numbered(`build saved to /var/tmp/export_2026_11\n9c1e7b3 fix typo in the footer`, 12),
]);

shapeTests("corpus twenty-seven", SECRETS, CLEAN);
