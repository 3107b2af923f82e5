/**
 * `GET /api/insights` as a stream: a page is read from the database a few rows at a time, as
 * the client takes the answer, and never held whole. A page ends at `limit` insights or once its
 * JSON reaches `maxBytes` (the insight that crosses it is the last; a page always holds at
 * least one), and `next_cursor` then says where the next page starts. The bytes are exactly
 * what `JSON.stringify({ insights, next_cursor })` would give.
 */
import type { ListQuery, TeamStorage } from "./_storage_types.ts";

/** Rows read from the database per step of the stream. */
const STEP_ROWS = 50;

export interface ListingOptions {
  storage: TeamStorage;
  teamId: string;
  query: ListQuery;
  /** A page stops growing once its JSON reaches this many bytes. */
  maxBytes: number;
  /** Where a database failure in the middle of a page is logged (the connection is cut). */
  log: (line: string) => void;
}

/**
 * The body of a listing. The first rows are read at once, so a database failure there throws
 * (and becomes a 500); later ones are read as the client takes the answer.
 */
export function listingBody(options: ListingOptions): ReadableStream<Uint8Array> {
  const page = new PageWriter(options);
  const first = page.step();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first);
      if (page.done) controller.close();
    },
    pull(controller) {
      try {
        controller.enqueue(page.step());
        if (page.done) controller.close();
      } catch (error) {
        options.log(
          `team server error while listing: ${error instanceof Error ? error.message : error}`,
        );
        controller.error(error);
      }
    },
    // Pull only when the client has taken what was sent: nothing is read ahead.
  }, { highWaterMark: 0 });
}

class PageWriter {
  readonly #options: ListingOptions;
  readonly #encoder = new TextEncoder();
  #after: string | undefined;
  #count = 0;
  #bytes = 0;
  #started = false;
  done = false;

  constructor(options: ListingOptions) {
    this.#options = options;
    this.#after = options.query.after;
  }

  /** The next piece of the answer; the last one (with `next_cursor`) sets `done`. */
  step(): Uint8Array {
    const { storage, teamId, query, maxBytes } = this.#options;
    const parts: Uint8Array[] = [];
    if (!this.#started) {
      parts.push(this.#encoder.encode('{"insights":['));
      this.#started = true;
    }
    // One row more than the page can take, so a full page knows whether more follow.
    const want = Math.min(STEP_ROWS, query.limit - this.#count + 1);
    const rows = storage.insightRows(teamId, { ...query, after: this.#after, limit: want });
    for (const row of rows) {
      if (this.#count >= query.limit || this.#bytes >= maxBytes) {
        // This row exists but does not fit: the next page starts after the last one sent.
        return this.#finish(parts, this.#after ?? null);
      }
      const separator = this.#count > 0 ? "," : "";
      const json = this.#encoder.encode(separator + JSON.stringify(row.insight));
      parts.push(json);
      this.#bytes += json.byteLength;
      this.#count++;
      this.#after = row.cursor;
    }
    return rows.length < want ? this.#finish(parts, null) : concat(parts);
  }

  #finish(parts: Uint8Array[], next: string | null): Uint8Array {
    parts.push(this.#encoder.encode(`],"next_cursor":${JSON.stringify(next)}}`));
    this.done = true;
    return concat(parts);
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, part) => n + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}
