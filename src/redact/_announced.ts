/**
 * A value no name announces: alone on its line, under a line that hands it over (`here's the
 * admin password:`, `new token below`, `Das neue Passwort:`, `la clave nueva:`, `パスワードは以下
 * です：`, `**API key**`), in any language whose password and key words `_secret_words.ts` holds;
 * or under a pointer with no word (`new one below`) where a line above names a secret. The value
 * may stand after up to two blank lines, two account lines or a code fence's opening line, in
 * backticks or quotes, after a bullet, a quote mark or a chat head, or as the next transcript
 * record's message. (`_announced_lines.ts` reads a line that names the value from below, and a
 * value that ends its word's line.) One shape for what every
 * blind corpus missed in common; what makes it a secret is the line above, and what keeps ordinary
 * text is `credentialLike`: a value that could be a credential, not a word, a name, a number, a
 * date, a path, a URL, an e-mail, a version or code.
 */
import { ALNUM, LOWER_DIGITS, sample, UPPER_DIGITS } from "./_examples.ts";
import {
  ANNOUNCE_KEYWORDS,
  announces,
  inOtherScript,
  linesAbove,
  PASSPHRASE,
  POINTER,
  POINTER_KEYWORDS,
  SENTENCE_WORD,
  STRONG_ASCII_WORD,
  STRONG_OTHER,
  STRONG_WORD,
  TOPIC,
  WEAK_ASCII_WORD,
  WEAK_OTHER,
  WEAK_WORD,
} from "./_announced_words.ts";
import { credentialLike } from "./_credential.ts";
import { type Rule, rule } from "./_rule.ts";

// Between the announcing line and the value: up to two blank lines, up to two lines that give
// the account beside it (`- user: deploy`, `host: db1`), a code fence's opening, and a chat
// message's head on a line of its own (Teams: `[9:01] Name`).
const GAP = String
  .raw`\r?\n(?:[ \t]*\r?\n){0,2}(?:\[(?:user|assistant|tool|generated)\][ \t]*\r?\n)?(?:[ \t]*(?:[-*•][ \t]+)?(?:user(?:name)?|login|host(?:name)?|server|account|e-?mail|ssid|benutzer(?:name)?|usuario|utilisateur|usu[aá]rio|utente)[ \t]*[:=][^\r\n]{1,80}\r?\n(?:[ \t]*\r?\n)?){0,2}(?:[ \t]*(?:\x60{3}|~{3})[\w+-]{0,20}[ \t]*\r?\n)?(?:[ \t]*\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]+[^\r\n:]{1,40}\r?\n)?`;
// A chat or log line's head: a time stamp, `[04:33]`, a speaker's name and colon (`User: `), a LINE
// export's `12:05<tab>Name<tab>`. Read only when the announcing line starts with one too
// (`announcingLine`).
const HEAD_BODY = String
  .raw`\d{1,2}:\d{2}\t[^\t\r\n]{1,40}\t|(?:\d{4}-\d\d-\d\d[T ][\d:.]{5,15}Z?[ \t]+|\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]+)?(?:[A-Za-z][\w.@-]{0,30}:[ \t]+)?`;
export const HEAD = `(?<head>${HEAD_BODY})`;
// The value's line: a quote mark, a bullet or a number, a quote or backtick, the value, alone (up
// to its line's end, or its JSON string's in a record read unescaped), or a passphrase of words
// (`p`); or a transcript record (JSONL) whose message is the value alone.
const VALUE_LINE = String
  .raw`(?:${HEAD}[ \t]*(?:>[ \t]?){0,2}(?:[-*•][ \t]+|\d{1,2}[.)][ \t]+)?(?:\*\*)?(?:["'\x60«「]?(?<v>[^\s"'\x60«»「」]{8,256})["'\x60»」]?|(?<p>${PASSPHRASE}))(?:\*\*)?[ \t]*\r?(?=\n|$|"[,}\]])|\{[^\r\n]{0,300}?"(?:content|text)"[ \t]?:[ \t]?"(?<j>[^\s"\\]{8,128})")`;

// How a line starts: with a time stamp, `[hh:mm]`, a speaker's name (what `HEAD` reads), or not.
const LINE_HEAD = new RegExp(`^(?:${HEAD_BODY})`);

// From the break that ends the announcing line (the regex engine skips ahead to line breaks; the
// line is read before it by `accept`), past the gap, to the value's line.
export const GAP_REST = GAP.replace(/^\\r\?\\n/, "");
const FROM_BREAK = new RegExp(
  String.raw`\n(?<=\S[^\S\r\n]{0,8}\r?\n)${GAP_REST}${VALUE_LINE}`,
  "gd",
);
// The same from the end of a line that ends in a colon (or a record's message that does), a bold
// label's `**`, or a heading (the regex engine skips ahead to those characters, far fewer than
// line breaks in dense text).
const LINE_ENDS = String
  .raw`[:：][ \t*_)>\]]*(?:"[}\]]{1,4}(?:,"[^\r\n]{0,400})?)?|\*\*[ \t]*|__[ \t]*|(?<=(?:^|\n|":[ \t]?")[ \t]*)#{1,6}[ \t][^\r\n]{1,60}`;
