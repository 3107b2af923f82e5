/**
 * A bound on `ctx mcp`'s JS heap. Each call leaves some garbage in V8's old generation (objects
 * alive across a scavenge while the call awaits), and V8 collects the old generation only when it
 * reaches a limit it sets from its own speed estimates — 30 MB, then 56 MB and more for 21 MB
 * live — so a server answering calls back to back grows by tens of MB it does not use. V8's start
 * flags that would lower the limit slow every other command (parsing about 10 %), and cannot be
 * set once the process runs; so the server itself runs a full collection once every answer is
 * written, each time the heap has grown by `stepBytes` since the last one (a request arriving
 * meanwhile waits for it: 20–50 ms, about once per 1,000 searches; docs/performance.md, "`ctx
 * mcp`'s memory over 10,000 searches").
 */
import { fullCollection } from "../heap.ts";

/** How much the heap may grow between two collections. */
export const HEAP_STEP_BYTES = 16 * 1024 * 1024;

export interface HeapBoundOptions {
  stepBytes?: number;
  /** Bytes of the JS heap in use (`Deno.memoryUsage().heapUsed`). */
  used?: () => number;
  /** A full collection, or undefined where this runtime offers none (`fullCollection`). */
  collector?: () => Promise<(() => void) | undefined>;
  /**
   * How long the server must have nothing in flight before it collects (`HEAP_IDLE_MS`): a
   * client's next request, sent as soon as an answer arrives, is not made to wait for a full
   * collection of a large heap (a 20,000-session `fetch_project_context` leaves far more than a
   * step of garbage; collecting at once made the call after it wait 170 ms).
   */
  idleMs?: number;
  /** True while a request is in flight: the collection waits for the next quiet moment. */
  busy?: () => boolean;
}

/** A pause with nothing in flight before a collection. */
export const HEAP_IDLE_MS = 50;

export interface HeapBound {
  /** Nothing is in flight: collect soon when the heap grew past the step. */
  check(): void;
  /** Full collections run so far. */
  readonly collections: number;
}

export function heapBound(options: HeapBoundOptions = {}): HeapBound {
  const step = options.stepBytes ?? HEAP_STEP_BYTES;
  const used = options.used ?? (() => Deno.memoryUsage().heapUsed);
  const collector = options.collector ?? fullCollection;
  const idleMs = options.idleMs ?? HEAP_IDLE_MS;
  const busy = options.busy ?? (() => false);
  let floor = used();
  let scheduled = false;
  let collect: (() => void) | undefined | null = null; // null: not looked up yet
  let collections = 0;
  return {
    check() {
      if (scheduled || collect === undefined || used() - floor < step) return;
      scheduled = true;
      // After the answer is written and a quiet moment: a timer, never the call's own turn, and
      // again later while a request is in flight.
      const run = async () => {
        if (busy()) {
          setTimeout(run, idleMs);
          return;
        }
        try {
          if (collect === null) collect = await collector();
          if (collect) {
            collect();
            collections++;
          }
        } catch {
          collect = undefined; // not offered here: V8's own limits apply
        } finally {
          floor = used();
          scheduled = false;
        }
      };
      setTimeout(run, idleMs);
    },
    get collections() {
      return collections;
    },
  };
}
