/**
 * The changes of several listing pages, gathered before a pull writes them: the latest change of
 * each id, and the cursor after the last page. A page of 1,000 changes from 50 posters adds about
 * 20 insights to each poster's last file, so writing every page on its own rewrote each file about
 * five times over (a first pull of 100,000 insights wrote 6,000 files for 1,000); a batch of
 * 5,000 changes fills each poster's part about once.
 *
 * A batch is bounded by changes and by characters of insight text, whatever the server's pages
 * hold, so what a pull holds in memory stays a few megabytes.
 */
import type { TeamPage, TeamPut } from "../store/mod.ts";

/** A batch is written once it holds this many changes … */
export const BATCH_CHANGES = 5_000;
/** … or this many characters of insight text (titles, summaries, tags, files). */
export const BATCH_CHARS = 4_000_000;

export class PageBatch {
  #after: string | undefined;
  #cursor: string | undefined;
  /** Each id's latest change: a put, or `undefined` for a removal. */
  #changes = new Map<string, TeamPut | undefined>();
  #chars = 0;

  /** A batch that goes on from `after` (none: from the beginning). */
  constructor(after?: string) {
    this.#after = after;
  }

  /** Add one page's changes (in the store's words) and the cursor after it. */
  add(cursor: string, puts: readonly TeamPut[], removals: readonly string[]): void {
    for (const id of removals) this.#set(id, undefined);
    for (const put of puts) {
      this.#set(put.insight.id, put);
      const { title, summary, tags, file } = put.insight;
      this.#chars += title.length + summary.length + (file?.length ?? 0) +
        tags.reduce((sum, tag) => sum + tag.length, 0);
    }
    this.#cursor = cursor;
  }

  /** A page was added since the batch began: it has a cursor to keep. */
  get pending(): boolean {
    return this.#cursor !== undefined;
  }

  /** Big enough to be written now. */
  get full(): boolean {
    return this.#changes.size >= BATCH_CHANGES || this.#chars >= BATCH_CHARS;
  }

  /** The batch as one page for the store; the batch starts again after its cursor. */
  take(): TeamPage {
    if (this.#cursor === undefined) throw new Error("take() needs a page added first");
    const puts: TeamPut[] = [];
    const removals: string[] = [];
    for (const [id, put] of this.#changes) {
      if (put) puts.push(put);
      else removals.push(id);
    }
    const page: TeamPage = {
      ...(this.#after === undefined ? {} : { after: this.#after }),
      cursor: this.#cursor,
      puts,
      removals,
    };
    this.#after = this.#cursor;
    this.#cursor = undefined;
    this.#changes = new Map();
    this.#chars = 0;
    return page;
  }

  #set(id: string, put: TeamPut | undefined): void {
    // Deleted first, so that the id takes its latest place in the order.
    this.#changes.delete(id);
    this.#changes.set(id, put);
  }
}