const FROM_END = new RegExp(String.raw`(?:${LINE_ENDS})\r?\n${GAP_REST}${VALUE_LINE}`, "gd");

// The same for the words in other scripts, also from a pointer there that ends its line without
// a colon (`新的密码如下`, `пароль ниже`).
const FROM_END_OTHER = new RegExp(
  String
    .raw`(?:${LINE_ENDS}|(?:ниже|以下|下面|如下|下記|아래)[^\r\n]{0,40})\r?\n${GAP_REST}${VALUE_LINE}`,
  "gd",
);
// The last message of a transcript record's line (`"content":"…"`, `"text":"…"`).
// (Claude Code writes the record's `"uuid"`, `"timestamp"` after its message.)
const LAST_MESSAGE =
  /"(?:content|text)"[ \t]?:[ \t]?"((?:[^"\\\r\n]|\\.){0,2000})"(?![^\r\n]*"(?:content|text)"[ \t]?:[ \t]?")[^\r\n]*$/;

/**
 * The line that announces the match's value (the line the match's break ends): a record's
 * message in a transcript (its last line), without a chat or log head; undefined when the value's
 * line has a head the announcing line has not.
 */
export function announcingLine(match: RegExpExecArray, group: string): string | undefined {
  const input = match.input;
  // (The match starts at the line's break, or at its colon, `**` or heading before the break.)
  const end = match.index + match[0].indexOf("\n");
  const start = input.lastIndexOf("\n", end - 1) + 1;
  if (end - start > 4000) return undefined;
  let line = input.slice(start, end).replace(/\r$/, "");
  // (A record's message, in a transcript: the value is the next record's whole message. A record
  // read unescaped: the announcing line's text starts at its JSON string's quote.)
  if (group === "j") {
    const message = LAST_MESSAGE.exec(line)?.[1];
    if (message === undefined) return undefined;
    const cut = message.lastIndexOf("\\n");
    line = cut === -1 ? message : message.slice(cut + 2);
  } else if (/^\{"/.test(line)) line = line.replace(/^\{.*?"(?:content|text)"[ \t]?:[ \t]?"/, "");
  // (A value's line read after a head only where the announcing line has one too.)
  const head = match.groups?.head ?? "";
  const own = LINE_HEAD.exec(line)?.[0] ?? "";
  if (head !== "" && own === "") return undefined;
  return line.slice(own.length);
}

/**
 * Whether the match's announcing line hands `value` over and names it (a strong word: anything
 * that could be a credential; a weak word: a generated value), or points below with no word
 * where one of the three lines above names a secret; and `value` could be a credential.
 */
function judged(
  value: string,
  group: string,
  match: RegExpExecArray,
  strong: RegExp,
  weak: RegExp,
): boolean {
  const line = announcingLine(match, group);
  // (`credentialLike` refuses a commit's SHA, which a line about a token fix may hand over.)
  if (line === undefined || !announces(line)) return false;
  // (A secret word with a topic noun after it, `Password reset`, names no value.)
  const named = line.replace(TOPIC, " ");
  // (A passphrase of words only under a strong word: `passphrase:`, `пароль (passphrase):`; under
  // another, with no word of a sentence in it: not `please contact the helpdesk 4321`.)
  if (group === "p") {
    return strong.test(named) && (/phrase|фраз|フレーズ/i.test(line) || !SENTENCE_WORD.test(value));
  }
  if (strong.test(named)) return credentialLike(value, true);
  return weak.test(named) && credentialLike(value, false);
}

/** `judged` by the words in any script. */
const accept = (value: string, group: string, match: RegExpExecArray) =>
  judged(value, group, match, STRONG_WORD, WEAK_WORD);

/** `judged` by the words in other scripts alone (the rule that reads the whole text). */
const otherAccept = (value: string, group: string, match: RegExpExecArray) =>
  judged(value, group, match, STRONG_OTHER, WEAK_OTHER) ||
  pointedAbove(value, announcingLine(match, group) ?? "", match);

/**
 * `judged` by the words in ASCII, on a line that holds one of the rule's keywords (which place it
 * on their lines: `key` only before a blank, a colon or a `*`, as most lines of code hold it).
 */
function asciiAccept(value: string, group: string, match: RegExpExecArray): boolean {
  const line = (announcingLine(match, group) ?? "").toLowerCase();
  return ANNOUNCE_KEYWORDS.some((k) => line.includes(k)) &&
    judged(value, group, match, STRONG_ASCII_WORD, WEAK_ASCII_WORD);
}

/**
 * The same for a pointer's line (`new one below`, one of `POINTER_KEYWORDS`), which may name no
 * secret: then one of the three lines above it must, at most 600 characters up (whole lines: the
 * rule reaches 900 back).
 */
function pointerAccept(value: string, group: string, match: RegExpExecArray): boolean {
  const line = announcingLine(match, group);
  const lower = line?.toLowerCase() ?? "";
  if (line === undefined || !POINTER_KEYWORDS.some((k) => lower.includes(k))) return false;
  return accept(value, group, match) || pointedAbove(value, line, match);
}

/** Whether the pointer's `line` hands `value` over where one of the three lines above names it. */
function pointedAbove(value: string, line: string, match: RegExpExecArray): boolean {
  if (!announces(line) || !POINTER.test(line)) return false;
  const start = match.input.lastIndexOf("\n", match.index + match[0].indexOf("\n") - 1) + 1;
  return STRONG_WORD.test(linesAbove(match.input, start, 3, 600)) && credentialLike(value, true);
}

export const PW = sample(12, ALNUM, 7101);
// (One case and digits: two runs of digits at least, as `credentialLike` asks.)
export const SHORT = sample(8, LOWER_DIGITS, 7107) + "x9";
const LOWER = sample(13, LOWER_DIGITS, 7102) + "q4z";
export const UPPER = sample(13, UPPER_DIGITS, 7103) + "Q4Z";

/** The rules of this file (they run last: a rule that names the value names it better). */
export const ANNOUNCED_RULES: readonly Rule[] = [
  rule({
    id: "announced-value",
    examples: {
      match: [
        "here's the admin password:\n«" + SHORT + "»\nlet me know when you're in",
        "token for the runner (rotate monthly):\n\n    «" + LOWER + "»",
        "la clave nueva:\n```\n«" + UPPER + "»\n```",
        "**Recovery key**\n\n`«" + UPPER + "»`",
      ],
      clean: [
        "Password requirements:\nat-least-12-characters",
        "the token is stored here:\n/etc/app/token",
        "new password below\nSummer-is-coming",
        "Token format:\n" + sample(16, LOWER_DIGITS, 7104),
        "def token(self):\n    return self._token",
        "API key:\nsee the vault",
      ],
    },
    description:
      "a value alone on its line under a line that hands it over (`here's the admin password:`, `new token below`, `**Recovery key**`, `la clave nueva:`, in the languages of the password and key words), that could be a credential (not a word, a name, a number, a date, a path, a URL or code)",
    keywords: ANNOUNCE_KEYWORDS,
    // (From the announcing line's end, or its heading's `#`, to the value a line or a few below;
    // a line that hands a value over with no colon, `**` or heading is the next rule's, by its
    // pointer.)
    reach: { before: 80, after: 800 },
    pattern: FROM_END,
    secret: ["v", "j", "p"],
    accept: asciiAccept,
  }),
  rule({
    id: "announced-value",
    examples: {
      match: [
        "can you send me the staging db password?\nsure, new one below\n\n«" + SHORT + "»",
        "[09:12] ana: the vpn token expired\n[09:13] raj: rotated, here it is:\n[09:13] raj: «" +
        PW + "»",
      ],
      clean: [
        "see the diagram below\n\n" + sample(12, LOWER_DIGITS, 7108),
        "the password policy changed, details below:\nmin-length-12",
      ],
    },
    description:
      "the same under a pointer with no secret word (`new one below`, `here it is:`, `in the next message`) where one of the three lines above names a secret",
    keywords: POINTER_KEYWORDS,
    // (The three lines above are read for the secret word: whole lines up to 600 characters
    // above the pointer's line, itself at most 200 long.)
    reach: { before: 900, after: 800 },
    pattern: FROM_BREAK,
    secret: ["v", "j", "p"],
    accept: pointerAccept,
  }),
  rule({
    id: "announced-value",
    examples: {
      match: [
        "パスワードは以下です：\n«" + PW + "»",
        "вот новый пароль:\n«" + LOWER + "»",
        "新的密码如下：\n\n«" + UPPER + "»",
      ],
      clean: ["пароль:\n********", "パスワードの形式：\n" + sample(12, LOWER_DIGITS, 7106)],
    },
    description:
      "the same, announced by a word in another script (`пароль`, `パスワード`, `密码`, `비밀번호`, `токен`, `キー`)",
    keywords: [],
    // (Every such word holds one of these letters, and a text of ASCII none: a test for any
    // letter past ASCII first, which ends at the first one. The text is read whole, as the value
    // stands on a line below the word.)
    when: inOtherScript,
    wholeText: true,
    pattern: FROM_END_OTHER,
    secret: ["v", "j", "p"],
    accept: otherAccept,
  }),
];
