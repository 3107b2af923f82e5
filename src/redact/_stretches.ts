/**
 * Cheap tests for rules that have no keyword (what they take stands alone, with no word around
 * it: a BIP-39 mnemonic, a card number, a WIF key) and whose pattern would otherwise be tried at
 * most characters of every text: whether a text holds a stretch of characters long enough of the
 * kinds such a value is written with. A stretch is found from its end: the character `min - 1`
 * ahead is read, then back until one that cannot stand in it, and the next try starts after that
 * one; in code most tries read a few characters and skip many, so most of a text is never read.
 */
import { BIP39_ENGLISH, BIP39_SPANISH } from "./_bip39_words.ts";
import { plainWord } from "./_chain_checks.ts";
import { forgetting } from "./_remembered.ts";

/**
 * What each character (by its code) is to a stretch: 0 not in one, `IN` in one, `DIGIT` a digit
 * in one, `AFTER_DIGIT` in one only right after a digit (a number's `1.`, a card's group's ` `),
 * `NUMBERING` a digit in one only before a digit or an `AFTER_DIGIT` (a list's `12.`).
 */
type Kinds = Uint8Array;
const IN = 1;
const DIGIT = 2;
const AFTER_DIGIT = 3;
const NUMBERING = 4;

/** A table of kinds: `IN` for `chars` (a string, or [from, to] code ranges), the rest as given. */
function kinds(
  chars: ReadonlyArray<string | readonly [number, number]>,
  digits: 0 | typeof DIGIT | typeof NUMBERING,
  afterDigit: string,
): Kinds {
  const kind = new Uint8Array(0x10000);
  for (const c of chars) {
    if (typeof c === "string") { for (const ch of c) kind[ch.charCodeAt(0)] = IN; }
    else kind.fill(IN, c[0], c[1] + 1);
  }
  if (digits !== 0) kind.fill(digits, 48, 58);
  for (const ch of afterDigit) kind[ch.charCodeAt(0)] = AFTER_DIGIT;
  return kind;
}

/**
 * The next stretch of at least `min` characters of `kind` in `text` from `from`, as [start, end),
 * or undefined. (Whether a character is in is written out in both loops: as a function it cost as
 * much again.)
 */
function stretch(
  text: string,
  from: number,
  min: number,
  kind: Kinds,
): [number, number] | undefined {
  const n = text.length;
  // `[start, known)`: read, and all of it in the stretch.
  let start = from;
  let known = from;
  while (start + min <= n) {
    const probe = start + min - 1;
    let q = probe;
    for (; q >= known; q--) {
      const k = kind[text.charCodeAt(q)]!;
      if (k === 0 || (k > DIGIT && !inByNeighbour(text, q, k, kind))) break;
    }
    if (q >= known) {
      start = q + 1;
      known = probe + 1;
      continue;
    }
    let end = probe + 1;
    for (; end < n; end++) {
      const k = kind[text.charCodeAt(end)]!;
      if (k === 0 || (k > DIGIT && !inByNeighbour(text, end, k, kind))) break;
    }
    return [start, end];
  }
  return undefined;
}

/** Whether the character at `i`, of kind `AFTER_DIGIT` or `NUMBERING`, is in by its neighbour. */
function inByNeighbour(text: string, i: number, k: number, kind: Kinds): boolean {
  if (k === AFTER_DIGIT) return isDigit(text.charCodeAt(i - 1));
  const next = text.charCodeAt(i + 1);
  return isDigit(next) || kind[next] === AFTER_DIGIT;
}

const isDigit = (c: number) => c >= 48 && c <= 57;

/** A word's letters as `bip39-mnemonic` reads them: A–Z, a–z, À–ÿ but × and ÷, combining accents. */
const LETTERS: ReadonlyArray<readonly [number, number]> = [
  [65, 90],
  [97, 122],
  [0xc0, 0xd6],
  [0xd8, 0xf6],
  [0xf8, 0xff],
  [0x300, 0x36f],
];
const LETTER_KINDS = kinds(LETTERS, 0, "");

/**
 * A mnemonic's characters as `bip39-mnemonic`'s pattern reads them: a word's letters, and between
 * two words a space, a tab, a line break, `,` `;` `"` `'`, or a number (`1.`, `2)`, `3:`).
 */
const MNEMONIC_KINDS = kinds([...LETTERS, " \t\r\n,;\"'"], NUMBERING, ".):");

/** Every wordlist's words, plain (`plainWord`). */
const ANY_LIST: ReadonlySet<string> = new Set([...BIP39_ENGLISH, ...BIP39_SPANISH].map(plainWord));

/** The fewest characters eleven words of three letters and their ten separators take. */
const SHORTEST_ROW = 11 * 3 + 10;

