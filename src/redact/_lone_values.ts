/**
 * A value a person typed alone, with no name beside it: the answer to a question that asks for a
 * credential (`what's the staging db password?` then `sure — …`, `it's …`, `here: …` or the value
 * alone, on the next line, after a chat head, or as the next transcript record's message), and a
 * user's message or a tool's result that is one typed password and nothing else. What makes the
 * answer a secret is the question above it (`_announced.ts` reads a line that hands a value over
 * with a colon or a pointer; a question was refused there, as most questions get no value back);
 * what makes a lone message one is its place and its form, a stricter form than `credentialLike`
 * asks under a secret word (both cases and a digit, and a password's symbol or a random string's
 * changes of class), since nothing names it.
 */
import { announcingLine, GAP_REST, HEAD } from "./_announced.ts";
import {
  ABOUT,
  ANNOUNCE_KEYWORDS,
  CODE_LINE,
  inOtherScript,
  STRONG_OTHER,
  STRONG_WORD,
  TOPIC,
  WEAK_OTHER,
  WEAK_WORD,
} from "./_announced_words.ts";
import { NOT_SECRET_LINE } from "./_chat.ts";
import { REDACTED } from "./_filters.ts";
import { groupSpan } from "./_indices.ts";
import { ALNUM, LOWER_DIGITS, sample } from "./_examples.ts";
import { NOT_SECRET_LABEL, pairHidden } from "./_shapes_twentyseven_screens.ts";
import { lone, typedAlone, wordsJoined } from "./_lone_form.ts";
import { credentialLike } from "./_credential.ts";
import { isUuid } from "./_noise.ts";
import { type Rule, rule } from "./_rule.ts";

// The words an answer may open with before the value (`sure — `, `yep, it's `, `here: `, `ok `),
// in English and a few words of the other languages people answer in; up to two of them.
const LEAD_WORD = String
  .raw`sure|ok(?:ay)?|yes|yep|yeah|yup|np|of[ \t]+course|certainly|here(?:[ \t]+you[ \t]+go|[ \t]+it[ \t]+is)?|it(?:'|’)?s|it[ \t]+is|this[ \t]+one|use|try|claro|aqu[ií]|toma|vale|bitte|hier|klar|voil[aà]|oui|s[ií]|sim|ecco|ja|da|вот|держи|ось|はい|这是|這是`;
const LEAD = String.raw`(?:(?:${LEAD_WORD})(?![A-Za-z])[ \t]*[,:—–-]?[ \t]*){0,2}`;
// A lead word read as a speaker's name by `HEAD` (`here: …`): no head, then.
const LEAD_HEAD = new RegExp(String.raw`^(?:${LEAD_WORD}):[ \t]*$`, "i");

// The answer's line: a chat head, a quote mark, the lead words, the value in quotes or backticks
// or not, alone to the line's end (a full stop may end it); or the next transcript record whose
// message is the answer.
/**
 * The answer's line; `strict`, only a value that holds a digit and none of the characters of a
 * name's value, a path, a URL or code (`=`, `/`, `:`, brackets, `$`, `|`, `;`, `,`): the regex's
 * own test, for a rule that reads the line under every line that names a secret.
 */
function answerLine(strict: boolean): string {
  // (A digit ahead in the value, read up to the first one, and only over the value's characters.)
  const has = strict ? String.raw`(?=[^\s"'\x60«»=\/:<>(){}\[\]$|;,\\]{0,254}?\d)` : "";
  const char = strict ? String.raw`[^\s"'\x60«»=\/:<>(){}\[\]$|;,\\]` : String.raw`[^\s"'\x60«»]`;
  const last = strict ? String.raw`[^\s"'\x60«».=\/:<>(){}\[\]$|;,\\]` : String.raw`[^\s"'\x60«».]`;
  return String
    .raw`(?:${HEAD}[ \t]*(?:>[ \t]?){0,2}${LEAD}["'\x60«]?${has}(?<v>${char}{7,255}${last})["'\x60»]?\.?[ \t]*\r?(?=\n|$|"[,}\]])|\{[^\r\n]{0,300}?"(?:content|text)"[ \t]?:[ \t]?"${LEAD}${has}(?<j>[^\s"\\]{8,128})")`;
}
const ANSWER_LINE = answerLine(false);
// From the question mark that ends a line (or a record's message), past the gap `_announced.ts`
// reads (blank lines, a `[user]` line, account lines, a fence), to the answer.
const QUESTION_END = String.raw`[?？][ \t*_)]*(?:"[}\]]{1,4}(?:,"[^\r\n]{0,400})?)?`;
const FROM_QUESTION = new RegExp(String.raw`${QUESTION_END}\r?\n${GAP_REST}${ANSWER_LINE}`, "gd");

