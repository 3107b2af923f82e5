import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { indexPath, openIndex } from "../../src/store/index.ts";
import { localStoreDir, openLedgerDb, registerStore } from "../../src/store/stores.ts";
import { tempDir } from "../_helpers.ts";
import { addSession, userStore } from "../mcp/_fixtures.ts";

/** A CTX_HOME with one per-user project store holding a realistic mix of insights. */
async function devStore(ctxHome: string): Promise<string> {
  const dir = userStore(ctxHome, "github.com-acme-app");
  await addSession(dir, "s1", [
    {
      title: "Jest fails with ERR_REQUIRE_ESM after upgrading chalk",
      summary: "chalk 5 is ESM-only; require() of it throws. Pinned chalk@4.",
      type: "bug",
      tags: ["esm", "jest"],
    },
    {
      title: "useEffect ran twice in development",
      summary: "React StrictMode mounts components twice; cleanup must be idempotent.",
      type: "gotcha",
      tags: ["react"],
      file: "src/ui/App.tsx",
    },
  ], { date: "2026-03-01T09:00:00.000Z" });
  await addSession(dir, "s2", [
    {
      title: "Ledger writes serialized with BEGIN IMMEDIATE",
      summary: "Two ctx processes locked the database; the ledger now retries on SQLITE_BUSY.",
      type: "fix",
      tags: ["sqlite", "concurrency"],
      file: "src/store/ledger.ts",
    },
    {
      title: "Adopt ADR-0005 for error codes",
      summary: "Decided on 2026-11-20 to use stable codes like store.failed in every CtxError.",
      type: "decision",
      tags: ["errors"],
    },
    {
      title: "Rust path syntax",
      summary: "Call the helper as a::b from the crate root; the foo-bar feature flag enables it.",
      type: "note",
      tags: ["rust"],
    },
  ], { date: "2026-03-05T09:00:00.000Z" });
  return dir;
}

Deno.test("search() finds whole identifiers, paths, ids and dates", async () => {
  await using home = await tempDir();
  await devStore(home.path);
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  const expectations: Array<[string, string]> = [
    ["ERR_REQUIRE_ESM", "Jest fails with ERR_REQUIRE_ESM after upgrading chalk"],
    ["useEffect", "useEffect ran twice in development"],
    ["foo-bar", "Rust path syntax"],
    ["a::b", "Rust path syntax"],
    ["src/store/ledger.ts", "Ledger writes serialized with BEGIN IMMEDIATE"],
    ["ledger.ts", "Ledger writes serialized with BEGIN IMMEDIATE"],
    ["ADR-0005", "Adopt ADR-0005 for error codes"],
    ["2026-11-20", "Adopt ADR-0005 for error codes"],
    ["SQLITE_BUSY", "Ledger writes serialized with BEGIN IMMEDIATE"],
    ["err_require_esm", "Jest fails with ERR_REQUIRE_ESM after upgrading chalk"],
  ];
  for (const [query, title] of expectations) {
    const hits = index.search(query);
    assert.equal(hits[0]?.title, title, `query ${JSON.stringify(query)}`);
  }
});

Deno.test("search() matches word forms and camelCase parts", async () => {
  await using home = await tempDir();
  await devStore(home.path);
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  assert.equal(
    index.search("locking")[0]?.title,
    "Ledger writes serialized with BEGIN IMMEDIATE",
  );
  assert.equal(index.search("use effect")[0]?.title, "useEffect ran twice in development");
  assert.equal(index.search("mount component")[0]?.title, "useEffect ran twice in development");
  assert.equal(
    index.search("serializ*")[0]?.title,
    "Ledger writes serialized with BEGIN IMMEDIATE",
  );
});

