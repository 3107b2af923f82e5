/**
 * The index of a long-lived process (`openIndex(…, { watch: true })`, as `ctx mcp` opens it)
 * lists only the store folders whose files changed, yet never serves an insight a summary file
 * no longer holds: edited in place, replaced, deleted, or a new store folder.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { openIndex } from "../../src/store/index.ts";
import { tempDir } from "../_helpers.ts";
import { addSession, userStore } from "../mcp/_fixtures.ts";

const titles = (index: ReturnType<typeof openIndex>, query: string) =>
  index.search(query).map((h) => h.title);

Deno.test("a watching index reads nothing when nothing changed, and sees every hand edit", async () => {
  await using home = await tempDir();
  const dir = userStore(home.path, "acme-app");
  const file = await addSession(dir, "s1", [{
    title: "Jest fails with ERR_REQUIRE_ESM",
    summary: "chalk 5 is ESM-only; pinned chalk@4.",
  }]);
  await addSession(dir, "s2", [{ title: "Ledger retries on SQLITE_BUSY", summary: "Locks." }]);
  using index = openIndex({ ctxHome: home.path }, { watch: true });
  assert.equal((await index.sync()).added, 2);

  // Nothing changed: nothing is read (and the index answers as before).
  const quiet = await index.sync();
  assert.deepEqual([quiet.read, quiet.added, quiet.updated, quiet.removed], [0, 0, 0, 0]);
  assert.deepEqual(titles(index, "ERR_REQUIRE_ESM"), ["Jest fails with ERR_REQUIRE_ESM"]);

  // Edited in place by hand (same file, same inode): the next sync serves the new text.
  const text = await Deno.readTextFile(file);
  await Deno.writeTextFile(file, text.replaceAll("ERR_REQUIRE_ESM", "ERR_UNSUPPORTED_DIR_IMPORT"));
  const edited = await index.sync();
  assert.equal(edited.updated, 1);
  assert.deepEqual(titles(index, "ERR_REQUIRE_ESM"), []);
  assert.deepEqual(titles(index, "ERR_UNSUPPORTED_DIR_IMPORT"), [
    "Jest fails with ERR_UNSUPPORTED_DIR_IMPORT",
  ]);

  // Appended to (an editor that writes in place): seen too.
  const file2 = join(
    dir,
    (await Array.fromAsync(Deno.readDir(dir))).find((e) => e.name.includes("s2"))!.name,
  );
  const two = await Deno.readTextFile(file2);
  await Deno.writeTextFile(file2, two.replace("Locks.", "Locks. Also WAL checkpoints."));
  await index.sync();
  assert.deepEqual(titles(index, "checkpoints"), ["Ledger retries on SQLITE_BUSY"]);

  // Deleted by hand: gone from the next answer.
  await Deno.remove(file);
  assert.equal((await index.sync()).removed, 1);
  assert.deepEqual(titles(index, "ERR_UNSUPPORTED_DIR_IMPORT"), []);

  // A new store folder (another project) is listed the first time it is seen.
  await addSession(userStore(home.path, "other-lib"), "o1", [{
    title: "Websocket reconnect storm",
    summary: "Backoff with jitter.",
  }]);
  assert.deepEqual(titles(index, "websocket"), []);
  await index.sync();
  assert.deepEqual(titles(index, "websocket"), ["Websocket reconnect storm"]);

  // A store folder deleted whole: its insights go.
  await Deno.remove(userStore(home.path, "other-lib"), { recursive: true });
  await index.sync();
  assert.deepEqual(titles(index, "websocket"), []);
});

Deno.test("a watching index rebuilt after its file was deleted lists every store again", async () => {
  await using home = await tempDir();
  const dir = userStore(home.path, "acme-app");
  await addSession(dir, "s1", [{ title: "Adopt ADR-0005", summary: "Stable error codes." }]);
  using index = openIndex({ ctxHome: home.path }, { watch: true });
  await index.sync();
  for (const suffix of ["", "-wal", "-shm"]) {
    await Deno.remove(join(home.path, `index.sqlite${suffix}`)).catch(() => {});
  }
  // No summary changed, but the new index is empty: it is filled from the files again.
  await index.sync();
  assert.deepEqual(titles(index, "ADR-0005"), ["Adopt ADR-0005"]);
});

Deno.test("a project's overview is kept only until the index changes, in this process or another", async () => {
  await using home = await tempDir();
  const dir = userStore(home.path, "acme-app");
  await addSession(dir, "s1", [{ title: "Adopt ADR-0005", summary: "Stable error codes." }], {
    project: "acme-app",
  });
  using index = openIndex({ ctxHome: home.path }, { watch: true });
  await index.sync();
  assert.equal(index.projectStats("acme-app").insights, 1);
  assert.equal(index.projectInsights("acme-app").length, 1);

  // Another process syncs a new summary into the same index file: this one's answers follow
  // without a sync of its own.
  await addSession(dir, "s2", [{ title: "Retry on SQLITE_BUSY", summary: "Locks." }], {
    project: "acme-app",
  });
  using other = openIndex({ ctxHome: home.path });
  await other.sync();
  assert.equal(index.projectStats("acme-app").insights, 2);
  assert.deepEqual(index.projectInsights("acme-app").map((i) => i.title).sort(), [
    "Adopt ADR-0005",
    "Retry on SQLITE_BUSY",
  ]);

  // And after its own sync of a deletion.
  for await (const entry of Deno.readDir(dir)) await Deno.remove(join(dir, entry.name));
  await index.sync();
  assert.equal(index.projectStats("acme-app").insights, 0);
  assert.deepEqual(index.projectInsights("acme-app"), []);
});
