import assert from "node:assert/strict";
import { TeamStore } from "../../src/team/_storage.ts";
import { contentHash, type TeamStorage } from "../../src/team/_storage_types.ts";
import { createHandler, type HandlerDeps } from "../../src/team/server.ts";

const NOW = new Date("2025-03-01T12:00:00.000Z");

async function setup(options: Omit<HandlerDeps, "storage"> = {}) {
  const storage = await TeamStore.open(":memory:");
  const a = await storage.createTeam("acme", { now: NOW });
  const b = await storage.createTeam("globex", { now: NOW });
  const handler = createHandler({ storage, now: () => NOW, rateLimit: null, ...options });
  const call = async (
    method: string,
    path: string,
    init: {
      key?: string;
      body?: string | ReadableStream<Uint8Array>;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.key) headers.authorization = `Bearer ${init.key}`;
    const response = await handler(
      new Request(`http://team.test${path}`, { method, headers, body: init.body }),
    );
    return { status: response.status, headers: response.headers, json: await response.json() };
  };
  return { storage, handler, call, keyA: a.key, keyB: b.key, teamA: a.team, teamB: b.team };
}

function pushBody(projectId: string, titles: string[], extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    project_id: projectId,
    contributor: "Alice <alice@example.com>",
    source_ide: "claude-code",
    insights: titles.map((title) => ({
      type: "bug",
      title,
      summary: `Summary of ${title}`,
      tags: ["sqlite"],
      file: "src/db.ts",
    })),
    ...extra,
  });
}

Deno.test("createHandler() answers GET /healthz with ok and no key", async () => {
  const { call, storage } = await setup();
  const res = await call("GET", "/healthz");
  assert.equal(res.status, 200);
  assert.deepEqual(res.json, { ok: true });
  await storage.close();
});

Deno.test("createHandler() answers 404 for an unknown path and 405 with Allow for a wrong method", async () => {
  const { call, keyA, storage } = await setup();
  const missing = await call("GET", "/api/nothing", { key: keyA });
  assert.equal(missing.status, 404);
  assert.match(missing.json.error.message, /Not found/);
  const wrong = await call("DELETE", "/api/insights", { key: keyA });
  assert.equal(wrong.status, 405);
  assert.equal(wrong.headers.get("allow"), "GET, POST");
  assert.match(wrong.json.error.message, /Method DELETE not allowed/);
  await storage.close();
});

Deno.test("createHandler() answers 401 for a missing, malformed, unknown or revoked key", async () => {
  const { call, keyA, storage } = await setup();
  const unknownKey = "ctxt_" + "Z".repeat(40);
  // The real key with its last character changed (never to itself: keys are random).
  const altered = keyA.slice(0, -1) + (keyA.endsWith("x") ? "y" : "x");
  for (const key of [undefined, "not-a-key", unknownKey, altered]) {
    const res = await call("GET", "/api/teams/me", { key });
    assert.equal(res.status, 401, `key ${key === undefined ? "missing" : "bad"}`);
    assert.ok(res.json.error.message);
  }
  await storage.revokeKey(keyA.slice(0, 14));
  const revoked = await call("GET", "/api/teams/me", { key: keyA });
  assert.equal(revoked.status, 401);
  assert.equal(revoked.json.error.message, "Invalid or revoked team key");
  await storage.close();
});

Deno.test("createHandler() returns the team, plan and usage on GET /api/teams/me", async () => {
  const { call, keyA, teamA, storage } = await setup();
  await call("POST", "/api/insights", { key: keyA, body: pushBody("p1", ["One", "Two"]) });
  const res = await call("GET", "/api/teams/me", { key: keyA });
  assert.equal(res.status, 200);
  assert.deepEqual(res.json, {
    team_id: teamA.id,
    name: "acme",
    plan: "self-hosted",
    usage: {
      insights: 2,
      projects: 1,
      members: 1,
      limits: { insights: 1_000_000, projects: 10_000, members: 1_000 },
    },
    key: { id: (await storage.keysByLookup(keyA.slice(0, 12)))[0]!.id, label: "first key" },
  });
  await storage.close();
});

