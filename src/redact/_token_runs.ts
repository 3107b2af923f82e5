/**
 * The runs of token characters of a text, read once for every rule that asks (`Rule.atRuns`): each
 * run of `[A-Za-z0-9_+\/-]` as long as it goes, of at least `RUN_MIN` characters and holding a
 * digit, as the line it stands on, where its first digit is and where it ends. `random-token` and
 * the nearby rules' digit form find their value from its first digit, with a regex whose engine
 * skips to each digit of the text and reads back from it (a dense text holds about 100,000 digits,
 * most of them in numbers); given the runs, such a rule tries its regex at these few places only.
 *
 * The runs are kept by line, so a replacement makes the engine read again only the lines it
 * changed (`changed`); a replacement (`[REDACTED]`, between brackets) never joins two runs or
 * makes one.
 */

/** The fewest characters of a run kept. */
export const RUN_MIN = 20;

// 1 for a run's character, 2 for a digit, 0 for any other UTF-16 unit (a table of all of them: no
// test of the range before each look-up).
const KIND = new Uint8Array(65536);
for (let c = 48; c < 58; c++) KIND[c] = 2;
for (let c = 65; c < 91; c++) KIND[c] = 1;
for (let c = 97; c < 123; c++) KIND[c] = 1;
KIND[43] =
  KIND[45] =
  KIND[47] =
  KIND[95] =
    1;

/**
 * Call `found(line, digit)` for each run of `text` of `RUN_MIN` or more characters holding a
 * digit, its line (of `starts`) and its first digit. A run that long covers a multiple of
 * `RUN_MIN` characters: only those places are looked at, and from one inside a run its start is
 * read back; the character `RUN_MIN - 1` after that start, then those back to the place, say
 * whether the run is long enough (a character there not of a run moves the next place past it).
 * The characters between are not read: 1 MB of dense text in 0.6 ms, of code 0.7, where a loop
 * over every character takes 1.4 and 3.
 */
function eachRun(
  text: string,
  starts: Int32Array,
  found: (line: number, digit: number) => void,
): void {
  const to = text.length;
  let line = 0;
  for (let p = RUN_MIN - 1; p < to;) {
    if (KIND[text.charCodeAt(p)] === 0) {
      p += RUN_MIN;
      continue;
    }
    let start = p;
    while (start > 0 && KIND[text.charCodeAt(start - 1)] !== 0) start--;
    const least = start + RUN_MIN - 1;
    if (least > p) {
      let q = least;
      while (q > p && q < to && KIND[text.charCodeAt(q)] !== 0) q--;
      if (q > p) {
        p = q + RUN_MIN;
        continue;
      }
    }
    let end = Math.max(p, least) + 1;
    while (end < to && KIND[text.charCodeAt(end)] !== 0) end++;
    while (line + 1 < starts.length && starts[line + 1]! <= start) line++;
    const digit = firstDigit(text, start, end);
    if (digit < end) found(line, digit);
    // (After a terminal's colour code, `\x1b[1;32m`, a run starts after its `m` too, as the
    // nearby rules read one.)
    const after = afterColour(text, start, end);
    if (after !== -1 && end - after >= RUN_MIN) {
      const second = firstDigit(text, after, end);
      if (second < end && second !== digit) found(line, second);
    }
    p = end + RUN_MIN;
  }
}

/**
 * Whether `text` holds enough digits for its runs to pay for their read: at least one character
 * in fifty, counted on every 61st (or, in a short text, on 256 evenly spread). A rule's search
 * reads back from every digit (about 18 ns each on 1 MB of dense text, a tenth of it digits:
 * random-token 2.2 ms), the runs' read costs about 0.7 ms a megabyte whatever it holds; code,
 * with one character in 250 a digit, is searched in 0.5 ms.
 */
export function runsPay(text: string): boolean {
  const step = Math.min(61, Math.max(1, text.length >> 8));
  let digits = 0;
  let read = 0;
  for (let i = 0; i < text.length; i += step, read++) if (KIND[text.charCodeAt(i)] === 2) digits++;
  return digits * 50 >= read && digits > 0;
}

/** The first digit of `text[from, end)`, or `end`. */
function firstDigit(text: string, from: number, end: number): number {
  let digit = from;
  while (digit < end && KIND[text.charCodeAt(digit)] !== 2) digit++;
  return digit;
}

/**
 * Where the run at `start` (to `end`) goes on after a colour code's `m` it starts with (read as
 * `\x1b\[[\d;]{0,12}m`, the code's digits before the run), or -1.
 */
function afterColour(text: string, start: number, end: number): number {
  let m = start;
  while (m < end && KIND[text.charCodeAt(m)] === 2) m++;
  if (m === end || text.charCodeAt(m) !== 109) return -1;
  let i = m - 1;
  while (i >= 0 && m - 1 - i < 12 && /[\d;]/.test(text[i]!)) i--;
  return i > 0 && text[i] === "[" && text[i - 1] === "\x1b" ? m + 1 : -1;
}

/** A text's runs (see the top of this file), by line; offsets are from the line's start. */
export class TokenRuns {
  /** Per line, the index of its first run in `#line` and `#digit` (one more entry: the count). */
  readonly #first: Int32Array;
  #line: Int32Array;
  #digit: Int32Array;
  /** Lines changed since the text was read: their runs read again, as first digits. */
  #stale: Uint8Array | undefined;
  readonly #own = new Map<number, Int32Array>();

  constructor(text: string, starts: Int32Array) {
    const lines = starts.length;
    const first = this.#first = new Int32Array(lines + 1);
    let at: Int32Array = new Int32Array(64);
    let digit: Int32Array = new Int32Array(64);
    let n = 0;
    eachRun(text, starts, (l, d) => {
      if (n === at.length) {
        at = grow(at);
        digit = grow(digit);
      }
      at[n] = l;
      digit[n++] = d - starts[l]!;
      first[l + 1] = n;
    });
    for (let l = 1; l <= lines; l++) if (first[l]! < first[l - 1]!) first[l] = first[l - 1]!;
    this.#line = at;
    this.#digit = digit;
  }

  /** Line `l` was changed: its runs are read again from the line as it is when asked. */
  changed(l: number): void {
    (this.#stale ??= new Uint8Array(this.#first.length - 1))[l] = 1;
    this.#own.delete(l);
  }

  /**
   * The runs of lines `first` to `last` as pairs (line, first digit from the line's start), in
   * order, in `out` (cleared first); `now` gives a line as it is, for one changed since the text
   * was read. (A change only takes runs away: a line without one in the text read has none.)
   */
  in(first: number, last: number, now: (l: number) => string, out: number[]): void {
    out.length = 0;
    const stale = this.#stale;
    let done = -1;
    for (let k = this.#first[first]!, to = this.#first[last + 1]!; k < to; k++) {
      const l = this.#line[k]!;
      if (stale === undefined || stale[l] !== 1) {
        out.push(l, this.#digit[k]!);
        continue;
      }
      if (l === done) continue;
      done = l;
      let own = this.#own.get(l);
      if (own === undefined) {
        const line = now(l);
        const digits: number[] = [];
        eachRun(line, ONE_LINE, (_l, d) => digits.push(d));
        this.#own.set(l, own = Int32Array.from(digits));
      }
      for (let i = 0; i < own.length; i++) out.push(l, own[i]!);
    }
  }
}

const ONE_LINE = new Int32Array(1);

function grow(a: Int32Array): Int32Array {
  const more = new Int32Array(2 * a.length);
  more.set(a);
  return more;
}
