/**
 * The round's new rules read over real text (docs/redaction.md, "Review of the sixteenth round
 * (r-mend16)"): each false-positive class met in real code or documentation, and each private
 * value a public-material check let go, with the case of the same place on the other side — as
 * written, inside a JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import assert from "node:assert/strict";
import { findSpans } from "../../src/redact/_match.ts";
import { OWN_RULES } from "../../src/redact/_rules.ts";
import { RuleSet } from "../../src/redact/_ruleset.ts";
import { asRecord } from "./_heldout.ts";
import { ALNUM, BASE64URL, fake, HEX, UPPER_DIGITS } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 61_600;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// publicMaterial: a DNS-01 value alone on its line is public under the client's own words, not
// under a line that names a secret (43 characters of base64url: also `secrets.token_urlsafe(32)`).
{
  const v = key(41, BASE64URL) + "k7";
  add(
    "a key named alone above its value, under a dig of an acme-challenge record",
    `$ dig +short TXT _acme-challenge.example.com\n"${key(43, BASE64URL)}"\n` +
      `Here is the EAB HMAC key:\n${v}`,
    v,
  );
}
CLEAN.push([
  "certbot's DNS-01 value under its words",
  "Please deploy a DNS TXT record under the name:\n\n_acme-challenge.example.org.\n\n" +
  `with the following value:\n\n${key(41, BASE64URL)}x2\n\nBefore continuing, verify the record.`,
]);
CLEAN.push([
  "a DNS-01 value right under the record's name",
  `_acme-challenge.shop.example.net.\n${key(41, BASE64URL)}Q9`,
]);

// publicMaterial: a TLS session's id in s_client's session block is public, not an app's session
// id in its own log line under the same label.
{
  const v = key(64, HEX).toUpperCase();
  add(
    "an app's session id in its log",
    `2026-11-28T10:02:11Z INFO login ok user=bob\nSession-ID: ${v}`,
    v,
  );
}
CLEAN.push([
  "s_client's session id above its Session-ID-ctx",
  "New, TLSv1.3, Cipher is TLS_AES_256_GCM_SHA384\n    Session-ID: " + key(64, HEX).toUpperCase() +
  "\n    Session-ID-ctx:\n    Verify return code: 0 (ok)",
]);

// db-statement-password: a statement's password, not its syntax in a sentence or a docstring.
{
  const v = key(10) + "-4";
  add(
    "an ACL password in a Markdown code span",
    `Run \`ACL SETUSER etl on >${v}\` on each node.`,
    v,
  );
}
{
  const v = key(8) + "4x";
  add(
    "Cypher's old password in a statement",
    `neo4j@system> ALTER CURRENT USER SET PASSWORD FROM '${v}' TO '${key(9)}.2';`,
    v,
  );
}
CLEAN.push([
  "the statements' syntax in a sentence",
  "a statement that sets one: Redis `ACL SETUSER name … >password`, `ACL SETUSER … >pw`,\n" +
  "Cypher's `SET PASSWORD FROM 'old'`, and so on.",
]);
CLEAN.push([
  "code that builds an ACL statement, then a shell's redirection lines below",
  'r.execute_command("ACL SETUSER " + name + " on nopass ~jobs:* +@all")\n' +
  "ACL SETUSER etl on nopass ~jobs:*\n$ echo done >log.txt",
]);
CLEAN.push([
  "an mkstore command without its password, then code",
  'const cmd = "mkstore -wrl /etc/wallet -createCredential ORCL scott";\n  ],\n};',
]);

// handover-list-value: a password handed over in a list, not a changelog's rename or a comment's
// state diagram (`* SONAME bump: libx265-102 -> libx265-110.`, `* STOP -> RUNNING_P2P`).
{
  const v = "postgres-" + key(6) + "!9";
  add("a password handed over that repeats its service's name", `Handover:\n* postgres -> ${v}`, v);
}
CLEAN.push([
  "a changelog's renames",
  "  * SONAME bump: libx265-102 -> libx265-110.\n" +
  "  * 003_gmon_manpage_fix.dpatch -> 002_gprof_profile_arcs.dpatch.\n" +
  "    - Bump SOVERSION (libunistring0 -> libunistring2)\n\t  - mkg3states -> tiff_mkg3states\n" +
  "\t* config.guess:  Fix i486-ncr-sysv43 -> i486-ncr-sysv4.3.",
]);
CLEAN.push([
  "a header comment's state diagram",
  " * RUNNING -> RUNNING_P2P\n * STOP -> RUNNING_P2P\n * RUNNING_P2P -> STOP",
]);

// secret-prefixed-token: a bare `sec_` key, not a C library's names (NSS's `sec_PKCS12…`).
{
  const v = "sec_" + key(24);
  add("a bare sec_ key in a sentence, before a parenthesis", `use ${v}) for the sandbox`, v);
}
CLEAN.push([
  "a C header's sec_ names",
  "typedef struct sec_PKCS12SafeBagStr sec_PKCS12SafeBag;\n" +
  "extern const SEC_ASN1Template sec_PKCS12SafeContentsTemplate[];\n" +
  "extern void sec_ASN1EncoderSetDER(SEC_ASN1EncoderContext *cx);\nstruct sec_PKCS12MacDataStr {",
]);

// prefixed-key-lines (read line by line now, for speed): a key's prefixed private lines, and
// headers with no MAC after them.
{
  const a = key(64);
  const b = key(20);
  add(
    "a PuTTY key's private lines in a tool result's indent",
    `  ⎿  Private-Lines: 2\n     ${a}\n     ${b}\n     Private-MAC: ${key(64, HEX)}`,
    a,
    b,
  );
}
CLEAN.push([
  "a key file's headers without its lines",
  "PuTTYgen writes Private-Lines: 1\nthen the lines, then Private-Lines: 2 for a longer key",
]);

// config-set-secret (widened this round): a setter's password in a Markdown code span, not the
// syntax's `…` in one.
{
  const v = key(11) + "-3";
  add(
    "a setter's password in a code span",
    `Run \`CONFIG SET requirepass ${v}\` on the replica.`,
    v,
  );
}
CLEAN.push([
  "setters' syntax in code spans",
  "Redis: `CONFIG SET requirepass …`, Drush's `config:set <group> <name> …`, then restart.",
]);

// pass-suffix-flag: a `_pass` flag's password, not a switch that asks for one or a debug level.
{
  const v = key(10) + "-7Q";
  add(
    "a root password flag in a code span",
    `Run \`linode-cli linodes create --root_pass ${v}\` first.`,
    v,
  );
}
CLEAN.push([
  "a switch named -pass that sets a debug level",
  "  /// isPassDebuggingExecutionsOrMore - Return true if -debug-pass=Executions",
]);

// created-credential-output: what a creation prints, not the command's own continuation lines.
{
  const a = key(20, UPPER_DIGITS);
  const b = key(40);
  add(
    "keys printed under a create command that goes on over two lines",
    `$ linode-cli object-storage keys-create \\\n    --label ci\n│ 4711 │ ${a} │ ${b} │`,
    a,
    b,
  );
}
CLEAN.push([
  "a create command's continuation line holding a resource's path",
  "$ gcloud kms keys create bilbo --location=us-central1 \\\n" +
  "    --crypto-key-backend=projects/p1/locations/us-central1/ekmConnections/eagles",
]);

// key-hex-under-xxd: a decoded key's bytes, not a file's bytes under a line that names a token.
{
  const v = key(64, HEX);
  add("a TSIG key's bytes under xxd", `$ echo -n "$TSIG_SECRET" | base64 -d | xxd -p\n${v}`, v);
}
// (Alone, since nearby-secret takes the same hex after `token` on the full rules.)
Deno.test("key-hex-under-xxd: a file's bytes in a record, under code that named a token lines above", () => {
  const code = 'const cases = [\n  "$ cat token.txt",\n  "$ xxd -p logo.png | head -1\\n' +
    fake(62, HEX, seed++) + '",\n];';
  const rule = OWN_RULES.find((r) => r.id === "key-hex-under-xxd")!;
  for (const text of [code, asRecord(code)]) {
    assert.deepEqual(findSpans(new RuleSet([rule]), text), []);
  }
});

shapeTests("review of round sixteen", SECRETS, CLEAN);
