/**
 * V8's full garbage collection, for the few long loops that know when a batch became garbage (a
 * team pull between batches, `ctx mcp` once its answers are written). V8 collects its old
 * generation only when it reaches a limit it sets itself — about four times what was alive at the
 * last collection — and work whose objects outlive the young generation (a pulled page, a search
 * call awaiting SQLite) fills it with garbage that holds the process's memory up
 * (docs/performance.md: "The first team pull of 100,000 insights, second pass" and "`ctx mcp`'s
 * memory over 10,000 searches").
 *
 * Every ctx process runs with `--expose-gc` (`RUNTIME_FLAGS` in `src/cli/launcher.ts`), which gives
 * it V8's `gc()`: one full collection. A process started without it (a test, `deno run main.ts`)
 * turns the flag on at run time and takes the function from a new context, where Deno answers with
 * a low-memory notification instead (two compacting collections that also drop compiled code:
 * heavier, still correct). Where neither is possible nothing is collected: it changes memory,
 * never results.
 */

export type Collect = () => void;

/** The lookup, made once per process (`undefined`: this runtime offers no collection). */
let found: Promise<Collect | undefined> | undefined;

/** V8's full collection, or `undefined` where the runtime refuses it. */
export function fullCollection(): Promise<Collect | undefined> {
  found ??= lookUp();
  return found;
}

async function lookUp(): Promise<Collect | undefined> {
  const own = (globalThis as { gc?: unknown }).gc;
  if (typeof own === "function") return () => void own();
  try {
    const [{ default: v8 }, vm] = await Promise.all([import("node:v8"), import("node:vm")]);
    v8.setFlagsFromString("--expose-gc");
    const gc: unknown = vm.runInNewContext("gc");
    return typeof gc === "function" ? () => void gc() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Collect all garbage now when V8's heap (committed, young and old generations) is larger than
 * `maxHeapBytes`. True when it collected.
 */
export async function collectAbove(maxHeapBytes: number): Promise<boolean> {
  if (Deno.memoryUsage().heapTotal <= maxHeapBytes) return false;
  const collect = await fullCollection();
  if (!collect) return false;
  collect();
  return true;
}
