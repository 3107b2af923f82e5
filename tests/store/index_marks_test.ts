/**
 * The index of a one-shot process that trusts folder marks (`openIndex(…, { marks: true })`, as
 * `ctx status` opens it) does not list a store folder whose mtime and file count did not change
 * since it was listed; a file added, replaced or deleted changes the folder and is seen at once,
 * a summary edited in place within ten minutes of the last listing.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { openIndex } from "../../src/store/index.ts";
import { FolderMarks, MARK_TRUST_MS } from "../../src/store/_index_marks.ts";
import { openSchema } from "../../src/store/_index_open.ts";
import { syncIndex } from "../../src/store/_index_sync.ts";
import { tempDir } from "../_helpers.ts";
import { addSession, userStore } from "../mcp/_fixtures.ts";

const titles = (index: ReturnType<typeof openIndex>, query: string) =>
  index.search(query).map((h) => h.title);

/**
 * The folder as if last changed a minute before the test (a mark is made only for a settled
 * folder), the same time each time: as if nothing had been added to it or removed since.
 */
const PAST = new Date(Date.now() - 60_000);
async function settle(dir: string): Promise<void> {
  await Deno.utime(dir, PAST, PAST);
}

Deno.test("a marked folder is not listed again until it changes, and every change to it is seen", async () => {
  await using home = await tempDir();
  const dir = userStore(home.path, "acme-app");
  const file = await addSession(dir, "s1", [{
    title: "Jest fails with ERR_REQUIRE_ESM",
    summary: "chalk 5 is ESM-only; pinned chalk@4.",
  }]);
  await addSession(dir, "s2", [{ title: "Ledger retries on SQLITE_BUSY", summary: "Locks." }]);
  await settle(dir);
  const config = { ctxHome: home.path };
  {
    using index = openIndex(config, { marks: true });
    assert.equal((await index.sync()).added, 2);
  }

  // A summary edited in place leaves its folder's mtime as it was: the mark stands (for ten
  // minutes at most), and the index answers as before.
  const text = await Deno.readTextFile(file);
  await Deno.writeTextFile(file, text.replaceAll("ERR_REQUIRE_ESM", "ERR_UNSUPPORTED_DIR_IMPORT"));
  await settle(dir);
  {
    using index = openIndex(config, { marks: true });
    const quiet = await index.sync();
    assert.deepEqual([quiet.read, quiet.updated, quiet.removed], [0, 0, 0]);
    assert.deepEqual(titles(index, "ERR_REQUIRE_ESM"), ["Jest fails with ERR_REQUIRE_ESM"]);
  }

  // A new summary (written as ctx writes, by a rename) changes the folder: listed again, with
  // the edit above.
  await addSession(dir, "s3", [{ title: "Websocket reconnect storm", summary: "Jitter." }]);
  {
    using index = openIndex(config, { marks: true });
    const listed = await index.sync();
    assert.deepEqual([listed.added, listed.updated], [1, 1]);
    assert.deepEqual(titles(index, "ERR_UNSUPPORTED_DIR_IMPORT"), [
      "Jest fails with ERR_UNSUPPORTED_DIR_IMPORT",
    ]);
  }

  // Deleted: seen by the next sync, settled or not.
  await Deno.remove(file);
  await settle(dir);
  {
    using index = openIndex(config, { marks: true });
    assert.equal((await index.sync()).removed, 1);
    assert.deepEqual(titles(index, "ERR_UNSUPPORTED_DIR_IMPORT"), []);
  }

  // The index rebuilt behind the marks' back (of an older schema: its tables are made anew, the
  // marks stay): the file counts no longer match, and the folder is listed into it again.
  const db = new DatabaseSync(join(home.path, "index.sqlite"));
  db.exec("PRAGMA user_version = 1");
  db.close();
  {
    using index = openIndex(config, { marks: true });
    assert.equal((await index.sync()).added, 2);
    assert.deepEqual(titles(index, "reconnect"), ["Websocket reconnect storm"]);
  }
});

Deno.test("a folder mark is trusted for ten minutes after its listing, then listed again", async () => {
  await using home = await tempDir();
  const dir = userStore(home.path, "acme-app");
  const file = await addSession(dir, "s1", [{ title: "Vite HMR loops", summary: "Watch." }]);
  await settle(dir);
  const stores = [{ dir, kind: "user" as const, projectId: "acme-app", root: "", lastSeen: "" }];
  const db = openSchema(":memory:");
  try {
    let now = Date.now();
    const marks = new FolderMarks(() => db, () => now);
    const sync = async () => {
      const report = await syncIndex(db, stores, marks);
      marks.synced();
      return report;
    };
    assert.equal((await sync()).added, 1);
    // Edited in place (the folder's mtime stays).
    const text = await Deno.readTextFile(file);
    await Deno.writeTextFile(file, text.replace("Watch.", "Watch the config file."));
    await settle(dir);
    now += MARK_TRUST_MS - 1_000;
    assert.equal((await sync()).updated, 0);
    now += 2_000;
    assert.equal((await sync()).updated, 1);

    // A folder changed within two seconds of its listing gets no mark: listed every time.
    await addSession(dir, "s2", [{ title: "Bun lockfile drift", summary: "Pin." }]);
    now = Date.now();
    assert.equal((await sync()).added, 1);
    await Deno.writeTextFile(file, text.replace("Watch.", "Watch again."));
    assert.equal((await sync()).updated, 1);
  } finally {
    db.close();
  }
});
