/**
 * A value no name announces: alone on its line, under a line that hands it over (`here's the
 * admin password:`, `new token below`, `Das neue Passwort:`, `la clave nueva:`, `パスワードは以下
 * です：`, `**API key**`), in any language the password and key words of `_languages.ts` and
 * `_language_keys.ts` know. The value may stand after up to two blank lines or a code fence's
 * opening line, in backticks or quotes, after a bullet or a quote mark. One shape for what every
 * blind corpus missed in common; what makes it a secret is the line above, and what keeps ordinary
 * text is `credentialLike`: a value that could be a credential, not a word, a name, a number, a
 * date, a path, a URL, an e-mail, a version or code.
 */
import { ALNUM, LOWER_DIGITS, sample, UPPER_DIGITS } from "./_examples.ts";
import { KEY_ASCII_WORDS, KEY_KEYWORDS } from "./_language_keys.ts";
import {
  ASCII_WORDS,
  OTHER_KEY_WORDS,
  OTHER_LETTERS,
  OTHER_WORDS,
  PASSWORD_KEYWORDS,
} from "./_languages.ts";
import { NOT_SECRET_LINE } from "./_chat.ts";
import { credentialLike } from "./_credential.ts";
import { type Rule, rule } from "./_rule.ts";

// English words that name a secret: strong ones (a value under them is one whatever its form, if
// it could be a credential), and weak ones (`key`, `pin`, `code`: also a map's key, a postal code)
// whose value must look generated.
const STRONG_EN = String
  .raw`pass(?:word|wd|phrase|code)|pwd|pw|secret|token|api[ _-]?key|access[ _-]?key|private[ _-]?key|master[ _-]?key|recovery[ _-]?key|license[ _-]?key|credentials?|creds`;
const WEAK_EN = String.raw`key|pin|pass|login|code`;

// Words after which the value comes on a line below: `below`, `as follows`, `in the next
// message`, in the languages of `_languages.ts`.
const POINTER = new RegExp(
  String
    .raw`\b(?:below|beneath|underneath|as follows|following|next (?:line|message)|here it is|hieronder|unten|untenstehend|folgt|folgende[nsr]?|ci-dessous|ci-apr[eè]s|suivante?|abajo|a continuaci[oó]n|siguiente|abaixo|a seguir|segue|seguinte|qui sotto|di seguito|seguente|poni[zż]ej|nedan|nedenfor|alla|a[sş]a[gğ][iı]da|berikut)\b|ниже|следующ|以下|下面|如下|下記|次の|아래|다음`,
  "i",
);

// Words on the announcing line that say the value is not a credential but something about one
// (its format, its policy, its name, where it is kept), or that it is an example.
const ABOUT = new RegExp(
  String
    .raw`\b(?:examples?|e\.g|sample|dummy|placeholder|format|pattern|polic(?:y|ies)|requirements?|rules?|length|hint|type|names?|variables?|fields?|headers?|columns?|parameters?|options?|settings?|paths?|files?|urls?|endpoints?|usage|public|publishable|hash(?:ed)?|encrypted|expir\w*|ttl|scopes?|permissions?|roles?|commits?|sha|builds?|versions?|releases?|tags?|branch(?:es)?|ids?|formato|regeln|r[eè]gles|requisitos|requisiti|longueur|l[aä]nge|longitud)\b|形式|格式|формат|правила|형식|規則`,
  "i",
);

// A line of code, not of prose or a label: an assignment, a call, a block, an arrow, a keyword.
const CODE_LINE =
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

// Between the announcing line and the value: up to two blank lines, and a code fence's opening.
const GAP = String.raw`\r?\n(?:[ \t]*\r?\n){0,2}(?:[ \t]*(?:\x60{3}|~{3})[\w+-]{0,20}[ \t]*\r?\n)?`;
// A chat or log line's head: a time stamp, `[04:33]`, a speaker's name and colon (`User: `). Read
// only when the announcing line starts with one too (`headOf`).
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

