import assert from "node:assert/strict";
import { statSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { indexPath, openIndex } from "../../src/store/index.ts";
import { RANK_WINDOW } from "../../src/store/_index_read.ts";
import { tempDir } from "../_helpers.ts";
import { addSession, userStore } from "../mcp/_fixtures.ts";

/** `n` insights of one session that score alike for "cache" (same words, same lengths). */
function alike(session: string, n: number) {
  return Array.from({ length: n }, (_, i) => ({
    title: `Cache bug ${session}${i}`,
    summary: "Evicted too early.",
  }));
}

Deno.test("search() shows the newest of many equally good hits first", async () => {
  await using home = await tempDir();
  const dir = userStore(home.path, "p");
  // File names sort the other way round from the dates: the index must not follow them.
  await addSession(dir, "a", alike("a", 15), { date: "2026-03-01T00:00:00.000Z" });
  await addSession(dir, "b", alike("b", 15), { date: "2026-02-01T00:00:00.000Z" });
  await addSession(dir, "c", alike("c", 15), { date: "2026-01-01T00:00:00.000Z" });
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  const hits = index.search("cache", { limit: 10 });
  assert.deepEqual(hits.map((h) => h.date.slice(0, 7)), Array(10).fill("2026-03"));
});

Deno.test("search() in a project finds its hits among more matches elsewhere than it ranks", async () => {
  await using home = await tempDir();
  await addSession(userStore(home.path, "small"), "old", [
    { title: "Cache stampede", summary: "Locked the refill." },
  ], { date: "2025-01-01T00:00:00.000Z" });
  // Newer and more than a search ranks, all in another project.
  const big = userStore(home.path, "big");
  for (let s = 0; s * 300 < RANK_WINDOW + 100; s++) {
    await addSession(big, `s${s}`, alike(`s${s}x`, 300), { date: "2026-01-01T00:00:00.000Z" });
  }
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  assert.deepEqual(index.search("cache", { projectId: "small" }).map((h) => h.title), [
    "Cache stampede",
  ]);
  assert.ok(index.stats().insights > RANK_WINDOW);
  assert.equal(index.search("cache", { projectId: "big" }).length, 10);
  assert.equal(index.search("stampede").length, 1);
});

Deno.test("search() never shows text of an insight whose summary file was removed", async () => {
  await using home = await tempDir();
  const dir = userStore(home.path, "p");
  const gone = await addSession(dir, "gone", [{ title: "Flaky websocket", summary: "Retry." }]);
  await addSession(dir, "kept", [{ title: "Websocket backoff", summary: "Jitter added." }]);
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  assert.equal(index.search("websocket").length, 2);
  await Deno.remove(gone);
  await index.sync();
  assert.deepEqual(index.search("websocket").map((h) => h.title), ["Websocket backoff"]);
  assert.deepEqual(index.search("flaky"), []);
});

Deno.test("an index of an older schema is rebuilt and gives its space back", async () => {
  await using home = await tempDir();
  await addSession(userStore(home.path, "p"), "s", [{ title: "Cache key bug", summary: "x" }]);
  const path = indexPath({ ctxHome: home.path });
  await Deno.mkdir(home.path, { recursive: true });
  {
    // What an older ctx left: its own tables, full of text, and its schema version.
    const old = new DatabaseSync(path);
    old.exec("CREATE TABLE insights (summary TEXT); PRAGMA user_version = 4;");
    old.prepare("INSERT INTO insights VALUES (?)").run("old text ".repeat(1_000_000));
    old.close();
  }
  const before = statSync(path).size;
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  assert.deepEqual(index.search("cache").map((h) => h.title), ["Cache key bug"]);
  assert.ok(
    statSync(path).size < before / 10,
    `index file ${statSync(path).size} bytes after the rebuild, ${before} before`,
  );
});
