/**
 * The read-only SQLite kit refuses to query a table that holds credentials, whatever the
 * statement, reads a table's columns, and reads an editor's `ItemTable` JSON values.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { itemTableJson, openKvDb } from "../../src/sources/sqlite.ts";
import { tempDir } from "../_helpers.ts";

Deno.test("KvDb.query() refuses a statement naming a credential table; columns() lists a table's columns", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "x.db");
  const db = new DatabaseSync(path);
  db.exec(
    "CREATE TABLE account (id TEXT, access_token TEXT); INSERT INTO account VALUES ('a', 'tok');" +
      "CREATE TABLE session (id TEXT, accounted INT); INSERT INTO session VALUES ('s', 1);",
  );
  db.close();
  const opened = await openKvDb(path);
  using kv = opened.db!;
  for (
    const sql of [
      "SELECT * FROM account",
      "select access_token from ACCOUNT",
      "SELECT s.id FROM session s JOIN credential c ON 1",
      "SELECT secret FROM session_share",
      "SELECT * FROM control_account",
      'SELECT * FROM "account"',
    ]
  ) {
    assert.throws(() => kv.query(sql), /Refusing to query a table that holds credentials/, sql);
  }
  assert.deepEqual({ ...kv.query("SELECT id, accounted FROM session")[0] }, {
    id: "s",
    accounted: 1,
  });
  assert.deepEqual([...kv.columns("session")], ["id", "accounted"]);
  assert.deepEqual([...kv.columns("missing")], []);
});

Deno.test("itemTableJson() gives a key's JSON value, and says a value cut short, and a missing key only when expected", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "state.vscdb");
  const db = new DatabaseSync(path);
  db.exec("CREATE TABLE ItemTable (key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB)");
  const put = db.prepare("INSERT INTO ItemTable VALUES (?, ?)");
  put.run("whole", JSON.stringify({ tabs: [1, 2] }));
  put.run("cut", JSON.stringify({ tabs: [1, 2] }).slice(0, 9));
  db.close();
  const opened = await openKvDb(path);
  using kv = opened.db!;
  const warnings: string[] = [];
  assert.deepEqual(itemTableJson(kv, "whole", warnings), { value: { tabs: [1, 2] } });
  assert.equal(itemTableJson(kv, "absent", warnings), undefined);
  assert.deepEqual(warnings, [], "a key a workspace does not have is not worth a warning");
  assert.equal(itemTableJson(kv, "cut", warnings), undefined);
  assert.equal(itemTableJson(kv, "absent", warnings, true), undefined);
  assert.deepEqual(warnings, [
    `Cannot read "${path}" cut: truncated JSON`,
    `Cannot read "${path}" absent: not found`,
  ]);
});
