/**
 * Shapes of a value handed over in chat with no name for it, read from held-out corpus
 * thirty-five's misses (docs/redaction.md, "Corpus thirty-five after it was seen") as shapes of any
 * text: a value alone under a line that says it failed to authenticate (`it still 401s:`), a value
 * a portal, console or account showed or made (`the portal shows me …`, `the account made … for
 * us`), a value offered in its place (`try this one instead: …`), and a login written as a list
 * (`user <name>, <password>`).
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { credentialLike } from "./_credential.ts";
import { isUuid } from "./_noise.ts";
import { looksGenerated, tokenOrUuid } from "./_positions.ts";
import { isNotASecret } from "./_filters.ts";
import { type Rule, rule } from "./_rule.ts";
import { lineAround } from "./_shapes_thirtyfive_devices.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

// A line break as written or JSON-escaped inside a record.
const BR = String.raw`(?:\r?\n|\\r\\n|\\n)`;
// A value's end in a sentence: a dash, a joining word, a stop or the line's end.
const SENTENCE_END = String
  .raw`(?=[ \t]+(?:[—–-]|(?:for|and|but|which|so|as|to|in)\b)|[ \t]*[,;?!](?=[ \t]|\r?$|\r?\n|\\n|")|[ \t]*\.?[ \t]*(?:\r?$|\r?\n|\\n|"))`;

/** True for a value that a person would hand over as a credential: a strong password's form or a UUID. */
const handedOver = (v: string) =>
  credentialLike(v, true) || isUuid(v) ||
  // (Both cases with a password's symbol inside and no digit: `mOMNRA$lWEVWo`.)
  v.length >= 10 && /[a-z]/.test(v) && /[A-Z]/.test(v) &&
    /^[A-Za-z0-9]{3,}[!#$%*@^&~+]+[A-Za-z0-9!#$%*@^&~+]{3,}$/.test(v) && !isNotASecret(v);

/** The rules of this file, in order (after the random tokens, with the other chat rules). */
export const THIRTYFIVE_CHAT_RULES: readonly Rule[] = [
  rule({
    id: "value-after-auth-failure",
    examples: {
      match: [
        "ok I pasted it in and it still 401s:\n\n" + mark(sample(16, HEX, 35_103).toUpperCase()) +
        "\n\nis that the wrong one?",
        "still getting 403 Forbidden with this one:\n" +
        mark([8, 4, 4, 4, 12].map((n, i) => sample(n, HEX, 35_120 + i)).join("-")),
      ],
      clean: [
        "HTTP 401 Unauthorized:\n\nAccessDenied",
        "it still 401s:\n\ncurl -s https://api.example.com/v1/me",
        "the call was rejected:\n\nrequest id req_2024_06_01",
      ],
    },
    description:
      "a value alone on its line (blank lines may stand between) under a line that says a call failed to authenticate and ends with a colon (`it still 401s:`, `403 Forbidden with this one:`): a strong password's form or a UUID",
    keywords: ["401", "403", "unauthori", "forbidden", "rejected", "denied"],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern: new RegExp(
      String
        .raw`(?:\b40[13]s?\b|unauthori[sz]ed|forbidden|rejected|denied)[^\r\n:]{0,80}:[ \t]*${BR}(?:[ \t]*${BR}){0,2}[ \t]*["'\x60]?(?<v>[^\s"'\x60\\]{8,200})["'\x60]?[ \t]*(?=\r?\n|\\r\\n|\\n|$|")`,
      "gdi",
    ),
    secret: ["v"],
    accept: handedOver,
  }),
  rule({
    id: "value-a-portal-gave",
    examples: {
      match: [
        "the AS2 portal shows me " + mark(sample(11, ALNUM, 35_101) + "7") +
        " — where do I put that",
        "the dispatcher account made " + mark(sample(32, HEX, 35_104)) +
        " for us, can the webhook use it?",
      ],
      clean: [
        "the portal shows me an error — where do I look",
        "the console gave 3 warnings, see the build log",
        "the account made 12 shipments for us last week",
      ],
    },
    description:
      "a value a portal, dashboard, console or account showed, gave, generated or made (`the portal shows me …`, `the account made … for us`), told in a sentence: a strong password's form, hex or a UUID",
    keywords: ["portal", "dashboard", "console", "account"],
    pattern: new RegExp(
      String
        .raw`\b(?:portal|dashboard|console|account)\b[^\r\n]{0,60}?\b(?:shows?|showed|gave|gives|generated|issued|made|created)[ \t]+(?:(?:me|us)[ \t]+)?["'\x60]?(?<v>[^\s"'\x60,;]{8,200}?)["'\x60]?${SENTENCE_END}`,
      "gdi",
    ),
    secret: ["v"],
    accept: handedOver,
  }),
  rule({
    id: "value-offered-instead",
    examples: {
      match: ["try this one instead: " + mark("_" + sample(38, ALNUM, 35_105))],
      clean: ["try this instead: npm ci --omit=dev", "use this one instead: gpt-4o-mini"],
    },
    description:
      "a value offered in another's place (`try this one instead: …`, `use this key:`) alone to the line's end: a strong password's form or a UUID",
    keywords: ["try this", "use this", "try that", "use that"],
    pattern: new RegExp(
      String
        .raw`\b(?:try|use)[ \t]+(?:this|that)(?:[ \t]+(?:one|key|token|secret|password|value))?(?:[ \t]+instead)?[ \t]*:[ \t]*["'\x60]?(?<v>[^\s"'\x60\\]{8,200}?)["'\x60]?[ \t]*\.?[ \t]*(?=\r?$|\r?\n|\\n|")`,
      "gdi",
    ),
    secret: ["v"],
    accept: handedOver,
  }),
  rule({
    id: "login-as-a-list",
    examples: {
      match: [
        "db routes_eu, user dispatch@example.com, " +
        mark("Depot" + sample(5, ALNUM, 35_106) + "!x") +
        " — can you see the trips table?",
      ],
      clean: [
        "user alice, 2 days ago, merged the branch",
        "user dispatch@example.com, ReadOnly — no write access",
      ],
    },
    description:
      "a login written as a list in a sentence (`user <name or e-mail>, <password>`): the item after the user, a strong password's form with a digit and a symbol",
    keywords: ["user "],
    pattern: new RegExp(
      String
        .raw`\buser(?:name)?[ \t]+[\w.@+-]{2,80},[ \t]*(?<v>[^\s,;"'\x60]{8,200}?)${SENTENCE_END}`,
      "gdi",
    ),
    secret: ["v"],
    accept: (v) => /\d/.test(v) && /[^A-Za-z0-9]/.test(v) && credentialLike(v, true),
  }),
  rule({
    id: "pair-on-two-lines",
    examples: {
      match: [
        "here's the pair from the platform page\n" + mark(sample(22, ALNUM, 35_107)) + "\n" +
        mark(sample(64, ALNUM + "-_", 35_108)) + "\nwhich one goes where?",
        "from the developer app:\n" + mark(sample(48, ALNUM, 35_109)) + "\n" +
        mark(sample(64, ALNUM, 35_110)),
      ],
      clean: [
        "the two commits from the release page:\n" + sample(40, HEX, 35_111) + "\n" +
        sample(40, HEX, 35_112),
        "the app's bundle ids:\ncom.example.app.ios\ncom.example.app.android",
      ],
    },
    description:
      "two generated values (both cases and a digit, 20 characters or more, no `+` or `/`), each alone on its line and no third below them, under a line that hands over a pair, keys or credentials, or what a developer app, a portal, a console or a page shows (`here's the pair from …`, `from the developer app:`): an id and its secret, both redacted",
    // (Not `key` or `app` alone, on most lines of code: the words a handing-over line holds.)
    keywords: [
      "pair",
      "key and secret",
      "keys:",
      "credentials:",
      "developer app",
      "portal",
      "console:",
      "page:",
    ],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern: new RegExp(
      String
        .raw`\b(?:pair|key[ \t]and[ \t]secret|keys:|credentials:|developer[ \t]app|portal|console:|page:)[^\r\n]{0,120}${BR}[ \t]*(?<a>[A-Za-z0-9_-]{20,300})[ \t]*${BR}[ \t]*(?<b>[A-Za-z0-9_-]{20,300})[ \t]*(?=\r?\n|\\r\\n|\\n|$|")(?![ \t]*${BR}[ \t]*[A-Za-z0-9_\-+\/]{20})`,
      "gdi",
    ),
    secret: ["a", "b"],
    // (Not the lines of an armoured block: a public key's, a certificate's, under its `BEGIN`.)
    accept: (v, _g, m) =>
      looksGenerated(v, 20) && /[a-z]/.test(v) && /[A-Z]/.test(v) &&
      !/BEGIN|PUBLIC|-{3}/.test(m[0]),
  }),
  rule({
    id: "key-and-secret-joined",
    examples: {
      match: [
        mark(sample(32, HEX, 35_113)) + " / " + mark(sample(32, HEX, 35_114)) +
        " — which is the key and which the secret?",
      ],
      clean: [
        "compare " + sample(32, HEX, 35_115) + " / " + sample(32, HEX, 35_116) +
        " (md5 before and after)",
      ],
    },
    description:
      "two generated values or UUIDs joined by ` / `, ` & ` or ` and ` on a line that names both a key and a secret (`<a> / <b> — which is the key and which the secret?`): both redacted",
    keywords: ["secret"],
    pattern:
      /(?<![\w\/.-])(?<a>[A-Za-z0-9_-]{16,200})[ \t]+(?:\/|&|and)[ \t]+(?<b>[A-Za-z0-9_-]{16,200})(?![\w\/.-])/gd,
    secret: ["a", "b"],
    accept: (v, _g, m) => {
      const line = lineAround(m.input, m.index);
      return tokenOrUuid(v, 16) && /\bkeys?\b/i.test(line) && /\bsecrets?\b/i.test(line);
    },
  }),
  rule({
    id: "value-pointed-at-below",
    examples: {
      match: [
        mark(sample(64, HEX, 35_117)) + "\n^ this is from the vendor portal, the call says 401",
      ],
      clean: [sample(40, HEX, 35_118) + "\n^ this is the commit that broke the build"],
    },
    description:
      "a generated value or UUID alone on its line, under which a line points up at it and names where a key comes from or that it failed (`^ this is from the … portal`, `^ that's the key`, `^ it 401s`)",
    keywords: ["^ this", "^ that", "^ it", "^this", "^that"],
    wholeText: true,
    startsNearKeyword: { above: 1 },
    pattern: new RegExp(
      String
        .raw`(?<=^|\n|\\n|":[ \t]?")[ \t]*(?<v>[A-Za-z0-9_\-+\/]{16,300}={0,2})[ \t]*${BR}[ \t]*\^[ \t]*(?:this|that|it)\b[^\r\n]{0,160}?(?:portal|dashboard|console|key|token|secret|password|credential|40[13]|unauthori)`,
      "gdi",
    ),
    secret: ["v"],
    accept: (v) => tokenOrUuid(v, 16) || credentialLike(v, true),
  }),
];
