/**
 * The pooled read of a long transcript: its lines are cut into byte ranges at line breaks; the
 * main thread reads the first range itself while workers (`_pool_worker.ts`) read the others
 * into digests of their records (`_digest.ts`), which the main thread then gives the builder in
 * file order. So the builder sees the same records in the same order, under the same line
 * numbers, as when one thread reads the file: the same session, the same skipped lines, the
 * resume's seen uuids kept in file order. A worker that fails (or cannot start) makes the read
 * return false: the caller reads the file again on one thread.
 */
import { forEachLine } from "../../sources/lines.ts";
import { LONG_LINE_REASON } from "../../sources/jsonl.ts";
import { openRegularFile } from "../../fsutil.ts";
import type { ClaudeSessionBuilder } from "./_parse.ts";
import { type Digest, DigestReader } from "./_digest.ts";

/** Transcripts from this size on are read by the pool (smaller: one thread, as before). */
export const POOL_FROM = 16 << 20;

/** Most threads a read uses (the main thread counted). */
const MAX_THREADS = 4;

/**
 * CPU time per byte, as a share of the one-thread read's, of a worker's range (read, parse, say,
 * send as JSON) and of the main thread's putting a worker's digests in place (parse the JSON,
 * the tree, the turns): measured on the bench's 200 MB session (docs/performance.md, "the
 * pooled read").
 */
const WORKER_COST = 1.4;
const APPLY_COST = 0.5;

/**
 * The main thread's share of the bytes, read by it first: so that it ends its range and puts
 * the workers' digests in place when they end theirs (none from 4 threads on: the workers' own
 * share is then smaller than the main thread's work for it).
 */
export function mainShare(threads: number): number {
  const worker = WORKER_COST / (threads - 1);
  return Math.max(0, (worker - APPLY_COST) / (1 - APPLY_COST + worker));
}

/** What a worker reads: a range of lines; no `length`: to the end of the file. */
export interface RangeJob {
  path: string;
  offset: number;
  length?: number;
  lean: boolean;
}

export interface PoolOptions {
  lean: boolean;
  /** Threads to read with, the main thread counted (default: the cores, at most 4). */
  threads?: number;
  /** Share of the bytes the main thread reads itself, before the workers' (default `mainShare`). */
  mainShare?: number;
  signal?: AbortSignal;
  /** The workers' module (tests: one that fails). */
  worker?: URL;
}

/** Where a bundle (`scripts/bundle.ts`) puts the workers' module, from its entry's folder. */
export const BUNDLED_WORKER = "chunks/pool-worker.js";

/** The workers' module: beside this one, or in a bundle (and a binary made of it) the bundled. */
const WORKER = import.meta.url.endsWith(".ts")
  ? new URL("./_pool_worker.ts", import.meta.url)
  : new URL(`./${BUNDLED_WORKER}`, Deno.mainModule);

/** Threads a read of this many bytes uses: 1 is the one-thread read. */
export function poolThreads(bytes: number | undefined): number {
  if (bytes === undefined || bytes < POOL_FROM) return 1;
  return Math.max(1, Math.min(MAX_THREADS, navigator.hardwareConcurrency || 1));
}

