/**
 * What checking insights' statuses costs (issue 20, "Checked when served"): 50 anchored insights
 * against a real git repository of 200 files and 60 commits, asked cold (nothing cached: every
 * file stat'ed, git asked), warm (HEAD and files unchanged: the cache answers), and after one
 * anchored file changed (only what changed is asked again).
 */
import { join } from "node:path";
import { checkStatus, clearStatusCache, type StatusInput } from "../src/memory/mod.ts";
import { memoryOutput } from "../src/output.ts";
import { runCommand } from "../src/process.ts";
import { snippetOf } from "../src/snippet.ts";
import { type Figure, round } from "./_bench_core.ts";

const FILES = 200;
const COMMITS = 60;
const INSIGHTS = 50;
const GOAL_MS = 50;

async function git(dir: string, args: string[], at?: string): Promise<void> {
  const dates: Record<string, string> = at ? { GIT_AUTHOR_DATE: at, GIT_COMMITTER_DATE: at } : {};
  const out = await new Deno.Command("git", {
    args: ["-C", dir, "-c", "user.name=b", "-c", "user.email=b@example.com", ...args],
    env: { GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null", ...dates },
    stdout: "null",
    stderr: "piped",
  }).output();
  if (!out.success) throw new Error(new TextDecoder().decode(out.stderr));
}

function body(i: number, version: number): string {
  return `export function f${i}(x: number): number {\n  return x * ${i} + ${version}; // v${version}\n}\n`;
}

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12)).toISOString();

/** Median of `runs` timings of `fn`, in ms. */
async function median(runs: number, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function benchStatus(tmp: string): Promise<Figure[]> {
  const root = await Deno.makeTempDir({ dir: tmp, prefix: "status-" });
  await git(root, ["init", "-q", "-b", "main"]);
  await Deno.mkdir(join(root, "src"));
  for (let i = 0; i < FILES; i++) await Deno.writeTextFile(join(root, `src/f${i}.ts`), body(i, 0));
  await git(root, ["add", "-A"]);
  await git(root, ["commit", "-qm", "first"], day(0));
  // Commits spread over two months, each editing a few files.
  for (let c = 1; c < COMMITS; c++) {
    for (let k = 0; k < 3; k++) {
      const i = (c * 7 + k * 13) % FILES;
      await Deno.writeTextFile(join(root, `src/f${i}.ts`), body(i, c));
    }
    await git(root, ["commit", "-qam", `c${c}`], day(c));
  }
  const insights: StatusInput[] = [];
  for (let n = 0; n < INSIGHTS; n++) {
    const i = (n * 4) % FILES;
    const text = await Deno.readTextFile(join(root, `src/f${i}.ts`));
    insights.push({
      id: `ins_${n}`,
      date: day(n),
      anchors: {
        turns: [],
        files: [
          n % 2
            ? { path: `src/f${i}.ts`, via: "edited", lines: [1, 3], snippet: snippetOf(text)!.hash }
            : { path: `src/f${i}.ts`, via: "read" },
          { path: `src/f${(i + 1) % FILES}.ts`, via: "read" },
        ],
      },
    });
  }
  const deps = { run: runCommand, output: memoryOutput() };
  const project = { root };
  const cold = await median(5, () => {
    clearStatusCache();
    return checkStatus(deps, project, insights);
  });
  await checkStatus(deps, project, insights);
  const warm = await median(9, () => checkStatus(deps, project, insights));
  let v = 1000;
  const oneChanged = await median(5, async () => {
    await Deno.writeTextFile(join(root, "src/f0.ts"), body(0, v++));
    return await checkStatus(deps, project, insights);
  });
  const statuses = await checkStatus(deps, project, insights);
  const counts: Record<string, number> = {};
  for (const s of statuses.values()) counts[s.status] = (counts[s.status] ?? 0) + 1;
  const mix = Object.entries(counts).map(([k, n]) => `${n} ${k}`).join(", ");
  const repo = `${FILES} files, ${COMMITS} commits`;
  return [
    {
      name: `status check, ${INSIGHTS} insights, cached (HEAD and files unchanged)`,
      value: round(warm),
      unit: "ms",
      goal: `< ${GOAL_MS} ms`,
      met: warm < GOAL_MS,
      detail: `${round((warm / INSIGHTS) * 1000)} µs per insight; ${repo}; ${mix}`,
    },
    {
      name: `status check, ${INSIGHTS} insights, cold (git asked for all)`,
      value: round(cold),
      unit: "ms",
      goal: `< ${GOAL_MS} ms`,
      met: cold < GOAL_MS,
      detail: `${round((cold / INSIGHTS) * 1000)} µs per insight; ${repo}`,
    },
    {
      name: `status check, ${INSIGHTS} insights, one anchored file edited`,
      value: round(oneChanged),
      unit: "ms",
      goal: `< ${GOAL_MS} ms`,
      met: oneChanged < GOAL_MS,
      detail: "the edit and the check; only the changed file's anchors are asked of git again",
    },
  ];
}
