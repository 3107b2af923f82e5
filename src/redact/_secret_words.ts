/**
 * The words that name a secret in other languages than English, in one place for every rule that
 * reads them: a password's (`ASCII_WORDS`, `OTHER_WORDS`), a key's or a token's
 * (`KEY_ASCII_WORDS`, `OTHER_KEY_WORDS`), and the keywords they hold. The rules of
 * `_languages.ts` and `_language_keys.ts` read them after a name or in prose; those of
 * `_announced.ts` on a line that hands a value over; `_table_columns.ts` in a table's header. (A
 * leaf module: the table rules read them, and `_languages.ts` reads `_table_columns.ts`'s
 * `PASSWORD_HASH`.)
 */

// The words for "password" (and "key" where it is the word for a secret key: 密钥): written in
// ASCII (those are the keywords that run the first rule) and not (the second rule, found by
// `lineHas`, since keywords are ASCII).
export const ASCII_WORDS = String
  .raw`passwort|kennwort|mot[ _-]?de[ _-]?passe|contrase(?:ñ|n)a|senha|clave|wachtwoord|adgangskode|salasana|parola|sifre|haslo|heslo|jelszo|losenord|passord|contrasenya|contrasinal|lozink[aeu]|nenosiri|kata[ _-]?laluan|salasona|parool|slaptazodis|wagwoord|cyfrinair|pasahitza|geslo`;
export const OTHER_WORDS = String
  .raw`парол[ьяеюа]|пароли|パスワード|暗証番号|密[码碼钥鑰]|口令|비밀번호|암호|hasło|şifre|jelszó|lösenord|κωδικός|סיסמה|salasõna|slaptažodis|lykilorð|fjalëkalim`;
// The words for "password" in more languages and scripts (Turkish, Hindi, Arabic, Persian,
// Vietnamese, Thai, Bengali, Tamil, Urdu) and for a secret key or token there
// (`_languages_more.ts` reads both after a name or in prose; `_announced*.ts` read the password
// words as they read `OTHER_WORDS`), and the ASCII spellings of some (`sifre`, `kata sandi`).
export const MORE_PASSWORD_WORDS = String
  .raw`şifre|पासवर्ड|कूटशब्द|كلمة (?:المرور|السر)|رمز عبور|mật khẩu|รหัสผ่าน|পাসওয়ার্ড|கடவுச்சொல்|பாஸ்வேர்ட்|پاس ?ورڈ`;
export const MORE_KEY_WORDS = String
  .raw`कुंजी|टोकन|مفتاح|khóa bí mật|กุญแจ|ключ|מפתח|비밀키|비밀 키|秘密鍵|密钥|টোকেন|API[ 	]?(?:কী|কি|کی|की|கீ)|டோக்கன்|ٹوکن`;
export const MORE_ASCII_WORDS = String.raw`sifre|kata[ _]?sandi|mat[ _]?khau|kunci[ _]rahasia`;
// A letter of any script those words and `OTHER_WORDS` are written in: Latin with marks (ş, ậ,
// ó), Greek, Cyrillic, Hebrew, Arabic (and Urdu), Devanagari, Bengali, Tamil, Thai, kana, CJK,
// Hangul.
export const ANY_SCRIPT_LETTERS =
  /[\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u0590-\u05ff\u0600-\u06ff\u0900-\u097f\u0980-\u09ff\u0b80-\u0bff\u0e00-\u0e7f\u1ea0-\u1eff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/g;

// The words for a key or a token that are not ASCII (`_language_keys.ts` has the ASCII ones): a
// key word says less than a password word (a map's key), so their value must look generated.
export const OTHER_KEY_WORDS = String
  .raw`schlüssel|clé(?:[ _-]?(?:d[e'’][ _-]?)?(?:api|acc[eè]s|secr[eè]te|priv[ée]e))|nøgle|токен|ключ|キー|トークン|토큰|키|令牌|秘钥|祕鑰|κλειδί|מפתח|טוקן|توكن|โทเค็น`;
// The keywords the words of `ASCII_WORDS` hold (lower-case ASCII: what the engine's keyword scan
// reads).
export const PASSWORD_KEYWORDS: readonly string[] = [
  "passwort",
  "kennwort",
  "mot de passe",
  "mot_de_passe",
  "mot-de-passe",
  "motdepasse",
  "contrase",
  "senha",
  "clave",
  "wachtwoord",
  "adgangskode",
  "salasana",
  "parola",
  "sifre",
  "haslo",
  "heslo",
  "jelszo",
  "losenord",
  "passord",
  "contrasenya",
  "contrasinal",
  "lozink",
  "nenosiri",
  "kata laluan",
  "kata_laluan",
  "kata-laluan",
  "katalaluan",
  "salasona",
  "parool",
  "slaptazodis",
  "wagwoord",
  "cyfrinair",
  "pasahitza",
  "geslo",
];

// A letter each of those words holds, in any case: Ó/ó, Ö/ö, Ø/ø, Õ/õ, Ð/ð, Ë/ë, Ł/ł, Ş/ş, Ž/ž,
// É/é, Ü/ü, Greek, Cyrillic, Hebrew, kana, CJK, Hangul.
export const OTHER_LETTERS =
  /[\u00c9\u00cb\u00d0\u00d3\u00d5\u00d6\u00d8\u00dc\u00e9\u00eb\u00f0\u00f3\u00f5\u00f6\u00f8\u00fc\u0141\u0142\u015e\u015f\u017d\u017e\u0370-\u03ff\u0400-\u04ff\u0590-\u05ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/g;

// The words for a key or a token written in ASCII (those with other letters are `OTHER_KEY_WORDS`).
export const KEY_ASCII_WORDS = String
  .raw`schluessel|schlussel|cle(?:[ _-]?(?:d[e'’][ _-]?)?(?:api|acces|secrete|privee))|jeton|chave(?:[ _-]?d[ae])?[ _-]?(?:api|acesso|secreta|privada)|chiave(?:[ _-]?(?:api|segreta|privata|di[ _-]accesso))|sleutel|klucz|nyckel|nogle|avain|anahtar`;

// The keywords the words of `KEY_ASCII_WORDS` hold. (Not `cle` alone: `article`, `cycle`,
// `vehicle`.)
export const KEY_KEYWORDS: readonly string[] = [
  "schlussel",
  "schluessel",
  "cle_api",
  "cle-api",
  "cle api",
  "cleapi",
  "cle d'",
  "cle de l",
  "cle_acces",
  "cle secrete",
  "cle_secrete",
  "cle privee",
  "jeton",
  "chave",
  "chiave",
  "sleutel",
  "klucz",
  "nyckel",
  "nogle",
  "avain",
  "anahtar",
];
