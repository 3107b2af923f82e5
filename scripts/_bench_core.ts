/**
 * Benchmarks of the core pipeline (issue "Core"): parse + clean + redact throughput against the
 * JSON.parse floor, pipeline efficiency against the ideal, and the no-op rerun.
 * Each generates its own data in a temp dir.
 */
import { join } from "node:path";
import { loadConfig } from "../src/config/mod.ts";
import type { Deps } from "../src/deps.ts";
import { memoryOutput } from "../src/output.ts";
import { runCommand } from "../src/process.ts";
import { distillProject } from "../src/distill/mod.ts";
import { openProject } from "../src/store/mod.ts";
import type { SourceId } from "../src/types.ts";
import { encodeClaudeProjectDir } from "../src/assistants/claude-code/reader.ts";
import { DENO_RUN_FLAGS, RUNTIME_FLAGS } from "../src/cli/launcher.ts";

/** `deno run` arguments that start ctx as it ships: the bundle, with ctx's runtime flags. */
export function bundleArgs(...command: string[]): string[] {
  const bundle = join(import.meta.dirname!, "..", "dist", "ctx.js");
  return ["run", "-A", "--quiet", ...DENO_RUN_FLAGS, bundle, ...command];
}

export interface Figure {
  name: string;
  value: number;
  unit: string;
  goal: string;
  met: boolean;
  detail: string;
}

/** The fake vendor's counters, as last read from its worker. */
export interface FakeApiStats {
  calls: number;
  maxInFlight: number;
}

/**
 * A fake Messages API on 127.0.0.1 answering after `latencyMs`, in its own Worker (see
 * `_bench_server.ts`). `stats()` reads its call counters.
 */
export async function fakeMessagesApi(latencyMs: number) {
  const worker = new Worker(new URL("./_bench_server.ts", import.meta.url).href, {
    type: "module",
  });
  const ask = <T>(message: object) =>
    new Promise<T>((resolve) => {
      worker.onmessage = (event) => resolve(event.data as T);
      worker.postMessage(message);
    });
  const { port } = await ask<{ port: number }>({ cmd: "start", latencyMs });
  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => ask<FakeApiStats>({ cmd: "stats" }),
    close: async () => {
      await ask({ cmd: "stop" });
      worker.terminate();
    },
  };
}

/** One realistic exchange: prompt, thinking, tool call, big tool output, answer. */
function exchange(sessionId: string, cwd: string, i: number, bigOutput: string): string {
  const env = (type: string, extra: object) =>
    JSON.stringify({
      parentUuid: null,
      isSidechain: false,
      userType: "external",
      cwd,
      sessionId,
      version: "2.1.33",
      gitBranch: "main",
      type,
      uuid: `${sessionId}-${i}-${type}-${Math.random().toString(36).slice(2)}`,
      timestamp: "2026-11-01T10:00:00.000Z",
      ...extra,
    });
  const id = `msg_${i}`;
  return [
    env("user", {
      message: { role: "user", content: `Question ${i}: why does the build fail with ERR_${i}?` },
    }),
    env("assistant", {
      message: {
        id,
        role: "assistant",
        content: [{ type: "thinking", thinking: "Let me think. ".repeat(30), signature: "s" }],
      },
    }),
    env("assistant", {
      message: {
        id,
        role: "assistant",
        content: [{ type: "tool_use", id: `t${i}`, name: "Bash", input: { command: "npm test" } }],
      },
    }),
    env("user", {
      message: {
        role: "user",
        content: [{
          type: "tool_result",
          tool_use_id: `t${i}`,
          content: bigOutput,
          is_error: i % 7 === 0,
        }],
      },
    }),
    env("assistant", {
      message: {
        id: `${id}b`,
        role: "assistant",
        content: [{ type: "text", text: `The cause was ${i}; fixed in src/x${i}.ts. `.repeat(5) }],
      },
    }),
  ].join("\n") + "\n";
}

