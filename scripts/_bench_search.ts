/**
 * Benchmarks of search and MCP (issue "MCP server and search"): search latency at 20,000
 * insights against a linear scan of the summary files, `ctx mcp` cold start, and
 * `fetch_project_context` over 1,000 distilled sessions with nothing new.
 */
import { join } from "node:path";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { openIndex } from "../src/store/index.ts";
import { writeSummary } from "../src/store/files.ts";
import type { SummaryDoc } from "../src/store/summary.ts";
import type { InsightType } from "../src/types.ts";
import {
  benchDeps,
  bundleArgs,
  distillFolder,
  type Figure,
  round,
  writeBigSession,
} from "./_bench_core.ts";
import { fakeMessagesApi } from "./_bench_core.ts";
import { mulberry32 } from "../tests/_mulberry32.ts";

const WORDS = (
  "cache lock retry timeout parser ledger index token session import module build deploy " +
  "migration schema query render hook effect state router webpack vite esbuild docker " +
  "kubernetes postgres sqlite redis queue worker thread memory leak crash race deadlock"
).split(" ");
const IDENTIFIERS = [
  "ERR_REQUIRE_ESM",
  "useEffect",
  "src/store/ledger.ts",
  "ADR-0005",
  "a::b",
  "foo-bar",
];
const TYPES: InsightType[] = ["bug", "fix", "decision", "gotcha", "pattern"];

/**
 * A vocabulary like a real project's: a few thousand distinct words whose frequencies follow
 * Zipf's law (a handful very common, most rare), so queries match realistic numbers of insights.
 */
function vocabulary(size: number): string[] {
  const syllables = [
    "ka",
    "lo",
    "mi",
    "ne",
    "ru",
    "sa",
    "ti",
    "vo",
    "ze",
    "pa",
    "qu",
    "dr",
    "st",
    "bl",
  ];
  const words = new Set(WORDS);
  const rand = mulberry32(3);
  while (words.size < size) {
    const n = 2 + Math.floor(rand() * 3);
    words.add(
      Array.from({ length: n }, () => syllables[Math.floor(rand() * syllables.length)]).join(""),
    );
  }
  return [...words];
}

function zipfPicker(words: string[], rand: () => number): () => string {
  const weights = words.map((_, i) => 1 / Math.pow(i + 1, 1.07));
  const cumulative: number[] = [];
  let total = 0;
  for (const w of weights) cumulative.push(total += w);
  return () => {
    const x = rand() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return words[lo]!;
  };
}

const VOCAB = vocabulary(4000);

/** Write `files` summary files of 8 insights each into `dir`. */
export async function writeCorpus(dir: string, files: number): Promise<void> {
  for (const doc of corpusDocs(files)) await writeSummary(dir, doc);
}

/** `files` summaries of 8 insights each, with the same seeded text on every run. */
export function* corpusDocs(files: number): Generator<SummaryDoc> {
  const rand = mulberry32(42);
  const pick = <T>(a: readonly T[]) => a[Math.floor(rand() * a.length)]!;
  const zipf = zipfPicker(VOCAB, rand);
  const sentence = (n: number) => Array.from({ length: n }, zipf).join(" ");
  for (let f = 0; f < files; f++) {
    const doc: SummaryDoc = {
      source: "claude-code",
      sessionId: `bench-${f}`,
      project: `project-${f % 20}`,
      cwd: `/bench/project-${f % 20}`,
      started: null,
      updated: null,
      distilled: new Date(Date.UTC(2026, 0, 1) + f * 60_000).toISOString(),
      model: "bench",
      contentHash: `sha256:${f}`,
      insights: Array.from({ length: 8 }, (_, i) => ({
        id: `ins_${(f * 8 + i).toString(16).padStart(12, "0")}`,
        type: pick(TYPES),
        title: `${sentence(5)} ${i === 0 ? pick(IDENTIFIERS) : ""}`.trim(),
        summary: `${sentence(45)} ${rand() < 0.1 ? pick(IDENTIFIERS) : ""}`,
        tags: [zipf(), zipf()],
        file: `src/${zipf()}/${zipf()}.ts`,
      })),
    };
    yield doc;
  }
}

/** 200 queries, the same for a seed: a quarter identifiers, the rest one or two words (any frequency). */
export function searchQueries(seed: number): string[] {
  const rand = mulberry32(seed);
  const word = () => VOCAB[Math.floor(rand() * 1000)]!;
  return Array.from(
    { length: 200 },
    (_, i) =>
      i % 4 === 0
        ? IDENTIFIERS[i % IDENTIFIERS.length]!
        : i % 4 === 1
        ? word()
        : `${word()} ${word()}`,
  );
}

