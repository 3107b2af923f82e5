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
  ASCII_WORDS,
  KEY_ASCII_WORDS,
  KEY_KEYWORDS,
  OTHER_KEY_WORDS,
  OTHER_LETTERS,
  OTHER_WORDS,
  PASSWORD_KEYWORDS,
} from "./_secret_words.ts";
import { TOPIC_NOUNS } from "./_announced_topics.ts";
import { NOT_SECRET_LINE } from "./_chat.ts";
import { credentialLike } from "./_credential.ts";
import { type Rule, rule } from "./_rule.ts";

// English words that name a secret: strong ones (a value under them is one whatever its form, if
// it could be a credential), and weak ones (`key`: also a map's key) whose value must look
// generated.
export const STRONG_EN = String
  .raw`pass(?:word|wd|phrase|code)|pwd|pw|secret|token|api[ _-]?key|access[ _-]?key|private[ _-]?key|master[ _-]?key|recovery[ _-]?key|license[ _-]?key|credentials?|creds`;
// (`pass` only before a space or a colon, as the keywords find it: `pin+pass …`, `VPN pass:`;
// not `pin`, `code` or `login`, words of every page of code: `mapping`, `encode`, `plugin`.)
export const WEAK_EN = String.raw`key|pass(?=[ :])`;
// The strong words in ASCII, and in any script, anywhere in a line.
const STRONG_ASCII = String.raw`(?<![A-Za-z])(?:${STRONG_EN}|${ASCII_WORDS})s?(?![A-Za-z])`;
const STRONG_ASCII_WORD = new RegExp(STRONG_ASCII, "i");
export const STRONG_WORD = new RegExp(String.raw`${STRONG_ASCII}|${OTHER_WORDS}`, "i");
// The weak words, the same ways.
const WEAK_ASCII = String.raw`(?<![A-Za-z])(?:${WEAK_EN}|${KEY_ASCII_WORDS})s?(?![A-Za-z])`;
const WEAK_ASCII_WORD = new RegExp(WEAK_ASCII, "i");
const WEAK_WORD = new RegExp(String.raw`${WEAK_ASCII}|${OTHER_KEY_WORDS}`, "i");
// A secret word and a topic noun after it (`Password reset`): the word names no value there.
const TOPIC = new RegExp(
  String
    .raw`(?:${STRONG_ASCII}|${WEAK_ASCII}|${OTHER_WORDS}|${OTHER_KEY_WORDS})[ \t-]*(?:${TOPIC_NOUNS})(?![A-Za-z])`,
  "gi",
);

// Words after which the value comes on a line below: `below`, `as follows`, `in the next
// message`, in the languages of `_languages.ts`.
const POINTER = new RegExp(
  String
    .raw`\b(?:below|beneath|underneath|as follows|following|next (?:line|message)|here it is|here you go|hieronder|unten|untenstehend|folgt|folgende[nsr]?|ci-dessous|ci-apr[eè]s|suivante?|abajo|a continuaci[oó]n|siguiente|abaixo|a seguir|segue|seguinte|qui sotto|di seguito|seguente|poni[zż]ej|nedan|nedenfor|alla|a[sş]a[gğ][iı]da|berikut)\b|ниже|следующ|以下|下面|如下|下記|次の|아래|다음`,
  "i",
);

// Words on the announcing line that say the value is not a credential but something about one
// (its format, its policy, its name, where it is kept), or that it is an example.
export const ABOUT = new RegExp(
  String
    .raw`\b(?:examples?|e\.g|sample|dummy|placeholder|format|pattern|polic(?:y|ies)|requirements?|rules?|length|hint|type|names?|variables?|fields?|headers?|columns?|parameters?|options?|settings?|paths?|files?|urls?|endpoints?|usage|public|publishable|hash(?:ed)?|encrypted|expir\w*|ttl|scopes?|permissions?|roles?|commits?|sha|builds?|versions?|releases?|tags?|branch(?:es)?|ids?|hosts|servers|packages?|librar(?:y|ies)|buckets?|landed|used by|utilis[ée]e?s? par|serveurs|servidores|formato|regeln|r[eè]gles|requisitos|requisiti|longueur|l[aä]nge|longitud)\b|形式|格式|формат|правила|серверах|серверов|형식|規則|コミット`,
  "i",
);

