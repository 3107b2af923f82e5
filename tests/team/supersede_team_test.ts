/**
 * A reversal that holds across a team (docs/memory.md, u-mend15): a teammate who keeps memory in
 * the per-user store reverses a decision and pushes; the superseded decision is withdrawn from
 * the team server (a tombstone, as an admin's deletion), so the other teammate's next pull removes
 * it and their brief serves only the new one. `ctx supersessions --undo` then the next push
 * stores it again. A team insight (`ti_…`) shared before a session may be superseded by it on
 * this machine only (undoably). Two HOMEs, the real CLI, a real team server on SQLite.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { NO_CLI, runCtx, tempDir } from "../_helpers.ts";
import { type RecordedRequest, sentTexts, startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import {
  makeClone,
  PROJECT_ID,
  startServer,
  teammateEnv,
  twoTeammates,
  writeInsights,
} from "./_setup.ts";
import { contentHash, LIMITS } from "../../src/team/_protocol.ts";
import { buildPushBodies } from "../../src/team/push.ts";
import { json, meBody, startScripted } from "./_hostile.ts";
import type { Insight } from "../../src/types.ts";
import { TeamStore } from "../../src/team/_storage.ts";
import { serveTeam } from "../../src/team/server.ts";
import { freshDatabase, NO_PG } from "./_pg.ts";

const OLD = {
  id: "ins_0000000000a1",
  type: "decision" as const,
  title: "Keep session storage in JSON files",
  summary: "One JSON file per day keeps session storage simple to read by hand.",
  tags: ["storage"],
};
const NEW = {
  id: "ins_0000000000a2",
  type: "decision" as const,
  title: "Move session storage to SQLite",
  summary: "JSON files could not be queried; session storage moves to SQLite with FTS5.",
  tags: ["storage"],
};

/** `store`'s later session (2025-01-05) reverses OLD: NEW supersedes it. */
async function reverseDecision(store: string): Promise<void> {
  await writeInsights(store, "e2", [{ ...NEW, supersedes: [OLD.id] }], {
    started: "2025-01-05T10:00:00.000Z",
    updated: "2025-01-05T11:00:00.000Z",
  });
}

