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
import { keyTag, prepareTeamStore, pullProject } from "../../src/team/pull.ts";
import { TeamClient } from "../../src/team/client.ts";
import { rememberPushed } from "../../src/store/team.ts";
import { posterSlug } from "../../src/store/_team_files.ts";
import { json, meBody, startScripted } from "./_hostile.ts";
import type { Insight } from "../../src/types.ts";
import { tempDir } from "../_helpers.ts";
import { PROJECT_ID, writeInsights } from "./_setup.ts";

const redactText = (text: string) => redact(text).text;

/** The team store of `PROJECT_ID` under `ctxHome`, as `ctx pull` opens it. */
const teamStore = (ctxHome: string) =>
  prepareTeamStore({ config: { ctxHome }, now: () => new Date(0), host: "h", pid: 1 }, PROJECT_ID);
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
    content_hash: String(n).repeat(64).slice(0, 64),
    ...extra,
  };
}

const BOB_KEY = { key_id: 2, label: "bob" };
const ALICE_KEY = { key_id: 1, label: "alice" };
const KEY = "ctxt_" + "P".repeat(40);

/** A server listing `insights` as one page of puts (then nothing new). */
function listing(insights: TeamInsight[]) {
  return startScripted((_request, url) => {
    if (url.pathname === "/api/teams/me") return json(meBody({ key: { id: 1, label: "alice" } }));
    const cursor = url.searchParams.get("cursor");
    return json({
      reset: false,
      changes: cursor ? [] : insights.map((insight) => ({ op: "put", insight })),
      cursor: "e1.1",
      more: false,
    });
  });
}

/** Pull `PROJECT_ID` from `url` into `ctxHome`, as `ctx pull` does. */
async function pull(ctxHome: string, url: string) {
  const client = new TeamClient({ apiUrl: url, apiKey: KEY, fetch });
  using store = teamStore(ctxHome);
  return await pullProject({
    client,
    store,
    keyTag: keyTag(KEY),
    teamId: async () => (await client.me()).team_id,
    redact: redactText,
  });
}

Deno.test("pullProject() keeps one summary per poster and skips only what this machine pushed", async () => {
  await using dir = await tempDir();
  const teamDir = join(dir.path, "team", PROJECT_ID);
  await using server = listing([
    teamInsight(1, "Bob <bob@x.org>", { posted_by: BOB_KEY }),
    teamInsight(2, "Alice <alice@x.org>", { posted_by: ALICE_KEY }),
    teamInsight(3, "Bob <bob@x.org>", { posted_by: BOB_KEY, summary: `uses ${GITHUB_TOKEN}` }),
    teamInsight(4, null, { posted_by: { key_id: 3, label: null } }),
    // Bob's key claiming to be Alice: not hidden from Alice, and shown with Bob's key.
    teamInsight(5, "Alice <alice@x.org>", { posted_by: BOB_KEY }),
    // A row stored before the server recorded keys: shown with its name only.
    teamInsight(6, "Dan"),
    // Alice's key, content this machine did not push: shown (pushed from another machine).
    teamInsight(7, "Alice <alice@x.org>", { posted_by: ALICE_KEY }),
  ]);
  // This machine pushed insight 2's content: it is its own, whichever key posted it.
  rememberPushed({ ctxHome: dir.path }, server.url, PROJECT_ID, [teamInsight(2, "").content_hash!]);
  const result = await pull(dir.path, server.url);
  assert.deepEqual(
    [result.insights, result.added, result.own, result.posters],
    [6, 6, 1, 5],
  );
  const store = await readStore(teamDir);
  assert.deepEqual(store.warnings, []);
  const docs = store.summaries.map((s) => s.doc).sort((a, b) =>
    a.sessionId.localeCompare(b.sessionId)
  );
  assert.deepEqual(docs.map((d) => [d.source, d.contributor, d.insights.map((i) => i.id)]), [
    ["team", 'Alice <alice@x.org> (key #1 "alice")', [teamInsight(7, "").id]],
    ["team", 'Alice <alice@x.org> (key #2 "bob")', [teamInsight(5, "").id]],
    ["team", 'Bob <bob@x.org> (key #2 "bob")', [teamInsight(1, "").id, teamInsight(3, "").id]],
    ["team", "Dan", [teamInsight(6, "").id]],
    ["team", "unknown contributor (key #3)", [teamInsight(4, "").id]],
  ]);
  assert.equal(docs[2]?.insights[1]?.summary, "uses [REDACTED]");
  assert.equal(docs[2]?.insights[0]?.file, "src/a.ts");
  assert.equal(docs[2]?.insights[0]?.date, "2025-03-01T00:00:00.000Z");
  assert.equal(docs[2]?.project, PROJECT_ID);
});

Deno.test("pullProject() leaves unchanged files alone on a pull with nothing new", async () => {
  await using dir = await tempDir();
  await using server = listing([teamInsight(1, "Bob"), teamInsight(2, "Carol")]);
  await pull(dir.path, server.url);
  const before = (await readStore(join(dir.path, "team", PROJECT_ID))).summaries;
  await new Promise((r) => setTimeout(r, 20));
  const again = await pull(dir.path, server.url);
  assert.deepEqual([again.added, again.updated, again.removed, again.insights], [0, 0, 0, 2]);
  const after = (await readStore(join(dir.path, "team", PROJECT_ID))).summaries;
  assert.deepEqual(after.map((s) => [s.path, s.mtimeMs]), before.map((s) => [s.path, s.mtimeMs]));
  // The second pull asked from the cursor the first kept, without asking who the key is.
  assert.deepEqual(server.requests.map((r) => r.path.replace(/project_id=[^&]+/, "P")), [
    "/api/teams/me",
    "/api/changes?P",
    "/api/changes?P&cursor=e1.1",
  ]);
});

Deno.test("posterSlug() is file-safe and differs for posters that read alike", () => {
  assert.match(posterSlug("Alice Doe <alice@x.org>"), /^alice-doe-[0-9a-f]{8}$/);
  assert.notEqual(posterSlug("A B"), posterSlug("a-b"));
});

Deno.test("pullProject() replaces a summary that is a symlink and never touches its target", async () => {
  await using dir = await tempDir();
  const outside = join(dir.path, "outside.md");
  await Deno.writeTextFile(outside, "the user's file\n");
  let round = 0;
  await using server = startScripted((_request, url) => {
    if (url.pathname === "/api/teams/me") return json(meBody());
    round++;
    const insight = teamInsight(round, "Bob", { posted_by: BOB_KEY });
    return json({
      reset: false,
      changes: [{ op: "put", insight }],
      cursor: `e1.${round}`,
      more: false,
    });
  });
  await pull(dir.path, server.url);
  const path = (await readStore(join(dir.path, "team", PROJECT_ID))).summaries[0]!.path;
  await Deno.remove(path);
  await Deno.symlink(outside, path);
  await pull(dir.path, server.url);
  assert.equal(await Deno.readTextFile(outside), "the user's file\n");
  assert.ok((await Deno.lstat(path)).isFile);
  // The link held nothing ctx reads: only the new insight is in the file.
  assert.match(await Deno.readTextFile(path), /Team insight 2/);
});

Deno.test("prepareTeamStore() accepts a plain id and refuses unsafe ids and a symlinked folder", async () => {
  await using dir = await tempDir();
  const ctxHome = join(dir.path, "ctx-home");
  const deps = { config: { ctxHome }, now: () => new Date(0), host: "h", pid: 1 };
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
