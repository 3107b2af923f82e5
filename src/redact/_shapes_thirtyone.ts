/**
 * Shapes read from held-out corpus thirty-one's misses (docs/redaction.md, "Corpus thirty-one
 * after it was seen": mail, telephony, chat bots) where a format's place, not a name, holds the
 * secret: a password behind its scheme in braces (`{PLAIN}…`, `{SHA512-CRYPT}$6$…`), exim's
 * `client_send` list and `host:user@domain:password` lines, postfix's `static:`/`inline:` password
 * maps, Asterisk's
 * `register => user:secret@host` and a dial string's `SIP/user:secret@host`, an isync `Pass` line,
 * and an app password of 16 random lower-case letters under a password's name.
 */
import { ALNUM, sample } from "./_examples.ts";
import { credentialLike } from "./_credential.ts";
import { isPlaceholder } from "./_filters_placeholders.ts";
import { anyRealValue, READ_NUMBER, type Rule, rule } from "./_rule.ts";

const PW = sample(11, ALNUM, 31_001) + "-" + sample(5, ALNUM, 31_002);

// Where a line starts and ends, also inside a JSON string (after or before an escaped `\n`).
const LINE_START = String.raw`(?:(?<![^\n"])|(?<=\\n))`;
const LINE_END = String.raw`[ \t]*(?![^\r\n\\"])`;
// What may stand before a line's own text: a quote's or a diff's mark, an indent, a Read result's
// line number, a mark after it.
const LINE_PREFIX = String.raw`[>+]?[ \t]{0,12}${READ_NUMBER}[+>]?[ \t]{0,12}`;

/** True for a crypt(3) hash, `$id$salt$hash` (`$6$…`, `$2y$10$…`, `$argon2id$…`). */
const cryptHash = (value: string) => /^\$[0-9a-z]{1,8}\$[^\s$]{1,40}\$[^\s]{8,}/.test(value);

/** A value in a place that holds a password: anything real, or a crypt hash. */
const placedValue = (value: string) =>
  cryptHash(value) || anyRealValue(value) && !/^\$|\$\{|%[a-z]/.test(value);

/**
 * True for a value of lower-case letters as an app password is generated (Google's: 16, or four
 * groups of four): few vowels and a run of four consonants, as random letters have and words not.
 */
export function randomLetters(value: string): boolean {
  const letters = value.replace(/ /g, "");
  const vowels = letters.replace(/[^aeiou]/g, "").length;
  // (Ten different letters or more: `xxxx xxxx xxxx xxxx` is a mask.)
  return vowels <= 5 && /[b-df-hj-np-tv-z]{4}/.test(letters) && new Set(letters).size >= 10;
}

// The schemes dovecot (and OpenLDAP) write in braces before a password or its hash.
const SCHEME = String
  .raw`PLAIN(?:-MD5)?|CLEAR(?:TEXT)?|CRAM-MD5|DIGEST-MD5|SCRAM-SHA-(?:1|256)|S?SHA(?:1|256|512)?|(?:SHA256|SHA512|MD5|BLF|DES)-CRYPT|CRYPT|S?MD5|LDAP-MD5|ARGON2ID?|PBKDF2|NTLM|LANMAN|OTP`;

/** The `user:password` values of a postfix `inline:{ key=user:password, … }` map, as spans. */
function inlineValues(body: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of body.matchAll(/=[ \t]*[^\s,:={}]{1,100}:([^\s,{}]{1,300})/g)) {
    const at = m.index! + m[0].length - m[1]!.length;
    if (placedValue(m[1]!)) out.push([at, at + m[1]!.length]);
  }
  return out;
}

