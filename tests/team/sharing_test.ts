/**
 * Sharing as an organisation uses it, end to end on both storages: the real `ctx serve` process
 * (SQLite, and PostgreSQL when `CTX_TEST_PG_URL` is set), behind a proxy that records every
 * request, and the real `ctx` CLI of teammates who share one team key.
 *
 * - each sees the other's insights (what is "yours" is what this machine pushed, not the key);
 * - a pull with nothing new is one request, a new insight arrives alone, a deletion on the server
 *   leaves the teammate's copy;
 * - `ctx search --team` finds a teammate's insight on the server without any pull, sends the
 *   query without its secret, and leaves out what this machine pushed.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { freshDatabase, NO_PG } from "./_pg.ts";
import { serveEnv, startServe } from "./_serve.ts";
import {
  makeClone,
  PROJECT_ID,
  type RecordingProxy,
  startRecordingProxy,
  teammateEnv,
  writeInsights,
} from "./_setup.ts";
import type { Insight } from "../../src/types.ts";

const ALICE = { name: "Alice Doe", email: "alice@example.com" };
const BOB = { name: "Bob Roe", email: "bob@example.com" };
const GITHUB_TOKEN = "gh" + "p_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8";

const note = (n: number, word: string, fix = "a bounded queue"): Insight => ({
  id: `ins_${String(n).padStart(12, "0")}`,
  type: "gotcha",
  title: `${word} needs care`,
  summary: `The ${word} broke twice under load; the fix was ${fix}.`,
  tags: ["load"],
});

/** Team summary files of a pulled copy, with their text. */
async function teamFiles(home: string): Promise<string[]> {
  const dir = join(home, "ctx-home", "team", PROJECT_ID);
  const texts: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) {
      if (entry.name.startsWith("team_")) {
        texts.push(await Deno.readTextFile(join(dir, entry.name)));
      }
    }
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  return texts;
}

/** The requests the proxy saw from `from` on, as `METHOD path`. */
function seen(proxy: RecordingProxy, from: number): string[] {
  return proxy.requests.slice(from).map((r) => `${r.method} ${r.path}`);
}

const KINDS = [
  { name: "sqlite", ignore: false },
  { name: "postgres", ignore: NO_PG },
] as const;

/**
 * A team on a real `ctx serve` process (SQLite in `root`, or a fresh PostgreSQL database) behind
 * a recording proxy, and Alice's and Bob's clones of the project, both with the team's one key.
 */
async function scene(kind: (typeof KINDS)[number]["name"], root: string) {
  const pg = kind === "postgres" ? await freshDatabase() : undefined;
  const admin = serveEnv(join(root, "admin"), pg?.url ?? join(root, "team-server.sqlite"));
  const created = await runCtx(["serve", "create-team", "acme"], { env: admin });
  assert.equal(created.code, 0, created.stderr);
  const key = created.stdout.trim();
  const serve = await startServe(admin);
  const proxy = startRecordingProxy(serve.url);
  const aliceHome = join(root, "alice");
  const bobHome = join(root, "bob");
  return {
    admin,
    proxy,
    aliceHome,
    bobHome,
    alice: await makeClone(join(aliceHome, "widgets"), ALICE),
    bob: await makeClone(join(bobHome, "widgets"), BOB),
    // One key for the whole team, as the seed hands it out.
    aliceEnv: teammateEnv(aliceHome, proxy.url, key),
    bobEnv: teammateEnv(bobHome, proxy.url, key),
    async [Symbol.asyncDispose]() {
      await proxy[Symbol.asyncDispose]();
      await serve.stop();
      await pg?.[Symbol.asyncDispose]();
    },
  };
}

