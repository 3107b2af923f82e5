/**
 * The index at a heavy user's scale (issue "Scale"): search p95 at 1,000, 10,000 and 100,000
 * insights, in process over the bench corpus (`corpusDocs`: 8 insights a summary, a Zipf
 * vocabulary), and the index's size on disk (its WAL included) after the first build.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { openIndex } from "../src/store/index.ts";
import { corpusDocs, searchQueries } from "./_bench_search.ts";
import { type Figure, round } from "./_bench_core.ts";
import { writeSummary } from "../src/store/files.ts";

const QUERIES = 200;

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0; // no WAL right now
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * p50 and p95 of `search` over the queries, each query's median of 3 runs (one run's p95 on a
 * shared machine is the scheduler's).
 */
function p95Of(list: string[], search: (q: string) => unknown): { p50: number; p95: number } {
  const runs = [0, 1, 2].map(() =>
    list.map((q) => {
      const s = performance.now();
      search(q);
      return performance.now() - s;
    })
  );
  const times = list.map((_, i) => runs.map((r) => r[i]!).sort((a, b) => a - b)[1]!);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** One size: write the store, build the index, search it. */
async function measure(tmp: string, insights: number) {
  const ctxHome = join(tmp, `index-${insights}`);
  const storeDir = join(ctxHome, "projects", "bench");
  for (const doc of corpusDocs(Math.ceil(insights / 8))) await writeSummary(storeDir, doc);
  const index = openIndex({ ctxHome });
  try {
    const t0 = performance.now();
    await index.sync();
    const buildMs = performance.now() - t0;
    const mb = (suffix: string) => fileSize(index.path + suffix) / 1e6;
    const sizeMb = mb("") + mb("-wal");
    const walMb = mb("-wal");
    const list = searchQueries(11);
    for (const q of list.slice(0, 20)) index.search(q, { limit: 10 }); // warm the page cache
    const every = p95Of(list, (q) => index.search(q, { limit: 10 }));
    const one = p95Of(list, (q) => index.search(q, { limit: 10, projectId: "bench" }));
    const hits = list.reduce((n, q) => n + index.search(q, { limit: 10 }).length, 0);
    return {
      ...every,
      projectP95: one.p95,
      sizeMb,
      walMb,
      buildMs,
      hits,
    };
  } finally {
    index.close();
    await Deno.remove(ctxHome, { recursive: true }).catch(() => {});
  }
}

/** Search p95 and index size at each size (insights); the last is held to the goals. */
export async function benchIndexScale(tmp: string, sizes: number[]): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [i, insights] of sizes.entries()) {
    const r = await measure(tmp, insights);
    const last = i === sizes.length - 1;
    figures.push({
      name: `search p95 in process, ${insights} insights`,
      value: round(r.p95),
      unit: "ms",
      goal: last ? "<= 20 ms" : "",
      met: !last || r.p95 <= 20,
      detail: `every project; p50 ${round(r.p50)} ms; one project: p95 ${
        round(r.projectP95)
      } ms; ${QUERIES} queries, each the median of 3 runs (${r.hits} hits)`,
    });
    figures.push({
      name: `index size after the first build, ${insights} insights`,
      value: round(r.sizeMb),
      unit: "MB",
      goal: last ? "<= 120 MB, WAL checkpointed" : "",
      met: !last || (r.sizeMb <= 120 && r.walMb === 0),
      detail: `WAL ${round(r.walMb)} MB; build ${Math.round(r.buildMs)} ms`,
    });
  }
  return figures;
}
