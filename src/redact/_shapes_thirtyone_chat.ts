/**
 * Shapes read beside held-out corpus thirty-one (docs/redaction.md, "Corpus thirty-one after it
 * was seen"): chat servers' own commands that take a password as a word, not a flag — an IRC
 * `NickServ IDENTIFY`, a client's `/set …password value` or `/secure set`, an XMPP server's
 * `register user host password` — sendmail's `AuthInfo` line (`"P:password"`), and a Twilio client
 * built in code with its auth token (`require('twilio')(sid, '…')`).
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { argAccept } from "./_commands_more.ts";
import { anyRealValue, ARG, ARG_GROUPS, betweenLiterals, type Rule, rule } from "./_rule.ts";

const PW = sample(10, ALNUM, 31_101) + "!" + sample(5, ALNUM, 31_102);

/** The rules of this file, in the order they run (with the other shapes of corpus thirty-one). */
export const THIRTYONE_CHAT_RULES: readonly Rule[] = [
  rule({
    id: "chat-command-password",
    examples: {
      match: [
        "/msg NickServ IDENTIFY «" + PW + "»",
        "/msg NickServ IDENTIFY alice «" + PW + "»",
        "PRIVMSG NickServ :IDENTIFY «" + PW + "»",
        "/set irc.server.libera.sasl_password «" + PW + "»",
        "/secure set libera_pass «" + PW + "»",
        "prosodyctl register focus auth.meet.example.net «" + PW + "»",
        "ejabberdctl change_password admin chat.example.net «" + PW + "»",
      ],
      clean: [
        "/msg NickServ IDENTIFY",
        "/set irc.server.libera.sasl_password ${sec.data.libera_pass}",
        "/set irc.server.libera.nicks alice,alice_",
        "prosodyctl register focus auth.meet.example.net $JICOFO_PASSWORD",
      ],
    },
    description:
      "a password a chat command takes as a word: IRC's `NickServ IDENTIFY [account] password`, a client's `/set …password value` and `/secure set name value` (WeeChat), XMPP servers' `prosodyctl`/`ejabberdctl` `register`/`change_password user host password`",
    keywords: ["nickserv", "/set ", "/secure ", "prosodyctl", "ejabberdctl"],
    pattern: new RegExp(
      String.raw`(?:\bNickServ[ \t]+:?IDENTIFY[ \t]+(?:[^\s'"]{1,60}[ \t]+(?=\S))?|` +
        String
          .raw`\/set[ \t]+[\w.-]{0,120}(?:password|passwd|secret|token|_pass|_key)[ \t]+|\/secure[ \t]+set[ \t]+[\w.-]{1,60}[ \t]+|` +
        String
          .raw`\b(?:prosodyctl|ejabberdctl)[ \t]+(?:register|change_password)[ \t]+[^\s|;&]{1,100}[ \t]+[^\s|;&]{1,200}[ \t]+)${ARG}`,
      "gdi",
    ),
    secret: ARG_GROUPS,
    accept: (value, group, match) => argAccept(value, group, match) && !value.startsWith("${"),
  }),
  rule({
    id: "sendmail-authinfo",
    examples: {
      match: [
        'AuthInfo:smtp.example.net "U:root" "I:ops@example.net" "P:«' + PW + '»" "M:PLAIN"',
        'AuthInfo: "U:smmsp" "P=«' + sample(20, ALNUM, 31_103) + '»"',
      ],
      clean: [
        'AuthInfo:smtp.example.net "U:root" "I:ops@example.net" "M:PLAIN"',
        `line = 'AuthInfo:' + host + ' "U:' + user + '" "P:' + pw + '"'`,
      ],
    },
    description: 'the password of a sendmail `AuthInfo` line (`"P:password"`, or `"P=base64"`)',
    keywords: ["authinfo"],
    pattern: /\bAuthInfo:[^\r\n]{0,300}?\\?"P[:=](?<v>[^"\\\r\n]{1,200})\\?"/gd,
    secret: ["v"],
    // (Not code that builds the line: `"P:' + pw + '"` closes a literal, joins, opens one.)
    accept: (value) =>
      anyRealValue(value) && !value.startsWith("$") &&
      !(/^['\x60]/.test(value) && betweenLiterals(value.slice(1))),
  }),
  rule({
    id: "twilio-client-token",
    examples: {
      match: [
        "const client = require('twilio')(accountSid, '«" + sample(32, HEX, 31_104) + "»');",
        'const twilio = require("twilio")(SID, "«' + sample(32, HEX, 31_105) + '»");',
      ],
      clean: [
        "const client = require('twilio')(accountSid, authToken);",
        "const client = twilio(process.env.TWILIO_SID, process.env.TWILIO_AUTH_TOKEN);",
      ],
    },
    description:
      "the auth token a Twilio client is built with in code (`require('twilio')(sid, '…')`, `twilio(sid, '…')`, `new Twilio(sid, '…')`): 32 hex digits, the second argument",
    keywords: ["twilio"],
    pattern:
      /(?:\brequire\([ \t]*["']twilio["'][ \t]*\)|\b[Tt]wilio)\([ \t]*[^,()\r\n]{1,100},[ \t]*(?:"(?<dq>[0-9a-f]{32})"|'(?<sq>[0-9a-f]{32})')/gd,
    secret: ["dq", "sq"],
  }),
];
