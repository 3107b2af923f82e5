/**
 * Streaming line reader for JSONL transcripts that can be hundreds of MB: reads fixed-size
 * chunks, never the whole file. Invalid UTF-8 becomes U+FFFD instead of failing the file.
 */

const CHUNK = 1 << 20;

/** Call `onLine(line, lineNo)` for every line of `path` (1-based numbers). */
export async function forEachLine(
  path: string,
  onLine: (line: string, lineNo: number) => void | "stop",
  options: { maxBytes?: number; signal?: AbortSignal } = {},
): Promise<void> {
  const file = await Deno.open(path, { read: true });
  const decoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: false });
  // Small transcripts are the common case: don't allocate (and zero) a megabyte for each.
  const size = (await file.stat()).size;
  const buffer = new Uint8Array(
    Math.max(4096, Math.min(CHUNK, size + 1, options.maxBytes ?? CHUNK)),
  );
  let carry = "";
  let lineNo = 0;
  let total = 0;
  try {
    while (true) {
      options.signal?.throwIfAborted();
      const n = await file.read(buffer);
      if (n === null) break;
      total += n;
      const text = carry + decoder.decode(buffer.subarray(0, n), { stream: true });
      let start = 0;
      let nl = text.indexOf("\n", start);
      while (nl !== -1) {
        lineNo++;
        if (onLine(text.slice(start, nl), lineNo) === "stop") return;
        start = nl + 1;
        nl = text.indexOf("\n", start);
      }
      carry = text.slice(start);
      if (options.maxBytes !== undefined && total >= options.maxBytes) {
        return; // Bounded read (discovery): the partial last line is not delivered.
      }
    }
    const tail = carry + decoder.decode();
    if (tail.length > 0) {
      lineNo++;
      onLine(tail, lineNo); // Last line without a trailing newline (possibly truncated).
    }
  } finally {
    file.close();
  }
}
