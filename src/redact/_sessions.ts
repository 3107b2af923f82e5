/**
 * Secrets in what a protocol session or a message carries: an SMTP `AUTH PLAIN` (or the answer
 * to `334 UGFzc3dvcmQ6`, "Password:" in base64), an FTP/POP3 `PASS` after `USER`, and an XML
 * element named for a secret whose opening tag carries attributes or a namespace
 * (`<wsse:Password Type="…PasswordText">…</wsse:Password>`).
 */
import { nameKind, valueFor } from "./_documents.ts";
import { ALNUM, BASE64, sample } from "./_examples.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";

const PW = sample(6, ALNUM, 1601) + "~" + sample(6, ALNUM, 1602);
const B64 = sample(48, BASE64, 1603);

/** The rules of this file, in the order they run (with the document rules). */
export const SESSION_RULES: readonly Rule[] = [
  rule({
    id: "mail-auth",
    examples: {
      match: [
        "C: AUTH PLAIN «" + B64 + "»",
        "S: 334 VXNlcm5hbWU6\nC: YWxlcnRz\nS: 334 UGFzc3dvcmQ6\nC: «" + B64.slice(0, 20) + "»",
        "<~  334 UGFzc3dvcmQ6\n ~> «" + B64.slice(4, 24) + "»\n<~  235 2.7.0 ok",
      ],
      clean: ["S: 250-AUTH PLAIN LOGIN", "S: 250 AUTH LOGIN PLAIN CRAM-MD5"],
    },
    description:
      'an SMTP/IMAP/POP3 login in a session transcript: the base64 of `AUTH PLAIN …`, or the line answering `334 UGFzc3dvcmQ6` ("Password:"; also after swaks\' ` ~> `)',
    keywords: ["auth plain", "ugfzc3dvcmq6", "cgfzc3dvcmq6"],
    wholeText: true,
    pattern:
      /(?:AUTH[ \t]+PLAIN[ \t]+|334[ \t]+(?:UGFzc3dvcmQ6|cGFzc3dvcmQ6)[ \t]*(?:\r?\n|\\r?\\n)(?:>[ \t]?)?[ \t]*(?:C:|[~=-]?>)?[ \t]*)(?<s>[A-Za-z0-9+\/]{4,1000}={0,2})(?=[ \t]*(?:\r?\n|\r?$|\\r?\\n|"[,}\]]))/gd,
    secret: ["s"],
    accept: (value) => !/^(?:LOGIN|PLAIN|CRAM)/.test(value),
  }),
  rule({
    id: "ftp-pass",
    examples: {
      match: [
        "220 ProFTPD Server ready.\nUSER upload\n331 Password required for upload\nPASS «" + PW +
        "»\n230 User upload logged in",
        "C: USER ops\nS: +OK\nC: PASS «" + PW + "»",
      ],
      clean: ["USER upload\n331 Password required\nPASS ****", "PASS src/app.test.ts (3 s)"],
    },
    description:
      "the password an FTP or POP3 client sends with `PASS` after its `USER` line, in a session log",
    keywords: ["pass "],
    // (The keyword is Python's `pass` too: the command itself, upper-case, is two plain string
    // searches, where the pattern is a scan of the whole text.)
    when: (text) => text.includes("PASS ") || text.includes("PASS\t"),
    wholeText: true,
    pattern:
      /USER[ \t]+[^\s]{1,100}[ \t]*\r?\n(?:[^\r\n]{0,200}\r?\n){0,2}?(?:[CS]:[ \t]*|[<>][ \t]*|-->[ \t]*)?PASS[ \t]+(?<s>[^\s"\\]{1,200})(?=[ \t]*(?:\r?\n|\r?$|"[,}\]]))/gd,
    secret: ["s"],
    accept: (value) => anyRealValue(value),
  }),
  rule({
    id: "xml-secret",
    examples: {
      match: [
        '<wsse:UsernameToken><wsse:Username>partner</wsse:Username><wsse:Password Type="PasswordText">«' +
        PW + "»</wsse:Password></wsse:UsernameToken>",
        '<entry key="x"><ApiKey encoding="plain">«' + sample(32, ALNUM, 1604) + "»</ApiKey>",
      ],
      clean: [
        '<wsse:Password Type="PasswordText">${PARTNER_PASSWORD}</wsse:Password>',
        '<Token type="bool">true</Token>',
      ],
    },
    description:
      'an XML element named for a secret whose opening tag has a namespace or attributes (`<wsse:Password Type="…">…</wsse:Password>`)',
    keywords: ["pass", "pwd", "secret", "token", "key"],
    lineHas: /<\//g,
    pattern:
      /<(?<name>(?:[\w.-]{1,30}:)?[\w.-]{0,40}?(?:password|passwd|passphrase|secret|token|api[_-]?key|(?:access|secret|private|auth)[_-]?key))[ \t][^<>\r\n]{0,300}>(?<v>[^<>\r\n]{1,1000})<\/\k<name>>/gdi,
    secret: ["v"],
    accept: (value, _group, match) => valueFor(nameKind(match.groups?.name ?? ""), value.trim()),
  }),
];
