/**
 * The team server on PostgreSQL as an organisation runs it: several `ctx serve` processes on one
 * database taking concurrent pushes (each insight stored exactly once), processes starting
 * together on an empty database (one migration), a push that commits late (never skipped by a
 * cursor), and the bundle `dist/ctx.js` serving from PostgreSQL.
 */
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import postgres from "postgres";
import { BUNDLE_JS, runCtx, tempDir } from "../_helpers.ts";
import { TeamStore } from "../../src/team/_storage.ts";
import { allChanges, type Harness, push, summary } from "./_contract.ts";
import { freshDatabase, NO_PG } from "./_pg.ts";
import { serveEnv, startServe } from "./_serve.ts";
import { createHandler } from "../../src/team/server.ts";

const PG_TEST = { ignore: NO_PG, sanitizeOps: false, sanitizeResources: false };

/** The same URL with a password the cluster ignores (trust), to check it never shows. */
function withPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = "s3cret";
  return parsed.toString();
}

Deno.test({
  name: "postgres: three ctx serve processes on one database store each pushed insight once",
  ...PG_TEST,
  fn: async () => {
    await using home = await tempDir();
    await using db = await freshDatabase();
    const env = serveEnv(home.path, withPassword(db.url));
    const created = await runCtx(["serve", "create-team", "acme"], { env });
    assert.equal(created.code, 0, created.stderr);
    const key = created.stdout.trim();
    const servers = await Promise.all([startServe(env), startServe(env), startServe(env)]);
    try {
      assert.match(servers[0]!.shown, /^postgres:\/\/ctx:\*\*\*@127\.0\.0\.1:\d+\/ctx_test_/);
      // 24 clients, 5 pushes each, to the three servers in turn; every push repeats 10
      // insights every client sends (the same content, racing on three processes).
      const shared = Array.from({ length: 10 }, (_, i) => `shared ${i}`);
      const results = await Promise.all(Array.from({ length: 24 }, async (_, c) => {
        const answers = [];
        for (let p = 0; p < 5; p++) {
          const own = Array.from({ length: 20 }, (_, i) => `client ${c} push ${p} insight ${i}`);
          const server = servers[(c + p) % 3]!;
          const response = await fetch(`${server.url}/api/insights`, {
            method: "POST",
            headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
            body: JSON.stringify(push(`project-${c % 2}`, [...shared, ...own])),
          });
          answers.push({ status: response.status, body: await response.json() });
        }
        return answers;
      }));
      const all = results.flat();
      assert.deepEqual(all.filter((a) => a.status !== 200), []);
      const inserted = all.reduce((n, a) => n + a.body.inserted, 0);
      const expected = 24 * 5 * 20 + 2 * 10;
      assert.equal(inserted, expected, "each insight counted as new exactly once");
      const storage = await TeamStore.open(db.url);
      try {
        const team = await storage.findTeam("acme");
        assert.deepEqual(await storage.countInsights(team.id), {
          rows: expected,
          distinct: expected,
        });
        const counts = await storage.listProjects(team.id);
        assert.deepEqual(counts.map((p) => p.insight_count), [expected / 2, expected / 2]);
        // Every server lists the same changes, each insight once.
        for (const server of servers) {
          let cursor: string | undefined;
          const titles = new Set<string>();
          for (;;) {
            const query = new URLSearchParams({ project_id: "project-0" });
            if (cursor) query.set("cursor", cursor);
            const page = await (await fetch(`${server.url}/api/changes?${query}`, {
              headers: { authorization: `Bearer ${key}` },
            })).json();
            for (const change of page.changes) titles.add(change.insight.title);
            cursor = page.cursor;
            if (!page.more) break;
          }
          assert.equal(titles.size, expected / 2);
        }
      } finally {
        await storage.close();
      }
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  },
});

Deno.test({
  name: "postgres: processes starting together on an empty database migrate it once",
  ...PG_TEST,
  fn: async () => {
    await using home = await tempDir();
    await using db = await freshDatabase();
    const env = serveEnv(home.path, db.url);
    const runs = await Promise.all(
      Array.from({ length: 5 }, (_, i) => runCtx(["serve", "create-team", `team-${i}`], { env })),
    );
    for (const run of runs) assert.equal(run.code, 0, run.stderr);
    const sql = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      const meta = await sql`SELECT key, value FROM meta ORDER BY key`;
      assert.deepEqual(meta.map((row) => row.key), ["epoch", "version"]);
      assert.equal((await sql`SELECT COUNT(*)::int AS n FROM teams`)[0]!.n, 5);
    } finally {
      await sql.end();
    }
  },
});

