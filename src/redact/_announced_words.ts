/**
 * The words and lines the announced-value rules read (`_announced.ts`, `_announced_lines.ts`,
 * `_announced_inline.ts`): the English words that name a secret, strong and weak, with the other
 * languages' of `_secret_words.ts`; the pointers below; what makes a line about a secret rather
 * than one that gives it, or a line of code; a passphrase of words; the keywords the rules run on.
 */
import {
  ANY_SCRIPT_LETTERS,
  ASCII_WORDS,
  KEY_ASCII_WORDS,
  KEY_KEYWORDS,
  MORE_ASCII_WORDS,
  MORE_PASSWORD_WORDS,
  OTHER_KEY_WORDS,
  OTHER_WORDS,
  PASSWORD_KEYWORDS,
} from "./_secret_words.ts";
import { TOPIC_NOUNS } from "./_announced_topics.ts";
import { NOT_SECRET_LINE } from "./_chat.ts";

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
export const STRONG_ASCII_WORD = new RegExp(STRONG_ASCII, "i");
export const STRONG_WORD = new RegExp(
  String
    .raw`${STRONG_ASCII}|${OTHER_WORDS}|${MORE_PASSWORD_WORDS}|(?<![A-Za-z])(?:${MORE_ASCII_WORDS})(?![A-Za-z])`,
  "i",
);
// The weak words, the same ways.
const WEAK_ASCII = String.raw`(?<![A-Za-z])(?:${WEAK_EN}|${KEY_ASCII_WORDS})s?(?![A-Za-z])`;
export const WEAK_ASCII_WORD = new RegExp(WEAK_ASCII, "i");
export const WEAK_WORD = new RegExp(String.raw`${WEAK_ASCII}|${OTHER_KEY_WORDS}`, "i");
// A secret word and a topic noun after it (`Password reset`): the word names no value there.
export const TOPIC = new RegExp(
  String
    .raw`(?:${STRONG_ASCII}|${WEAK_ASCII}|${OTHER_WORDS}|${OTHER_KEY_WORDS})[ \t-]*(?:${TOPIC_NOUNS})(?![A-Za-z])`,
  "gi",
);
// The words in other scripts alone (the rule that reads the whole text leaves the ASCII ones to
// the rule on their keywords, so a text's unrelated `é` does not change what an English line gives).
export const STRONG_OTHER = new RegExp(String.raw`${OTHER_WORDS}|${MORE_PASSWORD_WORDS}`, "i");
export const WEAK_OTHER = new RegExp(OTHER_KEY_WORDS, "i");

// Words after which the value comes on a line below: `below`, `as follows`, `in the next
// message`, in the languages of `_languages.ts`.
export const POINTER = new RegExp(
  String
    .raw`\b(?:below|beneath|underneath|as follows|following|next (?:line|message)|here it is|here you go|hieronder|unten|untenstehend|folgt|folgende[nsr]?|ci-dessous|ci-apr[eè]s|suivante?|abajo|a continuaci[oó]n|siguiente|abaixo|a seguir|segue|seguinte|qui sotto|di seguito|seguente|poni[zż]ej|nedan|nedenfor|alla|a[sş]a[gğ][iı]da|berikut)\b|ниже|следующ|以下|下面|如下|下記|次の|아래|다음`,
  "i",
);

// Words on the announcing line that say the value is not a credential but something about one
// (its format, its policy, its name, where it is kept), or that it is an example.
export const ABOUT = new RegExp(
  String
    .raw`\b(?:examples?|e\.g|sample|dummy|placeholder|formats?|patterns?|polic(?:y|ies)|requirements?|rules?|length|hint|type|names?|variables?|fields?|headers?|columns?|parameters?|options?|settings?|paths?|files?|urls?|endpoints?|usage|public|publishable|hash(?:ed)?|encrypted|expir\w*|ttl|scopes?|permissions?|roles?|commits?|sha|builds?|versions?|releases?|tags?|branch(?:es)?|ids?|hosts|servers|packages?|librar(?:y|ies)|buckets?|landed|used by|utilis[ée]e?s? par|serveurs|servidores|formato|regeln|r[eè]gles|requisitos|requisiti|longueur|l[aä]nge|longitud)\b|形式|格式|формат|правила|серверах|серверов|형식|規則|コミット`,
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

// A passphrase of words: three to six lower-case words of 3 to 12 letters and a number, spaced.
export const PASSPHRASE = String.raw`[a-z]{3,12}(?: [a-z]{3,12}){2,5} \d{1,4}`;
// Words of an English sentence, which a passphrase of random words holds rarely.
export const SENTENCE_WORD =
  /\b(?:the|a|an|and|or|to|for|with|of|in|on|at|is|are|was|be|please|call|contact|see|use|your|our|my|you|we|it|ext|ticket|desk|helpdesk|support|after|before|until|then)\b/;
// A character past ASCII.
export const NOT_ASCII = /[\u0080-\uffff]/;

/**
 * The `count` lines that are not blank above the line starting at `start`, whole, each starting at
 * most `most` characters above it.
 */
export function linesAbove(input: string, start: number, count: number, most: number): string {
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
export const ANNOUNCE_KEYWORDS = [
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
export const POINTER_KEYWORDS = [
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

// `ANY_SCRIPT_LETTERS` without its `g` flag (a test with `g` reads on from where the last one
// stopped).
const OTHER_LETTERS_ONE = new RegExp(ANY_SCRIPT_LETTERS.source);

/** Whether `text` holds a letter of another script than ASCII's (a test that stops at the first). */
export function inOtherScript(text: string): boolean {
  // (Two rules ask of the same text, and a megabyte of ASCII is read whole: 0.7 ms.)
  if (text !== lastText) {
    lastText = text;
    lastOther = NOT_ASCII.test(text) && OTHER_LETTERS_ONE.test(text);
  }
  return lastOther;
}
let lastText = "";
let lastOther = false;