Deno.test("search() never throws on hostile input and returns [] for empty queries", async () => {
  await using home = await tempDir();
  await devStore(home.path);
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  const hostile = [
    "",
    "   ",
    '"',
    '"unbalanced',
    "'single'",
    "title:chalk",
    "-chalk",
    "chalk -",
    "(chalk",
    "chalk)",
    "()",
    "AND",
    "OR",
    "NOT",
    "chalk AND",
    "NOT chalk",
    "chalk OR OR jest",
    "NEAR(chalk jest)",
    "NEAR",
    "*",
    "chalk*",
    "* chalk",
    "^chalk",
    "chalk + jest",
    "{title}: chalk",
    "a\u0000b",
    "💥 chalk",
    "\\",
    "';DROP TABLE insights;--",
  ];
  for (const query of hostile) {
    assert.doesNotThrow(() => index.search(query), `query ${JSON.stringify(query)}`);
  }
  assert.deepEqual(index.search(""), []);
  assert.deepEqual(index.search("*"), []);
  assert.deepEqual(index.search("()"), []);
  assert.equal(index.search("title:chalk")[0]?.title.includes("chalk"), true);
  assert.equal(index.search("NOT chalk")[0]?.title.includes("chalk"), true);
  // The table still answers after the injection attempt.
  assert.equal(index.search("chalk").length, 1);
});

Deno.test("search() ranks a title hit above a summary hit and marks the match", async () => {
  await using home = await tempDir();
  const dir = userStore(home.path, "p");
  // The summary-only hit is newer, so only the field weights can put the title hit first.
  await addSession(
    dir,
    "old",
    [{ title: "Websocket reconnect storm", summary: "Backoff added." }],
    {
      date: "2025-01-01T00:00:00.000Z",
    },
  );
  await addSession(dir, "new", [{
    title: "Flaky CI job",
    summary: "The websocket test timed out under load; raised the timeout.",
  }], { date: "2026-06-01T00:00:00.000Z" });
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  const hits = index.search("websocket");
  assert.deepEqual(hits.map((h) => h.title), ["Websocket reconnect storm", "Flaky CI job"]);
  assert.match(hits[1]!.snippet, /«websocket»/);
});

Deno.test("search() prefers hits with every word and falls back to any word", async () => {
  await using home = await tempDir();
  await devStore(home.path);
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  assert.deepEqual(index.search("chalk jest").map((h) => h.title), [
    "Jest fails with ERR_REQUIRE_ESM after upgrading chalk",
  ]);
  const any = index.search("chalk ledger").map((h) => h.title).sort();
  assert.deepEqual(any, [
    "Jest fails with ERR_REQUIRE_ESM after upgrading chalk",
    "Ledger writes serialized with BEGIN IMMEDIATE",
  ]);
});

Deno.test("search() restricts to a project and labels team insights", async () => {
  await using home = await tempDir();
  await addSession(userStore(home.path, "one"), "a", [{ title: "Cache key bug", summary: "x" }]);
  await addSession(join(home.path, "team", "two"), "b", [{ title: "Cache warmup", summary: "y" }], {
    source: "team",
    contributor: "dana",
  });
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  assert.deepEqual(index.search("cache", { projectId: "one" }).map((h) => h.title), [
    "Cache key bug",
  ]);
  const team = index.search("warmup")[0];
  assert.equal(team?.kind, "team");
  assert.equal(team?.contributor, "dana");
  assert.equal(team?.projectId, "two");
});

