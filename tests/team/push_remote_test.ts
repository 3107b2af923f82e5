/**
 * `ctx push` of a project without a git remote `origin`: its id is made from its folder's path,
 * which no teammate's project shares, so the push warns once (and still sends).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { folderId } from "../../src/store/project.ts";
import { openLedgerDb, registerStore } from "../../src/store/stores.ts";
import { runCtx, tempDir } from "../_helpers.ts";
import { git, makeClone, PROJECT_ID, startServer, teammateEnv, writeInsights } from "./_setup.ts";

const NOTE = {
  id: "ins_000000000001",
  type: "note" as const,
  title: "Scratch finding",
  summary: "Worth keeping.",
  tags: [],
};

const WARNING_ONE = (id: string) =>
  `warning: Project "${id}" has no git remote "origin": its id is made from its folder's path ` +
  "on this machine, so no teammate's project has the same id and they will not get these " +
  "insights with ctx pull\n" +
  "hint: to share a project with your team, give it the remote your teammates clone " +
  "(git remote add origin URL), then run ctx push in it again\n";

Deno.test("ctx push of a project without a git remote warns once that no teammate can match its id", async () => {
  await using dir = await tempDir();
  await using server = await startServer(dir.path);
  const { key, team } = await server.storage.createTeam("acme");
  const home = join(dir.path, "me");
  const scratch = join(dir.path, "work", "scratchpad");
  await Deno.mkdir(scratch, { recursive: true });
  await git(scratch, "init", "-q");
  await writeInsights(join(scratch, ".ctx"), "s1", [NOTE], { project: folderId(scratch) });
  const env = teammateEnv(home, server.url, key);

  const dry = await runCtx(["push", "--dry-run"], { env, cwd: scratch });
  assert.equal(dry.code, 0, dry.stderr);
  assert.ok(dry.stderr.startsWith(WARNING_ONE(folderId(scratch))), dry.stderr);

  const push = await runCtx(["push"], { env, cwd: scratch });
  assert.equal(push.code, 0, push.stderr);
  assert.equal(push.stderr, WARNING_ONE(folderId(scratch)));
  // Warned, not refused: the insight was sent.
  assert.match(push.stdout, /sent 1 insight, 1 new/);
  assert.equal((await server.storage.countInsights(team.id)).rows, 1);

  // With the remote teammates clone, the id is theirs and there is nothing to warn about.
  const clone = await makeClone(join(dir.path, "work", "widgets"), { name: "A", email: "a@x" });
  await writeInsights(join(clone, ".ctx"), "s2", [NOTE]);
  const shared = await runCtx(["push"], { env, cwd: clone });
  assert.equal(shared.code, 0, shared.stderr);
  assert.equal(shared.stderr, "");
  assert.match(shared.stdout, new RegExp(`^${PROJECT_ID}: sent 1 insight`));
});

Deno.test("ctx push --all warns once, naming every project whose id comes from its path", async () => {
  await using dir = await tempDir();
  await using server = await startServer(dir.path);
  const { key } = await server.storage.createTeam("acme");
  const home = join(dir.path, "me");
  const ctxHome = join(home, "ctx-home");
  const ledger = openLedgerDb({ ctxHome });
  const roots = [join(dir.path, "a", "notes"), join(dir.path, "b", "notes")];
  for (const root of roots) {
    await Deno.mkdir(root, { recursive: true });
    const id = folderId(root);
    const store = join(ctxHome, "projects", id);
    await writeInsights(store, "s1", [NOTE], { project: id });
    registerStore(ledger, { dir: store, kind: "user", projectId: id, root, lastSeen: "x" });
  }
  const clone = await makeClone(join(dir.path, "widgets"), { name: "A", email: "a@x" });
  await writeInsights(join(clone, ".ctx"), "s1", [NOTE]);
  registerStore(ledger, {
    dir: join(clone, ".ctx"),
    kind: "local",
    projectId: PROJECT_ID,
    root: clone,
    lastSeen: "x",
  });
  ledger.close();

  const run = await runCtx(["push", "--all"], {
    env: teammateEnv(home, server.url, key),
    cwd: dir.path,
  });
  assert.equal(run.code, 0, run.stderr);
  const ids = roots.map(folderId).sort();
  assert.equal(
    run.stderr,
    `warning: 2 projects have no git remote "origin" ("${ids[0]}", "${ids[1]}"): their ids are ` +
      "made from their folders' paths on this machine, so no teammate's project has the same " +
      "ids and they will not get these insights with ctx pull\n" +
      "hint: to share a project with your team, give it the remote your teammates clone " +
      "(git remote add origin URL), then run ctx push in it again\n",
  );
  assert.equal(run.stdout.trim().split("\n").length, 3);
});
