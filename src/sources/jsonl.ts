/**
 * JSONL splitting that never throws (bad lines are reported with their 1-based number) and a
 * bounded read of a file's first line, so discovery never loads whole transcripts.
 */
import type { Skipped } from "../types.ts";
import { decodeChunks, openRegularFile } from "../fsutil.ts";
import { forEachLine, MAX_LINE_CHARS } from "./lines.ts";
import { plural } from "../text.ts";

export interface JsonlRecord {
  /** 1-based line number in the file. */
  line: number;
  value: unknown;
}

/** Parse every non-blank line; a line that is not JSON is skipped and reported. */
export function splitJsonl(text: string): { records: JsonlRecord[]; skipped: Skipped[] } {
  const records: JsonlRecord[] = [];
  const skipped: Skipped[] = [];
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const raw = (lines[index] ?? "").trim();
    if (raw === "") continue;
    try {
      records.push({ line: index + 1, value: JSON.parse(raw) });
    } catch {
      const last = index === lines.length - 1 || lines.slice(index + 1).every((l) => !l.trim());
      skipped.push({
        line: index + 1,
        reason: last ? "truncated last line (file still being written?)" : "not valid JSON",
      });
    }
  }
  return { records, skipped };
}

/**
 * The first line of a file, reading at most `maxBytes`. Returns `complete: false` with the
 * bytes read when the line is longer than that.
 */
export async function readFirstLine(
  path: string,
  maxBytes = 256 * 1024,
): Promise<{ text: string; complete: boolean }> {
  using file = await openRegularFile(path);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const buffer = new Uint8Array(16 * 1024);
  while (total < maxBytes) {
    const n = await file.read(buffer);
    if (n === null) break;
    const chunk = buffer.slice(0, n);
    const newline = chunk.indexOf(10);
    if (newline >= 0) {
      chunks.push(chunk.slice(0, newline));
      return { text: decodeChunks(chunks), complete: true };
    }
    chunks.push(chunk);
    total += n;
  }
  return { text: decodeChunks(chunks), complete: total < maxBytes };
}

/** The first `maxBytes` of a file as text (a cut multi-byte character becomes U+FFFD). */
export async function readPrefix(path: string, maxBytes: number): Promise<string> {
  using file = await openRegularFile(path);
  const buffer = new Uint8Array(maxBytes);
  let total = 0;
  while (total < maxBytes) {
    const n = await file.read(buffer.subarray(total));
    if (n === null) break;
    total += n;
  }
  return new TextDecoder().decode(buffer.subarray(0, total));
}

/**
 * Every line of a JSONL file as a record, streamed (a transcript can be hundreds of MB): a line
 * that is not JSON is skipped and reported (a truncated last one as such), a line longer than
 * `MAX_LINE_CHARS` too. A byte-order mark is ignored. Throws when the file cannot be opened.
 */
export async function readJsonlFile(
  path: string,
  signal?: AbortSignal,
): Promise<{ records: JsonlRecord[]; skipped: Skipped[] }> {
  const records: JsonlRecord[] = [];
  const skipped: Skipped[] = [];
  let last = 0;
  await forEachLine(path, (line, n) => {
    last = n;
    const raw = line.trim().replace(/^\uFEFF/, "");
    if (raw === "") return;
    try {
      records.push({ line: n, value: JSON.parse(raw) });
    } catch {
      skipped.push({ line: n, reason: "not valid JSON" });
    }
  }, {
    ...(signal ? { signal } : {}),
    onLongLine: (n) => {
      last = n;
      skipped.push({ line: n, reason: `longer than ${MAX_LINE_CHARS} characters` });
    },
  });
  const tail = skipped.at(-1);
  if (tail && tail.line === last && tail.reason === "not valid JSON") {
    tail.reason = "truncated last line (file still being written?)";
  }
  return { records, skipped };
}

/** The one warning that says how many lines of `path` were skipped, and the first; or none. */
export function skippedWarning(path: string, skipped: readonly Skipped[]): string[] {
  const first = skipped[0];
  if (!first) return [];
  return [
    `Skipped ${plural(skipped.length, "malformed line")} in "${path}" ` +
    `(first at line ${first.line}: ${first.reason})`,
  ];
}
