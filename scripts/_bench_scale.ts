/**
 * Benchmarks at a heavy user's scale (issue "Scale"): a history of 1,000 and 20,000 distilled
 * sessions (5 insights each: 100,000 insights at 20k), generated here without a model — the
 * transcripts are written, found by the real Claude Code reader, and settled in the real ledger
 * with a summary file each. On it: the no-op `ctx init` rerun, `fetch_project_context` and a
 * search over MCP with nothing new, `ctx status`, and the MCP server's memory over many searches.
 */
import { join } from "node:path";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { createClaudeCodeSource } from "../src/assistants/claude-code/reader.ts";
import { openProject } from "../src/store/mod.ts";
import { renderSummary, summaryFileName } from "../src/store/summary.ts";
import {
  benchDeps,
  bundleArgs,
  distillFolder,
  type Figure,
  round,
  writeBigSession,
} from "./_bench_core.ts";
import { corpusDocs } from "./_bench_search.ts";

const INSIGHTS_PER_SESSION = 5;

/** A generated history: where it is and the environment ctx runs with over it. */
export interface History {
  sessions: number;
  project: string;
  env: Record<string, string>;
}

/**
 * `sessions` Claude Code transcripts of a project, each settled `ok` in the ledger with its
 * summary file in the project's `.ctx/`, as a run that distilled them all leaves them.
 */
