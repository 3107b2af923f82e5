/**
 * Passwords named in other languages than English: a key (`passwort: …`, `MOT_DE_PASSE_SMTP=…`,
 * `"contraseña": "…"`, `пароль = …`, `passord:`, `lozinka`, `salasõna=`) and chat prose (`Das Kennwort für
 * den FTP-Server lautet …`, `parola … este …`, `nenosiri … ni …`,
 * `le mot de passe root est « … »`, `パスワードは … です`, `API密钥：…，`). The word decides; the value
 * must look like a password (8+ characters, a letter, and a digit or a symbol), so prose about passwords in any
 * language (`das Passwort ist abgelaufen`, `la contraseña es incorrecta`) stays.
 */
import { ALNUM, sample } from "./_examples.ts";
import { isDottedIdentifier, isNotASecret } from "./_filters.ts";
import { isCode } from "./_in_code.ts";
import { typedClasses } from "./_lone_form.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";
import { PASSWORD_HASH } from "./_table_columns.ts";
import {
  ASCII_WORDS,
  OTHER_KEY_WORDS,
  OTHER_LETTERS,
  OTHER_WORDS,
  PASSWORD_KEYWORDS,
} from "./_secret_words.ts";

const PW = sample(6, ALNUM, 1501) + "*" + sample(6, ALNUM, 1502);
const KEY = sample(32, ALNUM, 6503);

// What may stand between the word and the value in prose: a few words (`für den FTP-Server`,
// `do banco`, `de la sede electrónica (usuario …)`, `от сервера`), then a colon or a verb ("is"
// in the language; French `c'est`) and perhaps "now" (`c'est maintenant`, `ist jetzt`), or
// nothing but a CJK particle; or only a blank and an opening parenthesis (`le mot de passe (…)`:
// `direct`) or a blank (`la contraseña …`: `spaced`), whose value must read as a password alone. Bounded,
// with no line break.
export const LINK = String
  .raw`(?:[^\S\r\n]{0,3}[:：=][^\S\r\n]{0,3}|(?<direct>[^\S\r\n]{1,3}\()|[^\r\n:：=]{0,80}?(?:[^\S\r\n]{0,3}[:：][^\S\r\n]{0,3}|(?:[^\S\r\n]|c['’])(?:ist|lautet|lauten|est|es|este|é|är|er|is|jest|je|è|это|е|ni|ialah|adalah|on|yra|ir)[^\S\r\n]{1,3}(?:(?:maintenant|désormais|jetzt|nun|ahora|agora|adesso|ora|nu|teraz|now)[^\S\r\n]{1,3})?|は[^\S\r\n]{0,3}|是[^\S\r\n]{0,3}|为[^\S\r\n]{0,3}|는[^\S\r\n]{0,3})|(?<spaced>[^\S\r\n]{1,3}))`;
// An opening quote (also « », 「」), then the value, up to a space, a closing quote or
// punctuation (also CJK punctuation) before a space or the end.
export const QUOTE = String.raw`(?:(?:\\?["'\x60]|[«「『])[^\S\r\n]?)?`;
export const VALUE = String
  .raw`(?<v>[^\s"'\x60«»「」『』，。、；,;()<>\\]{6,200}?)(?=[.,;!?)]?(?:[\s"'\x60»」』\\，。、；]|$)|[，。、；])`;

// A key named by one of the words: the name (a word of an identifier, any case style), its
// closing quote, `=`/`:`, then the value quoted or bare.
export const KEY_TAIL = String.raw`\w{0,30}(?:\\?["'])?[ \t]*[:=][ \t]*`;