/** The question the match answers (its line, without a chat head), or undefined. */
function questionLine(match: RegExpExecArray, group: string): string | undefined {
  const head = match.groups?.head ?? "";
  if (head === "" || !LEAD_HEAD.test(head)) return announcingLine(match, group);
  // (`here: …` read as a speaker's name: the question's line needs no head of its own.)
  const copy = Object.assign([...match], {
    index: match.index,
    input: match.input,
    groups: { ...match.groups, head: "" },
  }) as unknown as RegExpExecArray;
  return announcingLine(copy, group);
}

/**
 * Whether the question above asks for a credential: prose of at most 300 characters, not code, not
 * about a secret's format, policy, name or id, naming one (a strong word: anything that could be a
 * credential answers it; a weak word, `key`: a generated value); and `value` could be one.
 */
function answered(
  value: string,
  group: string,
  match: RegExpExecArray,
  strong: RegExp,
  weak: RegExp,
): boolean {
  const line = questionLine(match, group);
  if (line === undefined || line.length > 300 || CODE_LINE.test(line)) return false;
  if (ABOUT.test(line) || NOT_SECRET_LINE.test(line) || GIVES.test(line)) return false;
  const named = line.replace(TOPIC, " ");
  if (wordsJoined(value)) return false;
  if (strong.test(named)) return credentialLike(value, true) && !isUuid(value);
  return weak.test(named) && credentialLike(value, false);
}

// From the break that ends a line of prose (a blank or a letter past ASCII among its last 40
// characters: not a line of one token, as most of dense text's), neither a question nor a
// colon's (those are the rules above and `_announced.ts`'s), past blank lines or a `[user]` line,
// to a value alone.
const FROM_LINE = new RegExp(
  String
    .raw`\n(?<=[ \t\u0080-\uffff][^\s]{0,40}[^\s:：?？][^\S\r\n]{0,8}\r?\n)(?:[ \t]*\r?\n){0,2}(?:\[(?:user|assistant)\][ \t]*\r?\n)?${
    answerLine(true)
  }`,
  "gd",
);

// The words a line says a hex value is a credential in (not `secret`, a file's or a store's name
// as often as a value's).
const HEX_WORD =
  /\b(?:(?:access|api|auth|bearer|deploy|personal|session)[ _-]?)?(?:token|key|password|passphrase|psk)s?\b/i;

// A line a rule already took a value from: it gave its value, and names none below it.
const GIVES = { test: (line: string) => line.includes(REDACTED) };

// A command's line at a shell's prompt (`$ `, `# `, `> `, `PS C:\>`): what it prints is the
// command rules' to judge.
const PROMPT = /^[ \t"]*(?:[$#>%][ \t]|PS [^\r\n>]{0,60}>)/;

/**
 * Whether the line above, short prose that is neither code nor about a secret, names a secret
 * (`new db password`, `please paste the deploy token and I'll add it`, `пароль от стенда`), and
 * `value` could be one by its own form (not a name of words: the line is no handover by itself).
 */
function namedAbove(value: string, group: string, match: RegExpExecArray, strong: RegExp) {
  // (The value first: on dense text the regex finds a few thousand lone values a MB, few of
  // them credentials, and the line's checks cost more.)
  const hex = /^[0-9a-f]+$/i.test(value);
  if (hex ? !/^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64})$/i.test(value) : !lone(value)) {
    return false;
  }
  const line = questionLine(match, group);
  if (line === undefined || line.length > 160 || CODE_LINE.test(line)) return false;
  if (ABOUT.test(line) || NOT_SECRET_LINE.test(line) || PROMPT.test(line)) return false;
  // (A line that gives a value itself, `password: …`, a URL, a table's or an armour's line, or
  // such a line URL-encoded, `password%3A%20…`, names no value below it.)
  if (GIVES.test(line) || /[:=][ \t]*\S|^[ \t]*(?:\||-----)|%[23][0-9A-F]/.test(line)) return false;
  // (A screen that hid its secret under the next label shows this value as the pair's public half:
  // the same reading as `screen-label-value`'s.)
  const end = groupSpan(match, group)?.[1];
  if (end !== undefined && pairHidden(match.input, end)) return false;
  // (A line that names something beside the secret — a `license key`, a `public key`, an `id` —
  // names no secret: the words `screen-label-value` turns a label away for.)
  if (line.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => NOT_SECRET_LABEL.has(w))) {
    return false;
  }
  const named = line.replace(TOPIC, " ");
  // (Hex only under a line that says token, key or password in words, with no file's name:
  // under `sha256sum secret.txt` it is a digest.)
  if (hex) return HEX_WORD.test(named) && !/\w\.[a-z]{1,5}\b/i.test(line);
  return strong.test(named);
}

