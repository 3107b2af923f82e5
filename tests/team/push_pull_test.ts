import assert from "node:assert/strict";
import { join } from "node:path";
import { redact } from "../../src/redact/mod.ts";
import { readStore } from "../../src/store/files.ts";
import type { TeamInsight } from "../../src/team/_protocol.ts";
import {
  buildPushBodies,
  clampText,
  formatContributor,
  type ProjectInsights,
  readProjectInsights,
} from "../../src/team/push.ts";
import { contributorSlug, prepareTeamStore, writeTeamInsights } from "../../src/team/pull.ts";
import type { Insight } from "../../src/types.ts";
import { tempDir } from "../_helpers.ts";
import { PROJECT_ID, writeInsights } from "./_setup.ts";

const redactText = (text: string) => redact(text).text;

/** The team store of `PROJECT_ID` under `ctxHome`, as `ctx pull` opens it. */
const teamStore = (ctxHome: string) =>
  prepareTeamStore({ config: { ctxHome }, now: () => new Date(0) }, PROJECT_ID);
const GITHUB_TOKEN = "gh" + "p_" + "A".repeat(36);

function insight(n: number, extra: Partial<Insight> = {}): Insight {
  return {
    id: `ins_${String(n).padStart(12, "0")}`,
    type: "gotcha",
    title: `Insight ${n}`,
    summary: `Summary ${n}`,
    tags: ["t"],
    ...extra,
  };
}

function project(bySource: Record<string, Insight[]>): ProjectInsights {
  return {
    projectId: PROJECT_ID,
    displayName: "widgets",
    bySource: new Map(Object.entries(bySource)),
    warnings: [],
  };
}

Deno.test("buildPushBodies() sends exactly type, title, summary, tags and file, redacted", () => {
  const bodies = buildPushBodies(
    project({
      "claude-code": [
        insight(1, {
          title: `Token ${GITHUB_TOKEN} leaked`,
          summary: `Set GITHUB_TOKEN=${GITHUB_TOKEN} in CI`,
          tags: ["ci", GITHUB_TOKEN],
          file: `.env.${GITHUB_TOKEN}`,
        }),
      ],
    }),
    { redact: redactText, contributor: "Alice <alice@example.com>" },
  );
  assert.deepEqual(bodies, [{
    project_id: PROJECT_ID,
    project_display_name: "widgets",
    source_ide: "claude-code",
    contributor: "Alice <alice@example.com>",
    insights: [{
      type: "gotcha",
      title: "Token [REDACTED] leaked",
      summary: "Set GITHUB_TOKEN=[REDACTED] in CI",
      tags: ["ci", "[REDACTED]"],
      file: ".env.[REDACTED]",
    }],
  }]);
});

Deno.test("buildPushBodies() splits by source and into batches of at most 500, sending duplicates once", () => {
  const many = Array.from({ length: 1203 }, (_, i) => insight(i));
  const bodies = buildPushBodies(
    project({ "claude-code": [...many, insight(5)], cursor: [insight(7), insight(5000)] }),
    { redact: redactText },
  );
  assert.deepEqual(
    bodies.map((b) => [b.source_ide, b.insights.length]),
    [["claude-code", 500], ["claude-code", 500], ["claude-code", 203], ["cursor", 1]],
  );
  assert.equal(bodies[0]?.contributor, undefined);
});

Deno.test("buildPushBodies() keeps each body under the byte limit and clamps long fields", () => {
  const long = Array.from(
    { length: 30 },
    (_, i) =>
      insight(i, {
        title: i + "T".repeat(400),
        summary: i + "S".repeat(5000),
        tags: ["x".repeat(80)],
      }),
  );
  const bodies = buildPushBodies(project({ "claude-code": long }), {
    redact: redactText,
    maxBytes: 20_000,
  });
  assert.ok(bodies.length > 1);
  assert.equal(bodies.reduce((n, b) => n + b.insights.length, 0), 30);
  for (const body of bodies) {
    assert.ok(new TextEncoder().encode(JSON.stringify(body)).length <= 20_000);
    for (const i of body.insights) {
      assert.equal(i.title.length, 300);
      assert.equal(i.summary.length, 4000);
      assert.deepEqual(i.tags, ["x".repeat(50)]);
    }
  }
});

