/**
 * Shapes read from held-out corpus twenty-four's misses (docs/redaction.md, "Corpus twenty-four
 * after it was seen": blockchain, payments and fintech): values judged by their own form wherever
 * they stand, each made certain by a checksum — a BIP-39 mnemonic (its last word's bits), an
 * extended private key and a WIF (base58check).
 * A raw 32-byte hex key where the text says key is `_shapes_twentyfour_hex.ts`, card numbers
 * (Luhn) `_shapes_twentyfour_cards.ts`.
 */
import { BIP39_ENGLISH, BIP39_SPANISH } from "./_bip39_words.ts";
import {
  base58check,
  bip39Entropy,
  bip39List,
  bip39Words,
  plainWord,
  publishedMnemonic,
  toBase58check,
} from "./_chain_checks.ts";
import { HEX, sample } from "./_examples.ts";
import { mayHoldMnemonic, mayHoldWif } from "./_stretches.ts";
import { forgetting } from "./_remembered.ts";
import { type Rule, rule } from "./_rule.ts";

/** Entropy bytes for an example, from a seeded stream. */
const entropy = (n: number, seed: number) =>
  Uint8Array.from({ length: n }, (_, i) => parseInt(sample(3, HEX, seed + i).slice(0, 2), 16));
const MNEMONIC12 = bip39Words(entropy(16, 2401), BIP39_ENGLISH).join(" ");
const MNEMONIC24 = bip39Words(entropy(32, 2402), BIP39_ENGLISH);
const SPANISH12 = bip39Words(entropy(16, 2403), BIP39_SPANISH).join(" ");
/** An extended private key (xprv's version bytes, depth 0, a chain code and a key). */
const XPRV = toBase58check(
  Uint8Array.from([
    0x04,
    0x88,
    0xad,
    0xe4,
    ...new Uint8Array(9),
    ...entropy(32, 2404),
    0,
    ...entropy(32, 2405),
  ]),
);
/**
 * A mnemonic as an example marks it: its first word, then from after the character that follows
 * it (the rule's two groups: a grid's padding goes with the words).
 */
function marked(words: string): string {
  const [, first, sep, rest] = /^(\S+?)([^A-Za-zÀ-ÿ])(.*)$/s.exec(words)!;
  return `«${first}»${sep}«${rest}»`;
}
const WIF = toBase58check(Uint8Array.from([0x80, ...entropy(32, 2406), 0x01]));

// A word of a wordlist as written (3 to 8 letters, accents allowed) and what may stand between
// two: spaces, a comma, line breaks, a number (`1.`, ` 2)`), a JSON array's quotes. Each part
// starts with its own character, so a run of spaces is read one way only (no backtracking).
const L = "A-Za-zÀ-ÖØ-öø-ÿ\\u0300-\\u036f";
const WORD = `[${L}]{3,12}(?![${L}])`;
/** The first character after a run's first word. */
const FIRST_SEP = `[ \\t,;\\n"']`;
const BETWEEN = String
  .raw`["']?[ \t]{0,12}(?:[,;][ \t]{0,12})?(?:\r?\n[ \t]{0,12}){0,2}(?:\d{1,2}[.):][ \t]{0,3})?["']?`;

/** What names a mnemonic in the text before it (or in its run): a seed, a phrase, words. */
const NAMED =
  /\b(?:seed|phrase|mnemonic|words?|recovery|restore|backup|wallet|semilla|frase|palabras)\b/i;

