/**
 * What a teammate's pulled insights look like on this machine: each keeps the date the server
 * gives it (when it was first shared), and `ctx status` counts them apart from the project's own
 * sessions.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { makeClone, PROJECT_ID, startServer, teammateEnv, writeInsights } from "./_setup.ts";

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
  const { key: aliceKey } = await server.storage.createTeam("acme", { label: "alice" });
  const { key: bobKey } = await server.storage.addKey("acme", { label: "bob" });
  const aliceHome = join(dir.path, "alice");
  const bobHome = join(dir.path, "bob");
  const alice = await makeClone(join(aliceHome, "widgets"), { name: "Alice", email: "a@x.org" });
  const bob = await makeClone(join(bobHome, "widgets"), { name: "Bob", email: "b@x.org" });
  const aliceEnv = teammateEnv(aliceHome, server.url, aliceKey);
  const bobEnv = teammateEnv(bobHome, server.url, bobKey);

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
