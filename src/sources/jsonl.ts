/**
 * JSONL reading that never throws: records streamed line by line (`forEachJsonLine`), lines that
 * are not JSON counted once per file (`SkippedLines`, `skippedWarning`), the splitting of a text
 * already in memory (`splitJsonl`), and bounded reads of a file's first line or first bytes, so
 * discovery never loads whole transcripts.
 */
import type { ReadResult, Skipped } from "../types.ts";
import { decodeChunks, openRegularFile } from "../fsutil.ts";
import { errorMessage } from "../errors.ts";
import { plural } from "../text.ts";
import { forEachLine, MAX_LINE_CHARS } from "./lines.ts";
import { cannotRead } from "./build.ts";

export interface JsonlRecord {
  /** 1-based line number in the file. */
  line: number;
  value: unknown;
}

/** How many skipped lines a result lists (all are counted). */
export const MAX_LISTED_SKIPS = 100;

/**
 * The lines of one file a reader could not use: every one counted, the first `MAX_LISTED_SKIPS`
 * listed with why. A file of junk costs a counter, not a list as long as the file.
 */
export class SkippedLines {
  readonly listed: Skipped[] = [];
  #count = 0;

  add(line: number, reason: string): void {
    this.#count++;
    if (this.listed.length < MAX_LISTED_SKIPS) this.listed.push({ line, reason });
  }

  get count(): number {
    return this.#count;
  }

  /** The `skipped` and `skippedCount` of a `ReadResult`. */
  result(): Pick<ReadResult, "skipped" | "skippedCount"> {
    const skipped = [...this.listed].sort((a, b) => a.line - b.line);
    return this.#count > skipped.length ? { skipped, skippedCount: this.#count } : { skipped };
  }
}

/** The one warning a file's skipped lines earn: how many, and the first (undefined: none). */
export function skippedWarning(
  path: string,
  read: Pick<ReadResult, "skipped" | "skippedCount">,
): string | undefined {
  const count = read.skippedCount ?? read.skipped.length;
  const first = read.skipped[0];
  if (count === 0 || !first) return undefined;
  return `Skipped ${plural(count, "malformed line")} in "${path}" (first at line ${first.line}: ` +
    `${first.reason})`;
}

/** Why a line is not a record: garbage bytes, or text that is not JSON. */
export function badLineReason(line: string): string {
  return line.includes("\0") || line.includes("\uFFFD") ? "binary or corrupt data" : "invalid JSON";
}

/**
 * The reason given for a line left out for its length (`67,108,864`: grouped by hand, as
 * `toLocaleString` loads the locale data when the module loads, which every command paid for).
 */
export const LONG_LINE_REASON = `longer than ${
  String(MAX_LINE_CHARS).replace(/\B(?=(\d{3})+$)/g, ",")
} characters`;

export interface JsonLineOptions {
  signal?: AbortSignal;
  /**
   * Offered each non-blank line before it is parsed; returning true means it was handled (e.g.
   * skimmed, see `src/sources/skim.ts`) and is not parsed.
   */
  skim?: (line: string, lineNo: number) => boolean;
}

/**
 * Stream the records of a JSONL file: `onRecord(value, lineNo)` for every line that is JSON,
 * in order. A line that is not JSON (or too long to hold) is counted in `skips`; a last line no
 * newline ends is being written: it is left out without being called malformed.
 */
export async function forEachJsonLine(
  path: string,
  onRecord: (value: unknown, lineNo: number) => void,
  skips: SkippedLines,
  options: JsonLineOptions = {},
): Promise<void> {
  await forEachLine(path, (line, lineNo, unfinished) => {
    if (options.skim?.(line, lineNo)) return;
    const value = parseLine(line);
    if (value !== NOT_JSON) onRecord(value, lineNo);
    else if (line.trim() !== "" && !unfinished) skips.add(lineNo, badLineReason(line));
  }, {
    ...(options.signal ? { signal: options.signal } : {}),
    onLongLine: (lineNo) => skips.add(lineNo, LONG_LINE_REASON),
  });
}

const NOT_JSON = Symbol("not JSON");

/** A line's value; around it any white space `trim()` removes is allowed (a BOM, NBSP). */
function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    const trimmed = line.trim();
    if (trimmed === line || trimmed === "") return NOT_JSON;
    try {
      return JSON.parse(trimmed);
    } catch {
      return NOT_JSON;
    }
  }
}

/**
 * Parse every non-blank line of a text already in memory; a line that is not JSON is skipped
 * and reported. The last line, when no newline ends the text, is being written: left out,
 * not reported.
 */
export function splitJsonl(text: string): { records: JsonlRecord[]; skipped: Skipped[] } {
  const records: JsonlRecord[] = [];
  const skipped: Skipped[] = [];
  const lines = text.split("\n");
  const finished = text.endsWith("\n");
  for (let index = 0; index < lines.length; index++) {
    const raw = (lines[index] ?? "").trim();
    if (raw === "") continue;
    try {
      records.push({ line: index + 1, value: JSON.parse(raw) });
    } catch {
      if (index === lines.length - 1 && !finished) continue;
      skipped.push({ line: index + 1, reason: badLineReason(raw) });
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
 * Every line of a JSONL file as a record, streamed (a transcript can be hundreds of MB), for a
 * parser that wants them all at once: lines that are not JSON, or too long, counted as
 * `forEachJsonLine` counts them (a last line being written left out, not called malformed).
 * Throws when the file cannot be opened.
 */
export async function readJsonlFile(
  path: string,
  signal?: AbortSignal,
): Promise<{ records: JsonlRecord[] } & Pick<ReadResult, "skipped" | "skippedCount">> {
  const records: JsonlRecord[] = [];
  const skips = new SkippedLines();
  await forEachJsonLine(
    path,
    (value, line) => {
      records.push({ line, value });
    },
    skips,
    signal ? { signal } : {},
  );
  return { records, ...skips.result() };
}

/**
 * Read a JSONL session and hand its records to `parse`, which may skip lines of its own (it is
 * given the list of those reading skipped, to add to): the result counts every skipped line,
 * and its warnings name the file, say why it cannot be read, or how many lines were skipped.
 */
export async function readJsonlSession(
  path: string,
  signal: AbortSignal | undefined,
  parse: (records: JsonlRecord[], skipped: Skipped[]) => ReadResult,
): Promise<ReadResult> {
  let events;
  try {
    events = await readJsonlFile(path, signal);
  } catch (error) {
    return cannotRead(path, errorMessage(error));
  }
  const listed = events.skipped.length;
  const result = parse(events.records, events.skipped);
  const skippedCount = (events.skippedCount ?? listed) + result.skipped.length - listed;
  const read = skippedCount > result.skipped.length ? { ...result, skippedCount } : result;
  const skippedLines = skippedWarning(path, read);
  const warnings = result.warnings.map((w) => `Cannot read "${path}": ${w}`);
  return { ...read, warnings: skippedLines ? [...warnings, skippedLines] : warnings };
}