Deno.test({
  name: "postgres: a push that commits late is never skipped by a cursor read while it held",
  ...PG_TEST,
  fn: async () => {
    await using db = await freshDatabase();
    const reader = await TeamStore.open(db.url);
    const writer = await TeamStore.open(db.url);
    try {
      const { key, team, keyId } = await reader.createTeam("acme");
      const handler = createHandler({ storage: reader, rateLimit: null });
      const h = {
        call: async (method: string, path: string, k: string, body?: unknown) => {
          const response = await handler(
            new Request(`http://team.test${path}`, {
              method,
              headers: { authorization: `Bearer ${k}` },
              body: body === undefined ? undefined : JSON.stringify(body),
            }),
          );
          return {
            status: response.status,
            headers: response.headers,
            json: await response.json(),
          };
        },
      } as Harness;
      await h.call("POST", "/api/insights", key, push("p1", ["before"]));
      let release!: () => void;
      let holding!: () => void;
      const held = new Promise<void>((resolve) => holding = resolve);
      const gate = new Promise<void>((resolve) => release = resolve);
      // Connection 1: the late push takes its change number and holds its transaction open.
      const late = writer.pushInsights({ teamId: team.id, keyId }, push("p1", ["late"]), {
        now: new Date(),
        beforeCommit: () => {
          holding();
          return gate;
        },
      });
      await held;
      // Connection 2: another push of the project waits for the project's lock, so it cannot
      // commit a later change number first; a pull in between sees neither.
      let secondDone = false;
      const second = h.call("POST", "/api/insights", key, push("p1", ["second"])).then((r) => {
        secondDone = true;
        return r;
      });
      const during = await allChanges(h, key, "p1");
      assert.deepEqual(summary(during.changes), ["put:before"]);
      assert.equal(secondDone, false, "the second writer waits for the first");
      release();
      await late;
      assert.equal((await second).status, 200);
      // The next pull from the cursor read in between gets the late rows, then the second's.
      const after = await allChanges(h, key, "p1", during.cursor);
      assert.deepEqual(summary(after.changes), ["put:late", "put:second"]);
    } finally {
      await reader.close();
      await writer.close();
    }
  },
});

Deno.test({
  name: "postgres: the bundle dist/ctx.js serves from PostgreSQL",
  ignore: NO_PG || !existsSync(BUNDLE_JS),
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    await using home = await tempDir();
    await using db = await freshDatabase();
    const env = serveEnv(home.path, db.url);
    const created = await runCtx(["serve", "create-team", "acme"], { env, bundle: true });
    assert.equal(created.code, 0, created.stderr);
    const key = created.stdout.trim();
    const server = await startServe(env, true);
    try {
      const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
      const pushed = await fetch(`${server.url}/api/insights`, {
        method: "POST",
        headers,
        body: JSON.stringify(push("p1", ["from the bundle"])),
      });
      assert.equal((await pushed.json()).inserted, 1);
      const search = await (await fetch(`${server.url}/api/search?q=bundle`, { headers })).json();
      assert.deepEqual(search.results.map((r: { title: string }) => r.title), ["from the bundle"]);
    } finally {
      await server.stop();
    }
  },
});

if (!existsSync(BUNDLE_JS)) {
  console.error("note: the bundle test on PostgreSQL is skipped: run `deno task bundle` first");
}
