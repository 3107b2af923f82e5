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

/** How `value` changes class: how many runs, and how many lone lower-case letters. */
function runsOf(value: string): { runs: number; lonely: number; seen: number } {
  let runs = 0, lonely = 0, seen = 0, prev = -1, runLength = 0;
  for (let i = 0; i < value.length; i++) {
    const k = classOf(value.charCodeAt(i));
    seen |= 1 << k;
    if (k !== prev) {
      if (prev === 1 && runLength === 1) lonely++;
      runs++;
      runLength = 0;
      prev = k;
    }
    runLength++;
  }
  if (prev === 1 && runLength === 1) lonely++;
  return { runs, lonely, seen };
}

/**
 * True when `value` mixes its character classes the way a random string does: upper-case,
 * lower-case and a digit, many changes of class (at least 2 in 5 characters), and at least two
 * lower-case letters standing alone between other classes (`…oHX9Agr8fHV…`), or one and two
 * digits: the words of an identifier (`getHTTPClient2`, `JohnSmithDev2024`, `MyAPIKeyV2Handler`)
 * run for several letters each.
 */
export function mixedNoise(value: string, min: number): boolean {
  if (value.length < min) return false;
  const { runs, lonely, seen } = runsOf(value);
  return noisy(value.length, runs, lonely, seen, lonely === 1 ? digits(value) : 0);
}

/**
 * `mixedNoise`'s test on what a reading of a value's classes counted (`runsOf`'s figures and its
 * digits; the digits are read only when one lone lower-case letter stands), for a caller that
 * reads the characters once for several tests.
 */
export function noisy(
  length: number,
  runs: number,
  lonely: number,
  seen: number,
  digits: number,
): boolean {
  if ((seen & 0b1110) !== 0b1110 || runs * 5 < length * 2) return false;
  return lonely >= 2 || lonely === 1 && digits >= 2;
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

/** How many digits `value` holds. */
function digits(value: string): number {
  let n = 0;
  for (let i = 0; i < value.length; i++) if (classOf(value.charCodeAt(i)) === 3) n++;
  return n;
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