/** A rule's pattern: one of `strong` or `weak` words, the rest of its line, then the value's line. */
function pattern(strong: string, weak: string, bounded: boolean): RegExp {
  const [b, e] = bounded ? [String.raw`(?<![A-Za-z])`, String.raw`s?(?![A-Za-z])`] : ["", ""];
  return new RegExp(
    String
      .raw`${b}(?:(?<strong>${strong})|(?<weak>${weak}))${e}(?<rest>[^\r\n]{0,160})${GAP}${VALUE_LINE}`,
    "gdi",
  );
}

/**
 * The text of a transcript record's message that holds `at` (a JSON string of `line`): from the
 * quote before it to the one after, its last line (`\n` escaped).
 */
function messageAt(line: string, at: number): string {
  const open = line.lastIndexOf('"', at);
  let close = at;
  while ((close = line.indexOf('"', close)) !== -1 && line[close - 1] === "\\") close++;
  const text = line.slice(open + 1, close === -1 ? line.length : close);
  return text.slice(text.lastIndexOf("\\n") + 1).replace(/^n/, "");
}

/** Whether the match's announcing line (from its start to the word's line end) hands `value` over. */
function accept(value: string, group: string, match: RegExpExecArray): boolean {
  const input = match.input;
  const start = input.lastIndexOf("\n", match.index - 1) + 1;
  if (match.index - start > 300) return false;
  let line = (input.slice(start, match.index) + match[0].slice(0, match[0].indexOf("\n")))
    .replace(/\r$/, "");
  // (A record's message, in a transcript: the value is the next record's whole message.)
  // (A record read unescaped: the announcing line's text starts at its JSON string's quote.)
  if (group === "j") {
    if (!/^\{"/.test(line)) return false;
    line = messageAt(line, match.index - start);
  } else if (/^\{"/.test(line)) line = line.slice(line.lastIndexOf('"', match.index - start) + 1);
  else if (match.index - start > 160) return false;
  // (A value's line read after a head only where the announcing line has one too.)
  const head = match.groups?.head ?? "";
  if (head !== "" && (LINE_HEAD.exec(line)?.[0] ?? "") === "") return false;
  return announces(line.slice(LINE_HEAD.exec(line)?.[0].length ?? 0)) &&
    // (A commit's SHA, which a line about a token fix may hand over.)
    !/^[0-9a-f]{40}$/.test(value) && credentialLike(value, match.groups?.strong !== undefined);
}

const PW = sample(12, ALNUM, 7101);
// (One case and digits: two runs of digits at least, as `credentialLike` asks.)
const SHORT = sample(8, LOWER_DIGITS, 7107) + "x9";
const LOWER = sample(13, LOWER_DIGITS, 7102) + "q4z";
const UPPER = sample(13, UPPER_DIGITS, 7103) + "Q4Z";

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
    keywords: [
      "pass",
      "pwd",
      "pw",
      "secret",
      "token",
      "key",
      "credential",
      "creds",
      "pin",
      "login",
      "code",
      ...PASSWORD_KEYWORDS.filter((k) => !k.includes("pass")),
      ...KEY_KEYWORDS,
    ],
    // (The value stands on a line below the word, at most 160 characters on, past blank lines.)
    reach: { after: 500 },
    pattern: pattern(`${STRONG_EN}|${ASCII_WORDS}`, `${WEAK_EN}|${KEY_ASCII_WORDS}`, true),
    secret: ["v", "j"],
    accept,
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
    // (Every such word holds one of these letters; the text is read whole, as the value stands on
    // a line below the word.)
    when: (text) => OTHER_LETTERS_ONE.test(text),
    wholeText: true,
    pattern: pattern(OTHER_WORDS, OTHER_KEY_WORDS, false),
    secret: ["v", "j"],
    accept,
  }),
];

// `OTHER_LETTERS` without its `g` flag (a test with `g` reads on from where the last one stopped).
const OTHER_LETTERS_ONE = new RegExp(OTHER_LETTERS.source);
