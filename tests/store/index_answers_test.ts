/**
 * The index's aggregates (every project's memory, a project's counts and tags, the index's
 * totals) are kept in the index file for the next process (`_index_answers.ts`), and never
 * outlive a change: a summary added, edited or deleted — by this ctx, by another process, or by a
 * writer that knows nothing of the kept answers — is counted by the next process.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { openIndex } from "../../src/store/index.ts";
import { storedAnswer } from "../../src/store/_index_answers.ts";
import { openSchema } from "../../src/store/_index_open.ts";
import { tempDir } from "../_helpers.ts";
import { addSession, userStore } from "../mcp/_fixtures.ts";

/** What `ctx status` shows of the index, from a new connection (a new process). */
async function looked(config: { ctxHome: string }, projectId: string) {
  using index = openIndex(config, { marks: true });
  await index.sync();
  const projects = index.projects().map((p) => [p.id, p.sessions, p.insights]);
  const stats = index.projectStats(projectId, { topTags: 3, own: true });
  const { insights, summaries } = index.stats();
  return { projects, stats: [stats.sessions, stats.insights], insights, summaries };
}

function keptRows(ctxHome: string): number {
  const db = new DatabaseSync(join(ctxHome, "index.sqlite"), { readOnly: true });
  try {
    return Number((db.prepare("SELECT COUNT(*) AS n FROM kept_answers").get() as { n: number }).n);
  } finally {
    db.close();
  }
}

Deno.test("kept aggregates answer the next process, and every change to the summaries is counted", async () => {
  await using home = await tempDir();
  const dir = userStore(home.path, "acme-app");
  const config = { ctxHome: home.path };
  const first = await addSession(dir, "s1", [
    { title: "Jest fails with ERR_REQUIRE_ESM", summary: "chalk 5 is ESM-only." },
    { title: "Pin chalk to 4", summary: "CJS build." },
  ]);
  await addSession(dir, "s2", [{ title: "Ledger retries on SQLITE_BUSY", summary: "Locks." }]);

  const before = await looked(config, "acme-app");
  assert.deepEqual(before, {
    projects: [["acme-app", 2, 3]],
    stats: [2, 3],
    insights: 3,
    summaries: 2,
  });
  assert.ok(keptRows(home.path) > 0, "the answers are kept for the next process");
  // The next process reads them: the same answers, and what is kept is what it serves.
  assert.deepEqual(await looked(config, "acme-app"), before);
  {
    using index = openIndex(config, { marks: true });
    const raw = new DatabaseSync(join(home.path, "index.sqlite"));
    raw.exec(
      "UPDATE kept_answers SET value = json_set(value, '$.summaries', 7) WHERE key LIKE '%:stats'",
    );
    raw.close();
    assert.equal(index.stats().summaries, 7);
  }

  // A session added: its sync writes rows, which throws every kept answer away.
  await addSession(dir, "s3", [{ title: "Websocket reconnect storm", summary: "Jitter." }]);
  const added = await looked(config, "acme-app");
  assert.deepEqual(added.projects, [["acme-app", 3, 4]]);
  assert.deepEqual([added.stats, added.insights, added.summaries], [[3, 4], 4, 3]);

  // A summary deleted.
  await Deno.remove(first);
  const removed = await looked(config, "acme-app");
  assert.deepEqual(removed.projects, [["acme-app", 2, 2]]);
  assert.deepEqual([removed.stats, removed.insights, removed.summaries], [[2, 2], 2, 2]);
});

Deno.test("a write by a process that does not know the kept answers still throws them away", async () => {
  await using home = await tempDir();
  const dir = userStore(home.path, "acme-app");
  const config = { ctxHome: home.path };
  await addSession(dir, "s1", [{ title: "Jest fails with ERR_REQUIRE_ESM", summary: "ESM." }]);
  assert.deepEqual((await looked(config, "acme-app")).projects, [["acme-app", 1, 1]]);
  assert.ok(keptRows(home.path) > 0);

  // Another program deletes an insight row behind ctx's back (the triggers are in the file).
  const db = new DatabaseSync(join(home.path, "index.sqlite"));
  db.exec("DELETE FROM insights");
  db.close();
  assert.equal(keptRows(home.path), 0);

  // A file whose triggers were dropped (an index written without them): what was kept is thrown
  // away when the triggers are made again, before anything is read from it.
  const after = await looked(config, "acme-app");
  assert.deepEqual([after.insights, after.projects], [0, []]);
  const raw = new DatabaseSync(join(home.path, "index.sqlite"));
  const planted = raw.prepare(
    "UPDATE kept_answers SET value = json_set(value, '$.files', 99) WHERE key LIKE '%:stats'",
  ).run();
  assert.equal(Number(planted.changes), 1);
  raw.exec("DROP TRIGGER kept_answers_insights_delete");
  raw.close();
  using index = openIndex(config, { marks: true });
  assert.notEqual(index.stats().files, 99);
});

Deno.test("an answer computed while another process wrote is returned, not kept", async () => {
  await using home = await tempDir();
  const path = join(home.path, "index.sqlite");
  const db = openSchema(path);
  const other = new DatabaseSync(path);
  try {
    const racing = () => {
      const n = db.prepare("SELECT COUNT(*) AS n FROM files").get() as { n: number };
      other.exec("CREATE TABLE IF NOT EXISTS elsewhere (x); INSERT INTO elsewhere VALUES (1)");
      return Number(n.n) + 1;
    };
    assert.equal(storedAnswer(db, "racing", racing), 1);
    assert.equal(storedAnswer(db, "quiet", () => 2), 2);
    const kept = db.prepare("SELECT key FROM kept_answers ORDER BY key").all().map((r) => r.key);
    assert.deepEqual(kept.map((k) => String(k).replace(/^\d+:/, "")), ["quiet"]);
    assert.equal(db.isTransaction, false);
  } finally {
    other.close();
    db.close();
  }
});
