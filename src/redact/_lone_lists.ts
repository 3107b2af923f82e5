/**
 * A list of credentials: the items of a bulleted or numbered list under a line that names
 * secrets (`Credentials for staging:`, `API keys (prod)`, `## Passwords`), each a value alone or
 * after a short label (`- db: …`, `- jenkins admin — …`, `2. …`). `_announced.ts` takes a value
 * on the line right under such a line; the items below it stand alone too, with the heading lines
 * above them. A label that says what the value is not (a user, a host, a URL, an id, a format)
 * keeps it; the value must be a credential by its own form (`loneCredential`).
 */
import { ABOUT, ANNOUNCE_KEYWORDS, CODE_LINE, STRONG_WORD, TOPIC } from "./_announced_words.ts";
import { NOT_SECRET_LINE } from "./_chat.ts";
import { ALNUM, LOWER_DIGITS, sample } from "./_examples.ts";
import { loneCredential } from "./_lone_form.ts";
import { type Rule, rule } from "./_rule.ts";

// An item's start: a quote mark, a bullet or a number.
const ITEM_START = String.raw`[ \t]*(?:>[ \t]?)?(?:[-*•+]|\d{1,2}[.)])[ \t]+`;
const ITEM = new RegExp(String.raw`^${ITEM_START}`);
// An item: its start, a label of a few words and a colon or a dash (or none), the value alone in
// backticks or quotes or not, to the line's end (or its record's string's, read unescaped).
const LIST_ITEM = new RegExp(
  String
    .raw`^${ITEM_START}(?:\*\*)?(?:(?<label>[^\r\n:：—–=\x60"'*]{1,40}?)(?:\*\*)?[ \t]*(?:[:：]|[ \t][—–-])[ \t]*)?["'\x60]?(?<v>[^\s"'\x60]{8,128})["'\x60]?[ \t]*\r?(?:$|(?="[,}\]]))`,
  "gmd",
);
// A label that says the value is an account's or a place's, not its secret.
const ACCOUNT_LABEL =
  /\b(?:user(?:name)?|login|e-?mail|host(?:name)?|server|url|uri|port|account|region|database name|ssid|name|id)\b/i;

// A transcript record's lead before its message, in a record read unescaped.
const RECORD_LEAD = /^\{.*?"(?:content|text)"[ \t]?:[ \t]?"/;

/**
 * The line that heads the list the item starting at `start` is in: up the items above it (at most
 * twelve) and one blank line; undefined past 1,500 characters.
 */
function listHead(input: string, start: number): string | undefined {
  let items = 0;
  let blanks = 0;
  for (let end = start - 1; end > 0 && start - end < 1500;) {
    const from = input.lastIndexOf("\n", end - 1) + 1;
    const line = input.slice(from, end).replace(/\r$/, "");
    if (line.trim() === "") {
      if (++blanks > 1) return undefined;
    } else if (ITEM.test(line)) {
      if (++items > 12 || blanks > 0) return undefined;
    } else return line.replace(RECORD_LEAD, "");
    end = from - 1;
  }
  return undefined;
}

/** Whether the item's list is headed by a line that names secrets, and its value is one. */
function listedCredential(value: string, _group: string, match: RegExpExecArray): boolean {
  const label = match.groups?.label ?? "";
  if (ABOUT.test(label) || ACCOUNT_LABEL.test(label) || NOT_SECRET_LINE.test(label)) return false;
  const head = listHead(match.input, match.input.lastIndexOf("\n", match.index) + 1);
  if (head === undefined || head.length > 120 || CODE_LINE.test(head)) return false;
  if (ABOUT.test(head) || NOT_SECRET_LINE.test(head)) return false;
  return STRONG_WORD.test(head.replace(TOPIC, " ")) && loneCredential(value);
}

const ONE = sample(12, ALNUM, 7311) + "Q7";
const TWO = sample(11, LOWER_DIGITS, 7312) + "k4z";

/** The rules of this file (they run with `_lone_values.ts`'s, last). */
export const LONE_LIST_RULES: readonly Rule[] = [
  rule({
    id: "lone-value",
    examples: {
      match: [
        "Credentials for staging:\n- db: «" + ONE + "»\n- redis: «" + TWO + "»",
        "### Staging logins and passwords\n\n1. grafana admin — «" + TWO + "»\n2. jenkins — `«" +
        ONE + "»`",
      ],
      clean: [
        "Credentials for staging:\n- user: deploy2024x9k1\n- host: db-prod-1.internal",
        "API keys to rotate:\n- STRIPE_SECRET_KEY\n- SENDGRID_API_KEY",
        "Token formats:\n- classic: ab12cd34ef56gh78\n- session: " +
        sample(12, LOWER_DIGITS, 7313) + "x1y2",
        "Steps to reset the password:\n1. open Settings2\n2. click ResetPassword",
      ],
    },
    description:
      "the items of a list under a line that names secrets (`Credentials for staging:`, `## Passwords`): each value alone or after a short label (`- db: …`, `2. jenkins — …`) that says no user, host, URL or id, that could be a credential by its own form",
    keywords: ANNOUNCE_KEYWORDS,
    // (The whole text; a later pass reads only near the lines it changed: an item, the items
    // above it and the heading, fourteen lines at most.)
    wholeText: true,
    around: { above: 14, below: 1 },
    pattern: LIST_ITEM,
    secret: ["v"],
    accept: listedCredential,
  }),
];
