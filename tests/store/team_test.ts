/**
 * The team store: a project's copy of a team's insights, applied page by page (puts, removals,
 * the cursor kept after each), in one file per poster with parts past 100, repaired from the
 * folder when a pull stopped while it wrote files, and held by one pull at a time.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { StoreError } from "../../src/errors.ts";
import { readStore } from "../../src/store/files.ts";
import { openTeamStore, pushedContent, rememberPushed } from "../../src/store/team.ts";
import { openTeamState, setApplying } from "../../src/store/_team_state.ts";
import type { Insight } from "../../src/types.ts";
import { tempDir } from "../_helpers.ts";

const ORIGIN = { server: "http://127.0.0.1:8787", teamId: "tm_1", keyTag: "tag1" };

function deps(ctxHome: string, pid = Deno.pid) {
  return { config: { ctxHome }, now: () => new Date(), host: Deno.hostname(), pid };
}

function insight(n: number, extra: Partial<Insight> = {}): Insight {
  return {
    id: `ti_${String(n).padStart(6, "0")}`,
    type: "gotcha",
    title: `Insight ${n}`,
    summary: `Summary of insight ${n}`,
    tags: ["t"],
    date: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(),
    ...extra,
  };
}

const puts = (poster: string, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ poster, insight: insight(from + i) }));

/** Every insight id of the folder with the poster holding it; fails on an id held twice. */
async function held(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const { doc } of (await readStore(dir)).summaries) {
    for (const i of doc.insights) {
      assert.ok(!out.has(i.id), `${i.id} is held twice`);
      out.set(i.id, doc.contributor ?? "");
    }
  }
  return out;
}

Deno.test("applyPage() keeps one file per poster, in parts of 100 past that, and the cursor after the page", async () => {
  await using dir = await tempDir();
  using store = openTeamStore(deps(dir.path), "p1");
  await store.hold();
  assert.equal(store.mirror(), undefined);
  await store.startOver(ORIGIN);
  const applied = await store.applyPage({
    cursor: "e.1",
    puts: [...puts("Ana (key #1)", 1, 243), ...puts("Bo (key #2)", 5000, 2)],
    removals: ["ti_999999"],
  });
  assert.deepEqual(applied, { added: 245, updated: 0, removed: 0 });
  assert.equal(store.mirror()?.cursor, "e.1");
  assert.deepEqual(store.counts(), { insights: 245, posters: 2 });
  const files = (await readStore(store.dir)).summaries.map((s) => [
    s.path.slice(store.dir.length + 1).replace(/-[0-9a-f]{8}/, ""),
    s.doc.insights.length,
    s.doc.title,
  ]);
  assert.deepEqual(files, [
    ["team_ana-key-1.2.md", 100, "Team insights shared by Ana (key #1) (part 2)"],
    ["team_ana-key-1.3.md", 43, "Team insights shared by Ana (key #1) (part 3)"],
    ["team_ana-key-1.md", 100, "Team insights shared by Ana (key #1)"],
    ["team_bo-key-2.md", 2, "Team insights shared by Bo (key #2)"],
  ]);
  assert.equal((await held(store.dir)).size, 245);
  // The next page fills the last part first.
  await store.applyPage({
    after: "e.1",
    cursor: "e.2",
    puts: puts("Ana (key #1)", 2000, 60),
    removals: [],
  });
  const sizes = (await readStore(store.dir)).summaries.map((s) => s.doc.insights.length);
  // Parts 2, 3, 4, then part 1 (file names sort so), then Bo's.
  assert.deepEqual(sizes, [100, 100, 3, 100, 2]);
});

