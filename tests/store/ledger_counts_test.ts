/**
 * `ctx status`'s counts of every session, kept in the ledger for the next process
 * (`src/store/_ledger_counts.ts`): read back while nothing changed, and counted again — never
 * served stale — when a session is settled, a summary file is deleted, the kept answer is older
 * than ten minutes, the ledger's triggers are gone, or a store folder could not be vouched for
 * (changed just before its listing, or a link).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { Ledger, ledgerKey, type Outcome } from "../../src/store/ledger.ts";
import { openLedgerDb } from "../../src/store/stores.ts";
import { openLedgerView } from "../../src/store/mod.ts";
import { summaryFileName } from "../../src/store/summary.ts";
import { tempDir } from "../_helpers.ts";
import { settleSession } from "./_settle.ts";

const HOUR = 3_600_000;

async function history(root: string) {
  const config = { ctxHome: join(root, "ctx-home") };
  const store = join(root, "app", ".ctx");
  await Deno.mkdir(store, { recursive: true });
  await Deno.mkdir(config.ctxHome, { recursive: true });
  const settle = (id: string, status: Outcome) => {
    const db = openLedgerDb(config);
    try {
      settleSession(new Ledger(db, "A"), "app", store, id, status);
    } finally {
      db.close();
    }
  };
  for (const id of ["s1", "s2", "s3"]) settle(id, "ok");
  settle("s4", "failed");
  // The store folder last changed an hour ago: its listing can be vouched for.
  const past = new Date(Date.now() - HOUR);
  Deno.utimeSync(store, past, past);
  let clock = Date.now();
  const deps = { config, host: "h", pid: 1, now: () => new Date(clock) };
  const counts = (projectId?: string) => {
    using view = openLedgerView(deps)!;
    const all = view.counts(projectId);
    return Object.fromEntries(Object.entries(all).filter(([, n]) => n > 0));
  };
  const ledger = <T>(fn: (db: DatabaseSync) => T): T => {
    const db = openLedgerDb(config);
    try {
      return fn(db);
    } finally {
      db.close();
    }
  };
  const kept = () =>
    ledger((db) => db.prepare("SELECT key FROM kept_answers").all().map((r) => r.key));
  /** Change what is kept behind ctx's back: a count read back from it is then 99. */
  const tamper = () =>
    ledger((db) =>
      db.exec("UPDATE kept_answers SET value = json_set(value, '$.counts.all.ok', 99)")
    );
  /** `id` taken by a run (owner "B") at `at` for a minute, never settled: killed. */
  const claim = (id: string, at: number) =>
    ledger((db) =>
      new Ledger(db, "B").claim({
        key: ledgerKey("claude-code", id, store),
        source: "claude-code",
        sessionId: id,
        projectId: "app",
        storeDir: store,
        location: `/h/${id}.jsonl`,
        fingerprint: "1:1",
        contentHash: `sha256:${id}`,
      }, { now: at, leaseMs: 60_000 })
    );
  return {
    config,
    store,
    settle,
    claim,
    counts,
    kept,
    tamper,
    ledger,
    advance: (ms: number) => void (clock += ms),
  };
}

Deno.test("The counts are kept in the ledger and the next view reads them", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  assert.deepEqual(h.counts(), { ok: 3, failed: 1 });
  assert.deepEqual(h.kept(), ["1:ledger-counts"]);
  h.tamper();
  // Read back, not counted: the tampered value shows (nothing else could make it 99).
  assert.deepEqual(h.counts(), { ok: 99, failed: 1 });
  assert.deepEqual(h.counts("app"), { ok: 3, failed: 1 });
});

Deno.test("A session settled by any process is counted by the next view (the triggers)", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  assert.deepEqual(h.counts(), { ok: 3, failed: 1 });
  h.tamper();
  h.settle("s5", "empty");
  assert.deepEqual(h.counts(), { ok: 3, empty: 1, failed: 1 });
  // A program that knows nothing of the kept answers deletes a row: counted again too.
  h.tamper();
  h.ledger((db) => db.exec("DELETE FROM sessions WHERE session_id = 's4'"));
  assert.deepEqual(h.counts(), { ok: 3, empty: 1 });
});