// A transcript record's message or a tool's result that is one value and nothing else.
// (A `[user]` turn of ctx's rendered transcript, as written or in a JSON string.)
const WHOLE_MESSAGE = new RegExp(
  String
    .raw`"(?:content|text|output)"[ \t]?:[ \t]?"(?<v>[^\s"\\]{8,64})"(?=[ \t]*[,}\]])|(?:(?<![^\n"])|(?<=\\n))[ \t]*\[user\][ \t]*(?:\r?\n|\\r?\\n)[ \t]*(?<u>[^\s"\\]{8,64})[ \t]*(?=\r?\n[ \t]*\r?\n|\r?\n\[|\\r?\\n\\r?\\n|\\n\[|"|(?![\s\S]))`,
  "dg",
);
// Who a record's message is from (the last such name before the message: a record read inside
// another's string names its own).
const ROLE =
  /"(?:role|type)"[ \t]?:[ \t]?"(user|human|assistant|model|gemini|system|developer|tool|tool_result|function_call_output)"/g;

/** Whether the match's value is the whole message of a user's record (or `[user]` turn). */
function loneMessage(value: string, group: string, match: RegExpExecArray): boolean {
  if (group === "u") return typedAlone(value, false);
  const input = match.input;
  const start = input.lastIndexOf("\n", match.index) + 1;
  if (match.index - start > 2000) return false;
  let role = "";
  for (const m of input.slice(start, match.index).matchAll(ROLE)) role = m[1]!;
  if (role === "user" || role === "human") return typedAlone(value, false);
  return (role === "tool_result" || role === "function_call_output") && typedAlone(value, true);
}

const LOWER = sample(12, LOWER_DIGITS, 7301) + "k4z";
const MIXED = sample(12, ALNUM, 7302) + "Q7";
// (Runs of one class, as a person types a password: not what `typed-password` reads as random.)
const UP = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const TYPED = sample(3, UP, 7303) + sample(2, "abcdefghijkmnpqrstuvwxyz", 7304) + "8!" +
  sample(2, UP, 7306) + sample(2, "abcdefghijkmnpqrstuvwxyz", 7307) + "5";

