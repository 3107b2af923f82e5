/**
 * The team server at an organisation's scale, on SQLite and on PostgreSQL (called by
 * `scripts/bench.ts`): a project of `big` insights (1M by default) and one of 100k, generated
 * in the database itself (one INSERT … SELECT over a series: no request per row), then measured
 * through a real server on 127.0.0.1:
 *
 * - the full listing of the 100k project (`/api/changes` page after page): time and bytes;
 * - a no-change incremental listing of the big project (its latest cursor): p50/p95;
 * - server search over the big team: p95 of two-word and one-word queries;
 * - the real `ctx pull` of the 100k project, first time and with nothing new
 *   (`_bench_team_pull.ts`).
 */
import { TeamStore } from "../src/team/_storage.ts";
import type { SqliteSql } from "../src/team/_sql.ts";
import { serveTeam } from "../src/team/server.ts";
import type { Figure } from "./_bench_core.ts";
import { benchClientPull, count, PULLED_PROJECT } from "./_bench_team_pull.ts";

/** Words the generated insights are made of: 200 of them, so a word is in about 1 insight in 40. */
const WORDS = (
  "cache pool worker queue deploy schema index cursor migration timeout retry token " +
  "session socket thread lock mutex buffer stream parser config secret header proxy " +
  "bundle compile module import export route handler request response status error " +
  "panic crash leak memory disk network latency throughput batch page limit quota " +
  "backup restore replica shard cluster node service container image volume mount " +
  "kernel signal process child pipe file folder path symlink permission owner group " +
  "encoding unicode emoji locale timezone clock date cron job scheduler trigger event " +
  "webhook callback promise future async await loop tick timer interval debounce " +
  "throttle backoff jitter circuit breaker fallback default override flag option " +
  "argument parameter variable constant literal string number boolean array object " +
  "map set list tree graph edge vertex hash digest signature certificate key vault " +
  "login logout password email user admin role policy audit log trace metric alert " +
  "dashboard chart report upload download sync merge rebase branch cherry " +
  "commit tag release version semver changelog license readme docs test mock stub " +
  "fixture snapshot coverage lint format typecheck build pipeline runner agent " +
  "compiler linker loader plugin adapter driver client server gateway balancer " +
  "firewall tunnel vpn dns resolver registry package dependency lockfile vendor " +
  "monorepo workspace sandbox profile benchmark regression flaky deadlock starvation"
).split(/\s+/);
if (WORDS.length !== 200) {
  throw new Error(`the benchmark's vocabulary has ${WORDS.length} words, not 200`);
}

export interface ScaleOptions {
  kind: "sqlite" | "postgres";
  /** SQLite file or postgres:// URL of an empty database. */
  db: string;
  /** Insights in the big project (1,000,000 by default). */
  big: number;
  /** Insights in the pulled project (100,000 by default). */
  pull: number;
  /** A scratch folder (the pulling client's home). */
  tmp: string;
}