Deno.test("createHandler() stores a pushed insight once when it is pushed twice", async () => {
  const { call, keyA, storage } = await setup();
  const first = await call("POST", "/api/insights", {
    key: keyA,
    body: pushBody("p1", ["A", "B"]),
  });
  assert.equal(first.status, 200);
  assert.deepEqual(first.json, {
    inserted: 2,
    skipped: 0,
    total: 2,
    ids: [first.json.ids[0], first.json.ids[1]],
  });
  const again = await call("POST", "/api/insights", {
    key: keyA,
    body: pushBody("p1", ["A", "B", "C"], { contributor: "Bob" }),
  });
  // Each insight's server id, in the order of the request, new or already stored.
  assert.deepEqual(again.json, {
    inserted: 1,
    skipped: 2,
    total: 3,
    ids: [...first.json.ids, again.json.ids[2]],
  });
  const list = await call("GET", "/api/insights?project_id=p1", { key: keyA });
  assert.deepEqual(list.json.insights.map((i: { title: string }) => i.title), ["A", "B", "C"]);
  assert.deepEqual(list.json.insights[0], {
    id: list.json.insights[0].id,
    project_id: "p1",
    type: "bug",
    title: "A",
    summary: "Summary of A",
    tags: ["sqlite"],
    file: "src/db.ts",
    source_ide: "claude-code",
    contributor: "Alice <alice@example.com>",
    posted_by: {
      key_id: (await storage.keysByLookup(keyA.slice(0, 12)))[0]!.id,
      label: "first key",
    },
    created_at: NOW.toISOString(),
    // What a client compares with its own insights to know which are its own.
    content_hash: contentHash({
      type: "bug",
      title: "A",
      summary: "Summary of A",
      file: "src/db.ts",
    }),
  });
  assert.match(list.json.insights[0].id, /^ti_[0-9a-f]{24}$/);
  assert.equal(list.json.insights[0].id, first.json.ids[0]);
  await storage.close();
});

Deno.test("createHandler() keeps teams apart: a key neither reads nor writes another team's data", async () => {
  const { call, keyA, keyB, storage } = await setup();
  await call("POST", "/api/insights", { key: keyA, body: pushBody("shared", ["Secret plan"]) });
  const readB = await call("GET", "/api/insights?project_id=shared", { key: keyB });
  assert.deepEqual(readB.json, { insights: [], next_cursor: null });
  assert.deepEqual((await call("GET", "/api/projects", { key: keyB })).json, { projects: [] });
  // The same content pushed by team B is B's own row, not a duplicate of A's.
  const pushB = await call("POST", "/api/insights", {
    key: keyB,
    body: pushBody("shared", ["Secret plan"]),
  });
  assert.deepEqual({ ...pushB.json, ids: undefined }, {
    inserted: 1,
    skipped: 0,
    total: 1,
    ids: undefined,
  });
  const meA = await call("GET", "/api/teams/me", { key: keyA });
  assert.equal(meA.json.usage.insights, 1);
  const projectsA = await call("GET", "/api/projects", { key: keyA });
  assert.deepEqual(projectsA.json.projects.map((p: { insight_count: number }) => p.insight_count), [
    1,
  ]);
  await storage.close();
});

Deno.test("createHandler() answers 400 for malformed JSON and invalid fields and stores nothing", async () => {
  const { call, keyA, storage } = await setup();
  const bad = [
    "{not json",
    JSON.stringify({ project_id: "p1" }),
    JSON.stringify({
      project_id: "../etc",
      insights: [{ type: "bug", title: "t", summary: "s", tags: [] }],
    }),
    pushBody("p1", ["ok", "x".repeat(301)]),
    JSON.stringify({
      project_id: "p1",
      insights: [{ type: "bug", title: "t", summary: "s", tags: Array(21).fill("t") }],
    }),
    JSON.stringify({
      project_id: "p1",
      insights: [{ type: "rumour", title: "t", summary: "s", tags: [] }],
    }),
    pushBody("p1", Array.from({ length: 501 }, (_, i) => `t${i}`)),
  ];
  for (const body of bad) {
    const res = await call("POST", "/api/insights", { key: keyA, body });
    assert.equal(res.status, 400, body.slice(0, 60));
    assert.match(res.json.error.message, /^Invalid/);
  }
  assert.match(
    (await call("POST", "/api/insights", { key: keyA, body: bad[3] })).json.error.message,
    /insights\.1\.title/,
  );
  assert.equal((await call("GET", "/api/insights", { key: keyA })).status, 400);
  assert.deepEqual(await storage.countInsights((await storage.findTeam("acme")).id), {
    rows: 0,
    distinct: 0,
  });
  await storage.close();
});