Deno.test("applyPage() replaces, moves and removes by id, and rewrites only the files it changes", async () => {
  await using dir = await tempDir();
  using store = openTeamStore(deps(dir.path), "p1");
  await store.hold();
  await store.startOver(ORIGIN);
  await store.applyPage({
    cursor: "e.1",
    puts: [...puts("Ana", 1, 3), ...puts("Bo", 10, 2)],
    removals: [],
  });
  const boFile = (await readStore(store.dir)).summaries.find((s) => s.doc.contributor === "Bo")!;
  await new Promise((r) => setTimeout(r, 20));
  const applied = await store.applyPage({
    after: "e.1",
    cursor: "e.2",
    puts: [
      { poster: "Ana", insight: insight(1, { title: "Insight 1, stored again" }) },
      // Deleted, then pushed again by another key: it moves to its new poster.
      { poster: "Cy", insight: insight(2) },
    ],
    removals: ["ti_000003", "ti_404404"],
  });
  assert.deepEqual(applied, { added: 0, updated: 2, removed: 1 });
  assert.deepEqual(
    [...await held(store.dir)].sort(),
    [["ti_000001", "Ana"], ["ti_000002", "Cy"], ["ti_000010", "Bo"], ["ti_000011", "Bo"]],
  );
  const ana = (await readStore(store.dir)).summaries.find((s) => s.doc.contributor === "Ana")!;
  assert.equal(ana.doc.insights[0]!.title, "Insight 1, stored again");
  assert.equal((await Deno.stat(boFile.path)).mtime?.getTime(), boFile.mtimeMs);
  assert.deepEqual(store.counts(), { insights: 4, posters: 3 });
  // A poster with nothing left has no file.
  await store.applyPage({ after: "e.2", cursor: "e.3", puts: [], removals: ["ti_000002"] });
  assert.deepEqual(store.counts(), { insights: 3, posters: 2 });
  assert.equal((await readStore(store.dir)).summaries.length, 2);
});

Deno.test("a pull that stopped while it wrote files is repaired from the folder: nothing lost or held twice", async () => {
  await using dir = await tempDir();
  const ctxHome = dir.path;
  {
    using store = openTeamStore(deps(ctxHome), "p1");
    await store.hold();
    await store.startOver(ORIGIN);
    await store.applyPage({ cursor: "e.1", puts: puts("Ana", 1, 98), removals: [] });
    // The next page needs a second part; a folder stands where it goes, so the write fails
    // after the first part was written.
    const second = join(
      store.dir,
      (await readStore(store.dir)).summaries[0]!.path
        .slice(store.dir.length + 1).replace(/\.md$/, ".2.md"),
    );
    await Deno.mkdir(second);
    const page = {
      after: "e.1",
      cursor: "e.2",
      puts: puts("Ana", 1000, 5),
      removals: ["ti_000001"],
    };
    await assert.rejects(() => store.applyPage(page));
    assert.equal(store.mirror()?.cursor, "e.1");
    assert.equal(store.mirror()?.applying, true);
    await Deno.remove(second);
  }
  using store = openTeamStore(deps(ctxHome), "p1");
  await store.hold();
  assert.equal(store.mirror()?.applying, false);
  // The same page again, from the cursor kept.
  await store.applyPage({
    after: "e.1",
    cursor: "e.2",
    puts: puts("Ana", 1000, 5),
    removals: ["ti_000001"],
  });
  const ids = await held(store.dir);
  assert.equal(ids.size, 102);
  assert.ok(!ids.has("ti_000001") && ids.has("ti_001004"));
  assert.deepEqual(store.counts(), { insights: 102, posters: 1 });
});

Deno.test("the repair keeps an insight found in two files (moved when the pull stopped) in one", async () => {
  await using dir = await tempDir();
  const ctxHome = dir.path;
  using store = openTeamStore(deps(ctxHome), "p1");
  await store.hold();
  await store.startOver(ORIGIN);
  await store.applyPage({
    cursor: "e.1",
    puts: [...puts("Ana", 1, 2), ...puts("Bo", 5, 1)],
    removals: [],
  });
  // As a stopped pull leaves it: insight 1 written into Bo's file, still in Ana's.
  await store.applyPage({
    after: "e.1",
    cursor: "e.2",
    puts: [{ poster: "Bo", insight: insight(1) }],
    removals: [],
  });
  const anaPath =
    (await readStore(store.dir)).summaries.find((s) => s.doc.contributor === "Ana")!.path;
  const text = await Deno.readTextFile(anaPath);
  const { writeSummary } = await import("../../src/store/files.ts");
  const { partDoc } = await import("../../src/store/_team_files.ts");
  await writeSummary(store.dir, partDoc("p1", "Ana", 1, [insight(1), insight(2)]), {
    privateFrom: ctxHome,
    rebuilt: true,
  });
  assert.notEqual(await Deno.readTextFile(anaPath), text);
  const db = openTeamState({ ctxHome });
  setApplying(db, "p1", true);
  db.close();
  store.close();
  using again = openTeamStore(deps(ctxHome), "p1");
  await again.hold();
  assert.equal((await held(again.dir)).size, 3);
  assert.deepEqual(again.counts(), { insights: 3, posters: 2 });
});