Deno.test("sync() indexes registered local stores and re-reads only changed files", async () => {
  await using home = await tempDir();
  await using project = await tempDir();
  const local = localStoreDir(project.path);
  const first = await addSession(local, "one", [{ title: "First", summary: "alpha" }]);
  await addSession(local, "two", [{ title: "Second", summary: "beta" }]);
  await Deno.writeTextFile(join(local, "README.md"), "# Notes, not a summary\n");
  const ledger = openLedgerDb({ ctxHome: home.path });
  registerStore(ledger, {
    dir: local,
    kind: "local",
    projectId: "proj",
    root: project.path,
    lastSeen: "2026-01-01T00:00:00.000Z",
  });
  ledger.close();

  using index = openIndex({ ctxHome: home.path });
  const initial = await index.sync();
  assert.deepEqual([initial.added, initial.updated, initial.removed, initial.read], [2, 0, 0, 3]);
  const again = await index.sync();
  assert.deepEqual([again.added, again.updated, again.removed, again.read], [0, 0, 0, 0]);

  await addSession(local, "one", [{ title: "First, revised", summary: "gamma" }]);
  const changed = await index.sync();
  assert.deepEqual([changed.added, changed.updated, changed.removed, changed.read], [0, 1, 0, 1]);
  assert.equal(index.search("gamma")[0]?.title, "First, revised");
  assert.deepEqual(index.search("alpha"), []);

  // Same content, new mtime: read once to compare hashes, nothing re-indexed.
  await Deno.utime(first, new Date(), new Date(Date.now() + 5000));
  const touched = await index.sync();
  assert.deepEqual([touched.updated, touched.read], [0, 1]);

  await Deno.remove(first);
  const removed = await index.sync();
  assert.equal(removed.removed, 1);
  assert.deepEqual(index.search("gamma"), []);
  assert.deepEqual(index.projects().map((p) => [p.id, p.root, p.insights, p.kinds]), [
    ["proj", project.path, 1, ["local"]],
  ]);
});

Deno.test("openIndex() rebuilds the index after index.sqlite is deleted", async () => {
  await using home = await tempDir();
  await devStore(home.path);
  const config = { ctxHome: home.path };
  {
    using index = openIndex(config);
    await index.sync();
  }
  for (const suffix of ["", "-wal", "-shm"]) {
    await Deno.remove(indexPath(config) + suffix).catch(() => {});
  }
  using index = openIndex(config);
  const report = await index.sync();
  assert.equal(report.added, 2);
  assert.equal(index.search("ERR_REQUIRE_ESM").length, 1);
});

Deno.test("sync() starts a fresh index when the file is deleted while open", async () => {
  await using home = await tempDir();
  await devStore(home.path);
  const config = { ctxHome: home.path };
  using index = openIndex(config);
  await index.sync();
  for (const suffix of ["", "-wal", "-shm"]) {
    await Deno.remove(indexPath(config) + suffix).catch(() => {});
  }
  const report = await index.sync();
  assert.equal(report.added, 2);
  assert.equal((await Deno.stat(indexPath(config))).isFile, true);
});

Deno.test("openIndex() replaces a corrupt index file and rebuilds it", async () => {
  await using home = await tempDir();
  await devStore(home.path);
  const config = { ctxHome: home.path };
  await Deno.mkdir(home.path, { recursive: true });
  await Deno.writeTextFile(indexPath(config), "this is not a database ".repeat(300));
  using index = openIndex(config);
  const report = await index.sync();
  assert.equal(report.added, 2);
  assert.equal(index.search("useEffect").length, 1);
});

Deno.test("openIndex() rebuilds an index whose pages were damaged", async () => {
  await using home = await tempDir();
  await devStore(home.path);
  const config = { ctxHome: home.path };
  {
    using index = openIndex(config);
    await index.sync();
  }
  const db = openIndex(config);
  db.close(); // checkpoints the WAL into the main file
  const bytes = await Deno.readFile(indexPath(config));
  // Keep the header, overwrite the rest: "database disk image is malformed".
  bytes.fill(0xa5, 100);
  await Deno.writeFile(indexPath(config), bytes);
  for (const suffix of ["-wal", "-shm"]) {
    await Deno.remove(indexPath(config) + suffix).catch(() => {});
  }
  using index = openIndex(config);
  await index.sync();
  assert.equal(index.search("ERR_REQUIRE_ESM").length, 1);
});

