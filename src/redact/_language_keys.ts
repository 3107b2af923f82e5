/**
 * Keys and tokens named in other languages than English: `API-Schlüssel: …`, `clé API = …`,
 * `jeton d'accès : …`, `chave da API: …`, `chiave API …`, `токен: …`, `API-ключ …`, `APIキー: …`,
 * `API 키: …`, `访问令牌：…`. A key word says less than a password word (a key is also a map's
 * key, a musical key), so the value must look generated: 16+ characters with a digit and mixed
 * case, or hex (the password words are `_languages.ts`'s).
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { KEY_TAIL, LINK, OTHER_LETTERS, QUOTE, VALUE } from "./_languages.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";

const KEY = sample(32, ALNUM, 6501);
const HEXKEY = sample(40, HEX, 6502);

// The words, in ASCII (the keywords of the first rule) and not (the second rule, on the lines
// holding one of their letters: keywords are ASCII).
const ASCII_WORDS = String
  .raw`schluessel|schlussel|cle(?:[ _-]?(?:d[e'’][ _-]?)?(?:api|acces|secrete|privee))|jeton|chave(?:[ _-]?d[ae])?[ _-]?(?:api|acesso|secreta|privada)|chiave(?:[ _-]?(?:api|segreta|privata|di[ _-]accesso))|sleutel|klucz|nyckel|nogle|avain|anahtar`;
const OTHER_WORDS = String
  .raw`schlüssel|clé(?:[ _-]?(?:d[e'’][ _-]?)?(?:api|acc[eè]s|secr[eè]te|priv[ée]e))|nøgle|токен|ключ|キー|トークン|토큰|키|令牌|秘钥|祕鑰|κλειδί|מפתח`;
// A letter each of the other words holds: those of `_languages.ts`, and é, ü, ø in any case.
const OTHER_KEY_LETTERS = new RegExp(
  OTHER_LETTERS.source.replace(/\]$/, "\\u00e9\\u00c9\\u00fc\\u00dc\\u00f8\\u00d8]"),
  "g",
);

function keyRule(words: string, which: "ascii" | "other"): Rule {
  const common = {
    id: "key-other-language",
    description:
      "a key or token named in another language than English (Schlüssel, clé API, jeton, chave da API, chiave API, sleutel, klucz, токен, ключ, キー/トークン, 토큰/키, 令牌): a key or chat prose, with a value that looks generated (16+ characters, a digit and mixed case, or hex)",
    pattern: new RegExp(
      String.raw`(?:${words})(?:${KEY_TAIL}|${LINK})${QUOTE}${VALUE}`,
      "gdi",
    ),
    secret: ["v"],
    accept: (value: string) => looksGenerated(value, 16),
  };
  if (which === "ascii") {
    return rule({
      ...common,
      keywords: [
        "schlussel",
        "schluessel",
        "cle_",
        "cle-",
        "cle ",
        "cleapi",
        "jeton",
        "chave",
        "chiave",
        "sleutel",
        "klucz",
        "nyckel",
        "nogle",
        "avain",
        "anahtar",
      ],
      examples: {
        match: [
          "API-Schluessel für das Staging: «" + KEY + "»",
          'CLE_API_METEO="«' + HEXKEY + '»"',
          "le jeton d'accès est «" + KEY + "»",
        ],
        clean: [
          "der Schluessel liegt unter der Matte",
          "cle api : voir le coffre-fort",
          "chave: id",
        ],
      },
    });
  }
  return rule({
    ...common,
    keywords: [],
    lineHas: OTHER_KEY_LETTERS,
    examples: {
      match: [
        "токен бота: «" + KEY + "»",
        "本番のAPIキーは «" + HEXKEY + "» です。",
        "API-Schlüssel: «" + KEY + "»",
        "la clé API de prod est «" + KEY + "»",
      ],
      clean: [
        "ключ: значение",
        "APIキーを再発行してください",
        "der Schlüssel liegt unter der Matte",
      ],
    },
  });
}

/** The rules of this file, in the order they run (with the prose rules). */
export const LANGUAGE_KEY_RULES: readonly Rule[] = [
  keyRule(ASCII_WORDS, "ascii"),
  keyRule(OTHER_WORDS, "other"),
];