/**
 * Whether `text` may hold what `bip39-mnemonic` takes: eleven words in a row of 3 to 12 letters
 * with only spaces, a comma, quotes, line breaks or a number (`1.`, `2)`) between, at most one of
 * them off every wordlist (a mnemonic with its checksum has twelve on a list; without, the rule
 * asks eleven with one mistyped). Every text the rule takes a mnemonic from passes; only a stretch
 * of a mnemonic's characters 43 long is read word by word.
 */
export function mayHoldMnemonic(text: string): boolean {
  for (let at = 0;;) {
    const found = stretch(text, at, SHORTEST_ROW, MNEMONIC_KINDS);
    if (found === undefined) return false;
    if (listWordsInRow(text, found[0], found[1])) return true;
    at = found[1] + 1;
  }
}

/** Whether `text[from, to)` holds eleven words in a row of 3 to 12 letters, one at most off the lists. */
function listWordsInRow(text: string, from: number, to: number): boolean {
  // How many words of 3 to 12 letters in a row end at `i`, and where the last eleven start (in
  // variables, not an array: this loop reads every comment of a text's code); the lists are read
  // only when there are eleven.
  let row = 0;
  let s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0, s8 = 0, s9 = 0, s10 = 0;
  let i = from;
  while (i < to) {
    while (i < to && LETTER_KINDS[text.charCodeAt(i)] !== IN) i++;
    const at = i;
    while (i < to && LETTER_KINDS[text.charCodeAt(i)] === IN) i++;
    const length = i - at;
    if (length === 0) break;
    if (length < 3 || length > 12) {
      row = 0;
      continue;
    }
    s0 = s1, s1 = s2, s2 = s3, s3 = s4, s4 = s5, s5 = s6, s6 = s7, s7 = s8, s8 = s9, s9 = s10;
    s10 = at;
    if (++row >= 11 && offTheLists(text.slice(s0, i)) <= 1) return true;
  }
  return false;
}

/** How many words of `row` no wordlist holds, counted up to two. */
function offTheLists(row: string): number {
  let off = 0;
  for (const word of row.match(/[A-Za-zÀ-ÖØ-öø-ÿ\u0300-\u036f]+/g)!) {
    if (!ANY_LIST.has(plainWord(word)) && ++off === 2) break;
  }
  return off;
}

/** A card number's characters: digits, and one ` `, `+` or `-` after a digit (its groups). */
const CARD_KINDS = kinds([], DIGIT, " +-");

/** The text `mayHoldCardNumber` last read and its answer (both card rules ask it of each text). */
let lastCardText: string | undefined;
let lastCardAnswer = false;
forgetting(() => lastCardText = undefined);

/**
 * Whether `text` may hold a card number as `card-number` and `track2-discretionary` read one: 13
 * digits or more, whole or with one separator between groups.
 */
export function mayHoldCardNumber(text: string): boolean {
  if (text === lastCardText) return lastCardAnswer;
  lastCardText = text;
  lastCardAnswer = false;
  for (let at = 0;;) {
    const found = stretch(text, at, 13, CARD_KINDS);
    if (found === undefined) return false;
    let digits = 0;
    for (let i = found[0]; i < found[1]; i++) {
      if (CARD_KINDS[text.charCodeAt(i)] === DIGIT) digits++;
    }
    if (digits >= 13) return lastCardAnswer = true;
    at = found[1] + 1;
  }
}

/** Base58's characters (no `0`, `O`, `I`, `l`). */
const BASE58_KINDS = kinds(
  ["123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"],
  0,
  "",
);

/** Whether `text` may hold a WIF key as `wif-private-key` reads one: 51 base58 characters in a row. */
export function mayHoldWif(text: string): boolean {
  return stretch(text, 0, 51, BASE58_KINDS) !== undefined;
}

const HEX_KINDS = kinds(["0123456789abcdefABCDEF"], 0, "");

/** Whether `text` may hold a hex key of 32 digits or more: 32 hex digits in a row. */
export function mayHoldHexRun(text: string): boolean {
  return stretch(text, 0, 32, HEX_KINDS) !== undefined;
}

const UPPER_HEX_KINDS = kinds(["0123456789ABCDEF"], 0, "");

/** Whether `text` may hold 40 upper-case hex digits in a row (a MySQL native password hash). */
export function mayHoldUpperHexRun(text: string): boolean {
  return stretch(text, 0, 40, UPPER_HEX_KINDS) !== undefined;
}

/**
 * `text.includes(word)`, searched from `word`'s character at `at`, one that few texts hold many
 * of: `indexOf` of one character skips ahead at memory speed, while `includes` of a word whose
 * first letter is common stops at each of those (`doI` in 1 MB of code: 0.33 ms by `includes`,
 * 0.04 from its `I`; prose 0.17 / 0.15).
 */
export function holdsWord(text: string, word: string, at: number): boolean {
  const c = word[at]!;
  for (let i = text.indexOf(c, at); i !== -1; i = text.indexOf(c, i + 1)) {
    if (text.startsWith(word, i - at)) return true;
  }
  return false;
}