export async function benchTeamScale(options: ScaleOptions): Promise<Figure[]> {
  const storage = await TeamStore.open(options.db);
  const server = await serveTeam({
    port: 0,
    hostname: "127.0.0.1",
    storage,
    rateLimit: null,
    requestLog: undefined,
  });
  try {
    const { key, team, keyId } = await storage.createTeam("scale", {
      limits: { insights: options.big + options.pull + 10 },
    });
    const started = performance.now();
    await generate(storage, team.id, keyId, "big", options.big);
    await generate(storage, team.id, keyId, PULLED_PROJECT, options.pull);
    await analyze(storage);
    const generateSeconds = (performance.now() - started) / 1000;
    const get = async (path: string) => {
      const response = await fetch(`${server.url}${path}`, {
        headers: { authorization: `Bearer ${key}` },
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return { bytes: bytes.byteLength, json: JSON.parse(new TextDecoder().decode(bytes)) };
    };
    const label = `${options.kind}, ${count(options.big)} + ${count(options.pull)} insights`;
    return [
      await fullListing(get, options, label, generateSeconds),
      await noChange(get, options, label, await storage.cursorEpoch()),
      await search(get, options, label),
      ...await benchClientPull({
        url: server.url,
        key,
        insights: options.pull,
        label,
        tmp: options.tmp,
      }),
    ];
  } finally {
    await server.shutdown();
    await storage.close();
  }
}

type Get = (path: string) => Promise<{ bytes: number; json: Record<string, unknown> }>;

async function fullListing(
  get: Get,
  options: ScaleOptions,
  label: string,
  generateSeconds: number,
): Promise<Figure> {
  let cursor = "";
  let bytes = 0;
  let pages = 0;
  let changes = 0;
  const started = performance.now();
  for (;;) {
    const page = await get(
      `/api/changes?project_id=${PULLED_PROJECT}${cursor ? `&cursor=${cursor}` : ""}`,
    );
    bytes += page.bytes;
    pages++;
    changes += (page.json.changes as unknown[]).length;
    cursor = String(page.json.cursor);
    if (!page.json.more) break;
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    name: `team pull of a ${count(options.pull)}-insight project, server side (${label})`,
    value: Math.round(seconds * 100) / 100,
    unit: "s",
    goal: "every insight listed once (the client: the ctx pull figures below)",
    met: changes === options.pull,
    detail: `${changes} changes in ${pages} pages, ${(bytes / 1e6).toFixed(1)} MB; ` +
      `generated in ${Math.round(generateSeconds)} s`,
  };
}

async function noChange(
  get: Get,
  options: ScaleOptions,
  label: string,
  epoch: string,
): Promise<Figure> {
  // The cursor a member holds once up to date: the project's last change.
  const cursor = `${epoch}.${options.big}`;
  const times = await timed(30, async () => {
    const page = await get(`/api/changes?project_id=big&cursor=${cursor}`);
    if ((page.json.changes as unknown[]).length !== 0) throw new Error("changes after the end");
  });
  return {
    name: `team no-change incremental listing at ${count(options.big)} (${label})`,
    value: percentile(times, 0.95),
    unit: "ms p95",
    goal: "≤ 100 ms",
    met: percentile(times, 0.95) <= 100,
    detail: `p50 ${
      percentile(times, 0.5)
    } ms over ${times.length} requests (HTTP, key check, audit)`,
  };
}

async function search(get: Get, options: ScaleOptions, label: string): Promise<Figure> {
  let results = 0;
  let i = 0;
  const times = await timed(40, async () => {
    // Two words in most queries (as people search), one word in every fourth (many matches).
    const a = WORDS[(i * 37) % WORDS.length]!;
    const b = WORDS[(i * 53 + 11) % WORDS.length]!;
    const q = i % 4 === 3 ? a : `${a} ${b}`;
    i++;
    const page = await get(`/api/search?q=${encodeURIComponent(q)}`);
    results += (page.json.results as unknown[]).length;
  });
  return {
    name: `team server search at ${count(options.big + options.pull)} (${label})`,
    value: percentile(times, 0.95),
    unit: "ms p95",
    goal: "measured (the issue sets no target); results found",
    met: results > 0,
    detail: `p50 ${percentile(times, 0.5)} ms; ${results} results over ${times.length} queries`,
  };
}

/**
 * `n` insights in `project`, made by the database from a series: realistic lengths (a title of
 * a few words, a summary of about 250 characters) and a vocabulary of 200 words.
 */
async function generate(
  storage: TeamStore,
  teamId: string,
  keyId: number,
  project: string,
  n: number,
): Promise<void> {
  const sql = storage.sql;
  const now = new Date().toISOString();
  await sql.run(
    "INSERT INTO projects (team_id, project_id, display_name, created_at) VALUES (?, ?, ?, ?)",
    [teamId, project, project, now],
  );
  const pg = sql.dialect === "postgres";
  // PostgreSQL indexes an array; SQLite cuts the word out of a string of 12-character cells.
  const word = (expr: string) =>
    pg
      ? `(string_to_array(?::text, ','))[1 + ((${expr}) % 200)]`
      : `rtrim(substr(?, 1 + ((${expr}) % 200) * 12, 12))`;
  const words = pg ? WORDS.join(",") : WORDS.map((w) => w.padEnd(12)).join("");
  const w = (expr: string) => ({ sql: word(expr), param: words });
  const parts = [w("i"), w("i * 7 + 3"), w("i * 13 + 5"), w("i * 17 + 1"), w("i * 31 + 9")];
  const title = `'Gotcha ' || i || ': ' || ${parts[0]!.sql} || ' and ' || ${parts[1]!.sql}`;
  const summary = `'When the ' || ${parts[2]!.sql} || ' meets the ' || ${parts[3]!.sql} || ` +
    `', requests queue behind each other and time out under load; the fix was to size the ' || ` +
    `${parts[4]!.sql} || ' for the worker count and retry with backoff (' || i || ').'`;
  const select = `SELECT 'ti_gen_${project}_' || i, ?, ?, '${project}:' || i, i, 'gotcha',
      ${title}, ${summary}, '["bench"]', 'src/module_' || (i % 10) || '.ts', 'claude-code',
      'member ' || (i % 50), ?, ?`;
  const columns = "id, team_id, project_id, content_hash, change_seq, type, title, summary, " +
    "tags, file, source_ide, contributor, created_at, key_id";
  const params = [teamId, project, ...parts.slice(0, 2).map((p) => p.param)];
  const more = [...parts.slice(2).map((p) => p.param), now, keyId];
  if (pg) {
    await sql.run(
      `INSERT INTO insights (${columns}) ${select} FROM generate_series(1, ${n}) AS g(i)`,
      [...params, ...more],
    );
  } else {
    (sql as SqliteSql).transactionSync(() =>
      (sql as SqliteSql).db.prepare(
        `WITH RECURSIVE series(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM series WHERE i < ${n})
         INSERT INTO insights (${columns}) ${select} FROM series`,
      ).run(...params, ...more)
    );
  }
  await sql.run(
    "UPDATE projects SET next_seq = ?, insight_count = ? WHERE team_id = ? AND project_id = ?",
    [n + 1, n, teamId, project],
  );
  await sql.run(
    "UPDATE teams SET insight_count = insight_count + ?, project_count = project_count + 1 WHERE id = ?",
    [n, teamId],
  );
}

/** Fresh statistics for the query planners, as a real database gathers over time. */
async function analyze(storage: TeamStore): Promise<void> {
  await storage.sql.run("ANALYZE");
}

async function timed(times: number, fn: () => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await fn();
    out.push(performance.now() - started);
  }
  return out;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;
  return Math.round(value * 10) / 10;
}
