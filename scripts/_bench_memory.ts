/**
 * Benchmarks of memory (issue 20, docs/memory.md): the brief's latency at 5,000 insights of one
 * project (goal ≤ 200 ms, no model call), and the merge ratio on a history with repeats (stored
 * insights per insight served).
 */
import { join } from "node:path";
import { openMemory } from "../src/memory/mod.ts";
import { writeSummary } from "../src/store/files.ts";
import { openIndex } from "../src/store/index.ts";
import { insightId, type SummaryDoc } from "../src/store/summary.ts";
import type { InsightType } from "../src/types.ts";
import { type Figure, round } from "./_bench_core.ts";

const TYPES: InsightType[] = ["gotcha", "decision", "fix", "bug", "pattern", "howto", "note"];
const WORDS = (
  "cache lock retry timeout parser ledger index token session import module build deploy " +
  "migration schema query render hook effect state router webpack vite esbuild docker " +
  "kubernetes postgres sqlite redis queue worker thread memory leak crash race deadlock"
).split(" ");

/**
 * `insights` insights of one project, in sessions of 10; one in four repeats an insight an
 * earlier session said (the same title, its summary lightly reworded), as a long history does.
 */
async function writeHistory(dir: string, insights: number): Promise<void> {
  let seed = 7;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const pick = <T>(a: readonly T[]) => a[Math.floor(rand() * a.length)]!;
  const said: Array<{ type: InsightType; title: string; summary: string }> = [];
  const sessions = Math.ceil(insights / 10);
  for (let s = 0; s < sessions; s++) {
    const sessionId = `brief-${s}`;
    const items = Array.from({ length: Math.min(10, insights - s * 10) }, (_, i) => {
      if (said.length > 20 && rand() < 0.25) {
        const earlier = pick(said);
        return { ...earlier, summary: `${earlier.summary} Seen again.` };
      }
      const words = Array.from({ length: 5 }, () => pick(WORDS));
      const fresh = {
        type: pick(TYPES),
        title: `${words.join(" ")} ${s}-${i}`,
        summary: `${Array.from({ length: 30 }, () => pick(WORDS)).join(" ")}.`,
      };
      said.push(fresh);
      return fresh;
    });
    const date = new Date(Date.UTC(2025, 0, 1) + s * 3_600_000).toISOString();
    const doc: SummaryDoc = {
      source: "claude-code",
      sessionId,
      project: "brief-bench",
      cwd: "/bench/brief",
      started: date,
      updated: date,
      distilled: date,
      model: "bench",
      contentHash: `sha256:${s}`,
      insights: items.map((it) => ({
        id: insightId("claude-code", sessionId, it.title),
        type: it.type,
        title: it.title,
        summary: it.summary,
        tags: [],
      })),
    };
    await writeSummary(dir, doc);
  }
}

export async function benchBrief(tmp: string, insights = 5_000): Promise<Figure[]> {
  const ctxHome = join(tmp, "brief-ctx");
  await writeHistory(join(ctxHome, "projects", "brief-bench"), insights);
  using index = openIndex({ ctxHome });
  await index.sync();
  using memory = openMemory({ config: { ctxHome } }, index);
  const times: number[] = [];
  let last = await memory.brief("brief-bench", 6000);
  for (let run = 0; run < 20; run++) {
    const t0 = performance.now();
    last = await memory.brief("brief-bench", 6000);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!;
  const { stored, current } = last.counts;
  return [
    {
      name: `brief at ${stored} insights (CTX_BRIEF_TOKENS 1500)`,
      value: round(median),
      unit: "ms",
      goal: "≤ 200 ms, no model call",
      met: p95 <= 200,
      detail: `median of 20, p95 ${round(p95)} ms; ${last.insights.length} insights shown`,
    },
    {
      name: "merge ratio, a history where one insight in four repeats an earlier one",
      value: round(stored / Math.max(1, current)),
      unit: "stored per served",
      goal: "repeats served once",
      met: current < stored,
      detail: `${stored} stored → ${current} served`,
    },
  ];
}
