/**
 * `ctx status`'s tally of a dry plan, kept in the ledger (`src/store/_plan_tally.ts`): read back
 * while nothing it was sorted by changed, and counted again — never served stale — when what
 * discovery found changed (the witness), a ledger row was written by any process, a store folder
 * changed or was replaced, ten minutes passed, or the kept value is damaged; and not kept when a
 * folder cannot be vouched for or another process wrote to the ledger while it was counted.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { Ledger } from "../../src/store/ledger.ts";
import { openLedgerDb } from "../../src/store/stores.ts";
import { keptPlanTally, type PlanTally } from "../../src/store/mod.ts";
import { tempDir } from "../_helpers.ts";
import { settleSession } from "./_settle.ts";

const HOUR = 3_600_000;

const session = (fingerprint: string) => ({
  source: "claude-code",
  sessionId: "s1",
  location: "/h/s1.jsonl",
  fingerprint,
});

async function history(root: string) {
  const config = { ctxHome: join(root, "ctx-home") };
  const store = join(root, "app", ".ctx");
  const other = join(config.ctxHome, "projects", "app");
  await Deno.mkdir(store, { recursive: true });
  await Deno.mkdir(config.ctxHome, { recursive: true });
  const ledger = <T>(fn: (db: DatabaseSync) => T): T => {
    const db = openLedgerDb(config);
    try {
      return fn(db);
    } finally {
      db.close();
    }
  };
  const settle = (id: string) =>
    ledger((db) => settleSession(new Ledger(db, "A"), "app", store, id, "ok"));
  settle("s1");
  const age = (dir: string) => {
    const past = new Date(Date.now() - HOUR);
    Deno.utimeSync(dir, past, past);
  };
  age(store);
  let clock = Date.now();
  let counted = 0;
  /** The tally `count` would give now (what a plan would sort): changed by the tests. */
  let truth: PlanTally = { pending: 0, elsewhere: 0, stored: 0 };
  const deps = { config, now: () => new Date(clock) };
  /** The tally of one session, whose fingerprint is `fingerprint`. */
  const tally = (fingerprint = "w1", during?: () => void) =>
    keptPlanTally(deps, [store, other], [session(fingerprint)], () => {
      counted++;
      during?.();
      return Promise.resolve(truth);
    });
  const kept = () =>
    ledger((db) =>
      db.prepare("SELECT key, value FROM kept_answers WHERE key LIKE '1:dry-plan:%'").all()
    );
  return {
    config,
    store,
    other,
    ledger,
    settle,
    age,
    tally,
    kept,
    counted: () => counted,
    setTruth: (t: PlanTally) => void (truth = t),
    advance: (ms: number) => void (clock += ms),
  };
}

Deno.test("The tally is kept in the ledger and read back by the next call while nothing changed", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  assert.deepEqual(await h.tally(), { pending: 0, elsewhere: 0, stored: 0 });
  assert.equal(h.counted(), 1);
  assert.equal(h.kept().length, 1);
  // What a plan would say now differs, but nothing the tally depends on changed: read back.
  h.setTruth({ pending: 5, elsewhere: 1, stored: 0 });
  assert.deepEqual(await h.tally(), { pending: 0, elsewhere: 0, stored: 0 });
  assert.equal(h.counted(), 1);
});

Deno.test("Another witness (a session grown: its fingerprint) is counted again", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  await h.tally("w1");
  h.setTruth({ pending: 1, elsewhere: 0, stored: 0 });
  assert.deepEqual(await h.tally("w2"), { pending: 1, elsewhere: 0, stored: 0 });
  assert.equal(h.counted(), 2);
  // The new one is kept in place of the old (one key per store pair).
  assert.equal(h.kept().length, 1);
  assert.deepEqual(await h.tally("w2"), { pending: 1, elsewhere: 0, stored: 0 });
  assert.equal(h.counted(), 2);
});

Deno.test("A ledger row written by any process forgets the tally (the triggers)", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  await h.tally();
  // A program that knows nothing of kept answers marks a session failed.
  h.ledger((db) => db.exec("UPDATE sessions SET status = 'failed' WHERE session_id = 's1'"));
  h.setTruth({ pending: 1, elsewhere: 0, stored: 0 });
  assert.deepEqual(await h.tally(), { pending: 1, elsewhere: 0, stored: 0 });
  assert.equal(h.counted(), 2);
});