for (const kind of KINDS) {
  Deno.test({
    name:
      `${kind.name}: teammates on one team key see each other's insights, incrementally, deletions included`,
    ignore: kind.ignore,
    sanitizeOps: false,
    sanitizeResources: false,
    fn: async () => {
      await using dir = await tempDir();
      await using team = await scene(kind.name, dir.path);
      const { admin, proxy, bobHome, alice, bob, aliceEnv, bobEnv } = team;
      {
        const ctx = async (env: Record<string, string>, cwd: string, ...args: string[]) => {
          const run = await runCtx(args, { env, cwd });
          assert.equal(run.code, 0, `ctx ${args.join(" ")}: ${run.stderr}`);
          return run.stdout;
        };

        await writeInsights(join(alice, ".ctx"), "s1", [note(1, "Gatekeeper"), note(2, "Spooler")]);
        await writeInsights(join(bob, ".ctx"), "s1", [note(3, "Tessellator")]);
        await ctx(aliceEnv, alice, "push");
        await ctx(bobEnv, bob, "push");

        assert.equal(
          await ctx(aliceEnv, alice, "pull"),
          `${PROJECT_ID}: 1 team insight from 1 teammate (1 new, 2 of yours skipped)\n`,
        );
        assert.equal(
          await ctx(bobEnv, bob, "pull"),
          `${PROJECT_ID}: 2 team insights from 1 teammate (2 new, 1 of yours skipped)\n`,
        );
        const bobCopy = (await teamFiles(bobHome)).join("\n");
        assert.match(bobCopy, /Gatekeeper needs care/);
        assert.match(bobCopy, /Spooler needs care/);
        assert.doesNotMatch(bobCopy, /Tessellator/);
        // Shared by the name Alice's client claimed, with the one key the team shares.
        assert.match(bobCopy, /Alice Doe <alice@example\.com> \(key #1/);

        // Nothing new: one request, from the kept cursor, and no file rewritten.
        const before = proxy.requests.length;
        const filesBefore = await teamFiles(bobHome);
        assert.equal(
          await ctx(bobEnv, bob, "pull"),
          `${PROJECT_ID}: 2 team insights from 1 teammate (up to date)\n`,
        );
        const idle = seen(proxy, before);
        assert.equal(idle.length, 1, idle.join("\n"));
        assert.match(
          idle[0]!,
          /^GET \/api\/changes\?project_id=github\.com-acme-widgets&cursor=\S+$/,
        );
        assert.deepEqual(await teamFiles(bobHome), filesBefore);

        // A new insight arrives alone.
        await writeInsights(join(alice, ".ctx"), "s2", [note(4, "Defragmenter")]);
        await ctx(aliceEnv, alice, "push");
        const next = proxy.requests.length;
        assert.equal(
          await ctx(bobEnv, bob, "pull"),
          `${PROJECT_ID}: 3 team insights from 1 teammate (1 new)\n`,
        );
        assert.equal(seen(proxy, next).length, 1);
        const found = JSON.parse(await ctx(bobEnv, bob, "search", "Defragmenter", "--json"));
        assert.deepEqual(found.hits.map((h: { source: string }) => h.source), ["team"]);

        // The admin deletes the project's insights: Bob's next pull removes them here too.
        const deleted = await runCtx(
          ["serve", "delete", "--team", "acme", "--project", PROJECT_ID, "--yes"],
          { env: admin },
        );
        assert.equal(deleted.code, 0, deleted.stderr);
        assert.equal(
          await ctx(bobEnv, bob, "pull"),
          `${PROJECT_ID}: 0 team insights from 0 teammates (3 removed)\n`,
        );
        assert.deepEqual(await teamFiles(bobHome), []);
        const gone = JSON.parse(await ctx(bobEnv, bob, "search", "Defragmenter", "--json"));
        assert.deepEqual(gone.hits, []);
        // Bob's own insight is his own: still in his project's memory.
        const own = JSON.parse(await ctx(bobEnv, bob, "search", "Tessellator", "--json"));
        assert.deepEqual(own.hits.map((h: { source: string }) => h.source), ["claude-code"]);
      }
    },
  });

  Deno.test({
    name:
      `${kind.name}: ctx search --team finds a teammate's insight on the server, without a pull or a secret`,
    ignore: kind.ignore,
    sanitizeOps: false,
    sanitizeResources: false,
    fn: async () => {
      await using dir = await tempDir();
      await using team = await scene(kind.name, dir.path);
      const { proxy, alice, bob, aliceEnv, bobEnv } = team;
      {
        await writeInsights(join(alice, ".ctx"), "s1", [note(1, "Gatekeeper")]);
        await writeInsights(join(bob, ".ctx"), "s1", [note(2, "Gatekeeper", "a retry")]);
        assert.equal((await runCtx(["push"], { env: aliceEnv, cwd: alice })).code, 0);
        assert.equal((await runCtx(["push"], { env: bobEnv, cwd: bob })).code, 0);

        // Bob never pulled: his own insight from his memory, Alice's from the server.
        const before = proxy.requests.length;
        const search = await runCtx(
          ["search", "gatekeeper", GITHUB_TOKEN, "--team", "--json"],
          { env: bobEnv, cwd: bob },
        );
        assert.equal(search.code, 0, search.stderr);
        const report = JSON.parse(search.stdout);
        assert.deepEqual(report.team, { apiUrl: proxy.url, error: null });
        assert.deepEqual(
          report.hits.map((h: { source: string; title: string }) => [h.source, h.title]),
          [["claude-code", "Gatekeeper needs care"], ["team server", "Gatekeeper needs care"]],
        );
        const teamHit = report.hits[1];
        assert.match(teamHit.contributor, /^Alice Doe <alice@example\.com> \(key #1/);
        assert.match(teamHit.summary, /bounded queue/);
        assert.match(teamHit.snippet, /«Gatekeeper»/);
        assert.equal(teamHit.projectId, PROJECT_ID);
        // The query left without the token, and only as one GET of /api/search.
        const asked = seen(proxy, before);
        assert.deepEqual(asked, ["GET /api/search?q=gatekeeper&limit=10"]);
        assert.doesNotMatch(asked.join("\n"), /a1B2c3D4/);

        // Without --team nothing is asked; text output marks where each hit comes from.
        const quiet = proxy.requests.length;
        const local = await runCtx(["search", "gatekeeper"], { env: bobEnv, cwd: bob });
        assert.equal(local.code, 0, local.stderr);
        assert.equal(proxy.requests.length, quiet);
        const text = await runCtx(["search", "gatekeeper", "--team"], { env: bobEnv, cwd: bob });
        assert.equal(text.code, 0, text.stderr);
        assert.match(text.stdout, /team server/);
        assert.match(text.stdout, /Alice Doe/);
      }
    },
  });
}

Deno.test({
  name:
    "sqlite: after a key change on one machine, a pull goes on from the team's cursor, and what this machine pushed stays its own whichever key pushed it",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    await using dir = await tempDir();
    await using team = await scene("sqlite", dir.path);
    const { admin, proxy, aliceHome, alice, bob, aliceEnv, bobEnv } = team;
    const newKey = async (args: string[]) => {
      const run = await runCtx(["serve", ...args], { env: admin });
      assert.equal(run.code, 0, run.stderr);
      return run.stdout.trim();
    };
    const secondKey = await newKey(["add-key", "--team", "acme", "--label", "alice-2"]);
    const otherTeamKey = await newKey(["create-team", "other"]);
    const pull = async (key?: string) => {
      const env = key ? teammateEnv(aliceHome, proxy.url, key) : aliceEnv;
      const run = await runCtx(["pull"], { env, cwd: alice });
      assert.equal(run.code, 0, run.stderr);
      return run.stdout;
    };
    await writeInsights(join(alice, ".ctx"), "s1", [note(1, "Gatekeeper")]);
    await writeInsights(join(bob, ".ctx"), "s1", [note(2, "Tessellator")]);
    assert.equal((await runCtx(["push"], { env: aliceEnv, cwd: alice })).code, 0);
    assert.equal((await runCtx(["push"], { env: bobEnv, cwd: bob })).code, 0);
    assert.equal(
      await pull(),
      `${PROJECT_ID}: 1 team insight from 1 teammate (1 new, 1 of yours skipped)\n`,
    );

    // Another key of the same team: the listing is the team's, so the pull asks which team the
    // key is of, then goes on from the kept cursor: nothing new, "up to date" is the truth; and
    // Alice's own insight does not become a teammate's because another key asks.
    const before = proxy.requests.length;
    assert.equal(
      await pull(secondKey),
      `${PROJECT_ID}: 1 team insight from 1 teammate (up to date)\n`,
    );
    assert.deepEqual(seen(proxy, before).map((r) => r.replace(/cursor=\S+$/, "cursor=…")), [
      "GET /api/teams/me",
      `GET /api/changes?project_id=${PROJECT_ID}&cursor=…`,
    ]);
    await writeInsights(join(bob, ".ctx"), "s2", [note(3, "Defragmenter")]);
    assert.equal((await runCtx(["push"], { env: bobEnv, cwd: bob })).code, 0);
    assert.equal(
      await pull(secondKey),
      `${PROJECT_ID}: 2 team insights from 1 teammate (1 new)\n`,
    );
    // A key of another team is another listing: the copy is rebuilt from it.
    assert.equal(
      await pull(otherTeamKey),
      `${PROJECT_ID}: 0 team insights from 0 teammates (rebuilt from the server)\n`,
    );
  },
});
