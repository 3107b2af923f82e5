/**
 * The admin commands of `ctx serve` run as an admin would (the real CLI): the database from
 * `CTX_SERVE_DB`, key rotation and expiry, deleting a member's or a project's insights (asked
 * first), the audit log, resetting the cursors, and the errors of bad flags.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { TeamStore } from "../../src/team/_storage.ts";

function adminEnv(home: string): Record<string, string> {
  return {
    HOME: home,
    CTX_HOME: join(home, "ctx-home"),
    CTX_KEYCHAIN: "off",
    CTX_SERVE_DB: join(home, "org", "team.sqlite"),
  };
}

Deno.test("ctx serve admin: CTX_SERVE_DB, rotate-key, list-keys states and expiry", async () => {
  await using dir = await tempDir();
  const env = adminEnv(dir.path);
  const ctx = (...args: string[]) => runCtx(["serve", ...args], { env });
  const created = await ctx("create-team", "acme");
  assert.equal(created.code, 0, created.stderr);
  assert.match(created.stderr, /in ".*org\/team\.sqlite"/);
  const first = created.stdout.trim();
  const added = await ctx("add-key", "--team", "acme", "--label", "bob", "--expires", "30d");
  assert.equal(added.code, 0, added.stderr);
  assert.match(added.stderr, /New key \(id 2, "bob"\) for team "acme", expires \d{4}-/);
  const rotated = await ctx("rotate-key", "1", "--grace", "24h");
  assert.equal(rotated.code, 0, rotated.stderr);
  const second = rotated.stdout.trim();
  assert.match(second, /^ctxt_[0-9A-Za-z]{40}$/);
  assert.notEqual(second, first);
  assert.match(
    rotated.stderr,
    /Key 1 \(ctxt_\w{4}…\) works until \d{4}-.*; its replacement, key 3/,
  );
  const keys = await ctx("list-keys", "--json");
  const rows = JSON.parse(keys.stdout).keys;
  assert.deepEqual(rows.map((k: { id: number; state: string; label: string }) => [k.id, k.state]), [
    [1, "active"],
    [2, "active"],
    [3, "active"],
  ]);
  assert.equal(rows[2].label, "first key");
  assert.equal(rows[0].replacedBy, 3);
  const text = await ctx("list-keys");
  assert.match(
    text.stdout,
    /^1\tt\S+\tctxt_\w{4}…\tfirst key\tactive until \S+ \(replaced by key 3\)$/m,
  );
  for (const shown of [keys.stdout, text.stdout]) {
    assert.ok(!shown.includes(first.slice(9)) && !shown.includes(second.slice(9)));
  }
  // Bad values are usage errors naming the flag.
  const bad = await ctx("rotate-key", "2", "--grace", "soon");
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /Invalid --grace "soon": expected a duration such as 30m, 24h or 7d/);
  const past = await ctx("add-key", "--team", "acme", "--expires", "2001-01-01");
  assert.equal(past.code, 2);
  assert.match(past.stderr, /Invalid --expires "2001-01-01": it is in the past/);
});

Deno.test("ctx serve delete asks first, then deletes a member's insights; audit shows it", async () => {
  await using dir = await tempDir();
  const env = adminEnv(dir.path);
  const ctx = (...args: string[]) => runCtx(["serve", ...args], { env });
  assert.equal((await ctx("create-team", "acme")).code, 0);
  const storage = await TeamStore.open(env.CTX_SERVE_DB!);
  try {
    const team = await storage.findTeam("acme");
    const bob = await storage.addKey("acme", { label: "bob" });
    const insight = (title: string) => ({ type: "note" as const, title, summary: "s", tags: [] });
    await storage.pushInsights({ teamId: team.id, keyId: bob.keyId }, {
      project_id: "p1",
      insights: [insight("one"), insight("two")],
    }, { now: new Date() });
    await storage.pushInsights({ teamId: team.id, keyId: 1 }, {
      project_id: "p1",
      insights: [insight("three")],
    }, { now: new Date() });
  } finally {
    await storage.close();
  }
  const asked = await ctx("delete", "--team", "acme", "--key", "2");
  assert.equal(asked.code, 1);
  assert.match(asked.stderr, /Would delete 2 insights posted by key 2 from team "acme"/);
  const done = await ctx("delete", "--team", "acme", "--key", "2", "--yes");
  assert.equal(done.code, 0, done.stderr);
  assert.equal(
    done.stdout,
    'Deleted 2 insights posted by key 2 in 1 project of team "acme"\n',
  );
  const none = await ctx("delete", "--team", "acme");
  assert.equal(none.code, 2);
  assert.match(none.stderr, /Nothing to delete: pass --project ID, --key ID, or both/);
  const audit = await ctx("audit", "--team", "acme", "--action", "delete", "--json");
  assert.equal(audit.code, 0, audit.stderr);
  const events = JSON.parse(audit.stdout).events;
  assert.deepEqual(events.map((e: { detail: unknown; keyId: number }) => [e.keyId, e.detail]), [
    [2, { deleted: 2, projects: 1 }],
  ]);
  const table = await ctx("audit", "--since", "1h");
  assert.match(table.stdout, /\tdelete\tt\S+\t2\t\tdeleted=2 projects=1\t$/m);
  assert.match(table.stdout, /\tpush\tt\S+\t2\tp1\tinserted=2 skipped=0\t$/m);
  const badAction = await ctx("audit", "--action", "hack");
  assert.equal(badAction.code, 2);
  assert.match(badAction.stderr, /Invalid --action "hack"/);
  const reset = await ctx("reset-cursors");
  assert.equal(reset.code, 2);
  assert.match(reset.stderr, /pass --yes/);
  const resetDone = await ctx("reset-cursors", "--yes");
  assert.equal(resetDone.code, 0, resetDone.stderr);
  assert.match(resetDone.stdout, /^New cursor epoch \w+: every member's next pull starts over\n$/);
});

Deno.test("ctx serve create-team with a blank name is a usage error with a hint, and creates nothing", async () => {
  await using dir = await tempDir();
  const env = adminEnv(dir.path);
  for (const name of ["", "   "]) {
    const run = await runCtx(["serve", "create-team", name], { env });
    assert.equal(run.code, 2, run.stderr);
    assert.equal(run.stdout, "");
    assert.match(
      run.stderr,
      /^error: Invalid team name "": expected 1 to 100 characters\nhint: give the team a name, e\.g\. ctx serve create-team "acme"/,
    );
  }
  await assert.rejects(Deno.stat(env.CTX_SERVE_DB!), Deno.errors.NotFound);
});
