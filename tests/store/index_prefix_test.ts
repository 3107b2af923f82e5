/**
 * Prefixes and identifiers over the index of schema 6: the identifier table holds identifiers
 * only, a prefix of plain words is served by the word table (and the `vocab` of unstemmed
 * words), and a query that mixes identifiers and words still needs every term.
 */
import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { indexPath, openIndex } from "../../src/store/index.ts";
import { tempDir } from "../_helpers.ts";
import { addSession, userStore } from "../mcp/_fixtures.ts";

async function store(ctxHome: string): Promise<void> {
  const dir = userStore(ctxHome, "p");
  await addSession(dir, "s1", [
    { title: "Ledger writes serialized", summary: "BEGIN IMMEDIATE around each write." },
    { title: "Serialization of dates", summary: "Dates go out as ISO strings." },
    { title: "A serializable snapshot", summary: "Readers see one version." },
    { title: "Feature flag foo-bar", summary: "Enables the new parser." },
    {
      title: "Feature flag foo-bar serialized",
      summary: "The flag's state is saved with the session.",
    },
  ], { date: "2026-03-01T09:00:00.000Z" });
  await addSession(dir, "s2", [
    {
      title: "useEffect ran twice",
      summary: "StrictMode mounts twice.",
      file: "src/ui/App.tsx",
    },
    {
      title: "Jest fails with ERR_REQUIRE_ESM",
      summary: "chalk 5 is ESM-only.",
      file: "src/store/ledger.ts",
    },
    { title: "Err require esm in words", summary: "The same words apart, no identifier." },
  ], { date: "2026-03-02T09:00:00.000Z" });
}

Deno.test("a prefix of plain words finds every word starting with it, whatever its stem", async () => {
  await using home = await tempDir();
  await store(home.path);
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  const titles = index.search("serializ*").map((h) => h.title).sort();
  assert.deepEqual(titles, [
    "A serializable snapshot",
    "Feature flag foo-bar serialized",
    "Ledger writes serialized",
    "Serialization of dates",
  ]);
  assert.deepEqual(index.search("(Serializ*").map((h) => h.title).sort(), titles);
  // A prefix is marked in the snippet as before.
  assert.match(index.search("immedi*")[0]!.snippet, /«IMMEDIATE»/);
  assert.deepEqual(index.search("useEff*").map((h) => h.title), ["useEffect ran twice"]);
  assert.deepEqual(index.search("zzz*"), []);
});

Deno.test("identifier prefixes and whole identifiers still match, exact identifiers first", async () => {
  await using home = await tempDir();
  await store(home.path);
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  assert.deepEqual(index.search("src/sto*").map((h) => h.title), [
    "Jest fails with ERR_REQUIRE_ESM",
  ]);
  assert.deepEqual(index.search("ledger.ts").map((h) => h.title), [
    "Jest fails with ERR_REQUIRE_ESM",
  ]);
  assert.deepEqual(index.search("ERR_REQUIRE_ESM").map((h) => h.title), [
    "Jest fails with ERR_REQUIRE_ESM",
    "Err require esm in words",
  ]);
});

Deno.test("a query mixing identifiers, words and prefixes needs every term", async () => {
  await using home = await tempDir();
  await store(home.path);
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  assert.deepEqual(index.search("foo-bar serializ*").map((h) => h.title), [
    "Feature flag foo-bar serialized",
  ]);
  assert.deepEqual(index.search("foo-bar parser").map((h) => h.title), [
    "Feature flag foo-bar",
  ]);
  assert.deepEqual(index.search("ERR_REQUIRE_ESM chalk").map((h) => h.title), [
    "Jest fails with ERR_REQUIRE_ESM",
  ]);
});

Deno.test("a prefix finds nothing of a summary that was removed", async () => {
  await using home = await tempDir();
  const dir = userStore(home.path, "p");
  const gone = await addSession(dir, "gone", [{ title: "Quuxified cache", summary: "Old." }]);
  await addSession(dir, "kept", [{ title: "Quuxable queue", summary: "New." }]);
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  assert.equal(index.search("quux*").length, 2);
  await Deno.remove(gone);
  await index.sync();
  assert.deepEqual(index.search("quux*").map((h) => h.title), ["Quuxable queue"]);
});

Deno.test("an index of schema 5 is replaced by one that keeps a file's columns once", async () => {
  await using home = await tempDir();
  await addSession(userStore(home.path, "p"), "s", [{ title: "Cache key bug", summary: "x" }], {
    cwd: "/work/app",
  });
  const path = indexPath({ ctxHome: home.path });
  {
    // The tables of schema 5 (a file's path, root, source and session on every insight).
    const old = new DatabaseSync(path);
    old.exec(`CREATE TABLE files (path TEXT PRIMARY KEY, store_dir TEXT NOT NULL);
      CREATE TABLE insights (rowid INTEGER PRIMARY KEY, id TEXT, file_path TEXT, root TEXT);
      INSERT INTO files VALUES ('/gone.md', '/');
      INSERT INTO insights VALUES (1, 'ins_old', '/gone.md', '/old');
      PRAGMA user_version = 5;`);
    old.close();
  }
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  const [hit] = index.search("cache");
  assert.equal(hit?.title, "Cache key bug");
  const [insight] = index.getInsights([hit!.id]);
  assert.equal(insight?.sessionId, "s");
  assert.equal(insight?.source, "claude-code");
  assert.match(insight!.path, /\.md$/);
  assert.deepEqual(index.getInsights(["ins_old"]), []);
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const columns = db.prepare("SELECT name FROM pragma_table_info('insights')").all()
      .map((r) => String(r.name));
    assert.ok(columns.includes("file_id") && !columns.includes("file_path"), columns.join());
  } finally {
    db.close();
  }
});
