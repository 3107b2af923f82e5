/**
 * The shapes mended after held-out corpus thirty-five was seen (docs/redaction.md, "Corpus
 * thirty-five after it was seen": maps, logistics, shipping and travel): other tools and other
 * wording than the corpus text, each with a near miss on the other side — as written, inside a
 * JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 55_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const upperDigits = (n: number) => key(n, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789");
const hex = (n: number) => key(n, HEX);
const letters = (n: number) => key(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const uuid = () => [8, 4, 4, 4, 12].map((n) => hex(n)).join("-");

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

{
  const k = key(24) + "7";
  add("a session id in a Python dict", `auth = {"session_id": "${k}", "db": "fleet"}`, k);
}
{
  const k = "Qa" + key(20) + "3";
  add("a session id in a YAML file", `telematics:\n  api_session_id: ${k}\n  region: eu`, k);
}
{
  const k = upperDigits(16);
  add(
    "an access license number in a PHP array",
    `'access_license_number' => '${k}',\n'user' => 'shipper'`,
    k,
  );
}
{
  const k = key(28) + "42";
  add(
    "a service's `_api_` token in a sentence",
    `paste acme_api_${k} into the form, then reload`,
    k,
  );
}
{
  const k = key(14) + "9";
  add(
    "a SOAP `<ns:Key>` beside a password",
    `<ns2:WebAuthenticationDetail>\n  <ns2:UserCredential>\n    <ns2:Key>${k}</ns2:Key>\n    <ns2:Password>[REDACTED]</ns2:Password>`,
    k,
  );
}
{
  const k = hex(32);
  add(
    "a key as a Basic-auth URL user in Python",
    `requests.get("https://${k}:@api.dispatch.example/v2/tasks")`,
    k,
  );
}
{
  const p = upperDigits(12);
  add(
    "an EDIFACT UNB password in a log line",
    `sent UNB+UNOA:2+SHIPPER01:14+CARRIER02:14+260101:0900+000123+${p}'`,
    p,
  );
}
{
  const p = key(12);
  add(
    "an X12 tool's security-info flag with `=`",
    `x12gen --isa-security-info=${p} --out 856.edi`,
    p,
  );
}
{
  const p = letters(12) + "3";
  add("lftp with a single-quoted password", `lftp -u partner,'${p}' ftps://ftp.example.net`, p);
}
{
  const t = key(90) + "9";
  add(
    "a token endpoint printing its token as the body",
    `HTTP/2 200\ncache-control: no-store\n\n${t}`,
    t,
  );
}
{
  const k = uuid();
  add(
    "a UUID under a line that says it is rejected",
    `the sandbox keeps saying unauthorized with this:\n${k}`,
    k,
  );
}
{
  const p = letters(11) + "4";
  add(
    "a value the dashboard gave, in a sentence",
    `the vendor dashboard gave me ${p} and nothing else — is that right?`,
    p,
  );
}
{
  const p = "_" + key(30) + "5";
  add("a value offered in place of another", `use this key instead: ${p}`, p);
}
{
  const p = "Depot" + key(4) + "7$q";
  add("a login written as a list", `host db.example.net, user ops@example.net, ${p}, port 5432`, p);
}
{
  const p = key(10) + "7";
  add(
    "a Teltonika getinfo with its SMS password",
    `SMS to +15550199:\n  admin ${p} getinfo`,
    p,
  );
}
{
  const p = key(9) + "2";
  add("a Queclink command's device password", `AT+GTRTO=${p},A,,,,,,FFFF$`, p);
}
{
  const p = String(100_000_000 + (seed++ * 7_919) % 899_999_999);
  add("a GT06 password change", `PASSWORD,123456,${p}#`, p);
}
{
  const k = upperDigits(8);
  add(
    "a what3words-like key in a fetch",
    `fetch(\`https://api.example.com/v3/autosuggest?input=a.b.c&key=${k}\`)`,
    k,
  );
}
{
  const k = key(16) + "7a";
  add("a JSON `key` in a client's init log", `geo.client init {"region":"eu","key":"${k}"}`, k);
}
{
  const [a, b] = [key(22) + "1", key(30) + "2"];
  add(
    "an id and a secret on two lines under `from the console`",
    `from the console:\n${a}\n${b}`,
    a,
    b,
  );
}
{
  const [a, b] = [hex(32), hex(32)];
  add(
    "a key and a secret joined by `&`",
    `${a} & ${b} (the key & the secret, in some order)`,
    a,
    b,
  );
}
{
  const k = hex(40);
  add("a value a line points up at", `${k}\n^ that's the token the sandbox gave me`, k);
}
{
  const p = "wbVo" + "vzaSKR";
  add("a letters-only password in a CSV password column", `host,password\nsftp1,${p}`, p);
}
{
  const b = btoa(`${hex(32)}:`);
  add(
    "Basic auth in a HAR's header list",
    `"headers":[{"name":"Accept","value":"*/*"},{"name":"authorization","value":"Basic ${b}"}]`,
    b,
  );
}

CLEAN.push(["a log's session id as a UUID", `level=info session_id=${uuid()} status=200`]);
CLEAN.push([
  "an OpenCode record's session id",
  `{"id":"prt_${key(26)}","sessionID":"ses_${key(26)}","type":"text"}`,
]);
CLEAN.push([
  "a driver's license number",
  "driver_license_number: D1234567\naccess_license_number: ${UPS_LICENSE}",
]);
CLEAN.push([
  "an S3 listing's key",
  `<Contents><Key>exports/${hex(16)}.csv</Key><Size>12</Size></Contents>`,
]);
CLEAN.push([
  "an EDIFACT UNB with an application reference only",
  "UNB+UNOC:3+SENDER:ZZ+RECEIVER:ZZ+260101:0900+000123++INVOIC'",
]);
CLEAN.push(["an HTTP body that is a word", "HTTP/1.1 200 OK\nContent-Type: text/plain\n\npong"]);
CLEAN.push([
  "a rejected call with a command under it",
  "the upload was rejected:\n\naws s3 cp ./out s3://bucket/out --recursive",
]);
CLEAN.push([
  "a dashboard that showed numbers",
  "the dashboard showed 4213 deliveries for us today",
]);
CLEAN.push(["a user list in prose", "user alice, bob and carol, then the admins"]);
CLEAN.push(["a query key that is a word", "https://api.example.com/v1/lookup?key=postcode"]);
CLEAN.push(["an order's key", `orderId 1234 orderKey ${hex(32)}`]);
CLEAN.push([
  "Google place ids in chat",
  `these failed:\n\nChIJ${key(23)}\nGhIJ${key(23)}\n\nthanks`,
]);
CLEAN.push([
  "two commits under a page's line",
  `commits from the release page:\n${hex(40)}\n${hex(40)}`,
]);
CLEAN.push(["the factory GT06 password", "PASSWORD,123456,<new password>#"]);
shapeTests("corpus thirty-five", SECRETS, CLEAN);
