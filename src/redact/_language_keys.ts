/**
 * Keys and tokens named in other languages than English, in ASCII: `API-Schluessel: …`, `CLE_API
 * = …`, `jeton d'accès : …`, `chave da API: …`, `chiave API …`, `sleutel`, `klucz`. A key word says
 * less than a password word (a key is also a map's key, a musical key), so the value must look
 * generated: 16+ characters with a digit and mixed case, or hex. The words in other scripts or
 * with other letters (`Schlüssel`, `clé`, `токен`, `キー`, `토큰`, `令牌`) are read by
 * `_languages.ts`'s rule, on the lines holding those letters; the password words are its too.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { KEY_TAIL, LINK, QUOTE, VALUE } from "./_languages.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";
import { KEY_ASCII_WORDS, KEY_KEYWORDS } from "./_secret_words.ts";

const KEY = sample(32, ALNUM, 6501);
const HEXKEY = sample(40, HEX, 6502);

/** The rule of this file (the words not in ASCII ride on `_languages.ts`'s rule). */
export const LANGUAGE_KEY_RULES: readonly Rule[] = [
  rule({
    id: "key-other-language",
    description:
      "a key or token named in another language than English, written in ASCII (Schluessel, cle API, jeton, chave da API, chiave API, sleutel, klucz, nyckel): a key or chat prose, with a value that looks generated (16+ characters, a digit and mixed case, or hex)",
    pattern: new RegExp(
      String.raw`(?:${KEY_ASCII_WORDS})(?:${KEY_TAIL}|${LINK})${QUOTE}${VALUE}`,
      "gdi",
    ),
    secret: ["v"],
    accept: (value: string) => looksGenerated(value, 16),
    keywords: KEY_KEYWORDS,
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
  }),
];