export async function seedHistory(tmp: string, name: string, sessions: number): Promise<History> {
  const home = join(tmp, `${name}-home`);
  const project = join(tmp, `${name}-project`);
  await Deno.mkdir(project, { recursive: true });
  for (let i = 0; i < sessions; i++) await writeBigSession(home, project, `s-${i}`, 3_000);
  const env = {
    HOME: home,
    CTX_HOME: join(tmp, `${name}-ctx`),
    CTX_KEYCHAIN: "off",
    // No backend: a run with nothing new needs none, and any model call would fail loudly.
    PATH: "/usr/bin:/bin",
  };
  const deps = benchDeps(env, project);
  const opened = await openProject(deps, project, { from: "--project", local: true });
  const { refs } = await createClaudeCodeSource().discover({ projectPath: project, home });
  const store = await opened.openRun({ dryRun: false });
  try {
    await Deno.mkdir(store.dir, { recursive: true });
    const docs = corpusDocs(refs.length);
    for (const ref of refs) {
      const doc = docs.next().value!;
      const contentHash = `sha256:${ref.id}`;
      Deno.writeTextFileSync(
        join(store.dir, summaryFileName("claude-code", ref.id)),
        renderSummary({
          ...doc,
          sessionId: ref.id,
          project: opened.id,
          cwd: project,
          contentHash,
          insights: doc.insights.slice(0, INSIGHTS_PER_SESSION),
        }),
      );
      const session = {
        source: ref.source,
        sessionId: ref.id,
        location: ref.location,
        fingerprint: ref.fingerprint,
        contentHash,
      };
      store.settle(session, { status: "ok", insights: INSIGHTS_PER_SESSION });
    }
    await store.register();
  } finally {
    store.close();
  }
  return { sessions, project, env };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The no-op `ctx init` rerun (in process, as `ctx init --local` runs it): median of 3. */
export async function benchNoopAt(history: History, goalMs: number): Promise<Figure> {
  const { env, project, sessions } = history;
  const runs: number[] = [];
  let unchanged = 0;
  for (let i = 0; i < 4; i++) {
    const t0 = performance.now();
    const report = await distillFolder(benchDeps(env, project), project, ["claude-code"]);
    // The first run may fill caches a real rerun finds full: not counted.
    if (i > 0) runs.push(performance.now() - t0);
    unchanged = report.unchanged;
  }
  const ms = median(runs);
  return {
    name: `no-op ctx init rerun, ${sessions} sessions`,
    value: Math.round(ms),
    unit: "ms",
    goal: `<= ${goalMs} ms, all unchanged`,
    met: ms <= goalMs && unchanged === sessions,
    detail: `median of 3 after one run; ${unchanged} unchanged; runs ${
      runs.map(Math.round).join(", ")
    } ms`,
  };
}

/** A `ctx mcp` (the bundle) over a history, connected with the SDK's client. */
async function mcpOver(history: History) {
  const transport = new StdioClientTransport({
    command: Deno.execPath(),
    args: bundleArgs("mcp"),
    env: { ...history.env, DENO_DIR: Deno.env.get("DENO_DIR") ?? "" },
    cwd: history.project,
    stderr: "ignore",
  });
  const client = new Client({ name: "bench", version: "1" });
  await client.connect(transport);
  const call = async (name: string, args: Record<string, unknown>) => {
    const t0 = performance.now();
    // The first call builds the index of 100,000 insights: minutes on a loaded machine.
    const result = await client.callTool({ name, arguments: args }, undefined, {
      timeout: 900_000,
    });
    if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
    return performance.now() - t0;
  };
  const rssMb = () => {
    const status = Deno.readTextFileSync(`/proc/${transport.pid}/status`);
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
  };
  return { call, rssMb, close: () => client.close() };
}

/**
 * Over MCP with nothing new: `fetch_project_context`, and a search that matches nothing (its
 * time is the call's overhead: project, index freshness, protocol). Median of 7 each, after the
 * first calls (which build the index).
 */
export async function benchMcpAt(
  history: History,
  goals: { fetchMs: number; overheadMs?: number },
): Promise<Figure[]> {
  const mcp = await mcpOver(history);
  try {
    const fetch = { project_path: history.project };
    const miss = { query: "zzqx_no_such_identifier" };
    await mcp.call("fetch_project_context", fetch);
    await mcp.call("search_context", miss);
    const fetches: number[] = [];
    const searches: number[] = [];
    for (let i = 0; i < 7; i++) {
      fetches.push(await mcp.call("fetch_project_context", fetch));
      searches.push(await mcp.call("search_context", miss));
    }
    const f = median(fetches);
    const s = median(searches);
    const insights = history.sessions * INSIGHTS_PER_SESSION;
    const figures: Figure[] = [{
      name: `fetch_project_context, ${history.sessions} sessions, nothing new`,
      value: Math.round(f),
      unit: "ms",
      goal: `<= ${goals.fetchMs} ms`,
      met: f <= goals.fetchMs,
      detail: `median of 7 over MCP stdio; min ${Math.round(Math.min(...fetches))} ms`,
    }];
    if (goals.overheadMs !== undefined) {
      figures.push({
        name: `MCP search call overhead, ${insights} insights, index up to date`,
        value: round(s),
        unit: "ms",
        goal: `<= ${goals.overheadMs} ms`,
        met: s <= goals.overheadMs,
        detail: `median of 7 search_context calls matching nothing (round trip over stdio)`,
      });
    }
    return figures;
  } finally {
    await mcp.close();
  }
}

/**
 * `ctx status` (the bundle) in the project: wall time and peak memory, median of 3. `warm`: one
 * run first, not counted (it builds the index when nothing else did).
 */
export async function benchStatusAt(history: History, warm = false): Promise<Figure> {
  const runs: Array<{ ms: number; rssMb: number }> = [];
  for (let i = warm ? -1 : 0; i < 3; i++) {
    const t0 = performance.now();
    const out = await new Deno.Command("/usr/bin/time", {
      args: [
        "-f",
        "%M",
        Deno.execPath(),
        ...bundleArgs("status"),
      ],
      env: { ...history.env, DENO_DIR: Deno.env.get("DENO_DIR") ?? "" },
      clearEnv: true,
      cwd: history.project,
      stdout: "null",
      stderr: "piped",
    }).output();
    const ms = performance.now() - t0;
    const lines = new TextDecoder().decode(out.stderr).trim().split("\n");
    if (i >= 0) runs.push({ ms, rssMb: Number(lines.at(-1)) / 1024 });
  }
  const ms = median(runs.map((r) => r.ms));
  const rss = median(runs.map((r) => r.rssMb));
  return {
    name: `ctx status, ${history.sessions} sessions`,
    value: Math.round(ms),
    unit: "ms",
    goal: "<= 1000 ms, peak RSS <= 150 MB",
    met: ms <= 1000 && rss <= 150,
    detail: `median of 3 (process start included); peak RSS ${Math.round(rss)} MB`,
  };
}

/** `ctx mcp`'s memory after `searches` searches of varied words (1,000 of them to warm up). */
export async function benchMcpMemory(history: History, searches: number): Promise<Figure> {
  const mcp = await mcpOver(history);
  try {
    const words = [...corpusDocs(50)].flatMap((d) => d.insights.map((i) => i.title));
    const idle = mcp.rssMb();
    let warm = NaN;
    for (let i = 0; i < searches; i++) {
      await mcp.call("search_context", { query: words[i % words.length]!, limit: 10 });
      if (i === Math.min(999, searches - 1)) warm = mcp.rssMb();
    }
    const end = mcp.rssMb();
    return {
      name: `ctx mcp RSS after ${searches} searches`,
      value: Math.round(end),
      unit: "MB",
      goal: "<= 120 MB, no growth after warm-up",
      met: end <= 120 && end - warm <= 10,
      detail: `idle ${Math.round(idle)} MB; after 1000 ${Math.round(warm)} MB; ${
        history.sessions * INSIGHTS_PER_SESSION
      } insights`,
    };
  } finally {
    await mcp.close();
  }
}

/** Every figure at scale: `small` and `large` sessions (1,000 and 20,000 on a full run). */
export async function benchScale(
  tmp: string,
  sizes: { small: number; large: number; searches: number },
): Promise<Figure[]> {
  const figures: Figure[] = [];
  const small = await seedHistory(tmp, "scale-small", sizes.small);
  figures.push(await benchNoopAt(small, 150));
  figures.push(...await benchMcpAt(small, { fetchMs: 150 }));
  figures.push(await benchMcpMemory(small, sizes.searches));
  const large = await seedHistory(tmp, "scale-large", sizes.large);
  figures.push(await benchNoopAt(large, 1000));
  figures.push(...await benchMcpAt(large, { fetchMs: 1000, overheadMs: 20 }));
  figures.push(await benchStatusAt(large));
  return figures;
}

/**
 * Only the one-shot figures at scale (`--only=scale-status`): the no-op rerun at `small` and
 * `large` sessions, then `ctx status` at `large` (its first run, which builds the index, not
 * counted). Quicker than `scale`: no MCP server, no 10,000 searches.
 */
export async function benchScaleStatus(
  tmp: string,
  sizes: { small: number; large: number },
): Promise<Figure[]> {
  const small = await seedHistory(tmp, "scale-small", sizes.small);
  const figures = [await benchNoopAt(small, 150)];
  const large = await seedHistory(tmp, "scale-large", sizes.large);
  figures.push(await benchNoopAt(large, 1000));
  figures.push(await benchStatusAt(large, true));
  return figures;
}
