/**
 * The shapes mended after held-out corpus thirty-nine was seen (docs/redaction.md, "Corpus
 * thirty-nine after it was seen": databases and their administration): other tools, other
 * statements and other wording than the corpus text, each with a near miss on the other side — as
 * written, inside a JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 59_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
// A password as people and generators write them: letters of both cases, a digit, a symbol.
const pw = () => key(7) + "-" + key(6) + "4";
const hex = (n: number) => key(n, HEX) + "a1";
const upperHex = (n: number) => key(n, "0123456789ABCDEF") + "B2";

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

{
  const a = pw(), b = pw();
  add(
    "redis.conf's masterauth changed in a diff",
    `@@ -480,2 +480,2 @@\n-masterauth ${a}\n+masterauth ${b}\n replica-read-only yes`,
    a,
    b,
  );
}
{
  const a = pw();
  add(
    "CONFIG SET through docker exec",
    `docker exec cache redis-cli CONFIG SET requirepass ${a}`,
    a,
  );
}
{
  const a = pw();
  add(
    "CONFIG SET masterauth at a replica's prompt",
    `redis:6379> CONFIG SET masterauth ${a}\nOK`,
    a,
  );
}
{
  const a = pw();
  add("a Sentinel's auth-pass in a numbered view", `    88→sentinel auth-pass cache-main ${a}`, a);
}
{
  const a = pw();
  add(
    "ACL SETUSER sent from redis-py",
    `r.execute_command("ACL SETUSER etl reset on >${a} ~etl:* +@all")`,
    a,
  );
}
{
  const a = pw();
  add(
    "changeUserPassword through getSiblingDB, single quotes",
    `db.getSiblingDB('admin').changeUserPassword('svc_etl', '${a}')`,
    a,
  );
}
{
  const a = pw(), b = pw();
  add(
    "Cypher's password change sent by a driver",
    `session.run("ALTER CURRENT USER SET PASSWORD FROM '${a}' TO '${b}'")`,
    a,
    b,
  );
}
{
  const a = pw();
  add(
    "mkstore's modifyCredential in a runbook",
    `2. mkstore -wrl $ORACLE_BASE/wallet -modifyCredential HRPDB hr_app ${a}`,
    a,
  );
}
{
  const a = hex(30);
  add(
    "an md5 verifier in psql's expanded display",
    `-[ RECORD 1 ]\nusename | etl\npasswd  | md5${a}`,
    a,
  );
}
{
  const a = upperHex(38);
  add(
    "a native hash in mysql's batch output",
    `repl\t%\t*${a}`,
    a,
  );
}
{
  const a = hex(38);
  add("ClickHouse's double sha1 in YAML", `users:\n  bi:\n    password_double_sha1_hex: ${a}`, a);
}
{
  const a = pw();
  add("a quoted user and password line in a numbered view", `    3→"metabase" "${a}"`, a);
}
{
  const a = pw();
  add(
    "a password typed at zsh's prompt",
    `❯ psql -U app orders\n❯ ${a}\nzsh: command not found: ${a}`,
    a,
  );
}
{
  const a = pw();
  add("a new value said with is", `rotated the replica user, the new one is: ${a}`, a);
}
{
  const a = key(50), b = key(12);
  add(
    "a MongoDB URL cut by kubectl logs",
    `2026-03-02T10:00:01Z worker-7 dialing mongodb://admin:${a}\n${b}@mongo-0.mongo.svc:27017/admin`,
    a,
    b,
  );
}
{
  const a = hex(298);
  add("an Oracle wallet as one line of hex", `$ xxd -p cwallet.sso | tr -d '\\n'\n${a}\n$ `, a);
}
{
  const a = pw(), b = pw();
  add(
    "a handover with ascii arrows",
    `creds for the weekend:\n* redis -> ${a}\n* mongo root -> ${b}`,
    a,
    b,
  );
}
{
  const a = key(31);
  add(
    "a Supabase secret key in Python",
    `client = create_client(SUPABASE_URL, "sb_secret_${a}")`,
    a,
  );
}
{
  const a = pw();
  add("a .pgpass line in a numbered view", `    4→db.prod.internal:6432:*:pgbouncer:${a}`, a);
}
{
  const a = pw();
  add(
    "a credentials CSV added in a diff",
    `@@ -0,0 +1,2 @@\n+title,username,password,url\n+orders db,app,${a},https://db.example`,
    a,
  );
}
{
  const a = key(30, "abcdefghijklmnopqrstuvwxyz0123456789") + "9", b = key(15) + "7";
  add(
    "a token split by a continuation in a numbered view",
    `    12→  --header "Authorization: Token ${a}\\\n    13→${b}"`,
    a,
    b,
  );
}
{
  const a = pw();
  add(
    "a password typed in a container's dash",
    `# ${a}\n/bin/sh: 1: ${a}: not found\n# exit`,
    a,
  );
}
{
  const a = pw();
  add(
    "a password typed at PowerShell, in a numbered view",
    `    7→PS /home/dba> ${a}\n    8→${a}: The term '${a}' is not recognized as a name of a cmdlet`,
    a,
  );
}
{
  const a = pw();
  add("a password fish could not run", `fish: Unknown command: ${a}`, a);
}
{
  const a = hex(120);
  add("an .npmrc dumped by xxd", `$ xxd -p ~/.npmrc | tr -d '\\n'\n${a}`, a);
}
CLEAN.push([
  "a secret's name given to gcloud",
  "gcloud secrets versions access latest --secret=orders-v3-db-password",
]);
CLEAN.push([
  "a secret id given to aws",
  "aws secretsmanager get-secret-value --secret-id prod-api-token",
]);
CLEAN.push(["pg_hba.conf's md5 method", "host  all  all  10.0.0.0/8  md5"]);
CLEAN.push(["an md5sum of a file", `md5sum dump.sql\n${hex(30)}  dump.sql`]);
CLEAN.push(["a commented hex constant", `/*${upperHex(38)}*/`]);
CLEAN.push(["ACL SETUSER without a password", "ACL SETUSER default on nopass ~* +@all"]);
CLEAN.push(["a commented requirepass added in a diff", "+# requirepass foobared"]);
CLEAN.push(["two quoted words on a line", '"deploy" "production-eu"']);
CLEAN.push(["a typo at the prompt", "$ gti status\nbash: gti: command not found"]);
CLEAN.push(["a tool missing in a container", "# pg_dumpall\n/bin/sh: 1: pg_dumpall: not found"]);
CLEAN.push([
  "a typo at PowerShell",
  "PS C:\\> Get-Servcie\nGet-Servcie: The term 'Get-Servcie' is not recognized",
]);
CLEAN.push(["a setting's new value", "max_connections: old value 100, New value: 400"]);
CLEAN.push([
  "a long URL line and an email under it",
  `see https://${"a".repeat(60)}.example.org:8443\nops@example.org`,
]);
CLEAN.push(["xxd of an image", `$ xxd -p logo.png | head -1\n${hex(58)}`]);
CLEAN.push(["a list of steps with arrows", "- staging → production\n- v1.2.3 → v1.3.0"]);
CLEAN.push(["Supabase's publishable key", `createClient(url, "sb_publishable_${key(31)}")`]);
CLEAN.push(["a CSV without a secret column in a diff", "+name,host,port\n+orders,db.example,5432"]);
shapeTests("corpus thirty-nine", SECRETS, CLEAN);
