/**
 * End to end: the real `ctx` CLI of two teammates (two temp HOMEs) pushing and pulling through a
 * real team server on 127.0.0.1, behind a proxy that records every request.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { readStore } from "../../src/store/files.ts";
import { listStores, openLedgerDb, registerStore } from "../../src/store/stores.ts";
import { MAIN_TS, runCtx, tempDir } from "../_helpers.ts";
import {
  makeClone,
  PROJECT_ID,
  startRecordingProxy,
  startServer,
  teammateEnv,
  writeInsights,
} from "./_setup.ts";

const GITHUB_TOKEN = "gh" + "p_" + "A".repeat(36);
const AWS_KEY = "AKIA" + "Q".repeat(16);
const ALICE = { name: "Alice Doe", email: "alice@example.com" };
const BOB = { name: "Bob Roe", email: "bob@example.com" };

async function aliceWithInsights(home: string): Promise<string> {
  const clone = await makeClone(join(home, "src", "widgets"), ALICE);
  await writeInsights(join(clone, ".ctx"), "sess-local-1", [
    {
      id: "ins_000000000001",
      type: "bug",
      title: "SQLite busy errors under parallel tests",
      summary: `WAL mode fixed it. The CI token ${GITHUB_TOKEN} was in the log.`,
      tags: ["sqlite", "ci"],
      file: "src/db.ts",
    },
    {
      id: "ins_000000000002",
      type: "decision",
      title: "Keep summaries as Markdown",
      summary: `Readable in review. AWS key ${AWS_KEY} must never be committed.`,
      tags: ["store"],
    },
  ]);
  await writeInsights(join(home, "ctx-home", "projects", PROJECT_ID), "sess-user-1", [{
    id: "ins_000000000003",
    type: "gotcha",
    title: "Cursor stores chats in state.vscdb",
    summary: "Read ItemTable and cursorDiskKV.",
    tags: ["cursor"],
  }], { source: "cursor" });
  return clone;
}

Deno.test("ctx push and ctx pull share insights between two teammates, redacted, with exactly the insight fields", async () => {
  await using dir = await tempDir();
  await using server = await startServer(dir.path);
  await using proxy = startRecordingProxy(server.url);
  const { key: aliceKey, team } = await server.storage.createTeam("acme", { label: "alice" });
  const { key: bobKey } = await server.storage.addKey("acme", { label: "bob" });
  const aliceHome = join(dir.path, "alice");
  const bobHome = join(dir.path, "bob");
  const aliceClone = await aliceWithInsights(aliceHome);
  const bobClone = await makeClone(join(bobHome, "work", "widgets"), BOB);

  const push = await runCtx(["push"], {
    env: teammateEnv(aliceHome, proxy.url, aliceKey),
    cwd: aliceClone,
  });
  assert.equal(push.stderr, "");
  assert.equal(push.code, 0);
  assert.equal(push.stdout, `${PROJECT_ID}: sent 3 insights, 3 new, 0 already on the server\n`);

  // What went on the wire: only POST /api/insights, only the documented fields, no secret,
  // no local path, session id or local insight id.
  assert.deepEqual(proxy.requests.map((r) => `${r.method} ${r.path}`), [
    "POST /api/insights",
    "POST /api/insights",
  ]);
  const wire = proxy.requests.map((r) => r.body).join("\n");
  const leaks = [GITHUB_TOKEN, AWS_KEY, "secret-path", "sess-local-1", "ins_0000", aliceHome];
  // The message names the leak by its position only: test output never shows a secret.
  leaks.forEach((leak, i) => assert.ok(!wire.includes(leak), `leak #${i} is on the wire`));
  const bodies = proxy.requests.map((r) => JSON.parse(r.body));
  for (const body of bodies) {
    assert.deepEqual(Object.keys(body).sort(), [
      "contributor",
      "insights",
      "project_display_name",
      "project_id",
      "source_ide",
    ]);
    assert.equal(body.contributor, "Alice Doe <alice@example.com>");
    assert.equal(body.project_id, PROJECT_ID);
    for (const insight of body.insights) {
      for (const field of Object.keys(insight)) {
        assert.ok(["type", "title", "summary", "tags", "file"].includes(field), field);
      }
    }
  }
  assert.deepEqual(bodies.map((b) => b.source_ide), ["claude-code", "cursor"]);
  assert.equal(
    bodies[0].insights[0].summary,
    "WAL mode fixed it. The CI token [REDACTED] was in the log.",
  );

  const again = await runCtx(["push", "--json"], {
    env: teammateEnv(aliceHome, proxy.url, aliceKey),
    cwd: aliceClone,
  });
  assert.equal(again.code, 0);
  assert.deepEqual(JSON.parse(again.stdout).projects, [
    { projectId: PROJECT_ID, sent: 3, inserted: 0, skipped: 3, withdrawn: 0, requests: 2 },
  ]);
  assert.equal((await server.storage.countInsights(team.id)).rows, 3);

  const beforePull = proxy.requests.length;
  const pull = await runCtx(["pull"], {
    env: teammateEnv(bobHome, proxy.url, bobKey),
    cwd: bobClone,
  });
  assert.equal(pull.stderr, "");
  assert.equal(pull.code, 0);
  assert.equal(pull.stdout, `${PROJECT_ID}: 3 team insights from 1 teammate (3 new)\n`);
  // Pull sends no insight: GET requests without a body (which team is the key, then the
  // project's changes from the beginning).
  const pullRequests = proxy.requests.slice(beforePull);
  assert.deepEqual(pullRequests.map((r) => [r.method, r.body]), [["GET", ""], ["GET", ""]]);
  assert.equal(pullRequests[0]!.path, "/api/teams/me");
  assert.match(pullRequests[1]!.path, /^\/api\/changes\?project_id=github\.com-acme-widgets$/);

  // Into Bob's per-user team folder, never into his clone's .ctx/.
  await assert.rejects(() => Deno.stat(join(bobClone, ".ctx")), Deno.errors.NotFound);
  const teamDir = join(bobHome, "ctx-home", "team", PROJECT_ID);
  const store = await readStore(teamDir);
  assert.equal(store.summaries.length, 1);
  const doc = store.summaries[0]!.doc;
  assert.equal(doc.source, "team");
  // The name Alice's git claims, and the key that posted, as the server recorded it.
  assert.equal(doc.contributor, 'Alice Doe <alice@example.com> (key #1 "alice")');
  const serverIds =
    (await server.storage.listInsights(team.id, { projectId: PROJECT_ID, limit: 100 }))
      .insights.map((i) => i.id);
  assert.deepEqual(doc.insights.map((i) => i.id).sort(), [...serverIds].sort());
  assert.ok(!(await Deno.readTextFile(store.summaries[0]!.path)).includes(GITHUB_TOKEN));
  const ledger = openLedgerDb({ ctxHome: join(bobHome, "ctx-home") });
  try {
    assert.deepEqual(
      listStores(ledger).map((s) => [s.kind, s.projectId, s.dir, s.root]),
      [["team", PROJECT_ID, teamDir, bobClone]],
    );
  } finally {
    ledger.close();
  }

  // Bob's search finds them, labelled with who shared them.
  const search = await runCtx(["search", "SQLite busy"], {
    env: teammateEnv(bobHome, proxy.url, bobKey),
    cwd: bobClone,
  });
  assert.equal(search.code, 0, search.stderr);
  assert.match(search.stdout, /SQLite busy errors under parallel tests/);
  assert.match(search.stdout, /shared by Alice Doe <alice@example\.com> \(key #1 "alice"\)/);

  // Alice's own pushes are already in her stores: pull does not bring them back.
  const alicePull = await runCtx(["pull"], {
    env: teammateEnv(aliceHome, proxy.url, aliceKey),
    cwd: aliceClone,
  });
  assert.equal(alicePull.code, 0);
  assert.equal(
    alicePull.stdout,
    `${PROJECT_ID}: 0 team insights from 0 teammates (3 of yours skipped)\n`,
  );
});

Deno.test("ctx push --dry-run prints the redacted bodies and sends nothing, without a key", async () => {
  await using dir = await tempDir();
  await using server = await startServer(dir.path);
  await using proxy = startRecordingProxy(server.url);
  const home = join(dir.path, "alice");
  const clone = await aliceWithInsights(home);
  const run = await runCtx(["push", "--dry-run", "--json"], {
    env: teammateEnv(home, proxy.url),
    cwd: clone,
  });
  assert.equal(run.code, 0);
  assert.deepEqual(proxy.requests, []);
  assert.ok(!run.stdout.includes(GITHUB_TOKEN) && !run.stdout.includes(AWS_KEY));
  const printed = JSON.parse(run.stdout);
  assert.equal(printed.dryRun, true);
  assert.deepEqual(
    printed.requests.map((r: { body: { insights: unknown[] } }) => r.body.insights.length),
    [2, 1],
  );
  assert.match(printed.requests[0].body.insights[1].summary, /AWS key \[REDACTED\] must never/);
  assert.match(run.stderr, /3 insights in 2 requests would be sent; nothing was sent/);
});

Deno.test("ctx auth checks the key with the server, saves it, shows it masked and logs out", async () => {
  await using dir = await tempDir();
  await using server = await startServer(dir.path);
  const { key } = await server.storage.createTeam("acme");
  const home = join(dir.path, "alice");
  const clone = await aliceWithInsights(home);
  const env = teammateEnv(home, server.url);
  const credentials = join(home, "ctx-home", "credentials.json");

  const noTty = await runCtx(["auth"], { env, cwd: clone });
  assert.equal(noTty.code, 2);
  assert.match(noTty.stderr, /error: Cannot ask for the team key: stdin is not a terminal/);

  const wrong = await runCtx(["auth", "--stdin"], {
    env,
    cwd: clone,
    stdin: "ctxt_" + "W".repeat(40),
  });
  assert.equal(wrong.code, 7);
  assert.match(wrong.stderr, /rejected the key: Invalid or revoked team key/);
  await assert.rejects(() => Deno.stat(credentials), Deno.errors.NotFound);

  const good = await runCtx(["auth", "--stdin"], { env, cwd: clone, stdin: `${key}\n` });
  assert.equal(good.code, 0);
  assert.match(good.stdout, /^Connected to team "acme" \(tm_[0-9A-Za-z]+\); key saved in /);
  assert.ok(!good.stdout.includes(key) && !good.stderr.includes(key));
  assert.equal((await Deno.stat(credentials)).mode! & 0o777, 0o600);

  const status = await runCtx(["auth", "--status"], { env, cwd: clone });
  assert.equal(status.code, 0);
  assert.match(status.stdout, /^team: acme \(tm_/m);
  assert.match(status.stdout, /^plan: self-hosted$/m);
  assert.match(status.stdout, /^usage: 0\/1000000 insights, 0\/10000 projects, 1\/1000 members$/m);
  assert.ok(status.stdout.includes(`key: ${key.slice(0, 9)}…${key.slice(-4)}`));
  assert.ok(!status.stdout.includes(key));

  // The saved key is used when CTX_API_KEY is not set.
  const push = await runCtx(["push"], { env, cwd: clone });
  assert.equal(push.code, 0, push.stderr);
  assert.match(push.stdout, /sent 3 insights, 3 new/);

  const logout = await runCtx(["auth", "--logout"], { env, cwd: clone });
  assert.equal(logout.code, 0);
  assert.match(logout.stdout, /^Removed the team key/);
  const after = await runCtx(["auth", "--status"], { env, cwd: clone });
  assert.equal(after.code, 1);
  assert.match(after.stdout, /^Not connected to a team server/);
  const noKey = await runCtx(["pull"], { env, cwd: clone });
  assert.equal(noKey.code, 2);
  assert.match(noKey.stderr, /No team key[\s\S]*hint: run ctx auth/);
});

Deno.test("ctx push with a bad key or another team's key never touches the team's data", async () => {
  await using dir = await tempDir();
  await using server = await startServer(dir.path);
  const acme = await server.storage.createTeam("acme");
  const globex = await server.storage.createTeam("globex");
  const home = join(dir.path, "alice");
  const clone = await aliceWithInsights(home);
  const bad = await runCtx(["push"], {
    env: teammateEnv(home, server.url, "ctxt_" + "B".repeat(40)),
    cwd: clone,
  });
  assert.equal(bad.code, 7);
  assert.match(bad.stderr, /rejected the key/);
  assert.equal((await server.storage.countInsights(acme.team.id)).rows, 0);

  const pushed = await runCtx(["push"], {
    env: teammateEnv(home, server.url, acme.key),
    cwd: clone,
  });
  assert.equal(pushed.code, 0);
  // Globex sees none of Acme's insights, even for the same project id.
  const pull = await runCtx(["pull", "--all", "--json"], {
    env: teammateEnv(join(dir.path, "eve"), server.url, globex.key),
    cwd: clone,
  });
  assert.equal(pull.code, 0);
  assert.deepEqual(JSON.parse(pull.stdout).projects, []);
  const direct = await fetch(`${server.url}/api/insights?project_id=${PROJECT_ID}`, {
    headers: { authorization: `Bearer ${globex.key}` },
  });
  assert.deepEqual(await direct.json(), { insights: [], next_cursor: null });
  assert.equal((await server.storage.countInsights(globex.team.id)).rows, 0);
  assert.equal((await server.storage.countInsights(acme.team.id)).rows, 3);
});

Deno.test("ctx push --all sends every registered project's own stores and never a team store", async () => {
  await using dir = await tempDir();
  await using server = await startServer(dir.path);
  const { key, team } = await server.storage.createTeam("acme");
  const home = join(dir.path, "alice");
  const ctxHome = join(home, "ctx-home");
  const note = (title: string) => ({
    id: "ins_000000000009",
    type: "note" as const,
    title,
    summary: `About ${title}`,
    tags: [],
  });
  const userDir = join(ctxHome, "projects", "other-project");
  const teamDir = join(ctxHome, "team", "other-project");
  await writeInsights(userDir, "s1", [note("Mine")], { project: "other-project" });
  await writeInsights(teamDir, "bob", [note("Bob's")], {
    project: "other-project",
    source: "team",
    contributor: "Bob",
  });
  const ledger = openLedgerDb({ ctxHome });
  const lastSeen = "2025-01-01T00:00:00.000Z";
  registerStore(ledger, {
    dir: userDir,
    kind: "user",
    projectId: "other-project",
    root: "",
    lastSeen,
  });
  registerStore(ledger, {
    dir: teamDir,
    kind: "team",
    projectId: "other-project",
    root: "",
    lastSeen,
  });
  ledger.close();
  const run = await runCtx(["push", "--all", "--json"], {
    env: teammateEnv(home, server.url, key),
    cwd: dir.path,
  });
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout).projects, [
    { projectId: "other-project", sent: 1, inserted: 1, skipped: 0, withdrawn: 0, requests: 1 },
  ]);
  const stored = await server.storage.listInsights(team.id, {
    projectId: "other-project",
    limit: 10,
  });
  assert.deepEqual(stored.insights.map((i) => i.title), ["Mine"]);
});

Deno.test("the team server refuses oversize and malformed bodies over HTTP and stores nothing", async () => {
  await using dir = await tempDir();
  await using server = await startServer(dir.path);
  const { key, team } = await server.storage.createTeam("acme");
  const post = (body: BodyInit) =>
    fetch(`${server.url}/api/insights`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body,
    });
  const huge = JSON.stringify({
    project_id: "p",
    insights: [{ type: "bug", title: "t", summary: "s".repeat(1_100_000), tags: [] }],
  });
  const tooBig = await post(huge);
  assert.equal(tooBig.status, 413);
  assert.match((await tooBig.json()).error.message, /too large: the limit is 1000000 bytes/);
  // Chunked, with no Content-Length: counted while read.
  const chunked = await post(ReadableStream.from([new TextEncoder().encode(huge)]));
  assert.equal(chunked.status, 413);
  await chunked.body?.cancel();
  const malformed = await post('{"project_id": "p", "insights": [');
  assert.equal(malformed.status, 400);
  assert.deepEqual(await malformed.json(), {
    error: { message: "Invalid request body: not JSON" },
  });
  assert.equal((await server.storage.countInsights(team.id)).rows, 0);
});

Deno.test("ctx serve create-team prints the key alone, and ctx serve answers until SIGTERM", async () => {
  await using dir = await tempDir();
  const db = join(dir.path, "server.sqlite");
  const env = { HOME: dir.path, CTX_HOME: join(dir.path, "ctx-home") };
  const created = await runCtx(["serve", "create-team", "acme", "--db", db], { env });
  assert.equal(created.code, 0);
  assert.match(created.stdout, /^ctxt_[0-9A-Za-z]{40}\n$/);
  assert.match(created.stderr, /Created team "acme"/);
  const key = created.stdout.trim();

  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--quiet", MAIN_TS, "serve", "--port", "0", "--db", db],
    env: {
      ...env,
      PATH: Deno.env.get("PATH") ?? "",
      NO_COLOR: "1",
      // Deno's caches must stay reachable with HOME set to a temp dir.
      DENO_DIR: Deno.env.get("DENO_DIR") ??
        join(
          Deno.env.get("XDG_CACHE_HOME") ?? join(Deno.env.get("HOME") ?? "/root", ".cache"),
          "deno",
        ),
    },
    clearEnv: true,
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const lines = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  let url: string | undefined;
  while (!url) {
    const { value, done } = await lines.read();
    if (done) break;
    text += value;
    url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(text)?.[1];
  }
  assert.ok(url, text);
  const me = await fetch(`${url}/api/teams/me`, { headers: { authorization: `Bearer ${key}` } });
  assert.equal(me.status, 200);
  assert.equal((await me.json()).name, "acme");
  child.kill("SIGTERM");
  const status = await child.status;
  lines.releaseLock();
  await child.stderr.cancel().catch(() => {});
  await child.stdout.cancel();
  assert.equal(status.code, 0);
});
