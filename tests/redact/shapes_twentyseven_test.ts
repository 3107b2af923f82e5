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

// Values shown on a screen or pasted with no vendor prefix: the label line names each one.
{
  const [a, b] = [key(32, "abcdefghijklmnopqrstuvwxyz0123456789"), key(28)];
  add(
    "a partner portal's credentials screen copied as label and value lines",
    `Partner portal > Developer\nClient Secret\n${a}\n\nWebhook Signing Secret\n${b}\nRotate`,
    a,
    b,
  );
}
{
  const k = hex(40);
  add(
    "an API key under its label after a blank line, read with line numbers",
    numbered(`Your new API key\n\nKey\n\n${k}\n\nStore it safely`, 3),
    k,
  );
}
{
  const [id, secret] = [hex(64), hex(64)];
  add(
    "a token pair's id printed beside its secret",
    `$ printenv | grep ERP_\nERP_TOKEN_ID=${id}\nERP_TOKEN_SECRET=${secret}\nERP_REALM=1234567`,
    id,
    secret,
  );
}
{
  const k = key(60, ALNUM + "-_");
  add(
    "a hosted MCP server's URL with its key in the path",
    `{"mcpServers": {"crm": {"type": "http", "url": "https://mcp.vendor.example/v1/${k}/sse"}}}`,
    k,
  );
}
{
  const uuid = [8, 4, 4, 4, 12].map((n) => hex(n)).join("-");
  add(
    "a UUID alone given to a mail client's constructor in a namespace",
    `<?php\n$mailer = new Acme\\Mail\\TransactionalClient("${uuid}");\n$mailer->send($msg);`,
    uuid,
  );
}
{
  const t = "pk_" + hex(34);
  add(
    "a vendor-scheme Authorization header whose token carries a lower-case prefix",
    `curl https://api.vendor.example/v3/lists -H 'Authorization: Vendor-Api-Key ${t}'`,
    t,
  );
}
{
  const [acct, hook] = [key(7, "0123456789"), key(7, "abcdefghijklmnopqrstuvwxyz0123456789")];
  add(
    "a Zapier catch hook's account and hook ids together",
    `fetch("https://hooks.zapier.com/hooks/catch/${acct}/${hook}/", { method: "POST" })`,
    `${acct}/${hook}`,
  );
}

CLEAN.push([
  "a credentials screen that hid the secret, its public key shown",
  `Client ID\n${key(24)}\nApp key\n${hex(32)}\nApp secret\n••••••••••••••••\nReveal`,
]);
CLEAN.push([
  "label lines over ids, digests and words",
  `Cache key\n${hex(40)}\nPrimary key\ncustomer_id\nToken\nnot set\nLicense key\n${key(5)}-${
    key(5)
  }`,
]);
CLEAN.push([
  "a client id beside a secret another rule replaced",
  `OAUTH_CLIENT_ID=${hex(32)}\nOAUTH_CLIENT_SECRET=[REDACTED]`,
]);
CLEAN.push([
  "an MCP URL of words and a placeholder",
  `"url": "https://mcp.vendor.example/servers/crm-connector-v2/sse"\n"url": "https://mcp.zapier.com/api/mcp/s/<your-key>/mcp"`,
]);
CLEAN.push([
  "a masked key pasted from an admin screen",
  `SendGrid key  SG.****…${key(4)}\nMailgun key  key-••••••••${hex(4)}`,
]);

// Secrets in office automation and business scripts.
{
  const k = "QWX" + key(6, "abcdefghijklmnopqrstuvwxyz") + "RT" +
    key(1, "abcdefghijklmnopqrstuvwxyz") +
    "ZP" + key(1, "abcdefghijklmnopqrstuvwxyz") + "Mkx";
  add(
    "a key of letters alone, no digit, quoted under a `…_KEY` name",
    `const HELPDESK_KEY = "${k}";\nconst auth = Utilities.base64Encode(HELPDESK_KEY + ":X");`,
    k,
  );
}
{
  const pw = key(8) + "_" + key(5);
  add(
    "a user:password literal Apps Script encodes for a Basic header",
    `var headers = { Authorization: "Basic " + Utilities.base64Encode("svc_reports@acme:${pw}") };`,
    pw,
  );
}
{
  const pw = key(11) + "!";
  add(
    "a VBA indexer keyed by a secret path, assigned a literal",
    `With cfg.Fields\n    .Item("urn:schemas:mailheader:smtpauthpassword") = "${pw}"\n    .Update\nEnd With`,
    pw,
  );
}
{
  const pw = key(10) + "_" + key(3);
  add(
    "the password of an XML-RPC style login call after the database and user",
    `uid = common.login("finance_prod", "integration@acme.example", "${pw}")`,
    pw,
  );
}
{
  const [a, b] = [key(9) + "#" + key(2), key(13)];
  add(
    "a semicolon export with quoted cells, the password column last",
    `"login";"full_name";"temp_password"\n"jdoe";"Jane Doe";"${a}"\n"bsmith";"Bo Smith";"${b}"`,
    a,
    b,
  );
}
{
  const [a, b] = [key(14), key(12) + "*" + key(2)];
  add(
    "a CSV with a password column read with line numbers",
    numbered(`username,password,department\nanna.k,${a},finance\nben.o,${b},sales`, 7),
    a,
    b,
  );
}

CLEAN.push([
  "a VBA connection string whose password is a variable, as written and escaped",
  `cn.Open "Driver={SQL Server};Server=ERP01;Uid=" & usr & ";Pwd=" & pwd & ";"\n` +
  `conn = "Server=db;User Id=" + user + ";Password=" + secret + ";"`,
]);
CLEAN.push([
  "an order payload's checkout, cart and order tokens",
  `{\n  "id": 5512098831,\n  "cart_token": "${hex(32)}",\n  "checkout_token": "${
    hex(32)
  }",\n  "token": "${hex(32)}",\n  "order_number": 1187\n}`,
]);
CLEAN.push([
  "an indexer compared with a literal, and one assigned a variable",
  `If cfg("smtp_password") = "changeme" Then\n.Item("http://schemas.example/cdo/sendpassword") = txtPass.Text`,
]);
CLEAN.push([
  "a login call whose password is a variable or a word",
  `uid = common.login(db, user, password)\nraise_login(db, "admin", "Login failed for this user")`,
]);
CLEAN.push([
  "camel-case names of letters quoted under key names",
  `const STORAGE_KEY = "getElementByIdFromTheCache";\nconst SORT_KEY = "XMLHttpRequestHandler";`,
]);

// A password told in a chat line, or written on a note under the account it opens.
{
  const pw = key(13) + "7";
  add(
    "a chat line saying what a password is now",
    `[09:12] ops-bot: heads up, the VPN password was rotated and it is now ${pw} for everyone`,
    pw,
  );
}
{
  const [a, b] = [key(9) + "%" + key(3), key(14) + "4"];
  add(
    "a note of accounts, each password on the line under it",
    `Wi-Fi lobby\n${a}\n\nerp admin\n${b}\n\ncall the bank on Friday`,
    a,
    b,
  );
}

CLEAN.push([
  "a password's rule, not its value, said to be so now",
  "the password policy is now 14 characters, it's now enforced in Okta\nthe admin token is now rotated weekly",
]);
CLEAN.push([
  "a note of accounts without their passwords",
  "Wi-Fi lobby\nask reception\n\nerp admin\nAdministrator\n\nroot\n/home/root/backup2024",
]);

shapeTests("corpus twenty-seven", SECRETS, CLEAN);
