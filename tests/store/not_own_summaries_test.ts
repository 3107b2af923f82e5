/**
 * `notOwnSummaries`: of a project's summary hashes, those this machine did not write — the
 * complement of `ownSummaries`, asked so that only those come back (`ctx status` asks it for
 * every committed summary of a project; docs/memory.md, "Provenance").
 */
import assert from "node:assert/strict";
import { openMemoryLedger } from "../../src/store/mod.ts";
import { openLedgerDb } from "../../src/store/stores.ts";
import { tempDir } from "../_helpers.ts";

const hash = (i: number) => i.toString(16).padStart(64, "0");

Deno.test("notOwnSummaries() returns exactly the hashes ownSummaries() leaves out", async () => {
  await using home = await tempDir();
  const config = { ctxHome: home.path };
  const writer = openMemoryLedger(config);
  // More than one batch of 500, written and not written interleaved.
  const all = Array.from({ length: 1_203 }, (_, i) => hash(i));
  for (const [i, h] of all.entries()) {
    if (i % 7 !== 3) writer.recordOwnSummary(h, new Date("2026-03-01T09:00:00Z"));
  }
  writer.close();
  using ledger = openMemoryLedger(config, { readOnly: true });
  const asked = [...all, all[3]!, "", all[10]!]; // a repeat, an empty hash
  const own = ledger.ownSummaries(asked);
  const notOwn = ledger.notOwnSummaries(asked);
  assert.deepEqual(
    [...notOwn].sort(),
    [...new Set(asked)].filter((h) => !own.has(h)).sort(),
  );
  assert.equal(notOwn.has(""), true);
  assert.equal(notOwn.size, 1 + all.filter((_, i) => i % 7 === 3).length);
  assert.deepEqual([...ledger.notOwnSummaries([])], []);
  // Batches all this machine's, and all someone else's, are answered from their counts.
  const mine = all.filter((_, i) => i % 7 !== 3);
  assert.deepEqual([...ledger.notOwnSummaries(mine)], []);
  const theirs = Array.from({ length: 1_001 }, (_, i) => hash(10_000 + i));
  assert.deepEqual([...ledger.notOwnSummaries(theirs)].sort(), theirs);
  assert.deepEqual(
    [...ledger.notOwnSummaries([...mine.slice(0, 600), theirs[0]!])],
    [theirs[0]],
  );
});

Deno.test("notOwnSummaries() says every hash is not this machine's before anything was written", async () => {
  await using home = await tempDir();
  const config = { ctxHome: home.path };
  {
    using none = openMemoryLedger(config, { readOnly: true }); // no ledger at all
    assert.deepEqual([...none.notOwnSummaries(["a", "b", "a"])].sort(), ["a", "b"]);
  }
  openLedgerDb(config).close(); // a ledger without the memory tables
  using ledger = openMemoryLedger(config, { readOnly: true });
  assert.deepEqual([...ledger.notOwnSummaries(["a", "b"])].sort(), ["a", "b"]);
});
