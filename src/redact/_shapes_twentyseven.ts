/**
 * Shapes read from held-out corpus twenty-seven's misses (docs/redaction.md, "Corpus twenty-seven
 * after it was seen": business software and office automation), as shapes of any text: a key in
 * an MCP server's URL, a secret assigned through an indexer (`.Fields("smtp_password").Value`), a
 * login call's password, a value a sentence says a password is now, a note's password under the
 * account it is for. The credentials screens and pairs run first and are in
 * `_shapes_twentyseven_screens.ts`; an order record's token and the key before a value are read
 * here for the other rules.
 */
import { BASE64URL, LOWER_DIGITS, sample } from "./_examples.ts";
import { ABOUT, CODE_LINE, STRONG_WORD } from "./_announced_words.ts";
import { credentialLike } from "./_credential.ts";
import { isNotASecret } from "./_filters.ts";
import { LINE_NUMBER } from "./_lines.ts";
import { mixedNoise } from "./_noise.ts";
import { literal, type Rule, rule } from "./_rule.ts";
import { NOT_SECRET_LABEL, TWENTYSEVEN_SCREEN_RULES } from "./_shapes_twentyseven_screens.ts";

// A sibling key of an order record's `token` (within 600 characters).
const ORDER_TOKEN = /["']?(?:checkout|cart|order)_token\\?["']?[ \t]*[:=]/i;

/**
 * True when the value named `name` at `at` of `input` is an order record's own token: under
 * `checkout_token`, `cart_token` or `order_token`, or under `token` in a record that holds one. A
 * shop's order payload names the order so (Shopify's order webhook) and prints it on the order's
 * status page: no credential.
 */
export function orderRecordToken(name: string, input: string, at: number): boolean {
  if (/(?:checkout|cart|order)[_-]?token$/i.test(name)) return true;
  // (An order's key written before it with no sign, `orderKey 5da1…`: ShipStation's order id.)
  if (
    /(?:checkout|cart|order)[_-]?(?:token|key)[ \t]+$/i.test(input.slice(Math.max(0, at - 30), at))
  ) {
    return true;
  }
  return /^token$/i.test(name) && ORDER_TOKEN.test(input.slice(Math.max(0, at - 600), at + 600));
}

/** The name of a JSON, YAML or code key right before `at` (`"token": "`, escaped too), or "". */
export function keyBefore(input: string, at: number): string {
  const before = input.slice(Math.max(0, at - 48), at);
  return /([\w-]{1,40})\\?["']?[ \t]*[:=][ \t]*\\?["']?$/.exec(before)?.[1] ?? "";
}

// The words a note's line names an account or a network by (`WIFI guest`, `sage admin`).
// (Not `user` or `root`, on most lines of code: a note names the system with them anyway.)
const ACCOUNT_WORDS = ["wifi", "wi-fi", "wlan", "guest", "admin", "login"];
const ACCOUNT = "wi-?fi|wlan|guest|admin(?:istrator)?|login";

export const TWENTYSEVEN_RULES: readonly Rule[] = [
  ...TWENTYSEVEN_SCREEN_RULES,
  rule({
    id: "mcp-url-key",
    examples: {
      match: [
        '"url": "https://mcp.zapier.com/api/mcp/s/«' + sample(56, BASE64URL, 2714) + '»/mcp"',
        "claude mcp add --transport http crm https://tools.example.io/mcp/«" +
        sample(40, BASE64URL, 2715) + "»",
      ],
      clean: [
        '"url": "https://mcp.example.com/servers/linear-integration-v2/sse"',
        "https://mcp.zapier.com/api/mcp/s/<your-server-key>/mcp",
      ],
    },
    description:
      "an MCP server's URL whose path holds a generated key (a host named `mcp…` or a path under `/mcp/`: `mcp.zapier.com/api/mcp/s/<key>/mcp`): whoever has the URL uses the tools it serves; the host and the words of the path stay",
    keywords: ["mcp"],
    pattern: new RegExp(
      String
        .raw`https?://(?:[^\s/"'<>]{0,60}mcp[^\s/"'<>]{0,60}(?:/[^\s/?#"'<>]{1,80}){0,5}?|[^\s/"'<>]{1,100}(?:/[^\s/?#"'<>]{1,80}){0,4}?/mcp(?:/[^\s/?#"'<>]{1,80}){0,2}?)/(?<v>[A-Za-z0-9_-]{24,200})(?=[/?#\s"'<>)\x60]|$)`,
      "gdi",
    ),
    secret: ["v"],
    accept: (value) => mixedNoise(value, 24),
  }),
  rule({
    id: "indexed-secret-assignment",
    examples: {
      match: [
        '.Item("http://schemas.microsoft.com/cdo/configuration/sendpassword") = "«Hq7' +
        sample(10, LOWER_DIGITS, 2716) + '»"',
        'ws.Fields("smtp_password").Value = "«' + sample(12, LOWER_DIGITS, 2717) + '7»"',
      ],
      clean: [
        'If cfg("password") = "changeme" Then',
        '.Item("http://schemas.microsoft.com/cdo/configuration/sendpassword") = pwd',
        '.Item("http://schemas.microsoft.com/cdo/configuration/sendusername") = "ops@acme.example"',
      ],
    },
    description:
      'a literal assigned through an indexer in parentheses whose key ends in a secret word (VB\'s `.Item("…/sendpassword") = "…"`, `.Fields("smtp_password").Value = "…"`): not a comparison (`If … Then`) nor a variable',
    keywords: ["password", "passwd", "secret", "token", "apikey", "api_key"],
    lineHas: /"[ \t]*\)(?:\.Value)?[ \t]*=[ \t]*"/g,
    pattern: new RegExp(
      String
        .raw`\([ \t]*"(?<key>[^"\r\n]{0,200}?(?:password|passwd|secret|token|apikey|api_key))"[ \t]*\)(?:\.Value)?[ \t]*=[ \t]*"(?<v>[^"\r\n]{1,200})"`,
      "gdi",
    ),
    secret: ["v"],
    accept: (value, _group, match) => {
      const start = match.input.lastIndexOf("\n", match.index) + 1;
      const line = match.input.slice(start, match.index);
      return literal(value) && !/^[ \t]*(?:else)?if\b|\bwhile\b|\bcase\b/i.test(line);
    },
  }),
  rule({
    id: "login-call-password",
    examples: {
      match: [
        '{"method":"login","args":["prod","admin","«' + sample(10, LOWER_DIGITS, 2718) + 'Q_»"]}',
        'uid = common.authenticate(db, "admin", "«' + sample(12, LOWER_DIGITS, 2719) + 'X»", {})',
      ],
      clean: [
        'common.authenticate(db, "admin", password, {})',
        'session.login(db, "admin", "localhost")',
        '{"method":"login","args":["prod","admin","<password>"]}',
      ],
    },
    description:
      'the password given to a login call after the user, as a literal: `login("user", "…")`, `authenticate(db, "admin", "…", {})`, a JSON-RPC call `"method":"login","args":[db, user, "…"]` (Odoo\'s, any RPC\'s)',
    keywords: ["login", "authenticate", "signin"],
    pattern: new RegExp(
      String
        .raw`(?:\b(?:login|authenticate|signIn)[ \t]*\([ \t]*(?:(?:"[^"\r\n]{1,80}"|'[^'\r\n]{1,80}'|[\w.]{1,40})[ \t]*,[ \t]*)?(?:"[^"\r\n]{1,80}"|'[^'\r\n]{1,80}'|[\w.]{1,40})[ \t]*,[ \t]*|"method"[ \t]*:[ \t]*"(?:login|authenticate)"[ \t]*,[ \t]*"(?:args|params)"[ \t]*:[ \t]*\[[ \t]*"[^"\r\n]{0,80}"[ \t]*,[ \t]*"[^"\r\n]{1,80}"[ \t]*,[ \t]*)(?<q>["'])(?<v>[^"'\s]{6,100})\k<q>`,
      "gdi",
    ),
    secret: ["v"],
    accept: (value) => !isNotASecret(value) && credentialLike(value, true),
  }),
  rule({
    id: "told-new-value",
    examples: {
      match: [
        "@here the password for the shared inbox changed, it's now «" +
        sample(12, LOWER_DIGITS, 2721) + "Kq» — update your phones",
        "heads up, the admin password got reset and it is now «" + sample(9, LOWER_DIGITS, 2722) +
        "Z!», please don't share",
      ],
      clean: [
        "the password policy is now 12 characters minimum",
        "the token is now rotated every 24 hours",
        "password = it_is_now_set",
      ],
    },
    description:
      "a value a sentence says a password or key is now (`the password for … changed, it's now …`, `the wifi passphrase is now …`), in a chat line or a note: a credential, the secret word before it on the line; not a line about a policy, a format or code",
    // (The sentence's own words, not `is now`, which prose holds on every few lines.)
    keywords: [
      "it's now",
      "it is now",
      "its now",
      "word is now",
      "phrase is now",
      "key is now",
      "token is now",
    ],
    pattern:
      /now(?<=\b(?:[Ii]t'?s|[Ii]t is|[Ii]s|[Aa]re)[ \t]+now)[ \t]+(?:set[ \t]+to[ \t]+)?["'\x60“]?(?<v>[^\s"'\x60”,;]{7,63}[^\s"'\x60”,;.:])/gd,
    secret: ["v"],
    accept: (value, _group, match) => {
      const input = match.input;
      // (The line, or in a record read as written its message's part after its last `\n`.)
      const raw = input.slice(input.lastIndexOf("\n", match.index) + 1, match.index);
      const cut = raw.lastIndexOf("\\n");
      const line = raw.slice(cut === -1 ? 0 : cut + 2).replace(/^.*(?<!\\)"[ \t]?:[ \t]?"/, "");
      if (line.length > 400 || !STRONG_WORD.test(line) || CODE_LINE.test(line)) return false;
      return !ABOUT.test(line) && !isNotASecret(value) && credentialLike(value, true);
    },
  }),
  rule({
    id: "note-account-password",
    examples: {
      match: [
        "WLAN office\n«" + sample(8, LOWER_DIGITS, 2723) + "Kp!»\n\nprinter admin\n«" +
        sample(11, LOWER_DIGITS, 2724) + "Tq»\n",
        "    4\tqb login\n    5\t«Spring" + sample(4, LOWER_DIGITS, 2725) + "#»\n    6\t",
      ],
      clean: [
        "User guide\nGettingStarted2\n\nsee the wiki",
        "root\n/var/lib/postgres\n",
        "Admin\nadministrator\n",
      ],
    },
    description:
      "a password under a short line that names an account or a network (`WIFI guest`, `sage admin`, `qb login`), then a blank line or the end: a note, a sticky note's OCR; the value reads as a password (a symbol, or digits in both cases, not words joined)",
    keywords: ACCOUNT_WORDS,
    // (From the account word, which the regex engine skips ahead to; the label's start is looked
    // behind from it.)
    reach: { before: 100, after: 200 },
    pattern: new RegExp(
      String
        .raw`(?:${ACCOUNT})(?=[ \t]*(?:[A-Za-z][\w.-]{0,20}[ \t]*)?\r?\n)(?<=(?:^|\n|":")${LINE_NUMBER}[ \t]{0,8}(?<label>(?:[A-Za-z][\w.@-]{0,20}[ \t]){0,2}(?:${ACCOUNT})))[ \t]*(?<more>[A-Za-z][\w.-]{0,20})?[ \t]*\r?\n${LINE_NUMBER}[ \t]{0,8}(?<v>[^\s"'\x60<>]{8,40})[ \t]*(?=\r?\n(?:${LINE_NUMBER})?[ \t]*(?:\r?\n|$|"[,}\]])|\r?\n?$|"[,}\]])`,
      "gdi",
    ),
    secret: ["v"],
    accept: (value, _group, match) => {
      const label = `${match.groups?.label ?? ""} ${match.groups?.more ?? ""}`.toLowerCase();
      if (label.split(/[ \t.-]+/).some((w) => NOT_SECRET_LABEL.has(w))) return false;
      if (!credentialLike(value, true)) return false;
      // (A password: a symbol in it, or digits among both cases that are not words joined.)
      return /[^A-Za-z0-9]/.test(value) ||
        /\d/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value) &&
          !/^(?:[A-Z][a-z]+)+\d*$/.test(value);
    },
  }),
];
