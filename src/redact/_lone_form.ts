/**
 * What a value typed alone looks like by its own form, when nothing names it but the line above or
 * its place (`_lone_values.ts`, `_lone_lists.ts`): a credential's characters, not a name of words,
 * not words joined, not a UUID; a typed password's classes and symbols.
 */
import { credentialLike } from "./_credential.ts";
import { isUuid } from "./_noise.ts";
import { remembered } from "./_remembered.ts";

/**
 * True when `value` is words (capitalised or of one case) joined by `-`, `_` or `.`, with codes of
 * three characters at most among them (`Attic-5G-guest`, `Office_2F`): a network's or a
 * machine's name, the answer to a question about a Wi-Fi or a box more often than its password.
 */
export function wordsJoined(value: string): boolean {
  const parts = value.split(/[-_.]/);
  return parts.length > 1 &&
    parts.every((p) => /^(?:[A-Za-z][a-z]*|[A-Z]+|\d+|[A-Za-z0-9]{1,3})$/.test(p));
}

// A password's symbols (not `_`, `-` or `.`, which join an identifier's or a host's words).
const PASSWORD_SYMBOL = /[!#$%&*?@^~+=]/;
// A word inside a name: a capital and two lower-case letters or more, or three lower-case letters,
// not after a capital (`QXZab` is no word), with a vowel (`ygsTqs` is none).
const WORD_PIECE = /(?<![A-Z])[A-Z][a-z]{2,}|(?<![A-Za-z])[a-z]{3,}/g;
const VOWEL = /[aeiou]/i;

/**
 * True when `value` mixes both cases and half its letters or more are in words (`MyApp2024Prod`,
 * `iPhone15Pro`, `getToken2`): a name, not a typed or generated value. (One case is judged by
 * its runs of digits, `loneCredential`.)
 */
export function wordy(value: string): boolean {
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value)) return false;
  const letters = value.match(/[A-Za-z]/g)?.length ?? 0;
  const inWords = (value.match(WORD_PIECE) ?? []).filter((w) => VOWEL.test(w)).join("").length;
  return inWords * 2 >= letters;
}

/**
 * True when `value` could be a credential with nothing naming it but the line above or its place:
 * `credentialLike` under a strong word, not a UUID, not words joined and not a name of words.
 */
export function loneCredential(value: string): boolean {
  if (wordsJoined(value) || wordy(value) || isUuid(value) || !credentialLike(value, true)) {
    return false;
  }
  // (A shell's prompt, `root@rtr-br-39:~$`; a name and its value, `AT+APPEUI=…`; a version
  // first, `v2.3.1-b5228d7-dirty`; text URL-encoded, `cache%20key%3A%20…`.)
  if (/^[\w.-]+@[\w.-]+:|^[A-Za-z][\w+.-]*=|^v?\d+\.\d+/.test(value)) return false;
  if (/%[0-9A-Fa-f]{2}[^%]*%[0-9A-Fa-f]{2}|%2[0-9A-F]|%3[A-F]/i.test(value)) return false;
  // (One case and digits: three runs of digits, `k3j9x2q4`, not `appconfig2024v2`.)
  const oneCase = !/[a-z]/.test(value) || !/[A-Z]/.test(value);
  return !oneCase || (value.match(/\d+/g)?.length ?? 0) >= 3;
}

/**
 * True when `value` reads as a password someone typed, by its classes alone: 8 to 64 characters
 * without a space, three of lower case, upper case, digits and symbols (`sfAmS+tccx`,
 * `oymHjo7a_cwzEs8`), not words joined (`Office_2F-Guest`) nor a name of words, no path, no URL.
 * For a value a password word stands right before with nothing between (`la contraseña …`).
 */
export function typedClasses(value: string): boolean {
  if (value.length < 8 || value.length > 64 || /[\s\/\\"'\x60<>]/.test(value)) return false;
  const classes = Number(/[a-z]/.test(value)) + Number(/[A-Z]/.test(value)) +
    Number(/\d/.test(value)) + Number(/[^A-Za-z0-9]/.test(value));
  return classes >= 3 && !wordsJoined(value) && !/^[A-Za-z][\w.-]*[:=]/.test(value) &&
    !/^(?:[A-Z][a-z]+)+\d*[^A-Za-z0-9]?$/.test(value);
}

/** `loneCredential`, its answers remembered for the call. */
export const lone = remembered(loneCredential);

/**
 * True when `value`, a whole message or a tool's whole output, reads as a typed password: two
 * letters of each case and a digit, no path, and could be a credential alone
 * (`loneCredential`); in a tool's output (tools print ids), with a password's symbol.
 */
export function typedAlone(value: string, tool: boolean): boolean {
  if (value.length > 64 || value.includes("/")) return false;
  const upper = value.match(/[A-Z]/g)?.length ?? 0;
  const lower = value.match(/[a-z]/g)?.length ?? 0;
  if (upper < 2 || lower < 2 || !/\d/.test(value)) return false;
  if (tool && !PASSWORD_SYMBOL.test(value)) return false;
  return loneCredential(value);
}