/** Read `path` (of `size` bytes) into `builder` on several threads; false: a worker failed. */
export async function readPooled(
  path: string,
  size: number,
  builder: ClaudeSessionBuilder,
  options: PoolOptions,
): Promise<boolean> {
  const threads = options.threads ?? poolThreads(size);
  const share = options.mainShare ?? mainShare(threads);
  const cuts = await lineStarts(path, size, share, threads - 1);
  const workers: Range[] = [];
  try {
    for (let k = 1; k + 1 < cuts.length; k++) {
      if (cuts[k] === cuts[k + 1]) continue; // An empty range.
      workers.push(startRange(options.worker ?? WORKER, {
        path,
        offset: cuts[k]!,
        lean: options.lean,
        ...(cuts[k + 1]! < size ? { length: cuts[k + 1]! - cuts[k]! } : {}),
      }));
    }
  } catch {
    for (const range of workers) range.worker.terminate();
    return false; // No worker could start.
  }
  try {
    let lines = 0;
    if (cuts[1]! > 0) {
      await forEachLine(path, (line, n, unfinished) => {
        lines = n;
        builder.addLine(line, n, unfinished);
      }, {
        length: cuts[1]!,
        ...(options.signal ? { signal: options.signal } : {}),
        onLongLine: (n) => {
          lines = n;
          builder.skipLine(n, LONG_LINE_REASON);
        },
      });
    }
    for (const range of workers) {
      const counted = await range.apply(builder, lines, options.signal);
      if (counted === undefined) return false;
      lines += counted;
    }
    return true;
  } finally {
    for (const range of workers) range.worker.terminate();
  }
}

/**
 * The cuts of the file into ranges, each at a line's first byte: 0, the end of the main
 * thread's share, the workers' ranges of equal size, `size` (a cut repeated: an empty range).
 */
async function lineStarts(
  path: string,
  size: number,
  mainShare: number,
  workers: number,
): Promise<number[]> {
  const file = await openRegularFile(path);
  try {
    const mainEnd = await lineStart(file, Math.round(size * mainShare), size);
    const cuts = [0, mainEnd];
    for (let k = 1; k < workers; k++) {
      const at = mainEnd + Math.round((size - mainEnd) * k / workers);
      cuts.push(Math.max(cuts.at(-1)!, await lineStart(file, at, size)));
    }
    cuts.push(size);
    return cuts;
  } finally {
    file.close();
  }
}

/** The first line start at or after byte `at` (`size` when none). */
async function lineStart(file: Deno.FsFile, at: number, size: number): Promise<number> {
  if (at <= 0) return 0;
  if (at >= size) return size;
  const buffer = new Uint8Array(64 << 10);
  let from = at - 1; // A newline just before `at` makes `at` a line start.
  await file.seek(from, Deno.SeekMode.Start);
  while (true) {
    const n = await file.read(buffer);
    if (n === null) return size;
    const nl = buffer.subarray(0, n).indexOf(10);
    if (nl !== -1) return Math.min(size, from + nl + 1);
    from += n;
  }
}

interface Range {
  worker: Worker;
  /** Give the range's records to the builder, numbered after `before` lines; its line count. */
  apply(
    builder: ClaudeSessionBuilder,
    before: number,
    signal?: AbortSignal,
  ): Promise<number | undefined>;
}

type Message = string | { lines: number } | { error: string };

/** A worker reading one range; its messages wait in order until the builder takes them. */
function startRange(module: URL, job: RangeJob): Range {
  const worker = new Worker(module.href, { type: "module" });
  const queue: Message[] = [];
  let wake: (() => void) | undefined;
  const push = (message: Message) => {
    queue.push(message);
    wake?.();
  };
  worker.onmessage = (event: MessageEvent<Message>) => push(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    push({ error: event.message });
  };
  worker.onmessageerror = () => push({ error: "unreadable message" });
  worker.postMessage(job);
  const reader = new DigestReader();
  return {
    worker,
    async apply(builder, before, signal) {
      while (true) {
        signal?.throwIfAborted();
        const message = queue.shift() ??
          await new Promise<Message>((resolve) => {
            wake = () => {
              wake = undefined;
              resolve(queue.shift()!);
            };
          });
        if (typeof message !== "string") return "lines" in message ? message.lines : undefined;
        const batch = JSON.parse(message) as Array<number | string | Digest>;
        for (let i = 0; i < batch.length; i += 2) {
          const n = before + (batch[i] as number);
          const record = batch[i + 1]!;
          if (typeof record === "string") builder.skipLine(n, record);
          else builder.addRecord(reader.whole(record as Digest), n);
        }
      }
    },
  };
}