Deno.test("clampText() never leaves half a surrogate pair", () => {
  assert.equal(clampText("ab😀", 3), "ab");
  assert.equal(clampText("  abc  ", 10), "abc");
});

Deno.test("formatContributor() joins git's name and email when both are set", () => {
  assert.equal(formatContributor("Alice", "a@x.org"), "Alice <a@x.org>");
  assert.equal(formatContributor("", "a@x.org"), "a@x.org");
  assert.equal(formatContributor(undefined, undefined), undefined);
});

Deno.test("readProjectInsights() reads local and per-user stores and never team summaries", async () => {
  await using dir = await tempDir();
  const local = join(dir.path, "repo", ".ctx");
  const user = join(dir.path, "ctx-home", "projects", PROJECT_ID);
  await writeInsights(local, "s1", [insight(1)]);
  await writeInsights(user, "s2", [insight(2)], { source: "cursor" });
  await writeInsights(user, "t1", [insight(3)], { source: "team", contributor: "Bob" });
  const read = await readProjectInsights(PROJECT_ID, "widgets", [
    local,
    user,
    join(dir.path, "missing"),
  ]);
  assert.deepEqual(
    [...read.bySource].map(([s, list]) => [s, list.map((i) => i.title)]),
    [["claude-code", ["Insight 1"]], ["cursor", ["Insight 2"]]],
  );
});

function teamInsight(
  n: number,
  contributor: string | null,
  extra: Partial<TeamInsight> = {},
): TeamInsight {
  return {
    id: `ti_${String(n).padStart(24, "0")}`,
    project_id: PROJECT_ID,
    type: "fix",
    title: `Team insight ${n}`,
    summary: `Team summary ${n}`,
    tags: ["team"],
    file: n % 2 ? "src/a.ts" : null,
    source_ide: "cursor",
    contributor,
    created_at: `2025-03-0${n}T00:00:00.000Z`,
    ...extra,
  };
}

const BOB_KEY = { key_id: 2, label: "bob" };
const ALICE_KEY = { key_id: 1, label: "alice" };

Deno.test("writeTeamInsights() writes one summary per poster and skips only what your key posted", async () => {
  await using dir = await tempDir();
  const teamDir = join(dir.path, "team", PROJECT_ID);
  const result = await writeTeamInsights(teamStore(dir.path), {
    insights: [
      teamInsight(1, "Bob <bob@x.org>", { posted_by: BOB_KEY }),
      teamInsight(2, "Alice <alice@x.org>", { posted_by: ALICE_KEY }),
      teamInsight(3, "Bob <bob@x.org>", { posted_by: BOB_KEY, summary: `uses ${GITHUB_TOKEN}` }),
      teamInsight(4, null, { posted_by: { key_id: 3, label: null } }),
      // Bob's key claiming to be Alice: not hidden from Alice, and shown with Bob's key.
      teamInsight(5, "Alice <alice@x.org>", { posted_by: BOB_KEY }),
      // A row stored before the server recorded keys: shown with its name only.
      teamInsight(6, "Dan"),
    ],
    selfKeyId: 1,
    redact: redactText,
  });
  assert.deepEqual({ kept: result.kept, own: result.own, removed: result.removed }, {
    kept: 5,
    own: 1,
    removed: 0,
  });
  const store = await readStore(teamDir);
  assert.deepEqual(store.warnings, []);
  const docs = store.summaries.map((s) => s.doc).sort((a, b) =>
    a.sessionId.localeCompare(b.sessionId)
  );
  assert.deepEqual(docs.map((d) => [d.source, d.contributor, d.insights.map((i) => i.id)]), [
    ["team", 'Alice <alice@x.org> (key #2 "bob")', [teamInsight(5, "").id]],
    ["team", 'Bob <bob@x.org> (key #2 "bob")', [teamInsight(1, "").id, teamInsight(3, "").id]],
    ["team", "Dan", [teamInsight(6, "").id]],
    ["team", "unknown contributor (key #3)", [teamInsight(4, "").id]],
  ]);
  assert.equal(docs[1]?.insights[1]?.summary, "uses [REDACTED]");
  assert.equal(docs[1]?.insights[0]?.file, "src/a.ts");
  assert.equal(docs[1]?.project, PROJECT_ID);
});