// A line of code, not of prose or a label: an assignment, a call, a block, an arrow, a keyword.
export const CODE_LINE =
  /[={};]|\w\(|->|::|^\s*(?:if|elif|else|for|while|def|class|case|try|except|catch|with|function|return|switch|when|let|const|var|val|fn|func|public|private|protected|static)\b/;

// A heading or a bold label of a few words (`## API key`, `**Recovery code**`): the value follows.
const LABEL = /^[ \t]*(?:#{1,6}[ \t]+|\*\*|__)[^\r\n]{1,40}$/;

/**
 * How the line holding a secret word (`line`, whole) announces the value on a line below: the
 * line ends with a colon (after its Markdown marks), points below (`POINTER`), or is a heading or
 * bold label; and is neither code nor about the secret rather than giving it.
 */
export function announces(line: string): boolean {
  if (line.length > 200 || CODE_LINE.test(line) || ABOUT.test(line)) return false;
  if (NOT_SECRET_LINE.test(line)) return false;
  const bare = line.replace(/[\s*_)>\]]+$/, "");
  return /[:：]$/.test(bare) || POINTER.test(line) || LABEL.test(line);
}

// Between the announcing line and the value: up to two blank lines, up to two lines that give
// the account beside it (`- user: deploy`, `host: db1`), and a code fence's opening.
const GAP = String
  .raw`\r?\n(?:[ \t]*\r?\n){0,2}(?:\[(?:user|assistant|tool|generated)\][ \t]*\r?\n)?(?:[ \t]*(?:[-*•][ \t]+)?(?:user(?:name)?|login|host(?:name)?|server|account|e-?mail|ssid|benutzer(?:name)?|usuario|utilisateur|usu[aá]rio|utente)[ \t]*[:=][^\r\n]{1,80}\r?\n(?:[ \t]*\r?\n)?){0,2}(?:[ \t]*(?:\x60{3}|~{3})[\w+-]{0,20}[ \t]*\r?\n)?`;
// A chat or log line's head: a time stamp, `[04:33]`, a speaker's name and colon (`User: `). Read
// only when the announcing line starts with one too (`announcingLine`).
const HEAD = String
  .raw`(?<head>(?:\d{4}-\d\d-\d\d[T ][\d:.]{5,15}Z?[ \t]+|\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]+)?(?:[A-Za-z][\w.@-]{0,30}:[ \t]+)?)`;
// The value's line: a quote mark, a bullet or a number, a quote or backtick, the value, alone (up
// to its line's end, or its JSON string's in a record read unescaped); or a transcript record
// (JSONL) whose message is the value alone.
const VALUE_LINE = String
  .raw`(?:${HEAD}[ \t]*(?:>[ \t]?){0,2}(?:[-*•][ \t]+|\d{1,2}[.)][ \t]+)?(?:\*\*)?["'\x60«「]?(?<v>[^\s"'\x60«»「」]{8,128})["'\x60»」]?(?:\*\*)?[ \t]*\r?(?=\n|$|"[,}\]])|\{[^\r\n]{0,300}?"(?:content|text)"[ \t]?:[ \t]?"(?<j>[^\s"\\]{8,128})")`;

// How a line starts: with a time stamp, `[hh:mm]`, a speaker's name (what `HEAD` reads), or not.
const LINE_HEAD =
  /^(?:\d{4}-\d\d-\d\d[T ][\d:.]{5,15}Z?[ \t]+|\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]+)?(?:[A-Za-z][\w.@-]{0,30}:[ \t]+)?/;

// From the break that ends the announcing line (the regex engine skips ahead to line breaks; the
// line is read before it by `accept`), past the gap, to the value's line.
const GAP_REST = GAP.replace(/^\\r\?\\n/, "");
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
// A character past ASCII.
const NOT_ASCII = /[\u0080-\uffff]/;

// The last message of a transcript record's line (`"content":"…"`, `"text":"…"`).
// (Claude Code writes the record's `"uuid"`, `"timestamp"` after its message.)
const LAST_MESSAGE =
  /"(?:content|text)"[ \t]?:[ \t]?"((?:[^"\\\r\n]|\\.){0,2000})"(?![^\r\n]*"(?:content|text)"[ \t]?:[ \t]?")[^\r\n]*$/;

