/**
 * Shapes read from held-out corpus twenty-seven's misses (docs/redaction.md, "Corpus twenty-seven
 * after it was seen": business software and office automation), as shapes of any text: a
 * credentials screen copied or OCR'd, its labels on one line and each value alone on the next
 * (`Consumer Secret` then the value); the id half of a credential pair whose secret half stands
 * beside it (`NS_TOKEN_ID` by `NS_TOKEN_SECRET`, `TOKEN ID` over `TOKEN SECRET`). A screen that
 * hid its secret (`API secret key` over `••••`) shows only the public half of the pair: that stays.
 */
import { BASE64URL, HEX, LOWER_DIGITS, sample } from "./_examples.ts";
import { ABOUT, CODE_LINE, STRONG_WORD } from "./_announced_words.ts";
import { credentialLike } from "./_credential.ts";
import { isNotASecret, REDACTED } from "./_filters.ts";
import { LINE_NUMBER, LINE_NUMBER_START } from "./_lines.ts";
import { DIGEST_WORDS, ID_WORDS } from "./_nearby_words.ts";
import { mixedNoise } from "./_noise.ts";
import { literal, type Rule, rule } from "./_rule.ts";

// The label of a screen's field: up to four words, then the word that names a secret.
const LABEL_END = "key|secret|token|password|passcode|passphrase";
const LABEL = String
  .raw`(?<label>(?:[A-Za-z][A-Za-z.-]{0,19}[ \t]){0,4}(?:${LABEL_END})s?)`;

// Words in a label that say the value is an id, a digest or public, not a credential.
const NOT_SECRET_LABEL = new Set([
  ...DIGEST_WORDS,
  ...ID_WORDS,
  "id",
  "public",
  "publishable",
  "primary",
  "foreign",
  "partition",
  "sort",
  "license",
  "licence",
  "product",
  "ssh",
  "gpg",
  "pgp",
  "name",
  "type",
  "expires",
  "created",
  "last",
  "masked",
  "hidden",
]);
const STRONG_LABEL = /secret|token|password|passcode|passphrase/i;

// A line of mask characters: a value a screen hides (`••••••••`, `************`).
const MASKED = /^[ \t]*[•●*·∙x]{4,}[ \t]*(?:"[}\]]*)?\r?$/;

/**
 * True when the value ending at `end` of `input` is shown on a screen that hid the secret of its
 * pair: the next line labels a secret (`API secret key`, `Client secret`) and the line after it
 * is masked. What such a screen still shows is the public half (an app's API key, a client id).
 */
export function pairHidden(input: string, end: number): boolean {
  const lines = input.slice(end, end + 200).split("\n", 4);
  if (lines.length < 3 || lines[0]!.trim() !== "") return false;
  const label = lines[1]!.replace(LINE_NUMBER_START, "");
  const value = lines[2]!.replace(LINE_NUMBER_START, "");
  return /secret|password/i.test(label) && label.length < 40 && MASKED.test(value);
}

/** Whether a screen's value under `label` could be its credential. */
function screenValue(value: string, label: string, input: string, end: number): boolean {
  if (value === REDACTED || isNotASecret(value)) return false;
  const words = label.toLowerCase().split(/[ \t.-]+/);
  if (words.some((w) => NOT_SECRET_LABEL.has(w))) return false;
  // (A key of 32 or more hex digits under a label: a `commit` or `sha` label is turned away above.)
  const hex = /^[0-9a-f]{32,128}$/i.test(value) && /\d/.test(value) && /[a-f]/i.test(value);
  // (Under `key` alone, a value as long as a generated key: 20 characters or more.)
  const strong = STRONG_LABEL.test(label) || value.length >= 20;
  if (!hex && !credentialLike(value, strong)) return false;
  return !pairHidden(input, end);
}

// The id or key half of a credential pair, named by the pair's word (`NS_TOKEN_ID`, `TOKEN ID`,
// `CONSUMER_KEY`, `ACCESS KEY`), then its value of 32 or more letters and digits.
const PAIR_HALF = String
  .raw`(?<![\w])(?<name>[A-Za-z][A-Za-z0-9]{0,20}(?:[_ ][A-Za-z0-9]{1,20}){0,3}?)[_ ](?:id|key)(?:[ \t]*[=:][ \t]*|[ \t]+)["']?(?<v>[A-Za-z0-9]{32,128})(?![A-Za-z0-9])`;
const PAIR_WORD = /(?:^|[_ ])(?:token|consumer|access)$/i;
// Where such a name stands (the rule runs on the lines around them).
const PAIR_NAMES = [
  "token_id",
  "token id",
  "consumer_key",
  "consumer key",
  "access_key",
  "access key",
];

/**
 * Whether the pair half `value` named `name` (at `at` of `input`) stands by its secret half: a
 * line within 300 characters names `<name> secret` and holds a value another rule replaced or
 * one as long as this one.
 */
function besideItsSecret(value: string, name: string, input: string, at: number): boolean {
  if (!PAIR_WORD.test(name) || !/\d/.test(value) || !/[A-Za-z]/.test(value)) return false;
  const near = input.slice(Math.max(0, at - 300), at + value.length + 300);
  const own = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[_ ]/g, "[_ ]");
  const secret = new RegExp(
    String
      .raw`(?<![\w])${own}[_ ]secret(?:[ \t]*[=:][ \t]*|[ \t]+)["']?(\[REDACTED\]|[A-Za-z0-9]{${value.length}}(?![A-Za-z0-9]))`,
    "i",
  );
  return secret.test(near);
}

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

