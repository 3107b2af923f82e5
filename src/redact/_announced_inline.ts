/**
 * A value handed over on the line of the sentence that hands it over, in the person's own words
 * and language: `here it is: …`, `hier ist es: …`, `taí: …`, `ось він: …`, `こちらです：…`, `the
 * new one is: …`, `I reset it to: …`, `sorry, typo, it's: …`, or a value reset to in quotation
 * marks (`zurückgesetzt auf „…“`, `resetei para “…”`, `重設成「…」`), or on the next message after
 * a sentence that ends its line (`kata sandi … yang baru`, then a passphrase). The sentence names no
 * secret: the line or one of the lines above it must (the question it answers, a ticket's or a
 * mail's subject, the message with the typo), in any language of `_secret_words.ts` — or, for a
 * value reset to in quotation marks, the value must read as a password. (`_announced.ts` reads
 * the value on a line below such a sentence.)
 */
import { PW, SHORT } from "./_announced.ts";
import {
  ABOUT,
  CODE_LINE,
  inOtherScript,
  linesAbove,
  PASSPHRASE,
  SENTENCE_WORD,
  STRONG_WORD,
} from "./_announced_words.ts";
import { NOT_SECRET_LINE } from "./_chat.ts";
import { credentialLike } from "./_credential.ts";
import { LOWER_DIGITS, sample } from "./_examples.ts";
import { type Rule, rule } from "./_rule.ts";

// The sentences that hand a value over, written in ASCII (read where `HANDOVER_KEYWORDS` are): "here it
// is", "the new one is", "reset it to", "sorry, typo", "the right one is", in English, German,
// French, Spanish, Portuguese, Italian, Dutch, Polish, Turkish, Indonesian and Hindi as typed in
// Latin letters.
const HANDOVER_ASCII = [
  "here it is",
  "here you go",
  "here you are",
  "the new one is",
  "new one is",
  "the right one is",
  "the correct one is",
  "correct one is",
  "typo",
  "hier ist es",
  "hier bitte",
  "bitte sehr",
  "das neue lautet",
  "das neue ist",
  "die neue lautet",
  "tippfehler",
  "richtig ist",
  "le voici",
  "la voici",
  "faute de frappe",
  "le nouveau est",
  "la nouvelle est",
  "le bon est",
  "aqui esta",
  "ahi va",
  "ahi tienes",
  "la nueva es",
  "el nuevo es",
  "la correcta es",
  "error de tipeo",
  "erro de digita",
  "eccola",
  "eccolo",
  "errore di battitura",
  "hier is het",
  "de nieuwe is",
  "typfout",
  "de juiste is",
  "oto ono",
  "oto ona",
  "nowe to",
  "buyrun",
  "yenisi",
  "ini dia",
  "yang baru",
  "salah ketik",
  "yang benar",
  "ye raha",
  "ye rahi",
  "ab ye hai",
  "naya wala",
  "sahi wala",
];

// The rule's keywords: a part of each sentence above and of each reset's words (short, and shared
// between sentences, as each adds states to the keyword automaton every text is scanned with);
// a reset's words, not `reset` alone, which dense text holds on every few lines (`git reset`).
const HANDOVER_KEYWORDS = [
  "here it is",
  "here you",
  "new one",
  "right one",
  "correct one",
  "typo",
  "hier ist",
  "hier bitte",
  "bitte sehr",
  "das neue",
  "die neue",
  "tippfehler",
  "richtig ist",
  "voici",
  "de frappe",
  "nouveau est",
  "nouvelle est",
  "bon est",
  "aqui esta",
  "ahi ",
  "nueva es",
  "nuevo es",
  "correcta es",
  "tipeo",
  "de digita",
  "eccol",
  "battitura",
  "hier is het",
  "nieuwe is",
  "typfout",
  "juiste is",
  "oto on",
  "nowe to",
  "buyrun",
  "yenisi",
  "ini dia",
  "yang baru",
  "salah ketik",
  "yang benar",
  "ye rah",
  "ab ye hai",
  "naya wala",
  "sahi wala",
  "set to",
  "set it to",
  "changed to",
  "changed it to",
  "gesetzt auf",
  "initialis",
  "restablec",
  "resetei",
  "redefini",
  "reimpostat",
  "gereset",
  "zresetowa",
  "direset",
  "reset kar",
];