Deno.test("a decision reversed and pushed stops being current for a teammate; undone, it comes back", async () => {
  await using dir = await tempDir();
  await using server = await startServer(dir.path);
  const team = await twoTeammates(dir.path, server);
  const alice = (args: string[]) => runCtx(args, { env: team.aliceEnv, cwd: team.alice });
  const bob = (args: string[]) => runCtx(args, { env: team.bobEnv, cwd: team.bob });
  const userStore = join(team.aliceHome, "ctx-home", "projects", PROJECT_ID);
  await writeInsights(userStore, "e1", [OLD]);

  assert.equal((await alice(["push"])).code, 0);
  assert.equal((await bob(["pull"])).code, 0);
  assert.match((await bob(["brief"])).stdout, /Keep session storage in JSON files/);

  // Alice's later session reverses it.
  await reverseDecision(userStore);
  const listed = JSON.parse((await alice(["supersessions", "--json"])).stdout);
  assert.deepEqual(
    listed.supersessions.map((s: { superseded: { id: string } }) => s.superseded.id),
    [
      OLD.id,
    ],
  );
  const dry = await alice(["push", "--dry-run"]);
  assert.match(dry.stderr, /1 insight in 1 request would be sent \(and 1 superseded withdrawn,/);
  const push = await alice(["push", "--json"]);
  assert.equal(push.code, 0, push.stderr);
  assert.deepEqual(JSON.parse(push.stdout).projects, [
    { projectId: PROJECT_ID, sent: 1, inserted: 1, skipped: 0, withdrawn: 1, requests: 1 },
  ]);
  const pulled = await bob(["pull"]);
  assert.equal(pulled.code, 0, pulled.stderr);
  const brief = (await bob(["brief"])).stdout;
  assert.match(brief, /Move session storage to SQLite/);
  assert.doesNotMatch(brief, /Keep session storage in JSON files/);
  // Alice's own pull takes the tombstone of what she withdrew quietly.
  const alicePull = await alice(["pull"]);
  assert.equal(alicePull.code, 0, alicePull.stderr);
  assert.equal(alicePull.stderr, "");
  // Pushed again, nothing changes: the superseded decision is not sent, already withdrawn.
  assert.deepEqual(JSON.parse((await alice(["push", "--json"])).stdout).projects, [
    { projectId: PROJECT_ID, sent: 1, inserted: 0, skipped: 1, withdrawn: 0, requests: 1 },
  ]);

  // Undone on Alice's machine: her next push stores it again, Bob's next pull brings it back.
  assert.equal((await alice(["supersessions", "--undo", OLD.id])).code, 0);
  const again = await alice(["push"]);
  assert.match(again.stdout, /sent 2 insights, 1 new, 1 already on the server\n$/);
  assert.equal((await bob(["pull"])).code, 0);
  const back = (await bob(["brief"])).stdout;
  assert.match(back, /Keep session storage in JSON files/);
  assert.match(back, /Move session storage to SQLite/);
});

/** A push withdraws only what its own key posted; the server bounds what a push withdraws. */
async function withdrawsOwnOnly(server: { url: string; storage: TeamStore }): Promise<void> {
  const { key: aliceKey, team } = await server.storage.createTeam("acme", { label: "alice" });
  const { key: bobKey } = await server.storage.addKey("acme", { label: "bob" });
  const post = (key: string, body: unknown) =>
    fetch(`${server.url}/api/insights`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const wire = { type: OLD.type, title: OLD.title, summary: OLD.summary, tags: [] };
  const other = { type: NEW.type, title: NEW.title, summary: NEW.summary, tags: [] };
  const body = { project_id: PROJECT_ID, insights: [wire] };
  const first = await post(aliceKey, body);
  assert.equal(first.status, 200);
  await first.body?.cancel();

  // Bob names Alice's insight: nothing is withdrawn.
  const byBob = await post(bobKey, { ...body, insights: [other], withdraw: [contentHash(wire)] });
  assert.equal((await byBob.json()).withdrawn, 0);
  const live = async () =>
    (await server.storage.listInsights(team.id, { projectId: PROJECT_ID, limit: 10 })).insights
      .map((i) => i.title).sort();
  assert.deepEqual(await live(), [OLD.title, NEW.title]);

  for (
    const withdraw of [
      ["not a hash"],
      [contentHash(wire).toUpperCase()],
      Array.from({ length: 501 }, (_, i) => contentHash({ ...wire, title: `t${i}` })),
    ]
  ) {
    const refused = await post(aliceKey, { ...body, withdraw });
    assert.equal(refused.status, 400);
    await refused.body?.cancel();
  }
  assert.deepEqual(await live(), [OLD.title, NEW.title]);

  const byAlice = await post(aliceKey, {
    ...body,
    insights: [other],
    withdraw: [contentHash(wire)],
  });
  const result = await byAlice.json();
  assert.equal(result.withdrawn, 1);
  assert.equal(result.total, 1, "the team's count no longer holds the withdrawn insight");
  assert.deepEqual(await live(), [NEW.title]);
}

Deno.test("a push withdraws only what its own key posted, and the server bounds what it withdraws", async () => {
  await using dir = await tempDir();
  await using server = await startServer(dir.path);
  await withdrawsOwnOnly(server);
});

Deno.test({
  name: "postgres: a push withdraws only what its own key posted, within the server's bounds",
  ignore: NO_PG,
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    await using db = await freshDatabase();
    const storage = await TeamStore.open(db.url);
    const server = await serveTeam({ port: 0, hostname: "127.0.0.1", storage, rateLimit: null });
    try {
      await withdrawsOwnOnly({ url: server.url, storage });
    } finally {
      await server.shutdown();
      await storage.close();
    }
  },
});

Deno.test("a teammate's insight is superseded on this machine only, undoably; one shared after the session is not offered", async () => {
  await using dir = await tempDir();
  let clock = new Date("2026-10-01T10:00:00.000Z");
  await using server = await startServer(dir.path, { now: () => clock });
  const team = await twoTeammates(dir.path, server);
  const aliceStore = join(team.aliceHome, "ctx-home", "projects", PROJECT_ID);
  const alicePush = async () => {
    const run = await runCtx(["push"], { env: team.aliceEnv, cwd: team.alice });
    assert.equal(run.code, 0, run.stderr);
  };
  await writeInsights(aliceStore, "e1", [OLD]);
  await alicePush();
  // Shared after Bob's session (2026-11-01): that session cannot supersede it.
  clock = new Date("2026-12-01T10:00:00.000Z");
  const LATER = {
    ...OLD,
    id: "ins_0000000000a3",
    title: "Session storage files rotate daily",
    summary: "Session storage JSON files rotate at midnight UTC.",
  };
  await writeInsights(aliceStore, "e3", [LATER]);
  await alicePush();
  const live = async () =>
    (await server.storage.listInsights(team.teamId, { projectId: PROJECT_ID, limit: 5 })).insights;
  const shared = (await live()).find((i) => i.title === OLD.title)!;
  const later = (await live()).find((i) => i.title === LATER.title)!;

  let prompt = "";
  await using vendor = await startFakeVendor("vendor-a", {
    respond: (_body: unknown, _n: number, request: RecordedRequest) => {
      prompt = sentTexts([request]).join("\n");
      const line = prompt.match(/^- (ti_[0-9a-f]{24}) \[decision\] Keep session storage/m);
      return {
        text: JSON.stringify([{ ...NEW, id: undefined, supersedes: line ? [line[1]] : [] }]),
      };
    },
  });
  const env = { ...team.bobEnv, CTX_CLI_BACKEND: NO_CLI, ...vendor.env() };
  const bob = (args: string[]) => runCtx(args, { env, cwd: team.bob });
  assert.equal((await bob(["pull"])).code, 0);
  await writeClaudeSession(team.bobHome, {
    sessionId: "b1",
    cwd: team.bob,
    prompt: "Session storage in JSON files cannot be queried. Move session storage to SQLite.",
  });
  const distilled = await bob(["init", "claude-code"]);
  assert.equal(distilled.code, 0, distilled.stderr);
  assert.ok(prompt.includes(shared.id), "the team insight shared before the session is offered");
  assert.ok(!prompt.includes(later.id), "the one shared after it is not");
  assert.ok(!distilled.stderr.includes("ti_"), distilled.stderr);

  const listed = JSON.parse((await bob(["supersessions", "--json"])).stdout).supersessions;
  assert.deepEqual(listed.map((s: { superseded: { id: string } }) => s.superseded.id), [shared.id]);
  const brief = (await bob(["brief"])).stdout;
  assert.match(brief, /Move session storage to SQLite/);
  assert.doesNotMatch(brief, /Keep session storage in JSON files/);
  // Bob's push withdraws nothing of Alice's: the supersession is Bob's machine's.
  assert.equal((await bob(["push"])).code, 0);
  assert.ok((await live()).some((i) => i.id === shared.id));

  const undo = await bob(["supersessions", "--undo", shared.id]);
  assert.equal(undo.code, 0, undo.stderr);
  assert.match((await bob(["brief"])).stdout, /Keep session storage in JSON files/);
  assert.match((await bob(["supersessions"])).stdout, /No supersessions/);
});

Deno.test("buildPushBodies() withdraws what is superseded, spread over the bodies, never a text still current", () => {
  const insight = (i: number, title = `Decision ${i}`): Insight => ({
    id: `ins_${i.toString(16).padStart(12, "0")}`,
    type: "decision",
    title,
    summary: `Summary of ${title}`,
    tags: [],
  });
  const superseded = Array.from({ length: LIMITS.maxWithdraw + 1 }, (_, i) => insight(i + 1));
  const current = insight(9000);
  // A superseded repeat with the text of a current insight: the server's copy stays.
  const sameText = { ...insight(9001), title: current.title, summary: current.summary };
  const bodies = buildPushBodies({
    projectId: PROJECT_ID,
    displayName: "widgets",
    bySource: new Map([["claude-code", [...superseded, sameText, current]]]),
    warnings: [],
  }, {
    redact: (text) => text,
    superseded: new Set([...superseded, sameText].map((i) => i.id)),
  });
  assert.deepEqual(bodies.map((b) => b.insights.map((i) => i.title)), [
    [current.title],
    [current.title],
  ]);
  assert.deepEqual(bodies.map((b) => b.withdraw?.length), [LIMITS.maxWithdraw, 1]);
  const withdrawn = new Set(bodies.flatMap((b) => b.withdraw ?? []));
  assert.equal(withdrawn.size, superseded.length);
  assert.ok(!withdrawn.has(contentHash(current)));
});

Deno.test("ctx push says when the team server does not withdraw (a server before it)", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "alice");
  const clone = await makeClone(join(home, "src", "widgets"), { name: "Alice", email: "a@x.org" });
  const store = join(home, "ctx-home", "projects", PROJECT_ID);
  await writeInsights(store, "e1", [OLD]);
  await reverseDecision(store);
  const bodies: Array<{ withdraw?: string[] }> = [];
  await using server = startScripted(async (request, url) => {
    if (url.pathname === "/api/teams/me") return json(meBody());
    bodies.push(await request.json());
    return json({ inserted: 1, skipped: 0, total: 1 });
  });
  const push = await runCtx(["push"], {
    env: teammateEnv(home, server.url, "ctxt_" + "W".repeat(40)),
    cwd: clone,
  });
  assert.equal(push.code, 0, push.stderr);
  assert.equal(bodies[0]?.withdraw?.length, 1);
  assert.match(push.stderr, /does not withdraw superseded insights/);
});
