/**
 * Values no name announces, as general shapes (docs/redaction.md, "Values no name announces, as
 * general shapes (g-announce)"): a value alone on its line under a line that hands it over, in
 * several languages and layouts (blank lines, a code fence, a bullet, a chat head, the next record
 * of a transcript), and a table column whose header says secret holding values of one case and
 * digits; with the look-alikes each must leave (a value's format, a path, words joined, code, a
 * commit, a time stamp) — as written, inside a JSONL record and with CRLF line ends.
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

const LOWER_DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789";
const UPPER_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
let seed = 41_000;
const mixed = (n = 12) => fake(n, ALNUM, seed++);
// (One case and digits: at least two runs of digits, as `credentialLike` asks.)
const lower = (n = 16) => fake(n - 3, LOWER_DIGITS, seed++) + "q4z";
const upper = (n = 16) => fake(n - 3, UPPER_DIGITS, seed++) + "Q4Z";

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: (v: string) => string, value: string) =>
  SECRETS.push({ label, text: text(value), pieces: [value] });

// A line that ends with a colon and names the secret, in several languages.
add(
  "an English handover with a colon",
  (v) => `ok, here's the staging db password:\n${v}`,
  mixed(),
);
add(
  "German, in a code fence",
  (v) => `Das neue Kennwort für den FTP-Zugang:\n\`\`\`\n${v}\n\`\`\``,
  lower(),
);
add("Portuguese, after a blank line", (v) => `segue a senha do banco:\n\n${v}\n\nabs`, upper());
add("Russian", (v) => `вот новый пароль от админки:\n${v}`, mixed(14));
add("Japanese, pointing below", (v) => `本番のパスワードは以下です：\n${v}`, lower(18));
add("Korean", (v) => `비밀번호 아래:\n${v}`, upper(14));
add(
  "a runbook's indented value",
  (v) => `Break-glass token for the runner:\n\n    ${v}\n`,
  lower(24),
);
add("a Markdown bold label", (v) => `**Recovery key**\n\n\`${v}\``, upper(20));
add("a bullet under the label", (v) => `API key for the sandbox:\n- ${v}`, mixed(20));
// A line that points below (`below`, `as follows`, `in the next message`).
add(
  "in the next chat message",
  (v) => `dev: the vpn password comes in the next message\ndev: ${v}`,
  mixed(),
);
add(
  "the next transcript record",
  (v) =>
    `{"type":"user","message":{"role":"user","content":"here is the deploy token:"}}\n` +
    `{"type":"user","message":{"role":"user","content":"${v}"}}`,
  lower(20),
);
add(
  "a UUID under a key word",
  (v) => `Heroku API key:\n${v}`,
  [
    fake(8, HEX, seed++),
    fake(4, HEX, seed++),
    fake(4, HEX, seed++),
    fake(4, HEX, seed++),
    fake(12, HEX, seed++),
  ].join("-"),
);
// A table column whose header says password or token: one case and digits.
add(
  "a Markdown table's api_key column",
  (v) => `| user | api_key | created |\n|---|---|---|\n| ana | ${v} | 2026-01-02 |`,
  lower(24),
);
add("a CSV password column", (v) => `host,user,password\ndb1,app,${v}`, lower(14));

// A column a CLI aligns with spaces, under a header that names a secret.
add(
  "an aligned listing's PASSWORD column",
  (v) => `NAME       USER      PASSWORD          PORT\ncache-1    default   ${v}    6379`,
  mixed(13),
);
add(
  "a Title-case Token column under dashes",
  (v) =>
    `Name        Token                         Expires\n----        -----                         -------\n` +
    `ci-runner   ${v}      2026-12-01`,
  lower(24),
);
// A line under the value that names it, and a value that ends its word's line.
add(
  "a line pointing back",
  (v) => `${v}\n^ that's the new root password, rotate it after`,
  lower(12),
);
add("French, pointing back", (v) => `\`${v}\`\nc'est le mot de passe du wifi invité`, upper(14));
add("a value ending the word's line", (v) => `clave del wifi de la oficina nueva ${v}`, mixed(16));

// A variable whose name says nothing, passed where a secret goes by a command below it.
add(
  "a .bat variable passed to sqlcmd -P",
  (v) => `@echo off\nset DBP=${v}\nsqlcmd -S SQL01\\INST -U sa -P %DBP% -i migrate.sql`,
  mixed(14),
);
add(
  "a shell variable in a URL's password",
  (v) => `export X1=${v}\n\npsql "postgres://app:$X1@db.internal:5432/app"`,
  lower(18),
);
add(
  "a PowerShell variable given to --password",
  (v) => `$env:SVC_P = "${v}"\n& mytool login --user svc --password $env:SVC_P`,
  upper(16),
);

// A list of codes handed over for safekeeping, with no word naming them.
const codes = [0, 1, 2, 3].map(() =>
  "Q" + fake(3, UPPER_DIGITS, seed++) + "-Z7" + fake(2, UPPER_DIGITS, seed++) + "K"
);
SECRETS.push({
  label: "codes to keep, in Spanish",
  text: "guárdalos en un lugar seguro:\n" + codes.map((c) => "- " + c).join("\n"),
  pieces: codes,
});

// Look-alikes: what the line says is about the secret, or the value is not one.
CLEAN.push([
  "error codes to keep in mind",
  "keep these in mind:\nE1001-4412\nE1002-4413\nE1003-4414",
]);
CLEAN.push(["names to save", "save these to the config:\nfeature-a\nfeature-b\nfeature-c"]);
CLEAN.push(["a port given to -p", "export PORT=5432\npsql -h db -p $PORT app"]);
CLEAN.push(["a host before a colon", "export HOST=db1.internal\ncurl -u admin:$HOST"]);
CLEAN.push([
  "an aligned listing with no secret in its token column",
  "NAME      TYPE     TOKEN    AGE\ndefault   Opaque   <none>   12d\nbuilder   Opaque   <none>   3d",
]);
CLEAN.push([
  "an aligned listing of key names",
  "KEY                 VALUE\nmax_connections     100\nlog_level           debug",
]);
CLEAN.push(["a branch named from below", "release-2026-11\nthat's the branch with the token fix"]);
CLEAN.push(["an identifier ending a line", "the token rotates every night in TokenRotationJob2"]);
CLEAN.push(["a password policy", "Password requirements:\nat-least-12-characters\n"]);
CLEAN.push(["a token's file", "the token is stored here:\n/etc/app/token"]);
CLEAN.push(["words joined after a pointer", "new password below\nSummer-is-coming-soon"]);
CLEAN.push(["a token's format", `Token format:\n${fake(16, LOWER_DIGITS, seed++)}`]);
CLEAN.push(["a method returning a token", "def token(self):\n    return self._token"]);
CLEAN.push(["a reference, not a value", "API key:\nsee the vault, item ops/stripe"]);
CLEAN.push([
  "a CI log's time stamps",
  "2026-11-22T02:00:25.740Z Currently stored credentials:\n2026-11-22T02:00:26.190Z \n" +
  "2026-11-22T02:00:27.668Z     Target: Domain:target=fileserver.corp.local",
]);
CLEAN.push(["a version under a key word", "License key:\nv2.14.3"]);
CLEAN.push(["a host under a password word", "password for the box:\ndb-prod-1.internal"]);
CLEAN.push(["a word of one case", "Secret:\nubuntu2204"]);
CLEAN.push(["YAML under a secret key", "credentials:\n  secretKeyRef:\n    name: db"]);
CLEAN.push([
  "a Markdown table of lexer tokens",
  "| Token | Meaning |\n|---|---|\n| IDENT | a name |\n| LPAREN | ( |",
]);
CLEAN.push(["a chat answer after a question", "what's the wifi password?\nAttic-5G-guest"]);

export { CLEAN, SECRETS };
shapeTests("announce", SECRETS, CLEAN);
