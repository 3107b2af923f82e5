/**
 * `GET /api/search` on both storages (FTS5 on SQLite, full-text search on PostgreSQL): every
 * word required, stemmed, scoped to the key's team, deleted insights left out, bounded, and a
 * query validated before it reaches the database.
 */
import assert from "node:assert/strict";
import { contract } from "./_contract.ts";

const INSIGHTS = [
  ["bug", "Connection pool exhausted", "Requests queue when the pool is smaller than the workers"],
  ["fix", "Cache invalidation on deploy", "Caching layer kept stale templates after a deploy"],
  ["gotcha", "Timezone of cron jobs", "Cron runs in UTC on the build machines"],
  ["decision", "Pool size per worker", "Size the connection pool to twice the worker count"],
] as const;

function body(projectId: string, rows: ReadonlyArray<readonly [string, string, string]>) {
  return {
    project_id: projectId,
    insights: rows.map(([type, title, summary]) => ({ type, title, summary, tags: ["ops"] })),
  };
}

const titles = (answer: { json: { results: Array<{ title: string }> } }) =>
  answer.json.results.map((r) => r.title);

contract("search finds insights holding every word, stemmed, best first", async (h) => {
  const { key } = await h.team("acme");
  await h.call("POST", "/api/insights", key, body("p1", INSIGHTS));
  const pool = await h.call("GET", "/api/search?q=pool", key);
  assert.equal(pool.status, 200);
  assert.deepEqual(
    new Set(titles(pool)),
    new Set(["Connection pool exhausted", "Pool size per worker"]),
  );
  // Every word is required; "caching" and "cached" find "cache"; case does not matter.
  assert.deepEqual(titles(await h.call("GET", "/api/search?q=POOL%20workers%20size", key)), [
    "Pool size per worker",
  ]);
  assert.deepEqual(titles(await h.call("GET", "/api/search?q=cached", key)), [
    "Cache invalidation on deploy",
  ]);
  // Punctuation separates words and is never query syntax (no negation, no prefix, no phrase).
  assert.deepEqual(titles(await h.call("GET", '/api/search?q="cron" (utc*) -deploy', key)), []);
  assert.deepEqual(titles(await h.call("GET", "/api/search?q=cron:utc", key)), [
    "Timezone of cron jobs",
  ]);
  const result = (await h.call("GET", "/api/search?q=cron", key)).json.results[0];
  assert.deepEqual(Object.keys(result).sort(), [
    "content_hash",
    "contributor",
    "created_at",
    "file",
    "id",
    "posted_by",
    "project_id",
    "source_ide",
    "summary",
    "tags",
    "title",
    "type",
  ]);
  assert.deepEqual(titles(await h.call("GET", "/api/search?q=nothing%20matches", key)), []);
});

contract(
  "search stays in the key's team, can keep to a project, and leaves out deletions",
  async (h) => {
    const acme = await h.team("acme");
    const globex = await h.team("globex");
    await h.call("POST", "/api/insights", acme.key, body("p1", INSIGHTS.slice(0, 2)));
    await h.call("POST", "/api/insights", acme.key, body("p2", INSIGHTS.slice(3)));
    await h.call("POST", "/api/insights", globex.key, body("p1", INSIGHTS));
    assert.deepEqual(titles(await h.call("GET", "/api/search?q=cron", acme.key)), []);
    assert.equal((await h.call("GET", "/api/search?q=pool", acme.key)).json.results.length, 2);
    assert.deepEqual(titles(await h.call("GET", "/api/search?q=pool&project_id=p2", acme.key)), [
      "Pool size per worker",
    ]);
    await h.storage.deleteInsights({ teamId: acme.teamId, projectId: "p2" });
    assert.deepEqual(titles(await h.call("GET", "/api/search?q=pool", acme.key)), [
      "Connection pool exhausted",
    ]);
    // Pushed again, it is found again.
    await h.call("POST", "/api/insights", acme.key, body("p2", INSIGHTS.slice(3)));
    assert.equal((await h.call("GET", "/api/search?q=pool", acme.key)).json.results.length, 2);
    const audit = await h.storage.auditEvents({ teamId: acme.teamId, action: "search", limit: 10 });
    assert.equal(audit.length, 5);
    assert.deepEqual(audit[0]!.detail, { results: 2 });
    assert.equal(audit[0]!.address, "192.0.2.7");
  },
);

contract("search answers at most limit results (20 by default, 50 at most)", async (h) => {
  const { key } = await h.team("acme");
  const many = Array.from({ length: 60 }, (_, i) => ["note", `Pool note ${i}`, "pool"] as const);
  await h.call("POST", "/api/insights", key, body("p1", many));
  assert.equal((await h.call("GET", "/api/search?q=pool", key)).json.results.length, 20);
  assert.equal((await h.call("GET", "/api/search?q=pool&limit=50", key)).json.results.length, 50);
  assert.equal((await h.call("GET", "/api/search?q=pool&limit=51", key)).status, 400);
});

contract(
  "a query that is empty, too long, only punctuation or with control characters is a 400",
  async (h) => {
    const { key } = await h.team("acme");
    for (
      const q of ["", "%20%20", "x".repeat(201), "%2B%2B%2B", "pool%0Aworker", "a%1B%5B31m"]
    ) {
      const answer = await h.call("GET", `/api/search?q=${q}`, key);
      assert.equal(answer.status, 400, q);
      assert.match(answer.json.error.message, /^Invalid query: q: /, q);
    }
    assert.equal((await h.call("GET", "/api/search", key)).status, 400);
    assert.equal((await h.call("GET", "/api/search?q=pool&project_id=..", key)).status, 400);
    // A key is needed, as for every /api call.
    assert.equal((await h.call("GET", "/api/search?q=pool", "ctxt_" + "x".repeat(40))).status, 401);
  },
);
