/**
 * Team server load check, called by `scripts/bench.ts`: many concurrent members pushing to one
 * in-process server on 127.0.0.1 (real socket, real SQLite file), then every member replaying its
 * first push to prove that nothing is stored twice.
 */
import { join } from "node:path";
import { TeamStore } from "../src/team/_storage.ts";
import { serveTeam } from "../src/team/server.ts";

export interface TeamLoadOptions {
  /** Concurrent clients, each with its own member key. Default 50. */
  clients?: number;
  /** Pushes per client, one after the other. Default 20. */
  pushesPerClient?: number;
  /** Insights per push. Default 50. */
  insightsPerPush?: number;
  /** Database file or postgres:// URL; default a temporary SQLite file, removed afterwards. */
  dbPath?: string;
}

export interface TeamLoadResult {
  insightsPerSecond: number;
  /** 95th percentile of push latency, in milliseconds. */
  p95Ms: number;
  /** Insights in the database after the run (and the replay). */
  stored: number;
  /** clients × pushesPerClient × insightsPerPush. */
  expected: number;
  /** Every push answered 200, every insight stored once, the replay inserted nothing. */
  exactlyOnce: boolean;
  requests: number;
  durationMs: number;
  failures: number;
}

/** Run the load and measure it. */
export async function teamLoad(options: TeamLoadOptions = {}): Promise<TeamLoadResult> {
  const clients = options.clients ?? 50;
  const pushes = options.pushesPerClient ?? 20;
  const perPush = options.insightsPerPush ?? 50;
  const expected = clients * pushes * perPush;
  const tmp = options.dbPath ? undefined : await Deno.makeTempDir({ prefix: "ctx-bench-team-" });
  const storage = await TeamStore.open(options.dbPath ?? join(tmp!, "team-server.sqlite"));
  const server = await serveTeam({ port: 0, hostname: "127.0.0.1", storage, rateLimit: null });
  try {
    const { team } = await storage.createTeam(`load-${crypto.randomUUID().slice(0, 8)}`, {
      limits: { insights: expected * 2, members: clients + 1 },
    });
    const keys: string[] = [];
    for (let c = 0; c < clients; c++) keys.push((await storage.addKey(team.id)).key);

    const latencies: number[] = [];
    let inserted = 0;
    let failures = 0;
    const push = async (key: string, body: string) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/insights`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body,
      });
      const result = await response.json() as { inserted?: number };
      return { ms: performance.now() - started, ok: response.ok, inserted: result.inserted ?? 0 };
    };

    const startedAt = performance.now();
    await Promise.all(keys.map(async (key, c) => {
      for (let p = 0; p < pushes; p++) {
        const r = await push(key, pushBody(c, p, perPush));
        latencies.push(r.ms);
        inserted += r.inserted;
        if (!r.ok) failures++;
      }
    }));
    const durationMs = performance.now() - startedAt;

    // The replay: every member sends its first push again. Nothing new may be stored.
    const replays = await Promise.all(keys.map((key, c) => push(key, pushBody(c, 0, perPush))));
    const replayInserted = replays.reduce((n, r) => n + r.inserted, 0);
    failures += replays.filter((r) => !r.ok).length;

    const counts = await storage.countInsights(team.id);
    latencies.sort((a, b) => a - b);
    const p95 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.95) - 1)] ??
      0;
    return {
      insightsPerSecond: Math.round(expected / (durationMs / 1000)),
      p95Ms: Math.round(p95 * 10) / 10,
      stored: counts.rows,
      expected,
      exactlyOnce: failures === 0 && inserted === expected && replayInserted === 0 &&
        counts.rows === expected && counts.distinct === expected,
      requests: clients * pushes + clients,
      durationMs: Math.round(durationMs),
      failures,
    };
  } finally {
    await server.shutdown();
    await storage.close();
    if (tmp) await Deno.remove(tmp, { recursive: true }).catch(() => {});
  }
}

function pushBody(client: number, push: number, count: number): string {
  return JSON.stringify({
    project_id: `bench-project-${client % 5}`,
    project_display_name: "bench",
    source_ide: "claude-code",
    contributor: `member ${client}`,
    insights: Array.from({ length: count }, (_, i) => ({
      type: "gotcha",
      title: `Client ${client} push ${push} insight ${i}`,
      summary: `A realistic summary of a finding, about two hundred characters long: connection ` +
        `pools must be sized for the worker count, or requests queue behind each other (${client}/${push}/${i}).`,
      tags: ["bench", "pool"],
      file: `src/module_${i % 10}.ts`,
    })),
  });
}

if (import.meta.main) {
  console.log(JSON.stringify(await teamLoad(), null, 2));
}