/** The rules of this file (they run with `_announced.ts`'s, last). */
export const LONE_VALUE_RULES: readonly Rule[] = [
  rule({
    id: "lone-value",
    examples: {
      match: [
        "what's the staging db password?\nsure — «" + LOWER + "»",
        "[10:01] ana: can you send me the vpn token?\n[10:02] raj: it's «" + MIXED + "»",
        "Could you paste the admin password?\n\nhere: `«" + LOWER + "»`",
      ],
      clean: [
        "what's the token's scope?\nrepo-read-write",
        "Which secret failed?\nDEPLOY_KEY_2024",
        "what's the password policy?\nat-least-12-chars",
        "where is the API key stored?\n/etc/app/key",
        "Is the token still valid?\nyes, until 2026-12-01",
      ],
    },
    description:
      "the answer to a question that asks for a credential (`what's the staging db password?`, `can you send me the token?`): the value alone on the next line or message, perhaps after `sure —`, `it's`, `here:`, a chat head or the next transcript record, that could be a credential",
    keywords: [...ANNOUNCE_KEYWORDS, "key?", "keys?"],
    // (The question names the secret, so its line holds a keyword: the lines around a keyword,
    // the answer up to eight lines or the next record below — not the whole text, 1.7 ms a MB.)
    reach: { before: 400, after: 1_200 },
    pattern: FROM_QUESTION,
    secret: ["v", "j"],
    accept: (value, group, match) => answered(value, group, match, STRONG_WORD, WEAK_WORD),
  }),
  rule({
    id: "lone-value",
    examples: {
      match: ["пароль от сервера?\nвот «" + LOWER + "»", "パスワードは？\n«" + MIXED + "»"],
      clean: ["пароль какой длины?\nat-least-12-chars"],
    },
    description:
      "the same, asked in another script (`пароль от сервера?`, `パスワードは？`, `密码是什么？`)",
    keywords: [],
    when: inOtherScript,
    wholeText: true,
    // (A later pass reads only near the lines it changed: the question, the gap and the answer
    // are at most eight lines.)
    around: { above: 8, below: 8 },
    pattern: FROM_QUESTION,
    secret: ["v", "j"],
    accept: (value, group, match) => answered(value, group, match, STRONG_OTHER, WEAK_OTHER),
  }),
  rule({
    id: "lone-value",
    examples: {
      match: [
        "the new password for the db\n«" + LOWER + "»",
        "Please paste the deploy token and I'll add it to the workflow.\n\n[user]\n«" + MIXED + "»",
      ],
      clean: [
        "the function that refreshes the token\ngetToken2",
        "rotate the api token with\nscripts/rotate.sh",
        "the token is read from\nAPP_TOKEN_FILE",
        "we store the password hash in\nusers.pw_hash",
        "$ sha256sum secret.txt\n" + sample(64, "0123456789abcdef", 7308),
      ],
    },
    description:
      "the value alone on the line or message under a short line that names a secret with no colon (`the new password for the db`, `please paste the deploy token and I'll add it`), in any language of the password words: a value that could be a credential by its own form (not a name of words)",
    keywords: ANNOUNCE_KEYWORDS,
    reach: { before: 20, after: 500 },
    // (Tried only under up to three blank or `[user]` lines above a line a value with a digit
    // ends, or that holds a JSON string's quote.)
    valueEnds: { least: 8, run: "word", gap: 3, orHolds: '"' },
    pattern: FROM_LINE,
    secret: ["v", "j"],
    accept: (value, group, match) => namedAbove(value, group, match, STRONG_WORD),
  }),
  rule({
    id: "lone-value",
    examples: {
      match: ["новый пароль от стенда\n«" + LOWER + "»"],
      clean: ["пароль хранится в\nsecrets/prod.env"],
    },
    description: "the same, named in another script (`новый пароль от стенда`, `新しいパスワード`)",
    keywords: [],
    when: inOtherScript,
    wholeText: true,
    around: { above: 4, below: 4 },
    pattern: FROM_LINE,
    secret: ["v", "j"],
    accept: (value, group, match) => namedAbove(value, group, match, STRONG_OTHER),
  }),
  rule({
    id: "lone-value",
    examples: {
      match: [
        '{"type":"user","message":{"role":"user","content":"«' + MIXED + '»"}}',
        '{"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_1","content":"«' +
        TYPED + '»"}]}}',
        "[user]\n«" + TYPED + "»\n\n[assistant]\nThanks.",
      ],
      clean: [
        '{"type":"user","message":{"role":"user","content":"Release2024"}}',
        '{"type":"user","message":{"role":"user","content":"MyApp2024Prod"}}',
        '{"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_1","content":"' +
        MIXED + '"}]}}',
        '{"type":"assistant","message":{"role":"assistant","content":"' + MIXED + '"}}',
        '{"type":"user","message":{"role":"user","content":"' +
        sample(32, "0123456789abcdef", 7305) +
        '"}}',
      ],
    },
    description:
      "a user's message or a tool's result that is one typed password and nothing else: two letters of each case and a digit, not a name of words (`MyApp2024Prod`), a UUID, hex or a path; in a tool's result (tools print ids) also a password's symbol",
    keywords: ['"content"', '"text"', '"output"', "[user]"],
    reach: { before: 0, after: 100 },
    pattern: WHOLE_MESSAGE,
    secret: ["v", "u"],
    accept: loneMessage,
  }),
];
