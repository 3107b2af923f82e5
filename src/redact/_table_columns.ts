/**
 * How a table's cells read: a header cell that names a secret column (`Password`, `API Key`,
 * `Kennwort`, `Пароль`) and of which kind, and whether a cell under it is a secret for that kind.
 * Shared by the table rules (`_tables.ts`, `_terminal_tables.ts`, `_aligned_columns.ts`,
 * `_sql_rows.ts`); the language rules use its `PASSWORD_HASH`.
 */
import { credentialLike } from "./_credential.ts";
import { nameKind } from "./_documents.ts";
import { isNotASecret, looksLikeBareSecret, REDACTED } from "./_filters.ts";
import { caseNoise, isUuid } from "./_noise.ts";
import { looksGenerated } from "./_positions.ts";
import {
  ASCII_WORDS,
  KEY_ASCII_WORDS,
  MORE_ASCII_WORDS,
  MORE_PASSWORD_WORDS,
  OTHER_KEY_WORDS,
  OTHER_WORDS,
} from "./_secret_words.ts";

// A bare `Key` column is read as "strong" but for UUIDs (feature-flag and object keys are).
export type Kind = "password" | "strong" | "key";

// A header cell that names a password, or a key or token, in another language (`Kennwort`,
// `Contraseña`, `Пароль`, `API-Schlüssel`): a word of `_secret_words.ts`, perhaps after another.
const OTHER_PASSWORD = new RegExp(
  String
    .raw`^(?:[\p{L}\d]{1,20}[ _.-])?(?:${ASCII_WORDS}|${OTHER_WORDS}|${MORE_PASSWORD_WORDS}|${MORE_ASCII_WORDS})$`,
  "iu",
);
const OTHER_KEY = new RegExp(
  String.raw`^(?:[\p{L}\d]{1,20}[ _.-])?(?:${KEY_ASCII_WORDS}|${OTHER_KEY_WORDS})$`,
  "iu",
);

/** How a header cell reads: a password column, a key/token column, or not secret. */
export function columnKind(cell: string): Kind | undefined {
  const name = cell.replace(/[\x60*"']/g, "").trim();
  // (A Spanish `Clave` alone heads a column of codes, a school's or a product's, as often as of
  // passwords: its value must look generated, as a `Key` column's.)
  if (/^claves?$/i.test(name)) return "key";
  if (OTHER_PASSWORD.test(name)) return "password";
  if (OTHER_KEY.test(name)) return "strong";
  if (!/^[A-Za-z][\w .-]{0,40}$/.test(name)) return undefined;
  if (
    /(?:public|publishable|pub|ssh|gpg|pgp|cache|sort|primary|foreign|partition|idempotency|row)[ _.-]?keys?$/i
      .test(name)
  ) {
    return undefined;
  }
  const words = name.replace(/[ .-]+/g, "_");
  // A column of the users' password hashes (`password_hash`, `pw_hash`, `passwd_digest`).
  if (/^(?:password|passwd|pw)_?(?:hash|digest)$/i.test(words)) return "password";
  if (/^keys?$/i.test(words)) return "key";
  if (/^(?:api_?)?(?:keys?|tokens?|secrets?)$/i.test(words)) return "strong";
  const kind = nameKind(words.replace(/s$/i, ""));
  if (kind === undefined) return undefined;
  return kind === "password" ? "password" : "strong";
}

// A password hash (bcrypt, crypt's MD5 and SHA-256/512, Apache MD5, argon2, scrypt; Django's
// `pbkdf2_sha256$…`, `argon2$…`, `bcrypt_sha256$…`): not the password.
export const PASSWORD_HASH =
  /^(?:\$(?:2[abxy]?|1|5|6|y|apr1|argon2(?:id|i|d)|scrypt|pbkdf2[\w-]*)\$|(?:pbkdf2_sha(?:1|256)|argon2|bcrypt_sha256|scrypt)\$[\w$])/;

// Keyboard chords (`Ctrl+Shift+F12`): a `Key` column of shortcuts, not of secrets.
const CHORD = /^(?:[A-Za-z]{1,6}\d{0,2}\+){1,4}[A-Za-z0-9]{1,6}$/;

/**
 * True for letters alone in both cases that no word or name is written as (`wbVovzaSKR`: an
 * upper-case run after lower-case letters, not `NotSet`, `camelCase` or `HTTPServer`): under a
 * password column, a generated password with no digit.
 */
function lettersMixed(value: string): boolean {
  return /^[A-Za-z]{8,64}$/.test(value) &&
    /[a-z][A-Z]{2,}(?:$|[a-z])|[A-Z]{2,}[a-z]+[A-Z]/.test(value) &&
    !/^(?:[A-Z]+|[A-Z]?[a-z]+)(?:[A-Z][a-z]+)*$/.test(value) && !isNotASecret(value);
}

/** True when `value` (a cell, trimmed) is a secret for a column of `kind`. */
export function cellSecret(kind: Kind, value: string): boolean {
  // A login's password hash in a password column of a user's row: it cracks offline into that
  // login (docs/redaction.md, "Corpus thirty's rest"). Under any other column it is no key.
  if (PASSWORD_HASH.test(value)) return kind === "password" && /^[^\s<>]{20,}$/.test(value);
  if (/\s/.test(value) || value.includes(REDACTED) || CHORD.test(value)) return false;
  // (Also a value that could be a credential, `credentialLike`: one case and digits, `k3j9x2…`.)
  // (And letters whose case changes as a random string's does, with a dot or none between:
  // Airflow's `WejiATTm.EEtWs` — a dotted name, `Required` or `McDonald`, changes case less.)
  if (kind === "password") {
    return looksLikeBareSecret(value, 8) || looksGenerated(value, 12) ||
      credentialLike(value, true) || caseNoise(value, 10) && !isNotASecret(value) ||
      lettersMixed(value);
  }
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return false;
  // A UUID under a key or token column is one (Heroku and Postmark keys are UUIDs); an id column
  // is not read as secret at all.
  if (isUuid(value)) return kind === "strong";
  // A chain's 32-byte private key written with its `0x` (a hash's column is named for the hash).
  if (/^0x[0-9a-fA-F]{64}$/.test(value)) return new Set(value.slice(2).toLowerCase()).size > 6;
  // A generated value; or a password-like one, with a symbol, both cases and a digit and no
  // `:` or `/` (`session:3f9a…`, `uploads/IMG_1234.JPG` and UUIDs are keys of another kind).
  return looksGenerated(value, 16) && !isNotASecret(value) ||
    kind === "strong" && value.length >= 16 && /\d/.test(value) && credentialLike(value, true) ||
    looksLikeBareSecret(value, 12) && /[!#%^*@&~?]/.test(value) && /\d/.test(value) &&
      /[a-z]/.test(value) && /[A-Z]/.test(value) && !/[:\/]/.test(value);
}