const LOWER = sample(32, LOWER_DIGITS, 2701);

export const TWENTYSEVEN_RULES: readonly Rule[] = [
  rule({
    id: "screen-label-value",
    examples: {
      match: [
        "Consumer Key\n«" + sample(32, LOWER_DIGITS, 2702) + "»\nConsumer Secret\n«" + LOWER + "»",
        "New API Key\n\nKey\n«" + sample(40, HEX, 2703) + "»\n\nWrite it down",
        "    12\tAccess Token Secret\n    13\t«" + sample(24, LOWER_DIGITS, 2704) + "»",
      ],
      clean: [
        "Cache key\n" + sample(40, HEX, 2705),
        "API key\n" + sample(32, HEX, 2706) + "\nAPI secret key\n••••••••••••",
        "Primary key\nuser_id",
        "Token\nrequired",
      ],
    },
    description:
      "a value alone on its line under a label line that names a secret (`Consumer Secret`, `Access Token`, `Key`, a blank line between or not): a credentials screen copied or OCR'd; not under an id's, a digest's or a public key's label, nor a key shown beside its pair's masked secret",
    keywords: ["key", "secret", "token", "passw", "passcode", "passphrase"],
    // (From the word that ends the label, the regex engine skips ahead to; the label's start is
    // looked behind from it.)
    reach: { before: 120, after: 280 },
    pattern: new RegExp(
      String
        .raw`(?:${LABEL_END})s?[ \t]*:?[ \t]*(?=\r?\n)(?<=(?:^|\n|":")${LINE_NUMBER}[ \t]{0,8}${LABEL}[ \t]*:?[ \t]*)\r?\n(?:${LINE_NUMBER}[ \t]*\r?\n)?${LINE_NUMBER}[ \t]{0,8}(?<v>[A-Za-z0-9][A-Za-z0-9_+\/=.~!@#$%^&*-]{7,200})[ \t]*(?=\r?\n|$|"[,}\]])`,
      "gdi",
    ),
    secret: ["v"],
    accept: (value, _group, match) =>
      screenValue(
        value,
        match.groups?.label ?? "",
        match.input,
        match.index + match[0].length,
      ),
  }),
  rule({
    id: "credential-pair-half",
    examples: {
      match: [
        "NS_TOKEN_ID=«" + sample(64, HEX, 2707) + "»\nNS_TOKEN_SECRET=«" + sample(64, HEX, 2708) +
        "»",
        "TOKEN ID «" + sample(64, HEX, 2709) + "»\nTOKEN SECRET «" +
        sample(64, HEX, 2710) + "»",
      ],
      clean: [
        "CLIENT_ID=" + sample(32, HEX, 2711) + "\nCLIENT_SECRET=[REDACTED]",
        "TOKEN_ID=" + sample(32, HEX, 2713) + "\nTOKEN_SECRET=<your token secret>",
      ],
    },
    description:
      "the id or key half of a credential pair (`NS_TOKEN_ID`, `TOKEN ID`, `CONSUMER_KEY`, `ACCESS KEY`: 32 or more letters and digits) by its secret half (`…_SECRET`, replaced or as long): a token-based login needs both, and the vendor shows both once",
    keywords: PAIR_NAMES,
    reach: { before: 320, after: 320 },
    pattern: new RegExp(PAIR_HALF, "gdi"),
    secret: ["v"],
    accept: (value, _group, match) =>
      besideItsSecret(value, match.groups?.name ?? "", match.input, match.index),
  }),
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
