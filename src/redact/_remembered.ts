/**
 * Checks whose answer depends on a value alone, asked again and again during one `redact()`:
 * on a large text the same values come back thousands of times (1 MB of dense text: `isNotASecret`
 * 8,951 times for 72 values, `random-token`'s `randomRun` 2,489 times for 24 runs), and each check
 * is a score of tests. Their answers are kept until the call ends (`forgetValues`).
 */

// Values longer than this are checked each time (few come back, and they would fill the maps).
const LONGEST = 200;
// At most this many answers per check: a map that is full is emptied.
const MOST = 4096;

const MAPS: Array<Map<string, unknown>> = [];
const RESETS: Array<() => void> = [];

/** Forget every remembered answer (so that no text is kept alive by them after its call). */
export function forgetValues(): void {
  for (const known of MAPS) known.clear();
  for (const reset of RESETS) reset();
}

/**
 * `reset` is called when a call ends, with the remembered answers: for a check that keeps the last
 * text it read (to answer a second rule asking of the same text) and must not keep it alive.
 */
export function forgetting(reset: () => void): void {
  RESETS.push(reset);
}

/** `check` with its answers remembered until `forgetValues`; `check` must read `value` alone. */
export function remembered<T>(check: (value: string) => T): (value: string) => T {
  const known = new Map<string, T>();
  MAPS.push(known);
  return (value) => {
    if (value.length > LONGEST) return check(value);
    let answer = known.get(value);
    if (answer === undefined && !known.has(value)) {
      if (known.size >= MOST) known.clear();
      known.set(value, answer = check(value));
    }
    return answer as T;
  };
}
