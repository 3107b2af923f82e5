/**
 * What a generated value looks like, as a shape rather than a vendor's format: the mixed
 * character classes of a random string (`sI0e84pbEAD7ire4…`), against the words of an identifier
 * (`TestCompactTranscript2024`, `JohnSmithDev`) or a path. Shared by the rules that find a value
 * by its shape and a signal near it (`_nearby.ts`) and the filters that must not take a random
 * value for a path or a dotted name (`_filters.ts`).
 */

/** How a character counts: 1 lower-case, 2 upper-case, 3 digit, 0 anything else. */
export function classOf(c: number): number {
  if (c >= 97 && c <= 122) return 1;
  if (c >= 65 && c <= 90) return 2;
  if (c >= 48 && c <= 57) return 3;
  return 0;
}

/**
 * A value's classes read character by character (`add` each one's class, then `end`): how many
 * runs of one class, how many lone lower-case letters, which classes, how many digits. One reader
 * serves a whole value and, at once, the pieces of it a caller reads (`_random_runs.ts`).
 */
export class ClassRuns {
  runs = 0;
  lonely = 0;
  seen = 0;
  digits = 0;
  length = 0;
  #prev = -1;
  #run = 0;

  /** Start again, for another value. */
  reset(): void {
    this.runs =
      this.lonely =
      this.seen =
      this.digits =
      this.length =
      this.#run =
        0;
    this.#prev = -1;
  }

  /** One more character, of class `k` (`classOf`). */
  add(k: number): void {
    this.seen |= 1 << k;
    if (k === 3) this.digits++;
    if (k !== this.#prev) {
      if (this.#prev === 1 && this.#run === 1) this.lonely++;
      this.runs++;
      this.#run = 0;
      this.#prev = k;
    }
    this.#run++;
    this.length++;
  }

  /** The value is read: its last run counts. */
  end(): this {
    if (this.#prev === 1 && this.#run === 1) this.lonely++;
    this.#prev = -1;
    this.#run = 0;
    return this;
  }

  /** `mixedNoise`'s test on the value read (after `end`): at least `min` characters long. */
  mixed(min: number): boolean {
    if (this.length < min || (this.seen & 0b1110) !== 0b1110) return false;
    if (this.runs * 5 < this.length * 2) return false;
    return this.lonely >= 2 || this.lonely === 1 && this.digits >= 2;
  }
}

const RUNS = new ClassRuns();

/** How `value` changes class (`ClassRuns`, read whole). */
function runsOf(value: string): ClassRuns {
  RUNS.reset();
  for (let i = 0; i < value.length; i++) RUNS.add(classOf(value.charCodeAt(i)));
  return RUNS.end();
}

/**
 * True when `value` mixes its character classes the way a random string does: upper-case,
 * lower-case and a digit, many changes of class (at least 2 in 5 characters), and at least two
 * lower-case letters standing alone between other classes (`…oHX9Agr8fHV…`), or one and two
 * digits: the words of an identifier (`getHTTPClient2`, `JohnSmithDev2024`, `MyAPIKeyV2Handler`)
 * run for several letters each.
 */
export function mixedNoise(value: string, min: number): boolean {
  return value.length >= min && runsOf(value).mixed(min);
}

/**
 * For short values (a 10- to 19-character query key, `QyaZi_qKKxE`): both cases, a change of
 * class at least every second character and two lone lower-case letters, a digit or not; a
 * camel-cased word (`userName`, `sortOrder`) changes case once or twice.
 */
export function caseNoise(value: string, min: number): boolean {
  if (value.length < min) return false;
  const { runs, lonely, seen } = runsOf(value);
  return (seen & 0b110) === 0b110 && runs * 2 >= value.length && lonely >= 2;
}

/**
 * For a random key of letters alone (a 20-character key with no digit: one in thirty has none):
 * 16 or more letters, two runs of two or more capitals and two lone lower-case letters among at
 * least six runs (`ZXBBEnzCcSGDlDFkmrzc`). Words in camel case (`getElementByIdFromCache`) have
 * one capital a word; acronyms in them (`XMLHttpRequest`) stand before a lower-case word.
 */
export function lettersNoise(value: string): boolean {
  if (value.length < 16 || !/^[A-Za-z]+$/.test(value)) return false;
  const { runs, lonely } = runsOf(value);
  return runs >= 6 && lonely >= 2 && (value.match(/[A-Z]{2,}/g)?.length ?? 0) >= 2;
}

const UUID = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;

/** True for a UUID (`95c53972-3858-43ee-9f04-a7fa8d8480b6`), upper or lower case. */
export function isUuid(value: string): boolean {
  return value.length === 36 && UUID.test(value);
}

/** `value` with its URL escapes decoded (as it is when they do not decode): a value's shape. */
export function percentDecoded(value: string): string {
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
