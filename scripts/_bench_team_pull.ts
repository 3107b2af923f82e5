/**
 * The client side of a large pull (called by `_bench_team_scale.ts`): the real `ctx pull` (a
 * child process running `main.ts`) of a project of 100k insights from a server on 127.0.0.1,
 * first from nothing (time, and the child's peak RSS read from /proc), then again with nothing
 * new (one request from the kept cursor; the time includes starting the process).
 */
import { join } from "node:path";
import type { Figure } from "./_bench_core.ts";
import { RUNTIME_FLAGS } from "../src/cli/launcher.ts";

const MAIN_TS = new URL("../main.ts", import.meta.url).pathname;

/** The project id the clone made here resolves to (its git remote). */
export const PULLED_PROJECT = "github.com-bench-pulled";

export async function benchClientPull(
  options: { url: string; key: string; insights: number; label: string; tmp: string },
): Promise<Figure[]> {
  const home = join(options.tmp, "puller");
  const clone = join(home, "pulled");
  await Deno.mkdir(clone, { recursive: true });
  await git(clone, "init", "-q");
  await git(clone, "remote", "add", "origin", "git@github.com:bench/pulled.git");
  const env = {
    HOME: home,
    CTX_HOME: join(home, "ctx-home"),
    CTX_API_URL: options.url,
    CTX_API_KEY: options.key,
    CTX_KEYCHAIN: "off",
    GIT_CONFIG_NOSYSTEM: "1",
    NO_COLOR: "1",
    PATH: Deno.env.get("PATH") ?? "",
    DENO_DIR: Deno.env.get("DENO_DIR") ?? join(Deno.env.get("HOME") ?? "/root", ".cache", "deno"),
  };
  const first = await pull(clone, env);
  const again: number[] = [];
  let last = first;
  for (let i = 0; i < 5; i++) {
    last = await pull(clone, env);
    again.push(last.ms);
  }
  again.sort((a, b) => a - b);
  const start = await startup(env);
  return [
    {
      name: `ctx pull of a ${
        count(options.insights)
      }-insight project, first time (${options.label})`,
      value: Math.round(first.ms / 100) / 10,
      unit: "s",
      goal: "client peak RSS ≤ 150 MB, every insight kept",
      met: first.peakMb <= 150 && first.insights === options.insights,
      detail: `peak RSS ${first.peakMb} MB; ${first.insights} insights in ${first.pages} pages`,
    },
    {
      name: `ctx pull with nothing new at ${count(options.insights)} (${options.label})`,
      value: again[Math.floor(again.length / 2)]!,
      unit: "ms median",
      goal: "one request whatever the size (the process start is most of it)",
      met: last.pages === 1 && last.insights === options.insights,
      detail: `${again.join(", ")} ms over ${again.length} runs; ctx --version alone: ${start} ms`,
    },
  ];
}

async function pull(clone: string, env: Record<string, string>) {
  const started = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--quiet", ...RUNTIME_FLAGS, MAIN_TS, "pull", "--json"],
    cwd: clone,
    env,
    clearEnv: true,
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let peakKb = 0;
  const watch = setInterval(() => {
    try {
      const status = Deno.readTextFileSync(`/proc/${child.pid}/status`);
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // Gone already.
    }
  }, 50);
  const out = await child.output();
  clearInterval(watch);
  const ms = Math.round(performance.now() - started);
  if (out.code !== 0) {
    throw new Error(`ctx pull failed: ${new TextDecoder().decode(out.stderr).slice(0, 500)}`);
  }
  const report = JSON.parse(new TextDecoder().decode(out.stdout)).projects[0];
  return { ms, peakMb: Math.round(peakKb / 1024), insights: report.insights, pages: report.pages };
}

/** How long starting the CLI takes on its own (what a no-change pull cannot go under). */
async function startup(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--quiet", ...RUNTIME_FLAGS, MAIN_TS, "--version"],
    env,
    clearEnv: true,
    stdout: "null",
    stderr: "null",
  }).output();
  return Math.round(performance.now() - started);
}

async function git(dir: string, ...args: string[]): Promise<void> {
  const out = await new Deno.Command("git", { args: ["-C", dir, ...args] }).output();
  if (out.code !== 0) throw new Error(`git ${args.join(" ")} failed`);
}

/** 100k, 1M: a count as the figures name it. */
export function count(n: number): string {
  return n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n);
}
