/**
 * The shapes mended after held-out corpus thirty-six was seen (docs/redaction.md, "Corpus
 * thirty-six after it was seen": schools, universities, HR and payroll back offices): other tools
 * and other wording than the corpus text, each with a near miss on the other side — as written,
 * inside a JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 56_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n, HEX);

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

{
  const k = hex(39) + "4";
  add(
    "a helpdesk key as curl's Basic user",
    `curl -s -u "${k}:X" https://acme.freshdesk.com/api/v2/tickets`,
    k,
  );
}
{
  const k = hex(32) + "a1";
  add(
    "a key as a URL's user in a script",
    `requests.get("https://${k}:x@hr.example.org/v1/staff")`,
    k,
  );
}
{
  const k = hex(31) + "8";
  add(
    "a time tracker key with api_token as the password",
    `curl --user "${k}:api_token" https://api.example.com/v2/me`,
    k,
  );
}
{
  const p = "Mx" + key(9) + "7";
  const s = key(15) + "2";
  add(
    "radtest with an auth type and a port",
    `radtest -t pap student1 "${p}" 10.0.4.2:1812 5 ${s}`,
    p,
    s,
  );
}
{
  const s = key(28) + "5";
  add("an alternate Moodle salt in an array", `'passwordsaltalt1' => '${s}',`, s);
}
{
  const a = hex(64);
  add("JupyterHub's crypt key as bytes", `c.CryptKeeper.keys = [b"${a}"]`, a);
}
{
  const p = key(11) + "_q4";
  add(
    "an LDAP bind password set by cfg.php",
    `sudo -u www-data php cfg.php --name=bind_pw --set="${p}"`,
    p,
  );
}
{
  const lines = [key(64), key(64), key(64), key(30)];
  add(
    "a service keytab as base64 wrapped at 64",
    `base64 of /etc/krb5.keytab for the web host:\n${lines.join("\n")}=`,
    ...lines,
  );
}
CLEAN.push([
  "a cfg.php setting that is no secret",
  "php admin/cli/cfg.php --name=smtphosts --set=smtp.example.edu:587",
]);
CLEAN.push([
  "a keytab's listing",
  "klist -kt /etc/krb5.keytab\nKVNO Timestamp           Principal\n   2 01/02/2026 10:00:00 HTTP/web.example.edu@EXAMPLE.EDU",
]);
{
  const k = hex(40);
  add(
    "a journal line's hex key cut by the terminal's wrap",
    `10:02:11 payroll-sync[311]: POST /v1/runs using key=${k.slice(0, 27)}\n${
      k.slice(27)
    } code=403`,
    k.slice(0, 27),
    k.slice(27),
  );
}
CLEAN.push([
  "a hex id and the next line's hex id",
  `job key=${hex(20)}\n${hex(10)} retries=3`,
]);
{
  const lines = [key(60), key(60), key(60), key(7)];
  add(
    "an EC JWK's d wrapped from the line after its quote",
    `jwks:\n  - kty: EC\n    crv: P-256\n    "d": "\n      ${lines.join("\n      ")}\n    "`,
    ...lines,
  );
}
CLEAN.push([
  "a public JWK's n wrapped the same way",
  `{\n  "kty": "RSA",\n  "n": "\n    ${key(60)}\n    ${key(60)}\n  ",\n  "e": "AQAB"\n}`,
]);
CLEAN.push(["a login as the Basic user", "curl -u admin:x https://intranet.example.org/status"]);
CLEAN.push(["a stand-in key as the URL's user", `https://${"x".repeat(40)}:x@api.example.com/v1/`]);
CLEAN.push([
  "radtest with FreeRADIUS's documented secret",
  "radtest bob <password> 127.0.0.1 0 testing123",
]);
CLEAN.push([
  "radtest's usage line",
  "usage: radtest [OPTIONS] user passwd radius-server[:port] nas-port-number secret",
]);
CLEAN.push(["a salt read from the environment", "$CFG->passwordsaltmain = getenv('MOODLE_SALT');"]);
CLEAN.push(["a salt's setting in prose", "the password_salt column is 16 bytes long"]);
CLEAN.push([
  "JupyterHub's crypt key made on the spot",
  "export JUPYTERHUB_CRYPT_KEY=$(openssl rand -hex 32)",
]);
CLEAN.push(["an empty keys list", "c.CryptKeeper.keys = []"]);
shapeTests("corpus thirty-six", SECRETS, CLEAN);
