/**
 * A long-lived `ctx mcp` runs the index's reads on every call. A statement SQLite prepared holds
 * memory outside V8's heap until the garbage collector happens to collect it (V8 does not see it
 * and does not hurry), so a read that prepares a statement per call grows the process by 4–16 KB
 * each time: the reads of a call prepare their statements once per connection, whatever the
 * number of ids they are given.
 */
import assert from "node:assert/strict";
import { openIndex } from "../../src/store/index.ts";
import { openMemoryLedger } from "../../src/store/mod.ts";
import { openMemory } from "../../src/memory/mod.ts";
import { tempDir } from "../_helpers.ts";
import { preparesDuring } from "./_prepares.ts";
import { addSession, userStore } from "../mcp/_fixtures.ts";

Deno.test("the index's per-call reads prepare no new statement once warm, for any number of ids", async () => {
  await using home = await tempDir();
  const dir = userStore(home.path, "github.com-acme-app");
  for (let s = 0; s < 12; s++) {
    await addSession(dir, `s${s}`, [
      { title: `Lock timeout in worker ${s}`, summary: `Worker ${s} held the lock.`, type: "bug" },
      { title: `Retry the queue ${s}`, summary: `Queue ${s} retried with backoff.`, type: "fix" },
    ], { date: `2026-03-${String(s + 1).padStart(2, "0")}T09:00:00.000Z` });
  }
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  const all = index.projectInsights("github.com-acme-app", { limit: 100 }).map((i) => i.id);
  assert.equal(all.length, 24);
  const calls = () => {
    // Lists of every length: each length was a statement text of its own.
    for (let n = 1; n <= all.length; n++) {
      const ids = all.slice(0, n);
      assert.equal(index.memory.withRepeats(ids).length, n);
      index.memory.supersedes({ ids });
      assert.equal(index.getInsights(ids).length, n);
    }
    index.memory.supersedes({ projectId: "github.com-acme-app" });
    index.projectStats("github.com-acme-app", { topTags: 10 });
    index.counts("github.com-acme-app");
    index.search("lock worker", { limit: 10 });
  };
  calls();
  assert.equal(await preparesDuring(calls), 0);
  // A search prepares the same statements whatever its number of hits (its rows were read with
  // one placeholder per hit, a statement text per count).
  assert.equal(index.search("lock worker", { limit: 1 }).length, 1);
  const counts = new Set<number>();
  const searches = () => {
    for (let limit = 2; limit <= 12; limit++) {
      counts.add(index.search("lock worker", { limit }).length);
    }
  };
  assert.equal(await preparesDuring(searches), 0);
  assert.ok(counts.size >= 5, `hit counts seen: ${[...counts].join(", ")}`);
});

Deno.test("serving a search through memory prepares nothing new on the index once warm", async () => {
  await using home = await tempDir();
  const dir = userStore(home.path, "github.com-acme-app");
  const summary = "The worker held the queue lock past its timeout; the job now releases it.";
  for (const s of ["s1", "s2", "s3"]) {
    await addSession(dir, s, [{ title: "Lock timeout in the worker", summary, type: "bug" }]);
  }
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  const search = async () => {
    using memory = openMemory({ config: { ctxHome: home.path } }, index);
    const hits = await memory.search("lock timeout", { limit: 10 });
    assert.equal(hits.length, 1, "the repeats fold into one");
    assert.equal(hits[0]!.confirmations, 3);
  };
  await search();
  // (No memory ledger on this machine yet.)
  assert.equal(await preparesDuring(search), 0);
  // With one, kept open by the caller as `ctx mcp` keeps it: its reads prepare nothing new either.
  const hashes = index.memory.localFiles("github.com-acme-app").map((f) => f.hash);
  openMemoryLedger({ ctxHome: home.path }).close(); // the memory tables, as a distillation makes
  using ledger = openMemoryLedger({ ctxHome: home.path }, { readOnly: true });
  const served = async () => {
    using memory = openMemory({ config: { ctxHome: home.path } }, index, { ledger });
    await memory.search("lock timeout", { limit: 10 });
    assert.equal(ledger.ownSummaries(hashes.slice(0, 1)).size, 0);
    assert.equal(ledger.ownSummaries(hashes).size, 0);
  };
  await served();
  assert.equal(await preparesDuring(served), 0);
});
