/**
 * What `random-token` reads before a run (`_random_tokens.ts`), in one pass over the characters
 * rather than with a regex tried from each of them: the words of the lines above, what the line
 * ends with, and a line above that ends with a token. A dense text holds thousands of runs, and
 * each check reads up to 200 characters before its run. Each function answers exactly what the
 * regex it stands for would (written in its comment).
 */
import { classOf } from "./_noise.ts";

// A line that ends with a token (then a closing quote), then only its last line: what
// `wrappedTail` reads, written as the pattern it stands for:
//   /(?:[A-Za-z0-9+\/_=-]{16,}|\[REDACTED\])["'\x60]?[ \t]*(?:\r?\n|\\n)[^\n]*$/

/**
 * True when a word of `text` is one of `names`, or one with digits after it (`MD5`, `sha256`). Its
 * words are read camelCase split, with the digits that end them: what `/[A-Z]?[a-z]+\d*|[A-Z]+\d*
 * (?![a-z])/g` matches (`requestId` → `request`, `Id`; `HTTPClient2` → `HTTP`, `Client2`), read
 * in one pass rather than by a regex and an array of words: most runs' lines are read whole. The
 * letter of a JSON escape (`\n`, `\r`, `\t`) starts no word: a record's line reads as the line.
 */
export function namesIn(text: string, names: ReadonlySet<string>): boolean {
  // (A word is looked up by its hash first, read as the characters go by: most words of a text
  // are none of the names, and cutting each out and lower-casing it cost more than the reading.)
  const hashes = hashesOf(names);
  for (let i = 0; i < text.length;) {
    // (A JSON escape's letter, `\n` before `accessor` in a transcript record, is no word's.)
    if (text.charCodeAt(i - 1) === 92 && /[nrt]/.test(text[i]!)) {
      i++;
      continue;
    }
    const k = classOf(text.charCodeAt(i));
    let letters = i;
    const capitals = k === 2 && classOf(text.charCodeAt(i + 1)) !== 1;
    if (k === 1 || k === 2 && !capitals) {
      // A lower-case word, with one capital before it.
      letters = k === 2 ? i + 2 : i + 1;
      while (classOf(text.charCodeAt(letters)) === 1) letters++;
    } else if (k === 2) {
      // Capitals, not the one that starts a lower-case word after them.
      while (classOf(text.charCodeAt(letters)) === 2) letters++;
    } else {
      i++;
      continue;
    }
    let end = letters;
    while (classOf(text.charCodeAt(end)) === 3) end++;
    // Capitals end before a lower-case letter: one digit fewer, or one capital fewer.
    if (capitals && classOf(text.charCodeAt(end)) === 1) {
      if (end > letters) end--;
      else end = letters = letters - 1;
    }
    let hash = 0;
    let lettersHash = 0;
    for (let at = i; at < end; at++) {
      if (at === letters) lettersHash = hash;
      hash = wordHash(hash, text.charCodeAt(at));
    }
    if (hashes.has(hash) || end > letters && hashes.has(lettersHash)) {
      const word = text.slice(i, end).toLowerCase();
      if (names.has(word) || end > letters && names.has(word.slice(0, letters - i))) {
        return true;
      }
    }
    i = end;
  }
  return false;
}

/** The hash of a word read so far (`hash`) and its next letter or digit `c`, lower-cased. */
function wordHash(hash: number, c: number): number {
  return Math.imul(hash, 31) + (c >= 65 && c <= 90 ? c + 32 : c) | 0;
}

// Per set of names, the hashes of its names (`wordHash` over their characters).
const HASHES = new WeakMap<ReadonlySet<string>, Set<number>>();

function hashesOf(names: ReadonlySet<string>): Set<number> {
  let hashes = HASHES.get(names);
  if (hashes === undefined) {
    hashes = new Set();
    for (const name of names) {
      let hash = 0;
      for (let at = 0; at < name.length; at++) hash = wordHash(hash, name.charCodeAt(at));
      hashes.add(hash);
    }
    HASHES.set(names, hashes);
  }
  return hashes;
}

/** True for a character of the wrapped tail's token: `[A-Za-z0-9+\/_=-]`. */
export function tokenChar(c: number): boolean {
  return c >= 97 && c <= 122 || c >= 65 && c <= 90 || c >= 47 && c <= 57 || c === 43 ||
    c === 95 || c === 61 || c === 45;
}

/**
 * True when `read` holds a line that ends with a token, then only its last line (the pattern
 * above), read back from the line breaks it can end on: the last raw line break, and each JSON
 * `\n` after it (nothing after the break is a raw line break). Before the break, spaces or tabs,
 * a quote, then 16 token characters or `[REDACTED]`. (The pattern itself is tried from every
 * character, and reads a token from each of its characters: on a base64 block above a run,
 * thousands of steps.)
 */
export function wrappedTail(read: string): boolean {
  const raw = read.lastIndexOf("\n");
  if (raw !== -1 && tokenBefore(read, read.charCodeAt(raw - 1) === 13 ? raw - 1 : raw)) return true;
  for (let at = read.indexOf("\\n", raw + 1); at !== -1; at = read.indexOf("\\n", at + 1)) {
    if (tokenBefore(read, at)) return true;
  }
  return false;
}

/** True when `text` holds, right before `end`: a token or `[REDACTED]`, a quote, spaces or tabs. */
function tokenBefore(text: string, end: number): boolean {
  let at = end;
  while (at > 0 && (text.charCodeAt(at - 1) === 32 || text.charCodeAt(at - 1) === 9)) at--;
  const q = text.charCodeAt(at - 1);
  if (q === 34 || q === 39 || q === 96) at--;
  if (at >= 10 && text.startsWith("[REDACTED]", at - 10)) return true;
  let n = 0;
  while (n < 16 && at - n > 0 && tokenChar(text.charCodeAt(at - n - 1))) n++;
  return n === 16;
}

/**
 * True when `text` ends with one of `chars`; with `opened`, once a closing quote (JSON-escaped or
 * not), an `@` and spaces or tabs are read back over (`Q`, `@?`, `[ \t]*` of
 * `NAMED_BEFORE`, `CALL_BEFORE` and `NAMED_LINE` of `_random_token_names.ts`).
 * A pattern these patterns match ends so, and most runs' lines do not: a test that costs less
 * than trying a pattern ending with `$` from every character.
 */
export function endsLike(text: string, opened: boolean, chars: string): boolean {
  let at = text.length - 1;
  if (opened) {
    const c = text.charCodeAt(at);
    if (c === 34 || c === 39 || c === 96) at -= text.charCodeAt(at - 1) === 92 ? 2 : 1;
    if (text.charCodeAt(at) === 64) at--;
    while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at--;
  }
  return at >= 0 && chars.includes(text[at]!);
}
