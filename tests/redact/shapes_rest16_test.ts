/**
 * The older corpora's rest (docs/redaction.md, "The older corpora's rest (t-red46)"): shapes that
 * hold in any text, each with near misses — as written, inside a JSONL record and with CRLF line
 * ends (_shape_tests.ts). First, values wrapped over two lines of a quoted message (`> `): its
 * wrapped tokens read joined inside a record's string, the rest of a redacted value behind a quote
 * mark and an indent, a gutter or a chat line's time, a quoted message read whole in a later pass,
 * a quoted REPL session, a record whose one quoted line holds no escape.
 */
import { ALNUM, BASE64, BASE64URL, fake, fakeJwt } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import { asRecord } from "./_heldout.ts";
import { redact } from "../../src/redact/mod.ts";
import assert from "node:assert/strict";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 146_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const lowerDigits = (n: number) => key(n, "abcdefghijklmnopqrstuvwxyz0123456789") + "7";

/** `text` with `mark` before each of its lines. */
const quote = (text: string, mark = "> ") => text.split("\n").map((l) => mark + l).join("\n");

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// A token wrapped by the terminal in a quoted log (the head's line 60 characters or more).
{
  const jwt = fakeJwt(seed++);
  const cut = jwt.indexOf(".") + 25;
  const [a, b] = [jwt.slice(0, cut), jwt.slice(cut)];
  add(
    "a JWT wrapped at the terminal's width, quoted in a reply",
    quote(`2026-02-11 09:14:02 WARN gateway: refresh rejected (expired): ${a}\n${b}`),
    a.slice(a.indexOf(".") + 1),
    b,
  );
}
// The rest of a redacted value behind a quote mark and what the quoted line repeats.
{
  const a = key(28), b = key(18);
  add(
    "a list item's key and its rest under the bullet, quoted",
    quote(`* the prod signing key: \`${a}\`\n  \`${b}\` (one string, the chat cut it)`),
    a,
    b,
  );
}
{
  const a = key(30), b = key(22);
  add(
    "a value wrapped in an editor's numbered gutter, quoted",
    quote(`  12 │ DEPLOY_TOKEN=${a}\n     │ ${b}\n  13 │ DEPLOY_ENV=production`),
    a,
    b,
  );
}
{
  const a = lowerDigits(22), b = lowerDigits(12);
  add(
    "a password over two chat lines with their times, quoted twice",
    quote(`[14:02] lee: the vpn password is ${a}\n[14:02] lee: ${b} (rest of it)`, ">> "),
    a,
    b,
  );
}
{
  const a = key(32), b = key(8) + "77";
  add(
    "an indented rest of a client secret, quoted",
    quote(`oauth: exchange failed for client_secret=${a}\n      ${b} (invalid_client)`),
    a,
    b,
  );
}
// A quoted message read whole once a rule changed one of its lines.
{
  const lines = [key(72, BASE64), key(72, BASE64), key(40, BASE64) + "=="];
  add(
    "a base64 value continued with backslashes, quoted",
    quote(`# base64 release.p12 | fold -w 72\nSIGNING_P12_B64="${lines.join("\\\n")}"`),
    ...lines,
  );
}
// A quoted REPL session: its `>>>` prompts are no quote marks.
{
  const k = lowerDigits(40);
  add(
    "a REPL printing a setting named for a token, quoted",
    quote(`>>> from app import config\n>>> config.API_TOKEN\n'${k}'\n>>> `),
    k,
  );
}
// A record whose string is one quoted line, with no escape.
{
  const p = key(14) + "7";
  add("one quoted line of a Redis replica's password", `> masterauth ${p}`, p);
}
// A token's block of wrapped lines whose next line starts as a token of its own would.
{
  const jwt = fakeJwt(seed++);
  const b = key(64, BASE64URL), c = "pq_" + key(50, BASE64URL);
  add(
    "a JWT wrapped as a block whose last line starts with letters and `_`",
    "Here:\n\n```\n" + `export ACME_REFRESH_TOKEN=${jwt}\n${b}\n${c}\n` + "```\n",
    jwt.slice(jwt.indexOf(".") + 1),
    b,
    c,
  );
}
// A key wrapped in a chat line shown by a Read view, the line short without its number.
{
  const a = key(16), b = key(16);
  add(
    "a vendor's _sk_ key cut over two numbered lines",
    `     4→the key from the portal: acme_sk_${a}\n     5→${b} (two lines, sorry)`,
    a,
    b,
  );
}
// The rules of _shapes_rest16.ts.
{
  const p = key(10) + "7";
  add(
    "a sheet's password given to Protect with its options",
    `workbook.Protect(ProtectionType.All, "${p}");`,
    p,
  );
}
{
  const p = key(12);
  add(
    "a document's protection in a macro",
    `doc.ProtectDocument(WdProtection.ReadOnly, False, "${p}")`,
    p,
  );
}
{
  const k = key(24);
  add(
    "an agent's install key ending the URL piped to sudo bash",
    `curl -sSL https://agent.example.net/install/${k} | sudo -E bash`,
    k,
  );
}
{
  const k = key(15, "0123456789abcdef") + "a";
  add("a secret mask written as a hex literal", `KEY: applying secret mask 0x${k} to the seed`, k);
}
{
  const a = key(40), b = key(40);
  add(
    "the values under an apiKeys object",
    `{\n  "apiKeys": {\n    "primary": { "value": "${a}" },\n    "secondary": { "value": "${b}" }\n  }\n}`,
    a,
    b,
  );
}
{
  const k = key(32);
  add("a vendor's _sk_ key in a sentence", `use acme_sk_${k} for the staging robot`, k);
}
{
  const v = "RtpQXWzAbcNmLkJhGfVd";
  add("a webhook secret of letters alone", `hooks:\n  webhook_secret: ${v}\n  url: /hook`, v);
}
{
  const a = key(32, "0123456789abcdef") + "a";
  add(
    "a key between two redacted ones in a list",
    '// done with these, delete after the audit\nconst batch = [\n    "[REDACTED]",\n    "' +
      a + '",\n    "[REDACTED]",\n]',
    a,
  );
}
{
  const a = key(40), b = key(32, "0123456789abcdef") + "b";
  add(
    "a generated secret and token given to a client beside its id from the environment",
    `client = Dropboxish(os.environ["DBX_APP_ID"], "${a}",\n    "${b}")`,
    a,
    b,
  );
}
{
  const a = key(40), b = key(40);
  add(
    "a tokens CSV printed by Get-Content",
    `PS> Get-Content .\\exports\\service-tokens.csv\nname,owner,token\nsync,ops,${a}\nbilling,fin,${b}\nPS> `,
    a,
    b,
  );
}
CLEAN.push([
  "a list of words beside a redacted item",
  'old_tokens = [\n    "[REDACTED]",\n    "replace-me-with-the-new-one",\n]',
]);
CLEAN.push([
  "a URL given beside a client id from the environment",
  'client = Dropboxish(os.environ["DBX_APP_ID"], "https://api.example.org/v2/oauth")',
]);
CLEAN.push([
  "a CSV of dates named for keys",
  "$ cat keys.csv\nid,label,created\n117,checkout,2026-10-25\n$ ",
]);
// A quoted message's look-alikes read as the same text unquoted is.
CLEAN.push([
  "a quoted SealedSecret's ciphertext",
  quote(`kind: SealedSecret\nspec:\n  encryptedData:\n    api_token: AgB${key(120, BASE64)}==`),
]);
CLEAN.push([
  "a quoted gpg listing of secret keys",
  quote(
    "$ gpg --list-secret-keys --keyid-format long\nsec   ed25519/" + key(16, "0123456789ABCDEF") +
      " 2026-01-14 [SC]\n      " + key(40, "0123456789ABCDEF") +
      "\nuid   [ultimate] Ops <ops@example.net>",
  ),
]);
{
  const k = key(36);
  add("a key under a line that says so, quoted twice", quote(`the deploy key:\n${k}`, ">> "), k);
}
CLEAN.push(["a sheet protected with a name", 'workbook.Protect(ProtectionType.All, "Summary");']);
CLEAN.push([
  "an install script piped to bash",
  "curl -sSL https://agent.example.net/install/agent-linux.sh | sudo -E bash",
]);
CLEAN.push(["an address near the word secret", "the secret table lives at 0x7ffe00001000"]);
CLEAN.push([
  "sort keys' values",
  '{"sortKeys": {"primary": {"value": "created_at_descending"}}}',
]);
CLEAN.push(["a secret named by a CamelCase word", "client_secret: LoadFromVaultAtStartup"]);
CLEAN.push([
  "a quoted line wrapped onto a word",
  quote(
    "2026-02-11 09:14:02 WARN gateway: refresh rejected (expired): [REDACTED]\n  see the runbook",
  ),
]);
CLEAN.push([
  "a quoted list item wrapped onto prose",
  quote("* the prod signing key: `${SIGNING_KEY}`\n  `rotated` monthly by the release job"),
]);
CLEAN.push([
  "a quoted REPL printing a number",
  quote(">>> from app import config\n>>> config.TOKEN_TTL\n3600\n>>> "),
]);
CLEAN.push(["a quoted triple-nested mail line", quote(">>> thanks, see you on Monday\n>>> Kim")]);
CLEAN.push(["one quoted line of a Redis setting", "> masterauth ${REDIS_PASSWORD}"]);
CLEAN.push([
  "a quoted gutter with a word under a value",
  quote("  12 │ DEPLOY_ENV=production\n     │ Deployment\n  13 │ DEPLOY_REGION=eu"),
]);
shapeTests("the older corpora's rest", SECRETS, CLEAN);

Deno.test("a token's block of wrapped lines stops at a snake_case name", () => {
  const text = `$ export ACME_REFRESH_TOKEN=${fakeJwt(seed++)}\n${
    key(64)
  }\nbuild_cache_linux_amd64_v2`;
  for (const t of [text, asRecord(text)]) {
    assert.ok(redact(t).text.includes("build_cache_linux_amd64_v2"));
  }
});
