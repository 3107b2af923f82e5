/**
 * The team server refuses ids that would climb out of a teammate's store, answers 400 (not 500)
 * for impossible dates, records which key posted each insight, keeps older databases working,
 * and creates its database private to its owner.
 */
import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { TeamStore } from "../../src/team/_storage.ts";
import { createHandler } from "../../src/team/server.ts";
import { runCtx, tempDir } from "../_helpers.ts";

async function setup() {
  const storage = await TeamStore.open(":memory:");
  const alice = await storage.createTeam("acme", { label: "alice" });
  const bob = await storage.addKey("acme", { label: "bob" });
  const handler = createHandler({ storage, rateLimit: null });
  const call = async (method: string, path: string, key: string, body?: unknown) => {
    const response = await handler(
      new Request(`http://team.test${path}`, {
        method,
        headers: { authorization: `Bearer ${key}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: response.status, json: await response.json() };
  };
  return { storage, call, alice, bob };
}

const insight = (title: string) => ({ type: "bug", title, summary: `About ${title}`, tags: [] });

Deno.test("createHandler() refuses project ids '.' and '..' (400) on push and on listing", async () => {
  const { storage, call, alice } = await setup();
  for (const id of [".", "..", "...", "a/b", ""]) {
    const push = await call("POST", "/api/insights", alice.key, {
      project_id: id,
      insights: [insight("x")],
    });
    assert.equal(push.status, 400, `push "${id}"`);
    assert.match(push.json.error.message, /^Invalid request: project_id: /);
  }
  const list = await call("GET", "/api/insights?project_id=..", alice.key);
  assert.equal(list.status, 400);
  assert.equal(
    list.json.error.message,
    "Invalid query: project_id: must be 1 to 200 letters, digits, '.', '_' or '-', and not only dots",
  );
  // Dots inside a name are fine.
  const ok = await call("POST", "/api/insights", alice.key, {
    project_id: "github.com-acme-my.app",
    insights: [insight("x")],
  });
  assert.equal(ok.status, 200);
  await storage.close();
});

Deno.test("createHandler() refuses Windows device names and a trailing dot as project ids (400)", async () => {
  const { storage, call, alice } = await setup();
  const refusals: Record<string, string> = {
    "CON": 'must not be a Windows device name ("CON")',
    "nul": 'must not be a Windows device name ("nul")',
    "aux.tar.gz": 'must not be a Windows device name ("aux")',
    "LPT9": 'must not be a Windows device name ("LPT9")',
    "p1.": "must not end with a dot (Windows drops it)",
  };
  for (const [id, reason] of Object.entries(refusals)) {
    const push = await call("POST", "/api/insights", alice.key, {
      project_id: id,
      insights: [insight("x")],
    });
    assert.equal(push.status, 400, `push "${id}"`);
    assert.equal(push.json.error.message, `Invalid request: project_id: ${reason}`);
    const list = await call("GET", `/api/insights?project_id=${encodeURIComponent(id)}`, alice.key);
    assert.equal(list.status, 400, `list "${id}"`);
  }
  // Names that only start like a device are fine.
  for (const id of ["console", "com10", "nullable.app", "lpt"]) {
    const push = await call("POST", "/api/insights", alice.key, {
      project_id: id,
      insights: [insight(id)],
    });
    assert.equal(push.status, 200, `push "${id}": ${JSON.stringify(push.json)}`);
  }
  await storage.close();
});

Deno.test("createHandler() answers 400 for a since that no clock can show (+99:99)", async () => {
  const { storage, call, alice } = await setup();
  for (const since of ["2025-01-01T00:00:00+99:99", "2025-13-01T00:00:00Z", "yesterday"]) {
    const res = await call(
      "GET",
      `/api/insights?project_id=p&since=${encodeURIComponent(since)}`,
      alice.key,
    );
    assert.equal(res.status, 400, since);
    assert.match(res.json.error.message, /^Invalid query: since: /);
  }
  const fine = await call(
    "GET",
    "/api/insights?project_id=p&since=2025-01-01T00:00:00%2B02:00",
    alice.key,
  );
  assert.equal(fine.status, 200);
  await storage.close();
});

Deno.test("createHandler() records the key that posted, whatever contributor the client claims", async () => {
  const { storage, call, alice, bob } = await setup();
  // Bob claims to be Alice.
  await call("POST", "/api/insights", bob.key, {
    project_id: "p",
    contributor: "Alice <alice@example.com>",
    insights: [insight("Spoofed")],
  });
  await call("POST", "/api/insights", alice.key, { project_id: "p", insights: [insight("Real")] });
  const list = await call("GET", "/api/insights?project_id=p", alice.key);
  assert.deepEqual(
    list.json.insights.map((i: { title: string; contributor: string; posted_by: unknown }) => [
      i.title,
      i.contributor,
      i.posted_by,
    ]),
    [
      ["Spoofed", "Alice <alice@example.com>", { key_id: bob.keyId, label: "bob" }],
      ["Real", null, { key_id: alice.keyId, label: "alice" }],
    ],
  );
  // Each key learns its own id: that, not a name, is how a client knows what it posted.
  const me = await call("GET", "/api/teams/me", bob.key);
  assert.deepEqual(me.json.key, { id: bob.keyId, label: "bob" });
  await storage.close();
});

Deno.test("SqliteTeamStorage opens a database made before keys were recorded and keeps serving it", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "old.sqlite");
  const old = new DatabaseSync(path);
  old.exec(`
    CREATE TABLE teams (id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL,
      max_insights INTEGER NOT NULL, max_projects INTEGER NOT NULL, max_members INTEGER NOT NULL,
      insight_count INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE insights (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE,
      team_id TEXT NOT NULL, project_id TEXT NOT NULL, content_hash TEXT NOT NULL,
      type TEXT NOT NULL, title TEXT NOT NULL, summary TEXT NOT NULL, tags TEXT NOT NULL,
      file TEXT, source_ide TEXT, contributor TEXT, created_at TEXT NOT NULL,
      UNIQUE (team_id, project_id, content_hash));
    INSERT INTO teams VALUES ('tm_old', 'old', '2024-01-01T00:00:00.000Z', 10, 10, 10, 1);
    INSERT INTO insights (id, team_id, project_id, content_hash, type, title, summary, tags,
      contributor, created_at) VALUES ('ti_old', 'tm_old', 'p', 'h', 'bug', 'Old', 'S', '[]',
      'Ann', '2024-01-01T00:00:00.000Z');
  `);
  old.close();
  const storage = await TeamStore.open(path);
  const { key, keyId } = await storage.addKey("old", { label: "new" });
  const page = await storage.listInsights("tm_old", { projectId: "p", limit: 10 });
  assert.deepEqual(page.insights.map((i) => [i.id, i.contributor, i.posted_by]), [
    ["ti_old", "Ann", null],
  ]);
  await storage.pushInsights({ teamId: "tm_old", keyId }, {
    project_id: "p",
    insights: [{ type: "fix", title: "New", summary: "S", tags: [] }],
  }, { now: new Date() });
  const after = await storage.listInsights("tm_old", { projectId: "p", limit: 10 });
  assert.deepEqual(after.insights.at(-1)?.posted_by, { key_id: keyId, label: "new" });
  assert.ok(key.startsWith("ctxt_"));
  await storage.close();
});

Deno.test("ctx serve create-team creates its database 0600 in a folder 0700", async () => {
  await using dir = await tempDir();
  const db = join(dir.path, "server-data", "nested", "team.sqlite");
  const env = { HOME: dir.path, CTX_HOME: join(dir.path, "ctx-home") };
  const created = await runCtx(["serve", "create-team", "acme", "--db", db], { env });
  assert.equal(created.code, 0, created.stderr);
  const mode = async (path: string) => (await Deno.stat(path)).mode! & 0o777;
  assert.equal(await mode(db), 0o600);
  assert.equal(await mode(join(dir.path, "server-data", "nested")), 0o700);
  assert.equal(await mode(join(dir.path, "server-data")), 0o700);
  for (const companion of [`${db}-wal`, `${db}-shm`]) {
    const exists = await Deno.stat(companion).then(() => true, () => false);
    if (exists) assert.equal(await mode(companion), 0o600, companion);
  }
  // An existing file keeps the mode its owner gave it.
  await Deno.chmod(db, 0o640);
  const again = await runCtx(["serve", "add-key", "--team", "acme", "--db", db], { env });
  assert.equal(again.code, 0, again.stderr);
  assert.equal(await mode(db), 0o640);
});