Deno.test("createHandler() answers 413 by Content-Length and by counting a streamed body", async () => {
  const { call, keyA, storage } = await setup({ maxBodyBytes: 1000 });
  const big = pushBody("p1", Array.from({ length: 40 }, (_, i) => `title ${i}`));
  assert.ok(big.length > 1000);
  // Refused on the declared length alone, before reading (the body here is small).
  const declared = await call("POST", "/api/insights", {
    key: keyA,
    body: pushBody("p1", ["small"]),
    headers: { "content-length": "5000000" },
  });
  assert.equal(declared.status, 413);
  assert.match(declared.json.error.message, /too large/);
  // No Content-Length: a stream that lies by omission is counted while read.
  const bytes = new TextEncoder().encode(big);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 100) controller.enqueue(bytes.slice(i, i + 100));
      controller.close();
    },
  });
  const streamed = await call("POST", "/api/insights", { key: keyA, body: stream });
  assert.equal(streamed.status, 413);
  assert.deepEqual((await storage.countInsights((await storage.findTeam("acme")).id)).rows, 0);
  await storage.close();
});

Deno.test("createHandler() answers 429 with Retry-After when a key's bucket is empty", async () => {
  let nowMs = 1_000_000;
  const { call, keyA, keyB, storage } = await setup({
    rateLimit: { capacity: 2, refillPerSecond: 0.5 },
    nowMs: () => nowMs,
  });
  assert.equal((await call("GET", "/api/teams/me", { key: keyA })).status, 200);
  assert.equal((await call("GET", "/api/teams/me", { key: keyA })).status, 200);
  const limited = await call("GET", "/api/teams/me", { key: keyA });
  assert.equal(limited.status, 429);
  assert.equal(limited.headers.get("retry-after"), "2");
  assert.match(limited.json.error.message, /Too many requests/);
  // Another key has its own bucket.
  assert.equal((await call("GET", "/api/teams/me", { key: keyB })).status, 200);
  nowMs += 2000;
  assert.equal((await call("GET", "/api/teams/me", { key: keyA })).status, 200);
  await storage.close();
});

Deno.test("createHandler() answers 500 without a stack trace and logs the details", async () => {
  const real = await TeamStore.open(":memory:");
  const { key } = await real.createTeam("acme");
  const logged: string[] = [];
  const failing: TeamStorage = {
    keysByLookup: (lookup) => real.keysByLookup(lookup),
    teamMe: () => Promise.reject(new Error("disk I/O error at /var/lib/ctx/team-server.sqlite")),
    pushInsights: () => Promise.resolve({ inserted: 0, skipped: 0, total: 0 }),
    insightRows: () => Promise.resolve([]),
    changeRows: () => Promise.resolve([]),
    cursorEpoch: () => Promise.resolve("e"),
    listProjects: () => Promise.resolve([]),
    search: () => Promise.resolve([]),
    audit: () => Promise.resolve(),
  };
  const handler = createHandler({ storage: failing, rateLimit: null, log: (l) => logged.push(l) });
  const res = await handler(
    new Request("http://team.test/api/teams/me", { headers: { authorization: `Bearer ${key}` } }),
  );
  assert.equal(res.status, 500);
  const text = await res.text();
  assert.deepEqual(JSON.parse(text), { error: { message: "Internal server error" } });
  assert.doesNotMatch(text, /disk I\/O|at |\.ts/);
  assert.match(logged.join("\n"), /disk I\/O error/);
  real.close();
});

Deno.test("createHandler() keeps all or none of a push that would exceed the team's limit", async () => {
  const storage = await TeamStore.open(":memory:");
  const { key } = await storage.createTeam("small", { limits: { insights: 3, projects: 1 } });
  const handler = createHandler({ storage, rateLimit: null });
  const post = (body: string) =>
    handler(
      new Request("http://t/api/insights", {
        method: "POST",
        headers: { authorization: `Bearer ${key}` },
        body,
      }),
    );
  assert.equal((await post(pushBody("p1", ["a", "b"]))).status, 200);
  const over = await post(pushBody("p1", ["c", "d"]));
  assert.equal(over.status, 403);
  assert.match((await over.json()).error.message, /limit of 3 insights/);
  const otherProject = await post(pushBody("p2", ["e"]));
  assert.equal(otherProject.status, 403);
  await otherProject.body?.cancel();
  assert.deepEqual((await storage.countInsights((await storage.findTeam("small")).id)).rows, 2);
  await storage.close();
});

