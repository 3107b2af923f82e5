/**
 * Listing pages as streams (`GET /api/insights`, `GET /api/changes`): a page is read from the
 * database a few rows at a time, as the client takes the answer, and never held whole. A page
 * ends at `limit` items or once its JSON reaches `maxBytes` (the item that crosses it is the
 * last; a page always holds at least one), and its tail says where the next page starts. The
 * bytes are exactly what `JSON.stringify` of the whole page would give.
 */
import { concatBytes } from "../fsutil.ts";

/**
 * Rows read from the database per step of the stream: one round trip per step (PostgreSQL is
 * across a network), at most 200 insights of at most about 12 kB held per slow reader.
 */
const STEP_ROWS = 200;

/** One item of a page and the cursor that lists what comes after it. */
export interface PageItem {
  cursor: string;
  value: unknown;
}

export interface PageSpec {
  /** The JSON before the first item, e.g. `{"insights":[`. */
  head: string;
  /** Up to `limit` items after `after` (undefined: from the start). */
  read(after: string | undefined, limit: number): Promise<PageItem[]>;
  /** The JSON after the last item: `last` is the cursor of the last item sent. */
  tail(last: string | undefined, more: boolean): string;
  /** Where the page starts. */
  after: string | undefined;
  limit: number;
  /** A page stops growing once its JSON reaches this many bytes. */
  maxBytes: number;
  /** Where a database failure in the middle of a page is logged (the connection is cut). */
  log: (line: string) => void;
}

/**
 * The body of a page. The first rows are read before it returns, so a database failure there
 * throws (and becomes a 500); later ones are read as the client takes the answer.
 */
export async function pageBody(spec: PageSpec): Promise<ReadableStream<Uint8Array>> {
  const page = new PageWriter(spec);
  const first = await page.step();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first);
      if (page.done) controller.close();
    },
    async pull(controller) {
      try {
        controller.enqueue(await page.step());
        if (page.done) controller.close();
      } catch (error) {
        spec.log(
          `team server error while listing: ${error instanceof Error ? error.message : error}`,
        );
        controller.error(error);
      }
    },
    // Pull only when the client has taken what was sent: nothing is read ahead.
  }, { highWaterMark: 0 });
}

class PageWriter {
  readonly #spec: PageSpec;
  readonly #encoder = new TextEncoder();
  #after: string | undefined;
  #last: string | undefined;
  #count = 0;
  #bytes = 0;
  #started = false;
  done = false;

  constructor(spec: PageSpec) {
    this.#spec = spec;
    this.#after = spec.after;
  }

  /** The next piece of the answer; the last one (with the tail) sets `done`. */
  async step(): Promise<Uint8Array> {
    const { limit, maxBytes } = this.#spec;
    const parts: Uint8Array[] = [];
    if (!this.#started) {
      parts.push(this.#encoder.encode(this.#spec.head));
      this.#started = true;
    }
    // One row more than the page can take, so a full page knows whether more follow.
    const want = Math.min(STEP_ROWS, limit - this.#count + 1);
    const rows = await this.#spec.read(this.#after, want);
    for (const row of rows) {
      if (this.#count >= limit || this.#bytes >= maxBytes) {
        // This row exists but does not fit: the next page starts after the last one sent.
        return this.#finish(parts, true);
      }
      const separator = this.#count > 0 ? "," : "";
      const json = this.#encoder.encode(separator + JSON.stringify(row.value));
      parts.push(json);
      this.#bytes += json.byteLength;
      this.#count++;
      this.#after = row.cursor;
      this.#last = row.cursor;
    }
    return rows.length < want ? this.#finish(parts, false) : concatBytes(parts);
  }

  #finish(parts: Uint8Array[], more: boolean): Uint8Array {
    parts.push(this.#encoder.encode(this.#spec.tail(this.#last, more)));
    this.done = true;
    return concatBytes(parts);
  }
}