// The same sentences with letters past ASCII (Latin with marks, Cyrillic, Hebrew, Arabic,
// Devanagari, Thai, Chinese, Japanese, Korean, Vietnamese), read on a text that holds such a
// letter.
const HANDOVER_OTHER = String
  .raw`aquí está|ahí va|taí|é(?!\p{L})|è(?!\p{L})|c['’]est|voilà|literówka|proszę|işte|doğrusu|yazım hatası|cái mới là|đây|đúng là|gõ nhầm|вот он[оа]?|вот|держи|новый|новая|опечатка|правильный|ось він|ось вона|ось|тримай|новий|нова|помилка|правильний|ها هي|إليك|الجديدة هي|الجديد هو|הנה|החדשה היא|החדש הוא|איפסתי[^\r\n:：]{0,12}|טעות|ये रहा|ये रही|यह है|नया|सही वाला|给你|給你|新的是|正确的是|正確的是|打错了|打錯了|こちらです|どうぞ|新しいのは|正しくは|タイプミス|여기요|여기 있어요|새 값은|오타|นี่ครับ|นี่ค่ะ|อันใหม่คือ|พิมพ์ผิด|เป็น`;

// A reset or a change to a value (the value follows the sentence: `reset it to`, `zurückgesetzt
// auf`, `resetei para`, `重設成`, `đặt lại thành`, `сбросил на`).
const RESET = String
  .raw`(?:reset|set|changed?)(?: it| the password)? to|zur[uü]ckgesetzt auf|gesetzt auf|r[ée]initialis[ée]e? [àa]|restablec[ií](?:do)? a|resetei para|redefini para|reimpostat[ao] a|gereset naar|zresetowa[lł]em na|direset ke|reset kar diya|đặt lại thành|сбросил[аи]? на|скинув на|重置成|重置为|重设成|重設成|改成|リセットしました|초기화했어요|รีเซ็ตให้แล้ว`;

// An opening and a closing quotation mark of the languages (`„…“`, `“…”`, `«…»`, `「…」`, `״…״`).
const OPEN = String.raw`(?:\\?["'\x60]|[„“”«「『״])`;
const CLOSE = String.raw`(?:\\?["'\x60]|[“”»」』״])`;
// The value, up to the end of its line (or of its record's JSON string), without a full stop
// that ends the sentence.
const VALUE = String
  .raw`(?<v>[^\s"'\x60„“”«»「」『』״\\]{7,127}[^\s"'\x60„“”«»「」『』״.\\])\.?`;
// (In a record read as written, the line ends at an escaped break or at the JSON string's end.)
// A chat export's head before the next message (`15 November 2026 9:32, Siti : `, `12/11/25,
// 18:03 - Ana: `, `[9:01] Ana: `).
const HEAD = String
  .raw`(?:[^\r\n:]{0,40}?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AP]M)?\]?,?[ \t]+(?:-[ \t]+)?[^\r\n:]{1,40}?[ \t]?:[ \t]+)?`;
const LINE_END = String.raw`[ \t]*(?=\r?\n|$|\\[rn]|\\?"[ \t]*(?:[,}\]]|\r?\n|$))`;

/**
 * The pattern from a sentence of `phrases`: up to 30 characters, a colon, the value to the line's
 * end; or, from a reset, the value in quotation marks.
 */
function handedOver(phrases: string): RegExp {
  return new RegExp(
    String
      .raw`(?<![A-Za-z0-9\u00c0-\u024f\u0400-\u04ff])(?:(?:${phrases}|${RESET})[^\r\n:：]{0,30}?[ \t]*[:：][ \t]*${OPEN}?${VALUE}${CLOSE}?${LINE_END}|(?<reset>${RESET})[ \t]*${OPEN}${VALUE}${CLOSE}|(?:${phrases})[^\r\n:：\\]{0,12}(?:\r?\n|\\r?\\n)${HEAD}(?:${OPEN}?${VALUE}${CLOSE}?|(?<p>${PASSPHRASE}))${LINE_END})`,
    "gdiu",
  );
}

/**
 * Whether the line of the match hands a credential over: it is prose, not code, not about a
 * secret's format, not a digest's or an id's line; and a secret word stands on it or on a line above
 * within 700 characters (a messenger's JSON export spreads a message over ten lines), or the value was reset to in quotation marks and
 * holds letters and digits.
 */