Deno.test("createHandler() pages GET /api/insights with after and filters with since", async () => {
  let now = new Date("2025-03-01T12:00:00.000Z");
  const { call, keyA, storage } = await setup();
  const handler = createHandler({ storage, now: () => now, rateLimit: null });
  const post = (titles: string[]) =>
    handler(
      new Request("http://t/api/insights", {
        method: "POST",
        headers: { authorization: `Bearer ${keyA}` },
        body: pushBody("p1", titles),
      }),
    ).then((r) => r.json());
  await post(["a", "b", "c"]);
  now = new Date("2025-03-02T12:00:00.000Z");
  await post(["d"]);
  const page1 = await call("GET", "/api/insights?project_id=p1&limit=2", { key: keyA });
  assert.deepEqual(page1.json.insights.map((i: { title: string }) => i.title), ["a", "b"]);
  assert.ok(page1.json.next_cursor);
  const page2 = await call(
    "GET",
    `/api/insights?project_id=p1&limit=2&after=${page1.json.next_cursor}`,
    {
      key: keyA,
    },
  );
  assert.deepEqual(page2.json.insights.map((i: { title: string }) => i.title), ["c", "d"]);
  assert.equal(page2.json.next_cursor, null);
  const since = await call("GET", "/api/insights?project_id=p1&since=2025-03-02T00:00:00Z", {
    key: keyA,
  });
  assert.deepEqual(since.json.insights.map((i: { title: string }) => i.title), ["d"]);
  await storage.close();
});

Deno.test("createHandler() ends a listing page at 1 MB or 1000 insights, and the cursors list each insight once", async () => {
  const { handler, keyA, storage, teamA } = await setup();
  const keyId = (await storage.listKeys(teamA.id))[0]!.id;
  // 300 insights of about 12 kB (CJK is 3 bytes a character), then 1,200 small ones.
  const big = Array.from({ length: 300 }, (_, i) => ({
    type: "note" as const,
    title: `big ${i}`,
    summary: "漢".repeat(4000),
    tags: [],
  }));
  const small = Array.from({ length: 1200 }, (_, i) => ({
    type: "note" as const,
    title: `small ${i}`,
    summary: "s",
    tags: [],
  }));
  for (const [project, insights] of [["big", big], ["small", small]] as const) {
    for (let at = 0; at < insights.length; at += 500) {
      await storage.pushInsights({ teamId: teamA.id, keyId }, {
        project_id: project,
        insights: insights.slice(at, at + 500),
      }, { now: NOW });
    }
  }
  const walk = async (project: string) => {
    const pages: Array<{ bytes: number; titles: string[] }> = [];
    let after = "";
    for (;;) {
      const response = await handler(
        new Request(`http://t/api/insights?project_id=${project}${after}`, {
          headers: { authorization: `Bearer ${keyA}` },
        }),
      );
      assert.equal(response.status, 200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const text = new TextDecoder().decode(bytes);
      const page = JSON.parse(text);
      // Streamed, and still exactly the JSON a whole page would give.
      assert.equal(text, JSON.stringify(page));
      pages.push({ bytes: bytes.byteLength, titles: page.insights.map((i: Titled) => i.title) });
      if (!page.next_cursor) return pages;
      after = `&after=${page.next_cursor}`;
    }
  };
  const bigPages = await walk("big");
  assert.deepEqual(bigPages.flatMap((p) => p.titles), big.map((i) => i.title));
  const oneInsight = 12_300;
  assert.ok(bigPages.length >= 4, `${bigPages.length} pages`);
  for (const page of bigPages.slice(0, -1)) {
    assert.ok(page.bytes >= 1_000_000 && page.bytes < 1_000_000 + oneInsight, `${page.bytes}`);
  }
  const smallPages = await walk("small");
  assert.deepEqual(smallPages.map((p) => p.titles.length), [1000, 200]);
  assert.deepEqual(smallPages.flatMap((p) => p.titles), small.map((i) => i.title));
  // A larger page cannot be asked for.
  const tooMany = await handler(
    new Request("http://t/api/insights?project_id=small&limit=5000", {
      headers: { authorization: `Bearer ${keyA}` },
    }),
  );
  assert.equal(tooMany.status, 400);
  assert.match((await tooMany.json()).error.message, /^Invalid query: limit: /);
  await storage.close();
});

type Titled = { title: string };
