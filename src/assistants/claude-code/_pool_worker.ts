/**
 * A worker of the pooled read (`_pool.ts`): reads one range of lines of a transcript, and posts
 * each line's digest (`_digest.ts`) or why it is skipped, in batches of JSON text (one string
 * crosses between threads as a copy of its characters, a tree of objects as a clone of each),
 * then `{ lines }`, the range's count of lines (or `{ error }`).
 */
/// <reference lib="deno.worker" />
import { forEachLine } from "../../sources/lines.ts";
import { LONG_LINE_REASON } from "../../sources/jsonl.ts";
import { lineRecord } from "./_parse.ts";
import { DigestWriter } from "./_digest.ts";
import type { RangeJob } from "./_pool.ts";

/** Characters of a batch's lines before it is sent: the main thread starts on it meanwhile. */
const BATCH_CHARS = 2 << 20;

self.onmessage = async (event: MessageEvent<RangeJob>) => {
  const { path, offset, length, lean } = event.data;
  let batch: unknown[] = [];
  let chars = 0;
  const send = () => {
    if (batch.length > 0) self.postMessage(JSON.stringify(batch));
    batch = [];
    chars = 0;
  };
  let lines = 0;
  const writer = new DigestWriter(lean);
  try {
    await forEachLine(path, (line, n, unfinished) => {
      lines = n;
      const record = lineRecord(line, lean, unfinished);
      if (record === undefined) return;
      batch.push(n, typeof record === "string" ? record : writer.digest(record));
      chars += line.length;
      if (chars >= BATCH_CHARS) send();
    }, {
      offset,
      ...(length !== undefined ? { length } : {}),
      onLongLine: (n) => {
        lines = n;
        batch.push(n, LONG_LINE_REASON);
      },
    });
  } catch (error) {
    self.postMessage({ error: (error as Error).message });
    return;
  }
  send();
  self.postMessage({ lines });
};
