/**
 * A quoted message read as its own text (`quotedView`, `_views.ts`): a reply that quotes what
 * someone sent (`> ` before each line in chat, mail or Markdown; `>> `, `> > ` quoted again) is
 * read by every rule as the message itself. Each shape below is caught unquoted by rules that read
 * a line's start (a table, an ini file, a key file); quoted, it is caught too, as written, inside
 * a JSONL record and with CRLF line ends. Near misses: quoted text without a secret, and code
 * whose lines start with `>`.
 */
import assert from "node:assert/strict";
import { quotedView } from "../../src/redact/_views.ts";
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 141_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const pw = () => key(10) + "-" + key(6);

/** `text` with `mark` before each of its lines. */
const quote = (text: string, mark = "> ") => text.split("\n").map((l) => mark + l).join("\n");

Deno.test("quotedView() takes the quote marks off each line and maps the rest back", () => {
  const text = "> a: 1\n>> b\n> > c\n   > d\nplain > e";
  const view = quotedView(text)!;
  assert.equal(view.text, "a: 1\nb\nc\nd\nplain > e");
  for (let i = 0; i < view.text.length; i++) assert.equal(text[view.map[i]!], view.text[i]);
  assert.equal(view.map.at(-1), text.length);
  assert.equal(quotedView("a => b\nx -> y\n    > four spaces in: code"), undefined);
});

Deno.test("quotedView() reads a quote mark at a JSON string's start", () => {
  const view = quotedView('{"text":"> first\n> second"}')!;
  assert.equal(view.text, '{"text":"first\nsecond"}');
});

const SECRETS: Variant[] = [];
const add = (label: string, text: string, ...pieces: string[]) => {
  SECRETS.push({ label: `${label}, quoted`, text: quote(text), pieces });
  SECRETS.push({ label: `${label}, quoted twice`, text: quote(text, ">> "), pieces });
  SECRETS.push({ label: `${label}, quoted in a quote`, text: quote(text, "> > "), pieces });
};

{
  const p = pw();
  add(
    "a psql table with a password column",
    ` username | password\n----------+-----------------\n deploy   | ${p}\n(1 row)`,
    p,
  );
}
{
  const k = key(32);
  add(
    "a zuliprc's bot key",
    `[api]\nemail=ops-bot@chat.example.org\nkey=${k}\nsite=https://chat.example.org`,
    k,
  );
}
{
  const k = key(40, HEX);
  add(
    "a Markdown table of keys per environment",
    `| env | signing key |\n|---|---|\n| staging | ${k} |`,
    k,
  );
}

const CLEAN: Array<readonly [string, string]> = [
  [
    "a quoted psql table of users without passwords",
    quote(" username | role\n----------+-------\n deploy   | admin\n(1 row)"),
  ],
  ["a quoted message asking for a password", quote("what's the staging db password?\nthanks")],
  [
    "code whose lines start with a closing angle bracket",
    "type Pair = Map<\n  string,\n  number\n>;\nconst a = b\n  > c;",
  ],
  [
    "a quoted ini file whose key is a placeholder",
    quote("[api]\nemail=bot@chat.example.org\nkey=<your-api-key>\nsite=https://chat.example.org"),
  ],
];

shapeTests("quoted text", SECRETS, CLEAN);
