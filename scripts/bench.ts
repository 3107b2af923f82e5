/**
 * `deno task bench`: every performance figure ctx promises, measured on data generated here, each
 * next to its goal and baseline. `--json` prints the figures as JSON; `--quick` uses small sizes
 * (a smoke run: the figures are then not comparable to the goals).
 */
import {
  benchNoopRerun,
  benchPipeline,
  benchThroughput,
  type Figure,
  round,
} from "./_bench_core.ts";
import { benchBrief } from "./_bench_memory.ts";
import { benchRedaction } from "./_bench_redact.ts";
import { benchBudgetFidelity } from "./_bench_fidelity.ts";
import { benchStreaming } from "./_bench_stream.ts";
import { benchColdStart, benchFetchContext, benchSearch } from "./_bench_search.ts";
import { teamLoad } from "./_bench_team.ts";
import { benchPostgres } from "./_bench_pg.ts";
import { benchTeamScale } from "./_bench_team_scale.ts";
import { benchFreshMemory, benchSessionEndHook } from "./_bench_fresh.ts";
import { benchMcpMemory, benchScale, benchScaleStatus, seedHistory } from "./_bench_scale.ts";
import { benchIndexScale } from "./_bench_index.ts";
import { benchStatus } from "./_bench_status.ts";
import { bundle } from "./bundle.ts";

const json = Deno.args.includes("--json");
const quick = Deno.args.includes("--quick");
const only = Deno.args.find((a) => a.startsWith("--only="))?.slice("--only=".length);
// Insights in the team server's big project (`--team-size=N`; 1M by default, 20k with --quick).
const teamSize = Number(
  Deno.args.find((a) => a.startsWith("--team-size="))?.slice("--team-size=".length) ??
    (quick ? 20_000 : 1_000_000),
);
const pullSize = Math.min(100_000, teamSize);

const tmp = await Deno.makeTempDir({ prefix: "ctx-bench-" });
// The MCP figures measure the bundle, as users run it.
if (!json) console.error("building dist/ctx.js…");
await bundle();
const figures: Figure[] = [];
const measures: Array<[string, () => Promise<Figure[]>]> = [
  ["throughput", () => benchThroughput(tmp, quick ? 20 : 200)],
  ["redaction", () => benchRedaction(quick)],
  ["budget", () => benchBudgetFidelity(tmp)],
  ["stream", () => benchStreaming(tmp, quick ? 20 : 200)],
  ["pipeline", () => benchPipeline(tmp)],
  ["noop", () => benchNoopRerun(tmp, quick ? 100 : 1000)],
  ["search", () => benchSearch(tmp, quick ? 2_000 : 20_000)],
  ["index", () => benchIndexScale(tmp, quick ? [1_000, 5_000] : [1_000, 10_000, 100_000])],
  ["coldstart", () => benchColdStart(tmp)],
  ["brief", () => benchBrief(tmp, quick ? 500 : 5_000)],
  ["fetch", () => benchFetchContext(tmp, quick ? 100 : 1000)],
  ["fresh", () => benchFreshMemory(tmp, quick ? 24 : 120, quick ? 250 : 1000)],
  ["hook", () => benchSessionEndHook(tmp)],
  ["scale", () =>
    benchScale(tmp, {
      small: quick ? 100 : 1_000,
      large: quick ? 1_000 : 20_000,
      searches: quick ? 1_000 : 10_000,
    })],
  // Only `ctx mcp`'s memory over many searches, on the small history (`scale` measures it too).
  ["mcp-memory", async () => [
    await benchMcpMemory(
      await seedHistory(tmp, "scale-small", quick ? 100 : 1_000),
      quick ? 1_000 : 10_000,
    ),
  ]],
  [
    "scale-status",
    () => benchScaleStatus(tmp, { small: quick ? 100 : 1_000, large: quick ? 1_000 : 20_000 }),
  ],
  ["status", () => benchStatus(tmp)],
  ["team", () => teamLoadFigure("sqlite", undefined)],
  ["team-pg", async () => {
    await using pg = await benchPostgres();
    return await teamLoadFigure("postgres", await pg.database());
  }],
  ["team-scale", async () => {
    const dir = await Deno.makeTempDir({ dir: tmp });
    const db = `${dir}/team-server.sqlite`;
    return await benchTeamScale({ kind: "sqlite", db, big: teamSize, pull: pullSize, tmp: dir });
  }],
  ["team-scale-pg", async () => {
    await using pg = await benchPostgres();
    const db = await pg.database();
    const dir = await Deno.makeTempDir({ dir: tmp });
    return await benchTeamScale({ kind: "postgres", db, big: teamSize, pull: pullSize, tmp: dir });
  }],
];
try {
  for (const [name, run] of measures) {
    if (only && !only.split(",").includes(name)) continue;
    if (!json) console.error(`running ${name}…`);
    try {
      figures.push(...await run());
    } catch (error) {
      figures.push({
        name,
        value: NaN,
        unit: "",
        goal: "",
        met: false,
        detail: `failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
} finally {
  await Deno.remove(tmp, { recursive: true }).catch(() => {});
}

/** 50 members pushing at once (10 with --quick), then replaying: each insight stored once. */
async function teamLoadFigure(kind: "sqlite" | "postgres", db: string | undefined) {
  const r = await teamLoad({ ...(quick ? { clients: 10, pushesPerClient: 5 } : {}), dbPath: db });
  return [{
    name: `team server load, ${kind} (${quick ? "10x5" : "50x20"} pushes of 50 insights)`,
    value: Math.round(r.insightsPerSecond),
    unit: "insights/s",
    goal: "every insight stored exactly once",
    met: r.exactlyOnce && r.stored === r.expected,
    detail: `p95 ${
      round(r.p95Ms)
    } ms; ${r.stored}/${r.expected} stored; ${r.failures} failed requests`,
  }];
}

if (json) {
  console.log(JSON.stringify({ quick, figures }, null, 2));
} else {
  const rows = figures.map((f) => [
    f.met ? "met" : "MISSED",
    f.name,
    `${f.value} ${f.unit}`,
    f.goal,
    f.detail,
  ]);
  const header = ["", "figure", "value", "goal", "detail"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join("  ").trimEnd();
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  if (quick) console.log("(--quick: small sizes; compare with the goals only on a full run)");
}
