/**
 * PostgreSQL for the benchmarks: the cluster named by `CTX_BENCH_PG_URL` (or the tests'
 * `CTX_TEST_PG_URL`), else a throwaway one started with `.ci/pg` (PostgreSQL's default
 * durability, unlike the tests' cluster), and a fresh database per measure.
 */
import postgres from "postgres";
import { join } from "node:path";
import { ROOT } from "./_deno_graph.ts";

export interface BenchPostgres extends AsyncDisposable {
  /** A new empty database on the cluster; its URL. */
  database(): Promise<string>;
  /** Where the cluster came from, for the report. */
  origin: string;
}

export async function benchPostgres(): Promise<BenchPostgres> {
  const given = Deno.env.get("CTX_BENCH_PG_URL") || Deno.env.get("CTX_TEST_PG_URL");
  let dir: string | undefined;
  let url = given;
  if (!url) {
    dir = await Deno.makeTempDir({ prefix: "ctx-bench-pg-" });
    await Deno.chmod(dir, 0o755);
    const started = await new Deno.Command("bash", {
      args: [join(ROOT, ".ci", "pg"), "start", dir],
      env: { PG_DURABLE: "1" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    if (started.code !== 0) {
      throw new Error(`cannot start PostgreSQL: ${new TextDecoder().decode(started.stderr)}`);
    }
    url = new TextDecoder().decode(started.stdout).trim();
  }
  const made: string[] = [];
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  return {
    origin: given ? "the cluster of CTX_BENCH_PG_URL/CTX_TEST_PG_URL" : "a throwaway cluster",
    async database() {
      const name = `ctx_bench_${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
      await admin.unsafe(`CREATE DATABASE ${name}`);
      made.push(name);
      const target = new URL(url!);
      target.pathname = `/${name}`;
      return target.toString();
    },
    async [Symbol.asyncDispose]() {
      for (const name of made) {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      }
      await admin.end();
      if (dir) {
        await new Deno.Command("bash", { args: [join(ROOT, ".ci", "pg"), "stop", dir] }).output();
        await Deno.remove(dir, { recursive: true }).catch(() => {});
      }
    },
  };
}
