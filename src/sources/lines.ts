/**
 * Streaming line reader for JSONL transcripts that can be hundreds of MB: reads fixed-size
 * chunks, never the whole file. Invalid UTF-8 becomes U+FFFD instead of failing the file. A line
 * longer than `maxLineChars` is not kept: its characters are dropped as they arrive (memory
 * stays bounded) and `onLongLine` is told its number; the lines after it arrive as usual. The
 * last line, when no newline ends it, arrives marked `unfinished`: an assistant may be writing
 * it at this moment, so a reader does not call it malformed.
 */

import { openRegularFile } from "../fsutil.ts";

const CHUNK = 1 << 20;

/**
 * The longest line delivered (characters): far above any real record (a pasted screenshot is a
 * few MB), far below what one string can hold. A longer line costs no memory and no time.
 */
export const MAX_LINE_CHARS = 64 << 20;

export interface ForEachLineOptions {
  /** Stop after this many bytes; the partial last line is not delivered (discovery). */
  maxBytes?: number;
  signal?: AbortSignal;
  /** Longest line delivered (default `MAX_LINE_CHARS`). */
  maxLineChars?: number;
  /** Told the number of each line left out for its length. */
  onLongLine?: (lineNo: number) => void;
}

/**
 * Call `onLine(line, lineNo, unfinished)` for every line of `path` (1-based numbers);
 * `unfinished` is true for a last line that no newline ends.
 *
 * Each read is decoded up to its last newline only, and the bytes after it wait at the start of
 * the buffer for the next read: a line is then always a slice of one flat decoded string. (Gluing
 * the piece of a line left over from the previous chunk onto the next decoded chunk, as this did
 * before, made every chunk a concatenation V8 copied again before the first search, and the
 * lines slices of it: reading a 200 MB transcript took several times longer.) Only a line
 * longer than the whole buffer is gathered as text across reads.
 */
export async function forEachLine(
  path: string,
  onLine: (line: string, lineNo: number, unfinished: boolean) => void | "stop",
  options: ForEachLineOptions = {},
): Promise<void> {
  const file = await openRegularFile(path);
  const decoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: false });
  const maxLine = options.maxLineChars ?? MAX_LINE_CHARS;
  // Small transcripts are the common case: don't allocate (and zero) a megabyte for each.
  const size = (await file.stat()).size;
  const buffer = new Uint8Array(
    Math.max(4096, Math.min(CHUNK, size + 1, options.maxBytes ?? CHUNK)),
  );
  /** Bytes at the start of `buffer` not decoded yet (the start of a line). */
  let held = 0;
  /** The start of a line longer than the buffer, decoded. */
  let carry = "";
  /** The current line is too long: drop it up to its newline. */
  let dropping = false;
  let lineNo = 0;
  let total = 0;
  try {
    while (true) {
      options.signal?.throwIfAborted();
      const n = await file.read(buffer.subarray(held));
      if (n === null) break;
      total += n;
      const filled = held + n;
      const last = buffer.lastIndexOf(10, filled - 1);
      if (last === -1) {
        // No newline in the whole buffer: a very long line, gathered as text (or dropped).
        held = 0;
        const piece = decoder.decode(buffer.subarray(0, filled), { stream: true });
        if (!dropping) carry += piece;
        if (carry.length > maxLine) {
          dropping = true;
          carry = "";
        }
      } else {
        let text = decoder.decode(buffer.subarray(0, last + 1), { stream: true });
        if (carry) {
          text = carry + text;
          carry = "";
        }
        buffer.copyWithin(0, last + 1, filled);
        held = filled - last - 1;
        let start = 0;
        let nl = text.indexOf("\n", start);
        while (nl !== -1) {
          lineNo++;
          if (dropping || nl - start > maxLine) {
            dropping = false;
            options.onLongLine?.(lineNo);
          } else if (onLine(text.slice(start, nl), lineNo, false) === "stop") return;
          start = nl + 1;
          nl = text.indexOf("\n", start);
        }
      }
      if (options.maxBytes !== undefined && total >= options.maxBytes) {
        return; // Bounded read (discovery): the partial last line is not delivered.
      }
    }
    const tail = carry + decoder.decode(buffer.subarray(0, held));
    if (tail.length > 0 || dropping) {
      lineNo++;
      // Last line without a trailing newline (possibly truncated).
      if (dropping || tail.length > maxLine) options.onLongLine?.(lineNo);
      else onLine(tail, lineNo, true);
    }
  } finally {
    file.close();
  }
}