Deno.test("writeTeamInsights() skips nothing by name: without your key id, a claimed name hides nothing", async () => {
  await using dir = await tempDir();
  const result = await writeTeamInsights(teamStore(dir.path), {
    insights: [teamInsight(1, "Alice <alice@x.org>", { posted_by: ALICE_KEY })],
    redact: redactText,
  });
  assert.deepEqual([result.kept, result.own], [1, 0]);
});

Deno.test("writeTeamInsights() leaves unchanged files alone and removes a contributor gone from the server", async () => {
  await using dir = await tempDir();
  const teamDir = join(dir.path, "team", PROJECT_ID);
  const store = teamStore(dir.path);
  const base = { redact: redactText };
  const first = await writeTeamInsights(store, {
    ...base,
    insights: [teamInsight(1, "Bob"), teamInsight(2, "Carol")],
  });
  const slug = await contributorSlug("Bob");
  const bobFile = first.files.find((f) => f.includes(slug))!;
  const before = (await Deno.stat(bobFile)).mtime?.getTime();
  await new Promise((r) => setTimeout(r, 20));
  const second = await writeTeamInsights(store, { ...base, insights: [teamInsight(1, "Bob")] });
  assert.equal(second.removed, 1);
  assert.equal((await Deno.stat(bobFile)).mtime?.getTime(), before);
  assert.deepEqual((await readStore(teamDir)).summaries.map((s) => s.doc.contributor), ["Bob"]);
});

Deno.test("contributorSlug() is file-safe and differs for contributors that read alike", async () => {
  assert.match(await contributorSlug("Alice Doe <alice@x.org>"), /^alice-doe-[0-9a-f]{8}$/);
  assert.notEqual(await contributorSlug("A B"), await contributorSlug("a-b"));
});

Deno.test("writeTeamInsights() replaces a summary that is a symlink and never touches its target", async () => {
  await using dir = await tempDir();
  const outside = join(dir.path, "outside.md");
  await Deno.writeTextFile(outside, "the user's file\n");
  const bob = teamInsight(1, "Bob", { posted_by: BOB_KEY });
  const first = await writeTeamInsights(teamStore(dir.path), {
    insights: [bob],
    redact: redactText,
  });
  const path = first.files[0]!;
  await Deno.remove(path);
  await Deno.symlink(outside, path);
  await writeTeamInsights(teamStore(dir.path), { insights: [bob], redact: redactText });
  assert.equal(await Deno.readTextFile(outside), "the user's file\n");
  assert.ok((await Deno.lstat(path)).isFile);
  assert.match(await Deno.readTextFile(path), /Team insight 1/);
});

Deno.test("prepareTeamStore() accepts a plain id and refuses unsafe ids and a symlinked folder", async () => {
  await using dir = await tempDir();
  const ctxHome = join(dir.path, "ctx-home");
  const deps = { config: { ctxHome }, now: () => new Date(0) };
  assert.equal(
    prepareTeamStore(deps, "github.com-acme-my.app").dir,
    join(ctxHome, "team", "github.com-acme-my.app"),
  );
  const unsafe = ["..", ".", "../x", "a/b", "a\\b", "", "x".repeat(201), "NUL", "con.md", "p1."];
  for (const id of unsafe) {
    assert.throws(() => prepareTeamStore(deps, id), /^TeamError: Refusing project id/, id);
  }
  await Deno.mkdir(join(ctxHome, "team"), { recursive: true });
  await Deno.symlink(dir.path, join(ctxHome, "team", "linked"));
  assert.throws(
    () => prepareTeamStore(deps, "linked"),
    /^StoreError: .* it is a symbolic link/,
  );
  // Nothing was created: the first write makes the folder.
  assert.deepEqual([...Deno.readDirSync(join(ctxHome, "team"))].map((e) => e.name), ["linked"]);
});
