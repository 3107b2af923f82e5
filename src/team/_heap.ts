/**
 * A full garbage collection when a long loop asks for one. A first `ctx pull` of 100,000
 * insights keeps about 17 MB alive, yet V8 lets its old generation fill to about four times what
 * was alive at the last collection before it collects again (every page listed, cleaned and
 * redacted survives the young generation's two collections while it is handled, so it is all
 * promoted and dies old): the heap stood at 60–80 MB and the process at 165 MB. Collecting once a
 * batch of pages is written, when the heap has grown past `maxHeapBytes`, keeps the peak near what
 * is alive, and with it the memory the runtime and the allocator hold for what the heap
 * referenced (docs/performance.md, "The first team pull of 100,000 insights, second pass").
 *
 * Every ctx process runs with `--expose-gc` (`RUNTIME_FLAGS` in `src/cli/launcher.ts`), which gives
 * it V8's `gc()`: one full collection, about 20 ms here. A process started without it (a test,
 * `deno run main.ts`) sets the flag at run time and takes the function from a new context, where
 * Deno answers with a low-memory notification instead (two compacting collections that also drop
 * compiled code: heavier, still correct). Where neither is possible nothing is collected: it
 * changes memory, never results.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type Collect = () => void;

let collector: Collect | null | undefined;

function findCollector(): Collect | null {
  const own = (globalThis as { gc?: unknown }).gc;
  if (typeof own === "function") return own as Collect;
  try {
    setFlagsFromString("--expose-gc");
    const made: unknown = runInNewContext("gc");
    return typeof made === "function" ? made as Collect : null;
  } catch {
    return null;
  }
}

/**
 * Collect all garbage now when V8's heap (committed, young and old generations) is larger than
 * `maxHeapBytes`. True when it collected.
 */
export function collectAbove(maxHeapBytes: number): boolean {
  if (Deno.memoryUsage().heapTotal <= maxHeapBytes) return false;
  collector ??= findCollector();
  if (!collector) return false;
  collector();
  return true;
}
