/**
 * What a teammate's pulled insights look like on this machine: each keeps the date the server
 * gives it (when it was first shared), and `ctx status` counts them apart from the project's own
 * sessions.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { PROJECT_ID, startServer, twoTeammates, writeInsights } from "./_setup.ts";

const note = (n: number, title: string) => ({
  id: `ins_00000000000${n}`,
  type: "note" as const,
  title,
  summary: `About ${title}.`,
  tags: [],
});

Deno.test("pulled team insights keep each its own shared date and are shown apart in ctx status", async () => {
  await using dir = await tempDir();
  let clock = new Date("2025-01-05T10:00:00.000Z");
  await using server = await startServer(dir.path, { now: () => clock });
  const { alice, bob, bobHome, aliceEnv, bobEnv } = await twoTeammates(dir.path, server);

  await writeInsights(join(alice, ".ctx"), "s1", [note(1, "Januaryfinding")]);
  assert.equal((await runCtx(["push"], { env: aliceEnv, cwd: alice })).code, 0);
  clock = new Date("2025-03-09T10:00:00.000Z");
  await writeInsights(join(alice, ".ctx"), "s2", [note(2, "Marchfinding")]);
  assert.equal((await runCtx(["push"], { env: aliceEnv, cwd: alice })).code, 0);

  const pull = await runCtx(["pull"], { env: bobEnv, cwd: bob });
  assert.equal(pull.code, 0, pull.stderr);
  assert.equal(pull.stdout, `${PROJECT_ID}: 2 team insights from 1 teammate (2 new)\n`);

  const dated: Array<[string, string]> = [["Januaryfinding", "2025-01-05"], [
    "Marchfinding",
    "2025-03-09",
  ]];
  for (const [word, day] of dated) {
    const search = await runCtx(["search", word, "--json"], { env: bobEnv, cwd: bob });
    assert.equal(search.code, 0, search.stderr);
    const hits = JSON.parse(search.stdout).hits;
    assert.equal(hits.length, 1, word);
    assert.equal(hits[0].date.slice(0, 10), day, word);
  }

  // Bob distilled nothing himself: his project's memory is empty, the team's insights apart.
  const status = await runCtx(["status", "--json"], { env: bobEnv, cwd: bob });
  assert.equal(status.code, 0, status.stderr);
  const report = JSON.parse(status.stdout);
  assert.equal(report.project.stats.sessions, 0);
  assert.equal(report.project.stats.insights, 0);
  assert.deepEqual(report.project.team, {
    insights: 2,
    dir: join(bobHome, "ctx-home", "team", PROJECT_ID),
  });
  const text = await runCtx(["status"], { env: bobEnv, cwd: bob });
  assert.match(text.stdout, /\n {2}memory: +0 sessions, 0 insights\n/);
  assert.match(
    text.stdout,
    /\n {2}team: +2 insights from teammates \(ctx pull\), in .*\/team\/github\.com-acme-widgets\n/,
  );
  assert.match(
    text.stdout,
    /\n {2}github\.com-acme-widgets +2 insights from teammates, last 2025-03-09/,
  );
});

Deno.test("a pulled copy of an insight the clone's .ctx/ holds is no new session: no extra confirmation, and a superseded one stays superseded", async () => {
  await using dir = await tempDir();
  let clock = new Date("2025-01-05T10:00:00.000Z");
  await using server = await startServer(dir.path, { now: () => clock });
  const { alice, bob, aliceEnv, bobEnv } = await twoTeammates(dir.path, server);
  const old = {
    id: "ins_0000000000a1",
    type: "decision" as const,
    title: "Keep the pool size at 10",
    summary: "The database allows 20 connections per app, so the pool stays at 10.",
    tags: [],
  };
  const reversal = {
    id: "ins_0000000000a2",
    type: "decision" as const,
    title: "Raise the pool size to 20",
    summary: "The database plan now allows 100 connections, so the pool goes from 10 to 20.",
    tags: [],
    supersedes: [old.id],
  };
  // The same .ctx/ in both clones (committed with the code), and Alice pushes it too.
  for (const clone of [alice, bob]) {
    await writeInsights(join(clone, ".ctx"), "s1", [old]);
    await writeInsights(join(clone, ".ctx"), "s2", [reversal], {
      started: "2025-01-03T10:00:00.000Z",
      updated: "2025-01-03T11:00:00.000Z",
    });
  }
  clock = new Date("2025-03-09T10:00:00.000Z");
  assert.equal(
    (await runCtx(["push"], { env: aliceEnv, cwd: alice }))
      .code,
    0,
  );
  const pull = await runCtx(["pull"], { env: bobEnv, cwd: bob });
  assert.equal(pull.code, 0, pull.stderr);
  // The reversed decision is not pushed (it is superseded on Alice's machine): one comes.
  assert.match(pull.stdout, /1 team insight from 1 teammate/);

  const brief = await runCtx(["brief", "--json"], { env: bobEnv, cwd: bob });
  assert.equal(brief.code, 0, brief.stderr);
  const shown = JSON.parse(brief.stdout).insights as Array<
    { id: string; title: string; confirmations: number }
  >;
  assert.deepEqual(
    shown.map((i) => [i.title, i.confirmations]),
    [["Raise the pool size to 20", 1]],
    "one session said it; the reversed decision stays out of the brief",
  );
  assert.equal(shown[0]!.id, reversal.id, "served as the clone's own insight, not the team copy");
  const list = await runCtx(["supersessions", "--json"], { env: bobEnv, cwd: bob });
  assert.equal(JSON.parse(list.stdout).supersessions.length, 1);
});

Deno.test("a pulled file deleted (or removed because it was damaged) is fetched again by the next pull, not reported up to date", async () => {
  await using dir = await tempDir();
  await using server = await startServer(dir.path);
  const { alice, bob, bobHome, aliceEnv, bobEnv } = await twoTeammates(dir.path, server);
  await writeInsights(join(alice, ".ctx"), "s1", [
    note(1, "Firstfinding"),
    note(2, "Secondfinding"),
  ]);
  assert.equal(
    (await runCtx(["push"], { env: aliceEnv, cwd: alice }))
      .code,
    0,
  );
  assert.equal((await runCtx(["pull"], { env: bobEnv, cwd: bob })).code, 0);
  const teamDir = join(bobHome, "ctx-home", "team", PROJECT_ID);
  const files = [...Deno.readDirSync(teamDir)].map((e) => e.name);
  assert.equal(files.length, 1);
  // Damaged (a disk that filled up, an editor): every command says what to do.
  const file = join(teamDir, files[0]!);
  await Deno.writeTextFile(file, (await Deno.readTextFile(file)).slice(0, 40));
  const warned = await runCtx(["search", "Secondfinding"], { env: bobEnv, cwd: bob });
  assert.match(warned.stderr, /is not readable: .*; delete it: ctx pull fetches it again/);
  await Deno.remove(file);

  const again = await runCtx(["pull"], { env: bobEnv, cwd: bob });
  assert.equal(again.code, 0, again.stderr);
  assert.match(again.stdout, /2 team insights from 1 teammate \(rebuilt from the server, 2 new\)/);
  const search = await runCtx(["search", "Secondfinding", "--json"], { env: bobEnv, cwd: bob });
  assert.equal(JSON.parse(search.stdout).hits.length, 1);
});

Deno.test("ctx search --team does not list again, as a team server hit, a pulled copy of an insight the local hit already shows", async () => {
  await using dir = await tempDir();
  await using server = await startServer(dir.path);
  const { alice, bob, aliceEnv, bobEnv } = await twoTeammates(dir.path, server);
  for (const clone of [alice, bob]) {
    await writeInsights(join(clone, ".ctx"), "s1", [note(1, "Gatekeeperfinding")]);
  }
  assert.equal((await runCtx(["push"], { env: aliceEnv, cwd: alice })).code, 0);
  assert.equal((await runCtx(["pull"], { env: bobEnv, cwd: bob })).code, 0);
  const search = await runCtx(["search", "Gatekeeperfinding", "--team", "--json"], {
    env: bobEnv,
    cwd: bob,
  });
  assert.equal(search.code, 0, search.stderr);
  const hits = JSON.parse(search.stdout).hits as Array<{ id: string; kind: string }>;
  assert.deepEqual(hits.map((h) => h.id), ["ins_000000000001"], "shown once, as the clone's own");
});

Deno.test("pulling copies of the clone's own .ctx/ insights leaves its AGENTS.md block current", async () => {
  await using dir = await tempDir();
  await using server = await startServer(dir.path);
  const { alice, bob, aliceEnv, bobEnv } = await twoTeammates(dir.path, server);
  for (const clone of [alice, bob]) {
    await writeInsights(join(clone, ".ctx"), "s1", [note(1, "Firstfinding"), note(2, "Other")]);
  }
  assert.equal((await runCtx(["push"], { env: aliceEnv, cwd: alice })).code, 0);
  const block = ["brief", "--write", "AGENTS.md"];
  assert.equal((await runCtx(block, { env: bobEnv, cwd: bob })).code, 0);
  assert.equal((await runCtx(["pull"], { env: bobEnv, cwd: bob })).code, 0);
  const check = await runCtx([...block, "--check"], { env: bobEnv, cwd: bob });
  assert.equal(check.code, 0, check.stdout);
});
