/**
 * Secrets in the snippets of more tools and languages, each known by a literal of its own: a
 * `NAME=value` line as `printenv`/`env` print it (the value is the whole rest of the line), a PHP
 * variable named for a password (`$dbPass = '…';`), HTTP Basic credentials wherever they are
 * written (`proxy_set_header Authorization "Basic …"`, a sentence), an XML element or a string
 * resource named for a secret (`<password><![CDATA[…]]></password>`,
 * `<string name="keystore_password">…</string>`), and Gradle's signing settings
 * (`storePassword '…'`). The name decides, as for assignments; only the value goes.
 */
import { nameKind, valueFor } from "./_documents.ts";
import { ALNUM, BASE64, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { named } from "./_literals.ts";
import { type Rule, rule } from "./_rule.ts";

// A password for the examples.
const PW = sample(6, ALNUM, 501) + "&" + sample(7, ALNUM, 502);

// A PHP or Groovy name that ends in a secret word, camel-cased too (`dbPass`, `storePassword`).
const CAMEL_SECRET = /(?:pass(?:word|wd|phrase)?|pwd|secret|token|api_?key)$/i;

/** True when `b64` decodes to `user:password` in printable text (HTTP Basic credentials). */
function basicCredentials(b64: string): boolean {
  let text: string;
  try {
    text = atob(b64);
  } catch {
    return false;
  }
  const colon = text.indexOf(":");
  return colon > 0 && colon < text.length - 3 && /^[\x21-\x7e]+$/.test(text) &&
    !isNotASecret(text.slice(colon + 1));
}

/** The rules of this file, in the order they run (before the assignment rules). */
export const SNIPPET_RULES: readonly Rule[] = [
  rule({
    id: "env-output-line",
    examples: {
      match: ["$ printenv | grep PASS\nPGPASSWORD=«" + PW + "»\nSMTP_PASSWORD=«" + PW + "x»"],
      clean: [
        "PGPASSWORD=",
        "TOKEN_TTL=3600",
        "DB_PASSWORD_FILE=/run/secrets/db",
        "Set environment variables (e.g. -e KEY=value)",
      ],
    },
    description:
      "a `NAME=value` line as `printenv`/`env`/`docker exec … env` print it, for a name that says secret: the value is the whole rest of the line (`&`, `;` and all)",
    keywords: ["pass", "secret", "token", "key", "pwd"],
    // A value it keeps holds one of `&;|<>()` (`accept`): only lines with `=` after a name's last
    // character and such a value after it are read (a search for the literal `=`, where the
    // pattern itself is tried at every character of every line holding a keyword).
    lineHas: /=(?<=[A-Z0-9_]=)[^\s"'\\&;|<>()]{0,299}[&;|<>()]/g,
    pattern:
      /(?<![\w$.-])(?<name>[A-Z][A-Z0-9_]{1,80})=(?<bare>[^\s"'\\]{1,300})(?=\r?(?:\n|$)|\\[nr]|"|$)/gd,
    secret: ["bare"],
    // (A stand-in closed by the prose around it, `(e.g. -e KEY=value)`, is still a stand-in.)
    accept: (value, group, match) =>
      /[&;|<>()]/.test(value) && named(value, group, match) &&
      !isNotASecret(value.replace(/[)\]\x60.,;]+$/, "")),
  }),
  rule({
    id: "php-secret-variable",
    examples: {
      match: [
        "$dbPass = '«" + PW + "»';",
        '$this->apiToken = "«' + sample(40, ALNUM, 503) + '»";',
      ],
      clean: ["$password = $_POST['password'];", "$passField = 'password';", '$token = "";'],
    },
    description:
      "a PHP variable or property named for a secret, camel-cased too (`$dbPass = '…';`, `$this->apiToken = \"…\";`)",
    keywords: ["pass", "pwd", "secret", "token", "key"],
    pattern:
      /\$(?:this->)?(?<name>[A-Za-z_]\w{0,80})[ \t]*=[ \t]*(?:'(?<sq>[^'\\\r\n]{4,300})'|"(?<dq>[^"\\$\r\n]{4,300})")[ \t]*;/gd,
    secret: ["sq", "dq"],
    accept: (value, _group, match) => {
      const name = match.groups?.name ?? "";
      return CAMEL_SECRET.test(name) && !/\s/.test(value) && valueFor("password", value) &&
        value.toLowerCase() !== name.toLowerCase();
    },
  }),
  rule({
    id: "basic-credentials",
    examples: {
      match: [
        '    proxy_set_header Authorization "Basic «' + btoa("svc:" + PW) + '»";',
        "the header was Basic «" + btoa("deploy:" + PW) + "» and it still fails",
      ],
      clean: ["Basic authentication is enabled", "Basic dXNlcm5hbWU6cGFzc3dvcmQ= in the docs"],
    },
    description:
      "HTTP Basic credentials wherever they are written (an nginx `proxy_set_header`, a sentence): `Basic` then base64 that decodes to `user:password`",
    keywords: ["basic "],
    pattern: /\bBasic[ \t]+(?<b64>[A-Za-z0-9+\/]{8,400}={0,2})(?![A-Za-z0-9+\/=])/gd,
    secret: ["b64"],
    accept: basicCredentials,
  }),
  rule({
    id: "xml-secret-element",
    examples: {
      match: [
        "<password><![CDATA[«" + PW + "»]]></password>",
        '<string name="keystore_password">«' + PW + "»</string>",
      ],
      clean: [
        "<password><![CDATA[${DB_PASSWORD}]]></password>",
        '<string name="password_hint">Enter your password</string>',
      ],
    },
    description:
      'an XML element named for a secret holding CDATA (`<password><![CDATA[…]]></password>`), or one whose `name="…"` says secret (`<string name="keystore_password">…</string>`)',
    keywords: ["cdata[", "name="],
    pattern:
      /<(?<name>[\w.:-]{1,80})>[ \t]*<!\[CDATA\[(?<cdata>[^\]\r\n]{1,1000})\]\]>|<(?<tag>[\w:-]{1,40})[ \t][^<>\r\n]{0,200}?\bname="(?<xname>[\w.:-]{1,100})"[^<>\r\n]{0,200}>(?<text>[^<\r\n]{1,1000})<\/\k<tag>>/gd,
    secret: ["cdata", "text"],
    accept: (value, group, match) => {
      const name = group === "cdata" ? match.groups?.name : match.groups?.xname;
      return !/\s/.test(value.trim()) && valueFor(nameKind(name ?? ""), value.trim());
    },
  }),
  rule({
    id: "recovery-codes",
    examples: {
      match: [
        "Your recovery codes:\n«w3kc7-6nxh7»\n«p9rt2-hh4mz»\n",
        "backup codes:\n  «83920417»",
      ],
      clean: ["recovery codes:\nnone left\n", "Store your recovery codes somewhere safe."],
    },
    description:
      "two-factor recovery or backup codes listed on the lines after a label that names them (`recovery codes:`, then `w3kc7-6nxh7` lines)",
    keywords: ["recovery code", "backup code", "scratch code"],
    wholeText: true,
    pattern:
      /(?:recovery|backup|scratch)[ \t-]codes?\b[^\n\\]{0,80}?:?[ \t]*(?:\r?\n|\\r?\\n)(?<codes>(?:[ \t]*[a-z0-9]{4,10}(?:-[a-z0-9]{4,10})?[ \t]*(?:\r?\n|\\r?\\n|$|(?="))){1,24})/gdi,
    secret: ["codes"],
    accept: (value) => /\d/.test(value),
    split: (value) =>
      [...value.matchAll(/[a-z0-9]{4,10}(?:-[a-z0-9]{4,10})?/gi)].filter((m) => /\d/.test(m[0]))
        .map((m) => [m.index, m.index + m[0].length] as [number, number]),
  }),
  rule({
    id: "shell-quoted-secret",
    examples: {
      match: [
        "export DB_PASS='«" + sample(8, ALNUM, 506) + "'\\''" + sample(8, ALNUM, 507) + "»'",
        "API_TOKEN='«" + sample(20, ALNUM, 508) + "'\\''x'\\''" + sample(9, ALNUM, 509) +
        "»' ./run",
      ],
      clean: ["export GREETING='it'\\''s fine'", "PASSWORD_HINT='don'\\''t share'"],
    },
    description:
      "a shell value under a secret name that holds a single quote written as `'\\''` (`DB_PASS='ab'\\''cd'`): the whole value, across the quotes",
    keywords: ["\\''"],
    pattern:
      /(?<![\w$.-])(?<name>[A-Za-z_]\w{0,80})='(?<v>[^'\r\n]{0,300}'\\{1,2}''[^'\r\n]{0,300}(?:'\\{1,2}''[^'\r\n]{0,300}){0,8})'/gd,
    secret: ["v"],
    accept: (value, group, match) => !/\s/.test(value) && named(value, group, match),
  }),
  rule({
    id: "gradle-secret-setting",
    examples: {
      match: [
        "    storePassword '«" + PW + "»'",
        '        keyPassword "«' + sample(16, BASE64, 505) + '»"',
      ],
      clean: ["    storePassword System.getenv('STORE_PASSWORD')", "    keyAlias 'upload'"],
    },
    description:
      "a Groovy/Gradle setting named for a secret given as a call without `=` (`storePassword '…'`, `keyPassword \"…\"` of an Android `signingConfigs` block)",
    keywords: ["pass", "secret", "token", "key"],
    // Only lines where a name ending so is followed by a quoted value (a search for those words,
    // where the pattern itself is tried after every quote of every line holding a keyword).
    lineHas: /(?:Password|Secret|Token|ApiKey)[ \t]+\\?["']/g,
    // The line start is matched, not looked behind: a look-behind first is tried at every
    // character of every line holding a keyword (a third of this rule set's time on prose).
    pattern:
      /(?:^|\n|\\n|")[ \t]*(?<name>[a-z]\w{0,60}(?:Password|Secret|Token|ApiKey))[ \t]+(?:'(?<sq>[^'\\\r\n]{1,300})'|\\?"(?<dq>[^"\\$\r\n]{1,300})\\?")(?=[ \t]*(?:\r?(?:\n|$)|\\[nr]|"|$))/gd,
    secret: ["sq", "dq"],
    accept: (value) => !/\s/.test(value) && valueFor("password", value),
  }),
];