Deno.test("startOver() empties the folder, links included but never their targets", async () => {
  await using dir = await tempDir();
  using store = openTeamStore(deps(dir.path), "p1");
  await store.hold();
  await store.startOver(ORIGIN);
  await store.applyPage({ cursor: "e.1", puts: puts("Ana", 1, 3), removals: [] });
  const outside = join(dir.path, "outside.md");
  await Deno.writeTextFile(outside, "the user's file\n");
  await Deno.symlink(outside, join(store.dir, "team_planted.md"));
  await Deno.writeTextFile(join(store.dir, "notes.txt"), "not ours\n");
  assert.equal(await store.startOver({ ...ORIGIN, teamId: "tm_2" }), 3);
  assert.deepEqual([...Deno.readDirSync(store.dir)].map((e) => e.name), ["notes.txt"]);
  assert.equal(await Deno.readTextFile(outside), "the user's file\n");
  assert.deepEqual(store.mirror(), { ...ORIGIN, teamId: "tm_2", applying: false });
  assert.deepEqual(store.counts(), { insights: 0, posters: 0 });
});

Deno.test("mirror() says to start over when the team folder was deleted", async () => {
  await using dir = await tempDir();
  using store = openTeamStore(deps(dir.path), "p1");
  await store.hold();
  await store.startOver(ORIGIN);
  await store.applyPage({ cursor: "e.1", puts: puts("Ana", 1, 1), removals: [] });
  assert.equal(store.mirror()?.cursor, "e.1");
  await Deno.remove(store.dir, { recursive: true });
  assert.equal(store.mirror()?.cursor, undefined);
  // A copy that holds nothing has no folder, and keeps its cursor.
  using other = openTeamStore(deps(dir.path), "p2");
  await other.hold();
  await other.startOver(ORIGIN);
  await other.applyPage({ cursor: "e.9", puts: [], removals: [] });
  assert.equal(other.mirror()?.cursor, "e.9");
});

Deno.test("hold(): one pull of a project at a time on this machine; a dead pull's hold is taken over", async () => {
  await using dir = await tempDir();
  using first = openTeamStore(deps(dir.path), "p1");
  await first.hold();
  using second = openTeamStore(deps(dir.path), "p1");
  await assert.rejects(
    () => second.hold(),
    (e: unknown) =>
      e instanceof StoreError && e.code === "store.busy" &&
      e.message === `Another ctx pull of "p1" is running (process ${Deno.pid})`,
  );
  // Another project is free.
  using third = openTeamStore(deps(dir.path), "p2");
  await third.hold();
  first.close();
  await second.hold();
  second.close();
  // A process that no longer runs holds nothing.
  const dead = new Deno.Command(Deno.execPath(), { args: ["eval", ""] }).spawn();
  await dead.status;
  using gone = openTeamStore(deps(dir.path, dead.pid), "p1");
  await gone.hold();
  using next = openTeamStore(deps(dir.path), "p1");
  await next.hold();
});

Deno.test("rememberPushed() and pushedContent() are per server and project", async () => {
  await using dir = await tempDir();
  const config = { ctxHome: dir.path };
  assert.deepEqual(pushedContent(config, "s1", [{ projectId: "p1", hash: "h1" }]), new Set());
  rememberPushed(config, "s1", "p1", ["h1", "h2", "h1"]);
  assert.deepEqual(
    pushedContent(config, "s1", [
      { projectId: "p1", hash: "h1" },
      { projectId: "p2", hash: "h1" },
      { projectId: "p1", hash: "h3" },
    ]),
    new Set(["p1\0h1"]),
  );
  assert.deepEqual(pushedContent(config, "s2", [{ projectId: "p1", hash: "h1" }]), new Set());
  using store = openTeamStore(deps(dir.path), "p1");
  assert.deepEqual(store.pushedHere("s1", ["h2", "h3"]), new Set(["h2"]));
});