/** How the tool we replace searches: read every summary file, match substrings. */
async function linearScan(dir: string, query: string): Promise<number> {
  const needles = query.toLowerCase().split(/\s+/).filter(Boolean);
  let hits = 0;
  for await (const entry of Deno.readDir(dir)) {
    const text = (await Deno.readTextFile(join(dir, entry.name))).toLowerCase();
    for (const section of text.split("\n## ")) {
      if (needles.every((n) => section.includes(n))) hits++;
    }
  }
  return hits;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function benchSearch(tmp: string, insights = 20_000): Promise<Figure[]> {
  const ctxHome = join(tmp, "search-ctx");
  const storeDir = join(ctxHome, "projects", "bench");
  await writeCorpus(storeDir, Math.ceil(insights / 8));
  const index = openIndex({ ctxHome });
  try {
    const t0 = performance.now();
    await index.sync();
    const syncMs = performance.now() - t0;
    const queries = searchQueries(7);
    const times: number[] = [];
    for (const q of queries) {
      const s = performance.now();
      index.search(q, { limit: 10 });
      times.push(performance.now() - s);
    }
    const scanTimes: number[] = [];
    for (const q of queries.slice(0, 10)) {
      const s = performance.now();
      await linearScan(storeDir, q);
      scanTimes.push(performance.now() - s);
    }
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    const scan50 = percentile(scanTimes, 50);
    const speedup = scan50 / p50;
    return [
      {
        name: `search latency at ${insights} insights (p50)`,
        value: round(p50),
        unit: "ms",
        goal: "<= 5 ms in process",
        met: p50 <= 5,
        detail: `p95 ${round(p95)} ms over 200 queries; first index build ${Math.round(syncMs)} ms`,
      },
      {
        name: "search speed-up vs linear scan of summary files",
        value: Math.round(speedup),
        unit: "x",
        goal: ">= 50x",
        met: speedup >= 50,
        detail: `linear scan p50 ${round(scan50)} ms (10 queries)`,
      },
    ];
  } finally {
    index.close();
  }
}

/** Spawn `ctx mcp` from the bundle and time until the initialize result arrives. */
async function coldStartOnce(env: Record<string, string>): Promise<number> {
  const t0 = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: bundleArgs("mcp"),
    env,
    stdin: "piped",
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(
    JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "bench", version: "1" },
      },
    }) + "\n",
  ));
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  while (!buffer.includes('"id":1')) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
  }
  const ms = performance.now() - t0;
  await writer.close();
  reader.releaseLock();
  await child.stdout.cancel().catch(() => {});
  await child.status;
  return ms;
}

export async function benchColdStart(tmp: string): Promise<Figure[]> {
  const env = {
    HOME: join(tmp, "cold-home"),
    CTX_HOME: join(tmp, "cold-ctx"),
    PATH: "/usr/bin:/bin",
    CTX_KEYCHAIN: "off",
  };
  await coldStartOnce(env); // warm the OS file cache
  const runs: number[] = [];
  for (let i = 0; i < 7; i++) runs.push(await coldStartOnce(env));
  const median = percentile(runs, 50);
  return [{
    name: "ctx mcp cold start (bundle) to initialize result",
    value: Math.round(median),
    unit: "ms",
    goal: "<= 150 ms",
    met: median <= 150,
    detail: `median of 7; min ${Math.round(Math.min(...runs))} ms, max ${
      Math.round(Math.max(...runs))
    } ms`,
  }];
}

export async function benchFetchContext(tmp: string, sessions = 1000): Promise<Figure[]> {
  const home = join(tmp, "fetch-home");
  const ctxHome = join(tmp, "fetch-ctx");
  const project = join(tmp, "fetch-project");
  await Deno.mkdir(project, { recursive: true });
  for (let i = 0; i < sessions; i++) await writeBigSession(home, project, `f-${i}`, 3_000);
  const api = await fakeMessagesApi(0);
  const env = {
    HOME: home,
    CTX_HOME: ctxHome,
    VENDORA_API_KEY: "bench-key",
    VENDORA_BASE_URL: api.url,
    CTX_KEYCHAIN: "off",
    PATH: "/usr/bin:/bin",
  };
  try {
    await distillFolder(benchDeps(env, project), project, "all");
    const callsBefore = (await api.stats()).calls;
    const transport = new StdioClientTransport({
      command: Deno.execPath(),
      args: bundleArgs("mcp"),
      env: { ...env, DENO_DIR: Deno.env.get("DENO_DIR") ?? "" },
      cwd: project,
      stderr: "ignore",
    });
    const client = new Client({ name: "bench", version: "1" });
    await client.connect(transport);
    try {
      // The first call builds the index from 1,000 files; the figure is a call with nothing new.
      await client.callTool({
        name: "fetch_project_context",
        arguments: { project_path: project },
      });
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        await client.callTool({
          name: "fetch_project_context",
          arguments: { project_path: project },
        });
        runs.push(performance.now() - t0);
      }
      const median = percentile(runs, 50);
      const calls = (await api.stats()).calls - callsBefore;
      return [{
        name: `fetch_project_context, ${sessions} distilled sessions, nothing new`,
        value: Math.round(median),
        unit: "ms",
        goal: "<= 500 ms, 0 model calls",
        met: median <= 500 && calls === 0,
        detail: `median of 5 calls over MCP stdio; ${calls} model calls`,
      }];
    } finally {
      await client.close();
    }
  } finally {
    await api.close();
  }
}
