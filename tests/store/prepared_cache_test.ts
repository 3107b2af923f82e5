/**
 * `prepared` keeps a statement per connection and SQL text for a long-lived `ctx mcp`, and at
 * most `PREPARED_PER_CONNECTION` of them: texts that vary without end (a placeholder per value)
 * must not grow the process, and the statements run on every call must not be dropped by them.
 */
import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { prepared, PREPARED_PER_CONNECTION } from "../../src/store/db.ts";

/** How many statements SQLite prepared on `db` while `fn` ran. */
function preparesDuring(db: DatabaseSync, fn: () => void): number {
  const original = db.prepare;
  let count = 0;
  db.prepare = (sql: string) => {
    count++;
    return original.call(db, sql);
  };
  try {
    fn();
  } finally {
    db.prepare = original;
  }
  return count;
}

const text = (n: number) => `SELECT ${n} AS n`;

Deno.test("prepared keeps one statement per text and gives the same answers", () => {
  using db = new DatabaseSync(":memory:");
  const first = prepared(db, text(1));
  assert.equal(preparesDuring(db, () => assert.equal(prepared(db, text(1)), first)), 0);
  assert.deepEqual({ ...prepared(db, "SELECT ? + 1 AS n").get(41) as object }, { n: 42 });
});

Deno.test("prepared keeps no more than its bound, dropping the least recently used text", () => {
  using db = new DatabaseSync(":memory:");
  const bound = PREPARED_PER_CONNECTION;
  // A statement run on every call, then more texts than the bound, the first one used between.
  prepared(db, "SELECT 'hot'");
  for (let n = 0; n < bound * 2; n++) {
    prepared(db, text(n));
    prepared(db, "SELECT 'hot'");
  }
  assert.equal(preparesDuring(db, () => prepared(db, "SELECT 'hot'")), 0, "the hot one is kept");
  // The newest bound - 1 texts are still there (with the hot one: the bound).
  const kept = () => {
    for (let n = bound * 2 - (bound - 1); n < bound * 2; n++) prepared(db, text(n));
  };
  assert.equal(preparesDuring(db, kept), 0);
  // One more than the bound, used in turn: every use prepares again — nothing past the bound
  // was kept (a cache without bound would hold all of them).
  const cycle = () => {
    for (let n = 0; n <= bound; n++) prepared(db, text(10_000 + n));
  };
  cycle();
  assert.equal(preparesDuring(db, cycle), bound + 1);
});

Deno.test("each connection has its own statements", () => {
  using a = new DatabaseSync(":memory:");
  using b = new DatabaseSync(":memory:");
  const onA = prepared(a, text(7));
  const onB = prepared(b, text(7));
  assert.notEqual(onA, onB);
  assert.deepEqual({ ...onB.get() as object }, { n: 7 });
});