/**
 * The line that announces the match's value (the line the match's break ends): a record's
 * message in a transcript (its last line), without a chat or log head; undefined when the value's
 * line has a head the announcing line has not.
 */
function announcingLine(match: RegExpExecArray, group: string): string | undefined {
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
 * The `count` lines that are not blank above the line starting at `start`, whole, each starting at
 * most `most` characters above it.
 */
function linesAbove(input: string, start: number, count: number, most: number): string {
  const out: string[] = [];
  for (let end = start - 1; out.length < count && end > 0;) {
    const from = input.lastIndexOf("\n", end - 1) + 1;
    if (start - from > most) break;
    const line = input.slice(from, end);
    if (line.trim() !== "") out.push(line);
    end = from - 1;
  }
  return out.join("\n");
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
  const named = line.replace(TOPIC, " ");
  if (strong.test(named)) return credentialLike(value, true);
  return weak.test(named) && credentialLike(value, false);
}

/** `judged` by the words in any script. */
const accept = (value: string, group: string, match: RegExpExecArray) =>
  judged(value, group, match, STRONG_WORD, WEAK_WORD);

// The words in other scripts alone: the rule that reads the whole text leaves the ASCII ones to
// the rule on their keywords (a text's unrelated `é` does not change what an English line gives).
const STRONG_OTHER = new RegExp(OTHER_WORDS, "i");
const WEAK_OTHER = new RegExp(OTHER_KEY_WORDS, "i");
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
  return STRONG_WORD.test(linesAbove(match.input, start, 3, 600)) &&
    credentialLike(value, true);
}

export const PW = sample(12, ALNUM, 7101);
// (One case and digits: two runs of digits at least, as `credentialLike` asks.)
export const SHORT = sample(8, LOWER_DIGITS, 7107) + "x9";
const LOWER = sample(13, LOWER_DIGITS, 7102) + "q4z";
export const UPPER = sample(13, UPPER_DIGITS, 7103) + "Q4Z";

// The words the rules that start from a secret word run on (lower-case ASCII).
// (Every word `STRONG_EN`, `WEAK_EN` and the other languages' ASCII words can match holds one.)
export const WORD_KEYWORDS = [
  "password",
  "passwd",
  "passphrase",
  "passcode",
  "pass:",
  "pass ",
  "pw",
  "secret",
  "token",
  "key",
  "credential",
  "creds",
  ...PASSWORD_KEYWORDS,
  ...KEY_KEYWORDS,
];

// The keywords of the rule that reads a line ending in a colon, a label or a heading.
const ANNOUNCE_KEYWORDS = [
  ...WORD_KEYWORDS.filter((k) => k !== "key"),
  "key ",
  "key:",
  "key*",
  "keys ",
  "keys:",
  // (A heading or label that ends with a key's compound name: `## API key`, `### Recovery key`.)
  ...["api", "access", "private", "master", "recovery", "license"].flatMap((w) =>
    [" ", "-", "_"].map((sep) => w + sep + "key")
  ),
];

// The pointers that hand a value over with no secret word (`new one below`, `here it is:`).
const POINTER_KEYWORDS = [
  "below",
  "a continuaci",
  "beneath",
  "underneath",
  "as follows",
  "next line",
  "next message",
  "here it is",
  "here you go",
  "hieronder",
  "unten",
  "ci-dessous",
  "abajo",
  "abaixo",
  "a seguir",
  "qui sotto",
  "di seguito",
  "nedan",
  "nedenfor",
];

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
    secret: ["v", "j"],
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
    secret: ["v", "j"],
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
    when: (text) => NOT_ASCII.test(text) && OTHER_LETTERS_ONE.test(text),
    wholeText: true,
    pattern: FROM_END_OTHER,
    secret: ["v", "j"],
    accept: otherAccept,
  }),
];

// `OTHER_LETTERS` without its `g` flag (a test with `g` reads on from where the last one stopped).
const OTHER_LETTERS_ONE = new RegExp(OTHER_LETTERS.source);