function inlineAccept(value: string, group: string, match: RegExpExecArray): boolean {
  const input = match.input;
  // (The line, or in a record read as written its JSON string's part between escaped breaks.)
  const start = input.lastIndexOf("\n", match.index) + 1;
  const end = input.indexOf("\n", match.index);
  const whole = input.slice(start, end === -1 ? input.length : end);
  const at = match.index - start;
  const from = whole.lastIndexOf("\\n", at) + 1;
  const to = whole.indexOf("\\n", at);
  const head = whole.slice(from === 0 ? 0 : from + 1, at).replace(/^.*(?<!\\)"[ \t]?:[ \t]?"/, "");
  const line = head +
    whole.slice(at, to === -1 ? whole.length : to).replace(/(?<!\\)"[,}\]].*$/, "");
  if (line.length > 300 || CODE_LINE.test(line.replace(/[:：].*$/, ""))) return false;
  if (ABOUT.test(line) || NOT_SECRET_LINE.test(line) || /^[0-9a-f]{40}$/i.test(value)) return false;
  // (A passphrase of words, on the message after a sentence that ends its line: with no word of
  // an English sentence in it.)
  if (group === "p") {
    return !SENTENCE_WORD.test(value) &&
      (STRONG_WORD.test(line) || STRONG_WORD.test(linesAbove(input, start, 3, 300)));
  }
  if (!credentialLike(value, true)) return false;
  const above = linesAbove(input, start, 20, 700) + whole.slice(Math.max(0, at - 700), at);
  if (STRONG_WORD.test(line) || STRONG_WORD.test(above)) return true;
  return match.groups?.reset !== undefined && /\d/.test(value) && /[A-Za-z]/.test(value);
}

const HANDED = sample(10, LOWER_DIGITS, 7201) + "Q!";

/** The rules of this file (they run with `_announced.ts`'s, last). */
export const ANNOUNCED_INLINE_RULES: readonly Rule[] = [
  rule({
    id: "announced-value",
    examples: {
      match: [
        "anyone have the staging password?\nsure, here it is: «" + PW + "»",
        "Passwort für den NAS?\nMoment\nhier ist es: «" + SHORT + "»",
        "password for the vpn: Abc12345!x\nsorry, typo, the right one is: «" + HANDED + "»",
        'I reset it to "«' + HANDED + '»", change it at next logon',
      ],
      clean: [
        "here it is: release-2026-11",
        "here you go: https://example.org/docs",
        "the new one is: " + sample(40, "0123456789abcdef", 7202),
        "reset it to the default",
      ],
    },
    description:
      "a value handed over on the sentence's own line (`here it is: …`, `hier ist es: …`, `the new one is: …`, `sorry, typo, it's: …`, `reset it to \"…\"`) where the line or one within 700 characters above names a secret (the question, a ticket's subject), in the languages of the password words; or reset to in quotation marks with letters and digits",
    keywords: HANDOVER_KEYWORDS,
    // (The lines up to 700 characters above are read for the secret word.)
    reach: { before: 900, after: 300 },
    pattern: handedOver(
      HANDOVER_ASCII.map((p) => p.replace(/ /g, "[ \\t]+") + "(?![A-Za-z])").join("|"),
    ),
    secret: ["v", "p"],
    accept: inlineAccept,
  }),
  rule({
    id: "announced-value",
    examples: {
      match: [
        "Привет! нужен пароль от стенда\nСекунду\nвот он: «" + SHORT + "»",
        "密码？\n新的是：«" + PW + "»",
        "ich hab es zurückgesetzt auf „«" + HANDED + "»“",
      ],
      clean: ["вот он: release-2026-11", "新的是：" + sample(40, "0123456789abcdef", 7203)],
    },
    description:
      "the same, in a sentence written with letters past ASCII (`вот он: …`, `ось він: …`, `taí: …`, `こちらです：…`, `新的是：…`, `הנה: …`, `zurückgesetzt auf „…“`)",
    keywords: [],
    when: inOtherScript,
    wholeText: true,
    pattern: handedOver(HANDOVER_OTHER),
    secret: ["v", "p"],
    accept: inlineAccept,
  }),
];