/** Write a Claude Code session of about `bytes` bytes; returns its path. */
export async function writeBigSession(
  dir: string,
  cwd: string,
  id: string,
  bytes: number,
): Promise<string> {
  const folder = join(dir, ".claude", "projects", encodeClaudeProjectDir(cwd));
  await Deno.mkdir(folder, { recursive: true });
  const path = join(folder, `${id}.jsonl`);
  const file = await Deno.open(path, { write: true, create: true, truncate: true });
  const encoder = new TextEncoder();
  const output = "line of compiler output: src/module/file.ts(12,5): warning\n".repeat(40);
  let written = 0;
  let i = 0;
  let batch = "";
  // Stop at the first exchange that reaches the size (batch.length counts UTF-16 units; the
  // text is ASCII, so it is the byte count too).
  while (written + batch.length < bytes) {
    batch += exchange(id, cwd, i++, output);
    if (batch.length > 1 << 20) {
      const data = encoder.encode(batch);
      await file.write(data);
      written += data.length;
      batch = "";
    }
  }
  if (batch) await file.write(encoder.encode(batch));
  file.close();
  return path;
}

/** Open the project of `folder` (its `.ctx/` store) and distill it, as `ctx init --local` does. */
export async function distillFolder(
  deps: Deps,
  folder: string,
  sources: "all" | SourceId[],
): ReturnType<typeof distillProject> {
  const project = await openProject(deps, folder, { from: "--project", local: true });
  return await distillProject(deps, { project, sources });
}

export function benchDeps(env: Record<string, string>, cwd: string): Deps {
  const config = loadConfig(env, { os: Deno.build.os });
  return {
    config,
    cwd,
    output: memoryOutput(),
    fetch: globalThis.fetch,
    now: () => new Date(),
    run: runCommand,
    self: { command: Deno.execPath(), args: [] },
    signal: new AbortController().signal,
    host: Deno.hostname(),
    pid: Deno.pid,
    readStdin: () => Promise.resolve(""),
  };
}

/** Run `scripts/_bench_child.ts <mode> <file> <cwd>` in its own process: isolated peak memory. */
export async function child(
  mode: string,
  file: string,
  cwd: string,
): Promise<{ ms: number; cpuMs: number; peakRssMb: number; chars: number; skipped: number }> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      // ctx's part runs as every ctx process does; the floor with V8's defaults (its fastest).
      ...(mode === "floor" ? [] : RUNTIME_FLAGS),
      join(import.meta.dirname!, "_bench_child.ts"),
      mode,
      file,
      cwd,
    ],
    stdout: "piped",
    stderr: "inherit",
  }).output();
  if (!out.success) throw new Error(`bench child ${mode} failed`);
  return JSON.parse(new TextDecoder().decode(out.stdout));
}

export async function benchThroughput(tmp: string, sizeMb: number): Promise<Figure[]> {
  const cwd = "/bench/project";
  const path = await writeBigSession(tmp, cwd, "big-session", sizeMb * 1024 * 1024);
  const size = (await Deno.stat(path)).size / (1024 * 1024);
  // Three alternating runs of each; the best time of each (the least disturbed by other work on
  // a shared machine) and the median peak memory.
  type Run = { ms: number; cpuMs: number; peakRssMb: number };
  const floors: Run[] = [];
  const ourRuns: Run[] = [];
  for (let i = 0; i < 3; i++) {
    floors.push(await child("floor", path, cwd));
    ourRuns.push(await child("pipeline", path, cwd));
  }
  const best = (runs: Run[]) => ({
    ms: Math.min(...runs.map((r) => r.ms)),
    cpuMs: Math.min(...runs.map((r) => r.cpuMs)),
    peakRssMb: runs.map((r) => r.peakRssMb).sort((a, b) => a - b)[1]!,
  });
  const floor = best(floors);
  const ours = best(ourRuns);
  const floorMbs = size / (floor.ms / 1000);
  const oursMbs = size / (ours.ms / 1000);
  const ratio = oursMbs / floorMbs;
  return [
    {
      name: "parse+clean+redact throughput",
      value: round(oursMbs),
      unit: "MB/s",
      goal: ">= 0.8x JSON.parse floor (issue 24)",
      met: ratio >= 0.8,
      // CPU time too: on a loaded machine the wall-clock ratio moves with the other work.
      detail: `${round(size)} MB session; floor ${round(floorMbs)} MB/s; ratio ${
        round(ratio)
      } (best of 3 each); CPU ${Math.round(ours.cpuMs)} ms vs the floor's ${
        Math.round(floor.cpuMs)
      } ms, ratio ${round(floor.cpuMs / ours.cpuMs)}`,
    },
    {
      name: "parse peak memory (RSS)",
      value: round(ours.peakRssMb),
      unit: "MB",
      goal: "<= 250 MB",
      met: ours.peakRssMb <= 250,
      detail: `median of 3; the floor loop peaked at ${round(floor.peakRssMb)} MB`,
    },
  ];
}