Deno.test("A summary deleted from a store folder, or one created, is seen (the folders' mtimes)", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  await h.tally();
  for (const entry of Deno.readDirSync(h.store)) Deno.removeSync(join(h.store, entry.name));
  h.setTruth({ pending: 1, elsewhere: 0, stored: 0 });
  assert.deepEqual(await h.tally(), { pending: 1, elsewhere: 0, stored: 0 });
  assert.equal(h.counted(), 2);
  // The other store folder, missing when counted, made since.
  h.age(h.store);
  await h.tally();
  const counted = h.counted();
  await Deno.mkdir(h.other, { recursive: true });
  h.age(h.other);
  h.setTruth({ pending: 1, elsewhere: 1, stored: 0 });
  assert.deepEqual(await h.tally(), { pending: 1, elsewhere: 1, stored: 0 });
  assert.equal(h.counted(), counted + 1);
});

Deno.test("A store folder replaced by another with the same mtime is seen (its inode)", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  await h.tally();
  const mtime = Deno.statSync(h.store).mtime!;
  const moved = join(dir.path, "moved");
  Deno.renameSync(h.store, moved);
  await Deno.mkdir(h.store);
  Deno.utimeSync(h.store, mtime, mtime);
  h.setTruth({ pending: 1, elsewhere: 0, stored: 0 });
  assert.deepEqual(await h.tally(), { pending: 1, elsewhere: 0, stored: 0 });
  assert.equal(h.counted(), 2);
});

Deno.test("A kept tally is trusted for ten minutes at most", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  await h.tally();
  h.advance(9 * 60_000);
  await h.tally();
  assert.equal(h.counted(), 1);
  h.advance(2 * 60_000);
  await h.tally();
  assert.equal(h.counted(), 2);
});

Deno.test("A damaged or misshapen kept value is not trusted: counted again and kept anew", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  await h.tally();
  const damages = [
    "'{not json'",
    "json_set(value, '$.pending', -1)",
    "json_set(value, '$.pending', 'many')",
    "json_set(value, '$.elsewhere', 9)", // more elsewhere than pending
    "json_remove(value, '$.folders')",
    "json_set(value, '$.folders', json_object('/x', 1))",
    "json_remove(value, '$.at')",
  ];
  for (const [i, damage] of damages.entries()) {
    h.ledger((db) =>
      db.exec(`UPDATE kept_answers SET value = ${damage} WHERE key LIKE '1:dry-plan:%'`)
    );
    assert.deepEqual(await h.tally(), { pending: 0, elsewhere: 0, stored: 0 }, damage);
    assert.equal(h.counted(), 2 + i, damage);
    assert.equal(h.kept().length, 1);
  }
});

Deno.test("A folder changed just before it was stamped, or a link, makes the tally not kept", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  Deno.writeTextFileSync(join(h.store, "new.md"), "# n\n"); // the folder's mtime is now
  await h.tally();
  await h.tally();
  assert.equal(h.counted(), 2);
  assert.equal(h.kept().length, 0);
  // A link in place of the store folder, its target long unchanged.
  const real = join(dir.path, "real");
  Deno.renameSync(h.store, real);
  h.age(real);
  Deno.symlinkSync(real, h.store);
  await h.tally();
  await h.tally();
  assert.equal(h.counted(), 4);
  assert.equal(h.kept().length, 0);
});

Deno.test("A tally counted while another process wrote to the ledger is not kept", async () => {
  await using dir = await tempDir();
  const h = await history(dir.path);
  await h.tally("w1", () => h.settle("s2"));
  assert.equal(h.kept().length, 0);
  h.age(h.store); // The summary file the other process wrote.
  await h.tally();
  assert.equal(h.counted(), 2);
  assert.equal(h.kept().length, 1);
});

Deno.test("With no ledger the tally is counted and no ledger is made", async () => {
  await using dir = await tempDir();
  const config = { ctxHome: join(dir.path, "ctx-home") };
  let counted = 0;
  const count = () => Promise.resolve({ pending: ++counted, elsewhere: 0, stored: 0 });
  const deps = { config, now: () => new Date() };
  const sessions = [session("1:1")];
  assert.deepEqual(await keptPlanTally(deps, [dir.path], sessions, count), {
    pending: 1,
    elsewhere: 0,
    stored: 0,
  });
  assert.deepEqual(await keptPlanTally(deps, [dir.path], sessions, count), {
    pending: 2,
    elsewhere: 0,
    stored: 0,
  });
  assert.throws(() => Deno.statSync(config.ctxHome), Deno.errors.NotFound);
});