Deno.test("A summary file deleted is seen by the next view (the store folder's mtime)", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  assert.deepEqual(h.counts(), { ok: 3, failed: 1 });
  h.tamper();
  Deno.removeSync(join(h.store, summaryFileName("claude-code", "s2")));
  // s2 is pending again: not counted. Nothing in the ledger changed.
  assert.deepEqual(h.counts(), { ok: 2, failed: 1 });
  // The store folder changed just now: what was counted is not kept (nor what was before).
  h.tamper();
  assert.deepEqual(h.counts(), { ok: 2, failed: 1 });
});

Deno.test("The store folder replaced by another is seen by the next view (its inode)", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  assert.deepEqual(h.counts(), { ok: 3, failed: 1 });
  const mtime = Deno.statSync(h.store).mtime!;
  // Another folder in its place, as a restore would leave it: the same mtime, one summary less.
  const other = `${h.store}.new`;
  await Deno.mkdir(other);
  for (const id of ["s1", "s3"]) {
    Deno.writeTextFileSync(join(other, summaryFileName("claude-code", id)), "# s\n");
  }
  Deno.utimeSync(other, mtime, mtime);
  Deno.renameSync(h.store, `${h.store}.old`);
  Deno.renameSync(other, h.store);
  h.tamper();
  assert.deepEqual(h.counts(), { ok: 2, failed: 1 });
});

Deno.test("A kept answer is trusted for ten minutes at most", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  assert.deepEqual(h.counts(), { ok: 3, failed: 1 });
  h.tamper();
  h.advance(9 * 60_000);
  assert.deepEqual(h.counts(), { ok: 99, failed: 1 });
  h.advance(2 * 60_000);
  assert.deepEqual(h.counts(), { ok: 3, failed: 1 });
});

Deno.test("What is kept is forgotten when the ledger's triggers are gone", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  assert.deepEqual(h.counts(), { ok: 3, failed: 1 });
  h.tamper();
  // Dropped (a ledger made again by another version, say): the kept answer cannot be trusted.
  h.ledger((db) => db.exec("DROP TRIGGER kept_answers_sessions_delete"));
  h.ledger((db) => db.exec("DELETE FROM sessions WHERE session_id = 's4'"));
  assert.deepEqual(h.counts(), { ok: 3 });
});

Deno.test("A store folder changed just before its listing, or a link, is not vouched for", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  // Changed now: a change in the same clock tick could follow unseen.
  Deno.writeTextFileSync(join(h.store, "notes.txt"), "x");
  assert.deepEqual(h.counts(), { ok: 3, failed: 1 });
  assert.deepEqual(h.kept(), []);
  // A link to a folder: never vouched for.
  const real = `${h.store}.real`;
  Deno.renameSync(h.store, real);
  Deno.symlinkSync(real, h.store);
  const past = new Date(Date.now() - HOUR);
  Deno.utimeSync(real, past, past);
  assert.deepEqual(h.counts(), { ok: 3, failed: 1 });
  assert.deepEqual(h.kept(), []);
});

Deno.test("A session in progress is counted again when its lease runs out; one run out long ago does not stop the counts being kept", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  // Taken now: in progress, and the answer is not kept (the lease may end with no write).
  h.claim("s5", Date.now());
  assert.deepEqual(h.counts(), { ok: 3, running: 1, failed: 1 });
  assert.deepEqual(h.kept(), []);
  h.advance(2 * 60_000);
  assert.deepEqual(h.counts(), { ok: 3, stopped: 1, failed: 1 }, "its run was killed");
  // A row a killed run left an hour ago (its transcript since deleted): stopped, and kept.
  h.claim("s5", Date.now() - HOUR);
  h.advance(-2 * 60_000);
  assert.deepEqual(h.counts(), { ok: 3, stopped: 1, failed: 1 });
  assert.deepEqual(h.kept(), ["1:ledger-counts"]);
  h.tamper();
  assert.deepEqual(h.counts(), { ok: 99, stopped: 1, failed: 1 });
});