Deno.test("sync() from two processes at once ends in one consistent index", async () => {
  await using home = await tempDir();
  const dir = userStore(home.path, "busy");
  for (let i = 0; i < 60; i++) {
    await addSession(dir, `s${i}`, [
      { title: `Insight number ${i}`, summary: `body ${i} ${"lorem ipsum ".repeat(50)}` },
    ]);
  }
  const moduleUrl = new URL("../../src/store/index.ts", import.meta.url).href;
  const script = join(home.path, "sync.ts");
  await Deno.writeTextFile(
    script,
    `import { openIndex } from ${JSON.stringify(moduleUrl)};
     for (let round = 0; round < 3; round++) {
       const index = openIndex({ ctxHome: Deno.args[0] });
       await index.sync();
       index.search("insight");
       index.close();
     }
     console.log("ok");`,
  );
  const run = () =>
    new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "--quiet", script, home.path],
      cwd: fileURLToPath(new URL("../..", import.meta.url)),
      stdout: "piped",
      stderr: "piped",
    }).output();
  const results = await Promise.all([run(), run(), run()]);
  for (const r of results) {
    assert.equal(new TextDecoder().decode(r.stderr), "");
    assert.equal(r.code, 0);
    assert.equal(new TextDecoder().decode(r.stdout).trim(), "ok");
  }
  using index = openIndex({ ctxHome: home.path });
  const report = await index.sync();
  assert.deepEqual([report.added, report.updated, report.read], [0, 0, 0]);
  assert.equal(index.stats().insights, 60);
  assert.equal(index.search("insight", { limit: 100 }).length, 60);
});

Deno.test("getInsights() and projectInsights() return full insights, newest first", async () => {
  await using home = await tempDir();
  await devStore(home.path);
  using index = openIndex({ ctxHome: home.path });
  await index.sync();
  const newest = index.projectInsights("github.com-acme-app", { limit: 2 });
  assert.deepEqual(newest.map((i) => i.date.slice(0, 10)), ["2026-03-05", "2026-03-05"]);
  const page2 = index.projectInsights("github.com-acme-app", { limit: 10, offset: 3 });
  assert.equal(page2.length, 2);
  const ids = [newest[1]!.id, "ins_000000000000", newest[0]!.id];
  assert.deepEqual(index.getInsights(ids).map((i) => i.id), [newest[1]!.id, newest[0]!.id]);
  const stats = index.projectStats("github.com-acme-app");
  assert.equal(stats.insights, 5);
  assert.equal(stats.sessions, 2);
  assert.equal(stats.lastUpdate, "2026-03-05T09:00:00.000Z");
  assert.equal(stats.topTags.length, 7);
  assert.deepEqual(index.projects().map((p) => [p.id, p.root, p.insights, p.sessions]), [
    ["github.com-acme-app", "/work/demo", 5, 2],
  ]);
});

Deno.test("the Projects table names the folder of the newest local summary before any per-user one", async () => {
  await using home = await tempDir();
  const local = join(home.path, "app", ".ctx");
  const user = userStore(home.path, "proj");
  await addSession(local, "old", [{ title: "Kept in .ctx", summary: "a" }], {
    date: "2026-01-01T10:00:00.000Z",
  });
  await addSession(user, "new", [{ title: "Kept per user", summary: "b" }], {
    date: "2026-03-01T10:00:00.000Z",
  });
  const entry = (dir: string, kind: "local" | "user", root: string) => ({
    dir,
    kind,
    projectId: "proj",
    root,
    lastSeen: "",
  });
  const stores = [
    entry(local, "local", join(home.path, "app")),
    entry(user, "user", join(home.path, "app-clone")),
  ];
  using index = openIndex({ ctxHome: home.path }, {
    path: ":memory:",
    stores: () => Promise.resolve(stores),
  });
  await index.sync();
  assert.deepEqual(index.projects().map((p) => [p.id, p.root, p.sessions]), [
    ["proj", join(home.path, "app"), 2],
  ]);

  // With no local summary left, the newest per-user one's folder.
  await addSession(user, "newer", [{ title: "Later", summary: "c" }], {
    date: "2026-04-01T10:00:00.000Z",
  });
  using alone = openIndex({ ctxHome: home.path }, {
    path: ":memory:",
    stores: () => Promise.resolve([stores[1]!]),
  });
  await alone.sync();
  assert.deepEqual(alone.projects().map((p) => [p.id, p.root, p.sessions]), [
    ["proj", join(home.path, "app-clone"), 2],
  ]);
});
