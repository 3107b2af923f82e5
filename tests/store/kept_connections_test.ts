/**
 * A long-lived `ctx mcp` keeps its connections to the ledger open: one opened and closed per call
 * costs memory the process does not get back. What the ledger learns meanwhile (a clone
 * registered, the memory tables made by a first distillation) is still seen on the next call.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { openIndex } from "../../src/store/index.ts";
import { openMemoryLedger } from "../../src/store/mod.ts";
import { openLedgerDb, registerStore } from "../../src/store/stores.ts";
import { tempDir } from "../_helpers.ts";
import { preparesDuring } from "./_prepares.ts";
import { addSession, userStore } from "../mcp/_fixtures.ts";

function registerClone(ctxHome: string, projectId: string, root: string): void {
  const db = openLedgerDb({ ctxHome });
  try {
    const dir = userStore(ctxHome, projectId);
    registerStore(db, { dir, kind: "user", projectId, root, lastSeen: "2026-03-01T09:00:00Z" });
  } finally {
    db.close();
  }
}

Deno.test("a watching index reads the registry on one kept connection and sees new clones", async () => {
  await using home = await tempDir();
  const id = "github.com-acme-app";
  await addSession(userStore(home.path, id), "s1", [
    { title: "Lock timeout in the worker", summary: "The worker held the lock.", type: "bug" },
  ]);
  const first = join(home.path, "work", "app");
  registerClone(home.path, id, first);
  using index = openIndex({ ctxHome: home.path }, { watch: true });
  await index.sync();
  assert.deepEqual(index.counts(id).folders.map((f) => f.root), [first]);
  // A sync with nothing new opens no connection (each would prepare its reads again).
  assert.equal(await preparesDuring(() => index.sync()), 0);
  // A second clone registered by another process is in the next sync's folders.
  const second = join(home.path, "other", "app");
  registerClone(home.path, id, second);
  await index.sync();
  assert.deepEqual(index.counts(id).folders.map((f) => f.root).sort(), [second, first].sort());
});

Deno.test("a kept read-only memory ledger sees the memory tables made after it was opened", async () => {
  await using home = await tempDir();
  const config = { ctxHome: home.path };
  openLedgerDb(config).close(); // a ledger without memory tables (no distillation yet)
  using ledger = openMemoryLedger(config, { readOnly: true });
  assert.equal(ledger.connected, true);
  assert.equal(ledger.ready, false);
  assert.deepEqual([...ledger.ownSummaries(["abc"])], []);
  // Asking again while they are missing prepares nothing new.
  assert.equal(await preparesDuring(() => ledger.ready), 0);
  // A distillation in another process makes them and records a summary it wrote.
  const writer = openMemoryLedger(config);
  writer.recordOwnSummary("abc", new Date("2026-03-01T09:00:00Z"));
  writer.close();
  assert.equal(ledger.ready, true);
  assert.deepEqual([...ledger.ownSummaries(["abc", "def"])], ["abc"]);
});

Deno.test("a memory ledger opened read-only before the ledger exists says it is not connected", async () => {
  await using home = await tempDir();
  using ledger = openMemoryLedger({ ctxHome: home.path }, { readOnly: true });
  assert.equal(ledger.connected, false);
  assert.equal(ledger.ready, false);
});
