/**
 * Inputs that once cost a redaction rule quadratic time, written once: the tests keep each one's
 * answer, `deno task bench --only=redaction` times them ("a worst case"; a time is never asserted
 * in a test).
 */
import { ALNUM, sample } from "../../src/redact/_examples.ts";

/** One line of about `size` characters of generated runs of 51 (random-token read each run's line). */
export function generatedRunsLine(size: number): string {
  return sample(size, ALNUM, 7101).replace(/(.{51})./g, "$1 ");
}

/** Aligned-table shapes of 1 MB: `TOKEN  ` on one line, and `NAME  PASSWORD` lines. */
export const ALIGNED_WORST: ReadonlyArray<readonly [string, string]> = [
  ["`TOKEN  ` on one line of 1 MB", "TOKEN  ".repeat(150_000)],
  ["`NAME  PASSWORD` lines, 1 MB", "NAME  PASSWORD\n".repeat(70_000)],
];

/**
 * A name and `=` over and over on one line of 1 MB (`token=token=…`): long-secret-value read 65 536
 * characters from each name (r-mend14).
 */
export const LONG_VALUE_WORST: ReadonlyArray<readonly [string, string]> = [
  ["`token=` on one line of 1 MB", "token=".repeat(170_000)],
];

/**
 * Generated runs in quotes side by side on one line of about `size` characters (`"…" "…" …`):
 * each secret ending its string had `_string_pieces.ts` read the whole line before it (r-mend14).
 */
export function quotedRunsLine(size: number): string {
  return sample(size, ALNUM, 7102).replace(/(.{20})../g, '"$1" ');
}