/** The rules of this file, in the order they run (before the assignment rules). */
export const THIRTYONE_RULES: readonly Rule[] = [
  rule({
    id: "scheme-braced-password",
    examples: {
      match: [
        "alice@example.org:{PLAIN}«" + PW + "»:5000:5000::/var/vmail/example.org/alice",
        "info@example.org:{SHA512-CRYPT}«$6$" + sample(16, ALNUM, 31_003) + "$" +
        sample(86, ALNUM, 31_004) + "»::::::",
      ],
      clean: [
        "args = scheme=SHA512-CRYPT username_format=%u /etc/dovecot/users",
        "echo ${PLAIN}value",
        "alice@example.org:{PLAIN}%w:5000:5000",
      ],
    },
    description:
      "a password or its hash behind the scheme a dovecot passwd-file or an LDAP entry writes in braces (`{PLAIN}…`, `{CRAM-MD5}…`, `{SHA512-CRYPT}$6$…`, `{SSHA}…`), up to the next `:`",
    keywords: [
      "{plain",
      "{clear",
      "crypt}",
      "{ssha",
      "{sha",
      "{md5",
      "{smd5",
      "md5}",
      "{argon2",
      "{pbkdf2",
      "{scram",
      "{ntlm",
      "{lanman",
      "{otp}",
    ],
    pattern: new RegExp(
      String
        .raw`(?<![$\w])\{(?:${SCHEME})(?:\.(?:b64|base64|hex|BASE64|HEX))?\}(?<v>[^\s:{}"'\\,;]{6,400})`,
      "gd",
    ),
    secret: ["v"],
    accept: placedValue,
  }),
  rule({
    id: "exim-client-send",
    examples: {
      match: [
        "  client_send = : relay@example.org : «" + PW + "»",
        "  client_send = ^relay@example.org^«" + PW + "»",
      ],
      clean: [
        "  client_send = : ${extract{1}{:}{${lookup{$host}nwildlsearch{/etc/exim4/passwd.client}}}}",
        "  client_send = : relay@example.org : ${SMTP_PASSWORD}",
      ],
    },
    description:
      "the password that ends an exim authenticator's `client_send` list (`: user : password` for LOGIN, `^user^password` for PLAIN)",
    keywords: ["client_send"],
    pattern:
      /\bclient_send[ \t]*=[ \t]*[^\r\n]{0,300}?[:^;][ \t]*(?<v>[^\s:^;"'\\]{1,200})[ \t]*(?![^\r\n\\"])/gd,
    secret: ["v"],
    accept: (value) => placedValue(value) && !/[{}]/.test(value),
  }),
  rule({
    id: "host-user-password-line",
    examples: {
      match: ["*.mail.example.net:mailer@example.com:«" + PW + "»"],
      clean: [
        "mail.example.net:mailer@example.com:/var/spool/mail",
        "smtp.example.net:mailer@example.com:587",
      ],
    },
    description:
      "a line that is only `host:user@domain:password` (exim's `passwd.client`, a relay's credentials file): the last field",
    // (A relay's host or user names mail: `*.mail.example.net`, `smtp.…`, `relay@…`. A line
    // without one of the words is not read: a scan of every line for `@host:` costs 0.5 ms/MB.)
    keywords: ["mail", "smtp", "relay", "mx"],
    pattern: new RegExp(
      String
        .raw`${LINE_START}${LINE_PREFIX}(?:\*\.)?[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}:` +
        String
          .raw`[^\s:@"'\\]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}:(?<v>[^\s:\/"'\\]{6,200})${LINE_END}`,
      "gd",
    ),
    secret: ["v"],
    accept: (value) => credentialLike(value, true),
  }),
  rule({
    id: "host-user-password-line",
    examples: {
      match: [
        "smtp.example.net:587 relay@example.org:«" + PW + "»",
        "+mail.example.net:submission backup:«" + PW + "»",
      ],
      clean: ["api.example.net:443 status:ok", "smtp.example.net:587 relay@example.org:${PASS}"],
    },
    description:
      "a line that is only `host:port user:password` (a postfix `sasl_passwd` line with its host unbracketed): the password",
    keywords: ["mail", "smtp", "relay", "mx"],
    pattern: new RegExp(
      String
        .raw`${LINE_START}${LINE_PREFIX}[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}:(?:\d{1,5}|[a-z]{3,12})` +
        String
          .raw`[ \t]+[^\s:@"'\\]{1,64}(?:@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8})?:(?<v>[^\s"'\\]{6,200})${LINE_END}`,
      "gd",
    ),
    secret: ["v"],
    accept: (value) => credentialLike(value, true),
  }),
  rule({
    id: "postfix-password-map",
    examples: {
      match: [
        "smtp_sasl_password_maps = static:relay-user:«" + PW + "»",
        "smtp_sasl_password_maps = inline:{ [smtp.example.net]:587=relay:«" + PW + "» }",
      ],
      clean: [
        "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd",
        "smtp_sasl_password_maps = static:relay-user:${RELAY_PASSWORD}",
        "Postfix reads `smtp_sasl_password_maps = static:user:pass`, Dovecot its passwd-file.",
      ],
    },
    description:
      "the password of a postfix password map written in place: `static:user:password`, each `=user:password` of `inline:{ … }`",
    keywords: ["password_maps"],
    pattern:
      /\b[a-z]{2,10}_sasl_password_maps[ \t]*=[ \t]*(?:static:\{?[^\s:{}]{1,100}:(?<s>[^\s,'"{}\x60]{1,300})|inline:\{(?<body>[^}\r\n]{1,2000})\})/gd,
    secret: ["s", "body"],
    split: (value) => value.includes("=") ? inlineValues(value) : [[0, value.length]],
    accept: (value, group) =>
      group === "body" ? inlineValues(value).length > 0 : placedValue(value),
  }),
  rule({
    id: "sip-register-secret",
    examples: {
      match: [
        "register => 71385149:«" + PW + "»@sip.example.net/3123",
        "register => 1001@pbx.example.net:«" + PW + "»:1001@pbx.example.net:5061/1001",
      ],
      clean: [
        "register => 71385149@sip.example.net/3123",
        "register=yes",
        "`register => user[@domain]:secret[:authuser]@host`",
      ],
    },
    description:
      "the secret of an Asterisk `register => [transport://]user[@domain]:secret[:authuser]@host` line",
    keywords: ["register"],
    pattern:
      /\bregister[ \t]*=>?[ \t]*(?:[\w.-]{1,40}\?)?(?:(?:udp|tcp|tls|wss?):\/\/)?[^\s:@\/"'\\]{1,80}(?:@[^\s:@\/"'\\]{1,80})?:(?<v>[^\s:@\/"'\\]{1,200})(?::[^\s:@\/"'\\]{1,80})?@[\w.\[\]-]/gd,
    secret: ["v"],
    // (Not the syntax line itself, `user[@domain]:secret[:authuser]@host`: a placeholder word
    // with an optional part's bracket after it.)
    accept: (value) =>
      placedValue(value) && !(value.endsWith("[") && isPlaceholder(value.slice(0, -1))),
  }),
  rule({
    id: "sip-dial-secret",
    examples: {
      match: ["exten => _9X.,1,Dial(SIP/1476585:«" + PW + "»@198.51.100.179/${EXTEN:1},60)"],
      clean: ["exten => _9X.,1,Dial(SIP/voipms/${EXTEN:1},60)", "SIP/2.0 401 Unauthorized"],
    },
    description:
      "the secret of a dial string that carries it (`SIP/user:secret@host`, `IAX2/user:secret@host`)",
    keywords: ["sip/", "iax2/", "iax/"],
    pattern:
      /\b(?:SIP|PJSIP|IAX2?)\/[^\s:@\/,()"'\\]{1,80}:(?<v>[^\s:@\/,()"'\\]{1,200})@[\w.\[\]-]/gd,
    secret: ["v"],
    accept: placedValue,
  }),
  rule({
    id: "esl-connection-password",
    examples: {
      match: [
        'con = ESL.ESLconnection(FS_HOST, "8021", "«' + PW + '»")',
        "const conn = new esl.Connection('10.0.0.7', 8021, '«" + PW + "»', onReady);",
      ],
      clean: ['con = ESL.ESLconnection(FS_HOST, "8021", "ClueCon")'],
    },
    description:
      "the password of a FreeSWITCH event socket connection made in code (`ESL.ESLconnection(host, port, password)`, node's `new esl.Connection(host, port, password, …)`)",
    keywords: ["eslconnection", "esl.connection"],
    pattern: new RegExp(
      String
        .raw`\b(?:ESLconnection|ESLConnection|esl\.Connection)\([ \t]*[^,()\r\n]{1,100},[ \t]*[^,()\r\n]{1,40},[ \t]*` +
        String.raw`(?:\\?"(?<dq>[^"\\\r\n]{1,200})\\?"|'(?<sq>[^'\r\n]{1,200})')`,
      "gd",
    ),
    secret: ["dq", "sq"],
    accept: placedValue,
  }),
  rule({
    id: "user-colon-password-setting",
    examples: {
      match: ["user=alice:«" + PW + "»", "     9→user = ops@example.org:«" + PW + "»"],
      clean: ["user=alice:1000", "user=www-data:www-data"],
    },
    description:
      "a `user=name:password` setting alone on its line (coturn's `turnserver.conf`, a relay's credentials): the password",
    keywords: ["user=", "user ="],
    pattern: new RegExp(
      String
        .raw`${LINE_START}${LINE_PREFIX}user[ \t]*=[ \t]*[\w.@+-]{1,64}:(?<v>[^\s"'\\:]{6,200})${LINE_END}`,
      "gd",
    ),
    secret: ["v"],
    accept: (value) => credentialLike(value, true),
  }),
  rule({
    id: "mail-client-pass",
    examples: {
      match: [
        'IMAPAccount gmail\nUser me@example.com\nPass "«' + PW + '»"',
        'Pass "«nkak oqbt rrdd zdlk»"',
      ],
      clean: ['PassCmd "pass show mail/gmail"', "Pass the token to the client", 'Pass "$PASSWORD"'],
    },
    description:
      "an isync/mbsync `Pass` line (also `IMAPPass`, `RemotePass`, `SMTPPass`): the password alone after the word",
    keywords: ["pass "],
    pattern: new RegExp(
      String.raw`${LINE_START}${LINE_PREFIX}(?:IMAP|Remote|SMTP)?Pass[ \t]+` +
        String
          .raw`(?:"(?<dq>[^"\\\r\n]{1,200})"|\\"(?<eq>[^"\\\r\n]{1,200})\\"|(?<bare>[^\s"'\\]{6,200}))${LINE_END}`,
      "gd",
    ),
    secret: ["dq", "eq", "bare"],
    accept: (value) =>
      placedValue(value) &&
      (/^[a-z]{4}(?: [a-z]{4}){3}$/.test(value)
        ? randomLetters(value)
        : credentialLike(value, true)),
  }),
  rule({
    id: "app-password",
    examples: {
      match: ["app_password = «" + "hkwppmvcbghfelbh" + "»", 'smtp_pass: "«xqtr bnmw lkjh pzvd»"'],
      clean: ["app_password = responsibilities", "password = correct horse battery staple"],
    },
    description:
      "an app password (16 lower-case letters, or four groups of four, as Google generates them) under a password's name: random letters, not words",
    keywords: ["pass"],
    pattern:
      /pass(?:word|wd)?["']?[ \t]*[=:][ \t]*["']?(?<v>[a-z]{16}|[a-z]{4}(?: [a-z]{4}){3})(?![\w ])/gdi,
    secret: ["v"],
    accept: (value) => /^[a-z ]+$/.test(value) && anyRealValue(value) && randomLetters(value),
  }),
];
