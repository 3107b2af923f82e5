/**
 * The shapes mended after held-out corpus thirty-one was seen (docs/redaction.md, "Corpus
 * thirty-one after it was seen": mail, telephony, chat bots): other tools, files and wording than
 * the corpus text, each with a near miss on the other side — as written, inside a JSONL record and
 * with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, BASE64, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 131_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const pw = () => key(9) + "-" + key(5);
// Random lower-case letters as an app password is made: consonants only, so never a word.
const appLetters = (n: number) => key(n, "bcdfghjklmnpqrstvwxz");

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

{
  const [a, b] = [key(22, BASE64), key(32, HEX)];
  add(
    "an LDIF entry's salted hash and a CRAM-MD5 passwd-file line",
    `dn: uid=ops,ou=people,dc=example,dc=org\nuserPassword: {SSHA}${a}\n\nops@example.org:{CRAM-MD5}${b}:1000:1000`,
    a,
    b,
  );
}
{
  const h = key(53, ALNUM + "./");
  add(
    "a bcrypt hash behind its scheme in a users file shown by cat",
    `$ cat /srv/mail/users\nsupport@example.net:{BLF-CRYPT}$2y$05$${h}:::`,
    h,
  );
}
{
  const p = pw();
  add(
    "exim's PLAIN authenticator sending user and password",
    `smarthost_plain:\n  driver = plaintext\n  public_name = PLAIN\n  client_send = ^mailer@example.net^${p}`,
    p,
  );
}
{
  const p = pw();
  add(
    "an exim passwd.client line added in a diff",
    `--- a/passwd.client\n+++ b/passwd.client\n+mail.isp.example:mailer@isp.example:${p}`,
    p,
  );
}
{
  const p = pw();
  add(
    "a sasl_passwd line whose port is a service name",
    `[mail.isp.example]:smtps alerts@example.org:${p}`,
    p,
  );
}
{
  const [a, b] = [pw(), pw()];
  add(
    "postconf -e setting a static map, and an inline map of two relays",
    `postconf -e 'lmtp_sasl_password_maps = static:{lmtp-user:${a}}'\nsmtp_sasl_password_maps = inline:{ [a.example.net]:587=one:${b}, [b.example.net]:25=two:${b} }`,
    a,
    b,
  );
}
{
  const p = btoa(pw());
  add(
    "AUTH LOGIN typed into a telnet session, the client's lines marked",
    `> AUTH LOGIN\n334 dXNlcm5hbWU6\n> cmVsYXlAZXhhbXBsZS5vcmc=\n334 cGFzc3dvcmQ6\n> ${p}\n235 2.7.0 Authentication successful`,
    p,
  );
}
{
  const p = pw();
  add(
    "an Asterisk register line with a transport and an auth user",
    `[general]\nregister => 1001@pbx.example.net:${p}:1001@pbx.example.net:5061/1001~3600`,
    p,
  );
}
{
  const p = pw();
  add(
    "an IAX2 dial string carrying its secret",
    `exten => _1NXXNXXXXXX,1,Dial(IAX2/trunk7:${p}@203.0.113.9/\${EXTEN})`,
    p,
  );
}
{
  const p = [appLetters(4), appLetters(4), appLetters(4), appLetters(4)].join(" ");
  add(
    "an mbsync Pass line in a numbered Read result",
    `     1→IMAPStore work\n     2→Pass "${p}"`,
    p,
  );
}
{
  const p = [appLetters(4), appLetters(4), appLetters(4), appLetters(4)].join(" ");
  const q = appLetters(16);
  add(
    "app passwords in YAML and in an ini file",
    `mail:\n  smtp_password: "${p}"\n[imap]\nuser_app_password = ${q}`,
    p,
    q,
  );
}
{
  const [a, b] = [pw(), pw()];
  add("password settings named …PW", `ROOTPW="${a}"\nLDAP_BIND_PW=${b}`, a, b);
}
{
  const [a, b, c] = [pw(), pw(), pw()];
  add(
    "SIP tools' password flags unquoted and with =",
    `sipp -sn uac -au 2001 -ap ${a} 10.0.0.5\nfs_cli --host=127.0.0.1 --password=${b}\npjsua --id sip:2001@pbx.example.net --password=${c}`,
    a,
    b,
    c,
  );
}
{
  const k = key(40);
  add("a generated key in a numbered Read result", `     1→[bot]\n     2→key=${k}`, k);
}

{
  const [a, b] = [pw(), pw()];
  add(
    "relay credentials with the host unbracketed, numbered and in a diff",
    `     1→smtp.isp.example:587 alerts@example.org:${a}\n+mx.isp.example:submission relay:${b}`,
    a,
    b,
  );
}
{
  const [a, b] = [pw(), pw()];
  add(
    "swaks' and sendEmail's short password flags",
    `swaks -t ops@example.org -s smtp.example.net:587 -tls -au ops -ap '${a}'\nsendEmail -f a@example.org -t b@example.org -s smtp.example.net -xu ops -xp ${b}`,
    a,
    b,
  );
}
{
  const p = pw();
  add(
    "a FreeSWITCH event socket opened from Python",
    `import ESL\ncon = ESL.ESLconnection("10.0.0.7", "8021", "${p}")\nprint(con.api("status").getBody())`,
    p,
  );
}
{
  const p = pw();
  add("a coturn static user", `listening-port=3478\nrealm=turn.example.net\nuser=webrtc:${p}`, p);
}

{
  const [a, b, c] = [pw(), pw(), pw()];
  add(
    "a chat client's commands taking passwords as words",
    `/msg nickserv identify alice ${a}\n/secure set oftc_pass ${b}\n/set irc.server.oftc.password ${c}`,
    a,
    b,
    c,
  );
}
{
  const [a, b, c] = [pw(), pw(), pw()];
  add(
    "chat servers' accounts made at the console",
    `$ sudo ejabberdctl register ops chat.example.net ${a}\n$ murmurd -ini /etc/murmur.ini -supw ${b}\n$ echo deployed | sendxmpp -u bot -p ${c} -j chat.example.net ops@chat.example.net`,
    a,
    b,
    c,
  );
}
{
  const p = pw();
  add(
    "a sendmail authinfo file",
    `$ cat /etc/mail/authinfo\nAuthInfo:smtp.isp.example "U:smmsp" "I:alerts@example.org" "P:${p}" "M:LOGIN PLAIN"`,
    p,
  );
}

{
  const [a, b] = [pw(), btoa(pw())];
  add(
    "a relay's password file and an AUTH LOGIN quoted in an e-mail reply",
    `On Monday, ops wrote:\n> *.smtp.isp.example:alerts@example.org:${a}\n> 334 UGFzc3dvcmQ6\n> ${b}\n> 235 2.7.0 ok`,
    a,
    b,
  );
}

{
  const t = key(32, HEX);
  add(
    "a Twilio client exported with its auth token",
    `// sms.js\nmodule.exports = require('twilio')(process.env.TWILIO_ACCOUNT_SID, '${t}');`,
    t,
  );
}

CLEAN.push([
  "dovecot settings naming schemes, and a passwd-file line taking the password from a variable",
  "default_pass_scheme = SHA512-CRYPT\nargs = scheme=SHA512-CRYPT username_format=%u /etc/dovecot/users\nalice@example.org:{PLAIN}%w:5000:5000",
]);
CLEAN.push([
  "exim's client_send looked up from a file",
  "  client_send = : ${extract{1}{:}{${lookup{$host}nwildlsearch{/etc/exim4/passwd.client}}}}",
]);
CLEAN.push([
  "host:user@domain lines ending in a path and a port",
  "mail.example.net:mailer@example.com:/var/spool/exim\nsmtp.example.net:mailer@example.com:587",
]);
CLEAN.push([
  "a sasl_passwd line with a stand-in",
  "[smtp.example.net]:submission apikey:REPLACE_ME",
]);
CLEAN.push(["postfix maps in files", "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd"]);
CLEAN.push([
  "an AUTH LOGIN cancelled at the password prompt",
  "334 UGFzc3dvcmQ6\n*\n501 5.7.0 Authentication cancelled",
]);
CLEAN.push([
  "register lines without a secret, SIP on the wire, a dial string from variables",
  "register => 1001@pbx.example.net/1001\nSIP/2.0 401 Unauthorized\nsame => n,Dial(SIP/${TRUNK}/${EXTEN})",
]);
CLEAN.push([
  "isync's PassCmd and a sentence starting with Pass",
  'PassCmd "gpg -qd ~/.mailpass.gpg"\nPass the token to the client',
]);
CLEAN.push(["a password of 16 letters that are words", "password = passwordpassword"]);
CLEAN.push(["…PW settings that are no passwords", 'SHOWPW=yes\nDBRWPW="${DBRWPW}"']);
CLEAN.push([
  "a directory user's voicemail PIN set to its own extension",
  '<user id="1042">\n  <params>\n    <param name="vm-password" value="1042"/>\n  </params>\n</user>',
]);
CLEAN.push([
  "Slack's and Telegram's documentation examples",
  "# e.g. xoxb-123-456-xxxxxxxxxxxxxxxxxxxx\nThe token looks like 123456:" +
  "ABC-DEF1234ghIkl-zyx57W2v1u123ew11 in the Bot API docs.",
]);
CLEAN.push([
  "a long line after the word passwd in a record",
  "auth  required  pam_unix.so\npasswd-file\n  args = scheme=SHA256-CRYPT",
]);
CLEAN.push([
  "an event socket opened with FreeSWITCH's default password, and users without one",
  'con = ESL.ESLconnection("127.0.0.1", "8021", "ClueCon")\nuser=www-data:www-data\nuser=alice:1000',
]);
CLEAN.push([
  "host:port pairs followed by words",
  "api.example.net:443 status:ok\na.btn:hover span:first-child",
]);
CLEAN.push([
  "chat commands without a password",
  "/msg NickServ IDENTIFY\n/set irc.server.oftc.nicks alice,alice_\n/set irc.server.oftc.sasl_password ${sec.data.oftc_pass}",
]);
CLEAN.push([
  "a sendmail AuthInfo line without its password",
  'AuthInfo:smtp.isp.example "U:smmsp" "I:alerts@example.org" "M:PLAIN"',
]);
CLEAN.push([
  "a Twilio client built from the environment",
  "module.exports = require('twilio')(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);",
]);
CLEAN.push([
  "kamctlrc's shipped database passwords",
  '## database read/write user\nDBRWUSER="kamailio"\nDBRWPW="kamailiorw"\nDBROPW="kamailioro"',
]);
shapeTests("corpus thirty-one", SECRETS, CLEAN);