export async function benchPipeline(tmp: string): Promise<Figure[]> {
  const home = join(tmp, "pipeline-home");
  const cwd = join(tmp, "pipeline-project");
  await Deno.mkdir(cwd, { recursive: true });
  for (let i = 0; i < 64; i++) await writeBigSession(home, cwd, `p-${i}`, 200_000);
  const api = await fakeMessagesApi(250);
  try {
    const deps = benchDeps({
      HOME: home,
      CTX_HOME: join(tmp, "pipeline-ctx"),
      VENDORA_API_KEY: "bench-key",
      VENDORA_BASE_URL: api.url,
      CTX_CONCURRENCY: "8",
      PATH: "",
    }, cwd);
    const t0 = performance.now();
    const report = await distillFolder(deps, cwd, ["claude-code"]);
    const ms = performance.now() - t0;
    const ratio = ms / 2000;
    const { calls, maxInFlight } = await api.stats();
    return [{
      name: "pipeline wall time (64 sessions, 250 ms latency, 8 in flight)",
      value: Math.round(ms),
      unit: "ms",
      goal: "<= 1.15x ideal 2000 ms, <= 8 in flight",
      met: ratio <= 1.15 && maxInFlight <= 8 && report.distilled === 64,
      detail: `ratio ${
        round(ratio)
      }; max in flight ${maxInFlight}; ${report.distilled} distilled, ${calls} calls`,
    }];
  } finally {
    await api.close();
  }
}

export async function benchNoopRerun(tmp: string, sessions = 1000): Promise<Figure[]> {
  const home = join(tmp, "noop-home");
  const cwd = join(tmp, "noop-project");
  await Deno.mkdir(cwd, { recursive: true });
  for (let i = 0; i < sessions; i++) await writeBigSession(home, cwd, `n-${i}`, 3_000);
  const api = await fakeMessagesApi(0);
  try {
    const env = {
      HOME: home,
      CTX_HOME: join(tmp, "noop-ctx"),
      VENDORA_API_KEY: "bench-key",
      VENDORA_BASE_URL: api.url,
      CTX_CONCURRENCY: "8",
      PATH: "",
    };
    const first = await distillFolder(benchDeps(env, cwd), cwd, ["claude-code"]);
    const callsBefore = (await api.stats()).calls;
    const t0 = performance.now();
    const rerun = await distillFolder(benchDeps(env, cwd), cwd, ["claude-code"]);
    const ms = performance.now() - t0;
    const calls = (await api.stats()).calls - callsBefore;
    return [{
      name: `no-op rerun over ${sessions} processed sessions`,
      value: Math.round(ms),
      unit: "ms",
      goal: "<= 500 ms, 0 model calls",
      met: ms <= 500 && calls === 0 && rerun.unchanged === sessions,
      detail:
        `${first.distilled} distilled first; rerun: ${rerun.unchanged} unchanged, ${calls} calls`,
    }];
  } finally {
    await api.close();
  }
}

export function round(n: number): number {
  return Math.round(n * 100) / 100;
}
