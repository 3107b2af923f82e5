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

// 1 for a run's character, 2 for a digit.
const KIND = new Uint8Array(128);
for (let c = 48; c < 58; c++) KIND[c] = 2;
for (let c = 65; c < 91; c++) KIND[c] = 1;
for (let c = 97; c < 123; c++) KIND[c] = 1;
KIND[43] =
  KIND[45] =
  KIND[47] =
  KIND[95] =
    1;

/** Whether character code `c` is a run's. */
function inRun(c: number): boolean {
  return c < 128 && KIND[c] !== 0;
}

/**
 * Call `found(start, digit, end)` for each run of `text[from, to)` (`to` a line's end or the
 * text's) of `RUN_MIN` or more characters holding a digit. A run that long covers a multiple of
 * `RUN_MIN` characters from `from`: only those places are looked at, and from one inside a run,
 * its start is read back and its end ahead; the characters between such places are not read. (On
 * 1 MB of dense text 0.6 ms against 1.4 for a loop over every character; of code 0.8 against 3.)
 */
function eachRun(
  text: string,
  from: number,
  to: number,
  found: (start: number, digit: number, end: number) => void,
): void {
  let p = from + RUN_MIN - 1;
  while (p < to) {
    if (!inRun(text.charCodeAt(p))) {
      p += RUN_MIN;
      continue;
    }
    let start = p;
    while (start > from && inRun(text.charCodeAt(start - 1))) start--;
    const least = start + RUN_MIN - 1;
    if (least > p && !(least < to && inRun(text.charCodeAt(least)))) {
      p = least + RUN_MIN;
      continue;
    }
    let end = p + 1;
    while (end < to && inRun(text.charCodeAt(end))) end++;
    if (end - start >= RUN_MIN) {
      const digit = firstDigit(text, start, end);
      if (digit < end) found(start, digit, end);
      // (After a terminal's colour code, `\x1b[1;32m`, a run starts after its `m` too, as the
      // nearby rules read one.)
      const after = afterColour(text, start, end);
      if (after !== -1 && end - after >= RUN_MIN) {
        const second = firstDigit(text, after, end);
        if (second < end && second !== digit) found(after, second, end);
      }
    }
    p = end + RUN_MIN;
  }
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
  /** Per line, the index of its first run in `digit` and `end` (one more entry: the count). */
  readonly #first: Int32Array;
  #digit: Int32Array;
  #end: Int32Array;
  /** Lines changed since the text was read: their runs read again, as pairs (digit, end). */
  #stale: Uint8Array | undefined;
  readonly #own = new Map<number, Int32Array>();

  constructor(text: string, starts: Int32Array) {
    const lines = starts.length;
    this.#first = new Int32Array(lines + 1);
    let digit: Int32Array = new Int32Array(64);
    let end: Int32Array = new Int32Array(64);
    let n = 0;
    let line = 0;
    eachRun(text, 0, text.length, (s, d, e) => {
      while (line + 1 < lines && starts[line + 1]! <= s) this.#first[++line] = n;
      if (n === digit.length) {
        digit = grow(digit);
        end = grow(end);
      }
      digit[n] = d - starts[line]!;
      end[n++] = e - starts[line]!;
    });
    while (line < lines) this.#first[++line] = n;
    this.#digit = digit;
    this.#end = end;
  }

  /** Line `l` was changed: its runs are read again from `now` (the line as it is) when asked. */
  changed(l: number): void {
    (this.#stale ??= new Uint8Array(this.#first.length - 1))[l] = 1;
    this.#own.delete(l);
  }

  /**
   * The runs of line `l` as pairs (first digit, end) from its start, in `out` (cleared first);
   * `now` gives the line as it is, for a line changed since the text was read.
   */
  on(l: number, now: (l: number) => string, out: number[]): void {
    out.length = 0;
    if (this.#stale?.[l] === 1) {
      let own = this.#own.get(l);
      if (own === undefined) {
        const line = now(l);
        const pairs: number[] = [];
        eachRun(line, 0, line.length, (_s, d, e) => pairs.push(d, e));
        own = Int32Array.from(pairs);
        this.#own.set(l, own);
      }
      for (let k = 0; k < own.length; k++) out.push(own[k]!);
      return;
    }
    for (let k = this.#first[l]!; k < this.#first[l + 1]!; k++) {
      out.push(this.#digit[k]!, this.#end[k]!);
    }
  }

  /** Whether line `l` holds no run (as far as the text read shows; a change only takes runs away). */
  none(l: number): boolean {
    return this.#first[l] === this.#first[l + 1];
  }
}

function grow(a: Int32Array): Int32Array {
  const more = new Int32Array(2 * a.length);
  more.set(a);
  return more;
}