/** A run's words, as written, with their offsets in the run. */
function runWords(run: string): Array<{ word: string; at: number; end: number }> {
  return [...run.matchAll(new RegExp(`[${L}]+`, "g"))].map((m) => ({
    word: plainWord(m[0]),
    at: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * How many wordlist words a mnemonic may have next to it, before it and after it: what names it
 * (`seed phrase …`) and the sentence that follows it (`… can you check`, `… will this work`: many
 * short English words are on the list). A longer row of list words is a list of words (an array of
 * nouns, the wordlist itself): among its many windows one in sixteen of twelve words passes the
 * checksum by chance.
 */
const BESIDE = { before: 2, after: 5 };

/** No list word next to it. */
const ALONE = { before: 0, after: 0 };

/** A list word after a run's end, as `bip39-mnemonic`'s pattern reads one (the run was cut). */
const NEXT_WORD = new RegExp(`^${BETWEEN}([${L}]{3,12})(?![${L}])`);

/**
 * Whether the window [s, e) of a run's words has more list words next to it than `most` allows,
 * before it or after it: in the run, and after it in `after` (the text the run's pattern stopped
 * before).
 */
function crowded(
  words: ReadonlyArray<{ word: string }>,
  list: ReadonlyMap<string, number>,
  [s, e]: [number, number],
  { after, most }: { after: string; most: { before: number; after: number } },
): boolean {
  let before = 0;
  while (s - before > 0 && list.has(words[s - before - 1]!.word)) before++;
  let next = 0;
  while (e + next < words.length && list.has(words[e + next]!.word)) next++;
  for (let rest = after; e + next === words.length && next <= most.after;) {
    const m = NEXT_WORD.exec(rest);
    if (m === null || !list.has(plainWord(m[1]!))) break;
    next++;
    rest = rest.slice(m[0].length);
  }
  return before > most.before || next > most.after;
}

/** A mnemonic's lengths. */
const LENGTHS = new Set([12, 15, 18, 21, 24]);

/**
 * Whether list words that failed the checksum (at most one word off the list) are a mnemonic with
 * one fault: a word mistyped (off the list, a mnemonic's length) or the last lost (one word
 * short). A mnemonic's length of list words alone has no fault, and its checksum failed: a list
 * of words (`const words = ["apple", "banana", …]`, twelve of them).
 */
function oneFault(
  win: ReadonlyArray<{ word: string }>,
  list: ReadonlyMap<string, number>,
): boolean {
  const off = win.filter((w) => !list.has(w.word)).length;
  return LENGTHS.has(win.length + 1) || off === 1 && LENGTHS.has(win.length);
}

/**
 * The part of a run of short words that is a mnemonic, as [start, end) in the run: the longest
 * window of 12 to 24 wordlist words whose checksum holds; else, when the text before names a seed
 * or a phrase, 11 to 24 words all of the list but at most one with one fault (`oneFault`: a word
 * mistyped, the last lost).
 * The first with at most `BESIDE` other list words next to it, the second with none
 * (`after`: the text after the run).
 */
function mnemonicIn(run: string, before: string, after: string): [number, number] | undefined {
  const words = runWords(run);
  const { list } = bip39List(words.map((w) => w.word));
  for (const n of [24, 21, 18, 15, 12]) {
    for (let s = 0; s + n <= words.length; s++) {
      const win = words.slice(s, s + n);
      const idx = win.map((w) => list.get(w.word) ?? -1);
      if (idx.includes(-1) || crowded(words, list, [s, s + n], { after, most: BESIDE })) continue;
      const bytes = bip39Entropy(idx);
      if (bytes === undefined) continue;
      if (publishedMnemonic(win.map((w) => w.word), bytes)) return undefined;
      return [win[0]!.at, win[n - 1]!.end];
    }
  }
  if (!NAMED.test(before.slice(-160))) return undefined;
  // The longest window with at most one word off the list, inside it (not at its edges).
  let best: [number, number] | undefined;
  for (let s = 0; s < words.length; s++) {
    if (!list.has(words[s]!.word)) continue;
    let off = 0;
    let e = s;
    while (e + 1 < words.length && (list.has(words[e + 1]!.word) || off++ === 0)) e++;
    while (!list.has(words[e]!.word)) e--;
    const n = e - s + 1;
    if (n < 11 || n > 24 || best && n <= best[1] - best[0]) continue;
    // (Without its checksum, the whole row of list words: a row's last eleven are no lost word.)
    if (!oneFault(words.slice(s, e + 1), list)) continue;
    if (!crowded(words, list, [s, e + 1], { after, most: ALONE })) best = [s, e + 1];
  }
  if (!best) return undefined;
  // (A wallet's words rarely repeat: a window of repeated words is a published one and more.)
  const win = words.slice(best[0], best[1]).map((w) => w.word);
  if (new Set(win).size < win.length * 0.75) return undefined;
  return [words[best[0]]!.at, words[best[1] - 1]!.end];
}

/** The version bytes of an extended private key (xprv, tprv, yprv, zprv, uprv, vprv, Yprv, Zprv…). */
const PRIVATE_VERSIONS = new Set([
  0x0488ade4,
  0x04358394,
  0x049d7878,
  0x04b2430c,
  0x044a4e28,
  0x045f18bc,
  0x0295b005,
  0x02aa7a99,
  0x024285b5,
  0x02575048,
]);

/** The part of a mnemonic `accept` last found in a group, for `split`. */
let window: [number, number] | undefined;

/** A run's first word and what comes before it, when the run does not start inside a longer one. */
const INSIDE_RUN = new RegExp(`(?<![${L}])[${L}]{3,12}${BETWEEN}$`);

/**
 * Where a group starts in the input: `first` stands before the match, `v` ends it. (Not
 * `groupSpan`: `first` sits in a look-behind, so that runs the regex again, twice the time on rows
 * of list words, 36 → 71 ms a 200 KB; the bench's code and prose never get here.)
 */
function groupStart(m: RegExpExecArray, group: string): number {
  const value = m.groups![group]!;
  return group === "first"
    ? m.input.lastIndexOf(value, m.index)
    : m.index + m[0].length - value.length;
}

/** The mnemonic a match's run holds, as [start, end) in the input: read once per match. */
let last: { input: string; at: number; span: [number, number] | undefined } | undefined;
forgetting(() => last = undefined);

function mnemonicSpan(m: RegExpExecArray): [number, number] | undefined {
  if (last?.input === m.input && last.at === m.index) return last.span;
  const start = groupStart(m, "first");
  const end = m.index + m[0].length;
  const before = m.input.slice(Math.max(0, start - 160), start);
  let span: [number, number] | undefined;
  if (!INSIDE_RUN.test(before.slice(-40))) {
    const found = mnemonicIn(m.input.slice(start, end), before, m.input.slice(end, end + 200));
    if (found) span = [start + found[0], start + found[1]];
  }
  last = { input: m.input, at: m.index, span };
  return span;
}

/** The part of the match's mnemonic in `group`, as [start, end) in the group's value. */
function mnemonicPart(m: RegExpExecArray, group: string): [number, number] | undefined {
  const span = mnemonicSpan(m);
  const gs = groupStart(m, group);
  const ge = gs + m.groups![group]!.length;
  if (span === undefined || span[1] <= gs || span[0] >= ge) return undefined;
  return [Math.max(span[0], gs) - gs, Math.min(span[1], ge) - gs];
}

export const TWENTYFOUR_RULES: readonly Rule[] = [
  rule({
    id: "bip39-mnemonic",
    examples: {
      match: [
        marked(MNEMONIC12),
        "Phrase:\n" + marked(MNEMONIC24.join(" ")),
        "[" + marked(MNEMONIC12.split(" ").join(", ")) + "]",
        "1." + marked(MNEMONIC24.map((w, i) => `${i + 1}.${w}`).join(" ").slice(2)),
        marked(SPANISH12),
        marked(MNEMONIC12.toUpperCase()),
        "I lost the last word: " + marked(MNEMONIC12.split(" ").slice(0, 11).join(" ")) + " ???",
      ],
      clean: [
        "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
        "test test test test test test test test test test test junk",
        MNEMONIC12.split(" ").slice(0, 11).join(" "),
        "please write down these words carefully before you close the window again",
      ],
    },
    description:
      "a BIP-39 mnemonic (12 to 24 words of the English or Spanish list, alone, numbered, one a line, with commas, as a JSON array, in capitals) whose checksum holds; 11 or more list words with one mistyped or missing where the text before names a seed or a phrase, alone in their row. A row of more list words is a list of words; the published mnemonics of few words or of one repeated byte (`test … junk`, `abandon … about`, `legal winner …`) stay, the test vectors of other entropy do not",
    keywords: [],
    // (No keyword: a mnemonic pasted alone has no word around it. Its pattern, read from every
    // separator, cost 10 ms a megabyte of code; this test reads little of a text without a row of
    // eleven list words, and the pattern runs only where one is.)
    when: mayHoldMnemonic,
    // (Eleven words with up to two line breaks between each: 21 lines.)
    whenReads: 21,
    wholeText: true,
    around: { above: 30, below: 30 },
    // (From the separator after the first word, a few characters the regex engine skips ahead
    // to, the first word read back: a pattern that starts with a letter tried every position of
    // a text, 20 ms a megabyte of code. A run is read once, from its first word: `accept` refuses
    // a start inside a run.)
    pattern: new RegExp(
      `${FIRST_SEP}(?<=(?<![${L}])(?<first>[${L}]{3,12})["']?${FIRST_SEP})` +
        `(?<v>${BETWEEN}${WORD}(?:${BETWEEN}${WORD}){9,38})`,
      "gd",
    ),
    secret: ["first", "v"],
    // (`split` runs right after `accept` on the same value: it gives the part of the window
    // `accept` found in that group.)
    accept: (_value, group, m) => {
      window = mnemonicPart(m, group);
      return window !== undefined;
    },
    split: () => window ? [window] : [],
  }),
  rule({
    id: "extended-private-key",
    examples: {
      match: ["«" + XPRV + "»", "wpkh(«" + XPRV + "»/84'/0'/0'/0/*)#" + sample(8, HEX, 2408)],
      clean: ["xprv9s21ZrQH143K… (your root key)", "derive the account xprv from the seed"],
    },
    description:
      "a BIP-32 extended private key (`xprv`, `tprv`, `yprv`, `zprv`… and base58check): its checksum makes it certain wherever it stands; an `xpub` stays",
    keywords: ["prv"],
    pattern: /(?<![A-Za-z0-9])(?<v>[xtyzuvYZUV]prv[1-9A-HJ-NP-Za-km-z]{100,112})(?![A-Za-z0-9])/gd,
    secret: ["v"],
    accept: (value) => {
      const body = base58check(value);
      if (body?.length !== 78) return false;
      return PRIVATE_VERSIONS.has(
        ((body[0]! << 24) | (body[1]! << 16) | (body[2]! << 8) | body[3]!) >>> 0,
      );
    },
  }),
  rule({
    id: "wif-private-key",
    examples: {
      match: ["«" + WIF + "»", "- old paper wallet: «" + WIF + "»"],
      clean: ["5" + "H".repeat(50), "import your WIF (it starts with 5, K, L or c) into Electrum"],
    },
    description:
      "a Bitcoin private key in wallet import format (`5…`, `K…`, `L…`, `c…`, `9…` of 51 or 52 base58 characters whose base58check holds, version 0x80 or 0xef)",
    keywords: [],
    when: mayHoldWif,
    whenReads: 0,
    lineHas: /[5KLc9][1-9A-HJ-NP-Za-km-z]{50}/g,
    pattern: /(?<![A-Za-z0-9+\/])(?<v>[5KLc9][1-9A-HJ-NP-Za-km-z]{50,51})(?![A-Za-z0-9+\/])/gd,
    secret: ["v"],
    accept: (value) => {
      const body = base58check(value);
      if (body === undefined || (body[0] !== 0x80 && body[0] !== 0xef)) return false;
      return body.length === 33 || (body.length === 34 && body[33] === 0x01);
    },
  }),
];
