/**
 * Secrets named in more languages, and in prose whose order English rules do not expect: the
 * word, then words of the sentence, then the value with no colon or with the verb after it
 * (`şifre … olacak`, `पासवर्ड … है`), or a verb that is a pronoun (`היא`, `هو`) or a particle
 * (`คือ`, `là`). The words for "password" and for "key" where it names a secret key (`ключ`,
 * `مفتاح`, `비밀키`); the value must hold a digit or a symbol and look like a password, so prose
 * about passwords (`пароль истёк`, `mật khẩu sai`) stays.
 */
import { ALNUM, sample } from "./_examples.ts";
import { isDottedIdentifier, isNotASecret } from "./_filters.ts";
import { crossesField } from "./_languages.ts";
import { type Rule, rule } from "./_rule.ts";
import { PASSWORD_HASH } from "./_table_columns.ts";
import {
  ANY_SCRIPT_LETTERS,
  MORE_ASCII_WORDS,
  MORE_KEY_WORDS,
  MORE_PASSWORD_WORDS,
} from "./_secret_words.ts";

const PW = sample(7, ALNUM, 3101) + "%" + sample(6, ALNUM, 3102);

// Written in ASCII (the keywords of the first rule) and not (the second, found by `lineHas`): the
// words of `_secret_words.ts`, and the password words `OTHER_WORDS` there holds too.
const ASCII_WORDS = MORE_ASCII_WORDS;
const OTHER_WORDS = String
  .raw`${MORE_PASSWORD_WORDS}|${MORE_KEY_WORDS}|пароль|סיסמה|비밀번호|암호|パスワード|密码`;
// A letter each of those words holds.
const OTHER_LETTERS = ANY_SCRIPT_LETTERS;

// A key named by the word (`kata_sandi_db = "…"`, `const 비밀키 = "…"`), or prose: up to 60
// characters of the sentence with no colon, then a colon, `=`, or a space.
const LINK = String
  .raw`(?:[\w\u0080-\uffff]{0,30}(?:\\?["'])?[ \t]*[:：=][ \t]*|[^\r\n:：=]{0,60}?(?:[ \t]*[:：][ \t]*|[ \t]+))`;
const QUOTE = String.raw`(?:\\?["'\x60«「])?`;
// The value: no spaces, a digit or a symbol in it (a lookahead that stays inside the value).
const VALUE = String
  .raw`(?=[^\s"'\x60]{0,200}?[0-9!#$%^&*~+@?=])(?<v>[^\s"'\x60«»「」，。、；,;()<>\\]{8,200}?)(?=[.,;!?)]?(?:[\s"'\x60»」\\，。、；]|$)|[，。、；])`;

/** A value that reads as a password: 8+ characters, a letter, not a name, a number, a URL. */
function passwordValue(value: string): boolean {
  return value.length >= 8 && /\p{L}/u.test(value) && /[A-Za-z]/.test(value) &&
    !PASSWORD_HASH.test(value) &&
    (/\d/.test(value) || /[!#$%^&*~+@?=]/.test(value)) && !isNotASecret(value) &&
    !isDottedIdentifier(value) && !/^https?:/i.test(value) && !/^[\d.,:\/-]+$/.test(value);
}

function languageRule(words: string, which: "ascii" | "other"): Rule {
  const common = {
    id: "secret-more-languages",
    description:
      "a password or secret key named in more languages (şifre, kata sandi, mật khẩu, पासवर्ड, كلمة المرور, مفتاح, รหัสผ่าน, ключ, סיסמה, 비밀키, …; the English words as Bengali, Tamil, Urdu and Hindi write them: পাসওয়ার্ড, டோக்கன், ٹوکن, टोकन, `API কী`): a key, or prose with the value after a few words, a colon, a pronoun or a particle, or before the verb",
    pattern: new RegExp(String.raw`(?:${words})${LINK}${QUOTE}${VALUE}`, "gdi"),
    secret: ["v"],
    accept: (value: string, _group: string, match: RegExpExecArray) =>
      !crossesField(match) && passwordValue(value),
  };
  if (which === "ascii") {
    return rule({
      ...common,
      keywords: ["sifre", "kata sandi", "kata_sandi", "katasandi", "mat khau", "kunci rahasia"],
      examples: {
        match: [
          'kata_sandi_db = "«' + PW + '»"',
          "Sunucu icin sifre yine «" + PW + "» olacak.",
        ],
        clean: ["kata sandi salah, coba lagi", "sifre: ${SIFRE}"],
      },
    });
  }
  return rule({
    ...common,
    keywords: [],
    lineHas: OTHER_LETTERS,
    examples: {
      match: [
        "Sunucuya bağlanmak için şifre yine «" + PW + "» olacak.",
        "सर्वर का पासवर्ड «" + PW + "» है",
        "הסיסמה לשרת היא «" + PW + "» תחליף אותה",
        "Ключ доступу до API: «" + PW + "»",
        'const 비밀키 = "«' + PW + '»";',
        "সার্ভারের টোকেন হল «" + PW + "» এটা বদলাবেন না",
        "யோ API கீ இது: «" + PW + "»",
      ],
      clean: [
        "Mật khẩu sai, vui lòng thử lại.",
        "пароль истёк 3 дня назад",
        "הסיסמה שלך פגה",
        "API کی دستاویزات یہاں ہیں",
      ],
    },
  });
}

/** The rules of this file, in the order they run (with the prose rules). */
export const MORE_LANGUAGE_RULES: readonly Rule[] = [
  languageRule(ASCII_WORDS, "ascii"),
  languageRule(OTHER_WORDS, "other"),
];