// A JSON field's end and the next one's name (`", "id": `): the value is another field's; or an
// escaped line break (`…senha?\nrequest-id: …` in a record): the value is another line's.
const NEXT_FIELD = /\\?["']\s*,\s*\\?["']|\\[nr]/;

/**
 * True when a match runs from a word in one JSON field into the next field's value, or over an
 * escaped line break into the next line.
 */
export const crossesField = (match: RegExpExecArray): boolean => NEXT_FIELD.test(match[0]);

/**
 * A value that reads as a password: 8+ characters, a letter, and a digit, a symbol, or both
 * cases with a `-`, `_` or `.` (`OrQVK!DaRAD-lbp`); not a name, a number, a URL.
 */
function passwordValue(value: string): boolean {
  const mixed = /\d/.test(value) || /[!#$%^&*~+@?=]/.test(value) ||
    /[a-z]/.test(value) && /[A-Z]/.test(value) && /[-_.]/.test(value);
  // (A crypt-format hash, `$2b$12$…`, `$argon2id$…`, is what a password is stored as, not one.)
  return value.length >= 8 && mixed && /\p{L}/u.test(value) && !PASSWORD_HASH.test(value) &&
    !isNotASecret(value) && !isDottedIdentifier(value) && !/^[\d.,:\/-]+$/.test(value) &&
    !isCode(value) &&
    !/^https?:/i.test(value);
}

function languageRule(words: string, which: "ascii" | "other"): Rule {
  // (The key words ride on the rule that reads the lines with these letters: one more rule on
  // them would scan every text for the letters again.)
  const keys = which === "other" ? String.raw`|(?<kw>${OTHER_KEY_WORDS})` : "";
  const pattern = new RegExp(
    String.raw`(?:${words}${keys})(?:${KEY_TAIL}|${LINK})${QUOTE}${VALUE}`,
    "gdi",
  );
  const common = {
    id: "password-other-language",
    description:
      "a password named in another language than English (Passwort, Kennwort, mot de passe, contraseña, senha, clave, пароль, パスワード, 密码/密钥, 비밀번호, hasło, …): a key or chat prose (`… lautet`, `… est`, `…は`), with a value that looks like a password; in a script other than Latin, also a key or token (Schlüssel, clé API, токен, ключ, キー, 토큰, 令牌 …) with a value that looks generated",
    pattern,
    secret: ["v"],
    accept: (value: string, _group: string, match: RegExpExecArray) =>
      !crossesField(match) &&
      (match.groups?.kw !== undefined ? looksGenerated(value, 16) : passwordValue(value)) &&
      (match.groups?.direct === undefined && match.groups?.spaced === undefined ||
        typedClasses(value)),
  };
  if (which === "ascii") {
    return rule({
      ...common,
      keywords: PASSWORD_KEYWORDS,
      examples: {
        match: [
          "datenbank:\n  passwort: «" + PW + "»",
          'MOT_DE_PASSE_SMTP="«' + PW + '»"',
          "Das Kennwort für den FTP-Server lautet «" + PW + "», bitte nicht weitergeben.",
          "senha do banco: «" + PW + "» (usuário: relatorios)",
        ],
        clean: [
          "Das Passwort ist abgelaufen, bitte neu setzen.",
          "la palabra clave es async",
          "mot_de_passe: ${MOT_DE_PASSE}",
        ],
      },
    });
  }
  return rule({
    ...common,
    keywords: [],
    // (Every word holds a letter of these scripts, which case-folding keeps in them: a line
    // without one cannot hold a word. A class is found much faster than the words themselves,
    // case-insensitive, in every plan; the rule's own pattern then reads the few lines left.)
    lineHas: OTHER_LETTERS,
    examples: {
      match: [
        "пароль от сервера: «" + PW + "»",
        "本番DBのパスワードは «" + PW + "» です。",
        "这是测试环境的API密钥：«" + PW + "»，用完请删掉",
        "токен бота: «" + KEY + "»",
        "API-Schlüssel: «" + KEY + "»",
      ],
      clean: [
        "пароль: ********",
        "パスワードを忘れた場合はリセットしてください",
        "ключ: значение",
        "der Schlüssel liegt unter der Matte",
      ],
    },
  });
}

/** The rules of this file, in the order they run (with the prose rules). */
export const LANGUAGE_RULES: readonly Rule[] = [
  languageRule(ASCII_WORDS, "ascii"),
  languageRule(OTHER_WORDS, "other"),
];
